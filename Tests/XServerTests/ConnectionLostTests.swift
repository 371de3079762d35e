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

    @Test func killingTheServerEndsTheClientWithOneLineAndStatus70() throws {
        if ProcessInfo.processInfo.environment[Self.childRole] != nil { playChild() }

        let server = try XvfbServer(width: 64, height: 64)
        defer { server.stop() }
        let child = Process()
        child.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
        child.arguments = ["--testing-library", "swift-testing",
                           "--filter", "killingTheServerEndsTheClientWithOneLineAndStatus70"]
        var environment = ProcessInfo.processInfo.environment
        environment[Self.childRole] = "1"
        environment["DISPLAY"] = server.displayName
        child.environment = environment
        let stderr = Pipe()
        child.standardError = stderr
        child.standardOutput = FileHandle.nullDevice
        try child.run()

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
}
