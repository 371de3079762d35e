import CX11
import Synchronization
#if canImport(Glibc)
import Glibc
#endif

/// Routes X protocol errors (BadMatch, BadWindow, ...) to the code that
/// expects them, instead of Xlib's default handler, which exits the process.
///
/// Xlib has one error handler per *process*. The usual trick, swapping in a
/// temporary handler around one request, races with any other thread using
/// Xlib on another connection (SpringBoard reads input while the app draws).
/// So one handler is installed for good, and errors are routed by connection:
///
///     trap(display) { XGetImage(...) }      // registers `display`
///        └─ XSync ── server replies BadMatch ──▶ handle() ──▶ recorded for `display`
///     ◀─ returns the first recorded error, unregisters
///
/// An error on a connection that is not trapping is printed as one line and
/// otherwise ignored: a wrong request must not take the demo down — except
/// BadWindow or BadDrawable naming one of this process's own windows
/// (`XWindow`), which are silent: this process only ever destroys its own
/// windows after marking them, so such an error means another client
/// destroyed the window (`xdotool windowclose`) while a frame was on its way,
/// and the DestroyNotify that ends the app is already queued behind it.
enum XProtocolErrors {
    /// The first error seen per trapping connection, keyed by `Display *`.
    private static let traps = Mutex<[UInt: XServerError?]>([:])
    /// Windows created by this process (`XWindow`), by id.
    private static let ownWindows = Mutex<Set<UInt>>([])

    static func windowCreated(_ id: UInt) { _ = ownWindows.withLock { $0.insert(id) } }
    static func windowReleased(_ id: UInt) { _ = ownWindows.withLock { $0.remove(id) } }

    /// Runs `body` (requests on `display`), waits for the server's answer to
    /// all of them (`XSync`), and returns the first protocol error they caused.
    /// Traps on one connection do not nest.
    static func trap<T>(_ display: OpaquePointer, _ body: () -> T) -> (T, XServerError?) {
        let key = UInt(bitPattern: Int(bitPattern: UnsafeRawPointer(display)))
        traps.withLock { $0[key] = .some(nil) }
        let result = body()
        XSync(display, 0)
        let error = traps.withLock { $0.removeValue(forKey: key) ?? nil }
        return (result, error)
    }

    /// Xlib's error handler. Its return value is ignored.
    static func handle(_ display: OpaquePointer?, _ event: UnsafeMutablePointer<XErrorEvent>?) -> Int32 {
        guard let display, let event else { return 0 }
        let error = describe(event.pointee, on: display)
        let key = UInt(bitPattern: Int(bitPattern: UnsafeRawPointer(display)))
        let trapped = traps.withLock { traps -> Bool in
            guard let slot = traps[key] else { return false }
            if slot == nil { traps[key] = .some(error) }
            return true
        }
        let ownWindowGone = (event.pointee.error_code == UInt8(BadWindow) || event.pointee.error_code == UInt8(BadDrawable))
            && ownWindows.withLock { $0.contains(UInt(event.pointee.resourceid)) }
        if !trapped && !ownWindowGone {
            let line = "\(ProgramName.current): \(error)\n"
            _ = line.utf8CString.withUnsafeBufferPointer { write(STDERR_FILENO, $0.baseAddress, $0.count - 1) }
        }
        return 0
    }

    /// "X_GetImage" and "BadMatch (invalid parameter attributes)", from
    /// Xlib's own error database, so the message matches what `xtrace` shows.
    private static func describe(_ event: XErrorEvent, on display: OpaquePointer) -> XServerError {
        var buffer = [CChar](repeating: 0, count: 256)
        XGetErrorText(display, Int32(event.error_code), &buffer, Int32(buffer.count))
        let errorText = Self.text(of: buffer)
        let major = String(event.request_code)
        let fallback = "request \(major)"
        buffer = [CChar](repeating: 0, count: 256)
        XGetErrorDatabaseText(display, "XRequest", major, fallback, &buffer, Int32(buffer.count))
        let request = Self.text(of: buffer)
        let name = cx11_display_string(display).map { String(cString: $0) } ?? "?"
        return .protocolError(request: request, error: errorText, display: name)
    }

    /// The text up to the terminating NUL that Xlib wrote into `buffer`.
    private static func text(of buffer: [CChar]) -> String {
        String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
