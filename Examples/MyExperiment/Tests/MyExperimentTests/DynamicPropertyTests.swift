import XCTest
import UIKit   // plain, as an iOS developer writes it
import UIKitHeadless

/// `@objc dynamic` properties of a pasted class notify observers by
/// themselves, as iOS's automatic change notification does
/// (`iOS/DownloadScrubber.swift`): a finger scrubs a `@MainActor` control that
/// sets a plain model's `progress`; a ring observes it by block, a badge by
/// `addObserver(_:forKeyPath:…)`. The same file has a `#Preview`, which goes.
final class DynamicPropertyTests: XCTestCase {

    private func scrubberInAWindow() throws -> (HeadlessDriver, DownloadScrubber, DownloadTask) {
        let driver = try HeadlessDriver()
        let window = driver.makeWindow()
        let scrubber = DownloadScrubber(frame: CGRect(x: 0, y: 100, width: 300, height: 44))
        let task = DownloadTask()
        scrubber.task = task
        window.addSubview(scrubber)
        return (driver, scrubber, task)
    }

    func testAFingerScrubbingTheProgressNotifiesTheBlockObserverWithOldAndNewValues() throws {
        let (driver, _, task) = try scrubberInAWindow()
        let ring = ProgressRing(frame: .zero)
        ring.observe(task)
        XCTAssertTrue(ring.changes.isEmpty, "no .initial: nothing until a change")

        driver.drag(from: CGPoint(x: 30, y: 122), to: CGPoint(x: 240, y: 122), duration: 0.3, steps: 10)
        XCTAssertGreaterThan(ring.changes.count, 5, "one notification per move of the finger")
        XCTAssertEqual(ring.changes.first?.old, 0)
        XCTAssertEqual(ring.changes.first?.new ?? 0, 0.1, accuracy: 0.01)
        XCTAssertEqual(ring.changes.last?.new ?? 0, 0.8, accuracy: 0.01)
        for (previous, next) in zip(ring.changes, ring.changes.dropFirst()) {
            XCTAssertEqual(next.old, previous.new, "each change's old value is the one before's new value")
        }
        XCTAssertEqual(ring.shown, task.progress, "the handler reads the value already set")

        ring.stopObserving()
        let seen = ring.changes.count
        task.progress = 0.5
        XCTAssertEqual(ring.changes.count, seen, "an invalidated observation is not called")
    }

    func testTheSelectorFormSeesStatesTitlesAndHandAnnouncedBytesOnce() throws {
        let (driver, _, task) = try scrubberInAWindow()
        let badge = StatusBadge(watching: task)
        XCTAssertEqual(badge.states, ["waiting"], ".initial: the value at once")

        driver.tap(at: CGPoint(x: 150, y: 122))
        XCTAssertEqual(badge.states, ["waiting", "running"], "a private(set) dynamic property notifies too")

        task.title = "report.pdf"
        XCTAssertEqual(badge.titles, ["REPORT.PDF"], "a computed dynamic property's setter notifies, with the value its getter reads")

        // automaticallyNotifiesObservers(forKey:) says no for bytes: only the
        // class's own willChange/didChange notify, once per chunk (not twice).
        task.receive(60)
        task.receive(60)
        XCTAssertEqual(badge.bytesSeen, [60, 120])
        XCTAssertEqual(badge.states.last, "done", "a didSet that sets another dynamic property notifies it")

        task.retries = 3   // not dynamic: no notification, no stop
        XCTAssertEqual(badge.states.count, 3)
    }
}
