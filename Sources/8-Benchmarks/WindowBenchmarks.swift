import Foundation
import XServer

/// The real window's figures (issue: "A real X11 window"), under a private Xvfb.
enum WindowBenchmarks {
    static func run(runs: Int, quick: Bool, framesAndMemory: Bool = true, emit: (Result) -> Void) {
        let server: XvfbServer
        do { server = try XvfbServer(width: 1280, height: 800) } catch {
            return emit(.failed("window benchmarks (Xvfb)", error))
        }
        defer { server.stop() }
        do { try latency(server: server, runs: runs, quick: quick).forEach(emit) } catch {
            emit(.failed("X press/release → touchesBegan/Ended", error))
        }
        if framesAndMemory { FrameBenchmarks.run(server: server, runs: runs, quick: quick, emit: emit) }
    }

    static func latency(server: XvfbServer, runs: Int, quick: Bool) throws -> [Result] {
        var ours50: [Double] = [], ours99: [Double] = [], plain50: [Double] = [], plain99: [Double] = [], ratio: [Double] = []
        var hops = Array(repeating: [Double](), count: XEventLatency.hopNames.count)
        var unspun50: [Double] = [], unspunRatio: [Double] = [], unspunRead: [Double] = []
        for run in 1...runs {
            FileHandle.standardError.write(Data("window run \(run)/\(runs)…\n".utf8))
            // The same path with SpringBoard's 2 ms poll after an action off, in the same run.
            let unspun = try XEventLatency.measure(server: server, samples: quick ? 200 : 1_000, spinAfterInput: .zero)
            let s = try XEventLatency.measure(server: server, samples: quick ? 200 : 1_000)
            let o = Stats.median(s.ours) / 1000, p = Stats.median(s.plain) / 1000
            ours50.append(o); plain50.append(p); ratio.append(o / p)
            ours99.append(Stats.percentile(s.ours, 0.99) / 1000); plain99.append(Stats.percentile(s.plain, 0.99) / 1000)
            for (h, hop) in s.hops.enumerated() { hops[h].append(Stats.median(hop.values) / 1000) }
            unspun50.append(Stats.median(unspun.ours) / 1000)
            unspunRatio.append(Stats.median(unspun.ours) / Stats.median(unspun.plain))
            unspunRead.append(Stats.median(unspun.hops.first?.values ?? []) / 1000)
        }
        let r = Stats.median(ratio)
        let hopText = zip(XEventLatency.hopNames, hops).map { String(format: "%@ %.1f", $0, Stats.median($1)) }.joined(separator: "; ")
        return [
            Result(name: "X press/release → touchesBegan/Ended, p50", value: Stats.median(ours50), unit: "µs",
                   target: "≤ 1.5 × plain Xlib", meetsTarget: r <= 1.5,
                   note: String(format: "%.2f × the plain loop (median of the runs' ratios, each in one run); p99 %.1f µs", r, Stats.median(ours99))),
            Result(name: "plain Xlib loop in C, same events, p50", value: Stats.median(plain50), unit: "µs",
                   target: "the limit", meetsTarget: nil, note: String(format: "p99 %.1f µs", Stats.median(plain99))),
            Result(name: "the X path's hops, p50 of each (they need not add up to the p50 above)", value: hops.map(Stats.median).reduce(0, +),
                   unit: "µs", target: "—", meetsTarget: nil, note: hopText + " (µs)"),
            Result(name: "the same, SpringBoard not polling after an action, p50", value: Stats.median(unspun50), unit: "µs",
                   target: "—", meetsTarget: nil,
                   note: String(format: "%.2f × the plain loop (same runs); X server → SpringBoard's read %.1f µs",
                                Stats.median(unspunRatio), Stats.median(unspunRead))),
        ]
    }
}

