import Foundation
@_spi(TouchLab) import UIKit

/// A place in a recorded gesture, moved a step or a run-loop pass at a time,
/// and the demo's state at that place.
///
///     ←/→          one trace step: a port message, Source1, Source0, sendEvent,
///                  a hit-test visit, a recognizer's delivery or state change, a view call
///     Shift+←/→    one run-loop pass (to the first step of the loop's next turn)
///     Home/End     the gesture's first and last step
///
/// The state at the cursor is rebuilt, not remembered: the records up to
/// the cursor are fed, with their own times, into a fresh `DispatchVisualizer`,
/// so every panel that draws from a visualizer — the phone's overlays, the
/// pipeline strip, the responder chain, the hit-test path, the trace — shows
/// the gesture exactly as it stood at that step.
public struct TraceCursor {
    public let records: [TraceRecord]
    /// Indices into `records` of the steps the arrows stop at.
    public let steps: [Int]
    /// Whether the loop's own activities are in the records (`tracesRunLoop`);
    /// without them a pass is told by what starts one: a Source1 or a timer.
    let loopIsTraced: Bool
    /// Which step the cursor is on.
    public private(set) var position: Int

    /// `records`: one gesture's; the cursor starts on its last step.
    public init<Records: Collection>(records: Records) where Records.Element == TraceRecord {
        let all = Array(records)
        self.records = all
        steps = all.indices.filter { Self.isStep(all[$0].event) }
        position = max(0, steps.count - 1)
        loopIsTraced = all.contains { if case .runLoopActivity = $0.event { true } else { false } }
    }

    /// The record the cursor is on.
    public var current: TraceRecord? { steps.isEmpty ? nil : records[steps[position]] }
    public var time: TimeInterval? { current?.time }
    public var isAtStart: Bool { position == 0 }
    public var isAtEnd: Bool { position >= steps.count - 1 }

    public mutating func stepForward() { position = min(position + 1, max(0, steps.count - 1)) }
    public mutating func stepBackward() { position = max(position - 1, 0) }
    public mutating func moveToStart() { position = 0 }
    public mutating func moveToEnd() { position = max(0, steps.count - 1) }
    /// Onto step `step` (clamped): a lesson page works out where each step's keys lead.
    public mutating func move(toStep step: Int) { position = min(max(0, step), max(0, steps.count - 1)) }

    /// To the first step of the next run-loop pass.
    public mutating func passForward() {
        guard let here = steps[safe: position] else { return }
        guard let boundary = records.indices[(here + 1)...].first(where: startsPass),
              let next = firstStep(ofPassAt: boundary) else { return moveToEnd() }
        position = next
    }

    /// To the first step of this pass, or of the previous one if already there.
    public mutating func passBackward() {
        guard let here = steps[safe: position] else { return }
        func passStart(atOrBefore index: Int) -> Int? {
            guard let boundary = records.indices[...index].last(where: startsPass) else { return nil }
            return firstStep(ofPassAt: boundary)
        }
        guard let start = passStart(atOrBefore: here) else { return moveToStart() }
        if start < position { position = start; return }
        guard start > 0, let previous = passStart(atOrBefore: steps[start - 1]) else { return moveToStart() }
        position = min(previous, start - 1)
    }

    /// The first step at or after a pass's boundary record.
    private func firstStep(ofPassAt boundary: Int) -> Int? {
        steps.firstIndex { $0 >= boundary }
    }

    /// Where a pass begins. With the loop traced: `beforeTimers`, the first
    /// thing each turn of CFRunLoop's loop does. Without: what each turn
    /// starts by doing here — a timer firing, a Source1 reading the port
    /// (its first message), or the Source0 the Source1 signalled, which runs
    /// on the next turn.
    func startsPass(_ index: Int) -> Bool {
        switch records[index].event {
        case .runLoopActivity(.beforeTimers, _): return loopIsTraced
        case .runLoopTimerFired, .source0Performed: return !loopIsTraced
        case .portReceived, .movesCoalesced:
            guard !loopIsTraced else { return false }
            guard index > 0 else { return true }
            switch records[index - 1].event {
            case .portReceived, .movesCoalesced: return false   // the same Source1 callback
            default: return true
            }
        default: return false
        }
    }

    /// The demo's state at the cursor: the records up to and including it,
    /// fed into a fresh visualizer with their own times.
    public func visualizer(timing: VisualizerTiming = .standard, traceCapacity: Int = 300) -> DispatchVisualizer {
        let visualizer = DispatchVisualizer(timing: timing, traceCapacity: traceCapacity)
        guard let end = steps[safe: position] else { return visualizer }
        for record in records[...end] { visualizer.consume(record.event, at: record.time) }
        return visualizer
    }

    /// A step is something a person would want to stop on; the loop's
    /// bookkeeping between steps (activities, signalling) is not.
    static func isStep(_ event: TraceEvent) -> Bool {
        switch event {
        case .runLoopActivity, .source0Signalled, .hitTestReturned, .pointInsideChecked, .movesCoalesced: false
        default: true
        }
    }

}

extension Array {
    subscript(safe index: Int) -> Element? { indices.contains(index) ? self[index] : nil }
}
