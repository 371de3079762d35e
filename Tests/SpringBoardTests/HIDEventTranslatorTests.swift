import HID
import SpringBoard
import Testing
import XServer

/// The X → HID table, with no X server: decoded events in, HID events out.
@Suite("HIDEventTranslator")
struct HIDEventTranslatorTests {
    static let button1Held: UInt32 = 1 << 8
    static let shift: UInt32 = 1

    @Test("button 1 press, drag, release; motion with no button is a hover; modifiers keep only the key bits")
    func pointer() {
        var translator = HIDEventTranslator()
        let down = translator.translate(.buttonPress(x: 3, y: 4, button: 1, time: 7, state: Self.shift), readAt: 100)
        let drag = translator.translate(.motion(x: 5, y: 6, time: 7, state: Self.button1Held | Self.shift), readAt: 200)
        let up = translator.translate(.buttonRelease(x: 5, y: 6, button: 1, time: 7, state: Self.button1Held), readAt: 300)
        let hover = translator.translate(.motion(x: 9, y: 9, time: 8, state: 0), readAt: 400)
        #expect(down == HIDEvent(kind: .pointerDown, timestamp: 100, x: 3, y: 4, button: 1, modifiers: Self.shift))
        #expect(drag == HIDEvent(kind: .pointerMove, timestamp: 200, x: 5, y: 6, button: 1, modifiers: Self.shift))
        #expect(up == HIDEvent(kind: .pointerUp, timestamp: 300, x: 5, y: 6, button: 1))
        #expect(hover == HIDEvent(kind: .hover, timestamp: 400, x: 9, y: 9, button: 0))
    }

    @Test("the right button is forwarded as button 3 (the app decides whether it is a touch); its drag is a move, not a hover")
    func rightButton() {
        var translator = HIDEventTranslator()
        let button3Held: UInt32 = 1 << 10
        let down = translator.translate(.buttonPress(x: 3, y: 4, button: 3, time: 7, state: Self.shift), readAt: 100)
        let drag = translator.translate(.motion(x: 5, y: 6, time: 7, state: button3Held), readAt: 200)
        let up = translator.translate(.buttonRelease(x: 5, y: 6, button: 3, time: 7, state: button3Held), readAt: 300)
        #expect(down == HIDEvent(kind: .pointerDown, timestamp: 100, x: 3, y: 4, button: 3, modifiers: Self.shift))
        #expect(drag == HIDEvent(kind: .pointerMove, timestamp: 200, x: 5, y: 6, button: 3))
        #expect(up == HIDEvent(kind: .pointerUp, timestamp: 300, x: 5, y: 6, button: 3))
    }

    @Test("wheel presses scroll by scrollStep; their releases, buttons 2, 8 and window events give nothing")
    func wheelAndIgnored() {
        var translator = HIDEventTranslator(scrollStep: 25)
        let deltas = (4...7).map { button in
            translator.translate(.buttonPress(x: 1, y: 2, button: UInt8(button), time: 0, state: 0), readAt: 1)
                .map { ($0.kind, $0.deltaX, $0.deltaY, $0.x, $0.y) }
        }
        #expect(deltas.map { $0?.0 } == [.scroll, .scroll, .scroll, .scroll])
        #expect(deltas.map { $0.map { [$0.1, $0.2] } } == [[0, -25], [0, 25], [-25, 0], [25, 0]])
        #expect(deltas.allSatisfy { $0?.3 == 1 && $0?.4 == 2 })

        let ignored: [XInputEvent] = [
            .buttonRelease(x: 0, y: 0, button: 4, time: 0, state: 0),
            .buttonPress(x: 0, y: 0, button: 2, time: 0, state: 0),
            .buttonPress(x: 0, y: 0, button: 8, time: 0, state: 0),
            .expose(count: 0), .configure(width: 1, height: 1), .closeRequested, .other(type: 19),
        ]
        for event in ignored { #expect(translator.translate(event, readAt: 2) == nil, "\(event)") }
    }

    @Test("a key press carries its keysym")
    func key() {
        var translator = HIDEventTranslator()
        #expect(translator.translate(.keyPress(keysym: 0x32, text: "2"), readAt: 5)
                == HIDEvent(kind: .key, timestamp: 5, keyCode: 0x32))
    }

    @Test("timestamps are strictly increasing even when the clock reads the same or goes back")
    func strictlyIncreasing() {
        var translator = HIDEventTranslator()
        let reads: [UInt64] = [1000, 1000, 1000, 999, 2000, 2000]
        let stamps = reads.map { translator.translate(.motion(x: 0, y: 0, time: 0, state: 0), readAt: $0)!.timestamp }
        #expect(stamps == [1000, 1001, 1002, 1003, 2000, 2001])
        #expect(translator.lastTimestamp == 2001)
        // Ignored events do not use up a timestamp.
        _ = translator.translate(.expose(count: 0), readAt: 5000)
        #expect(translator.lastTimestamp == 2001)
    }
}
