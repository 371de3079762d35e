import CX11
import Testing
import XServer

@Suite struct XWindowTests {
    @Test func windowHasTitleSizeAndDeleteProtocol() throws {
        try withXSession(width: 123, height: 45) { session in
            let dpy = session.display.handle
            var name: UnsafeMutablePointer<CChar>?
            XFetchName(dpy, session.window.id, &name)
            #expect(name.map { String(cString: $0) } == "XServerTests")
            XFree(name)

            var attributes = XWindowAttributes()
            XGetWindowAttributes(dpy, session.window.id, &attributes)
            #expect((attributes.width, attributes.height) == (123, 45))
            #expect(attributes.map_state == IsViewable)

            var protocols: UnsafeMutablePointer<Atom>?
            var count: Int32 = 0
            XGetWMProtocols(dpy, session.window.id, &protocols, &count)
            #expect(Array(UnsafeBufferPointer(start: protocols, count: Int(count))) == [session.display.wmDeleteWindowAtom])
            XFree(protocols)
        }
    }

    /// Xvfb has no window manager: the test plays one, from another connection.
    @Test func deleteWindowMessageArrivesAsCloseRequested() throws {
        try withXSession { session in
            session.injector.display.sendDeleteWindowRequest(to: session.window.id)
            #expect(session.nextInput() == .closeRequested)
        }
    }

    @Test func otherClientMessagesAreNotCloseRequests() throws {
        try withXSession { session in
            let other = session.injector.display
            var event = cx11_client_message(session.window.id, other.wmProtocolsAtom, Int(other.atom("WM_TAKE_FOCUS")), 0)
            XSendEvent(other.handle, session.window.id, 0, 0, &event)
            other.flush()
            #expect(session.display.nextInputEvent(timeout: .seconds(1)) == .other(type: ClientMessage))
        }
    }

    @Test func badSizeIsAClearError() throws {
        let server = try XvfbServer(width: 64, height: 64)
        defer { server.stop() }
        let display = try XDisplay(name: server.displayName)
        defer { display.close() }
        #expect(throws: XServerError.invalidArgument("window size 0x10 is outside 1...32767")) {
            try XWindow(display: display, width: 0, height: 10, title: "empty")
        }
    }
}

/// Input read on a connection other than the window's creator: the way a
/// SpringBoard thread reads while the app draws.
@Suite struct InputOnAnotherConnectionTests {
    @Test func secondConnectionReadsInputOfAWindowCreatedWithoutInput() throws {
        let server = try XvfbServer(width: 320, height: 240)
        defer { server.stop() }
        let app = try XDisplay(name: server.displayName)
        defer { app.close() }
        let reader = try XDisplay(name: server.displayName)
        defer { reader.close() }
        let injector = try XTestInjector(displayName: server.displayName)
        defer { injector.close() }

        let window = try XWindow(display: app, width: 100, height: 100, title: "app", inputMask: 0)
        try reader.selectInput(on: window.id)
        try injector.move(toX: 7, y: 8, in: window)
        injector.press()
        guard case .motion(7, 8, _, _)? = reader.nextInputEvent(timeout: .seconds(1)) else {
            Issue.record("no MotionNotify on the reading connection"); return
        }
        guard case let .buttonPress(x, y, button, _, _)? = reader.nextInputEvent(timeout: .seconds(1)) else {
            Issue.record("no ButtonPress on the reading connection"); return
        }
        #expect((x, y, button) == (7, 8, 1))
        injector.release()
        app.sync()
        #expect(app.pending == 0, "the creating connection selected no input")
    }

    @Test func onlyOneConnectionMaySelectButtonPress() throws {
        try withXSession { session in
            let second = try XDisplay(name: session.server.displayName)
            defer { second.close() }
            #expect {
                try second.selectInput(on: session.window.id)
            } throws: { "\($0)".contains("BadAccess") }
        }
    }
}
