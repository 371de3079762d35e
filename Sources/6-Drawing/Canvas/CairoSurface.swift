import CCairo
import Foundation

/// An owned `cairo_surface_t *` made to match another canvas's target, so
/// copying it there is as cheap as the backend allows (a pixmap-to-pixmap
/// copy in the X server for an Xlib target, a memcpy-speed blit for images).
final class CairoSurface {
    let surface: OpaquePointer

    init?(similarTo canvas: CairoCanvas, width: Int, height: Int) {
        guard width > 0, height > 0, let target = cairo_get_target(canvas.context),
              let s = cairo_surface_create_similar(target, CAIRO_CONTENT_COLOR_ALPHA, Int32(width), Int32(height)) else { return nil }
        guard cairo_surface_status(s) == CAIRO_STATUS_SUCCESS else { cairo_surface_destroy(s); return nil }
        surface = s
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

    /// Fills the current path with `source`'s pixels at the same positions.
    func fill(_ source: CairoSurface) {
        cairo_set_source_surface(context, source.surface, 0, 0)
        cairo_fill(context)
    }
}
