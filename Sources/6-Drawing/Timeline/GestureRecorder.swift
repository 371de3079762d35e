import Foundation
import HID
@_spi(TouchLab) import UIKit

/// Keeps the records of the newest gesture — from its touch-down's port
/// message on — for the timeline, the step cursor and the explanations.
///
/// Why only one gesture: the demo runs for hours; every record holds its
/// views, and a drag makes a thousand records a second. The previous
/// gesture's records go when the next touch goes down, and a gesture longer
/// than `capacity` records keeps its first `capacity` (the timeline says so).
public final class GestureRecorder {
    public let capacity: Int
    @exclusivity(unchecked) public private(set) var records: [TraceRecord] = []
    /// The gesture before the newest one.
    @exclusivity(unchecked) public private(set) var previousRecords: [TraceRecord] = []
    /// Records left out because the gesture outgrew `capacity`.
    @exclusivity(unchecked) public private(set) var droppedCount = 0
    /// Changes whenever `records` does (the demo rebuilds its timeline then).
    @exclusivity(unchecked) public private(set) var revision = 0

    /// The newest gesture's timeline, built record by record as they come:
    /// a long drag's thousands of records are never walked again.
    public var timeline: GestureTimeline? {
        guard !records.isEmpty else { return nil }
        if closedRevision != revision { closedTimeline = building.closed(); closedRevision = revision }
        return closedTimeline
    }
    @exclusivity(unchecked) private var building = GestureTimeline()
    private var closedTimeline: GestureTimeline?
    private var closedRevision = -1

    @exclusivity(unchecked) private var pendingLoopSteps: [TraceRecord] = []
    /// The port's last message was no part of a gesture (a hover, a key, a
    /// script's marker): the Source1 and Source0 steps that follow carry it.
    @exclusivity(unchecked) private var lastMessageWasBetweenGestures = false
    /// Loop steps waiting for the gesture's next event: a few passes' worth.
    static let pendingLimit = 256

    public init(capacity: Int = 50_000) { self.capacity = max(1, capacity) }

    // The storage `append` touches is `@exclusivity(unchecked)`: the recorder
    // belongs to the run loop's thread (a trace sink), and Swift's run-time
    // check of each access to a class's stored property cost a fifth of each
    // record appended during a drag (the static checks still apply).

    public func append(_ record: TraceRecord) {
        // What the record is, read with one switch: each question asked
        // apart (a loop step? a hover's? a key's? a port message? a
        // touch-down? a wheel notch?) was a switch copying the event, and a
        // drag sends some 40 records a move through here (issue 25).
        let role = Self.role(of: record.event)
        // The loop's own steps are kept only up to the gesture's last event:
        // held back until something else happens, so the passes of an idle
        // loop (the demo drawing its fades) neither grow nor change the gesture.
        if case .loopStep = role {
            guard !records.isEmpty else { return }
            if pendingLoopSteps.count == Self.pendingLimit { pendingLoopSteps.removeFirst(Self.pendingLimit / 2) }
            pendingLoopSteps.append(record)
            return
        }
        // The pointer between gestures is no part of one, nor is a key (the
        // demo's Home, →, Space, H pressed after a tap must not stretch the
        // tap's timeline to the key's time): their records, and the sources'
        // steps that carried nothing else, are left out.
        var startsGesture = false
        switch role {
        case let .portMessage(kind):
            lastMessageWasBetweenGestures = kind == .hover || kind == .key || kind == .keyUp || kind == .marker
            if lastMessageWasBetweenGestures { return }
            // A touch-down while a call of this gesture is held belongs to it (the second tap of a double tap).
            startsGesture = (kind == .pointerDown && heldCalls.isEmpty) || (kind == .scroll && startsWheelScroll(at: record.time))
        case .hoverOrPress:
            return
        case .sourceStep:
            if lastMessageWasBetweenGestures { return }
        case .loopStep, .other:
            break
        }
        if startsGesture {
            heldCalls.removeAll()
            pendingLoopSteps.removeAll(keepingCapacity: true)
            previousRecords = records
            records.removeAll(keepingCapacity: true)
            building = GestureTimeline()
            droppedCount = 0
        } else if records.isEmpty {
            return   // between gestures: nothing to attach it to
        }
        guard records.count + pendingLoopSteps.count < capacity else { droppedCount += 1 + pendingLoopSteps.count; pendingLoopSteps.removeAll(); return }
        records.append(contentsOf: pendingLoopSteps)
        for step in pendingLoopSteps { building.add(step) }
        pendingLoopSteps.removeAll(keepingCapacity: true)
        records.append(record)
        building.add(record)
        heldCalls.note(record.event)
        revision &+= 1
    }
    @exclusivity(unchecked) private var heldCalls = HeldViewCalls()

    /// A wheel scroll is a gesture of its own, with no touch-down: its first
    /// notch — one that comes after the last has gone quiet — starts it.
    @exclusivity(unchecked) private var lastWheelNotch: TimeInterval = -.infinity
    private func startsWheelScroll(at time: TimeInterval) -> Bool {
        defer { lastWheelNotch = time }
        return time - lastWheelNotch > UIGestureEnvironment.scrollQuietPeriod
    }

    /// What `append` needs to know of a record's event.
    private enum Role {
        /// The run loop's own step (`tracesRunLoop`).
        case loopStep
        /// A message read from the port, of this kind.
        case portMessage(HIDEvent.Kind)
        /// A hover's own record (its `sendEvent`, delivery, recognizers) or a key's (its `sendEvent`, the presses up the chain).
        case hoverOrPress
        /// The Source1 reading the port, or the Source0 handling the queue.
        case sourceStep
        case other
    }

    private static func role(of event: TraceEvent) -> Role {
        switch event {
        case .runLoopActivity, .runLoopTimerFired, .mainQueueServiced, .foundationTimersFired: .loopStep
        case let .portReceived(hid): .portMessage(hid.kind)
        case .source1Fired, .source0Signalled, .source0Performed, .movesCoalesced: .sourceStep
        case let .sendEvent(_, type, _, _): type == .hover || type == .presses ? .hoverOrPress : .other
        case .hoverDelivered, .pressesDelivered, .pressesForwarded, .keyCommandPerformed: .hoverOrPress
        case let .gestureStateChanged(recognizer, _, _), let .gestureAction(recognizer, _, _):
            recognizer.isKind(of: UIHoverGestureRecognizer.self) ? .hoverOrPress : .other
        default: .other
        }
    }

    /// Takes back the gesture `hid` started, if it started the newest one:
    /// a click that asks "why?" about the last gesture reached the port (and
    /// started a gesture here) before the app knew it was a question.
    public func withdrawGesture(startedBy hid: HIDEvent) {
        guard case let .portReceived(first)? = records.first?.event, first == hid else { return }
        records = previousRecords
        previousRecords = []
        building = GestureTimeline()
        for record in records { building.add(record) }
        revision &+= 1
    }

    /// Forgets everything (a scene switch: the records hold the old scene's views).
    public func reset() {
        heldCalls.removeAll()
        records.removeAll()
        previousRecords.removeAll()
        pendingLoopSteps.removeAll()
        building = GestureTimeline()
        droppedCount = 0
        revision &+= 1
    }
}

extension TraceRecord {
    /// A hover's own records: its port message, its `sendEvent`s and
    /// delivery, and its recognizers' states and actions.
    var isHover: Bool {
        switch event {
        case let .portReceived(hid): hid.kind == .hover
        case let .sendEvent(_, type, _, _): type == .hover
        case .hoverDelivered: true
        case let .gestureStateChanged(recognizer, _, _), let .gestureAction(recognizer, _, _):
            recognizer.isKind(of: UIHoverGestureRecognizer.self)
        default: false
        }
    }
}
