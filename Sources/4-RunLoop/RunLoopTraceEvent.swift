/// One step the loop took, for the trace: every activity it passes through, and every callout to a
/// source or timer. The demo draws these; a test compares them line by line.
public enum RunLoopTraceEvent: Equatable, Sendable, CustomStringConvertible {
    /// The loop passed an activity (observers, if any, were told).
    case activity(RunLoopActivity)
    /// A signalled Source0 is about to perform.
    case source0(name: String)
    /// A ready Source1 is about to perform.
    case source1(name: String)
    /// A due timer is about to fire.
    case timer(name: String)

    /// The line a trace prints: `beforeWaiting`, `source0 __handleEventQueue`, `timer T`.
    public var description: String {
        switch self {
        case .activity(let activity): "\(activity)"
        case .source0(let name): "source0 \(name)"
        case .source1(let name): "source1 \(name)"
        case .timer(let name): "timer \(name)"
        }
    }
}
