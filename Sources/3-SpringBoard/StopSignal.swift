#if canImport(Glibc)
import Glibc
#endif

/// A one-shot "please stop" a thread sleeping in `poll()` can hear: a pipe
/// whose read end becomes readable, and stays readable, once `raise()` ran.
///
/// A pipe because the thread's sleep is a `poll()` on file descriptors (the X
/// socket, the HID port), and a flag alone would not wake it. (An eventfd
/// would do as well; Swift's Glibc module does not export `eventfd`.)
final class StopSignal: @unchecked Sendable {
    /// Poll it for POLLIN.
    let fileDescriptor: Int32
    private let writeEnd: Int32

    init() throws(SpringBoardError) {
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { throw .systemCall("pipe", errno: errno) }
        for fd in ends {
            _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
            _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK)
        }
        fileDescriptor = ends[0]
        writeEnd = ends[1]
    }

    deinit {
        close(fileDescriptor)
        close(writeEnd)
    }

    /// Thread-safe and idempotent: one byte is enough, and a full pipe
    /// (EAGAIN) means it is already readable.
    func raise() {
        var byte: UInt8 = 1
        _ = write(writeEnd, &byte, 1)
    }

    var isRaised: Bool {
        var descriptor = pollfd(fd: fileDescriptor, events: Int16(POLLIN), revents: 0)
        return poll(&descriptor, 1, 0) > 0
    }
}
