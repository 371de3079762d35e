import Foundation

/// What a touch says about how hard and how wide the finger pressed. The
/// input here is a pointer (X's core pointer, Xvfb's XTest device): it has
/// no force sensor and no contact area, so the values are the ones Apple
/// documents for hardware without them, and a pointer's honest size
/// (Behaviour §8).
extension UITouch {
    /// The force of the touch, where 1.0 is an average touch. Always 0 here:
    /// Apple's documentation makes `force` available only "on devices that
    /// support 3D Touch or Apple Pencil", and a pointer is neither; code that
    /// checks `traitCollection.forceTouchCapability` or `maximumPossibleForce > 0`
    /// first takes its no-force path, as on an iPhone without 3D Touch.
    public var force: CGFloat { 0 }

    /// The maximum possible force for a touch: 0 here, for the same reason
    /// as ``force`` — there is no range to report without a force sensor.
    public var maximumPossibleForce: CGFloat { 0 }

    /// The radius, in points, of the touch: half a point. A pointer's
    /// hotspot is one pixel, which on the demo's 1× screen is a square one
    /// point wide; half a point is the radius of the circle it fits in, as
    /// near to a contact radius as a pointer can honestly come. (A finger on
    /// an iPhone reports several points.)
    public var majorRadius: CGFloat { 0.5 }

    /// The tolerance, in points, of ``majorRadius``: half a point, so the
    /// radius lies between 0 and 1 point. Apple: add it to the radius for the
    /// largest the touch may be, subtract it for the smallest.
    public var majorRadiusTolerance: CGFloat { 0.5 }
}
