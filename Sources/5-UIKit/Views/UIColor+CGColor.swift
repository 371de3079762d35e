import Foundation

extension UIColor {
    /// The Core Graphics colour for this colour: what a layer's colour properties take.
    public var cgColor: CGColor { CGColor(srgbRed: red, green: green, blue: blue, alpha: alpha) }

    /// Makes a colour from a Core Graphics colour.
    public convenience init(cgColor: CGColor) {
        let c = cgColor.rgba
        self.init(red: c.0, green: c.1, blue: c.2, alpha: c.3)
    }
}
