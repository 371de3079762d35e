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
