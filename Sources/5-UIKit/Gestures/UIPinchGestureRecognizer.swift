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
    open override class var isContinuous: Bool { true }

    /// How far the scale must move from 1 before the pinch begins (UIKit's
    /// hysteresis is undocumented; a twentieth keeps a two-finger pan from
    /// reading as a pinch).
    @_spi(TouchLab) public var scaleThreshold: CGFloat = 0.05

    private var span = TwoFingerSpan()
    private var hasPair = false

    public var scale: CGFloat {
        get { hasPair ? span.scale : 1 }
        set { span.rebase(scale: newValue) }
    }
    public var velocity: CGFloat { hasPair ? span.velocities.scale : 0 }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard !hasPair, let (a, b) = TwoFingerSpan.pair(of: trackedTouches) else { return }
        span.start(a.locationInWindow, b.locationInWindow, at: b.timestamp)
        hasPair = true
    }

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

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) { fingerLifted(cancelled: false) }
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

    open override func reset() {
        span = TwoFingerSpan()
        hasPair = false
    }

    open override var extraDescription: [String] {
        state == .possible || state == .failed ? [] : ["scale = \(uikitNumber(scale))"]
    }
}
