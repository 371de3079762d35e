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

    @Test func unreachableDisplayFailsWithoutSamples() {
        var sample = 0.0
        #expect(xlib_baseline_latency(":29998", 1, &sample) != 0)
        #expect(xlib_baseline_latency(nil, 1, nil) != 0)
    }
}
