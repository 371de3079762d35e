import Foundation
import Testing
@_spi(TouchLab) @testable import UIKit

/// Issue 7, "disabling an idle recognizer kills it": `isEnabled = false` then
/// `true` on a recognizer that is not in a gesture must leave it working.
@Suite("Recognizer enabling and disabling")
struct RecognizerEnablingTests {
    @Test("an idle tap disabled and enabled again still recognizes")
    func idleTapDisabledAndEnabled() throws {
        let s = try LifecycleScene()
        var fired = 0
        let t = UITapGestureRecognizer { _ in fired += 1 }
        s.v.addGestureRecognizer(t)
        t.isEnabled = false
        #expect(t.state == .possible)
        t.isEnabled = true
        s.driver.tap(at: s.p)
        #expect(fired == 1)
        #expect(t.state == .possible)
    }

    @Test("a disabled tap does not fire; enabled again, it does")
    func disabledTapIgnoresTouches() throws {
        let s = try LifecycleScene()
        var fired = 0
        let t = UITapGestureRecognizer { _ in fired += 1 }
        s.v.addGestureRecognizer(t)
        t.isEnabled = false
        s.driver.tap(at: s.p)
        #expect(fired == 0)
        #expect(s.v.calls == ["began", "ended"])
        t.isEnabled = true
        s.driver.advance(by: 1)
        s.driver.tap(at: s.p)
        #expect(fired == 1)
    }

    @Test("disabled mid-touch, the tap fails, resets when the touch ends, and works on the next tap")
    func disabledMidTouchThenEnabled() throws {
        let s = try LifecycleScene()
        var fired = 0
        let t = UITapGestureRecognizer { _ in fired += 1 }
        s.v.addGestureRecognizer(t)
        s.driver.touchDown(at: s.p)
        t.isEnabled = false
        #expect(t.state == .failed)
        t.isEnabled = true
        s.driver.touchUp(at: s.p)
        #expect(t.state == .possible)
        #expect(fired == 0)
        #expect(s.v.calls == ["began", "ended"])
        s.driver.advance(by: 1)
        s.driver.tap(at: s.p)
        #expect(fired == 1)
    }
}
