import Foundation

/// A horizontal and a vertical distance (Apple, `UIOffset`): where an
/// attachment or a push acts on an item, measured from its centre.
public struct UIOffset: Equatable, Hashable, Sendable, CustomStringConvertible {
    /// Points to the right.
    public var horizontal: CGFloat
    /// Points down.
    public var vertical: CGFloat
    /// An offset of `horizontal` and `vertical` points.
    public init(horizontal: CGFloat, vertical: CGFloat) { self.horizontal = horizontal; self.vertical = vertical }
    /// No offset.
    public init() { self.init(horizontal: 0, vertical: 0) }
    /// No offset.
    public static let zero = UIOffset()
    /// `{horizontal, vertical}`, as UIKit prints it.
    public var description: String { "{\(horizontal), \(vertical)}" }
}
