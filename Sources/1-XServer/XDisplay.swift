import CX11
import Synchronization
#if canImport(Glibc)
import Glibc
#endif

/// One connection to an X server: the socket, Xlib's event queue behind it,
/// and the screen facts every other piece needs (root window, pixels, size).
///
/// One connection per thread is the rule in TouchLab (the app draws on one,
/// SpringBoard reads input on another, the injector writes on a third), so
/// no Xlib queue is ever shared between threads. Xlib is nonetheless put in
/// thread mode (`XInitThreads`) before the first connection, which makes
/// using one `XDisplay` from two threads safe, just slower.
///
/// Closing is explicit (`close()`) or happens on deinit. Close every
/// connection *before* stopping the server it talks to: closing talks to the
/// server, and a dead server ends the process (see `XConnectionLost`).
// Sendable: Xlib is in thread mode (`XInitThreads`), so calls on `handle` from any thread are
// serialised by Xlib's own display lock; the one mutable field, the closed flag, is an atomic.
public final class XDisplay: @unchecked Sendable {
    /// The display string this connection was opened with (":99").
    public let name: String
    /// The `Display *`, for C libraries that take one (Cairo's Xlib surface).
    public let handle: OpaquePointer
    /// The default screen's number (Xvfb has one screen, 0).
    public let screen: Int32
    /// The default screen's root window: windows are made in it, XTest moves are relative to it.
    public let rootWindow: Window
    /// `WM_PROTOCOLS` and `WM_DELETE_WINDOW`, needed to recognise a close request.
    public let wmProtocolsAtom: Atom
    /// `WM_DELETE_WINDOW`, the protocol a window opts into so closing it asks instead of killing.
    public let wmDeleteWindowAtom: Atom
    /// `_TOUCHLAB_INPUT_MARKER`: the type of the ClientMessage that marks the
    /// end of a script's injected input (`XTestInjector.sendInputMarker`).
    public let inputMarkerAtom: Atom
    /// True once `close()` ran: the handle must not be used any more.
    public var isClosed: Bool { closed.load(ordering: .acquiring) }
    private let closed = Atomic<Bool>(false)

    /// Connects to `$DISPLAY`.
    public convenience init() throws(XServerError) {
        try self.init(name: Self.displayNameFromProcessEnvironment())
    }

    /// Connects to the display named by `environment["DISPLAY"]`. Takes the
    /// environment as a value so the "no DISPLAY" path can be checked without
    /// unsetting it for the whole process.
    public convenience init(environment: [String: String]) throws(XServerError) {
        try self.init(name: Self.displayName(fromEnvironment: environment))
    }

    /// Connects to the display `name` (":99", "unix:3", "host:0.0").
    public init(name: String) throws(XServerError) {
        XlibProcessSetup.ensure()
        guard let handle = XOpenDisplay(name) else { throw .cannotOpenDisplay(name) }
        self.name = name
        self.handle = handle
        self.screen = cx11_default_screen(handle)
        self.rootWindow = cx11_root_window(handle, screen)
        // One round trip for all three atoms.
        var names: [UnsafeMutablePointer<CChar>?] = [strdup("WM_PROTOCOLS"), strdup("WM_DELETE_WINDOW"),
                                                     strdup("_TOUCHLAB_INPUT_MARKER")]
        defer { names.forEach { free($0) } }
        var atoms = [Atom](repeating: 0, count: names.count)
        XInternAtoms(handle, &names, Int32(names.count), 0, &atoms)
        self.wmProtocolsAtom = atoms[0]
        self.wmDeleteWindowAtom = atoms[1]
        self.inputMarkerAtom = atoms[2]
    }

    /// `DISPLAY` from `environment`, or `.displayNotSet` if it is missing or empty.
    public static func displayName(fromEnvironment environment: [String: String]) throws(XServerError) -> String {
        guard let name = environment["DISPLAY"], !name.isEmpty else { throw .displayNotSet }
        return name
    }

    /// `$DISPLAY` of this process, or `.displayNotSet`.
    public static func displayNameFromProcessEnvironment() throws(XServerError) -> String {
        try displayName(fromEnvironment: getenv("DISPLAY").map { ["DISPLAY": String(cString: $0)] } ?? [:])
    }

    deinit { close() }

    /// Closes the connection; the server destroys this client's windows. Idempotent.
    public func close() {
        guard !closed.exchange(true, ordering: .acquiringAndReleasing) else { return }
        XCloseDisplay(handle)
    }

    // MARK: - The connection

    /// The socket: readable when the server has sent something Xlib has not
    /// read yet. Poll it only after `pending` reached 0 (PlatformNotes:
    /// events already in Xlib's queue do not make the socket readable).
    public var fileDescriptor: Int32 { cx11_connection_number(handle) }

    /// Events ready to be taken without blocking: flushes requests, reads
    /// whatever the socket has, and counts Xlib's queue.
    public var pending: Int { Int(XPending(handle)) }

    /// The next event, blocking until one arrives. The connection must be open.
    public func nextEvent() -> XEvent {
        var event = XEvent()
        XNextEvent(handle, &event)
        return event
    }

    /// Sends buffered requests without waiting for the server.
    public func flush() { XFlush(handle) }

    /// Sends buffered requests and waits until the server has processed them
    /// (errors and events they cause are then in Xlib's queue).
    public func sync() { XSync(handle, 0) }

    /// One round trip to look up (or create) an atom.
    public func atom(_ name: String) -> Atom { XInternAtom(handle, name, 0) }

    /// Makes this connection receive `mask` events of `window`, which another
    /// connection may have created (ids are server-wide). Throws if another
    /// client already selected ButtonPress there (BadAccess: the X protocol
    /// allows one ButtonPress listener per window) or the window is gone.
    public func selectInput(on window: Window, mask: Int = XWindow.inputEventMask) throws(XServerError) {
        let (_, error) = XProtocolErrors.trap(handle) { XSelectInput(handle, window, mask) }
        if let error { throw error }
    }

    // MARK: - The default screen

    /// The screen's width in pixels (Xvfb's `-screen 0 WxHx24`).
    public var screenWidth: Int { Int(cx11_display_width(handle, screen)) }
    /// The screen's height in pixels.
    public var screenHeight: Int { Int(cx11_display_height(handle, screen)) }
    /// Bits per pixel of the default visual (24 under Xvfb; captures read 32-bit xRGB).
    public var depth: Int32 { cx11_default_depth(handle, screen) }
    /// The default visual, for Cairo's Xlib surface.
    public var visual: UnsafeMutablePointer<Visual> { cx11_default_visual(handle, screen) }
    /// The pixel value for black on this screen (a new window's border colour).
    public var blackPixel: UInt { cx11_black_pixel(handle, screen) }
    /// The pixel value for white on this screen.
    public var whitePixel: UInt { cx11_white_pixel(handle, screen) }
}
