import CCairo
import Foundation

/// An owned `cairo_surface_t *` made to match another canvas's target, so
/// copying it there is as cheap as the backend allows (a pixmap-to-pixmap
/// copy in the X server for an Xlib target, a memcpy-speed blit for images).
final class CairoSurface {
    let surface: OpaquePointer

    /// In pixels, as made.
    let width: Int, height: Int

    init?(similarTo canvas: CairoCanvas, width: Int, height: Int) {
        guard width > 0, height > 0, let target = cairo_get_target(canvas.context),
              let s = cairo_surface_create_similar(target, CAIRO_CONTENT_COLOR_ALPHA, Int32(width), Int32(height)) else { return nil }
        guard cairo_surface_status(s) == CAIRO_STATUS_SUCCESS else { cairo_surface_destroy(s); return nil }
        surface = s
        self.width = width
        self.height = height
    }

    deinit { cairo_surface_destroy(surface) }

    func makeCanvas() -> CairoCanvas { CairoCanvas(surface: surface) }
}

extension CairoCanvas {
    /// Copies `source` over the whole target (no blending).
    func paint(_ source: CairoSurface) {
        withSavedState {
            cairo_set_operator(context, CAIRO_OPERATOR_SOURCE)
            cairo_set_source_surface(context, source.surface, 0, 0)
            cairo_paint(context)
        }
    }

    /// `rect` in device pixels, if its corners lie on whole pixels (within
    /// a thousandth): then filling it covers exactly its own pixels.
    func wholePixelRect(_ rect: CGRect) -> CGRect? {
        var x0 = Double(rect.minX), y0 = Double(rect.minY), x1 = Double(rect.maxX), y1 = Double(rect.maxY)
        cairo_user_to_device(context, &x0, &y0)
        cairo_user_to_device(context, &x1, &y1)
        guard isUnscaled else { return nil }
        for v in [x0, y0, x1, y1] where abs(v - v.rounded()) > 1e-3 { return nil }
        return CGRect(x: x0.rounded(), y: y0.rounded(), width: (x1 - x0).rounded(), height: (y1 - y0).rounded())
    }

    /// A copy of the target's pixels under `rect` (on whole pixels), into
    /// `reuse` when it is the right size; nil when no surface can be made.
    func copyPixels(of rect: CGRect, into reuse: CairoSurface?) -> CairoSurface? {
        guard let device = wholePixelRect(rect), let target = cairo_get_target(context) else { return nil }
        let width = Int(device.width), height = Int(device.height)
        let copy: CairoSurface
        if let reuse, reuse.width == width, reuse.height == height { copy = reuse }
        else if let made = CairoSurface(similarTo: self, width: width, height: height) { copy = made }
        else { return nil }
        cairo_surface_flush(target)
        let canvas = copy.makeCanvas()
        cairo_set_operator(canvas.context, CAIRO_OPERATOR_SOURCE)
        cairo_set_source_surface(canvas.context, target, -Double(device.minX), -Double(device.minY))
        cairo_paint(canvas.context)
        cairo_surface_flush(copy.surface)
        return copy
    }

    /// Puts `pixels` (from `copyPixels(of:into:)`) back at `rect`, replacing what is there.
    func copyPixels(from pixels: CairoSurface, to rect: CGRect) {
        withSavedState {
            cairo_set_operator(context, CAIRO_OPERATOR_SOURCE)
            cairo_set_source_surface(context, pixels.surface, Double(rect.minX), Double(rect.minY))
            addRect(rect)
            cairo_fill(context)
        }
    }

    /// Fills the current path with `source`'s pixels at the same positions.
    func fill(_ source: CairoSurface) {
        cairo_set_source_surface(context, source.surface, 0, 0)
        cairo_fill(context)
    }
}
