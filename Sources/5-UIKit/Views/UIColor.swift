import Foundation
import Synchronization

/// A colour in extended sRGB, components 0…1. Drawing reads `red/green/blue/alpha`;
/// descriptions print it the way iOS logs do (`UIExtendedSRGBColorSpace 0 0 1 1`).
public final class UIColor: NSObject, Sendable {
    /// The colour's components, each 0…1 in extended sRGB.
    public let red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat
    /// `description`, formatted once: a coloured view's description is taken
    /// with every touches call a trace records, and formatting four `%g`s
    /// was most of it (PipelineAndBenchmarks). A colour never changes; the
    /// lock keeps it `Sendable`.
    private let formattedDescription = Mutex<String?>(nil)

    /// Makes a colour from red, green, blue and opacity, each 0…1.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.red = red; self.green = green; self.blue = blue; self.alpha = alpha
    }
    /// Makes a grey from its brightness and opacity, each 0…1.
    public convenience init(white: CGFloat, alpha: CGFloat) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }
    /// Returns the same colour with the given opacity.
    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        UIColor(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// A colour object whose grayscale value is 0.0 and whose alpha value is 1.0.
    public static let black = UIColor(white: 0, alpha: 1)
    /// A colour object whose grayscale value is 1.0 and whose alpha value is 1.0.
    public static let white = UIColor(white: 1, alpha: 1)
    /// A colour object whose grayscale value is 0.5 and whose alpha value is 1.0.
    public static let gray = UIColor(white: 0.5, alpha: 1)
    /// A colour object whose grayscale value is 2/3 and whose alpha value is 1.0.
    public static let lightGray = UIColor(white: 2.0 / 3.0, alpha: 1)
    /// A colour object whose grayscale value is 1/3 and whose alpha value is 1.0.
    public static let darkGray = UIColor(white: 1.0 / 3.0, alpha: 1)
    /// A colour object whose grayscale and alpha values are both 0.0: fully transparent.
    public static let clear = UIColor(white: 0, alpha: 0)
    /// A colour object whose RGB values are 1, 0, 0 and whose alpha value is 1.0.
    public static let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
    /// A colour object whose RGB values are 0, 1, 0 and whose alpha value is 1.0.
    public static let green = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
    /// A colour object whose RGB values are 0, 0, 1 and whose alpha value is 1.0.
    public static let blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
    /// A colour object whose RGB values are 1, 1, 0 and whose alpha value is 1.0.
    public static let yellow = UIColor(red: 1, green: 1, blue: 0, alpha: 1)
    /// A colour object whose RGB values are 1, 0.5, 0 and whose alpha value is 1.0.
    public static let orange = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)
    /// A colour object whose RGB values are 0.5, 0, 0.5 and whose alpha value is 1.0.
    public static let purple = UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1)
    /// A colour object whose RGB values are 0, 1, 1 and whose alpha value is 1.0.
    public static let cyan = UIColor(red: 0, green: 1, blue: 1, alpha: 1)
    /// A colour object whose RGB values are 1, 0, 1 and whose alpha value is 1.0.
    public static let magenta = UIColor(red: 1, green: 0, blue: 1, alpha: 1)
    /// A colour object whose RGB values are 0.6, 0.4, 0.2 and whose alpha value is 1.0.
    public static let brown = UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1)

    // The system colours, with the sRGB values iOS uses in light mode (Human
    // Interface Guidelines, "Color"). iOS adapts them to dark mode; the demo
    // draws a light phone.
    /// A system red colour: iOS's light-mode value, sRGB (255, 59, 48).
    public static let systemRed = UIColor(rgb: 255, 59, 48)
    /// A system orange colour: iOS's light-mode value, sRGB (255, 149, 0).
    public static let systemOrange = UIColor(rgb: 255, 149, 0)
    /// A system yellow colour: iOS's light-mode value, sRGB (255, 204, 0).
    public static let systemYellow = UIColor(rgb: 255, 204, 0)
    /// A system green colour: iOS's light-mode value, sRGB (52, 199, 89).
    public static let systemGreen = UIColor(rgb: 52, 199, 89)
    /// A system mint colour: iOS's light-mode value, sRGB (0, 199, 190).
    public static let systemMint = UIColor(rgb: 0, 199, 190)
    /// A system teal colour: iOS's light-mode value, sRGB (48, 176, 199).
    public static let systemTeal = UIColor(rgb: 48, 176, 199)
    /// A system cyan colour: iOS's light-mode value, sRGB (50, 173, 230).
    public static let systemCyan = UIColor(rgb: 50, 173, 230)
    /// A system blue colour: iOS's light-mode value, sRGB (0, 122, 255).
    public static let systemBlue = UIColor(rgb: 0, 122, 255)
    /// A system indigo colour: iOS's light-mode value, sRGB (88, 86, 214).
    public static let systemIndigo = UIColor(rgb: 88, 86, 214)
    /// A system purple colour: iOS's light-mode value, sRGB (175, 82, 222).
    public static let systemPurple = UIColor(rgb: 175, 82, 222)
    /// A system pink colour: iOS's light-mode value, sRGB (255, 45, 85).
    public static let systemPink = UIColor(rgb: 255, 45, 85)
    /// A system brown colour: iOS's light-mode value, sRGB (162, 132, 94).
    public static let systemBrown = UIColor(rgb: 162, 132, 94)
    /// A system gray colour: iOS's light-mode value, sRGB (142, 142, 147).
    public static let systemGray = UIColor(rgb: 142, 142, 147)
    /// A system gray 2 colour: iOS's light-mode value, sRGB (174, 174, 178).
    public static let systemGray2 = UIColor(rgb: 174, 174, 178)
    /// A system gray 3 colour: iOS's light-mode value, sRGB (199, 199, 204).
    public static let systemGray3 = UIColor(rgb: 199, 199, 204)
    /// A system gray 4 colour: iOS's light-mode value, sRGB (209, 209, 214).
    public static let systemGray4 = UIColor(rgb: 209, 209, 214)
    /// A system gray 5 colour: iOS's light-mode value, sRGB (229, 229, 234).
    public static let systemGray5 = UIColor(rgb: 229, 229, 234)
    /// A system gray 6 colour: iOS's light-mode value, sRGB (242, 242, 247).
    public static let systemGray6 = UIColor(rgb: 242, 242, 247)
    /// The default tint colour: the system blue. Light mode only here.
    public static let tintColor = systemBlue
    /// The colour for text labels that contain primary content. Light mode only here.
    public static let label = UIColor.black
    /// The colour for text labels that contain secondary content. Light mode only here.
    public static let secondaryLabel = UIColor(rgb: 60, 60, 67, alpha: 0.6)
    /// The colour for text labels that contain tertiary content. Light mode only here.
    public static let tertiaryLabel = UIColor(rgb: 60, 60, 67, alpha: 0.3)
    /// The colour for thin borders or divider lines that allow some underlying content to be visible. Light mode only here.
    public static let separator = UIColor(rgb: 60, 60, 67, alpha: 0.29)
    /// The colour for the main background of your interface. Light mode only here.
    public static let systemBackground = UIColor.white
    /// The colour for content layered on top of the main background. Light mode only here.
    public static let secondarySystemBackground = UIColor(rgb: 242, 242, 247)
    /// The colour for content layered on top of secondary backgrounds. Light mode only here.
    public static let tertiarySystemBackground = UIColor.white
    /// The colour for the main background of your grouped interface. Light mode only here.
    public static let systemGroupedBackground = UIColor(rgb: 242, 242, 247)

    private convenience init(rgb r: Int, _ g: Int, _ b: Int, alpha: CGFloat = 1) {
        self.init(red: CGFloat(r) / 255, green: CGFloat(g) / 255, blue: CGFloat(b) / 255, alpha: alpha)
    }

    /// Colours are equal when their four components are (and `==`, NSObject's, asks this).
    public override func isEqual(_ object: Any?) -> Bool {
        guard let b = object as? UIColor else { return false }
        return red == b.red && green == b.green && blue == b.blue && alpha == b.alpha
    }
    /// Equal colours hash alike.
    public override var hash: Int {
        var hasher = Hasher()
        for component in [red, green, blue, alpha] { hasher.combine(component) }
        return hasher.finalize()
    }
    /// The colour as iOS logs print it: `UIExtendedSRGBColorSpace 0 0 1 1`.
    public override var description: String {
        if let formatted = formattedDescription.withLock({ $0 }) { return formatted }
        let formatted = "UIExtendedSRGBColorSpace \(uikitNumber(red)) \(uikitNumber(green)) \(uikitNumber(blue)) \(uikitNumber(alpha))"
        formattedDescription.withLock { $0 = formatted }
        return formatted
    }
}
