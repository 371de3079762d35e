import Foundation

/// Where a popover points and who it asks how to adapt (Apple,
/// `UIPopoverPresentationController`). On an iPhone in portrait — the phone
/// here — a popover is horizontally compact, and UIKit adapts it: by default
/// to full screen, or to the style its delegate's
/// `adaptivePresentationStyle(for:traitCollection:)` names, `.none` keeping
/// the popover (Apple, `UIAdaptivePresentationControllerDelegate`). Here a
/// popover that is kept is shown as a sheet: arrows and anchoring are not drawn.
open class UIPopoverPresentationController: UIPresentationController {
    /// The view the popover points at.
    open var sourceView: UIView?
    /// The rectangle in `sourceView` it points at.
    open var sourceRect: CGRect = .zero
    /// The directions its arrow may point.
    open var permittedArrowDirections: UIPopoverArrowDirection = .any
    /// Views the user can touch outside the popover without dismissing it.
    open var passthroughViews: [UIView]?
}

/// The directions a popover's arrow may point.
public struct UIPopoverArrowDirection: OptionSet, Sendable {
    /// The bits.
    public let rawValue: UInt
    /// Makes a set from its bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Up.
    public static let up = UIPopoverArrowDirection(rawValue: 1 << 0)
    /// Down.
    public static let down = UIPopoverArrowDirection(rawValue: 1 << 1)
    /// Left.
    public static let left = UIPopoverArrowDirection(rawValue: 1 << 2)
    /// Right.
    public static let right = UIPopoverArrowDirection(rawValue: 1 << 3)
    /// Any direction.
    public static let any: UIPopoverArrowDirection = [.up, .down, .left, .right]
}
