import Testing
import HID
@testable import SpringBoard

/// The iOS Simulator's Alt finger, on HID events in points (the phone's centre is 215, 466).
@Suite("SecondFinger: Alt mirrors a second finger about the phone's centre")
struct SecondFingerTests {
    static let alt: UInt32 = 8, shift: UInt32 = 1

    func run(_ finger: inout SecondFinger, _ events: [HIDEvent]) -> [HIDEvent] {
        var out: [HIDEvent] = []
        for e in events { finger.process(e) { out.append($0) } }
        return out
    }
    func ev(_ kind: HIDEvent.Kind, _ x: Double, _ y: Double, button: UInt8 = 1, mods: UInt32 = alt, t: UInt64 = 100) -> HIDEvent {
        HIDEvent(kind: kind, timestamp: t, x: x, y: y, button: button, modifiers: mods)
    }

    @Test("Alt + press, move, release: finger 0 and finger 1 go down, move and lift together, finger 1 mirrored")
    func mirrored() {
        var f = SecondFinger(centreX: 215, centreY: 466)
        let out = run(&f, [ev(.pointerDown, 115, 466), ev(.pointerMove, 95, 476, t: 200), ev(.pointerUp, 95, 476, t: 300)])
        #expect(out.map(\.finger) == [0, 1, 0, 1, 0, 1])
        #expect(out.map(\.kind) == [.pointerDown, .pointerDown, .pointerMove, .pointerMove, .pointerUp, .pointerUp])
        #expect(out[1].x == 315 && out[1].y == 466)
        #expect(out[3].x == 335 && out[3].y == 456)
        #expect(out[1].timestamp == out[0].timestamp + 1, "finger 1 just after finger 0: timestamps stay increasing")
        #expect(!f.isDown && f.ghost != nil, "Alt still held: the ghost stays")
    }

    @Test("no Alt: one finger, nothing added; Alt's key alone shows the ghost before the pointer moves")
    func withoutAlt() {
        var f = SecondFinger(centreX: 215, centreY: 466)
        let out = run(&f, [ev(.pointerMove, 100, 100, button: 0, mods: 0), ev(.pointerDown, 100, 100, mods: 0), ev(.pointerUp, 100, 100, mods: 0)])
        #expect(out.allSatisfy { $0.finger == 0 } && out.count == 3)
        #expect(f.ghost == nil)
        _ = run(&f, [HIDEvent(kind: .key, timestamp: 400, keyCode: 0xFFE9)])
        #expect(f.ghost?.x == 330 && f.ghost?.y == 832)
        _ = run(&f, [HIDEvent(kind: .keyUp, timestamp: 500, keyCode: 0xFFE9)])
        #expect(f.ghost == nil)
    }

    @Test("Shift+Alt: the pair moves in parallel at the offset it had when Shift joined; Shift let go, Alt pinches about the pair's midpoint")
    func parallelThenPinch() {
        var f = SecondFinger(centreX: 215, centreY: 466)
        _ = run(&f, [ev(.pointerMove, 165, 466, button: 0)])            // ghost at 265, 466
        _ = run(&f, [ev(.pointerMove, 165, 466, button: 0, mods: Self.alt | Self.shift)])
        _ = run(&f, [ev(.pointerMove, 65, 200, button: 0, mods: Self.alt | Self.shift)])
        #expect(f.ghost?.x == 165 && f.ghost?.y == 200, "offset (100, 0) kept")
        _ = run(&f, [ev(.pointerMove, 65, 200, button: 0)])             // Shift up: centre (115, 200)
        let out = run(&f, [ev(.pointerDown, 65, 200), ev(.pointerMove, 40, 200)])
        #expect(out[1].x == 165 && out[3].x == 190, "mirrored about (115, 200): a pinch there")
    }
}
