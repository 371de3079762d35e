import Foundation
import RunLoop

/// What sets an animation's pace: a `UIView.animate` call (`ViewAnimation`)
/// or a `UIViewPropertyAnimator`. Its tracks ask it how far along they are.
protocol AnimationDriver: AnyObject {
    /// How far from the start values to the targets the animation shows at
    /// clock time `now`: 0 at the start, 1 at the end (a spring passes 1).
    func progress(at now: TimeInterval) -> Double
    /// Whether touches reach the views while this animation moves them
    /// (`.allowUserInteraction`; a property animator's `isUserInteractionEnabled`).
    var allowsUserInteraction: Bool { get }
    /// A newer animation of the same property replaced `track`, or the
    /// layer's animations were removed (`removeAllAnimations()`).
    func trackWasRemoved(_ track: AnimationTrack)
}

/// One property of one view on its way from `from` to `to`: what Core
/// Animation keeps as a `CABasicAnimation` on the view's layer. The model
/// value (what `frame` reads) is `to` from the start; the presentation value
/// (what is drawn, `layer.presentation()`) is read from here.
final class AnimationTrack {
    let property: AnimatedProperty
    private(set) weak var view: UIView?
    let from: AnimatedValue
    let to: AnimatedValue
    let driver: AnimationDriver
    /// The driver's progress at which this track starts: a block added to a
    /// running property animator covers only what is left of it.
    let startsAt: Double

    init(view: UIView, property: AnimatedProperty, from: AnimatedValue, to: AnimatedValue,
         driver: AnimationDriver, startsAt: Double = 0) {
        self.view = view; self.property = property
        self.from = from; self.to = to; self.driver = driver; self.startsAt = startsAt
    }

    /// The value on screen at `now`.
    func value(at now: TimeInterval) -> AnimatedValue {
        value(atProgress: driver.progress(at: now))
    }

    /// A keyframe animation's path through its keyframes (`KeyframePath`); nil: straight from `from` to `to`.
    var keyframes: KeyframePath?

    func value(atProgress progress: Double) -> AnimatedValue {
        if let keyframes { return keyframes.value(at: progress, from: from) }
        let local = startsAt >= 1 ? 1 : (progress - startsAt) / (1 - startsAt)
        return from.interpolated(to: to, max(0, local))
    }
}

extension UIView {
    /// Starts `track` on this view, replacing (and interrupting) the one
    /// already moving the same property: as a layer's `add(_:forKey:)` removes
    /// an animation with the same key, whose delegate then hears `finished == false`.
    func add(_ track: AnimationTrack) {
        let replaced = animationTracks.updateValue(track, forKey: track.property)
        if let replaced, replaced !== track { replaced.driver.trackWasRemoved(replaced) }
        setNeedsRedraw()
    }

    /// Ends `track` if it is still this view's for its property.
    func remove(_ track: AnimationTrack) {
        guard animationTracks[track.property] === track else { return }
        animationTracks[track.property] = nil
        setNeedsRedraw()
    }

    /// Removes every animation of the view (`layer.removeAllAnimations()`):
    /// the view shows its model values at once; completions hear `false`.
    func removeAllAnimationTracks() {
        let tracks = animationTracks.values
        animationTracks = [:]
        for track in tracks { track.driver.trackWasRemoved(track) }
        setNeedsRedraw()
    }

    /// The run loop whose clock and frames the view's animations use: its window's application's.
    var animationRunLoop: EventRunLoop? { window?.windowScene?.application.runLoop }
}

extension Array where Element == AnimationTrack {
    /// Asks the windows of the views these tracks move to redraw: once per
    /// view (a view's tracks are recorded together), since every call walks up to the window.
    func setViewsNeedDisplay() {
        var last: UIView?
        for track in self {
            guard let view = track.view, view !== last else { continue }
            view.setNeedsRedraw()
            last = view
        }
    }

    /// The views these tracks move, each with its properties' names in the order they were set: for the trace.
    var viewsAndProperties: [(UIView, [String])] {
        var result: [(UIView, [String])] = []
        for track in self {
            guard let view = track.view else { continue }
            if let i = result.firstIndex(where: { $0.0 === view }) { result[i].1.append(track.property.viewName) }
            else { result.append((view, [track.property.viewName])) }
        }
        return result
    }
}

extension UIView {
    /// Traces an animation of this view. Animations start in the app's own
    /// code (a handler, a scene's setup, a test), often outside any dispatch
    /// the current tracer is set for: then the view's application's tracer hears it.
    func traceAnimation(_ phase: TraceEvent.AnimationPhase) {
        guard traceIsOn, let tracer = Tracer.current ?? window?.windowScene?.application.tracer,
              tracer.isEnabled else { return }
        tracer.emit(.animation(view: Traced(self), phase: phase))
    }
}
