import Foundation
import RunLoop

/// One `UIView.animate` call: the tracks its block started, their shared
/// timing, and the completion handler.
///
///     animate(…) ─▶ block runs: each property set ─▶ a track (model = target at once)
///                ─▶ trace "began"; display frames start (FrameTimer)
///     each frame  ─▶ the views redraw at their presentation values
///     past the end ─▶ tracks removed, trace "completed", completion(true)
///     a track replaced by a newer animation of its property, or removed
///                 ─▶ when none is left: trace "interrupted", completion(false)
///
/// Progress follows the run loop's clock, so it is exact on the headless
/// driver's virtual clock and slowed with the demo's `--speed`.
final class ViewAnimation: AnimationDriver {
    /// The clock's time when the block ran: read from the first view it animates (its window's run loop).
    private(set) var start: TimeInterval?
    let delay: TimeInterval
    let duration: TimeInterval
    let curve: TimingCurve
    let options: UIView.AnimationOptions
    private var tracks: [AnimationTrack] = []
    private var completion: ((Bool) -> Void)?
    private var wasInterrupted = false
    private var isOver = false
    private var frames: FrameTimer?
    private weak var runLoop: EventRunLoop?

    var allowsUserInteraction: Bool { options.contains(.allowUserInteraction) }

    init(duration: TimeInterval, delay: TimeInterval, curve: TimingCurve, options: UIView.AnimationOptions,
         completion: ((Bool) -> Void)?) {
        self.duration = duration; self.delay = max(0, delay); self.curve = curve; self.options = options
        self.completion = completion
    }

    /// Runs the block, recording a track for each property it changes, then
    /// sets the tracks moving (or, with nothing to animate, completes on the next turn of the loop).
    func run(_ animations: () -> Void) {
        AnimationTransaction(record: { [self] view, property, old, new in
            record(view, property, old, new)
        }).run(animations)
        let runLoop = tracks.lazy.compactMap { $0.view?.animationRunLoop }.first
        self.runLoop = runLoop
        for (view, properties) in tracks.viewsAndProperties {
            view.traceAnimation(.began(properties: properties, duration: duration, delay: delay))
        }
        guard let runLoop, !tracks.isEmpty else { return finish(finished: true, later: true) }
        frames = FrameTimer(name: "UIView animation", runLoop: runLoop) { [weak self] now in
            guard let self, !self.isOver else { return false }
            // The views are gone (a scene torn down mid-repeat): nothing left to move, so it ends, interrupted.
            guard self.tracks.contains(where: { $0.view != nil }) else {
                self.finish(finished: false, later: false)
                return false
            }
            self.tracks.setViewsNeedDisplay()
            guard self.hasEnded(at: now) else { return true }
            self.finish(finished: true, later: false)
            return false
        }
    }

    private func record(_ view: UIView, _ property: AnimatedProperty, _ old: AnimatedValue, _ new: AnimatedValue) {
        // A view in no window has no clock to move on: it takes the new value at once, as nothing draws it.
        guard let now = view.animationRunLoop?.clock.now else { return }
        if start == nil { start = now }
        let inFlight = view.animationTracks[property]
        let from: AnimatedValue
        if let inFlight, inFlight.driver === self {
            from = inFlight.from          // set twice in one block: one animation, from the first value
        } else if let inFlight, options.contains(.beginFromCurrentState) {
            from = inFlight.value(at: now)   // from where it is drawn now
        } else {
            from = old                    // from the model value: the old target, if one was in flight
        }
        if from == new, inFlight == nil { return }
        let track = AnimationTrack(view: view, property: property, from: from, to: new, driver: self)
        // Set again in this block (a keyframe animation's later keyframe): the
        // track is replaced quietly — that is not an interruption.
        if let inFlight, inFlight.driver === self { view.remove(inFlight) }
        tracks.removeAll { $0.view === view && $0.property == property }
        tracks.append(track)
        view.add(track)
    }

    // MARK: Time

    private var cycles: Double { options.contains(.autoreverse) ? 2 : 1 }

    func progress(at now: TimeInterval) -> Double {
        guard let start else { return 1 }
        let elapsed = now - start - delay
        if elapsed <= 0 { return 0 }   // waiting out the delay: drawn at the start values
        guard duration > 0 else { return 1 }
        if !options.contains(.repeat), elapsed >= duration * cycles {
            return options.contains(.autoreverse) ? 0 : 1   // an autoreversed animation ends where it began, then jumps to the model
        }
        let leg = elapsed / duration
        var within = leg.truncatingRemainder(dividingBy: 1)
        if options.contains(.autoreverse), Int(leg) % 2 == 1 { within = 1 - within }
        return curve.progress(within)
    }

    func hasEnded(at now: TimeInterval) -> Bool {
        guard let start else { return true }
        return !options.contains(.repeat) && now - start - delay >= duration * cycles
    }

    // MARK: Ending

    func trackWasRemoved(_ track: AnimationTrack) {
        tracks.removeAll { $0 === track }
        wasInterrupted = true
        if let view = track.view, !tracks.contains(where: { $0.view === view }) {
            view.traceAnimation(.interrupted)
        }
        if tracks.isEmpty { finish(finished: false, later: true) }
    }

    /// `later`: the completion runs on the next turn of the run loop, as UIKit
    /// calls it after Core Animation reports the stop, never inside the
    /// caller's own code (a block that replaced this animation, say).
    private func finish(finished: Bool, later: Bool) {
        guard !isOver else { return }
        isOver = true
        frames?.stop()
        let finished = finished && !wasInterrupted
        let viewsAndProperties = tracks.viewsAndProperties
        for track in tracks { track.view?.remove(track) }
        tracks = []
        for (view, _) in viewsAndProperties {
            view.traceAnimation(finished ? .completed : .interrupted)
        }
        guard let completion else { return }
        self.completion = nil
        if later, let runLoop {
            runLoop.perform { completion(finished) }
        } else {
            completion(finished)
        }
    }
}
