import Foundation

/// Scales fonts and values for Dynamic Type. The content size category here
/// is iOS's default, Large (`UITraitCollection.current.preferredContentSizeCategory`),
/// at which a text style's font is its default size (the sizes
/// `UIFont.preferredFont(forTextStyle:)` prints at Large, Behaviour §8), so
/// scaling returns the font and value it is given (Behaviour §15).
public struct UIFontMetrics: Sendable {
    /// The text style whose curve this object scales by.
    public let textStyle: UIFont.TextStyle

    /// The metrics for the body style.
    public static let `default` = UIFontMetrics(forTextStyle: .body)

    /// Makes font metrics for a text style.
    public init(forTextStyle textStyle: UIFont.TextStyle) { self.textStyle = textStyle }

    /// The font scaled for the current content size category (Large: unchanged).
    public func scaledFont(for font: UIFont) -> UIFont { font.withSize(scaledValue(for: font.pointSize)) }
    /// The font scaled, but never above `maximumPointSize`.
    public func scaledFont(for font: UIFont, maximumPointSize: CGFloat) -> UIFont {
        font.withSize(min(scaledValue(for: font.pointSize), maximumPointSize))
    }
    /// A length (spacing, a size) scaled as the style's font is: unchanged at Large.
    public func scaledValue(for value: CGFloat) -> CGFloat { value }
    /// The font scaled for a trait collection's content size category (Large here: unchanged).
    public func scaledFont(for font: UIFont, compatibleWith traitCollection: UITraitCollection?) -> UIFont { scaledFont(for: font) }
    /// A length scaled for a trait collection's content size category (Large here: unchanged).
    public func scaledValue(for value: CGFloat, compatibleWith traitCollection: UITraitCollection?) -> CGFloat { scaledValue(for: value) }
}
