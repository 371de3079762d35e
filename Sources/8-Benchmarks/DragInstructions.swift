import Drawing
import Foundation
import TouchLab
@_spi(TouchLab) import UIKit
import UIKitHeadless
import XServer

/// Instructions per drag event, counted by `valgrind --tool=callgrind`: the
/// figure that stays the same whatever else the machine does, so a change
/// that makes a drag cost more shows as a number.
///
///     touchlab-bench (parent) ──▶ valgrind --tool=callgrind touchlab-bench --drag-in-process N  (twice: N = 100, 500)
///                                     the demo's per-event work in one process, on a virtual clock:
///                                     HID event → port → Source1, the moves held for the display refresh,
///                                     then Source0 → sendEvent once per 1/60 s (the others coalesced, as
///                                     live), the trace's sinks (visualizer, gesture recorder), and a frame
///                                     every refresh composed into an X pixmap on a private Xvfb, regions
///                                     that changed only (TOUCHLAB_BENCH_EVERY_MOVE: one report a move)
///     (instructions(500) − instructions(100)) / 400 = one move of a 125 Hz drag, start-up and the lift's fades cancelled
///
/// The child is the demo's drawing and engine as `LiveApp` wires them (all
/// panels, the default 1280×800 window, the timeline rebuilt at most 4 times
/// a second while the finger is down), without SpringBoard's thread: its X
/// read and port write are measured by the latency rows. The X server's own
/// work is not counted (Cairo's Xlib surface leaves the rasterizing to it).
/// Valgrind 3.19 cannot read the DWARF 5 debug information Swift 6.3 writes,
/// so the child runs from a copy without it (`objcopy --strip-debug`).
enum DragInstructions {
    static let childFlag = "--drag-in-process"
    /// The same child dragging over `custom-controls`' signature pad, whose `draw(_:)` runs for every move.
    static let drawingChildFlag = "--drawing-drag-in-process"
    static let hertz = 125.0
    /// Set in the child's environment: it stops at the lift.
    static let dragOnlyVariable = "TOUCHLAB_BENCH_DRAG_ONLY"
    /// Set in the child's environment: every move is its own report (the demo's `--every-move`).
    static let everyMoveVariable = "TOUCHLAB_BENCH_EVERY_MOVE"
    static let counts = (short: 100, long: 500)

    /// Runs the drag in this process (the child's side) and exits.
    static func runChild(moves: Int, onPad: Bool = false) -> Never {
        do {
            try drag(moves: moves, onPad: onPad)
            exit(0)
        } catch {
            FileHandle.standardError.write(Data("touchlab-bench \(childFlag): \(error)\n".utf8))
            exit(1)
        }
    }

    private static func drag(moves: Int, onPad: Bool) throws {
        TraceLog.numbersAddresses = true   // the same text in every run, whatever the allocator did
        let display = try XDisplay(name: ProcessInfo.processInfo.environment["DISPLAY"] ?? ":0")
        let size = CGSize(width: 1280, height: 800)
        let xWindow = try XWindow(display: display, width: Int(size.width), height: Int(size.height), title: "drag", inputMask: 0)
        let buffer = XFrameBuffer(display: display, window: xWindow)
        defer { buffer.release(); xWindow.destroy(); display.close() }

        let driver = try HeadlessDriver(startTime: 0, recordTrace: false)
        let application = driver.application
        let window = driver.makeWindow(frame: UIScreen.main.bounds, rootViewController: nil)
        let visualizer = DispatchVisualizer()
        let recorder = GestureRecorder()
        application.tracesRunLoop = true
        // As the live window: a finger's moves wait for the display refresh
        // and come as one report, the others on the trail (`LiveApp`).
        application.deliversMovesAtDisplayRefresh = ProcessInfo.processInfo.environment[everyMoveVariable] == nil
        application.coalescedMoveObserver = { location, time in visualizer.noteCoalescedSample(at: location, time: time) }
        application.tracer.addRecordSink { [clock = driver.clock] record in
            recorder.append(record)
            if record.event.isRunLoopStep { return }
            visualizer.consume(record.event, at: clock.now)
        }
        let scene = onPad ? try SceneCatalog.scene(named: "custom-controls") : SceneCatalog.default
        let content = scene.build(in: window, application: application)
        defer { content.tearDown() }
        let composer = FrameComposer()
        let info = SceneInfo(title: scene.title, explanation: scene.explanation)
        let layout = FrameLayout(size: size, sceneSize: UIScreen.main.bounds.size)
        var area = layout.screen.insetBy(dx: 20, dy: 20)
        if onPad {
            // The signature pad's frame on the phone, inset so every move lands on it.
            driver.advance(by: 0.001)
            func pad(in view: UIView) -> UIView? {
                String(describing: type(of: view)) == "SignaturePad" ? view : view.subviews.lazy.compactMap(pad(in:)).first
            }
            guard let pad = pad(in: window) else {
                throw BenchmarkError("custom-controls has no SignaturePad")
            }
            let f = pad.convert(pad.bounds, to: window)
            let s = layout.sceneScale
            area = CGRect(x: layout.screen.minX + f.minX * s, y: layout.screen.minY + f.minY * s,
                          width: f.width * s, height: f.height * s).insetBy(dx: 8, dy: 8)
        }
        let scale = Double(layout.sceneScale)

        var timeline: GestureTimeline?
        var builtRevision = -1, builtAt = -Double.infinity, wasHeld = false
        var frame = 0
        func drawFrame(held: Bool) {
            let now = driver.clock.now
            // As `LiveApp.stateToDraw`: at most 4 rebuilds a second while held, and one at the lift.
            let lifted = wasHeld && !held
            wasHeld = held
            if recorder.revision != builtRevision, now - builtAt >= 0.25 || timeline == nil || lifted {
                timeline = recorder.timeline
                builtRevision = recorder.revision
                builtAt = now
            }
            composer.timeline = TimelineState(timeline: timeline, liveUntil: held ? now : nil)
            composer.compose(into: buffer.canvas, size: size, root: window, visualizer: visualizer, info: info, now: now,
                             onlyChanged: frame > 0)
            buffer.present(composer.lastDamage)
            display.sync()
            frame += 1
        }
        /// The i-th point of the drag, in the scene's points: a zigzag over the phone's screen.
        func point(_ i: Int) -> CGPoint {
            let u = Double(i % 97) / 96, v = Double((i / 3) % 89) / 88
            let x = Double(area.minX) + u * Double(area.width), y = Double(area.minY) + v * Double(area.height)
            return CGPoint(x: (x - Double(layout.screen.minX)) / scale, y: (y - Double(layout.screen.minY)) / scale)
        }

        drawFrame(held: false)
        // Frames on the refresh grid the app's held moves are delivered on
        // (multiples of 1/60 s): the moves first, then the frame, as live.
        let refresh = application.displayRefreshInterval
        var nextRefresh = (driver.clock.now / refresh).rounded(.down) + 1
        /// Runs the app to `time`, drawing every refresh on the way.
        func run(until time: TimeInterval, held: Bool) {
            while nextRefresh * refresh <= time {
                driver.advance(by: max(0, nextRefresh * refresh - driver.clock.now))
                drawFrame(held: held)
                nextRefresh += 1
            }
            driver.advance(by: max(0, time - driver.clock.now))
        }
        let start = driver.clock.now
        driver.touchDown(at: point(0))
        for i in 1...moves {
            run(until: start + Double(i) / hertz, held: true)
            driver.move(to: point(i * 3))
        }
        run(until: start + Double(moves + 1) / hertz, held: true)
        driver.touchUp(at: point(moves * 3))
        // The fades after the lift (not with `dragOnlyVariable`: the lift draws the
        // timeline whole, and a longer gesture has more to draw, so its cost does
        // not cancel out in the difference of two drags).
        if ProcessInfo.processInfo.environment[dragOnlyVariable] == nil { run(until: driver.clock.now + 2, held: false) }
    }

    /// Instructions per move, and the totals of the two runs; `dragOnly`:
    /// both children stop at the lift (the moves alone, nothing after).
    static func measure(server: XvfbServer, onPad: Bool = false, dragOnly: Bool = false) throws -> (perEvent: Double, short: Double, long: Double) {
        var environment = ["DISPLAY": server.displayName]
        if dragOnly { environment[dragOnlyVariable] = "1" }
        return try measure(childFlag: onPad ? drawingChildFlag : childFlag, counts: counts,
                           what: (onPad ? "a drag on the redrawing pad" : "a drag") + (dragOnly ? " stopping at the lift" : "") + ", moves:",
                           environment: environment)
    }

    /// Runs this executable's `childFlag N` child under callgrind for both
    /// counts: (instructions(long) − instructions(short)) / (long − short).
    static func measure(childFlag: String, counts: (short: Int, long: Int), what: String,
                        environment: [String: String]) throws -> (perEvent: Double, short: Double, long: Double) {
        guard let valgrind = executable(named: "valgrind") else {
            throw BenchmarkError("valgrind is not installed (apt-get install valgrind)")
        }
        guard let objcopy = executable(named: "objcopy") else {
            throw BenchmarkError("objcopy is not installed (apt-get install binutils)")
        }
        let me = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().path
        let copy = NSTemporaryDirectory() + "touchlab-bench-nodebug-\(getpid())"
        defer { unlink(copy) }
        let strip = try run(objcopy, ["--strip-debug", me, copy], environment: [:])
        guard strip.status == 0 else { throw BenchmarkError("objcopy --strip-debug failed: \(strip.errors.prefix(200))") }
        func count(_ moves: Int) throws -> Double {
            FileHandle.standardError.write(Data("callgrind: \(what) \(moves)…\n".utf8))
            let out = try run(valgrind, ["--tool=callgrind", "--callgrind-out-file=/dev/null", copy, childFlag, "\(moves)"],
                              environment: environment.merging(["SWIFT_DETERMINISTIC_HASHING": "1"]) { $1 })
            guard out.status == 0,
                  let line = out.errors.split(separator: "\n").first(where: { $0.contains("Collected :") }),
                  let total = Double(line.split(separator: ":").last!.trimmingCharacters(in: .whitespaces)) else {
                throw BenchmarkError("\(what) \(moves) under callgrind failed (status \(out.status)): "
                                     + out.errors.split(separator: "\n").suffix(3).joined(separator: " "))
            }
            return total
        }
        let short = try count(counts.short), long = try count(counts.long)
        return ((long - short) / Double(counts.long - counts.short), short, long)
    }

    private static func executable(named name: String) -> String? {
        for directory in (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":") {
            let path = "\(directory)/\(name)"
            if FileManager.default.isExecutableFile(atPath: path) { return path }
        }
        return nil
    }

    private static func run(_ path: String, _ arguments: [String], environment: [String: String]) throws
        -> (status: Int32, errors: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let data = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}
