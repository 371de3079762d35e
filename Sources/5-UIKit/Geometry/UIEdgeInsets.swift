import Foundation

/// Inset distances for views: positive values shrink a rectangle (content
/// insets, safe-area insets, layout margins).
public struct UIEdgeInsets: Equatable, Hashable, Sendable, CustomStringConvertible {
    /// The inset at the top edge.
    public var top: CGFloat
    /// The inset at the left edge.
    public var left: CGFloat
    /// The inset at the bottom edge.
    public var bottom: CGFloat
    /// The inset at the right edge.
    public var right: CGFloat
    /// Makes insets from the four distances, in UIKit's order.
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top; self.left = left; self.bottom = bottom; self.right = right
    }
    /// All four insets zero.
    public init() { self.init(top: 0, left: 0, bottom: 0, right: 0) }
    /// No inset.
    public static let zero = UIEdgeInsets()
    /// As `NSStringFromUIEdgeInsets` prints them: `{59, 0, 34, 0}`.
    public var description: String { "{\(uikitNumber(top)), \(uikitNumber(left)), \(uikitNumber(bottom)), \(uikitNumber(right))}" }
}

/// Edge insets that follow the reading direction: leading and trailing
/// instead of left and right (left-to-right here, so leading is left).
public struct NSDirectionalEdgeInsets: Equatable, Hashable, Sendable {
    /// The inset at the top edge.
    public var top: CGFloat
    /// The inset at the leading edge.
    public var leading: CGFloat
    /// The inset at the bottom edge.
    public var bottom: CGFloat
    /// The inset at the trailing edge.
    public var trailing: CGFloat
    /// Makes insets from the four distances, in UIKit's order.
    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        self.top = top; self.leading = leading; self.bottom = bottom; self.trailing = trailing
    }
    /// All four insets zero.
    public init() { self.init(top: 0, leading: 0, bottom: 0, trailing: 0) }
    /// No inset.
    public static let zero = NSDirectionalEdgeInsets()
}

extension CGRect {
    /// The rectangle shrunk by `insets` (UIKit's `inset(by:)`).
    public func inset(by insets: UIEdgeInsets) -> CGRect {
        CGRect(x: origin.x + insets.left, y: origin.y + insets.top,
               width: size.width - insets.left - insets.right, height: size.height - insets.top - insets.bottom)
    }
}
