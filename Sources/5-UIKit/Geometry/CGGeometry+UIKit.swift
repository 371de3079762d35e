import Foundation

// Foundation on Linux has CGPoint, CGSize, CGRect and CGFloat; these are the few
// helpers UIKit code expects on top of them.

extension CGPoint {
    /// Hit-testing must never loop or trap on NaN or infinity coming from a bad
    /// event or a bad frame: a non-finite point is simply inside nothing.
    @inlinable var isFinite: Bool { x.isFinite && y.isFinite }

    /// Where a point is seen when its line of sight misses a layer's plane in
    /// front of the eye: nowhere (inside nothing, converted to nothing).
    static let unseen = CGPoint(x: CGFloat.nan, y: .nan)
}

extension CGRect {
    @inlinable var isFiniteRect: Bool {
        origin.x.isFinite && origin.y.isFinite && size.width.isFinite && size.height.isFinite
    }

    /// UIKit's `CGRectContainsPoint`: the origin edges are inside, the far edges are not.
    @inlinable func containsPointUIKit(_ p: CGPoint) -> Bool {
        // Nearly every view's bounds have no negative size, and are their own
        // standardized form: hit-testing asks this of every view it visits.
        if size.width >= 0 && size.height >= 0 {
            return p.x >= origin.x && p.x < origin.x + size.width && p.y >= origin.y && p.y < origin.y + size.height
        }
        let r = standardized
        return p.x >= r.minX && p.x < r.maxX && p.y >= r.minY && p.y < r.maxY
    }
}

/// Formats a number the way UIKit's descriptions do (`%g`): `165`, not
/// `165.0`; `73.8`, not `73.79999999999995`.
///
/// Why not `String(format: "%g")`: a view's description is taken with every
/// touches call a trace records, and a coloured view's has four of these
/// (`UIColor.description`); through Foundation's formatting they were most
/// of a drag event's trace emission (PipelineAndBenchmarks). Most numbers
/// here have a short decimal form: when Swift's shortest round-trip form
/// (`description`) has at most 6 significant digits and `%g` would not use
/// an exponent (10⁻⁴ ≤ |x| < 10⁶), it is exactly what `%g` prints — the
/// double lies within 10⁻¹⁶ of it, far inside half a unit of the 6th digit,
/// so rounding to 6 digits gives it back. Anything else goes to C's
/// `vsnprintf`, as Foundation's formatting would.
func uikitNumber(_ value: CGFloat) -> String {
    if value.isFinite, value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
    let x = Double(value)
    if x.isFinite, abs(x) >= 1e-4, abs(x) < 1e6 {
        let short = x.description
        var significant = 0, leading = true, plain = true
        for byte in short.utf8 {
            switch byte {
            case UInt8(ascii: "0"): if !leading { significant += 1 }
            case UInt8(ascii: "1")...UInt8(ascii: "9"): leading = false; significant += 1
            case UInt8(ascii: "."), UInt8(ascii: "-"): break
            default: plain = false   // an exponent
            }
        }
        // Trailing zeros were counted; the shortest form of a non-integer has none.
        if plain, significant <= 6 { return short }
    }
    // "%g" is at most 6 significant digits, a sign, a point and an exponent: 32 bytes hold it.
    return withUnsafeTemporaryAllocation(of: CChar.self, capacity: 32) { buffer in
        let written = withVaList([x]) { vsnprintf(buffer.baseAddress!, 32, "%g", $0) }
        guard written > 0, written < 32 else { return String(format: "%g", x) }
        return String(cString: buffer.baseAddress!)
    }
}
