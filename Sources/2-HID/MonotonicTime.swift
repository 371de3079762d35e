#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// The one clock HID timestamps are read from.
///
/// CLOCK_MONOTONIC, because event timestamps are only ever subtracted from
/// each other (velocities, long-press delays, latency) and the wall clock can
/// jump under NTP or a user's hand. X11's own `time` field is milliseconds and
/// repeats inside a burst (PlatformNotes), so it is not a substitute.
public enum MonotonicTime {
    /// Nanoseconds since an arbitrary fixed point (boot, on Linux).
    @inline(__always)
    public static func nanoseconds() -> UInt64 {
        var now = timespec()
        clock_gettime(CLOCK_MONOTONIC, &now)
        return UInt64(now.tv_sec) &* 1_000_000_000 &+ UInt64(now.tv_nsec)
    }
}
