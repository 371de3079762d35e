import Foundation
import Testing
@_spi(TouchLab) @testable import UIKit
import XServer

/// `--trace-format`: the same script's trace as the seeds' lines, every step,
/// or JSON lines another tool can read.
@Suite("touchlab --trace-format", .serialized)
struct TraceFormatCommandTests {
    static func runScript(_ arguments: [String]) throws -> CommandLineTests.Outcome {
        let server = try XvfbServer(width: 1280, height: 800)
        defer { server.stop() }
        var env = CommandLineTests.baseEnvironment
        env["DISPLAY"] = server.displayName
        let script = NSTemporaryDirectory() + "touchlab-format-\(getpid())-\(UUID().uuidString).script"
        let png = script + ".png"   // a screenshot ends the run after the script
        try "tap 200 300\nwait 0.2\n".write(toFile: script, atomically: true, encoding: .utf8)
        defer { unlink(script); unlink(png) }
        return try CommandLineTests.run(["--script", script, "--screenshot", png] + arguments, environment: env,
                                        stdoutToFile: true)
    }

    @Test("json: every line parses, sequence numbers rise, the tap's touches calls carry touch 1")
    func json() throws {
        let o = try Self.runScript(["--trace-format", "json"])
        #expect(o.status == 0, "\(o.stderr)")
        let lines = try o.stdout.split(separator: "\n").map { try TraceJSONLine.parse(String($0)) }
        #expect(lines.count > 10)
        for (a, b) in zip(lines, lines.dropFirst()) { #expect(a.seq < b.seq); #expect(a.t <= b.t) }
        let delivered = lines.filter { $0.kind == "touchesDelivered" }
        #expect(delivered.map { $0.fields["phase"] } == ["Began", "Ended"])
        #expect(delivered.map(\.touch) == [1, 1])
        #expect(lines.contains { $0.kind == "portReceived" && $0.fields["hid"] == "pointerDown" })
    }

    @Test("seeds and verbose: verbose adds the port and sources; an unknown format is refused in one line")
    func textFormats() throws {
        let seeds = try Self.runScript(["--trace-format", "seeds"])
        let verbose = try Self.runScript(["--trace-format", "verbose"])
        #expect(seeds.stdout.contains("Touches Began:") && !seeds.stdout.contains("port: pointerDown"))
        #expect(verbose.stdout.contains("Touches Began:") && verbose.stdout.contains("port: pointerDown"))

        let bad = try CommandLineTests.run(["--trace-format", "xml"], environment: CommandLineTests.baseEnvironment)
        #expect(bad.status != 0)
        #expect(bad.stderr.contains("xml"))
    }
}

/// `--explain`: the "why" cards after a script, from the real window.
@Suite("touchlab --explain", .serialized)
struct ExplainCommandTests {
    @Test("seed 004's long press: viewb's touchesCancelled is explained by the long press beginning after 0.5 s")
    func longPress() throws {
        let server = try XvfbServer(width: 1280, height: 800)
        defer { server.stop() }
        var env = CommandLineTests.baseEnvironment
        env["DISPLAY"] = server.displayName
        let script = NSTemporaryDirectory() + "touchlab-explain-\(getpid()).script"
        let png = script + ".png"
        try "move 200 300\ndown\nwait 0.8\nup\nwait 0.2\n".write(toFile: script, atomically: true, encoding: .utf8)
        defer { unlink(script); unlink(png) }
        let o = try CommandLineTests.run(["--scene", "004-long-press", "--script", script, "--screenshot", png, "--explain"],
                                         environment: env, stdoutToFile: true)
        #expect(o.status == 0, "\(o.stderr)")
        #expect(o.stdout.contains("Gesture 1 (touch 1, "), "\(o.stdout)")
        // At the 0.5 s timer on the real clock: a busy machine makes it late, never early.
        let cancelledAt = o.stdout.components(separatedBy: "got touchesCancelled at ").dropFirst().first
            .flatMap { Double($0.prefix { $0 != " " }) }
        #expect((cancelledAt ?? 0) >= 0.5, "\(o.stdout)")
        #expect(o.stdout.contains("UILongPressGestureRecognizer"), "\(o.stdout)")
        #expect(o.stdout.contains("began after 0.5 s held within 10 pt, and its cancelsTouchesInView is YES."), "\(o.stdout)")
    }
}

/// `--trace` and `--explain` with `--record`: the recording prints what the
/// live window prints for the same script (issue 25: they printed nothing).
@Suite("touchlab --record with --trace and --explain", .serialized)
struct RecordingTraceCommandTests {
    static func record(_ script: String, _ arguments: [String]) throws -> CommandLineTests.Outcome {
        let path = NSTemporaryDirectory() + "touchlab-record-trace-\(getpid())-\(UUID().uuidString)"
        try script.write(toFile: path + ".script", atomically: true, encoding: .utf8)
        defer { unlink(path + ".script"); unlink(path + ".mp4") }
        return try CommandLineTests.run(["--record", path + ".mp4", "--script", path + ".script"] + arguments,
                                        environment: CommandLineTests.baseEnvironment, timeout: 120, stdoutToFile: true)
    }

    /// The seeds' `Touches …` and `HitTest: …` lines, addresses left out.
    static func dispatchLines(_ stdout: String) -> [String] {
        stdout.split(separator: "\n").map(String.init)
            .filter { $0.hasPrefix("Touches ") || $0.hasPrefix("HitTest: ") }
            .map(SeedLogFormatter.withoutAddresses)
    }

    @Test("--trace: a recorded tap prints the live window's hit-test and touches lines, line for line")
    func traceMatchesLive() throws {
        let recorded = try Self.record("tap 200 300\nwait 0.2\n", ["--trace"])
        #expect(recorded.status == 0, "\(recorded.stderr)")
        let live = try TraceFormatCommandTests.runScript(["--trace"])
        #expect(live.status == 0, "\(live.stderr)")
        let lines = Self.dispatchLines(recorded.stdout)
        #expect(lines.contains { $0.hasPrefix("Touches Began:") } && lines.contains { $0.hasPrefix("Touches Ended:") },
                "\(recorded.stdout)")
        #expect(lines == Self.dispatchLines(live.stdout))
    }

    @Test("--trace-format json with --record: every line parses, once (not again for a GIF's palette pass)")
    func jsonOnce() throws {
        let path = NSTemporaryDirectory() + "touchlab-record-json-\(getpid())-\(UUID().uuidString)"
        try "tap 200 300\nwait 0.2\n".write(toFile: path + ".script", atomically: true, encoding: .utf8)
        defer { unlink(path + ".script"); unlink(path + ".gif") }
        let o = try CommandLineTests.run(["--record", path + ".gif", "--fps", "10", "--script", path + ".script", "--trace-format", "json"],
                                         environment: CommandLineTests.baseEnvironment, timeout: 120, stdoutToFile: true)
        #expect(o.status == 0, "\(o.stderr)")
        let lines = try o.stdout.split(separator: "\n").map { try TraceJSONLine.parse(String($0)) }
        #expect(lines.filter { $0.kind == "touchesDelivered" }.map { $0.fields["phase"] } == ["Began", "Ended"])
    }

    @Test("--explain: a recorded long press prints the cards the live window prints")
    func explain() throws {
        let o = try Self.record("move 200 300\ndown\nwait 0.8\nup\nwait 0.2\n", ["--scene", "004-long-press", "--explain"])
        #expect(o.status == 0, "\(o.stderr)")
        #expect(o.stdout.contains("Gesture 1 (touch 1, "), "\(o.stdout)")
        // A virtual clock: the long press's 0.5 s timer fires on time, not late as a busy machine's may.
        let cancelledAt = o.stdout.components(separatedBy: "got touchesCancelled at ").dropFirst().first
            .flatMap { Double($0.prefix { $0 != " " }) }
        #expect(cancelledAt.map { (0.5..<0.55).contains($0) } == true, "\(o.stdout)")
        #expect(o.stdout.contains("began after 0.5 s held within 10 pt, and its cancelsTouchesInView is YES."), "\(o.stdout)")
    }
}
