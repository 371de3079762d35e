import Foundation

// The rest of the semantic colours iOS ships (Apple's "UI element colors"),
// in their light-mode values as a published dump of them on iOS prints
// (`containers/theme.js` in ArrayZoneYour/integrating_react_native_demo_projects:
// `#RRGGBBAA`, e.g. systemFill `#78788033`). The demo draws a light phone
// (`UITraitCollection.current.userInterfaceStyle` is `.light`, Behaviour §15).
extension UIColor {
    /// The colour for text labels that contain quaternary content: `#3c3c432d`.
    public static let quaternaryLabel = UIColor(hexRGBA: 0x3c3c432d)
    /// The colour for placeholder text in controls or text views: `#3c3c434c`.
    public static let placeholderText = UIColor(hexRGBA: 0x3c3c434c)
    /// The colour for links: `#007aff`.
    public static let link = UIColor(hexRGBA: 0x007affff)
    /// The colour for borders or dividers that hide any underlying content: `#c6c6c8`.
    public static let opaqueSeparator = UIColor(hexRGBA: 0xc6c6c8ff)
    /// An overlay fill colour for thin and small shapes: `#78788033`.
    public static let systemFill = UIColor(hexRGBA: 0x78788033)
    /// An overlay fill colour for medium-size shapes: `#78788028`.
    public static let secondarySystemFill = UIColor(hexRGBA: 0x78788028)
    /// An overlay fill colour for large shapes: `#7676801e`.
    public static let tertiarySystemFill = UIColor(hexRGBA: 0x7676801e)
    /// An overlay fill colour for large areas that contain complex content: `#74748014`.
    public static let quaternarySystemFill = UIColor(hexRGBA: 0x74748014)
    /// The colour for content layered on top of the main background of a grouped interface: white.
    public static let secondarySystemGroupedBackground = UIColor(hexRGBA: 0xffffffff)
    /// The colour for content layered on top of secondary backgrounds of a grouped interface: `#f2f2f7`.
    public static let tertiarySystemGroupedBackground = UIColor(hexRGBA: 0xf2f2f7ff)
    /// The non-adaptable system colour for text on a light background: black.
    public static let darkText = UIColor.black
    /// The non-adaptable system colour for text on a dark background: white at 60 % (Apple's `lightText`).
    public static let lightText = UIColor(white: 1, alpha: 0.6)
    /// Deprecated: the grouped table background, `systemGroupedBackground` now.
    public static let groupTableViewBackground = UIColor.systemGroupedBackground

    /// A colour from `0xRRGGBBAA`.
    convenience init(hexRGBA value: UInt32) {
        self.init(red: CGFloat((value >> 24) & 0xff) / 255, green: CGFloat((value >> 16) & 0xff) / 255,
                  blue: CGFloat((value >> 8) & 0xff) / 255, alpha: CGFloat(value & 0xff) / 255)
    }
}
