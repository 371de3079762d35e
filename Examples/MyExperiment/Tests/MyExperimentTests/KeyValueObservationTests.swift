import XCTest
import UIKit   // plain, as an iOS developer writes it
import UIKitHeadless

/// Key-value observation as the files in `iOS/` use it: the block form
/// (`ScrollProgressBar`: `observe(\.contentOffset, options:)` returning an
/// `NSKeyValueObservation`) and the selector form (`StickyHeaderBehavior`, an
/// `NSObject`; `ShrinkingHeaderView`, a `UIView`: `addObserver(_:forKeyPath:…)`
/// and `override func observeValue(forKeyPath:of:change:context:)`), each
/// driven by a finger dragging a scroll view through the headless driver.
final class KeyValueObservationTests: XCTestCase {

    /// A 300×400 scroll view with three screens of content, in a window.
    private func scrollViewInAWindow() throws -> (HeadlessDriver, UIScrollView) {
        let driver = try HeadlessDriver()
        let window = driver.makeWindow()
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 100, width: 300, height: 400))
        scrollView.contentSize = CGSize(width: 300, height: 1200)
        window.addSubview(scrollView)
        return (driver, scrollView)
    }

    /// A finger drags the content up by 200 points.
    private func dragUp(_ driver: HeadlessDriver) {
        driver.drag(from: CGPoint(x: 150, y: 450), to: CGPoint(x: 150, y: 250), duration: 0.3, steps: 10)
    }

    // MARK: The block form

    func testAProgressBarFollowsTheOffsetOfAScrollViewDraggedByAFinger() throws {
        let (driver, scrollView) = try scrollViewInAWindow()
        let bar = ScrollProgressBar(frame: CGRect(x: 0, y: 0, width: 300, height: 3))
        bar.scrollView = scrollView
        // .initial: one notification at once, with the new value and no old one.
        XCTAssertEqual(bar.offsetChanges.count, 1)
        XCTAssertNil(bar.offsetChanges[0].old)
        XCTAssertEqual(bar.offsetChanges[0].new, .zero)

        dragUp(driver)
        let changes = bar.offsetChanges.dropFirst()
        XCTAssertGreaterThan(changes.count, 3, "one notification per move of the content")
        XCTAssertGreaterThan(scrollView.contentOffset.y, 100)
        XCTAssertEqual(changes.last?.new, scrollView.contentOffset, "the last new value is where the content is")
        for (previous, next) in zip(bar.offsetChanges, changes) {
            XCTAssertEqual(next.old, previous.new, "each change's old value is the one before's new value")
        }
        XCTAssertEqual(bar.progress, scrollView.contentOffset.y / 800, accuracy: 0.001)

        // contentSize is observed too: doubling the content halves the progress.
        let before = bar.progress
        scrollView.contentSize = CGSize(width: 300, height: 2000)
        XCTAssertEqual(bar.progress, scrollView.contentOffset.y / 1600, accuracy: 0.001)
        XCTAssertLessThan(bar.progress, before)
    }

    func testAnInvalidatedObservationIsNotCalledAgain() throws {
        let (driver, scrollView) = try scrollViewInAWindow()
        let bar = ScrollProgressBar(frame: CGRect(x: 0, y: 0, width: 300, height: 3))
        bar.scrollView = scrollView
        bar.freeze()
        dragUp(driver)
        XCTAssertEqual(bar.offsetChanges.count, 1, "only the initial notification")
        XCTAssertGreaterThan(scrollView.contentOffset.y, 100, "the content moved all the same")
    }

    func testReleasingTheObservationStopsIt() throws {
        let (driver, scrollView) = try scrollViewInAWindow()
        var offsets: [CGFloat] = []
        var observation: NSKeyValueObservation? = scrollView.observe(\.contentOffset, options: .new) { _, change in
            offsets.append(change.newValue?.y ?? -1)
        }
        scrollView.contentOffset = CGPoint(x: 0, y: 40)
        XCTAssertEqual(offsets, [40])
        XCTAssertNotNil(observation)
        observation = nil
        dragUp(driver)
        XCTAssertEqual(offsets, [40], "released: no more notifications")
    }

    func testPriorOldAndNewAsAppleDocumentsThem() throws {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        var seen: [String] = []
        let observation = view.observe(\.center, options: [.prior, .old, .new]) { view, change in
            seen.append("\(change.isPrior ? "prior" : "after") old=\(change.oldValue.map { "\(Int($0.x))" } ?? "-") "
                + "new=\(change.newValue.map { "\(Int($0.x))" } ?? "-") now=\(Int(view.center.x))")
        }
        view.center = CGPoint(x: 80, y: 50)
        // The prior notification comes before the change: the view still has its
        // old centre, and a prior notification never carries the new value.
        XCTAssertEqual(seen, ["prior old=50 new=- now=50", "after old=50 new=80 now=80"])
        observation.invalidate()
        var kinds: [NSKeyValueChange] = []
        let bounds = view.observe(\.bounds) { _, change in kinds.append(change.kind) }
        view.bounds = CGRect(x: 0, y: 0, width: 40, height: 40)
        XCTAssertEqual(kinds, [.setting])
        _ = bounds
    }

    // MARK: addObserver(_:forKeyPath:options:context:) and observeValue(forKeyPath:…)

    func testAnNSObjectObserverGetsPriorAndAfterNotificationsAndShrinksTheHeader() throws {
        let (driver, scrollView) = try scrollViewInAWindow()
        let header = UIView(frame: CGRect(x: 0, y: 100, width: 300, height: 120))
        scrollView.superview?.addSubview(header)
        let behavior = StickyHeaderBehavior(header: header, maximumHeight: 120, minimumHeight: 44)
        behavior.attach(to: scrollView)

        scrollView.contentOffset = CGPoint(x: 0, y: 30)
        XCTAssertEqual(behavior.events, ["prior 0", "offset 0 -> 30"])
        XCTAssertEqual(header.frame.height, 90)

        dragUp(driver)
        XCTAssertEqual(header.frame.height, 44, "scrolled past 76 points: the header is at its minimum")
        let pairs = stride(from: 0, to: behavior.events.count, by: 2).map { Array(behavior.events[$0..<min($0 + 2, behavior.events.count)]) }
        for pair in pairs {
            XCTAssertEqual(pair.count, 2)
            XCTAssertTrue(pair[0].hasPrefix("prior "), "\(pair)")
            XCTAssertTrue(pair[1].hasPrefix("offset \(pair[0].dropFirst(6)) -> "), "the prior's old value is the change's: \(pair)")
        }

        behavior.detach()
        let seen = behavior.events.count
        scrollView.contentOffset = .zero
        XCTAssertEqual(behavior.events.count, seen, "removed: no more notifications")
    }

    func testAViewObservesItsOwnFrameAndItsPanRecognizersState() throws {
        let driver = try HeadlessDriver()
        let window = driver.makeWindow()
        let header = ShrinkingHeaderView(frame: CGRect(x: 0, y: 100, width: 300, height: 120))
        window.addSubview(header)
        driver.drag(from: CGPoint(x: 150, y: 150), to: CGPoint(x: 150, y: 300), duration: 0.3, steps: 10)
        XCTAssertEqual(header.panStates, ["began", "changed", "ended"])
        header.frame = CGRect(x: 0, y: 100, width: 300, height: 60)
        header.frame.size.height = 44
        XCTAssertEqual(header.heights, [60, 44])
    }
}
