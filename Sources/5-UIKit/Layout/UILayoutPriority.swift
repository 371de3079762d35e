import Foundation

/// How much a constraint matters, from 1 to 1000. A constraint at 1000 is
/// *required*: it holds or the engine reports it unsatisfiable. Below that
/// the engine minimises the sum of priority × how far each constraint is
/// from holding (Apple: "the system attempts to satisfy all required
/// constraints ... then ... optional constraints ... [and] tries to come as
/// close as possible", Auto Layout Guide, *Anatomy of a Constraint*).
public struct UILayoutPriority: RawRepresentable, Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The priority, 1…1000.
    public var rawValue: Float
    /// Makes a priority from its value.
    public init(rawValue: Float) { self.rawValue = rawValue }
    /// Makes a priority from its value.
    public init(_ rawValue: Float) { self.rawValue = rawValue }

    /// 1000: must hold.
    public static let required = UILayoutPriority(1000)
    /// 750: a button's compression resistance.
    public static let defaultHigh = UILayoutPriority(750)
    /// 250: a button's content hugging.
    public static let defaultLow = UILayoutPriority(250)
    /// 50: the level `systemLayoutSizeFitting` asks for its target size at.
    public static let fittingSizeLevel = UILayoutPriority(50)

    /// Orders by value.
    public static func < (a: UILayoutPriority, b: UILayoutPriority) -> Bool { a.rawValue < b.rawValue }
    /// `.defaultHigh + 1`, as apps write it.
    public static func + (a: UILayoutPriority, b: Float) -> UILayoutPriority { UILayoutPriority(a.rawValue + b) }
    /// `.required - 1`, as apps write it.
    public static func - (a: UILayoutPriority, b: Float) -> UILayoutPriority { UILayoutPriority(a.rawValue - b) }
    /// The number, as the console prints it.
    public var description: String { uikitNumber(CGFloat(rawValue)) }
}

extension NSLayoutConstraint {
    /// The axis a hugging or compression priority applies to.
    public enum Axis: Int, Sendable {
        /// Left to right.
        case horizontal = 0
        /// Top to bottom.
        case vertical = 1
    }
}
