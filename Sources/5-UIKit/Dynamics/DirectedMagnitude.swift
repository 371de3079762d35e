import Foundation

/// A direction and a strength, read and set either as an angle and a
/// magnitude or as one vector: `UIGravityBehavior`'s `gravityDirection` and
/// `UIPushBehavior`'s `pushDirection` (Apple: "The direction … and magnitude
/// … expressed as a vector"; setting the vector sets the angle and the
/// magnitude, and the reverse). A zero vector has angle 0.
struct DirectedMagnitude {
    /// Radians from the x axis (π/2 points down the screen).
    var angle: CGFloat
    var magnitude: CGFloat
    /// Gravity's rule (Apple, `UIGravityBehavior.magnitude`): setting the magnitude to 0 also sets the angle to 0.
    var zeroMagnitudeResetsAngle = false

    /// Sets the magnitude, keeping gravity's rule.
    mutating func setMagnitude(_ value: CGFloat) {
        magnitude = value
        if value == 0 && zeroMagnitudeResetsAngle { angle = 0 }
    }

    /// The direction scaled by the magnitude.
    var vector: CGVector {
        get { CGVector(dx: magnitude * cos(angle), dy: magnitude * sin(angle)) }
        set {
            magnitude = hypot(newValue.dx, newValue.dy)
            angle = magnitude == 0 ? 0 : atan2(newValue.dy, newValue.dx)
        }
    }

    /// The vector's components as doubles, for the world's forces.
    var components: (x: Double, y: Double) { (Double(magnitude * cos(angle)), Double(magnitude * sin(angle))) }
}
