import CSystem
import Foundation

/// A one-shot flag a thread sleeping in `poll()` can hear: a pipe whose read
/// end becomes readable when `raise()` runs, and stays readable. SpringBoard
/// sleeps on its stop signal beside the X socket; the script player sleeps on
/// its cancel signal between steps, and a run loop watches its finished signal.
/// (A pipe, not an eventfd: nobody reads it, so once raised it stays raised
/// for every waiter, and a full pipe is as good as one byte.)
public final class PollableSignal: Sendable {
    /// Poll it for POLLIN.
    public let readEnd: Int32
    private let writeEnd: Int32

    /// A lowered signal: a close-on-exec, non-blocking pipe (the CSystem shim's `pipe2`).
    /// Throws when no descriptor is left.
    public init() throws(XServerError) {
        var ends: [Int32] = [-1, -1]
        guard csystem_pipe_cloexec_nonblock(&ends) == 0 else { throw .systemCall("pipe2", errno: errno) }
        readEnd = ends[0]
        writeEnd = ends[1]
    }

    deinit {
        close(readEnd)
        close(writeEnd)
    }

    /// Thread-safe and idempotent: one byte is enough, and a full pipe
    /// (EAGAIN) means it is already readable.
    public func raise() {
        var byte: UInt8 = 1
        _ = write(writeEnd, &byte, 1)
    }

    /// Whether `raise()` has run, without waiting.
    public var isRaised: Bool { wait(until: .now) }

    /// Sleeps until raised (true) or `deadline` (false). poll(2) counts in
    /// milliseconds, so the last fraction of one is slept with nanosleep, to
    /// keep 120 Hz drag steps evenly spaced.
    public func wait(until deadline: ContinuousClock.Instant) -> Bool {
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
