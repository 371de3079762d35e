import CCairo
import Foundation

/// Cairo's `CAIRO_FILTER_GOOD` downscale of a bitmap, computed as Cairo
/// 1.16 and Pixman compute it, for the pixels of a backing store's cache
/// that `draw(_:)` repainted (`BackingStoreCache.update`).
///
/// Why not let Cairo do it: for a downscale, Cairo hands Pixman a
/// separable convolution (a box kernel, 64 phases an axis) that Pixman's
/// generic fetcher runs tap by tap — about 1,900 instructions a canvas
/// pixel for a 3× bitmap shown at 0.83 (5 × 5 taps), half a million a move
/// of a signature pad (0.48 M, `PipelineAndBenchmarks`). The same
/// arithmetic with the taps' places and weights worked out once per column
/// and row, the four channels summed side by side, costs half (0.24 M).
///
/// Why the pixels are the same to the bit: every step is Cairo's and
/// Pixman's own, in the same integer and floating-point operations —
///
/// - the pattern's matrix (canvas pixel → bitmap pixel) is read back from a
///   Cairo context given the calls `CGContext.drawUpright` makes;
/// - the 16.16 transform Pixman gets, with Cairo's split of the
///   translation into an offset and its correction at the centre of the
///   drawn extents (`_cairo_matrix_to_pixman_matrix_offset`, cairo-matrix.c);
/// - the filter's weights (`create_separable_convolution`, `get_filter` and
///   `box_kernel`, cairo-image-source.c);
/// - Pixman's fetch (`bits_image_fetch_separable_convolution_affine`,
///   pixman-fast-path.c): each sample point rounded to the middle of its
///   phase, each tap's weight `(fx·fy + 0x8000) >> 16`, the sums rounded
///   and clamped.
///
/// Cairo centres its correction on the extents it draws, so the transform
/// depends on them: this one is the transform of the whole cache drawn at
/// once (what a fresh cache holds), so a region updated here is the whole
/// bitmap scaled, whatever the region (Cairo's own rect-by-rect update
/// rounded a pixel a level or two apart). Only pixels fully inside the
/// bitmap's rect on the canvas (no antialiased edge) whose taps all lie
/// inside the bitmap are computed here; `interior` says which, and the
/// cache lets Cairo draw any other region. `BackingStoreCacheTests` checks
/// the pixels against Cairo's.
struct BoxFilterDownscale {
    /// The 16.16 transform Pixman samples through (scale and translation).
    let xx: Int32, x0: Int32, yy: Int32, y0: Int32
    /// Cairo's integer offset of the pixel fetched (`ix`, `iy`).
    let offsetX: Int, offsetY: Int
    /// The kernel's taps an axis and its phases' bits.
    let tapsX: Int, tapsY: Int
    let phaseBitsX: Int, phaseBitsY: Int
    /// `tapsX << phaseBitsX` weights, then `tapsY << phaseBitsY` (16.16).
    let weightsX: [Int32], weightsY: [Int32]
    /// The first tap and the phase of each column and row of the cache.
    let columnTap: [Int32], columnPhase: [Int32]
    let rowTap: [Int32], rowPhase: [Int32]
    /// The cache's pixels computed here (in the cache's pixels).
    let interior: (minX: Int, minY: Int, maxX: Int, maxY: Int)
    let pixelWidth: Int, pixelHeight: Int

    /// The downscale of a `pixelWidth` × `pixelHeight` bitmap drawn by
    /// `CGContext.drawUpright` into `rect` under `matrix` (the canvas's,
    /// shifted to the cache's origin), into a cache of `width` × `height`
    /// pixels; nil where this does not apply (a turn, a scale of about 1,
    /// an upscale: Cairo then draws).
    init?(matrix: cairo_matrix_t, rect: CGRect, pixelWidth: Int, pixelHeight: Int, width: Int, height: Int) {
        guard width > 0, height > 0, pixelWidth > 0, pixelHeight > 0, matrix.xy == 0, matrix.yx == 0 else { return nil }
        // The pattern's matrix as Cairo keeps it: the context's inverse, built by the same calls.
        guard let scratch = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 1, 1) else { return nil }
        defer { cairo_surface_destroy(scratch) }
        let cr = cairo_create(scratch)!
        defer { cairo_destroy(cr) }
        var m = matrix
        cairo_set_matrix(cr, &m)
        cairo_translate(cr, Double(rect.minX), Double(rect.minY))
        cairo_scale(cr, Double(rect.width) / Double(pixelWidth), Double(rect.height) / Double(pixelHeight))
        guard cairo_status(cr) == CAIRO_STATUS_SUCCESS else { return nil }
        var pxx = 1.0, pyx = 0.0, pxy = 0.0, pyy = 1.0, px0 = 0.0, py0 = 0.0
        cairo_device_to_user_distance(cr, &pxx, &pyx)
        cairo_device_to_user_distance(cr, &pxy, &pyy)
        cairo_device_to_user(cr, &px0, &py0)
        // A downscale by more than 4/3 on both axes (else Cairo's GOOD is bilinear, or an impulse).
        guard pxy == 0, pyx == 0, pxx >= 1.0 / 0.75, pyy >= 1.0 / 0.75, pxx <= 16, pyy <= 16 else { return nil }

        // _cairo_matrix_to_pixman_matrix_offset: the translation split between an offset and the matrix.
        var tx = px0, ty = py0
        var offsetX = 0, offsetY = 0
        if px0 != 0 || py0 != 0 {
            var norm = max(abs(tx), abs(ty))
            for i in stride(from: -1.0, through: 1.0, by: 2) {
                for j in stride(from: -1.0, through: 1.0, by: 2) {
                    var den = (pxx + i) * (pyy + j) - pxy * pyx
                    if abs(den) < Double.ulpOfOne { continue }
                    var x = py0 * pxy - px0 * (pyy + j)
                    var y = px0 * pyx - py0 * (pxx + i)
                    den = 1 / den
                    x *= den
                    y *= den
                    let newNorm = max(abs(x), abs(y))
                    if norm > newNorm { norm = newNorm; tx = x; ty = y }
                }
            }
            tx = tx.rounded(.down)
            ty = ty.rounded(.down)
            offsetX = Int(-tx)
            offsetY = Int(-ty)
        } else {
            tx = 0; ty = 0
        }
        // cairo_matrix_translate(&m, tx, ty)
        let mxx = 1 * pxx + 0 * pxy, myy = 0 * pyx + 1 * pyy
        let mx0 = tx * pxx + ty * pxy + px0, my0 = tx * pyx + ty * pyy + py0
        // _cairo_matrix_to_pixman_matrix, corrected at the centre of the extents (the whole cache).
        let xc = Double(width) / 2, yc = Double(height) / 2
        guard abs(mxx) < 32767, abs(myy) < 32767, abs(mx0) < 32767, abs(my0) < 32767 else { return nil }
        let t00 = Self.fixed(mxx), t11 = Self.fixed(myy)
        var t02 = Self.fixed(mx0), t12 = Self.fixed(my0)
        // cairo_matrix_invert's scale-and-translation case.
        let ixx = 1 / mxx, iyy = 1 / myy
        let ix0 = -mx0 * ixx, iy0 = -my0 * iyy
        for _ in 0..<5 {
            let vx = Self.fixed(xc), vy = Self.fixed(yc)
            // pixman_transform_point_3d (no cross terms; the third row is (0, 0, 1)).
            let hi0 = Int64(t00) * Int64(vx >> 16) + Int64(t02)
            let lo0 = Int64(t00) * Int64(vx & 0xFFFF)
            let hi1 = Int64(t11) * Int64(vy >> 16) + Int64(t12)
            let lo1 = Int64(t11) * Int64(vy & 0xFFFF)
            let rx = hi0 + ((lo0 + 0x8000) >> 16), ry = hi1 + ((lo1 + 0x8000) >> 16)
            guard rx == Int64(Int32(truncatingIfNeeded: rx)), ry == Int64(Int32(truncatingIfNeeded: ry)) else { break }
            let fx = Double(rx) / 65536, fy = Double(ry) / 65536
            // cairo_matrix_transform_point(&inv, …)
            var x = (ixx * fx + 0 * fy) + ix0
            var y = (0 * fx + iyy * fy) + iy0
            x -= xc
            y -= yc
            // cairo_matrix_transform_distance(matrix, …)
            let dxd = mxx * x + 0 * y, dyd = 0 * x + myy * y
            let dx = Self.fixed(dxd), dy = Self.fixed(dyd)
            t02 &-= dx
            t12 &-= dy
            if dx == 0 && dy == 0 { break }
        }
        (self.xx, self.x0, self.yy, self.y0) = (t00, t02, t11, t12)
        (self.offsetX, self.offsetY) = (offsetX, offsetY)

        // create_separable_convolution with the box kernel, at the pattern's scale.
        let (wx, bx, fx) = Self.boxFilter(pxx)
        let (wy, by, fy) = Self.boxFilter(pyy)
        (tapsX, phaseBitsX, weightsX) = (wx, bx, fx)
        (tapsY, phaseBitsY, weightsY) = (wy, by, fy)
        (self.pixelWidth, self.pixelHeight) = (pixelWidth, pixelHeight)

        // Each column's and row's sample point, as the fetch steps to it.
        func places(count: Int, scale: Int32, translation: Int32, offset: Int, taps: Int, phaseBits: Int) -> ([Int32], [Int32]) {
            var first = [Int32](repeating: 0, count: count), phase = [Int32](repeating: 0, count: count)
            let shift = 16 - phaseBits
            let off = Int64(((taps << 16) - 65536) >> 1)
            for k in 0..<count {
                let hi = Int64(scale) * Int64(k + offset) + Int64(translation)
                let v = hi + ((Int64(scale) * 0x8000 + 0x8000) >> 16)
                let p = ((v >> Int64(shift)) << Int64(shift)) + Int64((1 << shift) >> 1)
                phase[k] = Int32((p & 0xFFFF) >> Int64(shift))
                first[k] = Int32(truncatingIfNeeded: (p - 1 - off) >> 16)
            }
            return (first, phase)
        }
        (columnTap, columnPhase) = places(count: width, scale: t00, translation: t02, offset: offsetX, taps: wx, phaseBits: bx)
        (rowTap, rowPhase) = places(count: height, scale: t11, translation: t12, offset: offsetY, taps: wy, phaseBits: by)

        // The bitmap's rect in the cache's pixels: pixels wholly inside it are not cut by its clip.
        let left = matrix.xx * Double(rect.minX) + matrix.x0, right = matrix.xx * Double(rect.maxX) + matrix.x0
        let top = matrix.yy * Double(rect.minY) + matrix.y0, bottom = matrix.yy * Double(rect.maxY) + matrix.y0
        func inside(_ first: [Int32], taps: Int, limit: Int, from low: Double, to high: Double) -> (Int, Int) {
            var lo = Int.max, hi = Int.min
            for k in 0..<first.count where Double(k) >= low.rounded(.up) + 1 && Double(k + 1) <= high.rounded(.down) - 1
                && first[k] >= 0 && Int(first[k]) + taps <= limit {
                lo = min(lo, k); hi = max(hi, k + 1)
            }
            return (lo, hi)
        }
        let (minX, maxX) = inside(columnTap, taps: wx, limit: pixelWidth, from: left, to: right)
        let (minY, maxY) = inside(rowTap, taps: wy, limit: pixelHeight, from: top, to: bottom)
        guard minX < maxX, minY < maxY else { return nil }
        interior = (minX, minY, maxX, maxY)
    }

    /// `_cairo_fixed_16_16_from_double`: the nearest 16.16 value, ties to even.
    static func fixed(_ d: Double) -> Int32 {
        let magic = d + 103079215104.0
        return Int32(truncatingIfNeeded: Int64(bitPattern: magic.bitPattern) & 0xFFFF_FFFF)
    }

    /// Cairo's box filter for a scale `r` (`get_filter`, `box_kernel`, `box_width`), after its clamps for GOOD.
    static func boxFilter(_ scale: Double) -> (taps: Int, phaseBits: Int, weights: [Int32]) {
        var r = scale
        if !(r < 0x7FFF) { r = 0x7FFF }
        if r > 16 { r = 16 }
        if r < 1.0 / 0.75 { r = 1 }
        let width = r < 1 ? 2 : Int((r + 1).rounded(.up))
        var bits = 0
        if width > 1 { while r * Double(1 << bits) <= 128 { bits += 1 } }
        let phases = 1 << bits
        var weights = [Int32](repeating: 0, count: phases * width)
        if width <= 1 {
            for i in 0..<phases { weights[i] = 65536 }
            return (width, bits, weights)
        }
        func box(_ x: Double) -> Double { max(0, min(min(r, 1), min((r + 1) / 2 - x, (r + 1) / 2 + x))) }
        let step = 1.0 / Double(phases)
        for i in 0..<phases {
            let frac = (Double(i) + 0.5) * step
            let x1 = (frac - Double(width) / 2 - 0.5).rounded(.up) - frac + 0.5
            var total = 0.0
            var newTotal: Int32 = 0
            for j in 0..<width {
                let v = box(x1 + Double(j))
                total += v
                weights[i * width + j] = Int32(v * 65536)
            }
            total = 1 / total
            for j in 0..<width {
                weights[i * width + j] = Int32(Double(weights[i * width + j]) * total)
                newTotal &+= weights[i * width + j]
            }
            weights[i * width + width / 2] &+= 65536 - newTotal
        }
        return (width, bits, weights)
    }

    /// Whether the cache's pixels `x0..<x1`, `y0..<y1` are all computed here.
    func covers(x0: Int, y0: Int, x1: Int, y1: Int) -> Bool {
        x0 >= interior.minX && y0 >= interior.minY && x1 <= interior.maxX && y1 <= interior.maxY && x0 < x1 && y0 < y1
    }

    /// Writes the cache's pixels `x0..<x1`, `y0..<y1` (premultiplied ARGB,
    /// native order, as Cairo's image surfaces hold them) to `destination`
    /// (its first pixel the region's top left), from the bitmap's pixels.
    /// `opaque`: the bitmap is RGB24 (its alpha byte is read as 255).
    func scale(source: UnsafePointer<UInt8>, sourceStride: Int, opaque: Bool,
               x0: Int, y0: Int, x1: Int, y1: Int, into destination: UnsafeMutablePointer<UInt8>, stride: Int) {
        let alphaMask: UInt32 = opaque ? 0xFF00_0000 : 0
        let tapsX = tapsX, tapsY = tapsY
        weightsX.withUnsafeBufferPointer { wx in
        weightsY.withUnsafeBufferPointer { wy in
        columnTap.withUnsafeBufferPointer { columnTap in
        columnPhase.withUnsafeBufferPointer { columnPhase in
            for y in y0..<y1 {
                let firstRow = source + Int(rowTap[y]) * sourceStride
                let yWeights = wy.baseAddress! + Int(rowPhase[y]) * tapsY
                let out = UnsafeMutableRawPointer(destination + (y - y0) * stride).assumingMemoryBound(to: UInt32.self)
                for x in x0..<x1 {
                    let firstColumn = Int(columnTap[x])
                    let xWeights = wx.baseAddress! + Int(columnPhase[x]) * tapsX
                    // The four channels side by side, in memory order (B, G, R, A on a little-endian machine).
                    var sum = SIMD4<Int32>(repeating: 0)
                    for i in 0..<tapsY {
                        let fy = Int(yWeights[i])
                        if fy == 0 { continue }
                        let row = UnsafeRawPointer(firstRow + i * sourceStride).assumingMemoryBound(to: UInt32.self) + firstColumn
                        for j in 0..<tapsX {
                            let fx = Int(xWeights[j])
                            if fx == 0 { continue }
                            let f = Int32(truncatingIfNeeded: (fx &* fy &+ 0x8000) >> 16)
                            let bytes = unsafeBitCast(row[j] | alphaMask, to: SIMD4<UInt8>.self)
                            sum &+= SIMD4<Int32>(truncatingIfNeeded: bytes) &* f
                        }
                    }
                    var rounded = (sum &+ 0x8000) &>> 16
                    rounded.replace(with: 0, where: rounded .< 0)
                    rounded.replace(with: 255, where: rounded .> 255)
                    out[x - x0] = unsafeBitCast(SIMD4<UInt8>(truncatingIfNeeded: rounded), to: UInt32.self)
                }
            }
        }
        }
        }
        }
    }
}
