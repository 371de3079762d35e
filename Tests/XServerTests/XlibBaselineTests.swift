import CXlibBaseline
import Foundation
import Testing
import XServer

@Suite struct XlibBaselineTests {
    @Test(arguments: [XLIB_BASELINE_MIXED, XLIB_BASELINE_MOTION, XLIB_BASELINE_BUTTON])
    func baselineMeasures200PlausibleSamples(kind: xlib_baseline_kind) throws {
        let server = try XvfbServer(width: 320, height: 240)
        defer { server.stop() }
        var samples = [Double](repeating: -1, count: 200)
        let status = kind == XLIB_BASELINE_MIXED
            ? xlib_baseline_latency(server.displayName, Int32(samples.count), &samples)
            : xlib_baseline_latency_of_kind(server.displayName, kind, Int32(samples.count), &samples)
        #expect(status == 0)
        // Every sample is a real round trip: more than a microsecond, less than
        // the C loop's 2 s timeout. How fast is `touchlab-bench`'s business.
        #expect(samples.allSatisfy { $0 > 1_000 && $0 < 2e9 })
    }

    /// The loop the latency benchmark divides by idles before each sample, as
    /// the harness of TouchLab's path does: 100 samples after 2 ms each take
    /// at least 200 ms of wall time, and each is still a real round trip.
    @Test func baselineIdlesBeforeEachSample() throws {
        let server = try XvfbServer(width: 320, height: 240)
        defer { server.stop() }
        var samples = [Double](repeating: -1, count: 100)
        let clock = ContinuousClock()
        let started = clock.now
        let status = xlib_baseline_latency_after_idle(server.displayName, XLIB_BASELINE_BUTTON, Int32(samples.count), 2_000, &samples)
        let elapsed = clock.now - started
        #expect(status == 0)
        #expect(samples.allSatisfy { $0 > 1_000 && $0 < 2e9 })
        #expect(elapsed >= .milliseconds(200), "100 samples idle 2 ms each: \(elapsed)")
    }

    /// The server's own CPU time over the samples (what "What Xvfb works per
    /// press" compares): more than nothing — the server read, queued and wrote
    /// every press — and less than the wall time the samples took; without a
    /// server process to read, -1 and the samples are still measured.
    @Test func serverCPUTimeIsMeasuredOverTheSamples() throws {
        let server = try XvfbServer(width: 320, height: 240)
        defer { server.stop() }
        var samples = [Double](repeating: -1, count: 100)
        var serverNanoseconds = -2.0
        let clock = ContinuousClock()
        let started = clock.now
        #expect(xlib_baseline_latency_server_cpu(server.displayName, XLIB_BASELINE_BUTTON, Int32(samples.count), 100,
                                                 server.processID, &samples, &serverNanoseconds) == 0)
        let wall = clock.now - started
        #expect(serverNanoseconds > 0)
        #expect(serverNanoseconds < Double(wall.components.seconds) * 1e9 + Double(wall.components.attoseconds) / 1e9)
        #expect(samples.allSatisfy { $0 > 1_000 && $0 < 2e9 })

        samples = [Double](repeating: -1, count: 10)
        #expect(xlib_baseline_latency_server_cpu(server.displayName, XLIB_BASELINE_BUTTON, Int32(samples.count), 0,
                                                 0, &samples, &serverNanoseconds) == 0)
        #expect(serverNanoseconds == -1)
        #expect(samples.allSatisfy { $0 > 1_000 && $0 < 2e9 })
    }

    /// schedstat counts one thread (a process's main thread, all of a
    /// one-threaded server like Xvfb): this test's own thread, by its id.
    @Test func processCPUTimeReadsSchedstat() throws {
        // "/proc/thread-self" links to "<pid>/task/<this thread's id>".
        let link = try FileManager.default.destinationOfSymbolicLink(atPath: "/proc/thread-self")
        let thread = try #require(Int32(link.split(separator: "/").last ?? ""))
        let before = xlib_baseline_process_cpu_ns(thread)
        var x = 0.0
        for i in 0..<2_000_000 { x += Double(i).squareRoot() }
        #expect(x > 0)
        #expect(before > 0 && xlib_baseline_process_cpu_ns(thread) > before)
        #expect(xlib_baseline_process_cpu_ns(0) == -1)
        #expect(xlib_baseline_process_cpu_ns(-5) == -1)
    }

    @Test func negativeIdleIsRefused() {
        var sample = 0.0
        #expect(xlib_baseline_latency_after_idle(":29998", XLIB_BASELINE_BUTTON, 1, -1, &sample) != 0)
    }

    @Test func unreachableDisplayFailsWithoutSamples() {
        var sample = 0.0
        #expect(xlib_baseline_latency(":29998", 1, &sample) != 0)
        #expect(xlib_baseline_latency(nil, 1, nil) != 0)
    }
}
