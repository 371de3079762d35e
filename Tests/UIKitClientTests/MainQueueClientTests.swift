import XCTest
import UIKit   // plain, as an iOS developer writes it
import UIKitHeadless

/// XCTest runs its tests on the process's main thread, so a driver made here
/// owns the main queue: an iOS habit works as written.
final class MainQueueClientTests: XCTestCase {
    /// `assumeIsolated`: the test runs on the main thread, so its locals may
    /// go to main-queue blocks (Swift 6 checks it; it traps if not).
    func testMainQueueBlocksRunAtTheDriversNextStep() throws {
        try MainActor.assumeIsolated {
            let driver = try HeadlessDriver()
            var ran: [String] = []
            DispatchQueue.main.async {
                XCTAssertTrue(Thread.isMainThread)
                ran.append("async")
                DispatchQueue.main.async { ran.append("queued by a block") }
            }
            XCTAssertEqual(ran, [], "nothing runs before the loop does")
            driver.runUntilIdle()
            XCTAssertEqual(ran, ["async", "queued by a block"])
        }
    }

    /// A handler that defers work with `DispatchQueue.main.async`, as 21 of
    /// 45 sampled iOS repositories do: the block runs once the event that
    /// queued it is handled, before the next event (Behaviour §8).
    func testBlocksQueuedByHandlersRunAfterTheirEventBeforeTheNext() throws {
        try MainActor.assumeIsolated {
            let driver = try HeadlessDriver()
            XCTAssertTrue(driver.runsMainQueue, "an XCTest test runs on the main thread")
            let controller = UIViewController()
            driver.makeWindow(rootViewController: controller)
            var log: [String] = []
            let button = UIButton(type: .system)
            button.frame = CGRect(x: 0, y: 0, width: 100, height: 44)
            for (event, name) in [(UIControl.Event.touchDown, "touchDown"), (.touchUpInside, "touchUpInside")] {
                button.addAction(UIAction { _ in
                    log.append(name)
                    DispatchQueue.main.async { log.append("block queued by \(name)") }
                }, for: event)
            }
            controller.view.addSubview(button)

            driver.touchDown(at: CGPoint(x: 50, y: 22))
            XCTAssertEqual(log, ["touchDown", "block queued by touchDown"])
            driver.touchUp(at: CGPoint(x: 50, y: 22))
            XCTAssertEqual(log, ["touchDown", "block queued by touchDown", "touchUpInside", "block queued by touchUpInside"])
        }
    }

    /// The classic deferred haptic: fired from a main-queue block that a
    /// handler queued. The block runs with the app's tracer current, so the
    /// haptic is traced (and the demo draws it) like one fired in the handler.
    func testAHapticFiredFromAMainQueueBlockIsTraced() throws {
        try MainActor.assumeIsolated {
            let driver = try HeadlessDriver()
            let controller = UIViewController()
            driver.makeWindow(rootViewController: controller)
            let generator = UINotificationFeedbackGenerator()
            let button = UIButton(type: .system)
            button.frame = CGRect(x: 0, y: 0, width: 100, height: 44)
            button.addAction(UIAction { _ in
                DispatchQueue.main.async { generator.notificationOccurred(.success) }
            }, for: .touchUpInside)
            controller.view.addSubview(button)

            driver.tap(at: CGPoint(x: 50, y: 22))
            let haptics = driver.tracer.recorded.compactMap { event -> HapticFeedback? in
                guard case let .hapticFeedback(feedback) = event else { return nil }
                return feedback
            }
            XCTAssertEqual(haptics, [.notification(.success)])
        }
    }

    func testAFoundationTimerFiresOnTheDriversClock() throws {
        let driver = try HeadlessDriver()
        let start = driver.clock.now
        let fired = Fired(now: { driver.clock.now })
        let timer = Timer.scheduledTimer(withTimeInterval: 0.05, repeats: true) { _ in
            fired.times.append(fired.now() - start)
        }
        defer { timer.invalidate() }
        driver.advance(by: 0.22)
        let firedAt = fired.times
        XCTAssertEqual(firedAt.count, 4, "fired at \(firedAt)")
        for (index, time) in firedAt.enumerated() {
            XCTAssertEqual(time, 0.05 * Double(index + 1), accuracy: 0.01, "fired at \(firedAt)")
        }
    }

    /// A block that runs the loop again (a nested run, like the demo's replay
    /// inside a key handler): libdispatch does not drain the main queue
    /// inside its own drain, so a block queued meanwhile waits for the
    /// outer block to return, as on iOS.
    func testABlockThatRunsTheLoopAgainDoesNotReenterTheQueue() throws {
        try MainActor.assumeIsolated {
            let driver = try HeadlessDriver()
            var ran: [String] = []
            DispatchQueue.main.async {
                ran.append("outer began")
                DispatchQueue.main.async { ran.append("queued by the outer block") }
                driver.runUntilIdle()
                ran.append("outer ended")
            }
            driver.runUntilIdle()
            XCTAssertEqual(ran, ["outer began", "outer ended", "queued by the outer block"])
        }
    }
}

/// What a timer's block saw, and the clock it reads. The block is
/// `@Sendable` in Foundation's signature, but it runs on this test's thread,
/// the main one, inside `advance(by:)`: nothing else touches either.
private final class Fired: @unchecked Sendable {
    let now: () -> Double
    var times: [Double] = []
    init(now: @escaping () -> Double) { self.now = now }
}
