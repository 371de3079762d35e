import Foundation

/// A two-dimensional vector, as Core Graphics has it (Foundation on Linux has
/// none): `UISpringTimingParameters(dampingRatio:initialVelocity:)` takes one.
public struct CGVector: Equatable, Hashable, Sendable, CustomStringConvertible {
    /// The x component of the vector.
    public var dx: CGFloat
    /// The y component of the vector.
    public var dy: CGFloat
    /// Makes a vector from its two components.
    public init(dx: CGFloat, dy: CGFloat) { self.dx = dx; self.dy = dy }
    /// Makes a vector whose components are both zero.
    public init() { self.init(dx: 0, dy: 0) }
    /// The vector whose components are both zero.
    public static let zero = CGVector()
    /// `(dx, dy)`, as Core Graphics prints it.
    public var description: String { "(\(dx), \(dy))" }
}
