import Foundation

/// The states of an animator (`UIViewPropertyAnimator.state`).
public enum UIViewAnimatingState: Int, Sendable {
    /// Its animations have not started, or have finished: the views are at rest.
    case inactive = 0
    /// Started or paused: its animations are on the views.
    case active = 1
    /// Stopped with `stopAnimation(false)`: waiting for `finishAnimation(at:)`.
    case stopped = 2
}

/// Where an animator's animations ended.
public enum UIViewAnimatingPosition: Int, Sendable {
    /// At the end: the targets.
    case end = 0
    /// At the start: the values before the animation (a reversed animator ends here).
    case start = 1
    /// Wherever they were when stopped.
    case current = 2
}

/// What an interruptible animator does: start, pause, scrub, reverse, stop
/// and finish (`UIViewPropertyAnimator` is one).
public protocol UIViewAnimating: AnyObject {
    /// The animator's state.
    var state: UIViewAnimatingState { get }
    /// Whether the animations are running.
    var isRunning: Bool { get }
    /// Whether the animations run backwards, to their start values.
    var isReversed: Bool { get set }
    /// How far the animations are, 0…1; set it while paused to scrub them.
    var fractionComplete: CGFloat { get set }
    /// Starts (or resumes) the animations.
    func startAnimation()
    /// Starts the animations after a delay, in seconds.
    func startAnimation(afterDelay delay: TimeInterval)
    /// Pauses the animations where they are drawn.
    func pauseAnimation()
    /// Stops the animations where they are drawn.
    func stopAnimation(_ withoutFinishing: Bool)
    /// Finishes a stopped animator at a position.
    func finishAnimation(at finalPosition: UIViewAnimatingPosition)
}

/// An animator whose animations are blocks, with completions and new timing on the way.
public protocol UIViewImplicitlyAnimating: UIViewAnimating {
    /// Adds an animation block.
    func addAnimations(_ animation: @escaping () -> Void)
    /// Adds an animation block that starts part way through.
    func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat)
    /// Adds a block to call when the animations end.
    func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void)
    /// Lets a paused animator run on, with new timing if given.
    func continueAnimation(withTimingParameters parameters: UITimingCurveProvider?, durationFactor: CGFloat)
}

extension UIViewPropertyAnimator: UIViewImplicitlyAnimating {}
