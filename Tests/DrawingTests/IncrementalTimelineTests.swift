import Foundation
import Testing
import HID
@testable import Drawing
@_spi(TouchLab) @testable import UIKit
import UIKitHeadless

/// The live window's timeline is built record by record (`GestureRecorder`),
/// not rebuilt from the gesture's records a few times a second: at every
/// step it must be the timeline a rebuild would give.
@Suite("Timeline built incrementally")
struct IncrementalTimelineTests {
    /// Every lane as text: what a viewer reads off the panel.
    static func describe(_ t: GestureTimeline) -> [String] {
        var lines = ["span \(t.span.start)…\(t.span.end) seq \(String(describing: t.sequences)) touch \(String(describing: t.touchID))"]
        lines += t.input.map { "input \($0.time) \($0.kind) +\($0.coalescedBefore)" }
        lines += t.passes.map { "pass \($0.start)…\($0.end)" }
        lines += t.runLoopMarks.map { "mark \($0.time) \($0.kind)" }
        lines += t.modes.map { "mode \($0.mode) \($0.span.start)…\($0.span.end)" }
        for lane in t.recognizers {
            lines.append("recognizer \(lane.title) " + lane.bands.map { "\($0.state)@\($0.span.start)…\($0.span.end)" }.joined(separator: " "))
            lines.append("  waits \(lane.waits.map { "\($0.start)…\($0.end)" }) actions \(lane.actions) held \(lane.heldCalls.map { "\($0.phase)@\($0.time)" })")
        }
        for lane in t.views { lines.append("view \(lane.title) " + lane.marks.map { "\($0.phase) \($0.delivery)@\($0.time)" }.joined(separator: " ")) }
        return lines
    }

    @Test("a long press dragged: after every record, the live timeline equals one rebuilt from the records")
    func longPressDrag() throws {
        let press = UILongPressGestureRecognizer()
        let scene = try Seed004Scene(press)
        let recorder = GestureRecorder()
        var checked = 0
        var mismatch: String?
        scene.driver.application.tracer.addRecordSink { record in
            recorder.append(record)
            guard mismatch == nil, let live = recorder.timeline else { return }
            let rebuilt = GestureTimeline(records: recorder.records)
            checked += 1
            if Self.describe(live) != Self.describe(rebuilt) { mismatch = "after \(record.event)" }
        }
        scene.driver.touchDown(at: scene.center)
        scene.driver.advance(by: 0.3)
        scene.driver.drag(from: scene.center, to: CGPoint(x: scene.center.x + 30, y: scene.center.y + 20), duration: 0.6, steps: 30)
        scene.driver.advance(by: 0.2)
        scene.driver.touchUp(at: CGPoint(x: scene.center.x + 30, y: scene.center.y + 20))
        scene.driver.advance(by: 0.5)
        #expect(checked > 50)
        #expect(mismatch == nil)
        // A second gesture starts a new timeline.
        scene.driver.tap(at: scene.center)
        scene.driver.advance(by: 0.5)
        #expect(recorder.timeline.map(Self.describe) == Self.describe(GestureTimeline(records: recorder.records)))
        #expect(recorder.timeline?.input.first?.kind == .pointerDown)
        #expect(recorder.timeline?.input.count == 2)
    }
}
