import Foundation
import RunLoop
import Testing
@_spi(TouchLab) @testable import UIKit
import UIKitHeadless

/// The wheel as iPadOS delivers it: `.scroll` events through `sendEvent`,
/// hit-tested at the pointer, to the pan recognizers there whose
/// `allowedScrollTypesMask` admits them — never to a view's touches methods.
@Suite("Scroll events")
struct ScrollEventTests {
    /// A pan's states and translations, as its target sees them.
    final class PanLog {
        var lines: [String] = []
        func attach(to pan: UIPanGestureRecognizer, in view: UIView) {
            pan.addTarget { [unowned self] r in
                let pan = r as! UIPanGestureRecognizer
                let t = pan.translation(in: view)
                self.lines.append("\(pan.state) (\(Int(t.x)) \(Int(t.y)))")
            }
        }
    }

    @Test("wheel notches drive the scroll view's pan: began at the first, changed at each, ended after 150 ms of quiet")
    func wheelDrivesThePan() throws {
        let s = try ScrollTestScene()
        let pans = PanLog()
        pans.attach(to: s.scrollView.panGestureRecognizer, in: s.scrollView)
        let app = s.driver.application

        s.driver.scroll(at: CGPoint(x: 150, y: 200), deltaY: 40)
        #expect(pans.lines == ["Began (0 -40)"])
        #expect(s.scrollView.isDragging && s.scrollView.isTracking)
        #expect(app.runLoopMode == .tracking)
        for _ in 0..<2 {
            s.driver.advance(by: 0.05)
            s.driver.scroll(at: CGPoint(x: 150, y: 200), deltaY: 40)
        }
        #expect(pans.lines == ["Began (0 -40)", "Changed (0 -80)", "Changed (0 -120)"])
        #expect(s.scrollView.contentOffset.y == 120)

        s.driver.advance(by: 0.14)
        #expect(s.scrollView.isDragging, "still within the quiet period")
        s.driver.advance(by: 0.02)
        #expect(pans.lines.last == "Ended (0 -120)")
        #expect(!s.scrollView.isDragging)
        #expect(app.runLoopMode == .default)
        #expect(s.delegate.calls == ["willBeginDragging", "didScroll", "willEndDragging",
                                     "didEndDragging(willDecelerate: false)"], "a drag to the delegate, with no momentum")
        #expect(s.delegate.endVelocity == .zero)
        #expect(s.scrollView.panGestureRecognizer.state == .possible, "reset for the next scroll")
    }

    @Test("a scroll event passes through UIApplication.sendEvent and UIWindow.sendEvent, and no view hears it")
    func throughSendEvent() throws {
        let s = try ScrollTestScene()
        s.driver.scroll(at: CGPoint(x: 150, y: 200), deltaY: 40)
        s.driver.advance(by: 0.2)
        let steps = SeedLogFormatter.lines(for: s.driver.tracer.recorded, style: .verbose)
        let sends = steps.filter { $0.contains("sendEvent") }
        #expect(sends == ["UIApplication.sendEvent: scroll", "UIWindow.sendEvent: scroll"])
        #expect(steps.contains("hit-test pass 1 at (150 200)"))
        #expect(steps.contains { $0.hasPrefix("UIScrollViewPanGestureRecognizer: Possible → Began") })
        #expect(steps.contains { $0.hasPrefix("UIScrollViewPanGestureRecognizer: Changed → Ended") || $0.hasPrefix("UIScrollViewPanGestureRecognizer: Began → Ended") })
        #expect(s.log.lines == [], "touches methods never see a scroll")
        // The seeds' view of the trace shows the pan's actions, as for a drag.
        #expect(s.driver.log.contains { $0.contains("UIScrollViewPanGestureRecognizer") && $0.contains("state = Began") })
    }

    @Test("a plain pan hears no scroll unless its mask admits the wheel (.discrete), and then reads it as a drag")
    func allowedScrollTypesMask() throws {
        for (mask, hears) in [(UIScrollTypeMask(), false), (.continuous, false), (.discrete, true), (.all, true)] {
            let driver = try HeadlessDriver()
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
            driver.makeWindow().addSubview(view)
            let pan = UIPanGestureRecognizer()
            #expect(pan.allowedScrollTypesMask == [], "UIKit's default")
            pan.allowedScrollTypesMask = mask
            view.addGestureRecognizer(pan)
            let pans = PanLog()
            pans.attach(to: pan, in: view)
            driver.scroll(at: CGPoint(x: 100, y: 100), deltaX: 30, deltaY: 0)
            driver.advance(by: 0.2)
            #expect(pans.lines == (hears ? ["Began (-30 0)", "Ended (-30 0)"] : []), "\(mask)")
        }
        #expect(UIScrollView().panGestureRecognizer.allowedScrollTypesMask == .all)
    }

    @Test("nested scroll views: the inner one scrolls; the outer one only where the inner cannot")
    func nested() throws {
        let driver = try HeadlessDriver()
        let outer = UIScrollView(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
        outer.contentInsetAdjustmentBehavior = .never   // at the window's top, under the status bar: offsets here count from 0
        outer.contentSize = CGSize(width: 400, height: 3000)
        let inner = UIScrollView(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        inner.contentInsetAdjustmentBehavior = .never   // at the window's top, under the status bar: offsets here count from 0
        inner.contentSize = CGSize(width: 400, height: 1000)
        let fixed = UIScrollView(frame: CGRect(x: 0, y: 400, width: 400, height: 300))   // nothing to scroll
        driver.makeWindow().addSubview(outer)
        outer.addSubview(inner)
        outer.addSubview(fixed)

        driver.scroll(at: CGPoint(x: 100, y: 100), deltaY: 50)
        driver.advance(by: 0.2)
        #expect(inner.contentOffset.y == 50)
        #expect(outer.contentOffset.y == 0)

        driver.scroll(at: CGPoint(x: 100, y: 500), deltaY: 50)
        driver.advance(by: 0.2)
        #expect(outer.contentOffset.y == 50, "the inner view could not scroll, so the outer one did")
    }

    @Test("a finger coming down ends the wheel scroll")
    func touchEndsTheScroll() throws {
        let s = try ScrollTestScene()
        let pans = PanLog()
        pans.attach(to: s.scrollView.panGestureRecognizer, in: s.scrollView)
        s.driver.scroll(at: CGPoint(x: 150, y: 200), deltaY: 40)
        s.driver.touchDown(at: CGPoint(x: 150, y: 200))
        #expect(pans.lines == ["Began (0 -40)", "Ended (0 -40)"])
        // The finger then drags as usual.
        for y in stride(from: 190, through: 150, by: -10) { s.driver.move(to: CGPoint(x: 150, y: CGFloat(y))) }
        s.driver.touchUp(at: CGPoint(x: 150, y: 150))
        #expect(pans.lines.suffix(2) == ["Changed (0 -50)", "Ended (0 -50)"])
        #expect(s.scrollView.contentOffset.y == 90)
    }

    @Test("while the wheel scrolls the loop is in tracking mode: the default-mode timer pauses, the common one does not")
    func timersWhileWheeling() throws {
        let s = try ScrollTestScene()
        var defaultTicks = 0, commonTicks = 0
        let now = s.driver.clock.now
        s.driver.runLoop.add(RunLoopTimer(name: "default", fireDate: now + 0.1, interval: 0.1) { _ in defaultTicks += 1 }, forMode: .default)
        s.driver.runLoop.add(RunLoopTimer(name: "common", fireDate: now + 0.1, interval: 0.1) { _ in commonTicks += 1 }, forMode: .common)
        for _ in 0..<20 {                               // one second of steady wheeling
            s.driver.scroll(at: CGPoint(x: 150, y: 200), deltaY: 10)
            s.driver.advance(by: 0.05)
        }
        #expect(defaultTicks == 0, "paused while the wheel scrolls")
        #expect(commonTicks >= 9)
        s.driver.advance(by: 0.5)
        #expect(s.driver.application.runLoopMode == .default)
        #expect(defaultTicks >= 1, "resumes when the scroll goes quiet")
    }

    @Test("the wheel stops a decelerating flick and scrolls from where it stopped")
    func wheelDuringDeceleration() throws {
        let s = try ScrollTestScene()
        s.flick(from: CGPoint(x: 150, y: 350), by: CGPoint(x: 0, y: -300), over: 0.3)
        s.driver.advance(by: 0.2)
        let before = s.scrollView.contentOffset.y
        s.driver.scroll(at: CGPoint(x: 150, y: 200), deltaY: 40)
        #expect(!s.scrollView.isDecelerating)
        #expect(s.scrollView.contentOffset.y == before + 40)
    }
}
