import Drawing
import Foundation
import HID
@_spi(TouchLab) import UIKit

/// A gesture's timeline as the page draws it: the lanes of `GestureTimeline`
/// (the live window's timeline panel), each mark knowing the step it stands for,
/// so a click on it lands there.
extension LessonContent {
    func lanes(_ timeline: GestureTimeline, records: [TraceRecord], first: Int) -> [Lane] {
        let mine = steps[first...]
        /// The step showing the state at `sequence`: the last at or before it.
        func step(atSequence q: Int) -> Int {
            mine.lastIndex { $0.q <= q } ?? first
        }
        /// The step of the first record at or after `time` that `matches`.
        func step(at time: Double, _ matches: (TraceEvent) -> Bool) -> Int {
            let record = records.first { $0.time >= time && matches($0.event) } ?? records.first { $0.time >= time }
            return record.map { step(atSequence: $0.sequence) } ?? first
        }
        let t = Self.rounded
        var lanes: [Lane] = []
        lanes.append(Lane(title: "input", k: "input", marks: timeline.input.map { tick in
            let more = tick.coalescedBefore > 0 ? " (+\(tick.coalescedBefore) coalesced)" : ""
            return Mark(a: t(tick.time), b: t(tick.time), label: Self.word(tick.kind) + more, s: step(atSequence: tick.sequence), k: "input")
        }))
        var loop: [Mark] = timeline.passes.map { pass in
            Mark(a: t(pass.start), b: t(pass.end), label: "run-loop pass", s: step(at: pass.start) { _ in true }, k: "pass")
        }
        loop += timeline.runLoopMarks.map { mark in
            let label = switch mark.kind {
            case let .source1(messages): "Source1: \(messages) message\(messages == 1 ? "" : "s")"
            case let .source0(events): "Source0: \(events) event\(events == 1 ? "" : "s")"
            case let .timer(name): "timer \(name)"
            case .observers: "beforeWaiting observers"
            }
            return Mark(a: t(mark.time), b: t(mark.time), label: label, s: step(atSequence: mark.sequence), k: "loop")
        }
        lanes.append(Lane(title: "run loop", k: "loop", marks: loop))
        lanes.append(Lane(title: "mode", k: "mode", marks: timeline.modes.map { mode in
            Mark(a: t(mode.span.start), b: t(mode.span.end), label: "\(mode.mode)", s: step(at: mode.span.start) { _ in true }, k: "mode")
        }))
        for lane in timeline.recognizers {
            let r = lane.recognizer
            var marks = lane.bands.map { band in
                Mark(a: t(band.span.start), b: t(band.span.end), label: "\(band.state)", s: step(at: band.span.start) { event in
                    switch event {
                    case let .gestureStateChanged(x, _, to): x === r && to == band.state
                    case let .gestureAttached(x, _): x === r && band.state == .possible
                    default: false
                    }
                }, k: "state-\(band.state)".lowercased())
            }
            marks += lane.waits.map { wait in
                Mark(a: t(wait.start), b: t(wait.end.isFinite ? wait.end : timeline.span.end), label: "waiting for others to fail",
                     s: step(at: wait.start) { if case let .gestureWaiting(x, _) = $0 { x === r } else { false } }, k: "wait")
            }
            marks += lane.actions.map { time in
                Mark(a: t(time), b: t(time), label: "action", s: step(at: time) { if case let .gestureAction(x, _, _) = $0 { x === r } else { false } },
                     k: "action")
            }
            lanes.append(Lane(title: lane.title, k: "recognizer", marks: marks))
        }
        for lane in timeline.views {
            lanes.append(Lane(title: lane.title, k: "view", marks: lane.marks.map { mark in
                let how = switch mark.delivery {
                case .delivered: ""
                case .held: " (held)"
                case .deliveredLate: " (late)"
                case .dropped: " (dropped)"
                }
                let by = mark.cancelledBy.map { " by \($0)" } ?? ""
                return Mark(a: t(mark.time), b: t(mark.time), label: "touches\(Self.word(mark.phase))\(how)\(by)",
                            s: step(atSequence: mark.sequence), k: mark.phase == .cancelled ? "cancelled" : "call-\(mark.delivery)")
            }))
        }
        return lanes
    }

    static func word(_ kind: HIDEvent.Kind) -> String { "\(kind)" }

    static func word(_ phase: UITouch.Phase) -> String {
        switch phase {
        case .began: "Began"
        case .moved: "Moved"
        case .ended: "Ended"
        case .cancelled: "Cancelled"
        default: "\(phase)"
        }
    }
}
