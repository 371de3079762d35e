import Foundation

/// A colour as Core Graphics and Core Animation hold it: what a layer's
/// `borderColor`, `shadowColor` and `backgroundColor` take, so that iOS's
/// idiom `view.layer.borderColor = UIColor.red.cgColor` reads the same here.
/// Components are extended sRGB, 0…1, like ``UIColor``'s.
public final class CGColor: Equatable, CustomStringConvertible, Sendable {
    /// Red, green, blue and alpha, each 0…1.
    public let components: [CGFloat]?
    /// The colour's opacity, 0…1.
    public var alpha: CGFloat { components?.last ?? 1 }
    /// The number of components: 4 (red, green, blue, alpha).
    public var numberOfComponents: Int { components?.count ?? 0 }

    /// Makes a colour from sRGB components and opacity, each 0…1.
    public init(srgbRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        components = [red, green, blue, alpha]
    }
    /// Makes a colour from red, green, blue and opacity, each 0…1 (sRGB here).
    public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(srgbRed: red, green: green, blue: blue, alpha: alpha)
    }
    /// Makes a grey from its brightness and opacity, each 0…1.
    public convenience init(gray: CGFloat, alpha: CGFloat) {
        self.init(srgbRed: gray, green: gray, blue: gray, alpha: alpha)
    }

    /// Returns the same colour with the given opacity.
    public func copy(alpha: CGFloat) -> CGColor? {
        let c = rgba
        return CGColor(srgbRed: c.0, green: c.1, blue: c.2, alpha: alpha)
    }

    var rgba: (CGFloat, CGFloat, CGFloat, CGFloat) {
        guard let c = components, c.count == 4 else { return (0, 0, 0, alpha) }
        return (c[0], c[1], c[2], c[3])
    }

    /// Colours are equal when their components are.
    public static func == (a: CGColor, b: CGColor) -> Bool { a.components == b.components }

    /// `<CGColor …> [ (kCGColorSpaceICCBased; …) ] ( r g b a )`, shortened to the components.
    public var description: String {
        let c = rgba
        return "<CGColor> ( \(uikitNumber(c.0)) \(uikitNumber(c.1)) \(uikitNumber(c.2)) \(uikitNumber(c.3)) )"
    }
}

extension UIColor {
    /// The Core Graphics colour for this colour: what a layer's colour properties take.
    public var cgColor: CGColor { CGColor(srgbRed: red, green: green, blue: blue, alpha: alpha) }

    /// Makes a colour from a Core Graphics colour.
    public convenience init(cgColor: CGColor) {
        let c = cgColor.rgba
        self.init(red: c.0, green: c.1, blue: c.2, alpha: c.3)
    }
}
