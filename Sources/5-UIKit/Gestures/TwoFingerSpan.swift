import Foundation

/// The line between the first two fingers down, as pinch and rotation read
/// it: its length (for `scale`) and its angle (for `rotation`), with the recent
/// values kept for a velocity.
///
/// Both recognizers measure against the line as it was when the second
/// finger landed ("relative to the points of the two touches", Apple's
/// `UIPinchGestureRecognizer.scale` documentation), in window points — the
/// screen's coordinates here. The angle is unwrapped as the fingers turn, so
/// a rotation past half a turn keeps counting (−π … π would jump).
struct TwoFingerSpan {
    /// The length and angle of the line at its base (the second finger's landing, or the last rebase).
    private(set) var baseDistance: CGFloat = 0
    private(set) var baseAngle: CGFloat = 0
    /// The line now: its length and its unwrapped angle.
    private(set) var distance: CGFloat = 0
    private(set) var angle: CGFloat = 0
    private var samples: [(time: TimeInterval, distance: CGFloat, angle: CGFloat)] = []

    /// The first two of `touches` still down, oldest first; nil with fewer.
    static func pair(of touches: [UITouch]) -> (UITouch, UITouch)? {
        var first: UITouch?
        for touch in touches where touch.isDown {
            if let a = first { return (a, touch) }
            first = touch
        }
        return nil
    }

    static func measure(_ a: CGPoint, _ b: CGPoint) -> (distance: CGFloat, angle: CGFloat) {
        (hypot(b.x - a.x, b.y - a.y), atan2(b.y - a.y, b.x - a.x))
    }

    /// A second finger landed (or one of the pair changed): measure from here.
    mutating func start(_ a: CGPoint, _ b: CGPoint, at time: TimeInterval) {
        let m = Self.measure(a, b)
        distance = m.distance; angle = m.angle
        baseDistance = m.distance; baseAngle = m.angle
        samples = [(time, distance, angle)]
    }

    /// The fingers moved: the new length, and the angle turned by the smallest step from the last one.
    mutating func update(_ a: CGPoint, _ b: CGPoint, at time: TimeInterval) {
        let m = Self.measure(a, b)
        var step = m.angle - CGFloat(remainder(Double(angle), 2 * .pi))
        step = CGFloat(remainder(Double(step), 2 * .pi))   // into −π … π
        angle += step
        distance = m.distance
        if let last = samples.last, last.time == time {
            samples[samples.count - 1] = (time, distance, angle)   // same instant (XTest bursts): keep the newest
        } else {
            samples.append((time, distance, angle))
        }
        if samples.count > 16 { samples.removeFirst(samples.count - 16) }
    }

    /// The length now over the length at the base (1 before the line has any length).
    var scale: CGFloat { baseDistance > 0 ? distance / baseDistance : 1 }
    /// Radians turned since the base, clockwise positive (y points down the screen).
    var rotation: CGFloat { angle - baseAngle }

    /// Moves the base so that `scale` reads `newScale` now (UIKit lets an
    /// action reset `scale` to 1). Setting it resets the velocity (Apple's
    /// `scale` documentation): the samples start again from here.
    mutating func rebase(scale newScale: CGFloat) {
        guard newScale > 0, distance > 0 else { return }
        baseDistance = distance / newScale
        restartVelocity()
    }
    /// Moves the base so that `rotation` reads `newRotation` now; resets the
    /// velocity too (Apple's `rotation` documentation).
    mutating func rebase(rotation newRotation: CGFloat) {
        baseAngle = angle - newRotation
        restartVelocity()
    }

    /// Velocity is measured from the last reading on: none until the next move.
    private mutating func restartVelocity() {
        if let last = samples.last { samples = [last] }
    }

    /// Change per second over the last 100 ms of samples: of the scale
    /// (relative to the current base) and of the angle.
    var velocities: (scale: CGFloat, rotation: CGFloat) {
        guard let last = samples.last,
              let first = samples.first(where: { last.time - $0.time <= 0.1 && last.time > $0.time }),
              baseDistance > 0 else { return (0, 0) }
        let dt = CGFloat(last.time - first.time)
        return ((last.distance - first.distance) / baseDistance / dt, (last.angle - first.angle) / dt)
    }
}
