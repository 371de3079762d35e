import Foundation

/// Continuous: two fingers moving apart or together. `scale` is the distance
/// between them over the distance when the second one landed (Apple: "the
/// scale factor relative to the points of the two touches in screen
/// coordinates"); it begins once that distance has changed by
/// `scaleThreshold` of itself, then each move is `changed`, and lifting one
/// of the two ends it. One finger alone never begins it; the last finger
/// lifting before it began fails it.
///
/// `velocity` is the scale's change per second over the last 100 ms.
/// Setting `scale` (an action resetting it to 1, the usual way to apply it
/// incrementally) rebases it on the current distance.
open class UIPinchGestureRecognizer: UIGestureRecognizer {
    /// A pinch is continuous: it begins once the scale has moved, changes with
    /// each move, and ends when one of its two fingers lifts.
    open override class var isContinuous: Bool { true }

    /// How far the scale must move from 1 before the pinch begins (UIKit's
    /// hysteresis is undocumented; a twentieth keeps a two-finger pan from
    /// reading as a pinch).
    @_spi(TouchLab) public var scaleThreshold: CGFloat = 0.05

    private var span = TwoFingerSpan()
    private var hasPair = false

    /// The scale factor relative to the points of the two touches when the second landed.
    ///
    /// Setting it (usually to 1, in the action, to apply the pinch incrementally)
    /// rebases it on the current distance between the fingers.
    public var scale: CGFloat {
        get { hasPair ? span.scale : 1 }
        set { span.rebase(scale: newValue) }
    }
    /// The velocity of the pinch, in scale factor per second, over the last 100 ms.
    public var velocity: CGFloat { hasPair ? span.velocities.scale : 0 }

    /// Tracks a landing finger; the second one sets the distance the scale is measured from.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard !hasPair, let (a, b) = TwoFingerSpan.pair(of: trackedTouches) else { return }
        span.start(a.locationInWindow, b.locationInWindow, at: b.timestamp)
        hasPair = true
    }

    /// Begins once the scale has moved by the threshold; after that, every move is `.changed`.
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard hasPair, let (a, b) = TwoFingerSpan.pair(of: trackedTouches), let moved = touches.first,
              moved.phase == .moved else { return }
        span.update(a.locationInWindow, b.locationInWindow, at: moved.timestamp)
        switch state {
        case .possible where abs(span.scale - 1) >= scaleThreshold: state = .began
        case .began, .changed: state = .changed
        default: break
        }
    }

    /// Lifting one of the two fingers ends a pinch that began; the last lifting fails one that did not.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) { fingerLifted(cancelled: false) }
    /// A cancelled touch cancels a pinch that began and fails one that did not.
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) { fingerLifted(cancelled: true) }

    private func fingerLifted(cancelled: Bool) {
        switch state {
        case .began, .changed: state = cancelled ? .cancelled : .ended   // the pair is broken
        case .possible:
            if numberOfTouches == 0 { state = .failed }
            else if TwoFingerSpan.pair(of: trackedTouches) == nil { hasPair = false }   // wait for another second finger
        default: break
        }
    }

    /// Forgets the two fingers and their span.
    open override func reset() {
        span = TwoFingerSpan()
        hasPair = false
    }

    /// Adds the scale and velocity to the description.
    open override var extraDescription: [String] {
        state == .possible || state == .failed ? [] : ["scale = \(uikitNumber(scale))"]
    }
}
