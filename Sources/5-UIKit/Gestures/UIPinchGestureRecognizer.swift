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
open class UIPinchGestureRecognizer: _UITwoFingerGestureRecognizer {
    /// How far the scale must move from 1 before the pinch begins (UIKit's
    /// hysteresis is undocumented; a twentieth keeps a two-finger pan from
    /// reading as a pinch).
    @_spi(TouchLab) public var scaleThreshold: CGFloat = 0.05

    override func spanHasPassedThreshold(_ span: TwoFingerSpan) -> Bool { abs(span.scale - 1) >= scaleThreshold }

    /// The scale factor relative to the points of the two touches when the second landed.
    ///
    /// Setting it (usually to 1, in the action, to apply the pinch incrementally)
    /// rebases it on the current distance between the fingers.
    open var scale: CGFloat {
        get { hasPair ? span.scale : 1 }
        set { span.rebase(scale: newValue) }
    }
    /// The velocity of the pinch, in scale factor per second, over the last 100 ms.
    open var velocity: CGFloat { hasPair ? span.velocities.scale : 0 }
    override var readingDescription: String { "scale = \(uikitNumber(scale))" }
}
