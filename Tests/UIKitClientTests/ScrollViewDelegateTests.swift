import XCTest
import UIKit
import UIKitHeadless

/// A scroll view with a delegate, as on iOS: the delegate hears a drag in
/// UIKit's order, and an animated offset change moves over time on the run loop.
final class ScrollViewDelegateTests: XCTestCase {
    final class Recorder: UIScrollViewDelegate {
        var calls: [String] = []
        var endVelocity: CGPoint?
        func scrollViewWillBeginDragging(_ scrollView: UIScrollView) { calls.append("willBeginDragging") }
        func scrollViewDidScroll(_ scrollView: UIScrollView) {
            if calls.last != "didScroll" { calls.append("didScroll") }      // one entry per run of them
        }
        func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                       targetContentOffset: UnsafeMutablePointer<CGPoint>) {
            calls.append("willEndDragging"); endVelocity = velocity
        }
        func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
            calls.append("didEndDragging(willDecelerate: \(decelerate))")
        }
        func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) { calls.append("willBeginDecelerating") }
        func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) { calls.append("didEndDecelerating") }
        func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) { calls.append("didEndScrollingAnimation") }
    }

    func makeScrollView() throws -> (HeadlessDriver, UIScrollView, Recorder) {
        let driver = try HeadlessDriver()
        let controller = UIViewController()
        driver.makeWindow(rootViewController: controller)
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
        scrollView.contentInsetAdjustmentBehavior = .never   // at the window's top, under the status bar: offsets here count from 0
        scrollView.contentSize = CGSize(width: 300, height: 2000)
        let recorder = Recorder()
        scrollView.delegate = recorder
        controller.view.addSubview(scrollView)
        return (driver, scrollView, recorder)
    }

    func testADragTellsTheDelegateInUIKitsOrder() throws {
        let (driver, scrollView, recorder) = try makeScrollView()

        driver.drag(from: CGPoint(x: 150, y: 300), to: CGPoint(x: 150, y: 100), duration: 0.2, steps: 10)

        XCTAssertEqual(recorder.calls, ["willBeginDragging", "didScroll", "willEndDragging",
                                        "didEndDragging(willDecelerate: true)", "willBeginDecelerating"])
        XCTAssertTrue(scrollView.isDecelerating)
        XCTAssertGreaterThan(scrollView.contentOffset.y, 150)
        driver.advance(by: 5)
        XCTAssertFalse(scrollView.isDecelerating)
        XCTAssertEqual(recorder.calls.suffix(2), ["didScroll", "didEndDecelerating"])
        // The finger went up, so the content offset grew: a positive velocity, in points per millisecond.
        XCTAssertGreaterThan(try XCTUnwrap(recorder.endVelocity).y, 0.1)
        XCTAssertLessThan(try XCTUnwrap(recorder.endVelocity).y, 10)
    }

    func testAnAnimatedOffsetMovesOverTimeThenReportsItsEnd() throws {
        let (driver, scrollView, recorder) = try makeScrollView()

        scrollView.setContentOffset(CGPoint(x: 0, y: 600), animated: true)
        XCTAssertEqual(scrollView.contentOffset.y, 0)             // nothing yet: it moves on the run loop

        driver.advance(by: 0.15)
        XCTAssertGreaterThan(scrollView.contentOffset.y, 0)
        XCTAssertLessThan(scrollView.contentOffset.y, 600)
        XCTAssertFalse(recorder.calls.contains("didEndScrollingAnimation"))

        driver.advance(by: 0.3)
        XCTAssertEqual(scrollView.contentOffset.y, 600)
        XCTAssertEqual(recorder.calls, ["didScroll", "didEndScrollingAnimation"])

        scrollView.setContentOffset(CGPoint(x: 0, y: 50), animated: false)   // not animated: at once
        XCTAssertEqual(scrollView.contentOffset.y, 50)
    }

    /// The momentum and scroll-event API as UIKit spells it, with a plain `import UIKit`.
    func testMomentumAndScrollTypesReadAsInUIKit() throws {
        let (driver, scrollView, recorder) = try makeScrollView()
        scrollView.decelerationRate = .fast
        XCTAssertEqual(UIScrollView.DecelerationRate.normal.rawValue, 0.998)
        XCTAssertEqual(UIScrollView.DecelerationRate.fast.rawValue, 0.99)
        scrollView.bounces = true
        scrollView.alwaysBounceVertical = true
        scrollView.alwaysBounceHorizontal = false
        scrollView.isDirectionalLockEnabled = true
        scrollView.isPagingEnabled = false
        XCTAssertFalse(scrollView.isDecelerating)
        XCTAssertEqual(scrollView.panGestureRecognizer.allowedScrollTypesMask, .all)
        let pan = UIPanGestureRecognizer()
        XCTAssertEqual(pan.allowedScrollTypesMask, [])
        pan.allowedScrollTypesMask = [.discrete, .continuous]
        XCTAssertEqual(pan.allowedScrollTypesMask, UIScrollTypeMask.all)
        XCTAssertEqual(UIScrollType.continuous.rawValue, 1)
        XCTAssertEqual(UIEvent.EventType.scroll.rawValue, 10)

        driver.scroll(at: CGPoint(x: 150, y: 200), deltaY: 30)
        XCTAssertTrue(scrollView.isDragging)
        driver.advance(by: 0.2)
        XCTAssertEqual(scrollView.contentOffset.y, 30)
        XCTAssertEqual(recorder.calls, ["willBeginDragging", "didScroll", "willEndDragging",
                                        "didEndDragging(willDecelerate: false)"])
    }
}
