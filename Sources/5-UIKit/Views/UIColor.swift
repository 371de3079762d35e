import Foundation

/// A colour in extended sRGB, components 0…1. Drawing reads `red/green/blue/alpha`;
/// descriptions print it the way iOS logs do (`UIExtendedSRGBColorSpace 0 0 1 1`).
public final class UIColor: Equatable, CustomStringConvertible, Sendable {
    public let red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat

    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.red = red; self.green = green; self.blue = blue; self.alpha = alpha
    }
    public convenience init(white: CGFloat, alpha: CGFloat) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }
    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        UIColor(red: red, green: green, blue: blue, alpha: alpha)
    }

    public static let black = UIColor(white: 0, alpha: 1)
    public static let white = UIColor(white: 1, alpha: 1)
    public static let gray = UIColor(white: 0.5, alpha: 1)
    public static let lightGray = UIColor(white: 2.0 / 3.0, alpha: 1)
    public static let darkGray = UIColor(white: 1.0 / 3.0, alpha: 1)
    public static let clear = UIColor(white: 0, alpha: 0)
    public static let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
    public static let green = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
    public static let blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
    public static let yellow = UIColor(red: 1, green: 1, blue: 0, alpha: 1)
    public static let orange = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)
    public static let purple = UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1)
    public static let cyan = UIColor(red: 0, green: 1, blue: 1, alpha: 1)
    public static let magenta = UIColor(red: 1, green: 0, blue: 1, alpha: 1)
    public static let brown = UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1)

    // The system colours, with the sRGB values iOS uses in light mode (Human
    // Interface Guidelines, "Color"). iOS adapts them to dark mode; the demo
    // draws a light phone.
    public static let systemRed = UIColor(rgb: 255, 59, 48)
    public static let systemOrange = UIColor(rgb: 255, 149, 0)
    public static let systemYellow = UIColor(rgb: 255, 204, 0)
    public static let systemGreen = UIColor(rgb: 52, 199, 89)
    public static let systemMint = UIColor(rgb: 0, 199, 190)
    public static let systemTeal = UIColor(rgb: 48, 176, 199)
    public static let systemCyan = UIColor(rgb: 50, 173, 230)
    public static let systemBlue = UIColor(rgb: 0, 122, 255)
    public static let systemIndigo = UIColor(rgb: 88, 86, 214)
    public static let systemPurple = UIColor(rgb: 175, 82, 222)
    public static let systemPink = UIColor(rgb: 255, 45, 85)
    public static let systemBrown = UIColor(rgb: 162, 132, 94)
    public static let systemGray = UIColor(rgb: 142, 142, 147)
    public static let systemGray2 = UIColor(rgb: 174, 174, 178)
    public static let systemGray3 = UIColor(rgb: 199, 199, 204)
    public static let systemGray4 = UIColor(rgb: 209, 209, 214)
    public static let systemGray5 = UIColor(rgb: 229, 229, 234)
    public static let systemGray6 = UIColor(rgb: 242, 242, 247)
    public static let tintColor = systemBlue
    public static let label = UIColor.black
    public static let secondaryLabel = UIColor(rgb: 60, 60, 67, alpha: 0.6)
    public static let tertiaryLabel = UIColor(rgb: 60, 60, 67, alpha: 0.3)
    public static let separator = UIColor(rgb: 60, 60, 67, alpha: 0.29)
    public static let systemBackground = UIColor.white
    public static let secondarySystemBackground = UIColor(rgb: 242, 242, 247)
    public static let tertiarySystemBackground = UIColor.white
    public static let systemGroupedBackground = UIColor(rgb: 242, 242, 247)

    private convenience init(rgb r: Int, _ g: Int, _ b: Int, alpha: CGFloat = 1) {
        self.init(red: CGFloat(r) / 255, green: CGFloat(g) / 255, blue: CGFloat(b) / 255, alpha: alpha)
    }

    public static func == (a: UIColor, b: UIColor) -> Bool {
        a.red == b.red && a.green == b.green && a.blue == b.blue && a.alpha == b.alpha
    }
    public var description: String {
        "UIExtendedSRGBColorSpace \(uikitNumber(red)) \(uikitNumber(green)) \(uikitNumber(blue)) \(uikitNumber(alpha))"
    }
}
