import Foundation
import Testing
@testable import UIKit

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
}
