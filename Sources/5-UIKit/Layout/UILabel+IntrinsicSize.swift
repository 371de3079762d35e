@_spi(TouchLab) import CoreGraphics
import Foundation

/// Vertical metrics of the system font as UIKit reports them for San
/// Francisco: `lineHeight` 20.287 at 17 points, `ascender` 16.17,
/// `descender` -4.09 — in proportion to the point size.
struct TextMetrics {
    let lineHeight: CGFloat, ascender: CGFloat, descender: CGFloat, lines: Int
    var blockHeight: CGFloat { lineHeight * CGFloat(lines) }
    init(font: UIFont, lines: Int) {
        lineHeight = font.pointSize * 1.1934
        ascender = font.pointSize * 0.9512
        descender = font.pointSize * 0.2406
        self.lines = max(1, lines)
    }
}

/// A label's text measured as it is drawn: widths are Cairo's measurement
/// (`cairo_text_extents`' advance) of the font the label is drawn in —
/// DejaVu Sans at the `UIFont`'s point size, bold from `.semibold` up, as
/// `NSString.draw` and the demo draw it — and lines wrap at spaces as
/// `NSString`'s drawing wraps them. Heights are San Francisco's line height.
extension UILabel {
    /// Rounded up to the screen's pixels (scale 3), as UIKit rounds a label's size.
    private func pixelCeil(_ v: CGFloat) -> CGFloat { (v * 3).rounded(.up) / 3 }

    var drawnFont: CGContext.TextFont { CGContext.TextFont(size: font.pointSize, bold: font.isDrawnBold) }

    /// The lines the text takes when wrapped at `width` (nil: only at line
    /// breaks), at most ``numberOfLines`` of them (0: no limit). A one-line
    /// label never wraps.
    func textLines(wrappingAt width: CGFloat?) -> [String] {
        let all = StringDrawing.lines(text ?? "", font: drawnFont, width: numberOfLines == 1 ? nil : width)
        return numberOfLines == 0 ? all : Array(all.prefix(numberOfLines))
    }

    /// The width a multi-line label wraps at in layout: its
    /// ``preferredMaxLayoutWidth`` if set ("if the text extends beyond the
    /// width specified by this property, the additional text flows to one or
    /// more new lines, increasing the height of the label", Apple), else —
    /// iOS 8's *automatic* preferred width — the width layout last gave it.
    var layoutWrapWidth: CGFloat? {
        guard numberOfLines != 1 else { return nil }
        if preferredMaxLayoutWidth > 0 { return preferredMaxLayoutWidth }
        return bounds.width > 0 ? bounds.width : nil
    }

    var textMetrics: TextMetrics { TextMetrics(font: font, lines: textLines(wrappingAt: layoutWrapWidth).count) }

    /// The text's size wrapped at `width`: the widest line (no wider than
    /// `width` — a word longer than the line is broken when drawn) by the
    /// lines' height; an empty label is zero by zero, as on iOS. Measured
    /// once per text, font, line count and width (the engine asks at every
    /// layout pass).
    func textSize(wrappingAt width: CGFloat?) -> CGSize {
        guard let text, !text.isEmpty else { return .zero }
        let key = MeasuredText.Key(text: text, pointSize: font.pointSize, bold: font.isDrawnBold, numberOfLines: numberOfLines, width: width)
        if let measured = measuredTexts.first(where: { $0.key == key }) { return measured.size }
        let lines = textLines(wrappingAt: width)
        var widest = lines.map { CGContext.textWidth($0, font: drawnFont) }.max() ?? 0
        if let width, numberOfLines != 1 { widest = min(widest, width) }
        let size = CGSize(width: pixelCeil(widest), height: pixelCeil(TextMetrics(font: font, lines: lines.count).blockHeight))
        // A few are kept: the intrinsic size asks at two widths, `sizeThatFits` at a third.
        measuredTexts = [MeasuredText(key: key, size: size)] + measuredTexts.prefix(3)
        return size
    }

    /// The intrinsic size: the text wrapped at the preferred maximum width
    /// if there is one. With the automatic width the height is the text
    /// wrapped at the label's own width, and the width stays the unwrapped
    /// text's, so that layout can narrow the label (its compression
    /// resistance gives way to required constraints) rather than the text
    /// narrowing the label pass after pass.
    var textContentSize: CGSize {
        guard numberOfLines != 1, preferredMaxLayoutWidth <= 0, let width = layoutWrapWidth else {
            return textSize(wrappingAt: layoutWrapWidth)
        }
        return CGSize(width: textSize(wrappingAt: nil).width, height: textSize(wrappingAt: width).height)
    }
}

/// One measurement a label keeps, so that asking again is free.
struct MeasuredText {
    struct Key: Equatable {
        var text: String, pointSize: CGFloat, bold: Bool, numberOfLines: Int, width: CGFloat?
    }
    var key: Key
    var size: CGSize
}
