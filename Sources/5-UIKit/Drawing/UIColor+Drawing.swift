import Foundation

extension UIColor {
    /// Makes this the current context's fill and stroke colour.
    public func set() { setFill(); setStroke() }
    /// Makes this the current context's fill colour.
    public func setFill() { UIGraphicsGetCurrentContext()?.setFillColor(cgColor) }
    /// Makes this the current context's stroke colour.
    public func setStroke() { UIGraphicsGetCurrentContext()?.setStrokeColor(cgColor) }
}
