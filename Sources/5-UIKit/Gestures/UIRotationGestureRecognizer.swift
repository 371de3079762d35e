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
open class UIRotationGestureRecognizer: UIGestureRecognizer {
    /// A rotation is continuous: it begins once the fingers have turned, changes
    /// with each move, and ends when one of its two fingers lifts.
    open override class var isContinuous: Bool { true }

    /// How far the fingers must turn before the rotation begins (UIKit's is
    /// undocumented; about 4° keeps a pinch from reading as a rotation).
    @_spi(TouchLab) public var rotationThreshold: CGFloat = 0.07

    private var span = TwoFingerSpan()
    private var hasPair = false

    /// The rotation of the gesture in radians since the second finger landed:
    /// clockwise is positive on screen.
    ///
    /// Setting it (usually to 0, in the action) rebases it on the current angle.
    public var rotation: CGFloat {
        get { hasPair ? span.rotation : 0 }
        set { span.rebase(rotation: newValue) }
    }
    /// The velocity of the rotation, in radians per second, over the last 100 ms.
    public var velocity: CGFloat { hasPair ? span.velocities.rotation : 0 }

    /// Tracks a landing finger; the second one sets the angle the rotation is measured from.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard !hasPair, let (a, b) = TwoFingerSpan.pair(of: trackedTouches) else { return }
        span.start(a.locationInWindow, b.locationInWindow, at: b.timestamp)
        hasPair = true
    }

    /// Begins once the angle has passed the threshold; after that, every move is `.changed`.
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard hasPair, let (a, b) = TwoFingerSpan.pair(of: trackedTouches), let moved = touches.first,
              moved.phase == .moved else { return }
        span.update(a.locationInWindow, b.locationInWindow, at: moved.timestamp)
        switch state {
        case .possible where abs(span.rotation) >= rotationThreshold: state = .began
        case .began, .changed: state = .changed
        default: break
        }
    }

    /// Lifting one of the two fingers ends a rotation that began; the last lifting fails one that did not.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) { fingerLifted(cancelled: false) }
    /// A cancelled touch cancels a rotation that began and fails one that did not.
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) { fingerLifted(cancelled: true) }

    private func fingerLifted(cancelled: Bool) {
        switch state {
        case .began, .changed: state = cancelled ? .cancelled : .ended
        case .possible:
            if numberOfTouches == 0 { state = .failed }
            else if TwoFingerSpan.pair(of: trackedTouches) == nil { hasPair = false }
        default: break
        }
    }

    /// Forgets the two fingers and their span.
    open override func reset() {
        span = TwoFingerSpan()
        hasPair = false
    }

    /// Adds the rotation and velocity to the description.
    open override var extraDescription: [String] {
        state == .possible || state == .failed ? [] : ["rotation = \(uikitNumber(rotation))"]
    }
}
