internal import CCairoImage
import Foundation

/// Text for UIKit's string drawing (`NSString.draw(at:withAttributes:)`):
/// Cairo's toy text API with the DejaVu faces the demo uses, one line per
/// call. Core Text has no counterpart here; UIKit lays lines out and asks
/// for widths and line metrics.
extension CGContext {
    /// A font as UIKit hands it down: family, size in points, weight.
    @_spi(TouchLab) public struct TextFont: Sendable {
        /// The font family Cairo selects (DejaVu Sans by default).
        public var family: String
        /// The size in points.
        public var size: CGFloat
        /// Bold weight.
        public var bold: Bool
        /// Italic slant.
        public var italic: Bool
        /// Makes the description of a font.
        public init(family: String = "DejaVu Sans", size: CGFloat, bold: Bool = false, italic: Bool = false) {
            self.family = family; self.size = size; self.bold = bold; self.italic = italic
        }
    }

    /// A line's metrics: ascent above the baseline, descent below, the line's height, in points.
    @_spi(TouchLab) public struct LineMetrics: Sendable {
        /// Above the baseline.
        public var ascent: CGFloat
        /// Below the baseline.
        public var descent: CGFloat
        /// Ascent plus descent.
        public var lineHeight: CGFloat
    }

    private static func select(_ font: TextFont, on cr: OpaquePointer) {
        cairo_select_font_face(cr, font.family, font.italic ? CAIRO_FONT_SLANT_ITALIC : CAIRO_FONT_SLANT_NORMAL,
                               font.bold ? CAIRO_FONT_WEIGHT_BOLD : CAIRO_FONT_WEIGHT_NORMAL)
        cairo_set_font_size(cr, Double(max(0.01, font.size)))
    }

    /// Runs `body` on a scratch context, for measuring without drawing.
    private static func measuring<T>(_ font: TextFont, _ body: (OpaquePointer) -> T) -> T {
        let surface = cairo_image_surface_create(CAIRO_FORMAT_A8, 1, 1)!
        let cr = cairo_create(surface)!
        defer { cairo_destroy(cr); cairo_surface_destroy(surface) }
        select(font, on: cr)
        return body(cr)
    }

    /// The advance width of `text` in `font`, in points.
    @_spi(TouchLab) public static func textWidth(_ text: String, font: TextFont) -> CGFloat {
        measuring(font) { cr in
            var e = cairo_text_extents_t()
            cairo_text_extents(cr, text, &e)
            return CGFloat(e.x_advance)
        }
    }

    /// The ascent, descent and line height of `font`.
    @_spi(TouchLab) public static func lineMetrics(_ font: TextFont) -> LineMetrics {
        measuring(font) { cr in
            var e = cairo_font_extents_t()
            cairo_font_extents(cr, &e)
            return LineMetrics(ascent: CGFloat(e.ascent), descent: CGFloat(e.descent), lineHeight: CGFloat(e.ascent + e.descent))
        }
    }

    /// Draws one line of `text` with its baseline starting at `baseline`, in `color`.
    @_spi(TouchLab) public func showText(_ text: String, at baseline: CGPoint, font: TextFont, color: CGColor) {
        painting {
            cairo_save(cairo)
            Self.select(font, on: cairo)
            let c = color.rgba
            cairo_set_source_rgba(cairo, Double(c.0), Double(c.1), Double(c.2), Double(c.3))
            cairo_new_path(cairo)
            cairo_move_to(cairo, Double(baseline.x), Double(baseline.y))
            cairo_show_text(cairo, text)
            cairo_new_path(cairo)
            cairo_restore(cairo)
        }
    }
}
