import Foundation

/// A font, as touch code sets one on a label: the system font at a size and
/// a weight. There is one family here, the system font, which the demo
/// draws with DejaVu Sans: weights of `.semibold` and heavier are drawn
/// bold, lighter ones regular (DejaVu has the two), at the point size asked
/// for (Behaviour §8).
public final class UIFont: Hashable, Sendable, CustomStringConvertible {
    /// The weight of a font. Raw values as Apple's (`UIFontWeightRegular` is 0).
    public struct Weight: RawRepresentable, Hashable, Comparable, Sendable {
        /// The weight as Apple encodes it, from -1 (thinnest) to 1 (heaviest).
        public let rawValue: CGFloat
        /// Makes a weight from Apple's encoding.
        public init(rawValue: CGFloat) { self.rawValue = rawValue }

        /// The ultralight font weight.
        public static let ultraLight = Weight(rawValue: -0.8)
        /// The thin font weight.
        public static let thin = Weight(rawValue: -0.6)
        /// The light font weight.
        public static let light = Weight(rawValue: -0.4)
        /// The regular font weight.
        public static let regular = Weight(rawValue: 0)
        /// The medium font weight.
        public static let medium = Weight(rawValue: 0.23)
        /// The semibold font weight.
        public static let semibold = Weight(rawValue: 0.3)
        /// The bold font weight.
        public static let bold = Weight(rawValue: 0.4)
        /// The heavy font weight.
        public static let heavy = Weight(rawValue: 0.56)
        /// The ultraheavy font weight.
        public static let black = Weight(rawValue: 0.62)

        /// Lighter weights first.
        public static func < (a: Weight, b: Weight) -> Bool { a.rawValue < b.rawValue }
    }

    /// The font's size, in points.
    public let pointSize: CGFloat
    /// The font's weight.
    public let weight: Weight
    /// The font's PostScript name: `.SFUI-Regular` for the system font,
    /// `Helvetica-Bold` for a named one (`UIFont+Names.swift`).
    public let fontName: String
    /// The installed font drawn in its place (`UIFont+Names.swift`).
    @_spi(TouchLab) public let standIn: FontStandIn

    init(pointSize: CGFloat, weight: Weight, fontName: String? = nil, standIn: FontStandIn = .system) {
        self.pointSize = pointSize
        self.weight = weight
        self.fontName = fontName ?? (weight >= .semibold ? ".SFUI-Semibold" : ".SFUI-Regular")
        self.standIn = standIn
    }

    /// The system font of the given size and weight.
    public static func systemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        UIFont(pointSize: fontSize, weight: weight)
    }
    /// The system font of the given size, regular weight.
    public static func systemFont(ofSize fontSize: CGFloat) -> UIFont { systemFont(ofSize: fontSize, weight: .regular) }
    /// The bold system font of the given size.
    public static func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont { systemFont(ofSize: fontSize, weight: .bold) }

    /// A Dynamic Type style. There is one content size here, iOS's default
    /// (Large), so each style is one system font: the sizes and weights
    /// `UIFont.preferredFont(forTextStyle:)` prints at that size on iOS
    /// (the published log in Behaviour §8).
    public struct TextStyle: RawRepresentable, Hashable, Sendable {
        /// The style's name, as UIKit's constant spells it (`UICTFontTextStyleBody`).
        public let rawValue: String
        /// Makes a style from its name.
        public init(rawValue: String) { self.rawValue = rawValue }

        /// The font for large titles: 34 pt.
        public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
        /// The font for first-level titles: 28 pt.
        public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
        /// The font for second-level titles: 22 pt.
        public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
        /// The font for third-level titles: 20 pt.
        public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
        /// The font for headings: 17 pt semibold.
        public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
        /// The font for subheadings: 15 pt.
        public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
        /// The font for body text: 17 pt.
        public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
        /// The font for callouts: 16 pt.
        public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
        /// The font for footnotes: 13 pt.
        public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
        /// The font for standard captions: 12 pt.
        public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
        /// The font for alternate captions: 11 pt.
        public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")

        /// Size and weight at the default content size; an unknown style is body's.
        var metrics: (size: CGFloat, weight: Weight) {
            switch self {
            case .largeTitle: (34, .regular)
            case .title1: (28, .regular)
            case .title2: (22, .regular)
            case .title3: (20, .regular)
            case .headline: (17, .semibold)
            case .subheadline: (15, .regular)
            case .callout: (16, .regular)
            case .footnote: (13, .regular)
            case .caption1: (12, .regular)
            case .caption2: (11, .regular)
            default: (17, .regular)
            }
        }
    }

    /// The font for a text style at the default content size (see ``TextStyle``).
    public static func preferredFont(forTextStyle style: TextStyle) -> UIFont {
        let metrics = style.metrics
        return UIFont(pointSize: metrics.size, weight: metrics.weight)
    }

    /// The same font at another size.
    public func withSize(_ fontSize: CGFloat) -> UIFont {
        UIFont(pointSize: fontSize, weight: weight, fontName: fontName, standIn: standIn)
    }

    /// The font's family name: `.AppleSystemUIFont` for the system font, as
    /// iOS names it; the family of a named font (`Helvetica Neue`).
    public var familyName: String { standIn.familyName }

    /// Whether the demo draws it bold: `.semibold` and heavier.
    @_spi(TouchLab) public var isDrawnBold: Bool { weight >= .semibold }

    /// Fonts are equal when their name, size and weight are.
    public static func == (a: UIFont, b: UIFont) -> Bool {
        a.pointSize == b.pointSize && a.weight == b.weight && a.fontName == b.fontName
    }
    /// Hashes the name, size and weight.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(fontName)
        hasher.combine(pointSize)
        hasher.combine(weight)
    }

    /// `font-size: 17.00pt; font-weight: normal`, in the shape iOS prints a font's description.
    public var description: String {
        let family = standIn == .system ? "" : "font-family: \"\(familyName)\"; "
        return "<UICTFont: \(family)\(uikitNumber(pointSize))pt; font-weight: \(isDrawnBold ? "bold" : "normal")>"
    }
}
