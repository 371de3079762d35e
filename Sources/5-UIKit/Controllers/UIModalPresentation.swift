import Foundation

/// How a presented controller is shown. Raw values as Apple's.
public enum UIModalPresentationStyle: Int, Sendable {
    /// The system's choice: a page sheet on iOS 13+.
    case automatic = -2
    /// No adaptation.
    case none = -1
    /// Covers the screen; the presenter's views are removed once it is shown.
    case fullScreen = 0
    /// A card over the presenter (iOS 13+'s default).
    case pageSheet = 1
    /// A smaller card; a page sheet on an iPhone.
    case formSheet = 2
    /// Covers the presentation context's view; its views are removed once shown.
    case currentContext = 3
    /// The transitioning delegate's presentation controller decides.
    case custom = 4
    /// Covers the screen; the presenter's views stay underneath.
    case overFullScreen = 5
    /// Covers the presentation context's view; its views stay underneath.
    case overCurrentContext = 6
    /// A popover; a sheet on an iPhone.
    case popover = 7
}

/// The default transition of a presentation. Raw values as Apple's.
public enum UIModalTransitionStyle: Int, Sendable {
    /// Slides up from the bottom of the screen: the default.
    case coverVertical = 0
    /// Flips around the vertical axis.
    case flipHorizontal = 1
    /// Cross-fades.
    case crossDissolve = 2
    /// Curls up the presenter's view.
    case partialCurl = 3
}

/// Vends the objects of a custom presentation.
public protocol UIViewControllerTransitioningDelegate: AnyObject {
    /// The animator for presenting `presented`; nil for the default.
    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> UIViewControllerAnimatedTransitioning?
    /// The animator for dismissing `dismissed`; nil for the default.
    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning?
    /// An interaction controller for the presentation; nil for a plain animation.
    func interactionControllerForPresentation(using animator: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning?
    /// An interaction controller for the dismissal (a pan that drags the sheet down); nil for a plain animation.
    func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning?
    /// The presentation controller of a `.custom` presentation.
    func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                source: UIViewController) -> UIPresentationController?
}

extension UIViewControllerTransitioningDelegate {
    /// None: the default animation.
    public func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                                    source: UIViewController) -> UIViewControllerAnimatedTransitioning? { nil }
    /// None: the default animation.
    public func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? { nil }
    /// None: not interactive.
    public func interactionControllerForPresentation(using animator: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? { nil }
    /// None: not interactive.
    public func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? { nil }
    /// None: a plain `UIPresentationController`.
    public func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                       source: UIViewController) -> UIPresentationController? { nil }
}

/// An object that animates a transition between two controllers' views.
public protocol UIViewControllerAnimatedTransitioning: AnyObject {
    /// How long the transition takes.
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval
    /// Animates the transition; must call `transitionContext.completeTransition(_:)` when done.
    func animateTransition(using transitionContext: UIViewControllerContextTransitioning)
    /// Called once the transition completed or was cancelled.
    func animationEnded(_ transitionCompleted: Bool)
}
extension UIViewControllerAnimatedTransitioning {
    /// Nothing by default.
    public func animationEnded(_ transitionCompleted: Bool) {}
}

/// An object that drives a transition interactively.
public protocol UIViewControllerInteractiveTransitioning: AnyObject {
    /// Starts the interactive transition.
    func startInteractiveTransition(_ transitionContext: UIViewControllerContextTransitioning)
}

/// What an animator is given: the container, the two controllers and their views, and how to finish.
public protocol UIViewControllerContextTransitioning: AnyObject {
    /// The view the transition happens in.
    var containerView: UIView { get }
    /// Whether the transition is animated.
    var isAnimated: Bool { get }
    /// Whether an interaction controller drives it.
    var isInteractive: Bool { get }
    /// Whether the interactive transition was cancelled.
    var transitionWasCancelled: Bool { get }
    /// The controller for `key`: `.from` or `.to`.
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
    /// The view for `key`: `.from` or `.to`.
    func view(forKey key: UITransitionContextViewKey) -> UIView?
    /// Where `vc`'s view starts.
    func initialFrame(for vc: UIViewController) -> CGRect
    /// Where `vc`'s view ends.
    func finalFrame(for vc: UIViewController) -> CGRect
    /// Tells UIKit the animations are over: `didComplete` false if cancelled.
    func completeTransition(_ didComplete: Bool)
    /// The interaction controller's progress, 0…1.
    func updateInteractiveTransition(_ percentComplete: CGFloat)
    /// The interaction will complete.
    func finishInteractiveTransition()
    /// The interaction will be cancelled.
    func cancelInteractiveTransition()
}

/// The keys of a transition's two controllers.
public struct UITransitionContextViewControllerKey: RawRepresentable, Hashable, Sendable {
    /// The key's name.
    public let rawValue: String
    /// Makes a key.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The controller visible at the start.
    public static let from = UITransitionContextViewControllerKey(rawValue: "UITransitionContextFromViewControllerKey")
    /// The controller visible at the end.
    public static let to = UITransitionContextViewControllerKey(rawValue: "UITransitionContextToViewControllerKey")
}
/// The keys of a transition's two views.
public struct UITransitionContextViewKey: RawRepresentable, Hashable, Sendable {
    /// The key's name.
    public let rawValue: String
    /// Makes a key.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The view visible at the start.
    public static let from = UITransitionContextViewKey(rawValue: "UITransitionContextFromViewKey")
    /// The view visible at the end.
    public static let to = UITransitionContextViewKey(rawValue: "UITransitionContextToViewKey")
}
