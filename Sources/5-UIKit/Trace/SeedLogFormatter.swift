import Foundation
import HID
import RunLoop

/// Prints trace events as the seeds' logs: 004 swizzled `hitTest:withEvent:`
/// and the four touches methods, and logged recognizers from their actions.
///
///     HitTest: UIWindow
///     NextResponder: UIWindowScene
///     Touches Began: <UIView: 0x…; frame = (165 416; 100 100); backgroundColor = …>
///     <UITapGestureRecognizer: 0x…; state = Ended; view = <UIView: 0x…>>
///
/// `.seeds` prints only those lines, so a test can compare with a seed line
/// by line; `.verbose` adds every other step (port, sources, rejections,
/// forwarding) in the same spirit.
public enum SeedLogFormatter {
    /// How much a log prints: `.seeds` only the lines 004's swizzled methods
    /// printed, `.verbose` every step of the engine as well.
    public enum Style: Sendable {
        /// Only the lines 004's swizzled methods printed: a test compares them with a seed line by line.
        case seeds
        /// Every step of the engine as well: the port, the sources, rejections, forwarding.
        case verbose
    }

    /// Formats a sequence of trace events, in order, as log lines.
    public static func lines(for events: [TraceEvent], style: Style = .seeds) -> [String] {
        events.flatMap { lines(for: $0, style: style) }
    }

    /// Whether `event` prints in the `.seeds` style (every event prints in
    /// `.verbose`): the panel keeps only these for the seeds' view, without
    /// formatting them first. Must agree with `lines(for:style:)` below.
    public static func hasSeedsLines(_ event: TraceEvent) -> Bool {
        switch event {
        case .hitTestVisit, .touchesDelivered, .gestureAction, .whatIf: true
        default: false
        }
    }

    /// Formats one trace event as the log lines it prints in `style`; none if the
    /// style leaves it out.
    public static func lines(for event: TraceEvent, style: Style = .seeds) -> [String] {
        switch event {
        case let .hitTestVisit(view, _, next):
            return ["HitTest: \(view.className)", "NextResponder: \(next?.className ?? "(null)")"]
        case let .touchesDelivered(to, phase, _, cancelledBy):
            var line = "Touches \(phase): \(to.description)"
            if style == .verbose, let cancelledBy { line += "  ← cancelled by \(cancelledBy.className)" }
            return [line]
        case let .gestureAction(_, _, description):
            return [description]
        case let .whatIf(target, property, value):
            // The experimenter's own change shows in both styles: what follows depends on it.
            return ["what-if: \(target).\(property) = \(value)"]
        default:
            guard style == .verbose else { return [] }
            return verboseLines(for: event)
        }
    }

    private static func verboseLines(for event: TraceEvent) -> [String] {
        switch event {
        case let .portReceived(hid):
            let finger = hid.finger == 0 ? "" : " finger \(hid.finger)"
            return ["port: \(hid.kind)\(finger) (\(uikitNumber(hid.x)), \(uikitNumber(hid.y)))"]
        case let .source1Fired(name, messages):
            return ["Source1 \(name): \(messages) message\(messages == 1 ? "" : "s")"]
        case let .source0Signalled(name):
            return ["Source0 \(name) signalled"]
        case let .source0Performed(name, events):
            return ["Source0 \(name): \(events) event\(events == 1 ? "" : "s")"]
        case let .runLoopActivity(activity, mode):
            return ["RunLoop \(activityName(activity)) (\(mode))"]
        case let .runLoopTimerFired(name):
            return ["RunLoop timer \(name)"]
        case .mainQueueServiced:
            return ["RunLoop main dispatch queue"]
        case let .foundationTimersFired(mode):
            return ["RunLoop Foundation timers (\(mode))"]
        case let .sendEvent(receiver, type, phase, location):
            let where_ = location.map { " at (\(uikitNumber($0.x)) \(uikitNumber($0.y)))" } ?? ""
            return ["\(receiver.className).sendEvent: \(type)\(phase.map { " \($0)" } ?? "")\(where_)"]
        case let .hitTestBegan(_, point, pass):
            return ["hit-test pass \(pass) at (\(uikitNumber(point.x)) \(uikitNumber(point.y)))"]
        case let .hitTestRejected(view, reason):
            return ["  \(view.shortName) rejected: \(reason.rawValue)"]
        case let .hitTestReturned(view, result):
            return ["  \(view.shortName) → \(result?.shortName ?? "nil")"]
        case let .hitTestAnsweredByOverride(view, _, result):
            return ["  \(view.shortName)'s own hitTest → \(result?.shortName ?? "nil") (no call to super)"]
        case let .pointInsideChecked(view, point, inside):
            return ["  \(view.shortName) point(inside: (\(uikitNumber(point.x)) \(uikitNumber(point.y)))) → \(inside ? "YES" : "NO")"]
        case let .hitTestFinished(_, result, pass):
            return ["hit-test pass \(pass) → \(result?.shortName ?? "nil")"]
        case let .touchesForwarded(from, to, phase):
            return ["  \(from.className) passes touches\(phase) to \(to?.className ?? "nil")"]
        case let .touchesHeld(view, phase, by):
            return ["Touches \(phase) for \(view.shortName) held by \(by.className)"]
        case let .touchesReleased(view, phase, delivered):
            return ["Touches \(phase) for \(view.shortName) \(delivered ? "released" : "dropped")"]
        case let .touchWithheld(view, _, reason):
            return ["Touches Began for \(view.shortName) withheld: \(reason.rawValue)"]
        case let .motionDelivered(to, call, subtype):
            return ["Motion \(call.rawValue) (\(subtype)): \(to.className)"]
        case let .motionForwarded(from, to, call):
            return ["  \(from.className) passes motion \(call.rawValue) to \(to?.className ?? "nil")"]
        case let .gestureAttached(recognizer, _):
            return ["\(recognizer.className) attached to the touch"]
        case let .controlEvent(control, event):
            return ["\(control.shortName) sends \(event.names.joined(separator: ", "))"]
        case let .scrolled(scrollView, offset):
            return ["\(scrollView.shortName) contentOffset = (\(uikitNumber(offset.x)) \(uikitNumber(offset.y)))"]
        case let .runLoopModeChanged(mode):
            return ["RunLoop mode → \(mode)"]
        case let .gestureStateChanged(recognizer, from, to):
            return ["\(recognizer.className): \(from) → \(to)"]
        case let .hapticFeedback(feedback):
            return ["Haptic \(feedback)"]
        case let .gestureStateChangeIgnored(recognizer, from, to):
            return ["\(recognizer.className): \(from) → \(to) ignored (off the state diagram)"]
        case let .gestureWaiting(recognizer, others):
            return ["\(recognizer.className) waits for \(others.map(\.className).joined(separator: ", ")) to fail"]
        case let .pressesDelivered(to, phase, key):
            return ["Presses \(phase): \(to.className) (\(key.description))"]
        case let .pressesForwarded(from, to, phase):
            return ["  \(from.className) passes presses\(phase) to \(to?.className ?? "nil")"]
        case let .keyCommandPerformed(command, _, declaredBy, asked, target):
            return ["Key command \(command.shortcutDescription) → \(command.action.name) (\(declaredBy.className)'s): asked \(asked.map(\.className).joined(separator: " → ")); \(target.map { "\($0.className) performs it" } ?? "nobody can")"]
        case let .actionSent(action, asked, target):
            return ["Action \(action.name): asked \(asked.map(\.className).joined(separator: " → ")); \(target.map { "\($0.className) performs it" } ?? "nobody can")"]
        case let .hoverDelivered(_, view, location):
            guard let location else { return ["hover ended"] }
            return ["hover at (\(uikitNumber(location.x)) \(uikitNumber(location.y))) over \(view?.shortName ?? "nil")"]
        case let .animation(view, phase):
            switch phase {
            case let .began(properties, duration, delay):
                return ["Animation began: \(view.shortName) \(properties.joined(separator: ", ")) over \(uikitNumber(CGFloat(duration))) s"
                        + (delay > 0 ? " after \(uikitNumber(CGFloat(delay))) s" : "")]
            case .interrupted: return ["Animation interrupted: \(view.shortName) (finished = NO)"]
            case .completed: return ["Animation completed: \(view.shortName) (finished = YES)"]
            }
        case let .movesCoalesced(count):
            return ["port: \(count) move\(count == 1 ? "" : "s") coalesced away"]
        default:
            return []
        }
    }

    static func activityName(_ a: RunLoopActivity) -> String {
        switch a {
        case .entry: "entry"
        case .beforeTimers: "beforeTimers"
        case .beforeSources: "beforeSources"
        case .beforeWaiting: "beforeWaiting"
        case .afterWaiting: "afterWaiting"
        case .exit: "exit"
        default: "activity \(a.rawValue)"
        }
    }

    /// Replaces `0x…` addresses, which differ from run to run, for comparisons.
    public static func withoutAddresses(_ line: String) -> String {
        var out = ""
        var i = line.startIndex
        while i < line.endIndex {
            if line[i] == "0", line.index(after: i) < line.endIndex, line[line.index(after: i)] == "x" {
                var j = line.index(i, offsetBy: 2)
                while j < line.endIndex, line[j].isHexDigit { j = line.index(after: j) }
                if j > line.index(i, offsetBy: 2) { out += "0x…"; i = j; continue }
            }
            out.append(line[i])
            i = line.index(after: i)
        }
        return out
    }
}
