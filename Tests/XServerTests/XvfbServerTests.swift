import Testing
@testable import XServer
#if canImport(Glibc)
import Glibc
#endif

@Suite struct XvfbServerTests {
    @Test func startsReadyQuicklyAndStopsWithoutAZombie() throws {
        let start = ContinuousClock.now
        let server = try XvfbServer(width: 320, height: 200)
        let startup = ContinuousClock.now - start
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
        // Generous bound for a loaded 2-core machine; typically about 50 ms.
        #expect(startup < .seconds(2), "Xvfb took \(startup) to start")
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
            try XvfbServer(width: 64, height: 64, timeout: .seconds(1), searchPath: "/nonexistent", nextDisplayNumber: { 100 })
        }
        #expect(XServerError.xvfbNotFound.description == "Xvfb not found: apt-get install xvfb")
    }

    /// Two servers picking the same number: the loser retries elsewhere.
    @Test func displayNumberCollisionIsRetriedWithAnotherNumber() throws {
        let first = try XvfbServer(width: 64, height: 64)
        defer { first.stop() }
        var candidates = [first.displayNumber, first.displayNumber, Int.random(in: 30000..<31000)]
        let second = try XvfbServer(width: 64, height: 64, timeout: .seconds(5), searchPath: nil,
                                    nextDisplayNumber: { candidates.removeFirst() })
        defer { second.stop() }
        #expect(candidates.isEmpty)
        #expect(second.displayNumber != first.displayNumber)
    }

    @Test func displayNumbersAllTakenIsAClearError() throws {
        let first = try XvfbServer(width: 64, height: 64)
        defer { first.stop() }
        #expect(throws: XServerError.xvfbFailed("8 random display numbers were all in use")) {
            try XvfbServer(width: 64, height: 64, timeout: .seconds(5), searchPath: nil,
                           nextDisplayNumber: { first.displayNumber })
        }
    }
}
