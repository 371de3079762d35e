import Foundation

/// An element VoiceOver reads that is not a view: a part of a view the
/// view draws itself (a slider's two thumbs, a chart's bars). Its container
/// lists it in `accessibilityElements`; its frame is given in screen
/// coordinates or, with ``accessibilityFrameInContainerSpace``, in the
/// container's (Apple's `UIAccessibilityElement`).
open class UIAccessibilityElement {
    /// The view (or element) that contains this one; not retained, as in UIKit.
    open weak var accessibilityContainer: AnyObject?

    /// Makes an element in a container — the view that lists it in `accessibilityElements`.
    public init(accessibilityContainer container: Any) {
        accessibilityContainer = container as AnyObject
    }

    /// True by default: an element exists to be read.
    open var isAccessibilityElement = true
    /// What VoiceOver says first.
    open var accessibilityLabel: String?
    /// The element's value, read after its label.
    open var accessibilityValue: String?
    /// What happens when the element is activated.
    open var accessibilityHint: String?
    /// What the element is and how it behaves.
    open var accessibilityTraits: UIAccessibilityTraits = .none
    /// An identifier for UI tests.
    open var accessibilityIdentifier: String?
    /// Actions VoiceOver offers in its rotor.
    open var accessibilityCustomActions: [UIAccessibilityCustomAction]?
    /// The language VoiceOver speaks the label in.
    open var accessibilityLanguage: String?
    /// The frame in the container view's coordinates; when set (not `.zero`),
    /// ``accessibilityFrame`` follows the container as it moves.
    open var accessibilityFrameInContainerSpace: CGRect = .zero
    private var screenFrame: CGRect = .zero
    /// The frame in screen coordinates: the one set, or the one in container space converted.
    open var accessibilityFrame: CGRect {
        get {
            if accessibilityFrameInContainerSpace != .zero, let view = accessibilityContainer as? UIView {
                guard let window = view.window else { return view.convert(accessibilityFrameInContainerSpace, to: nil) }
                return view.convert(accessibilityFrameInContainerSpace, to: window).offsetBy(dx: window.frame.minX, dy: window.frame.minY)
            }
            return screenFrame
        }
        set { screenFrame = newValue }
    }
    private var activationPoint: CGPoint?
    /// The point VoiceOver activates; the frame's middle by default.
    open var accessibilityActivationPoint: CGPoint {
        get { activationPoint ?? CGPoint(x: accessibilityFrame.midX, y: accessibilityFrame.midY) }
        set { activationPoint = newValue }
    }

    /// Swipe up on an adjustable element: override to raise its value.
    open func accessibilityIncrement() {}
    /// Swipe down on an adjustable element: override to lower its value.
    open func accessibilityDecrement() {}
    /// Double tap; return true if handled. False by default.
    open func accessibilityActivate() -> Bool { false }
}
