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
    /// around `focusY` and kept on the screen. A screen too short for that
    /// (a frame taller than wide) is shown whole, centred across.
    ///
    /// Of the bands that keep the focus in view, the one that cuts the fewest
    /// of `texts` (the frame's text boxes) across its top or bottom edge wins,
    /// then the one showing the most of them, then the nearest to centred: a cancel banner's last line sliced off
    /// by the close-up's edge hides the lesson's punchline.
    public static func region(screen: CGRect, picture: CGSize, focusY: Double, texts: [CGRect] = []) -> CGRect {
        guard screen.width > 0, screen.height > 0, picture.width > 0, picture.height > 0 else { return screen }
        let height = screen.width * picture.height / picture.width
        if height > screen.height {
            let width = screen.height * picture.width / picture.height
            return CGRect(x: screen.midX - width / 2, y: screen.minY, width: width, height: screen.height)
        }
        func clamped(_ top: CGFloat) -> CGFloat { min(max(top, screen.minY), screen.maxY - height) }
        let focus = CGFloat(focusY), margin = min(24, height / 4), gap: CGFloat = 4
        let centred = clamped(focus - height / 2)
        let onScreen = texts.filter { screen.intersects($0) && $0.height < height }
        // Bands that just take in a cut box, above or below.
        let tops = [centred] + onScreen.flatMap { [clamped($0.maxY + gap - height), clamped($0.minY - gap)] }
        func cuts(_ top: CGFloat) -> Int {
            onScreen.filter { ($0.minY < top && $0.maxY > top) || ($0.minY < top + height && $0.maxY > top + height) }.count
        }
        let keepingFocus = tops.filter { focus >= $0 + margin && focus <= $0 + height - margin }
        func shown(_ top: CGFloat) -> Int { onScreen.filter { $0.minY >= top && $0.maxY <= top + height }.count }
        let best = keepingFocus.min { a, b in
            let (ca, cb) = (cuts(a), cuts(b))
            if ca != cb { return ca < cb }
            let (sa, sb) = (shown(a), shown(b))
            return sa != sb ? sa > sb : abs(a - centred) < abs(b - centred)
        } ?? centred
        return CGRect(x: screen.minX, y: best, width: screen.width, height: height)
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
