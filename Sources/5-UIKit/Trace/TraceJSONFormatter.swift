import Foundation
import HID
import RunLoop

/// One trace record as a JSON line, for other tools (`--trace-format json`).
///
///     {"fields":{"phase":"Began","to":"UIView 0x…"},"kind":"touchesDelivered","seq":17,"t":1000.012,"touch":1}
///
/// Every line has the same five keys: `seq` (the record's sequence number),
/// `t` (seconds on the app's clock), `touch` (the touch id, or null), `kind`
/// (the `TraceEvent` case) and `fields` (that case's values, as strings:
/// objects by class and address, points as `x y`). Keys are sorted, so the
/// same trace always gives the same bytes.
public struct TraceJSONLine: Codable, Equatable, Sendable {
    /// The record's sequence number (``TraceRecord/sequence``).
    public var seq: Int
    /// Seconds on the app's clock (``TraceRecord/time``).
    public var t: Double
    /// The touch id, or `nil` for events outside any touch.
    public var touch: Int?
    /// The name of the ``TraceEvent`` case, as `touchesDelivered`.
    public var kind: String
    /// The case's values as strings: objects by class and address, points as `x y`.
    public var fields: [String: String]

    /// Makes a line from its five values.
    public init(seq: Int, t: Double, touch: Int?, kind: String, fields: [String: String]) {
        self.seq = seq; self.t = t; self.touch = touch; self.kind = kind; self.fields = fields
    }

    /// Makes the JSON line for a trace record.
    public init(_ record: TraceRecord) {
        let (kind, fields) = TraceJSONLine.kindAndFields(of: record.event)
        self.init(seq: record.sequence, t: record.time, touch: record.touchID, kind: kind, fields: fields)
    }

    private enum CodingKeys: String, CodingKey { case seq, t, touch, kind, fields }

    /// Writes `"touch":null` rather than leaving the key out: every line has the same keys.
    public func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(seq, forKey: .seq)
        try c.encode(t, forKey: .t)
        if let touch { try c.encode(touch, forKey: .touch) } else { try c.encodeNil(forKey: .touch) }
        try c.encode(kind, forKey: .kind)
        try c.encode(fields, forKey: .fields)
    }

    /// The line's text: sorted keys, no spaces, no escaped slashes.
    public var text: String {
        // Encoding a struct of strings and numbers cannot fail.
        String(decoding: try! Self.encoder.encode(self), as: UTF8.self)
    }

    /// Reads a line written by `text`; throws `DecodingError` for anything else.
    public static func parse(_ line: String) throws -> TraceJSONLine {
        try JSONDecoder().decode(TraceJSONLine.self, from: Data(line.utf8))
    }

    private static let encoder: JSONEncoder = {
        let e = JSONEncoder()
        e.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return e
    }()

    // MARK: Each case's fields

    static func kindAndFields(of event: TraceEvent) -> (String, [String: String]) {
        switch event {
        case let .portReceived(hid):
            var f = ["hid": "\(hid.kind)", "x": number(hid.x), "y": number(hid.y), "timestamp": "\(hid.timestamp)"]
            if hid.kind == .scroll { f["deltaX"] = number(hid.deltaX); f["deltaY"] = number(hid.deltaY) }
            if hid.finger != 0 { f["finger"] = "\(hid.finger)" }
            return ("portReceived", f)
        case let .source1Fired(name, messages): return ("source1Fired", ["name": name, "messages": "\(messages)"])
        case let .source0Signalled(name): return ("source0Signalled", ["name": name])
        case let .source0Performed(name, events): return ("source0Performed", ["name": name, "events": "\(events)"])
        case let .runLoopActivity(activity, mode):
            return ("runLoopActivity", ["activity": SeedLogFormatter.activityName(activity), "mode": "\(mode)"])
        case let .runLoopTimerFired(name): return ("runLoopTimerFired", ["name": name])
        case .mainQueueServiced: return ("mainQueueServiced", [:])
        case let .foundationTimersFired(mode): return ("foundationTimersFired", ["mode": "\(mode)"])
        case let .sendEvent(receiver, type, phase, location):
            var f = ["receiver": object(receiver), "type": "\(type)"]
            if let phase { f["phase"] = "\(phase)" }
            if let location { f["location"] = point(location) }
            return ("sendEvent", f)
        case let .hoverDelivered(window, view, location):
            var f = ["window": object(window)]
            if let view { f["view"] = object(view) }
            if let location { f["location"] = point(location) }
            return ("hoverDelivered", f)
        case let .hitTestBegan(window, p, pass):
            return ("hitTestBegan", ["window": object(window), "point": point(p), "pass": "\(pass)"])
        case let .hitTestVisit(view, p, _): return ("hitTestVisit", ["view": object(view), "point": point(p)])
        case let .hitTestRejected(view, reason): return ("hitTestRejected", ["view": object(view), "reason": reason.rawValue])
        case let .hitTestReturned(view, result):
            return ("hitTestReturned", ["view": object(view), "result": result.map(object) ?? "nil"])
        case let .hitTestAnsweredByOverride(view, p, result):
            return ("hitTestAnsweredByOverride", ["view": object(view), "point": point(p), "result": result.map(object) ?? "nil"])
        case let .pointInsideChecked(view, p, inside):
            return ("pointInsideChecked", ["view": object(view), "point": point(p), "inside": inside ? "YES" : "NO"])
        case let .hitTestFinished(window, result, pass):
            return ("hitTestFinished", ["window": object(window), "result": result.map(object) ?? "nil", "pass": "\(pass)"])
        case let .touchesDelivered(to, phase, _, cancelledBy):
            var f = ["to": object(to), "phase": "\(phase)"]
            if let cancelledBy { f["cancelledBy"] = object(cancelledBy) }
            return ("touchesDelivered", f)
        case let .touchesForwarded(from, to, phase):
            return ("touchesForwarded", ["from": object(from), "to": to.map(object) ?? "nil", "phase": "\(phase)"])
        case let .touchesHeld(view, phase, by):
            return ("touchesHeld", ["view": object(view), "phase": "\(phase)", "by": object(by)])
        case let .touchesReleased(view, phase, delivered):
            return ("touchesReleased", ["view": object(view), "phase": "\(phase)", "delivered": delivered ? "true" : "false"])
        case let .touchWithheld(view, _, reason):
            return ("touchWithheld", ["view": object(view), "reason": "\(reason)"])
        case let .motionDelivered(to, call, subtype):
            return ("motionDelivered", ["to": object(to), "call": call.rawValue, "subtype": "\(subtype)"])
        case let .motionForwarded(from, to, call):
            return ("motionForwarded", ["from": object(from), "to": to.map(object) ?? "nil", "call": call.rawValue])
        case let .gestureAttached(recognizer, _): return ("gestureAttached", ["recognizer": object(recognizer)])
        case let .gestureStateChanged(recognizer, from, to):
            return ("gestureStateChanged", ["recognizer": object(recognizer), "from": "\(from)", "to": "\(to)"])
        case let .gestureAction(recognizer, state, description):
            return ("gestureAction", ["recognizer": object(recognizer), "state": "\(state)", "description": description])
        case let .controlEvent(control, event):
            return ("controlEvent", ["control": object(control), "events": event.names.joined(separator: ",")])
        case let .scrolled(scrollView, offset):
            return ("scrolled", ["scrollView": object(scrollView), "contentOffset": point(offset)])
        case let .runLoopModeChanged(mode): return ("runLoopModeChanged", ["mode": "\(mode)"])
        case let .hapticFeedback(feedback): return ("hapticFeedback", ["feedback": feedback.description])
        case let .gestureStateChangeIgnored(recognizer, from, to):
            return ("gestureStateChangeIgnored", ["recognizer": object(recognizer), "from": "\(from)", "to": "\(to)"])
        case let .gestureWaiting(recognizer, others):
            return ("gestureWaiting", ["recognizer": object(recognizer), "for": others.map(object).joined(separator: ",")])
        case let .animation(view, phase):
            switch phase {
            case let .began(properties, duration, delay):
                return ("animationBegan", ["view": object(view), "properties": properties.joined(separator: ","),
                                           "duration": "\(duration)", "delay": "\(delay)"])
            case .interrupted: return ("animationInterrupted", ["view": object(view)])
            case .completed: return ("animationCompleted", ["view": object(view)])
            }
        case let .movesCoalesced(count): return ("movesCoalesced", ["count": "\(count)"])
        case let .whatIf(target, property, value): return ("whatIf", ["target": target, "property": property, "value": value])
        case let .pressesDelivered(to, phase, key):
            return ("pressesDelivered", ["to": object(to), "phase": "\(phase)", "key": key.charactersIgnoringModifiers, "keyCode": "\(key.keyCode.rawValue)"])
        case let .pressesForwarded(from, to, phase):
            return ("pressesForwarded", ["from": object(from), "to": to.map(object) ?? "nil", "phase": "\(phase)"])
        case let .keyCommandPerformed(command, key, declaredBy, asked, target):
            return ("keyCommandPerformed", ["input": command.input ?? "", "modifierFlags": "\(command.modifierFlags.rawValue)",
                                            "action": command.action.name, "key": key.charactersIgnoringModifiers,
                                            "declaredBy": object(declaredBy), "asked": asked.map(object).joined(separator: ","),
                                            "target": target.map(object) ?? "nil"])
        case let .actionSent(action, asked, target):
            return ("actionSent", ["action": action.name, "asked": asked.map(object).joined(separator: ","), "target": target.map(object) ?? "nil"])
        }
    }

    /// `UIView 0x7f…` or `UIView "name" 0x7f…`: enough to follow one object through a trace.
    private static func object<Object>(_ traced: Traced<Object>) -> String {
        if traced.isKind(of: UIGestureRecognizer.self), let name = traced.name {
            return "\(traced.className) \"\(name)\" \(traced.address)"
        }
        return "\(traced.shortName) \(traced.address)"
    }
    private static func point(_ p: CGPoint) -> String { "\(number(p.x)) \(number(p.y))" }
    private static func number(_ v: Double) -> String { uikitNumber(v) }
    private static func number(_ v: CGFloat) -> String { uikitNumber(v) }
}
