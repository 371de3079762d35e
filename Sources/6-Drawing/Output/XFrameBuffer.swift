import CCairo
import CX11
import Foundation
import XServer

/// Double buffering for the window: every frame is drawn with Cairo into an
/// off-screen X pixmap, then copied to the window in one `XCopyArea`, so a
/// viewer never sees a half-drawn frame (no flicker in a screen recording).
/// The GC has `graphics_exposures` off: otherwise each copy sends a NoExpose
/// event (PlatformNotes).
public final class XFrameBuffer {
    let display: XDisplay
    let window: XWindow
    let width: Int, height: Int
    private let pixmap: Pixmap
    private let gc: GC
    private let surface: OpaquePointer
    /// The Cairo canvas to draw the next frame on; ``present()`` copies it to the window.
    public let canvas: CairoCanvas

    /// Makes an off-screen pixmap of `width`×`height` (the window's size by
    /// default; its new size after a resize), with a Cairo canvas on it.
    public init(display: XDisplay, window: XWindow, width: Int? = nil, height: Int? = nil) {
        self.display = display
        self.window = window
        self.width = width ?? window.width
        self.height = height ?? window.height
        pixmap = XCreatePixmap(display.handle, window.id, UInt32(self.width), UInt32(self.height), UInt32(display.depth))
        var values = XGCValues()
        values.graphics_exposures = 0
        gc = XCreateGC(display.handle, pixmap, UInt(GCGraphicsExposures), &values)
        surface = cairo_xlib_surface_create(display.handle, pixmap, display.visual, Int32(self.width), Int32(self.height))
        canvas = CairoCanvas(surface: surface)
    }

    /// Shows what was drawn into `canvas`.
    public func present() {
        // A destroyed window cannot be drawn on (BadDrawable for every frame).
        guard !isReleased, !window.isDestroyed else { return }
        cairo_surface_flush(surface)
        XCopyArea(display.handle, pixmap, window.id, gc, 0, 0, UInt32(width), UInt32(height), 0, 0)
        display.flush()
    }

    /// Shows only `rects` of what was drawn (the regions a frame redrew).
    public func present(_ rects: [CGRect]) {
        guard !isReleased, !rects.isEmpty else { return }
        cairo_surface_flush(surface)
        for r in rects {
            let x = max(0, Int(r.minX.rounded(.down))), y = max(0, Int(r.minY.rounded(.down)))
            let w = min(width, Int(r.maxX.rounded(.up))) - x, h = min(height, Int(r.maxY.rounded(.up))) - y
            guard w > 0, h > 0 else { continue }
            XCopyArea(display.handle, pixmap, window.id, gc, Int32(x), Int32(y), UInt32(w), UInt32(h), Int32(x), Int32(y))
        }
        display.flush()
    }

    private var isReleased = false

    /// Frees the server-side pixmap and GC; call before closing the display
    /// (Xlib frees the `Display` on close, and these calls would use it).
    public func release() {
        guard !isReleased else { return }
        isReleased = true
        cairo_surface_finish(surface)
        cairo_surface_destroy(surface)
        guard !display.isClosed else { return }
        XFreeGC(display.handle, gc)
        XFreePixmap(display.handle, pixmap)
    }

    deinit { release() }
}
