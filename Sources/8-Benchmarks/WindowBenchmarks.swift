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
        var warm50: [Double] = [], warmRatio: [Double] = []
        var serverOurs: [Double] = [], serverPlain: [Double] = [], serverUnspun: [Double] = []
        for run in 1...runs {
            FileHandle.standardError.write(Data("window run \(run)/\(runs)…\n".utf8))
            // Interleaved rounds: the plain loop, our path, our path with
            // SpringBoard's 2 ms poll after an action off, and the plain loop
            // back to back, in turn (the order reversed every other round), so
            // each sees the same load: the machine is shared, and its load
            // moves within a run. The plain loop the ratio divides by idles
            // before each sample as our path's harness does; back to back it
            // measures a machine still awake from the sample before.
            let rounds = 4, perRound = (quick ? 200 : 1_000) / rounds
            var s = XEventLatency.Sample(ours: [], plain: [], hops: XEventLatency.hopNames.map { ($0, []) })
            var unspun = s
            var warm: [Double] = []
            var plainWork = XEventLatency.ServerWork()
            func add(_ part: XEventLatency.Sample, to whole: inout XEventLatency.Sample) {
                whole.ours += part.ours
                whole.serverWork.add(part.serverWork.nanoseconds, samples: part.serverWork.samples)
                for h in whole.hops.indices { whole.hops[h].values += part.hops[h].values }
            }
            for round in 0..<rounds {
                let order = round % 2 == 0 ? [0, 1, 2, 3] : [3, 2, 1, 0]
                for which in order {
                    switch which {
                    case 0:
                        let plain = try XEventLatency.measurePlain(server: server, samples: perRound, serverWork: &plainWork)
                        s.plain += plain; unspun.plain += plain
                    case 1: add(try XEventLatency.measureOurs(server: server, samples: perRound), to: &s)
                    case 2: add(try XEventLatency.measureOurs(server: server, samples: perRound, spinAfterInput: .zero), to: &unspun)
                    default: warm += try XEventLatency.measurePlain(server: server, samples: perRound, afterIdle: false)
                    }
                }
            }
            let o = Stats.median(s.ours) / 1000, p = Stats.median(s.plain) / 1000
            ours50.append(o); plain50.append(p); ratio.append(o / p)
            ours99.append(Stats.percentile(s.ours, 0.99) / 1000); plain99.append(Stats.percentile(s.plain, 0.99) / 1000)
            for (h, hop) in s.hops.enumerated() { hops[h].append(Stats.median(hop.values) / 1000) }
            unspun50.append(Stats.median(unspun.ours) / 1000)
            unspunRatio.append(Stats.median(unspun.ours) / Stats.median(unspun.plain))
            unspunRead.append(Stats.median(unspun.hops.first?.values ?? []) / 1000)
            warm50.append(Stats.median(warm) / 1000)
            warmRatio.append(Stats.median(s.ours) / Stats.median(warm))
            serverOurs.append(s.serverWork.perSample / 1000); serverUnspun.append(unspun.serverWork.perSample / 1000)
            serverPlain.append(plainWork.perSample / 1000)
        }
        let r = Stats.median(ratio)
        let taps: Result
        do {
            let count = try TapInstructions.measure()
            taps = Result(name: "instructions per tap on the X path's CPU side (callgrind)", value: count.perTap, unit: "instructions",
                          target: "—", meetsTarget: nil,
                          note: String(format: "translate + port write + Source1 + Source0 + dispatch, press and release, grid app: "
                                       + "(%.1f M − %.1f M) / %d taps; the same count on any load", count.long / 1e6, count.short / 1e6,
                                       TapInstructions.counts.long - TapInstructions.counts.short))
        } catch {
            taps = .failed("instructions per tap on the X path's CPU side (callgrind)", error)
        }
        let hopText = zip(XEventLatency.hopNames, hops).map { String(format: "%@ %.1f", $0, Stats.median($1)) }.joined(separator: "; ")
        return [
            Result(name: "X press/release → touchesBegan/Ended, p50", value: Stats.median(ours50), unit: "µs",
                   target: "≤ 1.5 × plain Xlib", meetsTarget: r <= 1.5,
                   note: String(format: "%.2f × the plain loop idle as long before each sample (median of the runs' ratios; each run 4 interleaved rounds); %.2f × the plain loop back to back; p99 %.1f µs; load %.1f",
                                r, Stats.median(warmRatio), Stats.median(ours99), loadAverage())),
            Result(name: "plain Xlib loop in C, same events, idle \(XEventLatency.idleMicrosecondsBeforeSample) µs before each, p50",
                   value: Stats.median(plain50), unit: "µs",
                   target: "the limit", meetsTarget: nil,
                   note: String(format: "p99 %.1f µs; back to back (the machine still awake from the sample before) %.2f µs",
                                Stats.median(plain99), Stats.median(warm50))),
            Result(name: "the X path's hops, p50 of each (they need not add up to the p50 above)", value: hops.map(Stats.median).reduce(0, +),
                   unit: "µs", target: "—", meetsTarget: nil, note: hopText + " (µs)"),
            Result(name: "the same, SpringBoard not polling after an action, p50", value: Stats.median(unspun50), unit: "µs",
                   target: "—", meetsTarget: nil,
                   note: String(format: "%.2f × the plain loop (same runs); X server → SpringBoard's read %.1f µs",
                                Stats.median(unspunRatio), Stats.median(unspunRead))),
            Result(name: "the X server's own CPU time per sample of our path (schedstat)", value: Stats.median(serverOurs),
                   unit: "µs", target: "—", meetsTarget: nil,
                   note: String(format: "the plain loop's %.1f µs (same rounds); SpringBoard not polling %.1f µs",
                                Stats.median(serverPlain), Stats.median(serverUnspun))),
            taps,
        ]
    }
}

