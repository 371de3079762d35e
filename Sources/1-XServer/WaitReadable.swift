#if canImport(Glibc)
import Glibc
#endif

/// Sleeps in `poll()` until `fd` is readable (true) or `deadline` passes
/// (false), retrying on EINTR. Rounds up to whole milliseconds, so it never
/// returns early.
public func waitReadable(_ fd: Int32, until deadline: ContinuousClock.Instant) -> Bool {
    while true {
        let left = ContinuousClock.now.duration(to: deadline)
        guard left > .zero else { return false }
        let ms = Int32(clamping: left.components.seconds * 1000 + left.components.attoseconds / 1_000_000_000_000_000 + 1)
        var descriptor = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
        let ready = poll(&descriptor, 1, ms)
        if ready > 0 { return true }
        if ready < 0 && errno != EINTR { return false }
    }
}
