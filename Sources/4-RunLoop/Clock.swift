import Glibc

/// Where the loop reads the time: seconds, monotonic, arbitrary origin.
///
/// The loop never asks the system for the time itself. Handing it a `VirtualClock` makes every
/// time-dependent behaviour (a 0.5 s long-press timer, a run deadline) testable in microseconds,
/// the way SwiftNIO's embedded event loop is driven by `advanceTime(by:)`.
public protocol RunLoopClock: AnyObject {
    var now: Double { get }
    /// A virtual clock never sleeps: when the loop would wait it jumps to the next timer/deadline.
    var isVirtual: Bool { get }
    func advance(to time: Double)
}

/// Real time: `CLOCK_MONOTONIC`, the clock `ppoll`'s timeout is measured on, so a wait computed from
/// it never ends before the timer it waits for is due.
public final class MonotonicClock: RunLoopClock {
    public init() {}
    public var now: Double { monotonicSeconds() }
    public var isVirtual: Bool { false }
    /// Real time cannot be moved; the loop sleeps instead.
    public func advance(to time: Double) {}
}

/// Time that only moves when the loop (or a test) moves it. Not thread-safe: read and advance it on
/// the loop's thread.
public final class VirtualClock: RunLoopClock {
    public init(now: Double = 0) { self.now = now }
    public private(set) var now: Double
    public var isVirtual: Bool { true }

    /// Moves to `time`; never backwards, so a late timer cannot rewind the clock.
    public func advance(to time: Double) {
        guard !time.isNaN else { return reportRunLoopMisuse("VirtualClock.advance(to: nan): ignored") }
        now = max(now, time)
    }

    public func advance(by seconds: Double) {
        guard seconds >= 0 else {
            return reportRunLoopMisuse("VirtualClock.advance(by: \(seconds)): time only moves forward; ignored")
        }
        now += seconds
    }
}

func monotonicSeconds() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) * 1e-9
}
