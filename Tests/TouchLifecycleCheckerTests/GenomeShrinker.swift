import Foundation

/// Draws genomes from a seed, and shrinks a failing one.
///
/// Why not swift-property-based (the brief's choice): its `Gen+Color.swift`
/// is compiled under `#if canImport(UIKit)`, which is true in this package —
/// our engine's module is named UIKit — and then needs CoreGraphics, so the
/// library does not build here. The checker needs only two things from such
/// a library, seeded generation and greedy shrinking of number lists, and
/// both are small.
enum GenomeShrinker {
    /// SplitMix64: one 64-bit state, every seed gives a different stream, and
    /// the sequence number alone reproduces a sequence.
    struct SeededGenerator: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    static func genome(seed: UInt64) -> CheckerGenome {
        var rng = SeededGenerator(state: seed)
        func list(upTo n: Int) -> [Int] { (0..<Int.random(in: 0...n, using: &rng)).map { _ in Int.random(in: 0...255, using: &rng) } }
        return CheckerGenome(tree: list(upTo: 60), hooks: list(upTo: 12), steps: list(upTo: 40))
    }

    /// The smallest genome reachable from `genome` by removing runs of
    /// numbers and lowering numbers (toward 0, the plainest choice) that
    /// still `fails`. Greedy: take the first smaller candidate that fails,
    /// start over from it, stop when none does.
    static func shrink(_ genome: CheckerGenome, fails: (CheckerGenome) -> Bool) -> (CheckerGenome, steps: Int) {
        var current = genome
        var steps = 0
        var improved = true
        while improved && steps < 2_000 {
            improved = false
            for candidate in candidates(current) where fails(candidate) {
                current = candidate
                steps += 1
                improved = true
                break
            }
        }
        return (current, steps)
    }

    private static func candidates(_ g: CheckerGenome) -> [CheckerGenome] {
        var result: [CheckerGenome] = []
        let paths: [WritableKeyPath<CheckerGenome, [Int]>] = [\.steps, \.hooks, \.tree]
        for path in paths {
            let list = g[keyPath: path]
            // Remove runs: halves first, then smaller and smaller chunks.
            var size = list.count
            while size > 0 {
                var start = 0
                while start < list.count {
                    var c = g
                    c[keyPath: path].removeSubrange(start..<min(start + size, list.count))
                    result.append(c)
                    start += size
                }
                size /= 2
            }
        }
        for path in paths {
            for (i, value) in g[keyPath: path].enumerated() where value > 0 {
                for smaller in Set([0, value / 2, value - 1]) where smaller < value {
                    var c = g
                    c[keyPath: path][i] = smaller
                    result.append(c)
                }
            }
        }
        return result
    }
}
