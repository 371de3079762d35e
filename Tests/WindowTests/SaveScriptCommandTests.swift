import Foundation
import Testing
@_spi(TouchLab) @testable import UIKit
import XServer

/// `--save-script`: perform once (here XTest plays the hand), save, replay
/// the saved script through the real window, and get the same trace.
@Suite("touchlab --save-script", .serialized)
struct SaveScriptCommandTests {
    /// The seeds' trace lines of one run, addresses masked.
    static func trace(script: String, extra: [String] = []) throws -> (lines: [String], stderr: String) {
        let server = try XvfbServer(width: 1280, height: 800)
        defer { server.stop() }
        var env = CommandLineTests.baseEnvironment
        env["DISPLAY"] = server.displayName
        let png = script + ".png"
        defer { unlink(png) }
        let o = try CommandLineTests.run(["--script", script, "--screenshot", png, "--trace"] + extra,
                                         environment: env, timeout: 60, stdoutToFile: true)
        #expect(o.status == 0, "\(o.stderr)")
        return (o.stdout.split(separator: "\n").map { SeedLogFormatter.withoutAddresses(String($0)) }, o.stderr)
    }

    @Test("a tap, a drag and a scene key, saved and replayed, give the same seeds trace line for line")
    func roundTrip() throws {
        let base = NSTemporaryDirectory() + "touchlab-save-\(getpid())-\(UUID().uuidString)"
        let original = base + "-original.script", saved = base + "-saved.script"
        defer { unlink(original); unlink(saved) }
        try """
            move 150 200
            wait 0.1
            tap 200 300
            wait 0.2
            drag 120 260 to 220 360 over 0.1
            wait 0.2
            key 2
            wait 0.2
            tap 200 300
            wait 0.2
            """.write(toFile: original, atomically: true, encoding: .utf8)
        // `--every-move`: one report per motion, so the trace does not
        // depend on how the moves fell between display refreshes.
        let live = try Self.trace(script: original, extra: ["--save-script", saved, "--every-move"])
        let text = try String(contentsOfFile: saved, encoding: .utf8)
        #expect(text.contains("down") && text.contains("up") && text.contains("key 2") && text.contains("wait "), "\(text)")
        let replayed = try Self.trace(script: saved, extra: ["--every-move"])
        #expect(live.lines.count > 20)
        #expect(live.lines.contains { $0.contains("Touches Moved") }, "the drag's moves are in the trace")
        #expect(replayed.lines == live.lines,
                "first difference at line \(zip(live.lines, replayed.lines).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(live.lines.count, replayed.lines.count))\n\(text)")
        // By default a finger's moves come once per display refresh, as on an
        // iPhone (Behaviour §1): how many reports a drag makes depends on where
        // its moves fell between refreshes, and nothing else does.
        let perRefresh = try Self.trace(script: saved)
        #expect(Self.movesCollapsed(perRefresh.lines) == Self.movesCollapsed(live.lines))
        let moved = { (lines: [String]) in lines.filter { $0.hasPrefix("Touches Moved") }.count }
        #expect(moved(perRefresh.lines) <= moved(live.lines))
    }

    /// The lines with each run of identical `Touches Moved` lines made one.
    static func movesCollapsed(_ lines: [String]) -> [String] {
        var out: [String] = []
        for line in lines where !(line.hasPrefix("Touches Moved") && out.last == line) { out.append(line) }
        return out
    }

    @Test("a save path in a missing folder is refused in one line before the window opens")
    func badPath() throws {
        let o = try CommandLineTests.run(["--save-script", "/nonexistent/dir/x.script"], environment: CommandLineTests.baseEnvironment)
        #expect(o.status == 1)
        #expect(o.stderr.contains("--save-script") && o.stderr.contains("does not exist"), "\(o.stderr)")
    }
}
