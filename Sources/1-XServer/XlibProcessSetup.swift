import CX11

/// The process-wide Xlib state, set up once before the first connection.
///
/// Xlib keeps three things per process, not per connection: whether it locks
/// for threads, the I/O error handler and the protocol error handler. TouchLab
/// opens several connections (the app's, SpringBoard's, the XTest injector's),
/// on several threads, so all three are settled here, once, before any
/// `XOpenDisplay`:
///
/// - `XInitThreads()` must precede every other Xlib call when two threads use
///   Xlib (PlatformNotes: otherwise `xcb_xlib_threads_sequence_lost` aborts).
///   libX11 1.8 calls it from a constructor too; calling it again is harmless.
/// - the I/O error handler is `XConnectionLost` (one line, then exit);
/// - the protocol error handler is `XProtocolErrors` (routes errors to the
///   code waiting for them instead of Xlib's default exit(1)).
enum XlibProcessSetup {
    private static let done: Void = {
        XInitThreads()
        XSetIOErrorHandler { display in XConnectionLost.handle(display) }
        XSetErrorHandler { display, event in XProtocolErrors.handle(display, event) }
    }()

    /// Idempotent and thread-safe (a `static let` initialises exactly once).
    static func ensure() { _ = done }
}
