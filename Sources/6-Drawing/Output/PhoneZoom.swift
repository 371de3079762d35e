import CCairo
import Foundation

/// `zoom phone` in a recording: a close-up of the phone for the viewer,
/// made from the frame just composed. The phone's screen, at its full width,
/// is scaled up to the picture's width; the band of it the picture's shape
/// leaves room for follows the pointer up and down, so the touch being
/// explained stays in view.
///
/// A crop of the composed frame, not a second layout: the close-up shows
/// exactly the labels, chips, highlight and pointer the full frame shows —
/// the ones the layout test checks — only larger, and it costs one scaled copy.
public enum PhoneZoom {
    /// The part of the frame the close-up shows: `screen` (the phone's screen,
    /// frame pixels) at its full width, as tall as `picture`'s shape allows,
    /// centred on `focusY` and kept on the screen. A screen too short for that
    /// (a frame taller than wide) is shown whole, centred across.
    public static func region(screen: CGRect, picture: CGSize, focusY: Double) -> CGRect {
        guard screen.width > 0, screen.height > 0, picture.width > 0, picture.height > 0 else { return screen }
        let height = screen.width * picture.height / picture.width
        if height > screen.height {
            let width = screen.height * picture.width / picture.height
            return CGRect(x: screen.midX - width / 2, y: screen.minY, width: width, height: screen.height)
        }
        let top = min(max(CGFloat(focusY) - height / 2, screen.minY), screen.maxY - height)
        return CGRect(x: screen.minX, y: top, width: screen.width, height: height)
    }

    /// Replaces `picture` (the frame's top-left part, above any caption band)
    /// of `image` with `region` of it scaled to fill it. `scratch` is a surface
    /// of the image's size the frame is copied to first, kept from frame to frame.
    public static func zoom(_ image: ImageSurface, region: CGRect, picture: CGSize, scratch: ImageSurface) {
        guard region.width > 0, region.height > 0 else { return }
        let copy = cairo_create(scratch.surface)!
        cairo_set_operator(copy, CAIRO_OPERATOR_SOURCE)
        cairo_set_source_surface(copy, image.surface, 0, 0)
        cairo_paint(copy)
        cairo_destroy(copy)
        cairo_surface_flush(scratch.surface)

        let cr = cairo_create(image.surface)!
        cairo_rectangle(cr, 0, 0, Double(picture.width), Double(picture.height))
        cairo_clip(cr)
        cairo_scale(cr, Double(picture.width / region.width), Double(picture.height / region.height))
        cairo_translate(cr, -Double(region.minX), -Double(region.minY))
        cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
        cairo_set_source_surface(cr, scratch.surface, 0, 0)
        cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_GOOD)
        cairo_pattern_set_extend(cairo_get_source(cr), CAIRO_EXTEND_PAD)
        cairo_paint(cr)
        cairo_destroy(cr)
        cairo_surface_flush(image.surface)
    }
}
