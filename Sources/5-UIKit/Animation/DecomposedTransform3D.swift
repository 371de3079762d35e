import Foundation

/// A `CATransform3D` taken apart the way Core Animation animates one: "the
/// animation of `transform` is not done by component-wise matrix
/// interpolation, instead it's done by decomposing both start and end
/// transforms into the primitive components (rotation, translation, etc.)
/// and then recreating the transform from interpolated components" (Bartosz
/// Ciechanowski, stackoverflow.com/a/44828064; the measured symptom there: a
/// `transform` animation from the identity to a 2π turn does not move, while
/// `transform.rotation` to 2π turns once). Apple names the components in the
/// value functions (`CAValueFunction`: rotate, scale, translate about each
/// axis). The decomposition is Graphics Gems II's "unmatrix" (Spencer W.
/// Thomas), in the form CSS Transforms Level 2 specifies for browsers
/// ("Interpolation of Matrices"), in the row-vector convention Core Animation
/// uses (a point times the matrix; translation in row 4):
///
///     M = scale · skew · rotation (quaternion) · translation · perspective
///
/// A card flipped half way is then a card turned 90° about y with the same
/// perspective — never the flattened affine average, which drops `m34` and
/// shows a squashed rectangle instead of a trapezoid.
struct DecomposedTransform3D: Equatable {
    var scale: (x: CGFloat, y: CGFloat, z: CGFloat) = (1, 1, 1)
    /// The shears: xy (row 2 leaning on row 1), xz, yz.
    var skew: (xy: CGFloat, xz: CGFloat, yz: CGFloat) = (0, 0, 0)
    /// The turn as a unit quaternion (x, y, z, w).
    var rotation: (x: CGFloat, y: CGFloat, z: CGFloat, w: CGFloat) = (0, 0, 0, 1)
    var translation: (x: CGFloat, y: CGFloat, z: CGFloat) = (0, 0, 0)
    /// The matrix's fourth column once the rest is taken out (0, 0, 0, 1 without perspective).
    var perspective: (x: CGFloat, y: CGFloat, z: CGFloat, w: CGFloat) = (0, 0, 0, 1)

    static func == (a: Self, b: Self) -> Bool { a.transform == b.transform }

    /// The parts of `m`; nil for a singular matrix (its upper 3×3 flat, or
    /// `m44` zero), which has no such parts — Core Animation does not
    /// animate through one either (Apple Developer Forums, thread 21945).
    init?(_ m: CATransform3D) {
        guard m.m44 != 0 else { return nil }
        var r = m.rows
        for i in 0..<4 { for j in 0..<4 { r[i][j] /= m.m44 } }
        // The 3×3 part and translation alone (the perspective column cleared).
        var flat = r
        for i in 0..<3 { flat[i][3] = 0 }
        flat[3][3] = 1
        guard let inverse = Self.inverse(flat) else { return nil }
        if r[0][3] != 0 || r[1][3] != 0 || r[2][3] != 0 {
            // M = flat · P, P the identity with column 4 (u, w): that column is flat⁻¹ times M's.
            let column = [r[0][3], r[1][3], r[2][3], r[3][3]]
            var p = [CGFloat](repeating: 0, count: 4)
            for i in 0..<4 { p[i] = (0..<4).reduce(0) { $0 + inverse[i][$1] * column[$1] } }
            perspective = (p[0], p[1], p[2], p[3])
        }
        translation = (r[3][0], r[3][1], r[3][2])
        // Rows of the 3×3 part, made orthonormal in turn (Gram–Schmidt): their lengths are the scales, their leaning the skews.
        var row = (0..<3).map { [r[$0][0], r[$0][1], r[$0][2]] }
        func dot(_ a: [CGFloat], _ b: [CGFloat]) -> CGFloat { a[0] * b[0] + a[1] * b[1] + a[2] * b[2] }
        func length(_ a: [CGFloat]) -> CGFloat { dot(a, a).squareRoot() }
        func minus(_ a: [CGFloat], _ b: [CGFloat], _ k: CGFloat) -> [CGFloat] { [a[0] - k * b[0], a[1] - k * b[1], a[2] - k * b[2]] }
        func unit(_ a: [CGFloat]) -> [CGFloat] { let l = length(a); return l == 0 ? a : a.map { $0 / l } }
        var sx = length(row[0]); row[0] = unit(row[0])
        var xy = dot(row[0], row[1]); row[1] = minus(row[1], row[0], xy)
        var sy = length(row[1]); row[1] = unit(row[1]); xy = sy == 0 ? 0 : xy / sy
        var xz = dot(row[0], row[2]); row[2] = minus(row[2], row[0], xz)
        var yz = dot(row[1], row[2]); row[2] = minus(row[2], row[1], yz)
        var sz = length(row[2]); row[2] = unit(row[2])
        if sz != 0 { xz /= sz; yz /= sz }
        // A mirror: the rows turned left-handed; flip them all (and the scales) back.
        let cross = [row[1][1] * row[2][2] - row[1][2] * row[2][1], row[1][2] * row[2][0] - row[1][0] * row[2][2],
                     row[1][0] * row[2][1] - row[1][1] * row[2][0]]
        if dot(row[0], cross) < 0 {
            sx = -sx; sy = -sy; sz = -sz
            row = row.map { $0.map { -$0 } }
        }
        scale = (sx, sy, sz)
        skew = (xy, xz, yz)
        // The rows are the rotation matrix R (row-vector convention); its quaternion.
        var q = [0.5 * max(0, 1 + row[0][0] - row[1][1] - row[2][2]).squareRoot(),
                 0.5 * max(0, 1 - row[0][0] + row[1][1] - row[2][2]).squareRoot(),
                 0.5 * max(0, 1 - row[0][0] - row[1][1] + row[2][2]).squareRoot(),
                 0.5 * max(0, 1 + row[0][0] + row[1][1] + row[2][2]).squareRoot()]
        if row[2][1] > row[1][2] { q[0] = -q[0] }
        if row[0][2] > row[2][0] { q[1] = -q[1] }
        if row[1][0] > row[0][1] { q[2] = -q[2] }
        rotation = (q[0], q[1], q[2], q[3])
    }

    init() {}

    /// The matrix these parts make.
    var transform: CATransform3D {
        let (x, y, z, w) = rotation
        // The turn in the row-vector convention (the transpose of the column-vector matrix of the quaternion).
        let turn: [[CGFloat]] = [
            [1 - 2 * (y * y + z * z), 2 * (x * y + z * w), 2 * (x * z - y * w)],
            [2 * (x * y - z * w), 1 - 2 * (x * x + z * z), 2 * (y * z + x * w)],
            [2 * (x * z + y * w), 2 * (y * z - x * w), 1 - 2 * (x * x + y * y)],
        ]
        let shear: [[CGFloat]] = [[1, 0, 0], [skew.xy, 1, 0], [skew.xz, skew.yz, 1]]
        let s = [scale.x, scale.y, scale.z]
        var upper = [[CGFloat]](repeating: [0, 0, 0], count: 3)
        for i in 0..<3 { for j in 0..<3 { upper[i][j] = s[i] * (0..<3).reduce(0) { $0 + shear[i][$1] * turn[$1][j] } } }
        let affine = [upper[0] + [0], upper[1] + [0], upper[2] + [0], [translation.x, translation.y, translation.z, 1]]
        let p = [perspective.x, perspective.y, perspective.z, perspective.w]
        // Times P = identity with column 4 replaced by p: columns 1–3 stay; column 4 is each row · p.
        var r = affine
        for i in 0..<4 { r[i][3] = (0..<4).reduce(0) { $0 + affine[i][$1] * p[$1] } }
        return CATransform3D(rows: r)
    }

    /// The parts `t` of the way to `b`: each number mixed linearly, the turn
    /// along the great arc between the quaternions (the shorter way round, as
    /// the 2D `TransformParts` turns).
    func interpolated(to b: DecomposedTransform3D, _ t: CGFloat) -> DecomposedTransform3D {
        func mix(_ x: CGFloat, _ y: CGFloat) -> CGFloat { x + (y - x) * t }
        var r = self
        r.scale = (mix(scale.x, b.scale.x), mix(scale.y, b.scale.y), mix(scale.z, b.scale.z))
        r.skew = (mix(skew.xy, b.skew.xy), mix(skew.xz, b.skew.xz), mix(skew.yz, b.skew.yz))
        r.translation = (mix(translation.x, b.translation.x), mix(translation.y, b.translation.y), mix(translation.z, b.translation.z))
        r.perspective = (mix(perspective.x, b.perspective.x), mix(perspective.y, b.perspective.y),
                         mix(perspective.z, b.perspective.z), mix(perspective.w, b.perspective.w))
        r.rotation = Self.slerp(rotation, b.rotation, t)
        return r
    }

    typealias Quaternion = (x: CGFloat, y: CGFloat, z: CGFloat, w: CGFloat)

    static func slerp(_ a: Quaternion, _ b0: Quaternion, _ t: CGFloat) -> Quaternion {
        var b = b0
        var cosine = a.x * b.x + a.y * b.y + a.z * b.z + a.w * b.w
        if cosine < 0 { cosine = -cosine; b = (-b.x, -b.y, -b.z, -b.w) }   // q and −q are one turn
        cosine = min(1, cosine)
        let angle = acos(cosine)
        guard angle > 1e-9 else { return a }
        let s = sin(angle)
        let ka = sin((1 - t) * angle) / s, kb = sin(t * angle) / s
        return (ka * a.x + kb * b.x, ka * a.y + kb * b.y, ka * a.z + kb * b.z, ka * a.w + kb * b.w)
    }

    /// The turn as angles about x, then y, then z (radians) — the components
    /// `transform.rotation.x/.y/.z` name — and back.
    var eulerAngles: (x: CGFloat, y: CGFloat, z: CGFloat) {
        let m = transformOfRotationOnly
        // Row-vector R = Rx · Ry · Rz: m13 = −sin y.
        let y = asin(max(-1, min(1, -m.m13)))
        if abs(cos(y)) > 1e-9 {
            return (atan2(m.m23, m.m33), y, atan2(m.m12, m.m11))
        }
        // Gimbal lock: put all of the remaining turn in x.
        return (atan2(-m.m32, m.m22), y, 0)
    }

    mutating func setEulerAngles(x: CGFloat, y: CGFloat, z: CGFloat) {
        let r = CATransform3D.product(CATransform3D.product(CATransform3DMakeRotation(x, 1, 0, 0), CATransform3DMakeRotation(y, 0, 1, 0)),
                                      CATransform3DMakeRotation(z, 0, 0, 1))
        rotation = DecomposedTransform3D(r)?.rotation ?? (0, 0, 0, 1)
    }

    private var transformOfRotationOnly: CATransform3D {
        var only = DecomposedTransform3D(); only.rotation = rotation
        return only.transform
    }

    /// A 4×4 inverse by Gauss–Jordan elimination; nil if singular.
    static func inverse(_ m: [[CGFloat]]) -> [[CGFloat]]? {
        var a = m, inv = (0..<4).map { i in (0..<4).map { j in CGFloat(i == j ? 1 : 0) } }
        for col in 0..<4 {
            guard let pivot = (col..<4).max(by: { abs(a[$0][col]) < abs(a[$1][col]) }), abs(a[pivot][col]) > 1e-12 else { return nil }
            a.swapAt(col, pivot); inv.swapAt(col, pivot)
            let k = a[col][col]
            for j in 0..<4 { a[col][j] /= k; inv[col][j] /= k }
            for i in 0..<4 where i != col {
                let f = a[i][col]
                guard f != 0 else { continue }
                for j in 0..<4 { a[i][j] -= f * a[col][j]; inv[i][j] -= f * inv[col][j] }
            }
        }
        return inv
    }
}

extension CATransform3D {
    /// The transform `t` of the way to `b`, as Core Animation animates it
    /// (`DecomposedTransform3D`); a singular end jumps at the end, as on iOS.
    func interpolated(to b: CATransform3D, _ t: CGFloat) -> CATransform3D {
        guard let x = DecomposedTransform3D(self), let y = DecomposedTransform3D(b) else { return t < 1 ? self : b }
        return x.interpolated(to: y, t).transform
    }
}
