import Glibc

/// What can stop a run loop from being made. Running out of file descriptors
/// (EMFILE) is the one a program meets in practice: the loop needs one for its
/// wake-up port, and a process that leaks them must hear about it as an error
/// it can report, not as a crash.
public enum RunLoopError: Error, Equatable, CustomStringConvertible {
    /// The named call failed with `errno` (EMFILE: no descriptor left for the wake-up port).
    case systemCall(String, errno: Int32)

    /// One line naming the call and the system's reason, for the person at the terminal.
    public var description: String {
        switch self {
        case .systemCall(let call, let code):
            return "RunLoop: \(call) failed: \(String(cString: strerror(code))) (errno \(code))"
        }
    }
}
