import Foundation

// Foundation on Linux has CGPoint, CGSize, CGRect and CGFloat; these are the few
// helpers UIKit code expects on top of them.

extension CGPoint {
    /// Hit-testing must never loop or trap on NaN or infinity coming from a bad
    /// event or a bad frame: a non-finite point is simply inside nothing.
    @inlinable var isFinite: Bool { x.isFinite && y.isFinite }
}

extension CGRect {
    @inlinable var isFiniteRect: Bool {
        origin.x.isFinite && origin.y.isFinite && size.width.isFinite && size.height.isFinite
    }

    /// UIKit's `CGRectContainsPoint`: the origin edges are inside, the far edges are not.
    @inlinable func containsPointUIKit(_ p: CGPoint) -> Bool {
        let r = standardized
        return p.x >= r.minX && p.x < r.maxX && p.y >= r.minY && p.y < r.maxY
    }
}

/// Formats a number the way UIKit's descriptions do (`%g`): `165`, not
/// `165.0`; `73.8`, not `73.79999999999995`.
func uikitNumber(_ value: CGFloat) -> String {
    if value.isFinite, value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
    return String(format: "%g", Double(value))
}
