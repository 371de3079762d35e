import CSystem
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// The OS pipe under a port, and the process-wide setting it needs.
///
/// A pipe rather than a socket: a pipe write+read costs about half of a
/// `SOCK_SEQPACKET` send+recv here (PlatformNotes), and with fixed-size frames
/// and atomic writes (see `HIDMessage`) we do not need datagram boundaries.
enum HIDPipe {
    /// Largest write the kernel keeps whole and uninterleaved.
    static let atomicWriteLimit = Int(PIPE_BUF)

    /// Creates a non-blocking, close-on-exec pipe holding about `byteCount`
    /// bytes, and returns its two ends and the size the kernel actually gave.
    static func make(byteCount: Int) throws(HIDPortError) -> (read: Int32, write: Int32, byteCount: Int) {
        _ = sigpipeIgnored
        var ends: (Int32, Int32) = (-1, -1)
        let result = withUnsafeMutablePointer(to: &ends) {
            $0.withMemoryRebound(to: Int32.self, capacity: 2) { csystem_pipe_cloexec_nonblock($0) }
        }
        guard result == 0 else { throw .systemCall("pipe2(O_NONBLOCK|O_CLOEXEC)", errno: errno) }
        return (ends.0, ends.1, resize(ends.1, to: byteCount))
    }

    /// F_SETPIPE_SZ refuses sizes above /proc/sys/fs/pipe-max-size (or the
    /// user's pipe quota) with EPERM: halve until the kernel accepts, and keep
    /// whatever the pipe had if even that fails. Never below one atomic write,
    /// and the kernel rounds up to a power-of-two number of pages, so read the
    /// real size back.
    private static func resize(_ fd: Int32, to wanted: Int) -> Int {
        var request = Int32(clamping: Swift.max(wanted, atomicWriteLimit))
        while request >= Int32(atomicWriteLimit) {
            if csystem_set_pipe_size(fd, request) >= 0 { break }
            guard errno == EPERM || errno == EBUSY else { break }
            request /= 2
        }
        return Int(csystem_pipe_size(fd))
    }
}

/// Writing to a pipe whose read end is closed raises SIGPIPE, whose default
/// action kills the process: an app closing its port must not kill
/// SpringBoard. Ignore it once, process-wide, so `write` reports EPIPE (which
/// the sender turns into `.closed`) — but only if nobody installed a handler:
/// a handler returns and `write` still fails with EPIPE, so that is fine too.
private let sigpipeIgnored: Void = {
    var current = sigaction()
    guard sigaction(SIGPIPE, nil, &current) == 0 else { return }
    let isDefault = current.__sigaction_handler.sa_handler == nil && current.sa_flags & SA_SIGINFO == 0
    if isDefault { _ = signal(SIGPIPE, SIG_IGN) }
}()

/// `close(2)`, reachable from types that have a `close()` method of their own.
func closeDescriptor(_ fd: Int32) {
    _ = close(fd)
}
