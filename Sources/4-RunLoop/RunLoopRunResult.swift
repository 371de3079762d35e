/// Why `run(mode:before:returnAfterSourceHandled:)` returned (CFRunLoopRunResult).
public enum RunLoopRunResult: Equatable, Sendable, CustomStringConvertible {
    /// The mode had (or came to have) no sources, timers or blocks, or the mode was `.common`.
    case finished
    /// `stop()` was called while this run was active.
    case stopped
    /// The deadline passed.
    case timedOut
    /// A source performed and the caller asked to return after one.
    case handledSource

    /// The case's name, as the trace prints it (`result timedOut`).
    public var description: String {
        switch self {
        case .finished: "finished"
        case .stopped: "stopped"
        case .timedOut: "timedOut"
        case .handledSource: "handledSource"
        }
    }
}
