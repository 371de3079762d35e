import CX11
import Testing
import XServer

/// A private Xvfb with one window on it and an XTest injector: what most
/// tests here need. Each test gets its own server, because XTest moves the
/// one core pointer, and tests run in parallel.
///
/// `end()` closes the connections before stopping the server: a connection
/// whose server is gone ends the process (that path has its own test).
final class XSession {
    let server: XvfbServer
    let display: XDisplay
    let window: XWindow
    let injector: XTestInjector

    /// The window sits away from the root origin, so a mix-up between window
    /// and root coordinates shows.
    static let windowOrigin = (x: 30, y: 40)

    init(width: Int = 200, height: Int = 150, title: String = "XServerTests") throws {
        server = try XvfbServer(width: 640, height: 480)
        display = try XDisplay(name: server.displayName)
        window = try XWindow(display: display, width: width, height: height, title: title,
                             x: Self.windowOrigin.x, y: Self.windowOrigin.y)
        injector = try XTestInjector(displayName: server.displayName)
    }

    func end() {
        injector.close()
        display.close()
        server.stop()
    }

    /// The next event that is not MapNotify/ConfigureNotify bookkeeping, or
    /// a test failure after a second (never a hang).
    func nextInput(sourceLocation: SourceLocation = #_sourceLocation) -> XInputEvent? {
        while let event = display.nextInputEvent(timeout: .seconds(1)) {
            if case .other = event { continue }
            return event
        }
        Issue.record("no input event within 1 s", sourceLocation: sourceLocation)
        return nil
    }
}

/// Runs `body` with a fresh session and always ends it.
@discardableResult
func withXSession<T>(width: Int = 200, height: Int = 150, _ body: (XSession) throws -> T) throws -> T {
    let session = try XSession(width: width, height: height)
    defer { session.end() }
    return try body(session)
}
