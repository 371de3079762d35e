import Foundation
import Testing
import HID
@_spi(TouchLab) @testable import UIKit
import UIKitHeadless

/// One click, two kinds of touch (iPadOS): `.direct` by default,
/// `.indirectPointer` with `buttonMask` once the app supports indirect input
/// (`UIApplicationSupportsIndirectInputEvents`); `modifierFlags` on every
/// touch event; recognizers' `allowedTouchTypes` and `requiresExclusiveTouchType`.
@Suite("Touch types: direct and indirect pointer, buttonMask, modifierFlags, allowedTouchTypes")
struct TouchTypeTests {
    final class Probe: UIView {
        var seen: [String] = []
        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { note("began", touches, event) }
        override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { note("ended", touches, event) }
        func note(_ phase: String, _ touches: Set<UITouch>, _ event: UIEvent?) {
            let t = touches.first!
            seen.append("\(phase) type=\(t.type.rawValue) buttons=\(event!.buttonMask.rawValue) mods=\(event!.modifierFlags.rawValue)")
        }
    }

    struct Scene {
        let driver: HeadlessDriver
        let probe: Probe
        init() throws {
            driver = try HeadlessDriver()
            let window = driver.makeWindow(rootViewController: nil)
            probe = Probe(frame: window.bounds)
            window.addSubview(probe)
        }
    }
    static let p = CGPoint(x: 50, y: 50)
    static let shift = UIKeyModifierFlags.shift.rawValue, command = UIKeyModifierFlags.command.rawValue

    @Test("by default a click is a .direct touch with an empty buttonMask, and the right button is no touch at all")
    func direct() throws {
        let s = try Scene()
        #expect(s.driver.application.supportsIndirectInputEvents == false)
        s.driver.click(at: Self.p)
        s.driver.click(at: Self.p, button: 3)
        #expect(s.probe.seen == ["began type=0 buttons=0 mods=0", "ended type=0 buttons=0 mods=0"])
    }

    @Test("with indirect input the click is .indirectPointer with .primary, the right click one with .secondary")
    func indirect() throws {
        let s = try Scene()
        s.driver.application.supportsIndirectInputEvents = true
        s.driver.click(at: Self.p)
        s.driver.advance(by: 1)
        s.driver.click(at: Self.p, button: 3)
        #expect(s.probe.seen == ["began type=3 buttons=1 mods=0", "ended type=3 buttons=1 mods=0",
                                 "began type=3 buttons=2 mods=0", "ended type=3 buttons=2 mods=0"])
        #expect(UIEvent.ButtonMask.button(2) == .secondary && UIEvent.ButtonMask.button(1) == .primary)
    }

    @Test("modifierFlags follow the keys held at each event of the touch")
    func modifiers() throws {
        let s = try Scene()
        s.driver.send(.pointerDown, at: Self.p, modifiers: [.shift])
        s.driver.send(.pointerUp, at: Self.p, modifiers: [.shift, .command])
        #expect(s.probe.seen == ["began type=0 buttons=0 mods=\(Self.shift)",
                                 "ended type=0 buttons=0 mods=\(Self.shift | Self.command)"])
    }

    @Test("releasing the right button while the left one holds a touch does not end it")
    func otherButtonRelease() throws {
        let s = try Scene()
        s.driver.application.supportsIndirectInputEvents = true
        s.driver.send(.pointerDown, at: Self.p)
        s.driver.send(.pointerDown, at: Self.p, button: 3)
        s.driver.send(.pointerUp, at: Self.p, button: 3)
        #expect(s.probe.seen == ["began type=3 buttons=1 mods=0"])
        s.driver.send(.pointerUp, at: Self.p)
        #expect(s.probe.seen.last == "ended type=3 buttons=1 mods=0")
    }

    @Test("a tap allowing only .direct touches sees clicks, then stops seeing them once input is indirect; the view still does")
    func allowedTouchTypes() throws {
        let s = try Scene()
        let tap = UITapGestureRecognizer()
        tap.allowedTouchTypes = [NSNumber(value: UITouch.TouchType.direct.rawValue)]
        var taps = 0
        tap.addTarget { _ in taps += 1 }
        s.probe.addGestureRecognizer(tap)
        s.driver.click(at: Self.p)
        #expect(taps == 1)
        s.driver.application.supportsIndirectInputEvents = true
        s.driver.advance(by: 1)
        s.driver.click(at: Self.p)
        #expect(taps == 1, "an indirect-pointer touch is never attached to it")
        #expect(s.probe.seen.suffix(2) == ["began type=3 buttons=1 mods=0", "ended type=3 buttons=1 mods=0"])
        let pointerTap = UITapGestureRecognizer()
        pointerTap.allowedTouchTypes = [NSNumber(value: UITouch.TouchType.indirectPointer.rawValue)]
        var pointerTaps = 0
        pointerTap.addTarget { _ in pointerTaps += 1 }
        s.probe.addGestureRecognizer(pointerTap)
        s.driver.advance(by: 1)
        s.driver.click(at: Self.p)
        #expect(pointerTaps == 1 && taps == 1)
    }

    @Test("requiresExclusiveTouchType (default true): a recognizer tracking a touch of one type ignores a second of another")
    func exclusiveTouchType() throws {
        final class Counting: UIGestureRecognizer {
            var types: [Int] = []
            override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) { types += touches.map(\.type.rawValue) }
        }
        for exclusive in [true, false] {
            let s = try Scene()
            let r = Counting()
            r.requiresExclusiveTouchType = exclusive
            s.probe.addGestureRecognizer(r)
            s.driver.touchDown(at: Self.p)                   // .direct, finger 0
            s.driver.application.supportsIndirectInputEvents = true
            s.driver.touchDown(at: CGPoint(x: 80, y: 80), finger: 1)   // .indirectPointer
            #expect(r.types == (exclusive ? [0] : [0, 3]), "exclusive: \(exclusive)")
            #expect(r.requiresExclusiveTouchType == exclusive)
        }
        #expect(UIGestureRecognizer().requiresExclusiveTouchType)
        #expect(UIGestureRecognizer().allowedTouchTypes.map(\.intValue) == [0, 1, 2, 3])
    }
}
