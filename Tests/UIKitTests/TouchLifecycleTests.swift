import Foundation
import Testing
@_spi(TouchLab) @testable import UIKit

/// Issue 7, "a view never gets touchesEnded" and "a double tap loses its
/// window while waiting": every touch that began in a view ends there, and
/// every recognizer comes back to `.possible`.
@Suite("Touch lifecycle: every touch that began ends")
struct TouchLifecycleTests {
    @Test("double tap + pan on the view: the failed and reset pan no longer holds touchesEnded")
    func doubleTapAndPan() throws {
        let s = try LifecycleScene()
        let dt = LifecycleScene.doubleTap()
        s.v.addGestureRecognizer(dt)
        s.v.addGestureRecognizer(UIPanGestureRecognizer())
        s.driver.tap(at: s.p)
        s.driver.advance(by: 5)
        #expect(s.v.calls == ["began", "ended"])
        #expect(dt.state == .possible)
    }

    @Test("double tap on the view, swipe on the superview: the view's touch ends")
    func doubleTapAndSwipeOnSuperview() throws {
        let s = try LifecycleScene()
        s.v.addGestureRecognizer(LifecycleScene.doubleTap())
        s.container.addGestureRecognizer(UISwipeGestureRecognizer())
        s.driver.tap(at: s.p)
        s.driver.advance(by: 5)
        #expect(s.v.calls == ["began", "ended"])
    }

    @Test("double tap on the view, long press on the superview: the view's touch ends")
    func doubleTapAndLongPressOnSuperview() throws {
        let s = try LifecycleScene()
        s.v.addGestureRecognizer(LifecycleScene.doubleTap())
        let press = UILongPressGestureRecognizer()
        s.container.addGestureRecognizer(press)
        s.driver.tap(at: s.p)
        s.driver.advance(by: 5)
        #expect(s.v.calls == ["began", "ended"])
        #expect(press.state == .possible)
    }

    @Test("the container is removed mid-touch: the double tap still fails in time and the view ends")
    func containerRemovedWhileDoubleTapWaits() throws {
        let s = try LifecycleScene()
        let dt = LifecycleScene.doubleTap()
        s.container.addGestureRecognizer(dt)
        s.driver.touchDown(at: s.p)
        s.container.removeFromSuperview()
        s.driver.touchUp(at: s.p)
        #expect(s.v.calls == ["began"])   // held: dt is waiting for a second tap
        s.driver.advance(by: 5)
        #expect(s.v.calls == ["began", "ended"])
        #expect(dt.state == .possible)
        #expect(!s.driver.application.hasActiveTouch)
    }

    @Test("the double tap is removed from its view mid-touch: it fails, the view ends, it resets")
    func recognizerRemovedMidTouch() throws {
        let s = try LifecycleScene()
        let dt = LifecycleScene.doubleTap()
        s.container.addGestureRecognizer(dt)
        s.driver.touchDown(at: s.p)
        s.container.removeGestureRecognizer(dt)
        s.driver.touchUp(at: s.p)
        s.driver.advance(by: 5)
        #expect(s.v.calls == ["began", "ended"])
        #expect(dt.state == .possible)
        #expect(dt.view == nil)
    }

    @Test("a recognizer removed after the touch ended, while holding touchesEnded, releases it")
    func recognizerRemovedWhileHoldingEnded() throws {
        let s = try LifecycleScene()
        let dt = LifecycleScene.doubleTap()
        s.v.addGestureRecognizer(dt)
        s.driver.tap(at: s.p)
        #expect(s.v.calls == ["began"])
        s.v.removeGestureRecognizer(dt)
        #expect(s.v.calls == ["began", "ended"])
        #expect(dt.state == .possible)
    }

    // Found by the checker with the fix for the window loss undone: a view
    // that removes itself from its own touchesBegan takes the tap on it out
    // of the window; the tap must still recognize (or fail) and reset.
    @Test("a view removes itself in its own touchesBegan: its tap recognizer still resets")
    func viewRemovesItselfInTouchesBegan() throws {
        let s = try LifecycleScene()
        let self_removing = SelfRemovingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        s.controller.view.addSubview(self_removing)
        var fired = 0
        let tap = UITapGestureRecognizer { _ in fired += 1 }
        self_removing.addGestureRecognizer(tap)
        s.driver.tap(at: CGPoint(x: 10, y: 10))
        s.driver.advance(by: 1)
        #expect(tap.state == .possible)
        #expect(self_removing.calls == ["began", "cancelled"] || self_removing.calls == ["began", "ended"])
        #expect(!s.driver.application.hasActiveTouch)
    }
}

final class SelfRemovingView: UIView {
    var calls: [String] = []
    override func touchesBegan(_ t: Set<UITouch>, with e: UIEvent?) { calls.append("began"); removeFromSuperview() }
    override func touchesEnded(_ t: Set<UITouch>, with e: UIEvent?) { calls.append("ended") }
    override func touchesCancelled(_ t: Set<UITouch>, with e: UIEvent?) { calls.append("cancelled") }
}
