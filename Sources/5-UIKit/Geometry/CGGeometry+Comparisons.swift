import Foundation

// The comparisons iOS code still calls from CoreGraphics' C days
// (`CGRectEqualToRect` … imported into Swift as `equalTo(_:)`). Apple's
// Swift overlay has them; Foundation on Linux has `==` but not these
// (measured: `CGRect.equalTo` does not compile on the Swift 6.3 Linux
// toolchain). Apple's `CGRectEqualToRect`: "Returns whether two rectangles
// are equal in size and position" — Foundation's `==` (Behaviour §15).

extension CGRect {
    /// Whether the two rectangles have the same position and size.
    public func equalTo(_ rect2: CGRect) -> Bool { self == rect2 }
}

extension CGSize {
    /// Whether the two sizes are equal.
    public func equalTo(_ size2: CGSize) -> Bool { self == size2 }
}

extension CGPoint {
    /// Whether the two points are equal.
    public func equalTo(_ point2: CGPoint) -> Bool { self == point2 }
}
