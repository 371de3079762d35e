import Foundation
import RunLoop
import Testing
@_spi(TouchLab) @testable import UIKit
import UIKitHeadless

/// Issue 19 item 9: a view, recognizer or scroll view taken out of its window
/// *and released* while a gesture is under way. A timer or queued work left
/// behind for it must do nothing — no read through a dangling reference —
/// and whatever it had switched on for the app (the tracking run-loop mode)
/// is switched off. Behaviour §7.
///
/// The crash this reproduces: a scroll view released during a wheel scroll
/// took the app down 150 ms later ("Attempted to read an unowned reference
/// but object … was already destroyed"): the scroll's quiet-period timer
/// ended the pan, whose action reached the freed scroll view.
@Suite("Released mid-gesture")
struct ReleasedMidGestureTests {
    final class Scene {
        let driver: HeadlessDriver
        let controller = UIViewController()
        init() throws {
            // Recording: a trace names the views it saw and keeps none of
            // them, so each release here is checked with a trace alive.
            driver = try HeadlessDriver(recordTrace: true)
            driver.makeWindow(rootViewController: controller)
        }

        /// A 300×400 scroll view with tall content, at the window's top-left.
        func addScrollView() -> UIScrollView {
            let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
            scrollView.contentInsetAdjustmentBehavior = .never   // at the window's top, under the status bar: offsets here count from 0
            scrollView.contentSize = CGSize(width: 300, height: 10_000)
            controller.view.addSubview(scrollView)
            return scrollView
        }
    }

    @Test("a scroll view removed and released during a wheel scroll: the quiet-period timer does nothing, the app leaves tracking mode")
    func scrollViewReleasedDuringWheelScroll() throws {
        let s = try Scene()
        weak var released: UIScrollView?
        do {
            let scrollView = s.addScrollView()
            released = scrollView
            s.driver.scroll(at: CGPoint(x: 150, y: 200), deltaY: 40)
            #expect(scrollView.isDragging)
            #expect(s.driver.application.runLoopMode == .tracking)
            scrollView.removeFromSuperview()
        }
        #expect(released == nil, "nothing but the window held the scroll view")
        s.driver.advance(by: 0.2)   // the quiet period (150 ms) ends the scroll
        #expect(s.driver.application.runLoopMode == .default)
        // The next scroll and tap work as usual.
        s.driver.scroll(at: CGPoint(x: 150, y: 200), deltaY: 40)
        s.driver.advance(by: 0.2)
        s.driver.tap(at: CGPoint(x: 150, y: 200))
        #expect(!s.driver.application.hasActiveTouch)
    }

    // Issue 24 item 6 (the trace held the last reference to a tracking
    // scroll view, and clearing it crashed): TraceKeepsNothingAliveTests.

    @Test("a scroll view released while it glides: its deceleration timer stops and the app leaves tracking mode")
    func scrollViewReleasedWhileGliding() throws {
        let s = try Scene()
        weak var released: UIScrollView?
        do {
            let scrollView = s.addScrollView()
            released = scrollView
            s.driver.drag(from: CGPoint(x: 150, y: 350), to: CGPoint(x: 150, y: 50), duration: 0.1, steps: 10)
            #expect(scrollView.isDecelerating)
            s.driver.advance(by: 0.05)
            scrollView.removeFromSuperview()
        }
        #expect(released == nil)
        #expect(s.driver.application.runLoopMode == .default)
        s.driver.advance(by: 5)
        #expect(s.driver.application.runLoopMode == .default)
    }

    @Test("a long press's view removed and released during the press: its timer fires, the press fails or ends, no target runs on a freed object")
    func longPressViewReleasedBeforeItsTimer() throws {
        let s = try Scene()
        var actions: [UIGestureRecognizer.State] = []
        weak var releasedView: UIView?
        weak var releasedPress: UILongPressGestureRecognizer?
        do {
            let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
            let press = UILongPressGestureRecognizer()
            press.addTarget { actions.append($0.state) }
            container.addGestureRecognizer(press)
            s.controller.view.addSubview(container)
            releasedView = container
            releasedPress = press
            s.driver.touchDown(at: CGPoint(x: 100, y: 100))
            container.removeFromSuperview()
        }
        s.driver.advance(by: 1)   // past minimumPressDuration (0.5 s)
        s.driver.touchUp(at: CGPoint(x: 100, y: 100))
        s.driver.advance(by: 1)
        #expect(releasedView == nil, "the touch's view was the container: released with the touch")
        #expect(releasedPress == nil, "the press went with its view once its touch ended")
        #expect(!s.driver.application.hasActiveTouch)
        _ = actions
    }

    @Test("a recognizer removed from its view and released while it holds the view's touchesBegan: the held call is still released")
    func holdingRecognizerReleased() throws {
        let s = try Scene()
        let v = TouchRecordingView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        s.controller.view.addSubview(v)
        weak var released: UIGestureRecognizer?
        do {
            let tap = UITapGestureRecognizer()
            tap.delaysTouchesBegan = true
            tap.numberOfTapsRequired = 2
            v.addGestureRecognizer(tap)
            released = tap
            s.driver.touchDown(at: CGPoint(x: 100, y: 100))
            #expect(v.calls.isEmpty, "touchesBegan is held")
            v.removeGestureRecognizer(tap)
        }
        s.driver.touchUp(at: CGPoint(x: 100, y: 100))
        s.driver.advance(by: 1)
        #expect(released == nil)
        #expect(v.calls == ["began", "ended"])
    }
}
