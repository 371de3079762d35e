import Glibc
import Synchronization

/// Where the loop reads the time: seconds, monotonic, arbitrary origin.
///
/// The loop never asks the system for the time itself. Handing it a `VirtualClock` makes every
/// time-dependent behaviour (a 0.5 s long-press timer, a run deadline) testable in microseconds,
/// the way SwiftNIO's embedded event loop is driven by `advanceTime(by:)`.
public protocol RunLoopClock: AnyObject {
    /// The current time in seconds. Timer fire dates and run deadlines are on this scale.
    var now: Double { get }
    /// A virtual clock never sleeps: when the loop would wait it jumps to the next timer/deadline.
    var isVirtual: Bool { get }
    /// Called by a virtual loop instead of sleeping, with the time it would have slept until; real
    /// clocks ignore it (time passes on its own).
    func advance(to time: Double)
    /// How long the loop must sleep, in real seconds, for `clockInterval` of
    /// this clock to pass: the same for real time, less for none (virtual),
    /// more in slow motion (`DilatedClock`).
    func realInterval(for clockInterval: Double) -> Double
}

extension RunLoopClock {
    /// Real and clock seconds are the same length unless a clock says otherwise.
    public func realInterval(for clockInterval: Double) -> Double { clockInterval }
}

/// Real time: `CLOCK_MONOTONIC`, the clock `ppoll`'s timeout is measured on, so a wait computed from
/// it never ends before the timer it waits for is due.
public final class MonotonicClock: RunLoopClock {
    /// The loop's default clock; it has no state, so any number may be made.
    public init() {}
    /// `CLOCK_MONOTONIC` in seconds: never jumps with wall-clock changes.
    public var now: Double { monotonicSeconds() }
    /// False: the loop really sleeps.
    public var isVirtual: Bool { false }
    /// Real time cannot be moved; the loop sleeps instead.
    public func advance(to time: Double) {}
}

/// Real time slowed down (or sped up) by `speed`: the demo's slow motion.
///
/// Everything time-dependent in the app reads this one clock — the loop's
/// timers (a long press's 0.5 s), the HID timestamps SpringBoard stamps
/// (through `time(atReal:)`), the visualizer's fades and trails — so at 0.25 a
/// long press takes 2 s on screen and nothing disagrees about how long it took.
/// At speed 1 it reads exactly `CLOCK_MONOTONIC`. Changing the speed keeps the
/// clock continuous: it never jumps or runs backwards. Safe to read from any
/// thread (SpringBoard stamps events on its own).
public final class DilatedClock: RunLoopClock, Sendable {
    private struct Anchor { var real: Double; var clock: Double; var speed: Double }
    private let anchor: Mutex<Anchor>
    /// Slowest and fastest speeds: beyond them a typo, not a lesson.
    public static let speeds: ClosedRange<Double> = 0.05...4

    /// Starts at the present `CLOCK_MONOTONIC` reading, running at `speed` (clamped to `speeds`).
    public init(speed: Double = 1) {
        let now = monotonicSeconds()
        anchor = Mutex(Anchor(real: now, clock: now, speed: Self.speeds.clamp(speed)))
    }

    /// Clock seconds per real second. Setting it re-anchors at the present moment.
    public var speed: Double {
        get { anchor.withLock { $0.speed } }
        set {
            let real = monotonicSeconds()
            anchor.withLock { a in
                a = Anchor(real: real, clock: a.clock + (real - a.real) * a.speed, speed: Self.speeds.clamp(newValue))
            }
        }
    }

    /// The dilated reading of the present moment.
    public var now: Double { time(atReal: monotonicSeconds()) }
    /// False: the loop really sleeps, for `realInterval(for:)`.
    public var isVirtual: Bool { false }
    /// Real time cannot be moved; the loop sleeps instead.
    public func advance(to time: Double) {}

    /// The clock's reading at real (CLOCK_MONOTONIC) time `real`.
    public func time(atReal real: Double) -> Double {
        anchor.withLock { a in a.clock + (real - a.real) * a.speed }
    }

    /// `clockInterval` divided by the speed: at 0.25 a 0.5 s long-press timer sleeps 2 real seconds.
    public func realInterval(for clockInterval: Double) -> Double {
        clockInterval / anchor.withLock { $0.speed }
    }
}

extension ClosedRange where Bound == Double {
    func clamp(_ value: Double) -> Double { value.isNaN ? 1 : Swift.min(upperBound, Swift.max(lowerBound, value)) }
}

/// Time that only moves when the loop (or a test) moves it. Not thread-safe: read and advance it on
/// the loop's thread.
public final class VirtualClock: RunLoopClock {
    /// Starts at `now` seconds; tests pick a start that makes their fire dates easy to read.
    public init(now: Double = 0) { self.now = now }
    /// Where the clock stands; moved only by `advance(to:)` and `advance(by:)`.
    public private(set) var now: Double
    /// True: a loop on this clock never sleeps while a timer or deadline lies ahead; it jumps there.
    public var isVirtual: Bool { true }

    /// Moves to `time`; never backwards, so a late timer cannot rewind the clock.
    public func advance(to time: Double) {
        guard !time.isNaN else { return reportRunLoopMisuse("VirtualClock.advance(to: nan): ignored") }
        now = max(now, time)
    }

    /// Moves forward by `seconds` (≥ 0; a negative step is reported and ignored), as SwiftNIO's
    /// `advanceTime(by:)` does: how a test makes a 0.5 s long press pass in microseconds.
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
