import Foundation

/// What a trace sink costs a tap: with one, every dispatch step builds its
/// trace event — a ``Traced`` record per object it names (a weak reference,
/// class, address, the demo's name) and, at each touches call, the view's
/// whole `description`, taken then because it shows the frame at that
/// moment (Behaviour §7, "A trace keeps nothing alive"). Without one the
/// engine builds no events at all (`Tracer.anyEnabled`).
///
///     the tap path of `TapInstructions` (X press → port → Source1 → Source0 → hit-test ×2 → touchesBegan; the release)
///       ├─ no sink                       } instructions per tap under callgrind: the count the load cannot move
///       └─ a sink keeping the newest record } taps timed in this process, interleaved rounds: the ratio
enum TraceCaptureCost {
    static func run(runs: Int, quick: Bool, emit: (Result) -> Void) {
        do {
            let plain = try TapInstructions.measure(traced: false)
            let traced = try TapInstructions.measure(traced: true)
            let added = traced.perTap - plain.perTap
            emit(Result(name: "instructions per tap with a trace sink (callgrind)", value: traced.perTap, unit: "instructions",
                        target: "—", meetsTarget: nil,
                        note: String(format: "without a sink %.0f k; the trace adds %.0f k (%.2f ×): a record per object named, "
                                     + "a view's description per touches call; the same count on any load",
                                     plain.perTap / 1e3, added / 1e3, traced.perTap / plain.perTap)))
        } catch {
            emit(.failed("instructions per tap with a trace sink (callgrind)", error))
        }
        do {
            var ratios: [Double] = [], plainTaps: [Double] = [], tracedTaps: [Double] = []
            let rounds = 4, taps = quick ? 500 : 2_000
            for run in 1...runs {
                FileHandle.standardError.write(Data("trace capture run \(run)/\(runs)…\n".utf8))
                var plain: [Double] = [], traced: [Double] = []
                for round in 0..<rounds {
                    // Interleaved, the order reversed every other round: both see the same load.
                    for tracing in round % 2 == 0 ? [false, true] : [true, false] {
                        let perTap = try TapInstructions.run(taps: taps, traced: tracing) / Double(taps) * 1e6
                        if tracing { traced.append(perTap) } else { plain.append(perTap) }
                    }
                }
                let p = Stats.median(plain), t = Stats.median(traced)
                plainTaps.append(p); tracedTaps.append(t); ratios.append(t / p)
            }
            emit(Result(name: "a tap through the in-process X path with a trace sink, per tap", value: Stats.median(tracedTaps),
                        unit: "µs", target: "—", meetsTarget: nil,
                        note: String(format: "%.2f × the same taps without a sink (%.1f µs; median of the runs' ratios, "
                                     + "each run %d interleaved rounds of %d taps); load %.1f",
                                     Stats.median(ratios), Stats.median(plainTaps), rounds, taps, loadAverage())))
        } catch {
            emit(.failed("a tap through the in-process X path with a trace sink", error))
        }
    }
}
