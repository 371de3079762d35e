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
