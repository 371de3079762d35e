import Foundation

/// Smooth pseudo-random values in three dimensions, about −1…1: Ken
/// Perlin's gradient noise as his "Improving Noise" (SIGGRAPH 2002) sets it
/// out — a lattice of pseudo-random gradients, each cell's eight corners
/// blended with the fade 6t⁵ − 15t⁴ + 10t³. The noise and turbulence fields
/// read it (`UIFieldBehavior`, Behaviour §15); Apple's page names "Perlin
/// simplex noise", a later variant on a simplex lattice with the same
/// character. The permutation is shuffled from a fixed seed, so a run is
/// the same every time (tests and recordings replay it).
struct GradientNoise: Sendable {
    private let permutation: [Int]

    init(seed: UInt64) {
        var p = Array(0..<256)
        var state = seed
        for i in stride(from: 255, to: 0, by: -1) {
            state = state &* 6364136223846793005 &+ 1442695040888963407   // Knuth's MMIX LCG
            p.swapAt(i, Int((state >> 33) % UInt64(i + 1)))
        }
        permutation = p + p
    }

    /// The noise at (x, y, z): 0 on every lattice point, smooth between them.
    func value(_ x: Double, _ y: Double, _ z: Double) -> Double {
        let fx = floor(x), fy = floor(y), fz = floor(z)
        let X = Int(fx) & 255, Y = Int(fy) & 255, Z = Int(fz) & 255
        let x = x - fx, y = y - fy, z = z - fz
        let u = fade(x), v = fade(y), w = fade(z)
        let p = permutation
        let a = p[X] + Y, aa = p[a] + Z, ab = p[a + 1] + Z
        let b = p[X + 1] + Y, ba = p[b] + Z, bb = p[b + 1] + Z
        return lerp(w, lerp(v, lerp(u, grad(p[aa], x, y, z), grad(p[ba], x - 1, y, z)),
                               lerp(u, grad(p[ab], x, y - 1, z), grad(p[bb], x - 1, y - 1, z))),
                       lerp(v, lerp(u, grad(p[aa + 1], x, y, z - 1), grad(p[ba + 1], x - 1, y, z - 1)),
                               lerp(u, grad(p[ab + 1], x, y - 1, z - 1), grad(p[bb + 1], x - 1, y - 1, z - 1))))
    }

    private func fade(_ t: Double) -> Double { t * t * t * (t * (t * 6 - 15) + 10) }
    private func lerp(_ t: Double, _ a: Double, _ b: Double) -> Double { a + t * (b - a) }
    /// One of twelve edge directions of a cube, picked by the hash's low bits.
    private func grad(_ hash: Int, _ x: Double, _ y: Double, _ z: Double) -> Double {
        let h = hash & 15
        let u = h < 8 ? x : y
        let v = h < 4 ? y : (h == 12 || h == 14 ? x : z)
        return ((h & 1) == 0 ? u : -u) + ((h & 2) == 0 ? v : -v)
    }
}
