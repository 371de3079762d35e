import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// SIGINT, SIGTERM and SIGHUP as run-loop input: the handler only writes the
/// signal's number into a pipe, and the app's run loop reads it like any
/// other source, then ends the way a quit key does — with what was traced
/// flushed — and finally dies of the same signal (`ExitReason.signalled`).
///
///     signal, on any thread ──▶ handler: write(pipe, signo)      (async-signal-safe)
///                                   │
///     main run loop ◀── Source1 ────┘ readable: `take()`, terminate, flush, re-raise
///
/// Why not work in the handler: a signal can interrupt the main thread in the
/// middle of `print` or `malloc`; flushing stdio or tearing down X from there
/// can deadlock or corrupt. Without any handler, the default action kills the
/// process with the trace still in stdio's buffer — when standard output is a
/// file or a pipe, all of it is lost (PlatformNotes "Signals and buffered output").
///
/// A second signal while the first is being handled takes the default action
/// at once: Ctrl-C twice always stops a demo that has stopped responding.
/// A signal ignored when the process started (`nohup`, a background job of a
/// non-interactive shell) stays ignored, as shells and coreutils do.
final class TerminationSignals {
    static let handled: [Int32] = [SIGINT, SIGTERM, SIGHUP]

    /// Poll it for POLLIN; readable once a handled signal has arrived.
    let fileDescriptor: Int32
    private let writeEnd: Int32
    /// What each signal did before, put back on deinit (a test process that
    /// runs the app in-process keeps its own handlers).
    private var previous: [(Int32, sigaction)] = []

    /// Installs the handlers; one instance per process at a time.
    init() throws {
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { throw TouchLabError("cannot create the signal pipe: \(String(cString: strerror(errno)))") }
        for fd in ends {
            _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
            _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK)
        }
        fileDescriptor = ends[0]
        writeEnd = ends[1]
        signalPipeWriteEnd = writeEnd
        signalArrived = 0
        // A parent may have spawned us with these blocked (posix_spawn keeps
        // the spawning thread's mask; Foundation's Process from a dispatch
        // thread does): a handled signal must also be deliverable. Threads
        // started later inherit this thread's mask.
        var handledSet = sigset_t()
        sigemptyset(&handledSet)
        for signo in Self.handled { sigaddset(&handledSet, signo) }
        pthread_sigmask(SIG_UNBLOCK, &handledSet, nil)
        for signo in Self.handled where !Self.isIgnored(signo) {
            var action = sigaction(), old = sigaction()
            action.__sigaction_handler.sa_handler = onTerminationSignal
            sigemptyset(&action.sa_mask)
            action.sa_flags = SA_RESTART
            sigaction(signo, &action, &old)
            previous.append((signo, old))
        }
    }

    /// Puts the previous actions back and closes the pipe.
    deinit {
        for (signo, old) in previous {
            var old = old
            sigaction(signo, &old, nil)
        }
        signalPipeWriteEnd = -1
        close(fileDescriptor)
        close(writeEnd)
    }

    /// The first signal that arrived, or nil if none has.
    func take() -> Int32? {
        var byte: UInt8 = 0
        return read(fileDescriptor, &byte, 1) == 1 ? Int32(byte) : nil
    }

    private static func isIgnored(_ signo: Int32) -> Bool {
        var current = sigaction()
        sigaction(signo, nil, &current)
        return unsafeBitCast(current.__sigaction_handler.sa_handler, to: Int.self) == unsafeBitCast(SIG_IGN, to: Int.self)
    }
}

// Read by the handler: plain globals with constant initial values are
// statically initialised (no lazy `swift_once` inside a signal handler).
// nonisolated(unsafe) is safe here: a handler may take no lock (and an
// Atomic global is not guaranteed static); each is one aligned Int32 that
// `init`/`deinit` set only while none of our handlers is installed.
private nonisolated(unsafe) var signalPipeWriteEnd: Int32 = -1
private nonisolated(unsafe) var signalArrived: Int32 = 0

/// Async-signal-safe: write(2), signal(2), raise(3) and errno only.
private let onTerminationSignal: @convention(c) (Int32) -> Void = { signo in
    let savedErrno = errno
    defer { errno = savedErrno }
    if signalArrived != 0 {
        // Asked again before the app got round to it: stop now.
        signal(signo, SIG_DFL)
        raise(signo)
        return
    }
    signalArrived = signo
    var byte = UInt8(truncatingIfNeeded: signo)
    _ = write(signalPipeWriteEnd, &byte, 1)
}
