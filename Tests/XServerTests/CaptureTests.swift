import CX11
import Testing
import XServer

@Suite struct XWindowCaptureTests {
    @Test func capturedPixelsShowTheRectangleDrawnWhereItWasDrawn() throws {
        try withXSession { session in
            let dpy = session.display.handle
            let gc = XCreateGC(dpy, session.window.id, 0, nil)
            defer { XFreeGC(dpy, gc) }
            XSetForeground(dpy, gc, 0x3366CC)
            XFillRectangle(dpy, session.window.id, gc, 10, 20, 30, 40)
            session.display.sync()

            let capture = try XWindowCapture(window: session.window)
            #expect((capture.width, capture.height) == (200, 150))
            let blue = (r: UInt8(0x33), g: UInt8(0x66), b: UInt8(0xCC))
            let white = (r: UInt8(0xFF), g: UInt8(0xFF), b: UInt8(0xFF))
            #expect(capture.pixel(x: 10, y: 20) == blue)
            #expect(capture.pixel(x: 39, y: 59) == blue)
            #expect(capture.pixel(x: 9, y: 20) == white)
            #expect(capture.pixel(x: 40, y: 59) == white)
            #expect(capture.pixel(x: 39, y: 60) == white)
        }
    }

    /// XGetImage outside the window is BadMatch; Xlib's default would exit.
    @Test func captureBeyondTheWindowThrowsBadMatch() throws {
        try withXSession { session in
            #expect {
                try XWindowCapture(display: session.display, window: session.window.id, width: 500, height: 10)
            } throws: { error in
                "\(error)".contains("BadMatch") && "\(error)".contains("X_GetImage")
            }
            // The connection is still usable afterwards.
            let again = try XWindowCapture(window: session.window)
            #expect(again.pixel(x: 0, y: 0) == (255, 255, 255))
        }
    }
}
