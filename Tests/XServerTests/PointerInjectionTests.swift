import CX11
import Testing
import XServer

/// Real pointer input, injected with XTest, read back as XInputEvents in the
/// window's coordinates.
@Suite struct PointerInjectionTests {
    @Test func pressDragReleaseArriveInWindowCoordinatesWithButtonAndState() throws {
        try withXSession { session in
            let window = session.window
            try session.injector.move(toX: 20, y: 30, in: window)
            session.injector.press()
            try session.injector.move(toX: 50, y: 60, in: window)
            session.injector.release()

            guard case let .motion(x0, y0, t0, s0)? = session.nextInput(),
                  case let .buttonPress(x1, y1, b1, t1, s1)? = session.nextInput(),
                  case let .motion(x2, y2, t2, s2)? = session.nextInput(),
                  case let .buttonRelease(x3, y3, b3, t3, s3)? = session.nextInput()
            else { Issue.record("expected motion, press, motion, release"); return }

            #expect((x0, y0) == (20, 30))
            #expect((x1, y1, b1) == (20, 30, 1))
            #expect((x2, y2) == (50, 60))
            #expect((x3, y3, b3) == (50, 60, 1))
            // state is the mask *before* the event (PlatformNotes).
            #expect(!XInputEvent.isButtonHeld(1, in: s0))
            #expect(!XInputEvent.isButtonHeld(1, in: s1))
            #expect(XInputEvent.isButtonHeld(1, in: s2))
            #expect(XInputEvent.isButtonHeld(1, in: s3))
            #expect(t0 <= t1 && t1 <= t2 && t2 <= t3)
            #expect(session.display.pending == 0)
        }
    }

    @Test func secondaryButtonAndWheelKeepTheirNumbers() throws {
        try withXSession { session in
            try session.injector.move(toX: 5, y: 5, in: session.window)
            session.injector.click(button: 3)
            session.injector.click(button: 5)
            var buttons: [String] = []
            for _ in 0..<5 {
                switch session.nextInput() {
                case let .buttonPress(_, _, button, _, _)?: buttons.append("press \(button)")
                case let .buttonRelease(_, _, button, _, _)?: buttons.append("release \(button)")
                case .motion?: continue
                default: buttons.append("?")
                }
            }
            #expect(buttons == ["press 3", "release 3", "press 5", "release 5"])
        }
    }

    /// A burst in one flush: the server stamps many of them with the same
    /// millisecond. Every one must arrive, in order, and decode.
    @Test func burstWithEqualTimesArrivesCompleteAndInOrder() throws {
        try withXSession { session in
            let origin = try session.injector.rootOrigin(of: session.window.id)
            #expect(origin == (XSession.windowOrigin.x, XSession.windowOrigin.y))
            let count = 100
            for i in 0..<count {
                XTestFakeMotionEvent(session.injector.display.handle, -1, Int32(origin.x + 1 + i), Int32(origin.y + 1), 0)
            }
            session.injector.display.flush()

            var positions: [Int] = []
            var times: [UInt32] = []
            while positions.count < count, let event = session.nextInput() {
                guard case let .motion(x, _, time, _) = event else { continue }
                positions.append(x)
                times.append(time)
            }
            #expect(positions == Array(1...count))
            #expect(zip(times, times.dropFirst()).allSatisfy { $0 <= $1 })
            let equalNeighbours = zip(times, times.dropFirst()).filter { $0 == $1 }.count
            #expect(equalNeighbours > 0, "a 100-event burst should share milliseconds")
        }
    }

    @Test func keyPressDecodesKeysymAndText() throws {
        try withXSession { session in
            // No window manager gives focus; the default PointerRoot focus
            // sends keys to the window under the pointer.
            try session.injector.move(toX: 10, y: 10, in: session.window)
            try session.injector.tapKey(keysym: UInt32(XK_a))
            try session.injector.tapKey(keysym: UInt32(XK_Return))
            var keys: [String] = []
            var keycodes: [UInt8] = []
            while keys.count < 4, let event = session.nextInput() {
                switch event {
                case let .keyPress(keysym, text, _, keycode): keys.append("press \(keysym) \(text ?? "-")"); keycodes.append(keycode)
                case let .keyRelease(keysym, _, keycode): keys.append("release \(keysym)"); keycodes.append(keycode)
                default: break
                }
            }
            #expect(keys == ["press \(XK_a) a", "release \(XK_a)", "press \(XK_Return) -", "release \(XK_Return)"])
            // The physical key is the same at press and release, and differs between keys.
            #expect(keycodes.count == 4 && keycodes[0] == keycodes[1] && keycodes[2] == keycodes[3] && keycodes[0] != keycodes[2])
            #expect(keycodes.allSatisfy { $0 >= 8 })
        }
    }

    @Test func nothingToReadTimesOutWithNil() throws {
        try withXSession { session in
            let start = ContinuousClock.now
            #expect(session.display.nextInputEvent(timeout: .milliseconds(50)) == nil)
            #expect(ContinuousClock.now - start >= .milliseconds(50))
            #expect(session.display.drainInputEvents { _ in } == 0)
        }
    }

    @Test func drainHandsOverEverythingQueued() throws {
        try withXSession { session in
            try session.injector.move(toX: 1, y: 1, in: session.window)
            session.injector.click()
            session.injector.display.sync()
            session.display.sync()  // the server has sent all three to the window's client
            var events: [XInputEvent] = []
            session.display.drainInputEvents { events.append($0) }
            #expect(events.count == 3)
        }
    }

    @Test func unknownWindowIsAThrownBadWindowNotAnExit() throws {
        try withXSession { session in
            #expect {
                try session.injector.move(toX: 0, y: 0, in: Window(0x7fff_fff0))
            } throws: { error in
                "\(error)".contains("BadWindow") && "\(error)".contains("X_TranslateCoords")
            }
        }
    }
}
