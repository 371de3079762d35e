import Foundation

/// `swift run -c release touchlab-bench [--runs N] [--quick] [--realtime] [engine] [window] [load] [drag] [layout] [latency] [trace] [record]`
///
/// `--realtime` runs the benchmark, and the X server and demo it starts,
/// under the real-time scheduler (`SCHED_FIFO` 20, needs root or
/// `CAP_SYS_NICE`): on a machine shared with builds, the latency rows then
/// measure the path, not the wait behind other runnable programs for a
/// core. Both loops of a comparison run under it alike.
///
/// `drag` runs only the drag rows of `load` (the demo's CPU beside a GTK 4
/// app's, instructions per drag event under callgrind, and the same drag on a
/// view redrawing in `draw(_:)`); with `TOUCHLAB_BASELINE_EXECUTABLE=path`
/// each round drags another build of the demo too (before/after in the same rounds);
/// `latency` runs only the X latency rows of `window` (ours and the plain Xlib loop in interleaved
/// rounds, and instructions per tap under callgrind);
/// `trace` runs only what a trace sink costs a tap (instructions under callgrind, and a timed ratio);
/// `record` times `touchlab --record` of a 10 s script (mp4, PNG frames, a lesson page).
///
/// Prints a Markdown table of medians over N runs (default 5). Figures that
/// are compared (our run loop vs CFRunLoop; dispatch with vs without
/// recognizers; our X path vs a plain Xlib loop) are measured in the same run,
/// interleaved, because the machine is shared and noisy.
// The child of the `load` section's callgrind row (DragInstructions): a drag in this process, then exit.
if CommandLine.arguments.count == 3, CommandLine.arguments[1] == DragInstructions.childFlag, let moves = Int(CommandLine.arguments[2]) {
    DragInstructions.runChild(moves: moves)
}
if CommandLine.arguments.count == 3, CommandLine.arguments[1] == DragInstructions.drawingChildFlag, let moves = Int(CommandLine.arguments[2]) {
    DragInstructions.runChild(moves: moves, onPad: true)
}
// The child of the `latency` section's callgrind row (TapInstructions): taps in this process, then exit.
if CommandLine.arguments.count == 3, CommandLine.arguments[1] == TapInstructions.childFlag, let taps = Int(CommandLine.arguments[2]) {
    TapInstructions.runChild(taps: taps)
}

var runs = 5
var sections: Set<String> = []
var quick = false
var realtime = false
var arguments = CommandLine.arguments.dropFirst().makeIterator()
while let argument = arguments.next() {
    switch argument {
    case "--runs":
        guard let value = arguments.next(), let n = Int(value), n > 0 else {
            FileHandle.standardError.write(Data("touchlab-bench: --runs takes a positive whole number\n".utf8)); exit(2)
        }
        runs = n
    case "--quick": quick = true
    case "--realtime": realtime = true
    case "engine", "window", "load", "latency", "record", "drag", "layout", "trace": sections.insert(argument)
    case "-h", "--help":
        print("usage: touchlab-bench [--runs N] [--quick] [--realtime] [engine] [window] [load] [drag] [layout] [latency] [trace] [record]"); exit(0)
    default:
        FileHandle.standardError.write(Data("touchlab-bench: unknown argument '\(argument)' (try --help)\n".utf8)); exit(2)
    }
}
if sections.isEmpty { sections = ["engine", "layout", "window", "load", "record"] }

#if DEBUG
FileHandle.standardError.write(Data("touchlab-bench: this is a debug build; run `swift run -c release touchlab-bench` for real figures\n".utf8))
#endif

if realtime {
    var parameters = sched_param(sched_priority: 20)
    guard sched_setscheduler(0, SCHED_FIFO, &parameters) == 0 else {
        let reason = String(cString: strerror(errno))
        FileHandle.standardError.write(Data("touchlab-bench: --realtime: cannot switch to SCHED_FIFO 20 (\(reason)); run as root or grant CAP_SYS_NICE\n".utf8))
        exit(2)
    }
}

var uts = utsname()
uname(&uts)
let machine = withUnsafeBytes(of: &uts.machine) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
let date = ISO8601DateFormatter().string(from: Date()).prefix(10)

// The demo's rows need the `touchlab` executable: find or build it before
// anything is measured, so a fresh clone does not measure for minutes first.
if sections.contains("load") || sections.contains("drag") || sections.contains("window") || sections.contains("record"), case let .unavailable(reason) = DemoExecutable.status {
    FileHandle.standardError.write(Data("touchlab-bench: \(reason); the rows that run the demo will say so\n".utf8))
}

// Each row is printed as soon as its runs are done (standard output is
// flushed per row), so an interrupted run keeps every figure measured so far.
print("\nTouchLab benchmarks — \(date), \(ProcessInfo.processInfo.activeProcessorCount) × \(machine), medians of \(runs) runs\(realtime ? ", real-time scheduling (SCHED_FIFO 20)" : "")\n")
print("| measure | median | target | met | notes |")
print("|---|---|---|---|---|")
fflush(nil)   // every output stream: Glibc's `stdout` is a C global Swift 6 will not read
func emit(_ result: Result) {
    print(result.row)
    fflush(nil)
}

if sections.contains("engine") {
    do { for r in try EngineBenchmarks.run(runs: runs, quick: quick) { emit(r) } }
    catch { emit(.failed("engine benchmarks", error)) }
}
if sections.contains("layout") {
    MainActor.assumeIsolated { LayoutBenchmarks.run(runs: runs, quick: quick, emit: emit) }
}
if sections.contains("window") {
    WindowBenchmarks.run(runs: runs, quick: quick, emit: emit)
} else if sections.contains("latency") {
    WindowBenchmarks.run(runs: runs, quick: quick, framesAndMemory: false, emit: emit)
}
if sections.contains("window") || sections.contains("latency") || sections.contains("trace") {
    TraceCaptureCost.run(runs: runs, quick: quick, emit: emit)
}
if sections.contains("load") {
    LoadBenchmarks.run(runs: runs, quick: quick, emit: emit)
} else if sections.contains("drag") {
    do { try LoadBenchmarks.drag(runs: runs, quick: quick, emit: emit) } catch { emit(.failed("125 Hz drag, CPU of the demo", error)) }
    do { try LoadBenchmarks.drawingDrag(runs: runs, quick: quick, emit: emit) } catch {
        emit(.failed("125 Hz drag on a view redrawing in draw(_:)", error))
    }
}
if sections.contains("record") {
    RecordingBenchmarks.run(runs: runs, emit: emit)
}
