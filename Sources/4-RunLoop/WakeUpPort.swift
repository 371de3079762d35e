import CSystem
import Glibc

/// The loop's own port (CFRunLoop's `_wakeUpPort`, an eventfd on Linux as in CF): any thread writes
/// to it to end the loop's sleep; the loop reads it after waking so the next wait can sleep again.
final class WakeUpPort: Sendable {
    let fileDescriptor: Int32

    init() throws(RunLoopError) {
        let descriptor = csystem_eventfd_cloexec_nonblock()
        guard descriptor >= 0 else { throw .systemCall("eventfd() for the wake-up port", errno: errno) }
        fileDescriptor = descriptor
    }

    deinit { close(fileDescriptor) }

    /// Thread-safe. EAGAIN (counter saturated) still leaves the port readable, so it is ignored.
    func signal() {
        var one: UInt64 = 1
        while write(fileDescriptor, &one, 8) < 0 && errno == EINTR {}
    }

    /// Resets the counter to zero; every wake-up written so far is answered by this one wake.
    func drain() {
        var count: UInt64 = 0
        while read(fileDescriptor, &count, 8) < 0 && errno == EINTR {}
    }
}
