import Foundation
import Testing
@_spi(TouchLab) @testable import UIKit
import XServer

/// `--scale` and `--panels` for tutorials on video: the same demo, larger, or
/// with fewer, larger panels.
@Suite("touchlab --scale and --panels", .serialized)
struct ScaleAndPanelsCommandTests {
    static func pngSize(_ path: String) throws -> (Int, Int) {
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        func be(_ at: Int) -> Int { data[at..<(at + 4)].reduce(0) { $0 << 8 | Int($1) } }
        return (be(16), be(20))
    }

    @Test("--scale 2: a 2560×1600 window; a script's points still land on viewb, whose lines are the iPhone's")
    func scaleTwo() throws {
        let server = try XvfbServer(width: 2600, height: 1700)
        defer { server.stop() }
        var env = CommandLineTests.baseEnvironment
        env["DISPLAY"] = server.displayName
        let script = NSTemporaryDirectory() + "touchlab-scale-\(getpid()).script", png = script + ".png"
        // 004's tap (cancelled when the finger lifts): a long press would race
        // the script's real-time hold against the app's 0.5 s timer on a busy machine.
        try "tap 215 466\nwait 0.2\n".write(toFile: script, atomically: true, encoding: .utf8)
        defer { unlink(script); unlink(png) }
        let o = try CommandLineTests.run(["--scene", "004-tap", "--script", script, "--screenshot", png, "--scale", "2", "--trace"],
                                         environment: env, stdoutToFile: true)
        #expect(o.status == 0, "\(o.stderr)")
        #expect(try Self.pngSize(png) == (2560, 1600))
        let seedCancel = try SeedLog.lines("seed-004/tap.log").first { $0.hasPrefix("Touches Cancelled") }
        let lines = o.stdout.split(separator: "\n").map { SeedLogFormatter.withoutAddresses(String($0)) }
        #expect(seedCancel != nil && lines.contains(seedCancel!), "viewb cancelled, frame = (165 416; 100 100)")
    }

    @Test("a scale outside 1…3 and an unknown panel are refused in one line")
    func badValues() throws {
        let scale = try CommandLineTests.run(["--scale", "0.5"], environment: CommandLineTests.baseEnvironment)
        #expect(scale.status == 1)
        #expect(scale.stderr.contains("--scale 0.5") && scale.stderr.split(separator: "\n").count == 1)
        let panels = try CommandLineTests.run(["--panels", "phone,timelnie"], environment: CommandLineTests.baseEnvironment)
        #expect(panels.status == 1)
        #expect(panels.stderr.contains("\"timelnie\"") && panels.stderr.contains("timeline, trace"))
        #expect(panels.stderr.split(separator: "\n").count == 1)
    }
}
