import Foundation
import Testing
import XServer

/// `touchlab` when its world goes away under it: the window destroyed by
/// another client, a termination signal with the trace going to a file or
/// pipe, the X server killed. Each ends the process promptly, with the
/// status a shell expects and at most one line on stderr.
@Suite("touchlab under process faults", .serialized)
struct ProcessFaultTests {
    /// Waits until the demo's window is mapped and returns its id (xdotool
    /// finds it by title: "TouchLab — scene"), or nil after `timeout`.
    static func demoWindow(on display: String, timeout: Double = 15) -> String? {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            let search = Process()
            search.executableURL = URL(fileURLWithPath: "/usr/bin/xdotool")
            search.arguments = ["search", "--onlyvisible", "--name", "^TouchLab"]
            search.environment = ["DISPLAY": display]
            let out = Pipe()
            search.standardOutput = out
            search.standardError = FileHandle.nullDevice
            guard (try? search.run()) != nil else { return nil }
            search.waitUntilExit()
            let ids = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            if let id = ids.split(separator: "\n").first { return String(id) }
            usleep(20_000)
        }
        return nil
    }

    static func xdotool(_ arguments: [String], display: String) {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: "/usr/bin/xdotool")
        p.arguments = arguments
        p.environment = ["DISPLAY": display]
        try? p.run()
        p.waitUntilExit()
    }

    static func environment(_ server: XvfbServer) -> [String: String] {
        var env = CommandLineTests.baseEnvironment
        env["DISPLAY"] = server.displayName
        return env
    }

    @Test("the window destroyed by another client (xdotool windowclose): exit 0 at once, nothing on stderr")
    func windowDestroyed() throws {
        let server = try XvfbServer(width: 1280, height: 800)
        defer { server.stop() }
        var closedAt = Date()
        let o = try CommandLineTests.run(["--trace"], environment: Self.environment(server), timeout: 20) { _ in
            guard let window = Self.demoWindow(on: server.displayName) else { Issue.record("no window"); return }
            // A tap first, so frames are being drawn when the window goes.
            Self.xdotool(["mousemove", "--window", window, "300", "400", "click", "1"], display: server.displayName)
            closedAt = Date()
            Self.xdotool(["windowclose", window], display: server.displayName)
        }
        #expect(o.status == 0)
        #expect(o.stderr.isEmpty, "\(o.stderr)")
        #expect(Date().timeIntervalSince(closedAt) < 5)
    }

    @Test("the window destroyed while a script plays towards --screenshot: one line saying so, exit 1, no file")
    func windowDestroyedBeforeTheScreenshot() throws {
        let server = try XvfbServer(width: 1280, height: 800)
        defer { server.stop() }
        let script = NSTemporaryDirectory() + "touchlab-\(getpid())-long.script"
        let png = NSTemporaryDirectory() + "touchlab-\(getpid())-never.png"
        try "tap 200 300\nwait 30\n".write(toFile: script, atomically: false, encoding: .utf8)
        defer { unlink(script); unlink(png) }
        let o = try CommandLineTests.run(["--script", script, "--screenshot", png], environment: Self.environment(server),
                                         timeout: 20) { _ in
            guard let window = Self.demoWindow(on: server.displayName) else { Issue.record("no window"); return }
            Self.xdotool(["windowclose", window], display: server.displayName)
        }
        #expect(o.status == 1)
        #expect(o.stderr == "touchlab: the window was closed before the screenshot \(png) was taken\n")
        #expect(!FileManager.default.fileExists(atPath: png))
    }

    @Test("SIGINT, SIGTERM, SIGHUP with stdout to a pipe: the trace is flushed, then the process dies of that signal",
          arguments: [SIGINT, SIGTERM, SIGHUP])
    func signalFlushesTheTrace(_ signo: Int32) throws {
        let server = try XvfbServer(width: 1280, height: 800)
        defer { server.stop() }
        var demo: Process?
        let o = try CommandLineTests.run(["--trace"], environment: Self.environment(server), timeout: 20) { process in
            demo = process
            guard let window = Self.demoWindow(on: server.displayName) else { Issue.record("no window"); return }
            Self.xdotool(["mousemove", "--window", window, "300", "400", "click", "1"], display: server.displayName)
            usleep(500_000)   // the tap is traced (into stdio's buffer: stdout is a pipe)
            kill(process.processIdentifier, signo)
        }
        #expect(demo?.terminationReason == .uncaughtSignal)
        #expect(o.status == signo, "killed by signal \(signo), as a shell reports \(128 + signo)")
        #expect(o.stdout.contains("Touches Began:") && o.stdout.contains("Touches Ended:"), "\(o.stdout.count) bytes")
        #expect(o.stdout.hasSuffix("\n"), "whole lines")
        #expect(o.stderr.isEmpty, "\(o.stderr)")
    }

    /// Both the app's thread and SpringBoard's see the connection die; both
    /// used to print. SIGKILL resets both sockets at once, which makes the
    /// race likely (3 runs in 20 printed two lines before the fix), and 30
    /// runs make it show (a miss would take 0.85^30, under 1 %).
    @Test("the X server killed, 30 times: exactly one line each time, non-zero exit")
    func serverKilledPrintsOneLine() throws {
        var outcomes: [String] = []
        for _ in 0..<30 {
            let server = try XvfbServer(width: 1280, height: 800)
            let o = try CommandLineTests.run([], environment: Self.environment(server), timeout: 20) { _ in
                guard Self.demoWindow(on: server.displayName) != nil else { Issue.record("no window"); return }
                kill(server.processID, SIGKILL)
            }
            server.stop()
            let lines = o.stderr.split(separator: "\n")
            if o.status == 0 || lines.count != 1 || !o.stderr.contains("lost the connection to the X server") {
                outcomes.append("status \(o.status): \(o.stderr)")
            }
        }
        #expect(outcomes.isEmpty, "\(outcomes)")
    }
}
