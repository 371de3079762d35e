/// The edges of a rectangle, with Apple's raw values (`UIRectEdge` in UIGeometry.h).
public struct UIRectEdge: OptionSet, Sendable, Hashable {
    /// The edges as bits: top 1, left 2, bottom 4, right 8.
    public let rawValue: UInt
    /// Makes a set of edges from its bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The top edge of the rectangle.
    public static let top = UIRectEdge(rawValue: 1 << 0)
    /// The left edge of the rectangle.
    public static let left = UIRectEdge(rawValue: 1 << 1)
    /// The bottom edge of the rectangle.
    public static let bottom = UIRectEdge(rawValue: 1 << 2)
    /// The right edge of the rectangle.
    public static let right = UIRectEdge(rawValue: 1 << 3)
    /// All four edges of the rectangle.
    public static let all: UIRectEdge = [.top, .left, .bottom, .right]
}
