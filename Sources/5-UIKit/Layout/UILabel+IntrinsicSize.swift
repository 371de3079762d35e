import Foundation

/// How wide a string is drawn in a font. The engine cannot see the
/// renderer's fonts, so the demo's drawing layer installs Cairo's
/// measurement at start-up (`TextMeasurement.width = …`); until then (in a
/// headless test) a DejaVu Sans average of 0.55 em per character stands in.
@_spi(TouchLab) public enum TextMeasurement {
    nonisolated(unsafe) public static var width: (String, UIFont) -> CGFloat = { text, font in
        CGFloat(text.count) * font.pointSize * 0.55
    }
}

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

extension UILabel {
    /// Rounded up to the screen's pixels (scale 3), as UIKit rounds a label's size.
    private func pixelCeil(_ v: CGFloat) -> CGFloat { (v * 3).rounded(.up) / 3 }

    private var textLines: [Substring] {
        let all = (text ?? "").split(separator: "\n", omittingEmptySubsequences: false)
        return numberOfLines == 0 ? all : Array(all.prefix(numberOfLines))
    }

    var textMetrics: TextMetrics { TextMetrics(font: font, lines: textLines.count) }

    /// The intrinsic size: the widest line by the height of the lines; an
    /// empty label is zero by zero, as on iOS.
    var textContentSize: CGSize {
        guard let text, !text.isEmpty else { return .zero }
        let width = textLines.map { TextMeasurement.width(String($0), font) }.max() ?? 0
        return CGSize(width: pixelCeil(width), height: pixelCeil(textMetrics.blockHeight))
    }
}
