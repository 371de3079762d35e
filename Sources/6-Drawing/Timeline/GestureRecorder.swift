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
        // The loop's own steps are kept only up to the gesture's last event:
        // held back until something else happens, so the passes of an idle
        // loop (the demo drawing its fades) neither grow nor change the gesture.
        if record.event.isRunLoopStep {
            guard !records.isEmpty else { return }
            if pendingLoopSteps.count == Self.pendingLimit { pendingLoopSteps.removeFirst(Self.pendingLimit / 2) }
            pendingLoopSteps.append(record)
            return
        }
        // The pointer between gestures is no part of one, nor is a key (the
        // demo's Home, →, Space, H pressed after a tap must not stretch the
        // tap's timeline to the key's time): their records, and the sources'
        // steps that carried nothing else, are left out.
        if case let .portReceived(hid) = record.event {
            lastMessageWasBetweenGestures = [.hover, .key, .keyUp, .marker].contains(hid.kind)
        }
        if record.isHover || record.isPress { return }
        if lastMessageWasBetweenGestures, record.isSourceStep || record.isPortMessage { return }
        // A touch-down while a call of this gesture is held belongs to it (the second tap of a double tap).
        if (record.isTouchDownMessage && heldCalls.isEmpty) || startsWheelScroll(record) {
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
    private func startsWheelScroll(_ record: TraceRecord) -> Bool {
        guard case let .portReceived(hid) = record.event, hid.kind == .scroll else { return false }
        defer { lastWheelNotch = record.time }
        return record.time - lastWheelNotch > UIGestureEnvironment.scrollQuietPeriod
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
    /// A key's own records: its `sendEvent` and the presses up the chain.
    var isPress: Bool {
        switch event {
        case let .sendEvent(_, type, _, _): type == .presses
        case .pressesDelivered, .pressesForwarded, .keyCommandPerformed: true
        default: false
        }
    }

    var isPortMessage: Bool { if case .portReceived = event { true } else { false } }

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

extension TraceRecord {
    /// The Source1 reading the port, or the Source0 handling the queue.
    var isSourceStep: Bool {
        switch event {
        case .source1Fired, .source0Signalled, .source0Performed, .movesCoalesced: true
        default: false
        }
    }
}
