import CXlibBaseline
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
