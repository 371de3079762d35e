import Drawing
import Foundation
@_spi(TouchLab) import UIKit
import XServer

/// Issue 27's drag budget: the same 125 Hz drag as `LoadBenchmarks.drag`,
/// on the `custom-controls` scene's signature pad, whose `touchesMoved`
/// marks the new segment with `setNeedsDisplay(_:)`, so its `draw(_:)` runs
/// (into its bitmap at the screen's scale 3) before every frame the drag
/// makes, and the phone composites that bitmap — the cost of a custom
/// control that redraws under the finger, measured from outside.
extension LoadBenchmarks {
    static func drawingDrag(runs: Int, quick: Bool, emit: (Result) -> Void) throws {
        let executable = try DemoExecutable.url()
        let baseline = try DemoExecutable.baseline()
        let server = try XvfbServer(width: 1280, height: 800)
        defer { server.stop() }
        let seconds = quick ? 2.0 : 5.0
        // The pad: canvas (20, 350, 390, 170), the canvas centred on the 430×932 screen (66 points down).
        let screen = FrameLayout(size: CGSize(width: 1280, height: 800), sceneSize: UIScreen.main.bounds.size).screen
        let s = screen.width / UIScreen.main.bounds.width
        let pad = CGRect(x: screen.minX + 20 * s, y: screen.minY + 416 * s, width: 390 * s, height: 170 * s).insetBy(dx: 6, dy: 6)
        var shares: [Double] = [], baselineShares: [Double] = [], ratios: [Double] = []
        /// The demo's CPU share over the drag on the pad.
        func padDrag(_ executable: URL, _ what: String) throws -> Double {
            let demo = try DemoProcess(executable: executable, arguments: ["--scene", "custom-controls"], server: server)
            defer { demo.kill() }
            FileHandle.standardError.write(Data("load: drawing drag, \(what) (touchlab pid \(demo.processID))…\n".utf8))
            let pointer = try XTestPointer(displayName: server.displayName, window: demo.window, area: pad)
            pointer.move(to: CGPoint(x: pad.midX, y: pad.midY))
            usleep(1_000_000)
            let drag = share(of: demo.processID, server: server.processID) { pointer.drag(seconds: seconds, hertz: 125) }
            usleep(500_000)
            try pointer.injector.tapKey(keysym: 0x71)   // q
            if demo.waitForExit(timeout: 5) == nil { throw BenchmarkError("touchlab (\(what)) did not exit on `q` after the drawing drag") }
            return drag.demo
        }
        for run in 1...runs {
            let share = try padDrag(executable, "run \(run)/\(runs)")
            shares.append(share)
            // Another build of the demo, the same drag, in the same round (`TOUCHLAB_BASELINE_EXECUTABLE`).
            if let baseline {
                let old = try padDrag(baseline, "the baseline, run \(run)/\(runs)")
                baselineShares.append(old)
                ratios.append(share / old)
            }
        }
        let percent = Stats.median(shares) * 100
        emit(Result(name: String(format: "%.0f s drag at 125 Hz on a view redrawing in draw(_:), CPU of the demo", seconds),
                    value: percent, unit: "% of a core", target: "≤ 15 %", meetsTarget: percent <= 15,
                    note: "custom-controls' signature pad: setNeedsDisplay(_:) per move, draw(_:) into a 3× bitmap; /proc/PID/stat utime+stime"))
        if let baseline {
            emit(Result(name: "the same drag on the pad, CPU of the baseline demo", value: Stats.median(baselineShares) * 100,
                        unit: "% of a core", target: "—", meetsTarget: nil,
                        note: String(format: "demo / baseline %.2f, same rounds, interleaved; ", Stats.median(ratios))
                            + "TOUCHLAB_BASELINE_EXECUTABLE=\(baseline.path)"))
        }
        // The same drag's instructions, the figure no load moves (`DragInstructions`' child on the pad).
        do {
            let counts = (short: 100, long: 300)
            let count = try DragInstructions.measure(childFlag: DragInstructions.drawingChildFlag, counts: counts,
                                                     what: "a drag on the redrawing pad stopping at the lift, moves:",
                                                     environment: ["DISPLAY": server.displayName, DragInstructions.dragOnlyVariable: "1"])
            emit(Result(name: "instructions per move of the drag on the redrawing pad (callgrind)", value: count.perEvent,
                        unit: "instructions", target: "—", meetsTarget: nil,
                        note: String(format: "(%.0f M − %.0f M) / %d moves at 125 Hz, a frame every 1/60 s, all panels, stopping at the lift; "
                                     + "the pad's draw(_:) is app code", count.long / 1e6, count.short / 1e6, counts.long - counts.short)))
        } catch {
            emit(.failed("instructions per move on the redrawing pad (callgrind)", error))
        }
    }
}
