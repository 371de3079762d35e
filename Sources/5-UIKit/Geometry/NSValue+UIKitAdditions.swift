import Foundation

// UIKit's and Core Animation's additions to NSValue (Apple, *NSValue UIKit
// Additions*, `NSValue(cgPoint:)` …, and `NSValue(caTransform3D:)`): a
// geometry value boxed as an object, for an animation's `fromValue`, a
// dictionary or an array of them. Points, sizes and rectangles are
// Foundation's own on Linux (`init(point:)`, where `NSPoint` is `CGPoint`);
// the others are boxed as arrays of doubles, because Foundation on Linux
// cannot box a struct type (measured: "NSConcreteValue.TypeInfo: cannot
// encode structs"). Two values are equal when their contents are.

extension NSValue {
    /// A point boxed.
    public convenience init(cgPoint point: CGPoint) { self.init(point: point) }
    /// A size boxed.
    public convenience init(cgSize size: CGSize) { self.init(size: size) }
    /// A rectangle boxed.
    public convenience init(cgRect rect: CGRect) { self.init(rect: rect) }
    /// A vector boxed.
    public convenience init(cgVector vector: CGVector) { self.init(doubles: [vector.dx, vector.dy]) }
    /// An affine transform boxed.
    public convenience init(cgAffineTransform transform: CGAffineTransform) {
        self.init(doubles: [transform.a, transform.b, transform.c, transform.d, transform.tx, transform.ty])
    }
    /// Edge insets boxed.
    public convenience init(uiEdgeInsets insets: UIEdgeInsets) {
        self.init(doubles: [insets.top, insets.left, insets.bottom, insets.right])
    }
    /// An offset boxed.
    public convenience init(uiOffset offset: UIOffset) { self.init(doubles: [offset.horizontal, offset.vertical]) }
    /// A 3D transform boxed (Core Animation's addition).
    public convenience init(caTransform3D transform: CATransform3D) { self.init(doubles: transform.entries) }

    /// The boxed point (zero when the value holds something else, as on iOS's read of other bytes).
    public var cgPointValue: CGPoint { pointValue }
    /// The boxed size.
    public var cgSizeValue: CGSize { sizeValue }
    /// The boxed rectangle.
    public var cgRectValue: CGRect { rectValue }
    /// The boxed vector.
    public var cgVectorValue: CGVector { let d = doubles(2); return CGVector(dx: d[0], dy: d[1]) }
    /// The boxed affine transform.
    public var cgAffineTransformValue: CGAffineTransform {
        let d = doubles(6)
        return CGAffineTransform(a: d[0], b: d[1], c: d[2], d: d[3], tx: d[4], ty: d[5])
    }
    /// The boxed edge insets.
    public var uiEdgeInsetsValue: UIEdgeInsets {
        let d = doubles(4)
        return UIEdgeInsets(top: d[0], left: d[1], bottom: d[2], right: d[3])
    }
    /// The boxed offset.
    public var uiOffsetValue: UIOffset { let d = doubles(2); return UIOffset(horizontal: d[0], vertical: d[1]) }
    /// The boxed 3D transform.
    public var caTransform3DValue: CATransform3D { CATransform3D(entries: doubles(16)) }

    private convenience init(doubles: [CGFloat]) {
        let values = doubles.map(Double.init)
        self.init(bytes: values, objCType: "[\(values.count)d]")
    }

    /// The first `count` doubles the value holds; zeros for a value of another shape.
    private func doubles(_ count: Int) -> [CGFloat] {
        guard String(cString: objCType) == "[\(count)d]" else { return Array(repeating: 0, count: count) }
        var values = [Double](repeating: 0, count: count)
        values.withUnsafeMutableBytes { getValue($0.baseAddress!) }
        return values.map { CGFloat($0) }
    }
}

extension CATransform3D {
    /// The sixteen entries, row by row.
    fileprivate var entries: [CGFloat] { [m11, m12, m13, m14, m21, m22, m23, m24, m31, m32, m33, m34, m41, m42, m43, m44] }
    fileprivate init(entries m: [CGFloat]) {
        self.init(m11: m[0], m12: m[1], m13: m[2], m14: m[3], m21: m[4], m22: m[5], m23: m[6], m24: m[7],
                  m31: m[8], m32: m[9], m33: m[10], m34: m[11], m41: m[12], m42: m[13], m43: m[14], m44: m[15])
    }
}
