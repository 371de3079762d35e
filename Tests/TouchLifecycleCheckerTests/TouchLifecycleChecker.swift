import Foundation
import Testing
@_spi(TouchLab) @testable import UIKit

/// The randomized, shrinking check of the touch-lifecycle invariant (issue 7).
///
/// Each sequence builds a random tree (plain views, controls, scroll views;
/// some hidden, transparent or non-interactive), attaches random recognizers
/// (tap, double tap, long press, pan, swipe; random `cancelsTouchesInView`,
/// `delaysTouchesBegan`, `delaysTouchesEnded`, acyclic `require(toFail:)`),
/// hooks mutations into touches methods and recognizer actions, and plays
/// pointer input with abuse (release without press, double press, points
/// outside the window, NaN and infinite coordinates, scrolls, time jumps,
/// malformed frames written into the port). A failure is shrunk and printed
/// as Swift-like steps, with the sequence number that reproduces it.
///
/// `swift test` runs 10,000 sequences. Environment:
/// - `TOUCHLAB_CHECK_SEQUENCES=N` runs N (README:
///   `TOUCHLAB_CHECK_SEQUENCES=1000000 swift test -c release -Xswiftc -enable-testing --scratch-path .build-checker --filter TouchLifecycleChecker`;
///   the tests use `@testable import`, which a release build allows only with `-enable-testing`);
/// - `TOUCHLAB_CHECK_FIRST=K` starts at sequence K (to replay one: `…_FIRST=K …_SEQUENCES=1`).
@Suite("TouchLifecycleChecker")
struct TouchLifecycleChecker {
    /// Sequences are dealt round-robin to shards that Swift Testing runs in parallel.
    static let shards = 8
    static let sequences = environmentNumber("TOUCHLAB_CHECK_SEQUENCES", default: 10_000)
    static let first = environmentNumber("TOUCHLAB_CHECK_FIRST", default: 0)

    static func environmentNumber(_ name: String, default value: Int) -> Int {
        guard let text = ProcessInfo.processInfo.environment[name] else { return value }
        guard let n = Int(text.replacingOccurrences(of: "_", with: "")), n >= 0 else {
            FileHandle.standardError.write(Data("TouchLifecycleChecker: \(name)=\(text): expected a whole number ≥ 0\n".utf8))
            exit(2)
        }
        return n
    }

    @Test("random trees, recognizers, mutations and pointer abuse keep every touch's lifecycle", arguments: 0..<shards)
    func invariantHolds(shard: Int) throws {
        var sequence = Self.first + shard
        var checked = 0
        defer { print("TouchLifecycleChecker shard \(shard): \(checked) sequences checked") }
        while sequence < Self.first + Self.sequences {
            checked += 1
            let genome = GenomeShrinker.genome(seed: UInt64(sequence))
            if let report = try Self.violations(genome) {
                let (small, steps) = GenomeShrinker.shrink(genome) { (try? Self.violations($0)) != nil }
                let smallReport = try Self.violations(small) ?? report
                Issue.record(Comment(rawValue: """
                    sequence \(sequence) (replay: TOUCHLAB_CHECK_FIRST=\(sequence) TOUCHLAB_CHECK_SEQUENCES=1), \
                    shrunk in \(steps) steps:
                    \(smallReport)
                    """))
                return
            }
            sequence += Self.shards
        }
    }

    /// The report of a failing run, nil when the invariant held.
    static func violations(_ genome: CheckerGenome) throws -> String? {
        let run = try CheckerRun(genome.scenario)
        run.play()
        return run.violations.isEmpty ? nil : run.report
    }
}
