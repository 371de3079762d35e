import CX11
import Synchronization
#if canImport(Glibc)
import Glibc
#endif

/// What the process does when the X server goes away under an open connection.
///
/// Xlib calls its I/O error handler when a read or write on the connection
/// fails (the server died, was killed, or the socket broke). The handler must
/// not return: if it does, Xlib prints its own multi-line message and exits.
/// TouchLab's handler instead prints **one** line to stderr, runs the app's
/// `beforeExit` hook (say, to flush a trace file) and `_exit`s with
/// `exitStatus`. It never returns, whatever the hook does.
///
///     XConnectionLost.policy.beforeExit = { trace.flush() }
///
/// **Once per process.** Every connection to the dead server notices on its
/// own thread (the app's and SpringBoard's both wake on the hung-up socket),
/// and each calls the handler. The first caller reports and exits; any later
/// one parks its thread until that `_exit` ends the process, so the line is
/// printed exactly once whichever thread wins.
///
/// The hook runs inside Xlib's handler: it must not use the dead connection.
/// (libX11 1.8's per-connection `XSetIOErrorExitHandler` only runs when the
/// I/O error handler returns, which this one never does, so it is not used.)
public enum XConnectionLost {
    /// What happens when the connection is lost: the line, a last hook, the exit status.
    /// Set once, before the first connection, by the program (the demo names itself in the line).
    public struct Policy: Sendable {
        /// The line printed to stderr, given the display string (":99").
        public var message: @Sendable (_ displayName: String) -> String
        /// Runs after the message, before `_exit`.
        public var beforeExit: @Sendable () -> Void
        /// The process's exit status; 70 is `EX_SOFTWARE` from sysexits.h.
        public var exitStatus: Int32

        /// The defaults print `defaultMessage` and exit with 70.
        public init(
            message: @escaping @Sendable (_ displayName: String) -> String = Policy.defaultMessage,
            beforeExit: @escaping @Sendable () -> Void = {},
            exitStatus: Int32 = 70
        ) {
            self.message = message
            self.beforeExit = beforeExit
            self.exitStatus = exitStatus
        }

        /// "touchlab: lost the connection to the X server (DISPLAY=:99)".
        public static let defaultMessage: @Sendable (String) -> String = { name in
            "\(ProgramName.current): lost the connection to the X server (DISPLAY=\(name))"
        }
    }

    private static let current = Mutex(Policy())
    /// Set by the first thread to enter `handle`.
    private static let reported = Atomic<Bool>(false)

    /// The policy in force; set it before opening connections, or at any time.
    public static var policy: Policy {
        get { current.withLock { $0 } }
        set { current.withLock { $0 = newValue } }
    }

    /// Xlib's I/O error handler. `Never`: Xlib exits on its own if it returns.
    static func handle(_ display: OpaquePointer?) -> Never {
        guard reported.compareExchange(expected: false, desired: true, ordering: .acquiringAndReleasing).exchanged else {
            // Another thread is reporting and will `_exit`; returning would
            // let Xlib exit (with its own message) first.
            while true { pause() }
        }
        let policy = self.policy
        let name = display.flatMap { cx11_display_string($0) }.map { String(cString: $0) } ?? "?"
        // write(2), not print: stdout may be buffered, and stderr must show
        // the line even if `beforeExit` hangs or crashes.
        let line = policy.message(name) + "\n"
        _ = line.utf8CString.withUnsafeBufferPointer { bytes in
            write(STDERR_FILENO, bytes.baseAddress, bytes.count - 1)
        }
        policy.beforeExit()
        _exit(policy.exitStatus)
    }
}
