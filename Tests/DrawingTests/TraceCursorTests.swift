import Foundation
import Testing
@testable import Drawing
@_spi(TouchLab) @testable import UIKit

/// Stepping through seed 004's long press: each step shows the state at that
/// step, and a pass step jumps to the loop's next wake-up.
@Suite("Step cursor — the long press one step at a time")
struct TraceCursorTests {
    /// 004's long press on superview, held 0.8 s over viewb.
    struct LongPress {
        let scene: Seed004Scene
        let press = UILongPressGestureRecognizer()
        var viewb: UIView { scene.viewb }
        init(tracesRunLoop: Bool = true) throws {
            scene = try Seed004Scene(press, tracesRunLoop: tracesRunLoop)
            scene.hold(for: 0.8)
        }
        var cursor: TraceCursor { TraceCursor(records: scene.lastGesture) }
    }

    @Test("Home is the port message of the touch-down; → walks Source1, Source0, sendEvent, the hit-test, then viewb's touchesBegan")
    func stepsInOrder() throws {
        var cursor = try LongPress().cursor
        cursor.moveToStart()
        var kinds: [String] = []
        for _ in 0..<6 {
            kinds.append(TraceJSONLine(cursor.current!).kind)
            cursor.stepForward()
        }
        // UIKit hit-tests a new touch before it sends the event (the touch needs its view first).
        #expect(kinds == ["portReceived", "source1Fired", "source0Performed", "hitTestBegan", "hitTestVisit", "hitTestVisit"])
        while TraceJSONLine(cursor.current!).kind != "touchesDelivered" { cursor.stepForward() }
        #expect(TraceJSONLine(cursor.current!).fields["phase"] == "Began")
    }

    @Test("every panel's state is the state at the cursor: before the hit-test no path; at touchesBegan viewb flashes Began; at End it is Cancelled")
    func stateAtCursor() throws {
        let scene = try LongPress()
        var cursor = scene.cursor
        cursor.moveToStart()
        #expect(cursor.visualizer().hitTest == nil)
        #expect(cursor.visualizer().lastPhase(of: scene.viewb) == nil)
        while TraceJSONLine(cursor.current!).kind != "touchesDelivered" { cursor.stepForward() }
        let atBegan = cursor.visualizer()
        #expect(atBegan.hitTest != nil)
        #expect(atBegan.lastPhase(of: scene.viewb)?.phase == .began)
        #expect(atBegan.status(of: scene.press)?.state == .possible)
        cursor.moveToEnd()
        #expect(cursor.visualizer().lastPhase(of: scene.viewb)?.phase == .cancelled)
        // Stepping back from the end and forward again lands on the same record.
        let end = cursor.current!.sequence
        cursor.stepBackward(); cursor.stepForward()
        #expect(cursor.current!.sequence == end)
        #expect(cursor.isAtEnd)
    }

    @Test("Shift+→ jumps a run-loop pass: the Source1's pass, the Source0's (the next turn), the 0.5 s timer's, the lift's")
    func passSteps() throws {
        for traced in [true] {
            var cursor = try LongPress(tracesRunLoop: traced).cursor
            cursor.moveToStart()
            var kinds: [String] = []
            for _ in 0..<3 { cursor.passForward(); kinds.append(TraceJSONLine(cursor.current!).kind) }
            #expect(kinds == ["source0Performed", "runLoopTimerFired", "portReceived"], "tracesRunLoop = \(traced)")
            cursor.passBackward()
            #expect(TraceJSONLine(cursor.current!).kind == "runLoopTimerFired", "tracesRunLoop = \(traced)")
            #expect(abs(cursor.time! - cursor.records[0].time - 0.5) < 1e-9)
            cursor.passBackward()
            #expect(TraceJSONLine(cursor.current!).kind == "source0Performed", "tracesRunLoop = \(traced)")
            cursor.passBackward()
            #expect(cursor.isAtStart, "tracesRunLoop = \(traced)")
        }
        // Without the loop's own steps, a turn is told by what starts it: the
        // Source0 still runs a turn after the Source1 (a timer is not seen).
        var untraced = try LongPress(tracesRunLoop: false).cursor
        untraced.moveToStart()
        untraced.passForward()
        #expect(TraceJSONLine(untraced.current!).kind == "source0Performed")
    }
}
