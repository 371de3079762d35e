import Drawing
import Foundation
import XServer
import HID
@_spi(TouchLab) import UIKit

/// The timeline, the step cursor and the explain mode in the live window.
///
///     trace records ──▶ GestureRecorder (the newest gesture)
///                          ├─▶ GestureTimeline ──▶ timeline panel (built record by record; drawn at most 4×/s while live)
///                          ├─▶ TraceCursor     ──▶ every panel at the cursor (← → Shift Home End)
///                          └─▶ GestureExplainer ─▶ a "why" card for the clicked view or badge (E)
///
/// While the cursor is out, the window shows the gesture as it stood at the
/// cursor's step; a new touch-down goes back to following the live gesture.
struct TimelineView {
    var cursor: TraceCursor?
    /// The visualizer rebuilt for the cursor's step (see `TraceCursor.visualizer`).
    var cursorVisualizer: DispatchVisualizer?
    var timeline: GestureTimeline?
    var builtRevision = -1
    var builtAt: TimeInterval = -.infinity
    /// A finger was down at the last frame (the frame after it lifts takes the newest timeline).
    var wasHeld = false
    var explainMode = false
    var card: GestureExplainer.Card?
    /// Space: the gesture replayed into a fresh scene, played back at its own pace.
    var replay: ReplayPlayback?
    /// The card appeared or went: the next frame is drawn whole.
    var cardChanged = false
}

extension LiveApp {
    /// Every record goes to the recorder, except while explain mode turns clicks into questions.
    func record(_ record: TraceRecord) {
        guard !timelineView.explainMode else { return }
        if record.isTouchDownMessage, timelineView.cursor != nil || timelineView.replay != nil {
            timelineView.cursor = nil   // a new gesture: follow it live
            timelineView.cursorVisualizer = nil
            timelineView.replay?.stop()
            timelineView.replay = nil
        }
        // While stepping or replaying, the gesture stays as it was (the keys'
        // own port messages are not part of it).
        guard timelineView.cursor == nil, timelineView.replay == nil else { return }
        recorder.append(record)
    }

    func resetTimeline() {
        recorder.reset()
        timelineView = TimelineView()
        composer.timeline = TimelineState()
    }

    /// What this frame draws from: the live visualizer at the live time, or
    /// the state at the cursor's step at that step's time.
    func stateToDraw(now: TimeInterval) -> (DispatchVisualizer, TimeInterval) {
        if let replay = timelineView.replay, timelineView.cursor == nil {
            composer.timeline = TimelineState(timeline: replay.timeline, cursor: replay.time, note: replay.replay.verdict)
            return (replay.visualizer, replay.time)
        }
        // The recorder builds the timeline as records come; the panel takes
        // it at most 4 times a second while the gesture goes on (redrawing
        // the lanes costs more than building them, and the eye needs no more),
        // and at once when the finger lifts: the lift redraws every lane for
        // the finished gesture's axis, and a timeline up to 0.25 s old drawn
        // so first was drawn whole again moments later (issue 25).
        let held = timelineView.cursor == nil && application.hasActiveTouch
        let lifted = timelineView.wasHeld && !held
        timelineView.wasHeld = held
        if recorder.revision != timelineView.builtRevision,
           now - timelineView.builtAt >= 0.25 || timelineView.timeline == nil || lifted {
            timelineView.timeline = recorder.timeline
            timelineView.builtRevision = recorder.revision
            timelineView.builtAt = now
        } else if recorder.revision != timelineView.builtRevision {
            rendering.needsDisplay = true   // not yet: the next frame rebuilds it
        }
        composer.timeline = TimelineState(timeline: timelineView.timeline, cursor: timelineView.cursor?.time,
                                          liveUntil: held ? now : nil, note: timelineView.replay?.replay.verdict)
        if let cursor = timelineView.cursor, let time = cursor.time {
            if timelineView.cursorVisualizer == nil { timelineView.cursorVisualizer = cursor.visualizer() }
            return (timelineView.cursorVisualizer!, time)
        }
        return (visualizer, now)
    }

    /// ← → one step, Shift+← → one run-loop turn, Home/End, E explain mode.
    func handleTimelineKey(_ keysym: UInt32, modifiers: UInt32) -> Bool {
        let shift = modifiers & DemoKey.shiftMask != 0
        switch keysym {
        case DemoKey.space:
            startReplay()
            return true
        case DemoKey.left, DemoKey.right, DemoKey.home, DemoKey.end:
            let records = timelineView.replay?.replay.records ?? recorder.records
            guard !records.isEmpty else { return true }
            timelineView.replay?.stop()
            var cursor = timelineView.cursor ?? TraceCursor(records: records)
            let wasLive = timelineView.cursor == nil
            switch keysym {
            case DemoKey.left where shift: cursor.passBackward()
            case DemoKey.left: if !wasLive { cursor.stepBackward() }   // the first ← stops on the last step
            case DemoKey.right where shift: cursor.passForward()
            case DemoKey.right: cursor.stepForward()
            case DemoKey.home: cursor.moveToStart()
            default: cursor.moveToEnd()
            }
            timelineView.cursor = cursor
            timelineView.cursorVisualizer = nil
            timelineView.builtRevision = -1   // the timeline must match the cursor's records
            return true
        case DemoKey.e:
            timelineView.explainMode.toggle()
            if !timelineView.explainMode, timelineView.card != nil { timelineView.card = nil; timelineView.cardChanged = true }
            return true
        default:
            return false
        }
    }

    /// The phone shows the replay's own copy of the scene while it plays.
    var rootToDraw: UIView { timelineView.replay?.replay.window ?? window }

    private func startReplay() {
        guard !recorder.records.isEmpty, !application.hasActiveTouch else { return }
        timelineView.replay?.stop()
        timelineView.cursor = nil
        timelineView.cursorVisualizer = nil
        do {
            // The replay's app ends its chain like the demo's: with a (silent) demo key responder.
            let replay = try GestureReplay(scene: sceneSwitcher.current, windowFrame: window.frame, gesture: recorder.records,
                                           appDelegate: DemoKeyResponder { _, _ in })
            print(replay.verdict + (replay.firstDifference.map { d in "\n  live:   \(d.live ?? "(none)")\n  replay: \(d.replay ?? "(none)")" } ?? ""))
            timelineView.replay = ReplayPlayback(replay: replay, runLoop: application.runLoop) { [unowned self] in
                self.rendering.needsDisplay = true
            }
        } catch {
            FileHandle.standardError.write(Data("\(ProgramName.current): the replay could not start: \(error)\n".utf8))
        }
        rendering.needsWholeFrame = true
    }

    /// In explain mode a press on the phone asks "why?" of what is under it
    /// and goes no further into UIKit.
    func explainClick(_ hid: HIDEvent) -> Bool {
        guard timelineView.explainMode, hid.kind == .pointerDown || hid.kind == .pointerMove || hid.kind == .pointerUp else { return false }
        guard hid.kind == .pointerDown else { return true }
        let pixel = screen.toPixels(x: hid.x, y: hid.y)   // the event is in points; the drawing in pixels
        let point = CGPoint(x: pixel.x / options.uiScale, y: pixel.y / options.uiScale)   // the layout's, before --scale
        recorder.withdrawGesture(startedBy: hid)
        let records = timelineView.cursor?.records ?? recorder.records
        let explainer = GestureExplainer(records: records)
        let item = composer.lastRendered?.item(at: point)
        let card = item?.recognizer.map(explainer.explain) ?? item?.view.map(explainer.explain)
        timelineView.card = card
        timelineView.cardChanged = true
        rendering.needsDisplay = true
        if let card { print(card) }
        return true
    }

    func drawExplainCard() {
        timelineView.cardChanged = false
        guard let layout = composer.lastLayout, let area = drawExplainCard(in: frameBuffer.canvas, layout: layout) else { return }
        // The card is drawn over regions the composer thinks unchanged: copy them too.
        frameBuffer.present([area])
    }

    /// Draws the open card over the panels; returns where.
    @discardableResult
    func drawExplainCard(in canvas: CairoCanvas, layout: FrameLayout) -> CGRect? {
        guard let card = timelineView.card else { return nil }
        let x = layout.header.minX, top = layout.header.maxY + FrameLayout.gap
        let area = CGRect(x: x, y: top, width: layout.header.width, height: layout.size.height - FrameLayout.margin - top)
        canvas.withSavedState {
            canvas.scale(options.uiScale)
            ExplainCardView(card: card).draw(in: canvas, area: area)
        }
        let s = CGFloat(options.uiScale)
        return CGRect(x: area.minX * s, y: area.minY * s, width: area.width * s, height: area.height * s)
    }
}
