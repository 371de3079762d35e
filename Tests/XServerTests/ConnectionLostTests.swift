import Foundation
import Testing
import XServer

/// Killing the X server under a live connection must end the client with one
/// line and a non-zero status, never a hang or Xlib's multi-line exit.
///
/// That path ends the process, so it runs in a child: this same test binary,
/// re-run with `--filter` on this one test and `TOUCHLAB_CONNECTION_LOST_CHILD`
/// set, which makes the test play the client instead of the parent.
///
///     parent                               child (same test, child role)
///     start Xvfb, spawn child ───────────▶ connect, print "connected", block in nextEvent
///     read stderr until "connected"
///     server.stop() ─────── socket EOF ──▶ XConnectionLost: one line, beforeExit, _exit(70)
///     read stderr to EOF, waitpid: status 70
@Suite struct ConnectionLostTests {
    static let childRole = "TOUCHLAB_CONNECTION_LOST_CHILD"

    /// This test binary again, running only `test` in the given role, on `display`;
    /// its standard error is piped back.
    static func launchChild(test: String, role: String, display: String) throws -> (Process, Pipe) {
        let child = Process()
        child.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
        child.arguments = ["--testing-library", "swift-testing", "--filter", test]
        var environment = ProcessInfo.processInfo.environment
        environment[childRole] = role
        environment["DISPLAY"] = display
        child.environment = environment
        let stderr = Pipe()
        child.standardError = stderr
        child.standardOutput = FileHandle.nullDevice
        try child.run()
        return (child, stderr)
    }

    @Test func killingTheServerEndsTheClientWithOneLineAndStatus70() throws {
        if ProcessInfo.processInfo.environment[Self.childRole] == "1" { playChild() }

        let server = try XvfbServer(width: 64, height: 64)
        defer { server.stop() }
        let (child, stderr) = try Self.launchChild(test: "killingTheServerEndsTheClientWithOneLineAndStatus70",
                                                   role: "1", display: server.displayName)

        var output = ""
        while !output.contains("connected\n") {
            let data = stderr.fileHandleForReading.availableData
            if data.isEmpty { break }
            output += String(decoding: data, as: UTF8.self)
        }
        try #require(output.contains("connected\n"), "child did not connect: \(output)")

        server.stop()
        output += String(decoding: stderr.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        child.waitUntilExit()

        // Swift Testing's own progress lines share stderr; ours start at "connected".
        let lines = output.split(separator: "\n").map(String.init).drop { $0 != "connected" }
        #expect(Array(lines) == [
            "connected",
            "touchlab: lost the connection to the X server (DISPLAY=\(server.displayName))",
            "beforeExit ran",
        ])
        #expect(child.terminationReason == .exit)
        #expect(child.terminationStatus == 70)
    }

    /// The child role: connect, announce it, and wait for an event that
    /// never comes. Leaves only through the I/O error handler (or the alarm).
    private func playChild() -> Never {
        alarm(10)  // a hung child must not hang the parent's test
        XConnectionLost.policy.beforeExit = {
            FileHandle.standardError.write(Data("beforeExit ran\n".utf8))
        }
        do {
            let display = try XDisplay()
            FileHandle.standardError.write(Data("connected\n".utf8))
            _ = display.nextInputEvent()
            FileHandle.standardError.write(Data("nextInputEvent returned\n".utf8))
        } catch {
            FileHandle.standardError.write(Data("child: \(error)\n".utf8))
        }
        exit(1)
    }

    /// The demo has two connections on two threads (the app's, SpringBoard's),
    /// and both notice a dead server. Here eight threads, each blocked on its
    /// own connection, and a `beforeExit` that takes 300 ms (a large trace
    /// being flushed): every thread reaches the handler before the process
    /// ends, so the race that printed the line twice in about 1 run in 9 is
    /// made certain. Exactly one line.
    @Test func eightThreadsLosingTheirConnectionsAtOncePrintOneLine() throws {
        if ProcessInfo.processInfo.environment[Self.childRole] == "threads" { playChildWithThreads() }

        let server = try XvfbServer(width: 64, height: 64)
        defer { server.stop() }
        let (child, stderr) = try Self.launchChild(test: "eightThreadsLosingTheirConnectionsAtOncePrintOneLine",
                                                   role: "threads", display: server.displayName)

        var output = ""
        while output.components(separatedBy: "connected\n").count - 1 < 8 {
            let data = stderr.fileHandleForReading.availableData
            if data.isEmpty { break }
            output += String(decoding: data, as: UTF8.self)
        }
        try #require(output.components(separatedBy: "connected\n").count - 1 == 8, "children did not connect: \(output)")
        // Each thread is reading its connection or about to: one that has not
        // blocked yet meets the dead connection in that same read.

        server.stop()
        output += String(decoding: stderr.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        child.waitUntilExit()

        let lines = output.split(separator: "\n").filter { $0.contains("lost the connection") || $0 == "beforeExit ran" }
        #expect(lines == ["touchlab: lost the connection to the X server (DISPLAY=\(server.displayName))"[...],
                          "beforeExit ran"])
        #expect(child.terminationReason == .exit)
        #expect(child.terminationStatus == 70)
    }

    private func playChildWithThreads() -> Never {
        alarm(10)
        XConnectionLost.policy.beforeExit = {
            // Not a wait: it holds the exit open so that a second thread that
            // printed (the bug this test guards against) would be seen.
            usleep(300_000)
            FileHandle.standardError.write(Data("beforeExit ran\n".utf8))
        }
        for _ in 0..<8 {
            Thread {
                do {
                    let display = try XDisplay()
                    FileHandle.standardError.write(Data("connected\n".utf8))
                    _ = display.nextInputEvent()
                } catch {
                    FileHandle.standardError.write(Data("child: \(error)\n".utf8))
                }
            }.start()
        }
        while true { pause() }
    }
}
