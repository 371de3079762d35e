import Foundation

/// Manages one presentation: where the presented view goes in the
/// container, and what happens around it (a dimming view). Subclass it for
/// a custom presentation (`.custom` with a transitioning delegate).
open class UIPresentationController {
    /// The controller being presented.
    public let presentedViewController: UIViewController
    /// The controller it is presented from (the presentation context's);
    /// `present` sets it when the initializer was given nil. Not optional, as
    /// on iOS, where it is `unowned(unsafe)`: reading it before then stops with a message.
    public var presentingViewController: UIViewController {
        guard let presenter else { APIMisuse.stop("UIPresentationController.presentingViewController read before the presentation began") }
        return presenter
    }
    weak var presenter: UIViewController?
    /// The view the presentation happens in: a `UITransitionView` on the window.
    public internal(set) var containerView: UIView?

    /// Makes the presentation controller of `presentedViewController` presented from `presentingViewController`.
    public init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        self.presentedViewController = presentedViewController
        presenter = presentingViewController
    }

    /// The view animated into place: the presented controller's view by default.
    open var presentedView: UIView? { presentedViewController.viewIfLoaded }
    /// Where the presented view ends: the whole container by default.
    open var frameOfPresentedViewInContainerView: CGRect { containerView?.bounds ?? .zero }
    /// Whether the presenter's views are removed once the presentation is over
    /// (true for full screen and current context, as Apple's styles say).
    open var shouldRemovePresentersView: Bool { false }
    /// Whether the presentation covers the whole screen.
    open var shouldPresentInFullscreen: Bool { true }

    /// Called before the presentation's animations; add a dimming view here.
    open func presentationTransitionWillBegin() {}
    /// Called after them; `completed` false if cancelled.
    open func presentationTransitionDidEnd(_ completed: Bool) {}
    /// Called before the dismissal's animations.
    open func dismissalTransitionWillBegin() {}
    /// Called after them; `completed` false if cancelled.
    open func dismissalTransitionDidEnd(_ completed: Bool) {}
    /// Asked how to adapt and told of dismissals the user makes (`UIAdaptivePresentationControllerDelegate`).
    open weak var delegate: UIAdaptivePresentationControllerDelegate?
    /// The style a compact environment adapts this presentation to when the
    /// delegate does not say: full screen (Apple, `adaptivePresentationStyle`:
    /// "The default implementation of this property returns UIModalPresentationFullScreen").
    open var adaptivePresentationStyle: UIModalPresentationStyle { .fullScreen }
    /// The style for `traitCollection`: `adaptivePresentationStyle` by default.
    open func adaptivePresentationStyle(for traitCollection: UITraitCollection) -> UIModalPresentationStyle { adaptivePresentationStyle }
    /// Called before the container's size changes, with the transition's coordinator (`UIContentContainer`).
    open func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {}

    /// Called before the container lays out its subviews.
    open func containerViewWillLayoutSubviews() {}
    /// Called after the container laid out its subviews.
    open func containerViewDidLayoutSubviews() {}
}

/// The built-in styles' presentation controller: full screen, over full
/// screen, page sheet and over/current context.
final class StylePresentationController: UIPresentationController {
    let style: UIModalPresentationStyle
    init(style: UIModalPresentationStyle, presented: UIViewController, presenting: UIViewController?) {
        self.style = style
        super.init(presentedViewController: presented, presenting: presenting)
    }
    override var shouldRemovePresentersView: Bool { style == .fullScreen || style == .currentContext }
    override var shouldPresentInFullscreen: Bool { style != .currentContext && style != .overCurrentContext }
}

/// A transition in progress: what the animator and interaction controller are given.
final class PresentationTransitionContext: UIViewControllerContextTransitioning {
    let containerView: UIView
    let isAnimated: Bool
    var isInteractive = false
    private(set) var transitionWasCancelled = false
    /// The animator running the transition (an interaction controller drives it).
    var animator: UIViewControllerAnimatedTransitioning?
    let from: UIViewController
    let to: UIViewController
    let isPresenting: Bool
    let presentationController: UIPresentationController
    private let onComplete: (Bool) -> Void
    private var completed = false

    init(container: UIView, animated: Bool, from: UIViewController, to: UIViewController, isPresenting: Bool,
         presentationController: UIPresentationController, onComplete: @escaping (Bool) -> Void) {
        containerView = container; isAnimated = animated; self.from = from; self.to = to
        self.isPresenting = isPresenting; self.presentationController = presentationController; self.onComplete = onComplete
    }

    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
        key == .from ? from : key == .to ? to : nil
    }
    /// As UIKit: the presenter's view is not given when it stays in place (not removed).
    func view(forKey key: UITransitionContextViewKey) -> UIView? {
        let presenterStays = !presentationController.shouldRemovePresentersView
        if key == .to { return isPresenting ? presentationController.presentedView : (presenterStays ? nil : to.viewIfLoaded) }
        if key == .from { return isPresenting ? (presenterStays ? nil : from.viewIfLoaded) : presentationController.presentedView }
        return nil
    }
    func initialFrame(for vc: UIViewController) -> CGRect {
        vc === presentationController.presentedViewController && !isPresenting ? presentationController.frameOfPresentedViewInContainerView : .zero
    }
    func finalFrame(for vc: UIViewController) -> CGRect {
        vc === presentationController.presentedViewController && isPresenting ? presentationController.frameOfPresentedViewInContainerView : .zero
    }
    func completeTransition(_ didComplete: Bool) {
        guard !completed else { return }
        completed = true
        onComplete(didComplete)
        animator?.animationEnded(didComplete)
    }
    func updateInteractiveTransition(_ percentComplete: CGFloat) {}
    // Called by the interaction controller as it decides.
    func finishInteractiveTransition() { transitionWasCancelled = false }
    func cancelInteractiveTransition() { transitionWasCancelled = true }
}
