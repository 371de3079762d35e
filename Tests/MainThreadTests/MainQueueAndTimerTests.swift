import Foundation
import Testing

/// Issue 10, item 2: the iOS habits — `DispatchQueue.main.async`,
/// `asyncAfter`, Foundation `Timer`s on `RunLoop.main` in the default and the
/// common modes — work inside an experiment, and a default-mode timer pauses
/// while a scroll view tracks, as on iOS.
///
/// The experiment must own the process's main thread (libdispatch binds the
/// main queue to it; XCTest nests tests in its own run loop, Swift Testing
/// runs them elsewhere), so it is a program of its own, `MainQueueProbe`,
/// launched here; these tests read what it says fired, when, in which mode
/// and on which thread.
@Suite(.serialized) struct MainQueueAndTimerTests {
    /// Live: `UIApplication.run()` on the real clock; another thread writes a
    /// 0.6 s drag into the app's port, as SpringBoard does.
    @Test func liveTimersAndMainQueueHonourTheTrackingMode() throws {
        let run = try ProbeRun(mode: "live")
        try run.expectTheHabitsWork(ticksBeforeDrag: 5, commonTicksDuringDrag: 8)   // the probe paces its drag by these ticks
        #expect(run.fired("terminate").count == 1, "the block queued from SpringBoard's thread ended the run")
    }

    /// Headless: a `HeadlessDriver` on its virtual clock; while a Foundation
    /// timer waits, its steps keep pace with real time, so each timer fires
    /// at its own time on the virtual clock.
    @Test func headlessTimersFireOnTheVirtualClock() throws {
        let run = try ProbeRun(mode: "headless")
        // Foundation's timers run on real time underneath: on a busy machine
        // one can miss a fire, which a repeating timer skips, as on iOS. So
        // the ticks are not counted here (the live run paces itself by them);
        // each lands on its own 0.05 s step of the virtual clock.
        try run.expectTheHabitsWork(ticksBeforeDrag: 1, commonTicksDuringDrag: 1)

        #expect(run.fired("main.async").first?.time == 0, "main.async ran at the driver's first step, virtual time 0")
        // The default-mode timer fired every 0.05 s of virtual time before the drag.
        let beforeDrag = run.fired("default-mode timer").filter { $0.time < run.dragBegan }.map(\.time)
        #expect(beforeDrag.count >= 2)
        for (earlier, later) in zip(beforeDrag, beforeDrag.dropFirst()) {
            let steps = (later - earlier) / 0.05
            #expect(steps.rounded() >= 1 && abs(steps - steps.rounded()) < 0.2, "default-mode timer at \(earlier) then \(later)")
        }
        // The run-loop lane shows both kinds of step, Foundation's in the mode they ran in.
        #expect(run.traceLines.contains { $0.hasPrefix("RunLoop main dispatch queue") })
        let trackingLines = run.traceLines.filter { $0.hasPrefix("RunLoop Foundation timers (UITrackingRunLoopMode)") }
        #expect(trackingLines.count == run.fired("common-mode timer").filter { $0.mode == "UITrackingRunLoopMode" }.count)
        #expect(run.traceLines.contains { $0.hasPrefix("RunLoop Foundation timers (kCFRunLoopDefaultMode)") })
        // While Foundation timers were scheduled, the 0.6 s drag took as long
        // in real time; the last 5 s step, with none left, did not wait them out
        // (how little time it took is the benchmarks' business).
        let virtual = try #require(run.number(after: "virtual "))
        let dragReal = try #require(run.number(after: " drag real ")), lastReal = try #require(run.number(after: " last step real "))
        #expect(abs(virtual - 6.4) < 1e-6)
        #expect(dragReal >= 0.55, "the tied 0.6 s drag took \(dragReal) s")
        #expect(lastReal < 5, "the untied 5 s step took \(lastReal) s")
    }
}

/// One run of `MainQueueProbe`, its lines parsed.
struct ProbeRun {
    struct Firing { var what: String; var time: Double; var mode: String; var onMainThread: Bool }

    let lines: [String]
    let firings: [Firing]
    let dragBegan: Double
    let dragEnded: Double
    var traceLines: [String] { lines.filter { $0.hasPrefix("trace ") }.map { String($0.dropFirst(6)) } }

    init(mode: String) throws {
        let process = Process()
        process.executableURL = try Self.probeExecutable()
        process.arguments = [mode]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        try #require(process.terminationStatus == 0, "MainQueueProbe \(mode) exited with \(process.terminationStatus):\n\(text)")
        lines = text.split(separator: "\n").map(String.init)
        try #require(lines.last == "ended", "MainQueueProbe \(mode) did not finish:\n\(text)")
        firings = lines.compactMap(Self.firing)
        dragBegan = try #require(lines.first { $0.hasPrefix("drag began at ") }.flatMap { Double($0.dropFirst(14)) })
        dragEnded = try #require(lines.first { $0.hasPrefix("drag ended at ") }.flatMap { Double($0.dropFirst(14)) })
    }

    func fired(_ what: String) -> [Firing] { firings.filter { $0.what == what } }

    /// What both runs must show.
    func expectTheHabitsWork(ticksBeforeDrag: Int, commonTicksDuringDrag: Int) throws {
        #expect(lines.contains("services main thread queues true"))
        #expect(!firings.isEmpty)
        for firing in firings {
            #expect(firing.onMainThread, "\(firing.what) at \(firing.time) ran off the main thread")
        }
        #expect(fired("main.async").count == 1)
        #expect(fired("main.async from a background queue").count == 1)
        let after = try #require(fired("main.asyncAfter 0.1").first, "asyncAfter's block never ran")
        #expect(after.time >= 0.099, "asyncAfter(0.1) ran at \(after.time)")

        // The default-mode timer ran before the drag, never while the loop ran
        // in the tracking mode (from its first entry to its last exit, in
        // the order the probe printed), and again after it.
        let defaultTimer = fired("default-mode timer")
        #expect(defaultTimer.filter { $0.time < dragBegan }.count >= ticksBeforeDrag)
        let firstEntry = try #require(lines.firstIndex { $0.hasPrefix("tracking entered") }, "never tracked")
        let lastExit = try #require(lines.lastIndex { $0.hasPrefix("tracking left") })
        let whileTracking = lines[firstEntry...lastExit]
        #expect(!whileTracking.contains { $0.hasPrefix("fired default-mode timer") },
                "a default-mode timer fired while tracking:\n\(whileTracking.joined(separator: "\n"))")
        #expect(whileTracking.filter { $0.hasPrefix("fired common-mode timer") }.count >= commonTicksDuringDrag)
        #expect(defaultTimer.allSatisfy { $0.mode == "kCFRunLoopDefaultMode" })
        #expect(defaultTimer.contains { $0.time >= dragEnded })
        // The common-mode timer kept firing through it, in the tracking mode.
        let duringDrag = fired("common-mode timer").filter { $0.time > dragBegan && $0.time < dragEnded }
        #expect(duringDrag.count >= commonTicksDuringDrag, "common-mode timer during the 0.6 s drag: \(duringDrag.map(\.time))")
        #expect(duringDrag.allSatisfy { $0.mode == "UITrackingRunLoopMode" })
        #expect(fired("common-mode timer").contains { $0.time >= dragEnded })
    }

    /// `fired <what> at <t> mode <mode> main <bool>`
    private static func firing(_ line: String) -> Firing? {
        guard line.hasPrefix("fired "), let at = line.range(of: " at "), let modeRange = line.range(of: " mode "),
              let mainRange = line.range(of: " main ") else { return nil }
        guard let time = Double(line[at.upperBound..<modeRange.lowerBound]) else { return nil }
        return Firing(what: String(line[line.index(line.startIndex, offsetBy: 6)..<at.lowerBound]), time: time,
                      mode: String(line[modeRange.upperBound..<mainRange.lowerBound]),
                      onMainThread: line[mainRange.upperBound...] == "true")
    }

    /// A number on the `virtual …` line, after `prefix`.
    func number(after prefix: String) -> Double? {
        guard let line = lines.first(where: { $0.hasPrefix("virtual ") }), let range = line.range(of: prefix) else { return nil }
        return Double(line[range.upperBound...].prefix { $0 != " " })
    }

    /// The probe is built beside this test bundle.
    private static func probeExecutable() throws -> URL {
        var directory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        while !FileManager.default.fileExists(atPath: directory.appendingPathComponent("MainQueueProbe").path),
              directory.path != "/" {
            directory.deleteLastPathComponent()
        }
        let probe = directory.appendingPathComponent("MainQueueProbe")
        try #require(FileManager.default.isExecutableFile(atPath: probe.path), "MainQueueProbe is not built next to the tests")
        return probe
    }
}
