import Foundation

/// A range of motion (Apple, `UIFloatRange`): how far a sliding attachment
/// may slide (points) or a pin attachment may turn (radians) from where it
/// started. `minimum` is at most 0 (back along the axis; counter-clockwise),
/// `maximum` at least 0 (along the axis; clockwise).
public struct UIFloatRange: Equatable, Hashable, Sendable {
    /// Points back along the axis, or radians counter-clockwise: at most 0.
    public var minimum: CGFloat
    /// Points along the axis, or radians clockwise: at least 0.
    public var maximum: CGFloat

    /// A range from `minimum` to `maximum`.
    public init(minimum: CGFloat, maximum: CGFloat) {
        self.minimum = minimum
        self.maximum = maximum
    }

    /// A range of (0, 0): no motion at all.
    public init() { self.init(minimum: 0, maximum: 0) }

    /// No motion (Apple, `UIFloatRange.zero`).
    public static let zero = UIFloatRange(minimum: 0, maximum: 0)
    /// No limit either way (Apple, `UIFloatRange.infinite`): an attachment's default.
    public static let infinite = UIFloatRange(minimum: -.infinity, maximum: .infinity)

    /// Whether both ends are unlimited.
    public var isInfinite: Bool { minimum == -.infinity && maximum == .infinity }
}
