import Foundation
import Testing
import XServer

/// The `touchlab` executable as a person runs it: errors are one line and a
/// non-zero exit, never a crash or a hang.
@Suite("touchlab on the command line", .serialized)
struct CommandLineTests {
    /// The built `touchlab`, beside this test bundle.
    static var executable: URL {
        var dir = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        while !FileManager.default.fileExists(atPath: dir.appendingPathComponent("touchlab").path), dir.path != "/" {
            dir.deleteLastPathComponent()
        }
        return dir.appendingPathComponent("touchlab")
    }

    struct Outcome { var status: Int32; var stdout: String; var stderr: String; var seconds: Double }

    /// Runs `touchlab`; `whileRunning` plays the person (or the fault). A
    /// process still running after `timeout` is recorded as a hang and
    /// SIGKILLed (SIGTERM could be blocked or handled). `stdoutToFile`: the
    /// trace goes to a regular file, as with `touchlab --trace > trace.txt`.
    static func run(_ arguments: [String], environment: [String: String], timeout: Double = 20,
                    stdoutToFile: Bool = false, executable: URL = executable, currentDirectory: URL? = nil,
                    whileRunning: ((Process) -> Void)? = nil) throws -> Outcome {
        let process = Process()
        process.executableURL = executable
        if let currentDirectory { process.currentDirectoryURL = currentDirectory }
        process.arguments = arguments
        process.environment = environment
        let out = Pipe(), err = Pipe()
        let outFile = NSTemporaryDirectory() + "touchlab-stdout-\(getpid())-\(UUID().uuidString)"
        if stdoutToFile {
            _ = FileManager.default.createFile(atPath: outFile, contents: nil)
            process.standardOutput = try FileHandle(forWritingTo: URL(fileURLWithPath: outFile))
        } else {
            process.standardOutput = out
        }
        defer { if stdoutToFile { unlink(outFile) } }
        process.standardError = err
        let start = Date()
        try process.run()
        // Read while it runs: a process whose output outgrows a pipe's
        // buffer blocks in write() until somebody reads.
        let stdoutReader = stdoutToFile ? nil : PipeReader(out), stderrReader = PipeReader(err)
        whileRunning?(process)
        if !waitForExit(process, timeout: timeout) {
            Issue.record("touchlab \(arguments) did not exit within \(timeout) s")
            kill(process.processIdentifier, SIGKILL)
        }
        process.waitUntilExit()
        let stdout = stdoutToFile ? ((try? String(contentsOfFile: outFile, encoding: .utf8)) ?? "") : stdoutReader!.text
        return Outcome(status: process.terminationStatus, stdout: stdout, stderr: stderrReader.text,
                       seconds: Date().timeIntervalSince(start))
    }

    /// True once `process` has exited (its termination handler says so);
    /// false if it still runs after `timeout`, which only turns a hang into a failure.
    static func waitForExit(_ process: Process, timeout: Double) -> Bool {
        let exited = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in exited.signal() }
        if !process.isRunning { return true }   // it ended before the handler was set
        return exited.wait(timeout: .now() + timeout) == .success || !process.isRunning
    }

    /// Reads a pipe to its end on a thread of its own, from the moment it is made.
    final class PipeReader: @unchecked Sendable {   // `data` is written once, before `done` is signalled
        private let done = DispatchSemaphore(value: 0)
        private var data = Data()
        init(_ pipe: Pipe) {
            let handle = pipe.fileHandleForReading
            Thread { [self] in data = handle.readDataToEndOfFile(); done.signal() }.start()
        }
        /// Everything written, once the writer has closed its end.
        var text: String {
            done.wait()
            done.signal()
            return String(decoding: data, as: UTF8.self)
        }
    }

    static var baseEnvironment: [String: String] {
        var env = ProcessInfo.processInfo.environment
        env["DISPLAY"] = nil
        return env
    }

    @Test("no DISPLAY: one line naming DISPLAY and how to run under Xvfb, exit 1")
    func noDisplay() throws {
        let o = try Self.run([], environment: Self.baseEnvironment)
        #expect(o.status == 1)
        let lines = o.stderr.split(separator: "\n")
        #expect(lines.count == 1)
        #expect(o.stderr.contains("DISPLAY") && o.stderr.contains("Xvfb"))
    }

    @Test("a bad script: the file, the line number and what was wrong")
    func badScript() throws {
        let path = NSTemporaryDirectory() + "touchlab-bad-\(getpid()).script"
        try "move 10 10\ndown\nmvoe 1 2\nup\n".write(toFile: path, atomically: true, encoding: .utf8)
        defer { unlink(path) }
        let o = try Self.run(["--script", path], environment: Self.baseEnvironment)
        #expect(o.status == 1)
        #expect(o.stderr.contains(":3:"), "line number: \(o.stderr)")
        #expect(o.stderr.contains("mvoe"))
        #expect(o.stderr.split(separator: "\n").count == 1)
    }

    @Test("an unknown scene is named, with suggestions")
    func unknownScene() throws {
        let o = try Self.run(["--scene", "001-abd"], environment: Self.baseEnvironment)
        #expect(o.status == 1)
        #expect(o.stderr.contains("001-abd") && o.stderr.contains("001-abc"))
    }

    @Test("--list-scenes lists every scene, default first")
    func listScenes() throws {
        let o = try Self.run(["--list-scenes"], environment: Self.baseEnvironment)
        #expect(o.status == 0)
        #expect(o.stdout.split(separator: "\n").count >= 19)
        #expect(o.stdout.split(separator: "\n").first?.contains("001-abc") == true)
    }

    @Test("the X server dies under the demo: one line, non-zero exit, no hang")
    func lostConnection() throws {
        let server = try XvfbServer(width: 1280, height: 800)
        var env = Self.baseEnvironment
        env["DISPLAY"] = server.displayName
        let o = try Self.run([], environment: env, timeout: 10) { _ in
            _ = ProcessFaultTests.demoWindow(on: server.displayName)   // the window is up
            server.stop()
        }
        #expect(o.status != 0)
        #expect(o.stderr.contains("lost the connection to the X server"))
        #expect(o.stderr.split(separator: "\n").count == 1, "\(o.stderr)")
        // A hang would outlast `run`'s 10 s and be recorded there; how fast it ends is the benchmarks' business.
    }

    @Test("--script plays real pointer events and --screenshot writes the window as a PNG")
    func scriptAndScreenshot() throws {
        let server = try XvfbServer(width: 1280, height: 800)
        defer { server.stop() }
        var env = Self.baseEnvironment
        env["DISPLAY"] = server.displayName
        let script = NSTemporaryDirectory() + "touchlab-\(getpid()).script"
        let png = NSTemporaryDirectory() + "touchlab-\(getpid()).png"
        try "tap 200 300\nwait 0.2\n".write(toFile: script, atomically: true, encoding: .utf8)
        defer { unlink(script); unlink(png) }
        let o = try Self.run(["--script", script, "--screenshot", png, "--trace"], environment: env)
        #expect(o.status == 0, "\(o.stderr)")
        #expect(o.stdout.contains("HitTest: UIWindow"))
        #expect(o.stdout.contains("Touches Began:"))
        let data = try Data(contentsOf: URL(fileURLWithPath: png))
        #expect(data.prefix(8) == Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]))
        #expect(data.count > 20_000)
    }
}
