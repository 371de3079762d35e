import Foundation

/// Continuous: two fingers turning about each other. `rotation` is in
/// radians, the angle the line between them has turned since the second one
/// landed (clockwise positive on screen, as in UIKit, whose y axis points
/// down); it begins once that angle passes `rotationThreshold`, then each
/// move is `changed`, and lifting one of the two ends it. The angle keeps
/// counting past half a turn.
///
/// `velocity` is radians per second over the last 100 ms. Setting `rotation`
/// (to 0, to apply it incrementally) rebases it on the current angle.
open class UIRotationGestureRecognizer: _UITwoFingerGestureRecognizer {
    /// How far the fingers must turn before the rotation begins (UIKit's is
    /// undocumented; about 4° keeps a pinch from reading as a rotation).
    @_spi(TouchLab) public var rotationThreshold: CGFloat = 0.07

    override func spanHasPassedThreshold(_ span: TwoFingerSpan) -> Bool { abs(span.rotation) >= rotationThreshold }

    /// The rotation of the gesture in radians since the second finger landed:
    /// clockwise is positive on screen.
    ///
    /// Setting it (usually to 0, in the action) rebases it on the current angle.
    open var rotation: CGFloat {
        get { hasPair ? span.rotation : 0 }
        set { span.rebase(rotation: newValue) }
    }
    /// The velocity of the rotation, in radians per second, over the last 100 ms.
    open var velocity: CGFloat { hasPair ? span.velocities.rotation : 0 }
    override var readingDescription: String { "rotation = \(uikitNumber(rotation))" }
}
