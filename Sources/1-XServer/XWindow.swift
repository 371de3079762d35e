import CX11
import Synchronization
#if canImport(Glibc)
import Glibc
#endif

/// A top-level window, mapped and exposed by the time `init` returns, that
/// reports the input TouchLab turns into touches.
///
/// Waiting for MapNotify and the first Expose matters: the server discards
/// drawing on an unmapped window and routes no pointer events to it, so a
/// caller that draws or injects right after `XMapWindow` races the server
/// (PlatformNotes). Those two events are taken off the queue; every other
/// event stays queued in order. Draw once after `init`.
///
/// The size is fixed (min = max size hints) unless a `minimumSize` is given:
/// then a window manager may resize it (ConfigureNotify says to what) down
/// to that size. `width` and `height` are the size it opened at.
///
/// Which connection hears what: Expose, StructureNotify and close requests
/// (`WM_DELETE_WINDOW` goes to the window's creator) always go to `display`.
/// Input goes to whichever connection selected it, and only one connection
/// may select ButtonPress on a window. To read input on another connection
/// (a SpringBoard thread), create the window with `inputMask: 0` and call
/// `selectInput(on:)` from that connection.
// Sendable: immutable apart from the destroyed flag, an atomic; drawing and mapping go through
// `display`, which is Sendable for the reason given there.
public final class XWindow: @unchecked Sendable {
    /// The connection that created the window: it gets Expose, StructureNotify and close requests.
    public let display: XDisplay
    /// The X window ID, for another connection to select input on (`selectInput(on:)`).
    public let id: Window
    /// Width in pixels it opened at (fixed for its life without a `minimumSize`).
    public let width: Int
    /// Height in pixels it opened at (fixed for its life without a `minimumSize`).
    public let height: Int
    /// The title (`WM_NAME` and `_NET_WM_NAME`).
    public let title: String

    /// The input TouchLab turns into touches and keys: pointer buttons,
    /// motion with or without a button held, key presses and releases.
    public static let inputEventMask = ButtonPressMask | ButtonReleaseMask | PointerMotionMask | ButtonMotionMask
        | KeyPressMask | KeyReleaseMask

    /// Always selected by the creating connection: redraw requests, and
    /// MapNotify / ConfigureNotify (StructureNotify).
    public static let windowEventMask = ExposureMask | StructureNotifyMask

    /// - Parameters:
    ///   - x, y: position on the root window (honoured without a window manager).
    ///   - backgroundPixel: what the server paints on Expose; nil for none,
    ///     when the app repaints everything itself (no flash of white).
    ///   - inputMask: input events `display` receives; 0 to read input on
    ///     another connection.
    ///   - minimumSize: resizable down to this size; nil for a fixed size.
    public init(display: XDisplay, width: Int, height: Int, title: String,
                x: Int = 0, y: Int = 0, backgroundPixel: UInt? = 0xFFFFFF,
                inputMask: Int = XWindow.inputEventMask, minimumSize: (width: Int, height: Int)? = nil,
                timeout: Duration = .seconds(5)) throws(XServerError) {
        guard (1...32767).contains(width), (1...32767).contains(height) else {
            throw .invalidArgument("window size \(width)x\(height) is outside 1...32767")
        }
        guard !display.isClosed else { throw .invalidArgument("cannot create window \"\(title)\" on a closed display") }
        let dpy = display.handle
        let id = XCreateSimpleWindow(dpy, display.rootWindow, Int32(clamping: x), Int32(clamping: y),
                                     UInt32(width), UInt32(height), 0, display.blackPixel, backgroundPixel ?? 0)
        if backgroundPixel == nil { XSetWindowBackgroundPixmap(dpy, id, 0 /* None */) }
        self.display = display
        self.id = id
        self.width = width
        self.height = height
        self.title = title
        XProtocolErrors.windowCreated(id)

        XSelectInput(dpy, id, inputMask | Self.windowEventMask)
        setTitle(title)
        setSizeHints(minimum: minimumSize)
        var deleteWindow = display.wmDeleteWindowAtom
        XSetWMProtocols(dpy, id, &deleteWindow, 1)

        XMapWindow(dpy, id)
        _ = try display.waitForEvent(type: MapNotify, window: id, timeout: timeout,
                                     what: "MapNotify for window \"\(title)\"")
        _ = try display.waitForEvent(type: Expose, window: id, timeout: timeout,
                                     what: "Expose for window \"\(title)\"")
    }

    /// True once the window is gone: destroyed here, or by another client
    /// (reported by `windowWasDestroyed()` when DestroyNotify arrives).
    public var isDestroyed: Bool { destroyed.load(ordering: .acquiring) }
    private let destroyed = Atomic<Bool>(false)

    deinit {
        // Buffered, not flushed: deinit must not block on (or die with) the server.
        if !display.isClosed && !isDestroyed { XDestroyWindow(display.handle, id) }
        XProtocolErrors.windowReleased(id)
    }

    /// Destroys the window now and waits until the server has done it.
    public func destroy() {
        guard !display.isClosed, !destroyed.exchange(true, ordering: .acquiringAndReleasing) else { return }
        XDestroyWindow(display.handle, id)
        display.sync()
    }

    /// Records that the server destroyed the window (DestroyNotify, `.destroyed`):
    /// no request may name it any more, or the server answers BadWindow /
    /// BadDrawable — one stray error line per frame.
    public func windowWasDestroyed() { destroyed.store(true, ordering: .releasing) }

    /// WM_NAME (Latin-1 by ICCCM, but every reader accepts UTF-8 bytes) and
    /// _NET_WM_NAME (UTF-8, what modern window managers and xdotool read).
    private func setTitle(_ title: String) {
        let dpy = display.handle
        let bytes = Array(title.utf8)
        let utf8String = display.atom("UTF8_STRING")
        let netWMName = display.atom("_NET_WM_NAME")
        bytes.withUnsafeBufferPointer { buffer in
            XChangeProperty(dpy, id, XA_WM_NAME, XA_STRING, 8, PropModeReplace, buffer.baseAddress, Int32(buffer.count))
            XChangeProperty(dpy, id, netWMName, utf8String, 8, PropModeReplace, buffer.baseAddress, Int32(buffer.count))
        }
        var classHint = XClassHint()
        let name = strdup("touchlab"), className = strdup("TouchLab")
        defer { free(name); free(className) }
        classHint.res_name = name
        classHint.res_class = className
        XSetClassHint(dpy, id, &classHint)
    }

    /// Fixed (min = max = the size), or free above `minimum`.
    private func setSizeHints(minimum: (width: Int, height: Int)?) {
        guard let hints = XAllocSizeHints() else { return }
        defer { XFree(hints) }
        hints.pointee.flags = minimum == nil ? PSize | PMinSize | PMaxSize : PSize | PMinSize
        hints.pointee.width = Int32(width); hints.pointee.height = Int32(height)
        hints.pointee.min_width = Int32(minimum?.width ?? width); hints.pointee.min_height = Int32(minimum?.height ?? height)
        hints.pointee.max_width = Int32(width); hints.pointee.max_height = Int32(height)
        XSetWMNormalHints(display.handle, id, hints)
    }
}
