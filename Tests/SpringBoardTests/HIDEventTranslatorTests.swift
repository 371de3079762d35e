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

    /// Issue 19 item 8: no finger can touch down beside the phone's glass.
    @Test("a press beside the phone's screen is dropped with its drag and release; a press on it, a hover and the wheel beside it pass")
    func pressOffTheScreen() {
        var screen = ScreenMapping(originX: 100, originY: 0, scale: 2)   // a 50×40-point screen at pixels 100…200
        (screen.width, screen.height) = (50, 40)
        var translator = HIDEventTranslator(screen: screen)
        #expect(translator.translate(.buttonPress(x: 20, y: 10, button: 1, time: 1, state: 0), readAt: 100) == nil, "on the panel left of the phone")
        #expect(translator.translate(.motion(x: 120, y: 10, time: 2, state: Self.button1Held), readAt: 200) == nil, "its drag, even onto the phone")
        #expect(translator.translate(.buttonRelease(x: 120, y: 10, button: 1, time: 3, state: Self.button1Held), readAt: 300) == nil)
        #expect(translator.translate(.motion(x: 20, y: 10, time: 4, state: 0), readAt: 400)?.kind == .hover)
        #expect(translator.translate(.buttonPress(x: 20, y: 10, button: 5, time: 5, state: 0), readAt: 500)?.kind == .scroll)
        #expect(translator.translate(.buttonPress(x: 201, y: 10, button: 1, time: 6, state: 0), readAt: 600) == nil, "right of the phone (x = 50.5 points)")
        #expect(translator.translate(.buttonRelease(x: 201, y: 10, button: 1, time: 7, state: Self.button1Held), readAt: 700) == nil)
        let down = translator.translate(.buttonPress(x: 110, y: 10, button: 1, time: 8, state: 0), readAt: 800)
        #expect(down == HIDEvent(kind: .pointerDown, timestamp: 800, x: 5, y: 5, button: 1))
        let up = translator.translate(.buttonRelease(x: 110, y: 10, button: 1, time: 9, state: Self.button1Held), readAt: 900)
        #expect(up?.kind == .pointerUp)

        translator.screen.dropsPressesOffScreen = false   // the demo's inspect and explain modes take such clicks
        #expect(translator.translate(.buttonPress(x: 20, y: 10, button: 1, time: 10, state: 0), readAt: 1000)?.kind == .pointerDown)
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
