import Foundation
@_spi(TouchLab) import UIKit

/// "Why did this happen?" answered from the trace alone, for any scene.
///
///     viewb got touchesCancelled at 0.512 s: the UILongPressGestureRecognizer
///     'long press' on superview began after 0.5 s held within 10 pt, and its
///     cancelsTouchesInView is YES.
///
/// Nothing here knows a scene: each card is put together from the records of
/// the gesture (hit-test visits and rejections, touches calls, recognizer
/// states, waits and held calls, with their times) and from the objects those
/// records name (a recognizer's settings, a view's place among its siblings).
/// Times are seconds since the gesture's touch-down.
public struct GestureExplainer {
    /// One card: what it is about, and the causes, one sentence each.
    public struct Card: Equatable, CustomStringConvertible {
        public let title: String
        public let lines: [String]
        public var description: String { ([title] + lines.map { "  " + $0 }).joined(separator: "\n") }
    }

    let records: [TraceRecord]
    let start: TimeInterval

    /// `records`: one gesture's (see `GestureTimeline.lastGesture(in:)`).
    public init<Records: Collection>(records: Records) where Records.Element == TraceRecord {
        self.records = Array(records)
        start = records.first?.time ?? 0
    }

    /// A card for every view that got calls or was asked during hit-testing,
    /// then every recognizer attached to the touch: what `--explain` prints.
    public func allCards() -> [Card] {
        var views: [UIView] = [], recognizers: [UIGestureRecognizer] = []
        for record in records {
            switch record.event {
            // Cards are about objects that still exist: a freed view's lines stay in the trace.
            case let .hitTestVisit(traced, _, _), let .hitTestAnsweredByOverride(traced, _, _):
                if let view = traced.object, !views.contains(where: { $0 === view }) { views.append(view) }
            case let .touchesDelivered(to, _, _, _):
                if let view = to.object as? UIView, !views.contains(where: { $0 === view }) { views.append(view) }
            case let .gestureAttached(traced, _):
                if let r = traced.object, !recognizers.contains(where: { $0 === r }) { recognizers.append(r) }
            default: break
            }
        }
        return views.filter { !($0 is UIWindow) }.map(explain) + recognizers.map(explain)
    }

    // MARK: Views

    public func explain(_ view: UIView) -> Card {
        let name = Self.name(of: view)
        var lines: [String] = []
        for record in records {
            let t = time(record)
            switch record.event {
            case let .touchesDelivered(to, phase, _, cancelledBy) where to === view:
                switch phase {
                case .began:
                    if let hit = hitView, hit === view {
                        lines.append("\(name) got touchesBegan at \(t): hit-testing chose it for the touch at \(point(touchDownLocation)).")
                    } else {
                        lines.append("\(name) got touchesBegan at \(t).")
                    }
                case .moved, .stationary, .regionEntered, .regionMoved, .regionExited:
                    break   // one line per move would bury the causes
                case .ended:
                    lines.append("\(name) got touchesEnded at \(t): the finger lifted\(liftDetail(before: record.sequence)).")
                case .cancelled:
                    if let r = cancelledBy?.object {
                        lines.append("\(name) got touchesCancelled at \(t): \(recognitionSentence(r, withTime: false)), and its cancelsTouchesInView is YES.")
                    } else if let gone = cancelledBy {
                        lines.append("\(name) got touchesCancelled at \(t): the \(gone.className) (since released) recognized, and its cancelsTouchesInView is YES.")
                    } else {
                        lines.append("\(name) got touchesCancelled at \(t): the system cancelled the touch.")
                    }
                }
            case let .touchesForwarded(from, to, phase) where to === view && phase != .moved && phase != .stationary:
                lines.append("\(name) got touches\(phase) at \(t): passed up the responder chain from \(Self.name(of: from)), whose touches\(phase) calls super (the default).")
            case let .touchesHeld(held, phase, by) where held === view:
                lines.append("\(name)'s touches\(phase) was held at \(t): \(Self.name(of: by)) has \(phase == .began ? "delaysTouchesBegan" : "delaysTouchesEnded") = YES and had not decided yet.")
            case let .touchesReleased(released, phase, delivered) where released === view:
                if delivered {
                    lines.append("\(name)'s held touches\(phase) was delivered late at \(t): the recognizers holding it had failed or finished.")
                } else {
                    let winner = recognizedBefore(record.sequence)
                    lines.append("\(name)'s held touches\(phase) was dropped at \(t): \(winner.map { "\(Self.name(of: $0)) recognized" } ?? "the touch was cancelled") first, so the view never saw it.")
                }
            default:
                break
            }
        }
        let movesCount = records.filter { if case let .touchesDelivered(to, .moved, _, _) = $0.event { return to === view } else { return false } }.count
        if movesCount > 0 { lines.insert("\(name) got \(movesCount) touchesMoved.", at: min(1, lines.count)) }
        if lines.isEmpty { lines = whyNothing(view) }
        return Card(title: name, lines: lines)
    }

    /// Why a view got no call at all: the hit-test story.
    func whyNothing(_ view: UIView) -> [String] {
        let name = Self.name(of: view)
        let asked = visits.filter { !$0.view.isKind(of: UIWindow.self) }.map { Self.name(of: $0.view) }
        let askedList = asked.isEmpty ? "nothing" : asked.joined(separator: ", then ")
        guard let hit = hitView else {
            return ["\(name) got nothing: hit-testing found no view (the window asked \(askedList))."]
        }
        if let rejection = rejections.first(where: { $0.view === view }) {
            return ["\(name) got nothing: the window asked \(askedList); \(name) \(Self.clause(rejection.reason))."]
        }
        if visits.contains(where: { $0.view === view }) {
            if hit === view {
                return ["\(name) got nothing: it was the hit view, but \(touchNeverReached(view))."]
            }
            if hit.isDescendant(of: view) {
                // "Did not call super" only of a responder that got a call and kept it (issue 19 item 10).
                guard let stopper = lastResponderCalled(from: hit) else {
                    return ["\(name) got nothing: its subview \(Self.name(of: hit)) was the hit view, and got no touches call either: \(touchNeverReached(hit))."]
                }
                if stopper === hit {
                    return ["\(name) got nothing: it passed the point on to its subview \(Self.name(of: hit)), the hit view, whose touches methods did not call super."]
                }
                return ["\(name) got nothing: its subview \(Self.name(of: hit)) was the hit view; the touch went up the chain to \(Self.name(of: stopper)), whose touches methods did not call super."]
            }
            return ["\(name) got nothing: the window asked \(askedList); \(name) does not contain the point."]
        }
        // Never asked: something in front answered first, or an ancestor was passed over.
        var node: UIView = view
        while let parent = node.superview {
            if let rejection = rejections.first(where: { $0.view === parent }) {
                return ["\(name) got nothing: its ancestor \(Self.name(of: parent)) \(Self.clause(rejection.reason)), so nothing inside it was asked."]
            }
            if visits.contains(where: { $0.view === parent }) {
                let index = parent.subviews.firstIndex { $0 === node } ?? 0
                let inFront = parent.subviews[(index + 1)...]
                if let answered = inFront.last(where: { front in hit === front || hit.isDescendant(of: front) }) {
                    let lies = node === view ? "\(name) lies below \(Self.name(of: answered))" : "\(name) is inside \(Self.name(of: node)), which lies below \(Self.name(of: answered))"
                    return ["\(name) got nothing: the window asked \(askedList); \(Self.name(of: hit)) contains the point, so \(Self.name(of: hit)) is the hit view; \(lies) and was never asked."]
                }
                return ["\(name) got nothing: \(Self.name(of: parent)) did not ask it (the window asked \(askedList))."]
            }
            node = parent
        }
        return ["\(name) got nothing: it is not in the window the touch went down in."]
    }

    /// Why the hit view's touches methods were never called.
    func touchNeverReached(_ view: UIView) -> String {
        for record in records {
            if case let .touchWithheld(withheld, _, reason) = record.event, withheld === view {
                return "its touch was withheld from it (\(reason.rawValue))"
            }
        }
        if let begin = records.first(where: { if case .hitTestFinished(_, _, 2) = $0.event { true } else { false } }),
           let winner = records.first(where: { record in
               guard record.sequence > begin.sequence, case let .gestureStateChanged(_, .possible, to) = record.event else { return false }
               return to == .began || to == .ended
           }), case let .gestureStateChanged(traced, _, _) = winner.event {
            guard let r = traced.object else { return "the \(traced.className) (since released) recognized before its touchesBegan was called, and took the touch" }
            return "\(recognitionSentence(r, withTime: true)) before its touchesBegan was called, and took the touch"
        }
        return "the touch never reached it"
    }

    /// The last responder up the chain from `hit` that a touches call
    /// reached (delivered to it, or passed up to it); nil if none was called.
    func lastResponderCalled(from hit: UIView) -> UIResponder? {
        guard records.contains(where: { if case let .touchesDelivered(to, _, _, _) = $0.event { to === hit } else { false } }) else { return nil }
        var last: UIResponder = hit
        for record in records {
            if case let .touchesForwarded(from, to?, _) = record.event, from === last, let next = to.object { last = next }
        }
        return last
    }

    // MARK: Recognizers

    public func explain(_ recognizer: UIGestureRecognizer) -> Card {
        let name = Self.name(of: recognizer)
        var lines: [String] = []
        let changes = stateChanges(of: recognizer)
        guard records.contains(where: { if case let .gestureAttached(r, _) = $0.event { return r === recognizer } else { return false } }) else {
            var why = "\(name) took no part: "
            if !recognizer.isEnabled { why += "it is disabled (isEnabled = NO)." }
            else if let view = recognizer.view, let hit = hitView { why += "its view \(Self.name(of: view)) is not \(Self.name(of: hit)) (the hit view) or one of its ancestors." }
            else { why += "it is not on the touch's hit view or an ancestor." }
            return Card(title: name, lines: [why])
        }
        let path = (["Possible"] + changes.map { "\($0.to) (\(time($0.record)))" }).joined(separator: " → ")
        lines.append("States: \(path).")
        for wait in waits(of: recognizer) {
            let until = changes.first { $0.record.sequence > wait.record.sequence }
            lines.append("It would have recognized at \(time(wait.record)) but waited for \(wait.others.map { Self.name(of: $0) }.joined(separator: ", ")) to fail\(until.map { " until \(time($0.record))" } ?? "").")
        }
        for change in changes {
            switch change.to {
            case .began where change.from == .possible, .ended where change.from == .possible:
                let sentence = recognitionSentence(recognizer, at: change.record, withTime: true)
                lines.append(sentence.prefix(1).uppercased() + sentence.dropFirst() + ".")
            case .failed:
                lines.append("\(name) failed at \(time(change.record)): \(failureCause(recognizer, at: change.record)).")
            case .cancelled:
                lines.append("\(name) was cancelled at \(time(change.record)): it was disabled or removed, or its touch was cancelled.")
            default:
                break
            }
        }
        if recognizer.cancelsTouchesInView == false { lines.append("Its cancelsTouchesInView is NO: the view keeps its touches when it recognizes.") }
        return Card(title: name, lines: lines)
    }

    /// "the UILongPressGestureRecognizer 'long press' on superview began after 0.5 s held within 10 pt"
    func recognitionSentence(_ r: UIGestureRecognizer, at record: TraceRecord? = nil, withTime: Bool) -> String {
        let change = record.flatMap { rec in stateChanges(of: r).first { $0.record.sequence == rec.sequence } }
            ?? stateChanges(of: r).first { $0.to == .began || $0.to == .ended }
        let verb = change?.to == .began ? "began" : "recognized"
        let when = withTime ? change.map { " at \(time($0.record))" } ?? "" : ""
        var detail = ""
        if let press = r as? UILongPressGestureRecognizer {
            detail = " after \(duration(press.minimumPressDuration)) held within \(number(press.allowableMovement)) pt"
        } else if let tap = r as? UITapGestureRecognizer {
            detail = tap.numberOfTapsRequired == 1 ? " when the finger lifted" : " on the finger's lift after \(tap.numberOfTapsRequired) taps"
        } else if let pan = r as? UIPanGestureRecognizer {
            detail = " once the finger had moved \(number(pan.minimumDistance)) pt"
        }
        let on = r.view.map { " on \(Self.name(of: $0))" } ?? ""
        return "the \(Self.fullName(of: r))\(on) \(verb)\(when)\(detail)"
    }

    func failureCause(_ r: UIGestureRecognizer, at record: TraceRecord) -> String {
        // Another recognizer that recognized just before: a requirement, or exclusion.
        if let winner = recognizedBefore(record.sequence, excluding: r) {
            if r.failureRequirements.contains(where: { $0 === winner }) {
                return "it requires \(Self.name(of: winner)) to fail, and \(Self.name(of: winner)) recognized at \(time(recognitionRecord(of: winner)!))"
            }
            if recognitionRecord(of: winner).map({ record.sequence - $0.sequence < 40 }) == true {
                return "\(Self.name(of: winner)) recognized at \(time(recognitionRecord(of: winner)!)), and two recognizers recognize together only if a delegate allows it"
            }
        }
        let moved = maxDistanceFromDown(upTo: record.sequence)
        if let tap = r as? UITapGestureRecognizer {
            if moved > tap.allowableMovement { return "the finger moved \(number(moved)) pt, more than a tap allows (\(number(tap.allowableMovement)) pt)" }
            if tap.numberOfTapsRequired == 1 && record.time - start >= tap.maximumTapDuration {
                return "the finger stayed down \(duration(tap.maximumTapDuration)), longer than a tap may last"
            }
            if tap.numberOfTapsRequired > 1 { return "the next tap did not come within \(duration(tap.maximumTapInterval)) of the lift (it needs \(tap.numberOfTapsRequired) taps)" }
        }
        if let press = r as? UILongPressGestureRecognizer {
            if moved > press.allowableMovement { return "the finger moved \(number(moved)) pt, beyond its allowableMovement of \(number(press.allowableMovement)) pt" }
            return "the finger lifted at \(time(record)), before its minimumPressDuration of \(duration(press.minimumPressDuration))"
        }
        if let pan = r as? UIPanGestureRecognizer, moved < pan.minimumDistance {
            return "the finger lifted having moved \(number(moved)) pt, less than the \(number(pan.minimumDistance)) pt a pan needs"
        }
        return "its own rules ruled the touch out"
    }

    // MARK: Reading the records

    struct Visit { let view: Traced<UIView> }
    struct Rejection { let view: Traced<UIView>; let reason: HitTestRejection }
    struct StateChange { let record: TraceRecord; let from: UIGestureRecognizer.State; let to: UIGestureRecognizer.State }
    struct Wait { let record: TraceRecord; let others: [Traced<UIGestureRecognizer>] }

    /// The first hit-test pass (the second repeats it).
    var firstPass: ArraySlice<TraceRecord> {
        guard let begin = records.firstIndex(where: { if case .hitTestBegan(_, _, 1) = $0.event { true } else { false } }) else { return [] }
        let end = records[begin...].firstIndex { if case .hitTestFinished(_, _, 1) = $0.event { true } else { false } } ?? records.endIndex - 1
        return records[begin...end]
    }
    var visits: [Visit] {
        firstPass.compactMap {
            switch $0.event {
            case let .hitTestVisit(v, _, _), let .hitTestAnsweredByOverride(v, _, _): Visit(view: v)
            default: nil
            }
        }
    }
    var rejections: [Rejection] { firstPass.compactMap { if case let .hitTestRejected(v, r) = $0.event { Rejection(view: v, reason: r) } else { nil } } }
    var hitView: UIView? {
        for record in firstPass { if case let .hitTestFinished(_, result, _) = record.event { return result?.object } }
        return nil
    }
    var touchDownLocation: CGPoint? {
        for record in records { if case let .hitTestBegan(_, p, _) = record.event { return p } }
        return nil
    }

    func stateChanges(of r: UIGestureRecognizer) -> [StateChange] {
        records.compactMap { record in
            if case let .gestureStateChanged(x, from, to) = record.event, x === r { return StateChange(record: record, from: from, to: to) }
            return nil
        }
    }
    func waits(of r: UIGestureRecognizer) -> [Wait] {
        records.compactMap { record in
            if case let .gestureWaiting(x, others) = record.event, x === r { return Wait(record: record, others: others) }
            return nil
        }
    }
    func recognitionRecord(of r: UIGestureRecognizer) -> TraceRecord? {
        stateChanges(of: r).first { $0.from == .possible && ($0.to == .began || $0.to == .ended) }?.record
    }
    /// The last recognizer to recognize before `sequence`.
    func recognizedBefore(_ sequence: Int, excluding: UIGestureRecognizer? = nil) -> UIGestureRecognizer? {
        for record in records.reversed() where record.sequence < sequence {
            if case let .gestureStateChanged(r, .possible, to) = record.event, to == .began || to == .ended, r !== excluding { return r.object }
        }
        return nil
    }
    func liftDetail(before sequence: Int) -> String {
        for record in records.reversed() where record.sequence < sequence {
            if case .touchesReleased(_, .ended, true) = record.event { return " (held until the recognizers decided)" }
            if case .portReceived = record.event { break }
        }
        return ""
    }
    /// How far the touch got from where it went down, in window points.
    func maxDistanceFromDown(upTo sequence: Int) -> CGFloat {
        guard let down = touchDownLocation else { return 0 }
        var farthest: CGFloat = 0
        for record in records where record.sequence <= sequence {
            if case let .sendEvent(receiver, _, _, location?) = record.event, receiver.isKind(of: UIApplication.self) {
                farthest = max(farthest, hypot(location.x - down.x, location.y - down.y))
            }
        }
        return farthest
    }

    // MARK: Words

    /// What hit-testing saw, as the rest of a sentence about the view.
    static func clause(_ reason: HitTestRejection) -> String {
        switch reason {
        case .outside: "does not contain the point"
        case .hidden: "was passed over because it is hidden"
        case .transparent: "was passed over because its alpha is 0.01 or less"
        case .interactionDisabled: "was passed over because its userInteractionEnabled is NO"
        case .declinedByOverride: "was passed over because its hitTest(_:with:) override returned nil"
        case .animating: "was passed over because an animation without .allowUserInteraction is moving it"
        }
    }

    /// A moment: "0.512 s" after touch-down, to the millisecond.
    func time(_ record: TraceRecord) -> String { String(format: "%.3f s", record.time - start) }
    /// A setting: "0.5 s", "0.35 s" — as short as the value.
    func duration(_ s: TimeInterval) -> String {
        var text = String(format: "%.3f", s)
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text + " s"
    }
    func number(_ v: CGFloat) -> String { v == v.rounded() ? String(Int(v)) : String(format: "%.1f", v) }
    func point(_ p: CGPoint?) -> String { p.map { "(\(number($0.x)) \(number($0.y)))" } ?? "(?)" }

    /// What a record names: a view as the demo labels it, a recognizer as ``name(of:)-(UIGestureRecognizer)`` does.
    static func name<Object>(of traced: Traced<Object>) -> String {
        guard traced.isKind(of: UIGestureRecognizer.self) else { return traced.shortName }
        return traced.name.map { "'\($0)'" } ?? traced.className
    }
    static func name(of view: UIResponder) -> String {
        (view as? UIView)?.shortName ?? view.className
    }
    /// `'single'` when named, else the class.
    static func name(of r: UIGestureRecognizer) -> String {
        r.name.map { "'\($0)'" } ?? r.className
    }
    /// `UITapGestureRecognizer 'single'`: class and name, for a first mention.
    static func fullName(of r: UIGestureRecognizer) -> String {
        r.name.map { "\(r.className) '\($0)'" } ?? r.className
    }
}
