import Foundation
import RunLoop

/// Drives a transition's animator with a number — a pan's progress — instead
/// of the clock (Apple's `UIPercentDrivenInteractiveTransition`): the
/// animator's `UIView.animate` calls are caught, their tracks shown at
/// ``percentComplete``; ``finish()`` plays the rest, ``cancel()`` plays it
/// back to the start, and then the animator's completion runs as if its
/// animation had ended. A cancelled transition's views are put back where
/// they started (Behaviour §15).
///
///     pan began    ─▶ dismiss(animated: true) ─▶ startInteractiveTransition ─▶ animator's animate() caught
///     pan changed  ─▶ update(translation / height)
///     pan ended    ─▶ finish() or cancel()  ─▶ the animator's completion ─▶ completeTransition(!cancelled)
open class UIPercentDrivenInteractiveTransition: UIViewControllerInteractiveTransitioning, AnimationDriver {
    /// How far the transition is, 0…1.
    public private(set) var percentComplete: CGFloat = 0
    /// The speed of the rest of the animation after `finish()` or `cancel()`; 1 by default.
    open var completionSpeed: CGFloat = 1
    /// The animator's duration.
    public private(set) var duration: CGFloat = 0
    /// Whether `finish()` or `cancel()` plays the rest with the animator's curve (here: always linear).
    open var completionCurve: UIView.AnimationCurve = .easeInOut
    /// Whether the transition waits for `update(_:)` before it starts: true.
    open var wantsInteractiveStart = true

    private weak var context: PresentationTransitionContext?
    private var tracks: [AnimationTrack] = []
    private var curve: TimingCurve = .linear
    private var completion: ((Bool) -> Void)?
    private var frames: FrameTimer?

    /// Makes an interaction controller.
    public init() {}

    // MARK: UIViewControllerInteractiveTransitioning

    /// Runs the animator with its animations caught.
    open func startInteractiveTransition(_ transitionContext: UIViewControllerContextTransitioning) {
        guard let context = transitionContext as? PresentationTransitionContext, let animator = context.animator else { return }
        self.context = context
        percentComplete = 0
        Self.capturingStack.withValue { $0.append(self) }
        defer { _ = Self.capturingStack.withValue { $0.popLast() } }
        animator.animateTransition(using: context)
    }

    /// Moves the transition to `percentComplete` (0…1).
    open func update(_ percentComplete: CGFloat) {
        self.percentComplete = min(1, max(0, percentComplete))
        context?.updateInteractiveTransition(self.percentComplete)
        tracks.setViewsNeedDisplay()
    }
    /// Plays the rest of the transition to its end.
    open func finish() {
        context?.finishInteractiveTransition()
        play(to: 1)
    }
    /// Plays the transition back to its start; the animator's completion then sees it cancelled.
    open func cancel() {
        context?.cancelInteractiveTransition()
        play(to: 0)
    }

    private func play(to target: CGFloat) {
        guard let runLoop = tracks.lazy.compactMap({ $0.view?.animationRunLoop }).first else { return end(at: target) }
        let from = percentComplete
        let seconds = max(0.0001, Double(duration) * Double(abs(target - from)) / Double(max(completionSpeed, 0.01)))
        let start = runLoop.clock.now
        frames?.stop()
        frames = FrameTimer(name: "interactive transition", runLoop: runLoop) { [weak self] now in
            guard let self else { return false }
            let f = min(1, (now - start) / seconds)
            self.percentComplete = from + (target - from) * CGFloat(f)
            self.tracks.setViewsNeedDisplay()
            guard f >= 1 else { return true }
            self.end(at: target)
            return false
        }
    }

    private func end(at target: CGFloat) {
        frames = nil
        let finished = target >= 1
        for track in tracks {
            track.view?.remove(track)
            if !finished { track.view?.setModelValue(track.property, track.from) }   // back where it started
        }
        tracks = []
        let completion = self.completion
        self.completion = nil
        completion?(true)
    }

    // MARK: Catching the animator's animations

    private static let capturingStack = PerThread<[UIPercentDrivenInteractiveTransition]> { [] }
    /// The interaction controller whose animator is running now, on this thread.
    static var capturing: UIPercentDrivenInteractiveTransition? { capturingStack.withValue { $0.last } }

    func capture(duration: TimeInterval, curve: TimingCurve, animations: @escaping () -> Void, completion: ((Bool) -> Void)?) {
        self.duration = CGFloat(duration)
        self.curve = curve
        self.completion = completion
        Self.capturingStack.withValue { _ = $0.popLast() }   // animations inside run normally
        defer { Self.capturingStack.withValue { $0.append(self) } }
        AnimationTransaction(record: { [self] view, property, old, new in
            let track = AnimationTrack(view: view, property: property, from: old, to: new, driver: self)
            tracks.removeAll { $0.view === view && $0.property == property }
            tracks.append(track)
            view.add(track)
        }).run(animations)
    }

    // MARK: AnimationDriver

    func progress(at now: TimeInterval) -> Double { curve.progress(Double(percentComplete)) }
    var allowsUserInteraction: Bool { true }
    func trackWasRemoved(_ track: AnimationTrack) { tracks.removeAll { $0 === track } }
}
