import Foundation
@_spi(TouchLab) import UIKit

/// A straight (not premultiplied) sRGB colour, components 0…1.
///
/// Drawing keeps its own colour type so themes can be written as hex literals
/// and so nothing here depends on how `UIColor` evolves.
public struct RGBA: Equatable, Sendable, CustomStringConvertible {
    public var red: Double, green: Double, blue: Double, alpha: Double

    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red; self.green = green; self.blue = blue; self.alpha = alpha
    }

    /// `RGBA(hex: 0xFF2D95)` — how designers hand colours over.
    public init(hex: UInt32, alpha: Double = 1) {
        self.init(red: Double((hex >> 16) & 0xFF) / 255, green: Double((hex >> 8) & 0xFF) / 255,
                  blue: Double(hex & 0xFF) / 255, alpha: alpha)
    }

    public init(_ color: UIColor) {
        self.init(red: Double(color.red), green: Double(color.green), blue: Double(color.blue), alpha: Double(color.alpha))
    }

    public func withAlpha(_ alpha: Double) -> RGBA { RGBA(red: red, green: green, blue: blue, alpha: alpha) }
    public func multipliedAlpha(_ factor: Double) -> RGBA { withAlpha(alpha * factor) }

    /// Linear mix towards `other` (`t` = 0 is self).
    public func mixed(with other: RGBA, _ t: Double) -> RGBA {
        let t = min(max(t, 0), 1)
        return RGBA(red: red + (other.red - red) * t, green: green + (other.green - green) * t,
                    blue: blue + (other.blue - blue) * t, alpha: alpha + (other.alpha - alpha) * t)
    }

    /// Rec. 709 relative luminance of the colour's sRGB values — enough to
    /// pick dark or light text on a view's background.
    public var luminance: Double { 0.2126 * red + 0.7152 * green + 0.0722 * blue }

    public var description: String {
        String(format: "#%02X%02X%02X/%.2f", Int((red * 255).rounded()), Int((green * 255).rounded()),
               Int((blue * 255).rounded()), alpha)
    }
}
