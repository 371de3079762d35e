import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// How the demo ended, and how the process should end to say so.
///
/// A quit key, the close button or a destroyed window is `.finished(0)`; an
/// error is `.finished(1)`. A termination signal is `.signalled`: after the
/// app has shut down and flushed its trace, the process dies of that same
/// signal, so a shell sees 128 + n (130 for Ctrl-C) and a parent's `waitpid`
/// sees `WIFSIGNALED` — what every well-behaved Unix tool does, and what lets
/// a script tell "interrupted" from "failed".
public enum ExitReason: Equatable, Sendable {
    /// The demo ended with this exit status: 0 for a quit key, the close
    /// button or a destroyed window, 1 for an error.
    case finished(status: Int32)
    /// A termination signal ended the demo; the process dies of the same signal.
    case signalled(Int32)

    /// The status a shell reports: the exit status, or 128 + the signal number.
    public var shellStatus: Int32 {
        switch self {
        case let .finished(status): status
        case let .signalled(signo): 128 + signo
        }
    }

    /// Flushes standard output, then exits with the status or dies of the signal.
    public func endProcess() -> Never {
        fflush(stdout)
        switch self {
        case let .finished(status):
            exit(status)
        case let .signalled(signo):
            signal(signo, SIG_DFL)
            var unblock = sigset_t()
            sigemptyset(&unblock)
            sigaddset(&unblock, signo)
            pthread_sigmask(SIG_UNBLOCK, &unblock, nil)
            raise(signo)
            _exit(128 + signo)   // only if the signal did not end the process
        }
    }
}
