import Foundation
import Testing
@_spi(TouchLab) @testable import UIKit
import XServer

/// `--speed` and the `[` `]` keys: the app's clock runs slow, so a held
/// button lasts a quarter as long in the app's trace as in real time.
@Suite("touchlab --speed", .serialized)
struct SlowMotionCommandTests {
    /// The app-clock seconds between the press and the release, from the JSON trace.
    static func heldSeconds(script: String, arguments: [String]) throws -> Double {
        let server = try XvfbServer(width: 1280, height: 800)
        defer { server.stop() }
        var env = CommandLineTests.baseEnvironment
        env["DISPLAY"] = server.displayName
        let path = NSTemporaryDirectory() + "touchlab-speed-\(getpid())-\(UUID().uuidString).script"
        let png = path + ".png"
        try script.write(toFile: path, atomically: true, encoding: .utf8)
        defer { unlink(path); unlink(png) }
        let o = try CommandLineTests.run(["--script", path, "--screenshot", png, "--trace-format", "json"] + arguments,
                                         environment: env, stdoutToFile: true)
        #expect(o.status == 0, "\(o.stderr)")
        let lines = try o.stdout.split(separator: "\n").map { try TraceJSONLine.parse(String($0)) }
        let ports = lines.filter { $0.kind == "portReceived" }
        let down = try #require(ports.first { $0.fields["hid"] == "pointerDown" })
        let up = try #require(ports.first { $0.fields["hid"] == "pointerUp" })
        let stamp = { (line: TraceJSONLine) in Double(line.fields["timestamp"] ?? "") ?? .nan }
        // The HID timestamps (SpringBoard's read) and the trace's times are one
        // clock: each event was read before the app traced it, by however much
        // a busy machine delayed it (a stamp on another clock or rate would run ahead).
        for event in [down, up] {
            #expect(stamp(event) / 1e9 <= event.t + 1e-6, "read at \(stamp(event) / 1e9), traced at \(event.t)")
        }
        return (stamp(up) - stamp(down)) / 1e9
    }

    static let hold = "move 200 300\ndown\nwait 1.2\nup\nwait 0.2\n"

    @Test("--speed 0.25: a 1.2 s hold is 0.3 s in the app's trace")
    func speedOption() throws {
        let held = try Self.heldSeconds(script: Self.hold, arguments: ["--speed", "0.25"])
        #expect(held >= 0.29 && held < 0.6, "held \(held) s on the app's clock")
    }

    @Test("two presses of [ halve the speed twice: 1 → 0.5 → 0.25")
    func slowerKey() throws {
        let held = try Self.heldSeconds(script: "key [\nkey [\nwait 0.1\n" + Self.hold, arguments: [])
        #expect(held >= 0.29 && held < 0.6, "held \(held) s on the app's clock")
    }

    @Test("a speed outside 0.05…4 is refused in one line")
    func badSpeed() throws {
        let o = try CommandLineTests.run(["--speed", "0"], environment: CommandLineTests.baseEnvironment)
        #expect(o.status != 0)
        #expect(o.stderr.contains("--speed") && o.stderr.contains("0.05"))
    }
}
