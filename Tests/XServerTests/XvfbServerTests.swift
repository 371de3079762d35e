import Foundation
import Synchronization
import Testing
@testable import XServer
#if canImport(Glibc)
import Glibc
#endif

@Suite struct XvfbServerTests {
    /// Ready means a client can connect at once (how fast it starts is the
    /// benchmarks' business, not a test's).
    @Test func startsReadyAndStopsWithoutAZombie() throws {
        let server = try XvfbServer(width: 320, height: 200)
        let display = try XDisplay(name: server.displayName)
        #expect((display.screenWidth, display.screenHeight) == (320, 200))
        #expect(display.depth == 24)
        display.close()
        let pid = server.processID
        #expect(kill(pid, 0) == 0)

        server.stop()
        #expect(!server.isRunning)
        // Reaped: the pid no longer exists, not even as a zombie.
        #expect(kill(pid, 0) == -1 && errno == ESRCH)
        server.stop()  // idempotent
    }

    @Test func parallelServersGetDistinctDisplays() throws {
        let servers = try (0..<3).map { _ in try XvfbServer(width: 64, height: 64) }
        defer { servers.forEach { $0.stop() } }
        #expect(Set(servers.map(\.displayName)).count == 3)
        for server in servers {
            let display = try XDisplay(name: server.displayName)
            #expect(display.screenWidth == 64)
            display.close()
        }
    }

    @Test func deinitStopsTheServer() throws {
        var server: XvfbServer? = try XvfbServer(width: 64, height: 64)
        let pid = server!.processID
        server = nil
        #expect(kill(pid, 0) == -1 && errno == ESRCH)
    }
}

@Suite struct XvfbServerStartupFailureTests {
    @Test func missingXvfbSaysWhatToInstall() {
        #expect(throws: XServerError.xvfbNotFound) {
            try XvfbServer(width: 64, height: 64, timeout: .seconds(1), searchPath: "/nonexistent")
        }
        #expect(XServerError.xvfbNotFound.description == "Xvfb not found: apt-get install xvfb")
    }
}

/// The flaky start-up once seen in a full `swift test` ("connect to
/// /tmp/.X11-unix/X7183 failed: No such file or directory"): a server
/// shutting down on a number unlinks the socket *file* of the next server on
/// that number. Servers are reached through the abstract socket, which no
/// other process can remove.
@Suite struct XvfbServerChurnTests {
    @Test("the server stays reachable when its socket file is removed")
    func socketFileRemoved() throws {
        let server = try XvfbServer(width: 64, height: 64)
        defer { server.stop() }
        let file = "/tmp/.X11-unix/X\(server.displayNumber)"
        #expect(unlink(file) == 0, "the file existed")
        let display = try XDisplay(name: server.displayName)
        #expect(display.screenWidth == 64)
        display.close()
        #expect(kill(server.processID, 0) == 0, "the keepalive still holds it")
    }

    @Test("servers started and stopped by four threads at once all come up, each on its own number")
    func parallelStartStop() throws {
        let failures = Mutex<[String]>([])
        let live = Mutex<Set<Int>>([])
        let done = DispatchGroup()
        for _ in 0..<4 {
            done.enter()
            Thread {
                defer { done.leave() }
                for _ in 0..<6 {
                    do {
                        let server = try XvfbServer(width: 64, height: 64)
                        let clash = live.withLock { !$0.insert(server.displayNumber).inserted }
                        if clash { failures.withLock { $0.append("two live servers on \(server.displayName)") } }
                        let display = try XDisplay(name: server.displayName)
                        if display.screenWidth != 64 { failures.withLock { $0.append("wrong server on \(server.displayName)") } }
                        display.close()
                        _ = live.withLock { $0.remove(server.displayNumber) }
                        server.stop()
                    } catch {
                        failures.withLock { $0.append("\(error)") }
                    }
                }
            }.start()
        }
        #expect(done.wait(timeout: .now() + 60) == .success)
        #expect(failures.withLock { $0 } == [])
    }
}
