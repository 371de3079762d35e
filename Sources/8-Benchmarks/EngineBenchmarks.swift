import Foundation

/// The headless engine's figures (issue: "The engine").
enum EngineBenchmarks {
    static func run(runs: Int, quick: Bool) throws -> [Result] {
        var plain: [Double] = [], withRecognizers: [Double] = [], coalesced: [Int] = []
        var p50: [Double] = [], p99: [Double] = []
        var hit: [Double] = []
        var ours: [Double] = [], cf: [Double] = [], ours99: [Double] = [], cf99: [Double] = []
        var shape = (views: 0, depth: 0, hitDepth: 0.0)
        let gestures = quick ? 2_000 : 20_000
        for run in 1...runs {
            FileHandle.standardError.write(Data("engine run \(run)/\(runs)…\n".utf8))
            let a = try DispatchThroughput.measure(gestures: gestures)
            let b = try DispatchThroughput.measure(gestures: gestures, recognizersOnPath: 10)
            plain.append(a.rate); withRecognizers.append(b.rate); coalesced.append(a.coalesced)
            let latency = try TouchDownLatency.measure(samples: quick ? 300 : 2_000)
            p50.append(Stats.median(latency)); p99.append(Stats.percentile(latency, 0.99))
            let h = HitTestCost.measure(queries: quick ? 20_000 : 200_000)
            hit.append(h.microseconds); shape = (h.views, h.depth, h.hitDepth)
            let samples = quick ? 300 : 2_000
            let o = Source0WakeLatency.measure(.eventRunLoop, samples: samples)
            let c = Source0WakeLatency.measure(.coreFoundation, samples: samples)
            ours.append(Stats.median(o)); cf.append(Stats.median(c))
            ours99.append(Stats.percentile(o, 0.99)); cf99.append(Stats.percentile(c, 0.99))
        }
        let rate = Stats.median(plain), rateG = Stats.median(withRecognizers)
        let ratio = Stats.median(zip(withRecognizers, plain).map { $0 / $1 })
        let wakeRatio = Stats.median(zip(ours, cf).map { $0 / $1 })
        return [
            Result(name: "pointer events through port → Source1 → Source0 → dispatch, 100-view scene",
                   value: rate, unit: "events/s", target: "≥ 1 M/s", meetsTarget: rate >= 1_000_000,
                   note: "moves coalesced by a full port: \(coalesced.sorted()[coalesced.count / 2])"),
            Result(name: "the same with 10 recognizers on the hit path", value: rateG, unit: "events/s",
                   target: "≥ ½ of the line above", meetsTarget: ratio >= 0.5,
                   note: String(format: "ratio %.2f (same run)", ratio)),
            Result(name: "inject → touchesBegan latency p50", value: Stats.median(p50), unit: "µs",
                   target: "—", meetsTarget: nil, note: "loop asleep in ppoll before each sample"),
            Result(name: "inject → touchesBegan latency p99", value: Stats.median(p99), unit: "µs",
                   target: "< 50 µs", meetsTarget: Stats.median(p99) < 50),
            Result(name: "hitTest, \(shape.views)-view tree of depth \(shape.depth)", value: Stats.median(hit), unit: "µs",
                   target: "< 10 µs", meetsTarget: Stats.median(hit) < 10,
                   note: String(format: "hits %.1f levels deep on average", shape.hitDepth)),
            Result(name: "Source0 signal → perform from another thread, EventRunLoop p50", value: Stats.median(ours),
                   unit: "µs", target: "≤ CFRunLoop", meetsTarget: wakeRatio <= 1.0,
                   note: String(format: "p99 %.1f µs; ours/CF %.2f", Stats.median(ours99), wakeRatio)),
            Result(name: "Source0 signal → perform from another thread, CFRunLoop p50", value: Stats.median(cf),
                   unit: "µs", target: "reference", meetsTarget: nil,
                   note: String(format: "p99 %.1f µs", Stats.median(cf99))),
        ]
    }
}
