import Foundation
import RunLoop

/// An animation you can start, pause, scrub, reverse and stop: UIKit's
/// interactive animator (Behaviour §9).
///
///     inactive ──start / pause / set fractionComplete──▶ active (running or paused)
///     active ──reaches its end (or start, reversed)──▶ inactive, completions(.end / .start)
///     active ──stopAnimation(true)──▶ inactive (no completion; views stay where they are drawn)
///     active ──stopAnimation(false)──▶ stopped ──finishAnimation(at:)──▶ inactive, completions(position)
///
/// The animation blocks run when it first leaves `inactive`: the model
/// values become the targets then, and the views are drawn part way, at the
/// animator's progress. Paused, `fractionComplete` sets that progress
/// directly (linearly: `scrubsLinearly`), which is how a pan scrubs it;
/// `continueAnimation(withTimingParameters:durationFactor:)` lets it run on.
/// Its time is the run loop's clock, like every animation here.
open class UIViewPropertyAnimator: AnimationDriver {
    /// The total duration of the main animations, in seconds.
    public let duration: TimeInterval
    /// The delay before the animations start, set by `startAnimation(afterDelay:)`.
    public private(set) var delay: TimeInterval = 0
    /// The timing curve the animator runs with.
    public private(set) var timingParameters: UITimingCurveProvider?
    /// The animator's state.
    public private(set) var state: UIViewAnimatingState = .inactive
    /// Whether the animations are running (false while paused, stopped or inactive).
    public private(set) var isRunning = false
    /// Whether the animator can be paused, scrubbed and stopped; true by default.
    open var isInterruptible = true
    /// Whether the animated views receive touches while it runs; true by
    /// default for an animator (unlike `UIView.animate`, whose views receive
    /// none unless `.allowUserInteraction`).
    open var isUserInteractionEnabled = true
    /// Whether a paused animator is scrubbed linearly by `fractionComplete`; true by default.
    open var scrubsLinearly = true
    /// Whether the animator stays active, paused at its end, when it gets there; false by default.
    open var pausesOnCompletion = false
    /// Whether to hit-test the animated views yourself; kept, but hit-testing here always uses the model values.
    open var isManualHitTestingEnabled = false

    private var curve: TimingCurve
    private var pendingAnimations: [(block: () -> Void, delayFactor: CGFloat)] = []
    private var completions: [(UIViewAnimatingPosition) -> Void] = []
    private var tracks: [AnimationTrack] = []
    /// After `stopAnimation(false)`: what `finishAnimation(at:)` moves to the start or the end.
    private var stoppedTracks: [AnimationTrack] = []
    private var frames: FrameTimer?
    private weak var runLoop: EventRunLoop?

    /// The progress shown while paused.
    private var pausedProgress: Double = 0
    /// While running: from `segmentFrom` at `segmentStart` to the end (or the start, reversed) over `segmentDuration`.
    private var segmentStart: TimeInterval = 0
    private var segmentFrom: Double = 0
    private var segmentDuration: TimeInterval = 0

    // MARK: Making one

    /// An animator with one of UIKit's named curves.
    public convenience init(duration: TimeInterval, curve: UIView.AnimationCurve, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UICubicTimingParameters(animationCurve: curve))
        if let animations { addAnimations(animations) }
    }

    /// An animator with a cubic Bézier curve through two control points.
    public convenience init(duration: TimeInterval, controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint,
                            animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UICubicTimingParameters(controlPoint1: point1, controlPoint2: point2))
        if let animations { addAnimations(animations) }
    }

    /// An animator with a spring: `ratio` 1 settles without oscillating, less oscillates.
    public convenience init(duration: TimeInterval, dampingRatio ratio: CGFloat, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UISpringTimingParameters(dampingRatio: ratio))
        if let animations { addAnimations(animations) }
    }

    /// An animator with any timing curve; it starts inactive, with no animations.
    public required init(duration: TimeInterval, timingParameters parameters: UITimingCurveProvider) {
        self.duration = max(0, duration.isFinite ? duration : 0)
        timingParameters = parameters
        curve = TimingCurve(parameters, duration: self.duration)
    }

    /// Makes an animator, adds `animations` and `completion`, and starts it after `delay`:
    /// `UIView.animate` as an animator. Its views receive touches only with `.allowUserInteraction`.
    open class func runningPropertyAnimator(withDuration duration: TimeInterval, delay: TimeInterval,
                                            options: UIView.AnimationOptions = [], animations: @escaping () -> Void,
                                            completion: ((UIViewAnimatingPosition) -> Void)? = nil) -> Self {
        let animator = Self.init(duration: duration, timingParameters: UICubicTimingParameters(animationCurve: options.curve))
        animator.isUserInteractionEnabled = options.contains(.allowUserInteraction)
        animator.addAnimations(animations)
        if let completion { animator.addCompletion(completion) }
        animator.startAnimation(afterDelay: delay)
        return animator
    }

    // MARK: Animations and completions

    /// Adds an animation block. Added while active, it runs at once and covers
    /// the remaining time ("(1.0 − fractionComplete) × duration", Apple).
    open func addAnimations(_ animation: @escaping () -> Void) { addAnimations(animation, delayFactor: 0) }

    /// Adds an animation block that starts `delayFactor` (0…1) of the way through the remaining time.
    open func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) {
        let factor = min(1, max(0, Double(delayFactor.isFinite ? delayFactor : 0)))
        guard state == .active, let now = runLoop?.clock.now else {
            pendingAnimations.append((animation, CGFloat(factor)))
            return
        }
        let progress = min(1, max(0, self.progress(at: now)))
        record(animation, startsAt: progress + (1 - progress) * factor)
        tracks.setViewsNeedDisplay()
    }

    /// Adds a block to call when the animations end, with where they ended.
    open func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {
        completions.append(completion)
    }

    // MARK: Running

    /// Starts (or resumes) the animations. A stopped animator must be finished
    /// first: UIKit raises, and so the program stops here, with one line.
    open func startAnimation() {
        guard state != .stopped else {
            APIMisuse.stop("UIViewPropertyAnimator.startAnimation(): the animator is stopped; call finishAnimation(at:) first")
        }
        if state == .inactive { activate() }
        guard !isRunning else { return }
        run(from: pausedProgress, over: nil, startingAt: (runLoop?.clock.now ?? 0) + delay)
    }

    /// Starts the animations after `delay` seconds.
    open func startAnimation(afterDelay delay: TimeInterval) {
        self.delay = max(0, delay.isFinite ? delay : 0)
        startAnimation()
    }

    /// Pauses the animations where they are drawn; an inactive animator
    /// becomes active and paused at the start (ready to be scrubbed).
    open func pauseAnimation() {
        guard isInterruptible, state != .stopped else { return }
        if state == .inactive { activate(); return }
        guard isRunning, let now = runLoop?.clock.now else { return }
        pausedProgress = progress(at: now)
        isRunning = false
        frames?.stop()
        frames = nil
    }

    /// How far the animations are, 0…1. Set it while paused to scrub them
    /// (setting it on an inactive animator pauses it first); a running animator ignores it.
    open var fractionComplete: CGFloat {
        get {
            guard state == .active else { return 0 }
            let now = runLoop?.clock.now ?? 0
            return CGFloat(min(1, max(0, isRunning ? progress(at: now) : pausedProgress)))
        }
        set {
            guard isInterruptible, newValue.isFinite else { return }
            if state == .inactive { pauseAnimation() }
            guard state == .active, !isRunning else { return }
            pausedProgress = Double(min(1, max(0, newValue)))
            tracks.setViewsNeedDisplay()
        }
    }

    /// Whether the animations run backwards, to the start values. Setting it
    /// while running turns them round where they are.
    open var isReversed = false {
        didSet {
            guard isReversed != oldValue, isRunning, let now = runLoop?.clock.now else { return }
            let current = progressIgnoringDirection(at: now, reversed: oldValue)
            run(from: current, over: nil, startingAt: now)
        }
    }

    /// Lets a paused animator run on to its end, with new timing if given.
    /// The new total duration is `durationFactor × duration` (0: the
    /// original), and the animations cover what is left of it.
    open func continueAnimation(withTimingParameters parameters: UITimingCurveProvider?, durationFactor: CGFloat) {
        guard state == .active, !isRunning else { return }
        let total = durationFactor > 0 && durationFactor.isFinite ? Double(durationFactor) * duration : duration
        if let parameters {
            timingParameters = parameters
            curve = TimingCurve(parameters, duration: total)
        }
        run(from: pausedProgress, over: total, startingAt: runLoop?.clock.now ?? 0)
    }

    /// Stops the animations where they are drawn: the views' properties take
    /// those values. `withoutFinishing` true: the animator is done (inactive,
    /// no completion). False: it waits, stopped, for `finishAnimation(at:)`.
    open func stopAnimation(_ withoutFinishing: Bool) {
        guard isInterruptible, state == .active else { return }
        let now = runLoop?.clock.now ?? 0
        let shown = tracks.map { ($0, $0.value(at: now)) }
        isRunning = false
        frames?.stop()
        frames = nil
        endTracks(traced: .interrupted)
        UIView.performWithoutAnimation {
            for (track, value) in shown { track.view?.setModelValue(track.property, value) }
        }
        if withoutFinishing {
            state = .inactive
            reset()
        } else {
            stoppedTracks = shown.map(\.0)
            state = .stopped
        }
    }

    /// Finishes a stopped animator: the views move to the end values, the
    /// start values or stay (`.current`), and the completions are called with
    /// that position. Only a stopped animator can be finished: UIKit raises,
    /// and so the program stops here, with one line.
    open func finishAnimation(at finalPosition: UIViewAnimatingPosition) {
        guard state == .stopped else {
            APIMisuse.stop("UIViewPropertyAnimator.finishAnimation(at: .\(finalPosition)): the animator is \(state), not stopped; call stopAnimation(false) first")
        }
        let tracks = stoppedTracks
        UIView.performWithoutAnimation {
            for track in tracks {
                switch finalPosition {
                case .end: track.view?.setModelValue(track.property, track.to)
                case .start: track.view?.setModelValue(track.property, track.from)
                case .current: break
                }
            }
        }
        complete(at: finalPosition)
    }

    // MARK: The driver

    /// What hit-testing asks (Behaviour §9).
    var allowsUserInteraction: Bool { isUserInteractionEnabled }

    func progress(at now: TimeInterval) -> Double {
        guard isRunning else { return pausedProgress }
        return progressIgnoringDirection(at: now, reversed: isReversed)
    }

    private func progressIgnoringDirection(at now: TimeInterval, reversed: Bool) -> Double {
        let elapsed = now - segmentStart
        guard elapsed > 0 else { return segmentFrom }
        let t = segmentDuration > 0 ? min(1, elapsed / segmentDuration) : 1
        let eased = curve.progress(t)
        return reversed ? segmentFrom * (1 - eased) : segmentFrom + (1 - segmentFrom) * eased
    }

    func trackWasRemoved(_ track: AnimationTrack) {
        tracks.removeAll { $0 === track }
    }

    // MARK: Inside

    /// Runs the pending blocks: the model values become the targets, the views are drawn at progress 0.
    private func activate() {
        state = .active
        isRunning = false
        pausedProgress = 0
        let blocks = pendingAnimations
        pendingAnimations = []
        for (block, factor) in blocks { record(block, startsAt: Double(factor)) }
        runLoop = tracks.lazy.compactMap { $0.view?.animationRunLoop }.first
        for (view, properties) in tracks.viewsAndProperties {
            view.traceAnimation(.began(properties: properties, duration: duration, delay: delay))
        }
    }

    private func record(_ block: () -> Void, startsAt: Double) {
        AnimationTransaction(record: { [self] view, property, old, new in
            guard let now = view.animationRunLoop?.clock.now else { return }
            let inFlight = view.animationTracks[property]
            let from: AnimatedValue
            if let inFlight, inFlight.driver === self { from = inFlight.from }
            else if let inFlight { from = inFlight.value(at: now) }   // take over from where it is drawn
            else { from = old }
            let track = AnimationTrack(view: view, property: property, from: from, to: new, driver: self, startsAt: startsAt)
            tracks.removeAll { $0.view === view && $0.property == property }
            tracks.append(track)
            view.add(track)
        }).run(block)
    }

    /// Runs from `progress` to the end (or the start, reversed), over the
    /// share of `total` (the duration if nil) that is left.
    private func run(from progress: Double, over total: TimeInterval?, startingAt start: TimeInterval) {
        let total = total ?? duration
        segmentFrom = progress
        segmentStart = start
        segmentDuration = total * (isReversed ? progress : 1 - progress)
        isRunning = true
        frames?.stop()
        guard let runLoop, !tracks.isEmpty else {
            complete(at: isReversed ? .start : .end)   // nothing on screen to move: done now
            return
        }
        frames = FrameTimer(name: "UIViewPropertyAnimator", runLoop: runLoop) { [weak self] now in
            guard let self, self.isRunning, self.tracks.contains(where: { $0.view != nil }) else { return false }
            self.tracks.setViewsNeedDisplay()
            guard now - self.segmentStart >= self.segmentDuration else { return true }
            self.reachedEnd()
            return false
        }
    }

    private func reachedEnd() {
        let position: UIViewAnimatingPosition = isReversed ? .start : .end
        if pausesOnCompletion {
            pausedProgress = isReversed ? 0 : 1
            isRunning = false
            frames = nil
            return
        }
        if position == .start {
            let tracks = self.tracks
            UIView.performWithoutAnimation {
                for track in tracks { track.view?.setModelValue(track.property, track.from) }
            }
        }
        complete(at: position)
    }

    private func complete(at position: UIViewAnimatingPosition) {
        isRunning = false
        frames?.stop()
        frames = nil
        endTracks(traced: .completed)
        state = .inactive
        let completions = self.completions
        reset()
        for completion in completions { completion(position) }
    }

    private func endTracks(traced phase: TraceEvent.AnimationPhase) {
        for (view, _) in tracks.viewsAndProperties { view.traceAnimation(phase) }
        for track in tracks { track.view?.remove(track) }
        tracks = []
    }

    private func reset() {
        stoppedTracks = []
        completions = []
        pausedProgress = 0
    }
}
