import Foundation
import XServer

/// A flag another thread can sleep on: a pipe whose read end becomes
/// readable when `raise()` runs, and stays readable. The player sleeps on its
/// cancel signal between steps; a run loop can watch the finished signal.
final class OneShotSignal: @unchecked Sendable {
    let readEnd: Int32
    private let writeEnd: Int32

    init() throws(XServerError) {
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { throw .systemCall("pipe", errno: errno) }
        for fd in ends {
            _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
            _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK)
        }
        readEnd = ends[0]
        writeEnd = ends[1]
    }

    deinit {
        close(readEnd)
        close(writeEnd)
    }

    /// Thread-safe, idempotent.
    func raise() {
        var byte: UInt8 = 1
        _ = write(writeEnd, &byte, 1)
    }

    var isRaised: Bool { wait(until: .now) }

    /// Sleeps until raised (true) or `deadline` (false). poll(2) counts in
    /// milliseconds, so the last fraction of one is slept with nanosleep, to
    /// keep 120 Hz drag steps evenly spaced.
    func wait(until deadline: ContinuousClock.Instant) -> Bool {
        while true {
            var descriptor = pollfd(fd: readEnd, events: Int16(POLLIN), revents: 0)
            let left = ContinuousClock.now.duration(to: deadline)
            let (seconds, attoseconds) = left.components
            let nanoseconds = left > .zero ? seconds * 1_000_000_000 + attoseconds / 1_000_000_000 : 0
            let ready = poll(&descriptor, 1, Int32(clamping: nanoseconds / 1_000_000))
            if ready > 0 { return true }
            if ready < 0 && errno != EINTR { return false }
            if nanoseconds < 1_000_000 {
                if nanoseconds > 0 {
                    var pause = timespec(tv_sec: 0, tv_nsec: Int(nanoseconds))
                    nanosleep(&pause, nil)
                }
                return false
            }
        }
    }
}
