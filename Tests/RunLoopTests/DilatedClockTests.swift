import Foundation
import Testing
@testable import RunLoop

/// Slow motion: the loop's clock runs at `speed` clock seconds per real
/// second, and the loop sleeps long enough in real time for its timers.
@Suite("DilatedClock")
struct DilatedClockTests {
    @Test("at 0.25, a timer 0.05 clock-seconds away fires after at least 0.2 real seconds, on time by its own clock")
    func timerWaitsInRealTime() throws {
        let clock = DilatedClock(speed: 0.25)
        let loop = try EventRunLoop(clock: clock)
        let due = clock.now + 0.05
        var firedAt: Double?
        loop.add(RunLoopTimer(name: "slow", fireDate: due) { _ in firedAt = clock.now; loop.stop() }, forMode: .default)
        loop.add(idleSource(), forMode: .default)
        let realStart = monotonicSeconds()
        _ = loop.run(mode: .default, before: due + 10)
        let realElapsed = monotonicSeconds() - realStart
        let fired = try #require(firedAt)
        #expect(fired >= due, "the timer never fires before its date on its own clock")
        #expect(realElapsed >= 0.2 - 0.002, "0.05 s at 0.25× is 0.2 s of real waiting, took \(realElapsed) s")
    }

    @Test("changing the speed keeps the clock continuous, and time(atReal:) maps real instants onto it")
    func speedChangeIsContinuous() {
        let clock = DilatedClock(speed: 1)
        let before = clock.now
        clock.speed = 0.5
        let after = clock.now
        #expect(after >= before && after - before < 0.01, "no jump: \(before) → \(after)")
        let real = monotonicSeconds()
        #expect(abs(clock.time(atReal: real + 2) - clock.time(atReal: real) - 1) < 1e-6, "2 real s are 1 clock s at 0.5×")
        #expect(abs(clock.realInterval(for: 1) - 2) < 1e-9)
        clock.speed = 100
        #expect(clock.speed == DilatedClock.speeds.upperBound, "out-of-range speeds are clamped")
    }
}
