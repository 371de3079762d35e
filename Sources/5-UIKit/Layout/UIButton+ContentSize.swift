@_spi(TouchLab) import CoreGraphics
import Foundation

/// A button's size from its title, measured as the title is drawn (Cairo's
/// advance width of DejaVu Sans at the title font's point size; San
/// Francisco's line height), plus its insets:
///
/// - `contentEdgeInsets` count, `titleEdgeInsets` do not (Apple, on each:
///   "The button uses this property to determine intrinsicContentSize and
///   sizeThatFits(_:)" / "does not use this property…").
/// - With zero content insets UIKit pads the title 6 points above and below
///   ("UIKit takes the label height and adds 6-pts Top and Bottom", a debug
///   view hierarchy of an 18-point title: label 21 high, button 33 —
///   StackOverflow answer 70778238); insets that are set replace that padding.
/// - A configured button (iOS 15) uses its configuration's `contentInsets`.
extension UIButton {
    /// UIKit's padding above and below the title of a button with no content insets.
    static let defaultVerticalPadding: CGFloat = 6

    var contentFittingSize: CGSize {
        let font: UIFont = stateContent.existingLabel?.font ?? UIButton.defaultTitleFont
        var title = CGSize.zero
        if let text = currentTitle, !text.isEmpty {
            let width = CGContext.textWidth(text, font: CGContext.TextFont(size: font.pointSize, bold: font.isDrawnBold))
            title = CGSize(width: pixelCeil(width), height: pixelCeil(TextMetrics(font: font, lines: 1).lineHeight))
        }
        let insets: UIEdgeInsets
        if let configuration {
            let d = configuration.contentInsets
            insets = UIEdgeInsets(top: d.top, left: d.leading, bottom: d.bottom, right: d.trailing)
        } else if contentEdgeInsets == .zero {
            insets = UIEdgeInsets(top: Self.defaultVerticalPadding, left: 0, bottom: Self.defaultVerticalPadding, right: 0)
        } else {
            insets = contentEdgeInsets
        }
        return CGSize(width: title.width + insets.left + insets.right, height: title.height + insets.top + insets.bottom)
    }

    /// The rectangle the title is drawn centred in: the bounds inside the
    /// content insets, then moved and resized by the title insets.
    @_spi(TouchLab) public var titleDrawingRect: CGRect {
        bounds.inset(by: configuration == nil ? contentEdgeInsets : .zero).inset(by: titleEdgeInsets)
    }

    private func pixelCeil(_ v: CGFloat) -> CGFloat { (v * 3).rounded(.up) / 3 }
}
