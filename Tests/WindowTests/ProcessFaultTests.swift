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
        let o = try CommandLineTests.run(["--trace"], environment: Self.environment(server), timeout: 20) { _ in
            guard let window = Self.demoWindow(on: server.displayName) else { Issue.record("no window"); return }
            // A tap first, so frames are being drawn when the window goes.
            Self.xdotool(["mousemove", "--window", window, "300", "400", "click", "1"], display: server.displayName)
            Self.xdotool(["windowclose", window], display: server.displayName)
        }
        #expect(o.status == 0)
        #expect(o.stderr.isEmpty, "\(o.stderr)")   // a hang would outlast `run`'s 20 s and be recorded there
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

    /// Waits until the demo has drawn something new since `before` and then
    /// kept still for 300 ms: the tap was handled and its fades are over.
    /// The event itself, seen in the window's pixels, not a guessed sleep.
    static func waitUntilSettled(window: UInt, on display: XDisplay, changedFrom before: [UInt32],
                                 timeout: Double = 15) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        var last = before, stillSince = Date()
        while Date() < deadline {
            usleep(50_000)
            guard let now = try? XWindowCapture(display: display, window: window, width: 1280, height: 800).pixels else { continue }
            if now != last { last = now; stillSince = Date(); continue }
            if now != before && Date().timeIntervalSince(stillSince) >= 0.3 { return true }
        }
        return false
    }

    /// The shell's `touchlab --trace > trace.txt` (a file) and `| tee` (a pipe):
    /// both fully buffered, where the whole trace used to be lost.
    @Test("SIGINT, SIGTERM, SIGHUP with stdout redirected: the trace is flushed, then the process dies of that signal",
          arguments: [(SIGINT, true), (SIGTERM, true), (SIGHUP, true), (SIGINT, false)])
    func signalFlushesTheTrace(_ signo: Int32, toFile: Bool) throws {
        let server = try XvfbServer(width: 1280, height: 800)
        defer { server.stop() }
        var reason: Process.TerminationReason = .exit
        // Through `env --default-signal`: a runner started in the background
        // (`nohup`, `cmd &` in a script) passes SIGINT and SIGHUP on ignored,
        // and the demo rightly keeps an ignored signal ignored. `env` execs, so
        // the pid signalled is the demo's.
        let o = try CommandLineTests.run(["--default-signal=INT,TERM,HUP", CommandLineTests.executable.path, "--trace"],
                                         environment: Self.environment(server), timeout: 20, stdoutToFile: toFile,
                                         executable: URL(fileURLWithPath: "/usr/bin/env")) { process in
            guard let window = Self.demoWindow(on: server.displayName), let id = UInt(window),
                  let reader = try? XDisplay(name: server.displayName) else { Issue.record("no window"); return }
            defer { reader.close() }
            let before = (try? XWindowCapture(display: reader, window: id, width: 1280, height: 800).pixels) ?? []
            Self.xdotool(["mousemove", "--window", window, "300", "400", "click", "1"], display: server.displayName)
            #expect(Self.waitUntilSettled(window: id, on: reader, changedFrom: before), "the tap was drawn")
            kill(process.processIdentifier, signo)
            if CommandLineTests.waitForExit(process, timeout: 10) { reason = process.terminationReason }
        }
        #expect(reason == .uncaughtSignal)
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
