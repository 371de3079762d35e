import Foundation

/// What a transition coordinator tells the blocks given to it: the
/// transition's state (Apple, `UIViewControllerTransitionCoordinatorContext`).
public protocol UIViewControllerTransitionCoordinatorContext: AnyObject {
    /// Whether the transition is animated.
    var isAnimated: Bool { get }
    /// The presented controller's modal style.
    var presentationStyle: UIModalPresentationStyle { get }
    /// Whether the transition began interactive.
    var initiallyInteractive: Bool { get }
    /// Whether an interaction controller drives it now.
    var isInteractive: Bool { get }
    /// Whether it was cancelled (known once it has ended).
    var isCancelled: Bool { get }
    /// The animator's duration.
    var transitionDuration: TimeInterval { get }
    /// How far an interactive transition is, 0…1.
    var percentComplete: CGFloat { get }
    /// The speed of the end of an interactive transition (1 here).
    var completionVelocity: CGFloat { get }
    /// The curve of the end of an interactive transition.
    var completionCurve: UIView.AnimationCurve { get }
    /// The view the transition happens in.
    var containerView: UIView { get }
    /// A rotation's transform; the identity for a presentation.
    var targetTransform: CGAffineTransform { get }
    /// The controller for `key`: `.from` or `.to`.
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
    /// The view for `key`: `.from` or `.to`.
    func view(forKey key: UITransitionContextViewKey) -> UIView?
}

/// The object a presentation's controllers are given while it runs
/// (`transitionCoordinator`), to animate their own changes with it (Apple,
/// `UIViewControllerTransitionCoordinator`: "Any animations you specify in
/// the animation parameter are run at the same time as the animations for
/// the transition"; "The completion block is executed after the transition
/// finishes"; both get the coordinator's context).
public protocol UIViewControllerTransitionCoordinator: UIViewControllerTransitionCoordinatorContext {
    /// Runs `animation` with the transition's animations and `completion` after it; false if it is over.
    @discardableResult
    func animate(alongsideTransition animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?,
                 completion: ((UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool
    /// The same, for a view outside the container (here: the same).
    @discardableResult
    func animateAlongsideTransition(in view: UIView?, animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?,
                                    completion: ((UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool
    /// Calls `handler` when an interactive transition's interaction ends.
    func notifyWhenInteractionChanges(_ handler: @escaping (UIViewControllerTransitionCoordinatorContext) -> Void)
}

extension UIViewControllerTransitionCoordinator {
    /// `animate(alongsideTransition:completion:)` with no completion (the
    /// Swift overlay's default argument).
    @discardableResult
    public func animate(alongsideTransition animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool {
        animate(alongsideTransition: animation, completion: nil)
    }
}

/// A presentation's or dismissal's coordinator. Blocks given before the
/// animator starts (in `presentationTransitionWillBegin`, `viewWillAppear`…)
/// wait and then run in one `UIView.animate` block of the animator's
/// duration, started as the animator starts, so they move on the same clock;
/// one given while it runs animates over what is left; without animation they
/// run at once, unanimated. The completions run when the animator calls
/// `completeTransition(_:)`, before `presentationTransitionDidEnd(_:)`
/// (`…DidEnd` receives the result they saw in `isCancelled`).
final class PresentationTransitionCoordinator: UIViewControllerTransitionCoordinator {
    private let context: PresentationTransitionContext
    let presentationStyle: UIModalPresentationStyle
    private var waiting: [(UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var completions: [(UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var interactionHandlers: [(UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var started: TimeInterval?
    private(set) var isOver = false
    private(set) var isCancelled = false
    private(set) var transitionDuration: TimeInterval = 0

    init(context: PresentationTransitionContext, style: UIModalPresentationStyle) {
        self.context = context
        presentationStyle = style
    }

    var isAnimated: Bool { context.isAnimated }
    var initiallyInteractive: Bool { context.isInteractive }
    var isInteractive: Bool { context.isInteractive && !isOver }
    var percentComplete: CGFloat { isOver ? 1 : 0 }
    var completionVelocity: CGFloat { 1 }
    var completionCurve: UIView.AnimationCurve { .easeInOut }
    var containerView: UIView { context.containerView }
    var targetTransform: CGAffineTransform { .identity }
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? { context.viewController(forKey: key) }
    func view(forKey key: UITransitionContextViewKey) -> UIView? { context.view(forKey: key) }

    @discardableResult
    func animate(alongsideTransition animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?,
                 completion: ((UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool {
        guard !isOver else { return false }
        if let completion { completions.append(completion) }
        guard let animation else { return true }
        if let started, let now = clockNow {
            let left = max(0, transitionDuration - (now - started))
            UIView.animate(withDuration: left, delay: 0, options: [.beginFromCurrentState], animations: { animation(self) })
        } else {
            waiting.append(animation)
        }
        return true
    }

    @discardableResult
    func animateAlongsideTransition(in view: UIView?, animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?,
                                    completion: ((UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool {
        animate(alongsideTransition: animation, completion: completion)
    }

    func notifyWhenInteractionChanges(_ handler: @escaping (UIViewControllerTransitionCoordinatorContext) -> Void) {
        interactionHandlers.append(handler)
    }

    private var clockNow: TimeInterval? { context.containerView.animationRunLoop?.clock.now }

    /// The animator has started (or, unanimated, the transition is about to complete).
    func start(duration: TimeInterval) {
        transitionDuration = context.isAnimated ? duration : 0
        started = clockNow ?? 0
        let blocks = waiting
        waiting = []
        guard !blocks.isEmpty else { return }
        if context.isAnimated {
            UIView.animate(withDuration: transitionDuration, delay: 0, options: [], animations: { for block in blocks { block(self) } })
        } else {
            UIView.performWithoutAnimation { for block in blocks { block(self) } }
        }
    }

    /// `completeTransition(_:)` was called.
    func finish(completed: Bool) {
        guard !isOver else { return }
        if started == nil { start(duration: 0) }
        isCancelled = !completed
        if context.isInteractive { for handler in interactionHandlers { handler(self) } }
        isOver = true
        let blocks = completions
        completions = []
        for block in blocks { block(self) }
    }
}

extension UIViewController {
    /// The coordinator of the presentation or dismissal this controller, or
    /// an ancestor, takes part in while it runs; nil otherwise (Apple,
    /// `transitionCoordinator`: "When a presentation or dismissal is in
    /// progress, returns the transition coordinator … not nil only during the
    /// transition").
    public var transitionCoordinator: UIViewControllerTransitionCoordinator? {
        var candidate: UIViewController? = self
        while let controller = candidate {
            for record in [controller.presentation, controller.presentedViewController?.presentation].compactMap({ $0 })
            where record.phase != .shown {
                if let coordinator = record.coordinator, !coordinator.isOver { return coordinator }
            }
            candidate = controller.parent
        }
        return nil
    }
}
