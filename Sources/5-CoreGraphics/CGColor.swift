import Foundation

/// A colour as Core Graphics and Core Animation hold it: what a layer's
/// `borderColor`, `shadowColor` and `backgroundColor` take, so that iOS's
/// idiom `view.layer.borderColor = UIColor.red.cgColor` reads the same here.
/// Components are extended sRGB, 0…1, like ``UIColor``'s.
public final class CGColor: Equatable, CustomStringConvertible, Sendable {
    /// The colour space the components are in: sRGB.
    public var colorSpace: CGColorSpace? { CGColorSpace(name: CGColorSpace.sRGB) }
    /// Makes a colour in `space` from its components (grey+alpha or red, green, blue+alpha).
    public convenience init?(colorSpace space: CGColorSpace, components: UnsafePointer<CGFloat>) {
        if space.numberOfComponents == 1 { self.init(gray: components[0], alpha: components[1]) }
        else { self.init(srgbRed: components[0], green: components[1], blue: components[2], alpha: components[3]) }
    }
    /// Opaque black, white, and a clear colour, as Core Graphics names them.
    public static let black = CGColor(gray: 0, alpha: 1)
    /// Opaque white.
    public static let white = CGColor(gray: 1, alpha: 1)
    /// Fully transparent black.
    public static let clear = CGColor(gray: 0, alpha: 0)

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

    /// Red, green, blue and alpha (black for a colour without four components).
    public var rgba: (CGFloat, CGFloat, CGFloat, CGFloat) {
        guard let c = components, c.count == 4 else { return (0, 0, 0, alpha) }
        return (c[0], c[1], c[2], c[3])
    }

    /// Colours are equal when their components are.
    public static func == (a: CGColor, b: CGColor) -> Bool { a.components == b.components }

    /// `<CGColor …> [ (kCGColorSpaceICCBased; …) ] ( r g b a )`, shortened to the components.
    public var description: String {
        let c = rgba
        func n(_ v: CGFloat) -> String {
            v.isFinite && v == v.rounded() && abs(v) < 1e15 ? String(Int(v)) : String(format: "%g", Double(v))
        }
        return "<CGColor> ( \(n(c.0)) \(n(c.1)) \(n(c.2)) \(n(c.3)) )"
    }
}
