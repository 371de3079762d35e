/// One step the loop took, for the trace: every activity it passes through, and every callout to a
/// source or timer. The demo draws these; a test compares them line by line.
public enum RunLoopTraceEvent: Equatable, Sendable, CustomStringConvertible {
    case activity(RunLoopActivity)
    case source0(name: String)
    case source1(name: String)
    case timer(name: String)

    public var description: String {
        switch self {
        case .activity(let activity): "\(activity)"
        case .source0(let name): "source0 \(name)"
        case .source1(let name): "source1 \(name)"
        case .timer(let name): "timer \(name)"
        }
    }
}
