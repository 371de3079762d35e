import Foundation
import HID
import RunLoop
@_spi(TouchLab) import UIKit

/// The last gesture laid out in time, lane by lane: what the timeline panel
/// draws, and what a test reads instead of pixels.
///
///     input        ▏down   ▏move ▏move(+3 coalesced)        ▏up
///     run loop     ▕pass▏  ▕pass▏ ▕pass▏    ⏲ timer          ▕pass▏      mode: default ▸ tracking
///     long press   possible ─────────────────▶ began ── changed ─▶ ended
///     viewb        ● Began   ● Moved                ✕ Cancelled
///
/// It is built from the trace's records alone (their times and sequence
/// numbers), so it draws any scene — nothing here knows a scene — and the
/// same records always give the same timeline. A gesture runs from its
/// touch-down's port message to the next touch-down (or the end of the
/// records): timers that fire after the lift, a double tap's wait for
/// instance, belong to the gesture they settle.
public struct GestureTimeline {
    /// A HID message as the app's port received it.
    public struct InputTick: Equatable {
        public let time: TimeInterval
        public let sequence: Int
        public let kind: HIDEvent.Kind
        /// Moves the sender coalesced away just before this one.
        public let coalescedBefore: Int
    }

    /// A stretch of time, in seconds on the app's clock.
    public struct Span: Equatable {
        public let start: TimeInterval
        public var end: TimeInterval
        public var duration: TimeInterval { end - start }
    }

    /// One thing the run loop did at an instant.
    public struct RunLoopMark: Equatable {
        public enum Kind: Equatable {
            case source1(messages: Int)
            case source0(events: Int)
            case timer(name: String)
            /// The loop is about to sleep: its beforeWaiting observers run
            /// (the gesture environment's update, layout, the demo's drawing).
            case observers
        }
        public let time: TimeInterval
        public let sequence: Int
        public let kind: Kind
    }

    /// The mode the loop ran in, over a stretch of time.
    public struct ModeSpan: Equatable {
        public let mode: RunLoopMode
        public var span: Span
    }

    /// A recognizer's state over a stretch of time.
    public struct StateBand: Equatable {
        public let state: UIGestureRecognizer.State
        public var span: Span
    }

    /// One recognizer attached to the gesture's touch.
    public struct RecognizerLane {
        /// The recognizer, as the trace names it (weakly: a timeline keeps nothing alive).
        public let recognizer: Traced<UIGestureRecognizer>
        public var title: String
        public var bands: [StateBand] = []
        /// While it would have recognized but waited for others to fail.
        public var waits: [Span] = []
        /// Touches calls it held back from its view (`delaysTouchesBegan/Ended`).
        public var heldCalls: [(time: TimeInterval, phase: UITouch.Phase)] = []
        /// When its action ran.
        public var actions: [TimeInterval] = []
    }

    /// One touches call a view got, was held from, or lost.
    public struct ViewMark: Equatable {
        public enum Delivery: Equatable {
            /// The call reached the view.
            case delivered
            /// A recognizer held it back.
            case held
            /// A held call went through late.
            case deliveredLate
            /// A held call was dropped: a recognizer recognized first.
            case dropped
        }
        public let time: TimeInterval
        public let sequence: Int
        public let phase: UITouch.Phase
        public let delivery: Delivery
        /// The recognizer whose recognition cancelled the touch (for `.cancelled`).
        public let cancelledBy: String?
    }

    /// A responder that received (or was denied) touches calls.
    public struct ViewLane {
        /// The responder, as the trace names it.
        public let responder: Traced<UIResponder>
        public let title: String
        public var marks: [ViewMark] = []
    }

    public private(set) var span: Span
    public private(set) var input: [InputTick] = []
    /// From the loop's wake-up (or entry) to its next sleep.
    public private(set) var passes: [Span] = []
    public private(set) var runLoopMarks: [RunLoopMark] = []
    public private(set) var modes: [ModeSpan] = []
    public private(set) var recognizers: [RecognizerLane] = []
    public private(set) var views: [ViewLane] = []
    /// The touch that started the gesture.
    public private(set) var touchID: Int?
    /// The sequence numbers the gesture's records span (for the step cursor).
    public private(set) var sequences: ClosedRange<Int>?

    /// The records of the newest gesture: from the touch-down's port message
    /// that started it to the end.
    public static func lastGesture(in records: [TraceRecord]) -> ArraySlice<TraceRecord> {
        guard let start = gestureStarts(in: records).last else { return records[...] }
        return records[start...]
    }

    /// Every gesture's records, in order: each from the touch-down's port
    /// message that started it to the next one. Records before the first
    /// touch-down belong to none.
    public static func gestures(in records: [TraceRecord]) -> [ArraySlice<TraceRecord>] {
        let starts = gestureStarts(in: records)
        return starts.indices.map { i in records[starts[i]..<(i + 1 < starts.count ? starts[i + 1] : records.endIndex)] }
    }

    /// The touch-downs that start a gesture: those that come while no view
    /// call of the gesture before is held (`HeldViewCalls`: the second tap
    /// of a double tap is part of it).
    static func gestureStarts(in records: [TraceRecord]) -> [Int] {
        var starts: [Int] = []
        var held = HeldViewCalls()
        for i in records.indices {
            if records[i].isTouchDownMessage && held.isEmpty { starts.append(i); held.removeAll() }
            held.note(records[i].event)
        }
        return starts
    }

    /// The timeline of `records` (one gesture's, in order).
    public init<Records: BidirectionalCollection>(records: Records) where Records.Element == TraceRecord {
        self.init()
        for record in records { add(record) }
        close()
    }

    /// An empty timeline to `add` records to as they come (the live window
    /// adds each as the engine traces it, rather than rebuilding from
    /// thousands of records a few times a second).
    public init() { span = Span(start: 0, end: 0) }

    // What `add` carries from one record to the next.
    private var coalesced = 0
    private var openPass: TimeInterval?
    private var requestedModes: [ModeSpan] = []

    /// Adds the gesture's next record.
    public mutating func add(_ record: TraceRecord) {
        if let range = sequences {
            sequences = range.lowerBound...record.sequence
            span.end = record.time
        } else {
            sequences = record.sequence...record.sequence
            span = Span(start: record.time, end: record.time)
        }
        if touchID == nil { touchID = record.touchID }
        let t = record.time
        switch record.event {
        case let .movesCoalesced(count):
            coalesced += count
        case let .portReceived(hid) where hid.kind != .key:
            input.append(InputTick(time: t, sequence: record.sequence, kind: hid.kind, coalescedBefore: coalesced))
            coalesced = 0
        case let .source1Fired(_, messages):
            runLoopMarks.append(RunLoopMark(time: t, sequence: record.sequence, kind: .source1(messages: messages)))
        case let .source0Performed(_, events):
            runLoopMarks.append(RunLoopMark(time: t, sequence: record.sequence, kind: .source0(events: events)))
        case let .runLoopTimerFired(name):
            runLoopMarks.append(RunLoopMark(time: t, sequence: record.sequence, kind: .timer(name: name)))
        case .mainQueueServiced:
            runLoopMarks.append(RunLoopMark(time: t, sequence: record.sequence, kind: .timer(name: "main queue")))
        case let .foundationTimersFired(mode):
            runLoopMarks.append(RunLoopMark(time: t, sequence: record.sequence, kind: .timer(name: "Foundation timers (\(mode))")))
        case let .runLoopActivity(activity, mode):
            Self.enterMode(mode, at: t, in: &modes)
            if activity == .entry || activity == .afterWaiting {
                if openPass == nil { openPass = t }
            } else if activity == .beforeWaiting || activity == .exit {
                if activity == .beforeWaiting {
                    runLoopMarks.append(RunLoopMark(time: t, sequence: record.sequence, kind: .observers))
                }
                if let begun = openPass { passes.append(Span(start: begun, end: t)); openPass = nil }
            }
        case let .runLoopModeChanged(mode):
            // The application asking for a mode; the loop switches when the
            // current pass exits. Used only when the loop's own steps are not traced.
            Self.enterMode(mode, at: t, in: &requestedModes)

        case let .gestureAttached(recognizer, _):
            withLane(of: recognizer, at: t) { lane in
                // Attached to a new touch, a recognizer is deciding: possible. (Its
                // state now, when the timeline is built, may be anything.)
                if lane.bands.isEmpty { lane.bands.append(StateBand(state: .possible, span: Span(start: t, end: t))) }
            }
        case let .gestureStateChanged(recognizer, _, to):
            withLane(of: recognizer, at: t) { lane in
                lane.closeBand(at: t)
                lane.closeWait(at: t)
                lane.bands.append(StateBand(state: to, span: Span(start: t, end: t)))
            }
        case let .gestureWaiting(recognizer, _):
            withLane(of: recognizer, at: t) { $0.waits.append(Span(start: t, end: .infinity)) }
        case let .gestureAction(recognizer, _, _):
            withLane(of: recognizer, at: t) { $0.actions.append(t) }

        case let .touchesDelivered(to, phase, _, cancelledBy):
            let late = views.lastMark(of: to)?.delivery == .deliveredLate && views.lastMark(of: to)?.sequence == record.sequence - 1
            guard !late else { break }   // the release line already marked it
            addMark(to: to, ViewMark(time: t, sequence: record.sequence, phase: phase, delivery: .delivered,
                                     cancelledBy: cancelledBy.map { Self.title(of: $0) }))
        case let .touchesHeld(view, phase, by):
            addMark(to: view, ViewMark(time: t, sequence: record.sequence, phase: phase, delivery: .held, cancelledBy: nil))
            withLane(of: by, at: t) { $0.heldCalls.append((t, phase)) }
        case let .touchesReleased(view, phase, delivered):
            addMark(to: view, ViewMark(time: t, sequence: record.sequence, phase: phase,
                                       delivery: delivered ? .deliveredLate : .dropped, cancelledBy: nil))
        default:
            break
        }
    }

    /// The timeline as it stands: open passes, modes, states and waits
    /// closed at the last record's time.
    public func closed() -> GestureTimeline {
        var timeline = self
        timeline.close()
        return timeline
    }

    private mutating func close() {
        let end = span.end
        if modes.isEmpty { modes = requestedModes }
        if let begun = openPass { passes.append(Span(start: begun, end: end)); openPass = nil }
        if !modes.isEmpty { modes[modes.count - 1].span.end = end }
        for i in recognizers.indices {
            recognizers[i].closeBand(at: end)
            recognizers[i].closeWait(at: end)
        }
    }

    // MARK: Building

    // Static: a method of the timeline taking one of its own arrays `inout`
    // made Swift copy the whole timeline (every lane's arrays retained and
    // released) for each call — once per run-loop activity, some 27 times a
    // move of a drag (issue 25).
    private static func enterMode(_ mode: RunLoopMode, at time: TimeInterval, in modes: inout [ModeSpan]) {
        if let last = modes.last, last.mode == mode { return }
        if !modes.isEmpty { modes[modes.count - 1].span.end = time }
        modes.append(ModeSpan(mode: mode, span: Span(start: time, end: time)))
    }

    private mutating func withLane(of recognizer: Traced<UIGestureRecognizer>, at time: TimeInterval, _ body: (inout RecognizerLane) -> Void) {
        if let i = recognizers.firstIndex(where: { $0.recognizer == recognizer }) {
            body(&recognizers[i])
        } else {
            var lane = RecognizerLane(recognizer: recognizer, title: Self.title(of: recognizer))
            body(&lane)
            recognizers.append(lane)
        }
    }

    private mutating func addMark<Object>(to traced: Traced<Object>, _ mark: ViewMark) {
        let responder = traced.upcast(to: UIResponder.self)
        if let i = views.firstIndex(where: { $0.responder == responder }) {
            views[i].marks.append(mark)
        } else {
            var lane = ViewLane(responder: responder, title: Self.title(of: responder))
            lane.marks.append(mark)
            views.append(lane)
        }
    }

    static func title(of recognizer: Traced<UIGestureRecognizer>) -> String {
        recognizer.name.map { "'\($0)'" } ?? RecognizerNames.short(className: recognizer.className)
    }

    static func title(of responder: Traced<UIResponder>) -> String { responder.shortName }
}

extension GestureTimeline.RecognizerLane {
    mutating func closeBand(at time: TimeInterval) {
        if !bands.isEmpty { bands[bands.count - 1].span.end = max(bands[bands.count - 1].span.start, time) }
    }
    mutating func closeWait(at time: TimeInterval) {
        if let last = waits.last, last.end == .infinity { waits[waits.count - 1].end = time }
    }
}

private extension [GestureTimeline.ViewLane] {
    func lastMark(of responder: Traced<UIResponder>) -> GestureTimeline.ViewMark? {
        first { $0.responder == responder }?.marks.last
    }
}

extension TraceRecord {
    /// The port message that starts a gesture.
    public var isTouchDownMessage: Bool {
        if case let .portReceived(hid) = event, hid.kind == .pointerDown { return true }
        return false
    }
}
