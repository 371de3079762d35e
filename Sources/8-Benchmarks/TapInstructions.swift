import Foundation
import HID
import RunLoop
import SpringBoard
@_spi(TouchLab) import UIKit
import XServer

/// Instructions per tap on the X path's CPU side, counted by callgrind: the
/// part of the press → `touchesBegan` latency that is this project's code,
/// as a number that does not move with the machine's load.
///
///     touchlab-bench ──▶ valgrind --tool=callgrind touchlab-bench --taps-in-process N   (N = 200, then 1000)
///                           per tap, on one thread, the benchmark's grid app (GridApp):
///                           X press → HIDEventTranslator → HIDPortSender.send (pipe write)
///                           → the run loop: Source1 drains the port, signals Source0, next pass
///                           → UIEvent, hit-test ×2, sendEvent → touchesBegan; the same for the release
///     (instructions(1000) − instructions(200)) / 800 = one tap (press + release)
///
/// Not counted: Xlib's read (`XPending`/`XNextEvent`, the same calls the
/// plain loop makes) and the kernel's side of the pipe and the wake-ups,
/// which the timed rows measure.
///
/// With `TOUCHLAB_BENCH_TRACE_SINK=1` in its environment the child adds a
/// trace sink first, as the demo does: every dispatch step then builds its
/// trace event, with a ``Traced`` record (a weak reference, class, address
/// and name) per object it names and a view's whole `description` at each
/// touches call; the sink keeps the newest record (`TraceCaptureCost`).
enum TapInstructions {
    static let childFlag = "--taps-in-process"
    static let counts = (short: 200, long: 1_000)
    static let traceSinkVariable = "TOUCHLAB_BENCH_TRACE_SINK"

    /// Runs `taps` taps in this process (the child's side) and exits.
    static func runChild(taps: Int) -> Never {
        do {
            _ = try run(taps: taps, traced: ProcessInfo.processInfo.environment[traceSinkVariable] == "1")
            exit(0)
        } catch {
            FileHandle.standardError.write(Data("touchlab-bench \(childFlag): \(error)\n".utf8))
            exit(1)
        }
    }

    /// `taps` taps through the in-process X path; the seconds the taps took
    /// (the app built before the clock starts).
    static func run(taps: Int, traced: Bool) throws -> TimeInterval {
        let app = try GridApp()
        let application = app.application, target = app.target
        let kept = KeptRecord()
        if traced { application.tracer.addRecordSink { kept.record = $0; kept.count += 1 } }
        let sender = application.port.sender
        var translator = HIDEventTranslator()
        let point = app.pointInTarget
        let (x, y) = (Int(point.x), Int(point.y))
        var batch: [HIDEvent] = []
        batch.reserveCapacity(2)
        /// What SpringBoard does with one X event: translate, then one port write.
        func forward(_ event: XInputEvent) throws {
            batch.removeAll(keepingCapacity: true)
            translator.translate(event, readAt: MonotonicTime.nanoseconds()) { batch.append($0) }
            try sender.send(contentsOf: batch)
        }
        /// The app's loop until `done()`: Source1, then Source0 on the next pass, as when it wakes.
        func runLoop(until done: () -> Bool) throws {
            var passes = 0
            while !done() {
                application.runLoop.run(mode: .default, before: application.runLoop.clock.now + 1, returnAfterSourceHandled: true)
                passes += 1
                if passes > 100 { throw BenchmarkError("the tap never reached touchesBegan/Ended") }
            }
        }
        let start = MonotonicTime.nanoseconds()
        for _ in 0..<taps {
            let began = target.began, ended = target.ended
            try forward(.buttonPress(x: x, y: y, button: 1, time: 0, state: 0))
            try runLoop { target.began > began }
            try forward(.buttonRelease(x: x, y: y, button: 1, time: 0, state: 1 << 8))
            try runLoop { target.ended > ended }
        }
        let seconds = Double(MonotonicTime.nanoseconds() - start) / 1e9
        if traced && kept.count == 0 { throw BenchmarkError("the trace sink heard nothing") }
        return seconds
    }

    /// What the benchmark's trace sink keeps: the newest record, and a count.
    final class KeptRecord {
        var record: TraceRecord?
        var count = 0
    }

    /// Instructions per tap, and the totals of the two runs; `traced`: with the trace sink.
    static func measure(traced: Bool = false) throws -> (perTap: Double, short: Double, long: Double) {
        let count = try DragInstructions.measure(childFlag: childFlag, counts: counts, what: traced ? "taps, traced:" : "taps:",
                                                 environment: traced ? [traceSinkVariable: "1"] : [:])
        return (count.perEvent, count.short, count.long)
    }
}
