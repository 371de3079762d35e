import Testing

/// A quick sanity check in debug that both loops wake promptly; the real comparison is a release
/// build (the numbers in the report come from one).
@Suite(.serialized) struct LatencyTests {
    @Test func signalToPerformLatencyIsAWakeUpNotATimeout() {
        let ours = SignalToPerformLatency.measure(.eventRunLoop, samples: 100)
        let coreFoundation = SignalToPerformLatency.measure(.coreFoundation, samples: 100)
        let oursMedian = SignalToPerformLatency.median(ours)
        let cfMedian = SignalToPerformLatency.median(coreFoundation)
        print("signal→perform latency, debug build, median µs: EventRunLoop \(oursMedian), CFRunLoop \(cfMedian)")
        #expect(ours.count == 100 && coreFoundation.count == 100)
        #expect(oursMedian < 5_000, "a median of milliseconds means the loop slept past the wake-up")
    }
}
