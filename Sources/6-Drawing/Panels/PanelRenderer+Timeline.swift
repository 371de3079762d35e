import Foundation
import HID
@_spi(TouchLab) import UIKit

/// The timeline panel: the last gesture, lane by lane, along one time axis.
///
///     INPUT       ┃down  ╷ ╷ ╷+3 ╷            ┃up
///     RUN LOOP    ▬ ▬  ▬  ▬ ⏲    ▬▬   (tracking shaded)
///     long press  ░░possible░░░░░░░│began│changed ─────│ended
///     viewb       ● Began  · · ·   ✕ Cancelled
///                 0 s                       ▲ cursor          0.81 s
///
/// Everything is read off `GestureTimeline`; `cursor` (a time) draws the
/// step cursor's line, and lanes show what had happened by then at full
/// strength and the rest faded, so stepping reads as time passing.
extension PanelRenderer {
    static let timelineLabelWidth = 150.0
    static let timelineFont = FontSpec.sans(12)
    static let timelineBold = FontSpec.sans(12, bold: true)

    /// The lanes drawn, top to bottom, and each one's title.
    public static func timelineLaneTitles(_ timeline: GestureTimeline) -> [String] {
        ["input", "run loop"] + timeline.recognizers.map(\.title) + timeline.views.map(\.title)
    }

    public func drawTimeline(_ timeline: GestureTimeline?, cursor: TimeInterval?, liveUntil: TimeInterval? = nil,
                             note: String? = nil, in rect: CGRect, canvas: CairoCanvas) {
        let caption = note ?? timeline.map { t in t.touchID.map { "touch \($0)" } ?? "" } ?? "no gesture yet"
        let content = drawCard(rect, title: "Timeline", caption: caption, canvas: canvas)
        guard layers.contains(.content), let timeline else { return }
        let axisHeight = 18.0
        let lanes = Self.timelineLaneTitles(timeline)
        let laneHeight = min(26, max(14, (Double(content.height) - axisHeight) / Double(max(lanes.count, 1))))
        // The titles column as wide as the longest title (a lane's name is never cut), up to a third of the panel.
        let labelWidth = min(max(Self.timelineLabelWidth, (lanes.map { canvas.measure($0, Self.timelineFont) }.max() ?? 0) + 10),
                             (Double(content.width) / 3).rounded())
        let plot = CGRect(x: Double(content.minX) + labelWidth, y: Double(content.minY),
                          width: Double(content.width) - labelWidth, height: Double(content.height) - axisHeight)
        // While the finger is down and no cursor is out, the axis grows in
        // steps (`TimelineAxis.liveLength`): what is drawn stays where it
        // is, so a frame adds the new marks to the lanes it drew before
        // (`TimelinePlot`) instead of drawing every mark again.
        // (Recordings, tests and `--scale` draw everything each frame: their axis stretches smoothly, as before.)
        let live = liveUntil != nil && cursor == nil && canvas.placedText == nil && canvas.textAudit == nil && canvas.isUnscaled
        let end = max(timeline.span.end, liveUntil ?? -.infinity)
        let axis = live ? TimelineAxis(start: timeline.span.start, length: TimelineAxis.liveLength(end - timeline.span.start),
                                       x: Double(plot.minX), width: Double(plot.width))
            : TimelineAxis(start: timeline.span.start, end: end, x: Double(plot.minX), width: Double(plot.width))
        let geometry = TimelinePlot.Geometry(content: content, plot: plot, laneHeight: laneHeight, labelWidth: labelWidth,
                                             lanes: lanes, axisStart: axis.start, axisLength: axis.length,
                                             gesture: timeline.sequences?.lowerBound)

        canvas.withSavedState {
            canvas.clip(to: content)
            if live {
                // The lanes as drawn before, plus what came since.
                timelinePlot.draw(geometry, theme: theme, on: canvas) { plotCanvas, progress, fresh in
                    if fresh { drawLaneTitles(geometry, canvas: plotCanvas) }
                    drawLanes(timeline, geometry: geometry, axis: axis, end: end, fadeAfter: .infinity, progress: &progress,
                              settledOnly: true, canvas: plotCanvas)
                }
            } else {
                var progress = TimelineProgress()
                drawLaneTitles(geometry, canvas: canvas)
                drawLanes(timeline, geometry: geometry, axis: axis, end: end, fadeAfter: cursor ?? .infinity, progress: &progress,
                          settledOnly: false, canvas: canvas)
            }
            // The axis: start and end times.
            let axisY = Double(plot.maxY)
            canvas.strokeLine(from: CGPoint(x: axis.x, y: axisY + 1), to: CGPoint(x: axis.x + axis.width, y: axisY + 1), theme.panelBorder, width: 1)
            canvas.drawText("0 s", in: CGRect(x: axis.x, y: axisY + 2, width: 60, height: 16), Self.timelineFont, theme.textMuted)
            let axisEnd = live ? axis.start + axis.length : end
            canvas.drawText(String(format: "%.3f s", axisEnd - timeline.span.start), in: CGRect(x: axis.x + axis.width - 80, y: axisY + 2, width: 80, height: 16),
                            Self.timelineFont, theme.textMuted, alignment: .right)
            if let cursor {
                let x = axis.position(of: cursor)
                canvas.strokeLine(from: CGPoint(x: x, y: Double(plot.minY)), to: CGPoint(x: x, y: axisY), theme.stageLit, width: 2)
                let label = String(format: "%.3f s", cursor - timeline.span.start)
                let w = canvas.measure(label, Self.timelineBold) + 10
                let chip = CGRect(x: min(max(x - w / 2, axis.x), axis.x + axis.width - w), y: axisY + 1, width: w, height: 16)
                canvas.fill(chip, theme.stageLitFill, radius: 4)
                canvas.drawText(label, in: chip, Self.timelineBold, theme.textPrimary, alignment: .center)
            }
        }
    }

    private func drawLaneTitles(_ geometry: TimelinePlot.Geometry, canvas: CairoCanvas) {
        var y = Double(geometry.plot.minY)
        for title in geometry.lanes {
            canvas.drawText(title,
                            in: CGRect(x: Double(geometry.content.minX), y: y, width: geometry.labelWidth - 8, height: geometry.laneHeight),
                            Self.timelineFont, theme.textSecondary)
            y += geometry.laneHeight
        }
    }

    /// Draws what `progress` says is not drawn yet; the recognizer lanes,
    /// whose last band grows, whole (over their own row). `settledOnly`
    /// leaves out what the next records may still change (the open pass).
    private func drawLanes(_ timeline: GestureTimeline, geometry: TimelinePlot.Geometry, axis: TimelineAxis, end: TimeInterval,
                           fadeAfter: TimeInterval, progress: inout TimelineProgress, settledOnly: Bool, canvas: CairoCanvas) {
        let laneHeight = geometry.laneHeight
        var y = Double(geometry.plot.minY)
        drawInputLane(timeline, axis: axis, y: y, height: laneHeight, fadeAfter: fadeAfter, progress: &progress, canvas: canvas)
        y += laneHeight
        drawRunLoopLane(timeline, axis: axis, y: y, height: laneHeight, fadeAfter: fadeAfter, progress: &progress,
                        settledOnly: settledOnly, canvas: canvas)
        y += laneHeight
        for (index, var lane) in timeline.recognizers.enumerated() {
            // Still going: the last state lasts until now.
            if end > timeline.span.end, !lane.bands.isEmpty, lane.bands[lane.bands.count - 1].span.end >= timeline.span.end {
                lane.bands[lane.bands.count - 1].span.end = end
            }
            if settledOnly {
                let row = CGRect(x: Double(geometry.plot.minX), y: y, width: Double(geometry.plot.width), height: laneHeight)
                drawKeptRecognizerLane(lane, index: index, row: row, axis: axis, progress: &progress, canvas: canvas)
            } else {
                drawRecognizerLane(lane, axis: axis, y: y, height: laneHeight, fadeAfter: fadeAfter, canvas: canvas)
            }
            y += laneHeight
        }
        if progress.viewMarks.count < timeline.views.count {
            progress.viewMarks += Array(repeating: TimelineProgress.ViewLaneProgress(), count: timeline.views.count - progress.viewMarks.count)
        }
        for (i, lane) in timeline.views.enumerated() {
            drawViewLane(lane, axis: axis, y: y, height: laneHeight, fadeAfter: fadeAfter, progress: &progress.viewMarks[i],
                         stampsMoves: settledOnly, canvas: canvas)
            y += laneHeight
        }
    }

    /// Faded after the cursor: what has not happened yet at the cursor.
    private func shade(_ color: RGBA, at time: TimeInterval, fadeAfter: TimeInterval) -> RGBA {
        time > fadeAfter + 1e-9 ? color.withAlpha(color.alpha * 0.25) : color
    }

    private func drawInputLane(_ t: GestureTimeline, axis: TimelineAxis, y: Double, height: Double, fadeAfter: TimeInterval,
                               progress: inout TimelineProgress, canvas: CairoCanvas) {
        let mid = y + height / 2
        defer { progress.input = t.input.count }
        for tick in t.input[min(progress.input, t.input.count)...] {
            let x = axis.position(of: tick.time)
            // A drag reports hundreds of moves: one mark a pixel column is all the eye can see.
            if tick.kind == progress.inputLastKind, x - progress.inputLastX < 1, tick.coalescedBefore == 0 { continue }
            progress.inputLastX = x; progress.inputLastKind = tick.kind
            switch tick.kind {
            case .pointerDown:
                canvas.strokeLine(from: CGPoint(x: x, y: y + 2), to: CGPoint(x: x, y: y + height - 2), shade(theme.began, at: tick.time, fadeAfter: fadeAfter), width: 3)
            case .pointerUp:
                canvas.strokeLine(from: CGPoint(x: x, y: y + 2), to: CGPoint(x: x, y: y + height - 2), shade(theme.ended, at: tick.time, fadeAfter: fadeAfter), width: 3)
            default:
                canvas.strokeLine(from: CGPoint(x: x, y: mid - 4), to: CGPoint(x: x, y: mid + 4), shade(theme.moved, at: tick.time, fadeAfter: fadeAfter), width: 1.5)
            }
            if tick.coalescedBefore > 0 {
                // Coalesced moves: a hollow marker with their count, where they would have been.
                canvas.strokeCircle(center: CGPoint(x: x - 4, y: y + 4), radius: 3, shade(theme.held, at: tick.time, fadeAfter: fadeAfter), width: 1.2)
            }
        }
    }

    private func drawRunLoopLane(_ t: GestureTimeline, axis: TimelineAxis, y: Double, height: Double, fadeAfter: TimeInterval,
                                 progress: inout TimelineProgress, settledOnly: Bool, canvas: CairoCanvas) {
        // Tracking mode shaded behind, labelled once; a mode still going is
        // shaded on from where the last frame stopped.
        if progress.modeEnds.count < t.modes.count {
            progress.modeEnds += Array(repeating: -.infinity, count: t.modes.count - progress.modeEnds.count)
        }
        for (i, mode) in t.modes.enumerated() where mode.mode != .default {
            let x0 = axis.position(of: mode.span.start), x1 = axis.position(of: mode.span.end)
            let shadedTo = progress.modeEnds[i]
            if shadedTo == -.infinity {
                canvas.fill(CGRect(x: x0, y: y + 1, width: max(2, x1 - x0), height: height - 2), theme.declined.withAlpha(0.22))
                progress.modeEnds[i] = max(x0 + 2, x1).rounded(.up)
            } else if x1.rounded(.up) > shadedTo {
                canvas.fill(CGRect(x: shadedTo, y: y + 1, width: x1.rounded(.up) - shadedTo, height: height - 2), theme.declined.withAlpha(0.22))
                progress.modeEnds[i] = x1.rounded(.up)
            }
            if x1 - x0 > 60, !progress.labelledModes.contains(i) {
                progress.labelledModes.insert(i)
                canvas.drawText(mode.mode == .tracking ? "tracking" : "\(mode.mode)", in: CGRect(x: x0 + 3, y: y, width: x1 - x0 - 6, height: height),
                                Self.timelineFont, theme.declined)
            }
        }
        let mid = y + height / 2
        // The last pass may still be open (closed at the last record): drawn once it is settled.
        let settledPasses = settledOnly ? max(0, t.passes.count - 1) : t.passes.count
        for pass in t.passes[min(progress.passes, settledPasses)..<settledPasses] {
            let x0 = axis.position(of: pass.start), x1 = axis.position(of: pass.end)
            if x1 - progress.lastPassX < 1 { continue }
            progress.lastPassX = x1
            canvas.fill(CGRect(x: x0, y: mid - 2, width: max(1.5, x1 - x0), height: 4), shade(theme.stageLit.withAlpha(0.6), at: pass.start, fadeAfter: fadeAfter))
        }
        progress.passes = max(progress.passes, settledPasses)
        defer { progress.marks = t.runLoopMarks.count }
        for mark in t.runLoopMarks[min(progress.marks, t.runLoopMarks.count)...] {
            let x = axis.position(of: mark.time)
            let kind: Int = switch mark.kind { case .source1: 1; case .source0: 2; case .timer: 3; case .observers: 4 }
            if let previous = progress.lastMarkX[kind], x - previous < 1 { continue }
            progress.lastMarkX[kind] = x
            switch mark.kind {
            // Stamped (`CircleSprites`): a drag adds two of these dots with every move.
            case .source1: markSprites.draw([.fill(radius: 2.5, shade(theme.visited, at: mark.time, fadeAfter: fadeAfter))],
                                            center: CGPoint(x: x, y: mid - 6), on: canvas)
            case .source0: markSprites.draw([.fill(radius: 2.5, shade(theme.recognized, at: mark.time, fadeAfter: fadeAfter))],
                                            center: CGPoint(x: x, y: mid + 6), on: canvas)
            case let .timer(name) where Self.isRecognizerTimer(name):
                // A recognizer's own timer (a long press's 0.5 s, a double tap's wait): large.
                canvas.strokeCircle(center: CGPoint(x: x, y: mid), radius: 5, shade(theme.hitView, at: mark.time, fadeAfter: fadeAfter), width: 2)
            case .timer:
                // Other timers (the demo's frame timer, a scene's): a small tick.
                canvas.strokeLine(from: CGPoint(x: x, y: mid + 3), to: CGPoint(x: x, y: mid + 8), shade(theme.hitView.withAlpha(0.5), at: mark.time, fadeAfter: fadeAfter), width: 1)
            case .observers: break
            }
        }
    }

    /// Whether a timer mark is a recognizer's own timer (its name holds
    /// "GestureRecognizer"), by bytes: Foundation's `contains` took some
    /// 6,000 instructions a mark, and a drag adds a timer mark with most moves.
    static func isRecognizerTimer(_ name: String) -> Bool {
        let needle = recognizerTimerNeedle
        var name = name
        return name.withUTF8 { bytes in
            guard bytes.count >= needle.count else { return false }
            for start in 0...(bytes.count - needle.count) where bytes[start] == needle[0] {
                if (1..<needle.count).allSatisfy({ bytes[start + $0] == needle[$0] }) { return true }
            }
            return false
        }
    }

    private static let recognizerTimerNeedle = Array("GestureRecognizer".utf8)

    private func color(of state: UIGestureRecognizer.State) -> RGBA {
        switch state {
        case .possible: theme.possible
        case .began: theme.began
        case .changed: theme.moved
        case .ended: theme.recognized
        case .failed: theme.failed
        case .cancelled: theme.cancelled
        }
    }

    /// A recognizer lane of the kept lanes (`TimelinePlot`), drawn whole
    /// over its own row as `drawRecognizerLane` draws it — but the row as it
    /// stood after its settled bands (all but the last, which grows) is kept
    /// as pixels, so a frame puts those back and draws only the bands that
    /// came since. A continuous recognizer adds a band with every move of a
    /// drag (`changed` → `changed`), and the lane was redrawn band by band
    /// four times a second: its cost grew with the drag (issue 25).
    ///
    /// The same picture to the bit: the row's fill covers exactly its own
    /// pixels and every band lies inside it, so the kept pixels are what
    /// those same operations left, and the operations after them run in the
    /// same order on the same pixels. A row that does not lie on whole pixels
    /// is drawn as before.
    private func drawKeptRecognizerLane(_ lane: GestureTimeline.RecognizerLane, index: Int, row: CGRect, axis: TimelineAxis,
                                        progress: inout TimelineProgress, canvas: CairoCanvas) {
        let settled = max(0, lane.bands.count - 1)
        guard keepsRecognizerRows, let device = canvas.wholePixelRect(row), settled > 0 else {
            canvas.fill(row, theme.panel)
            drawRecognizerLane(lane, axis: axis, y: Double(row.minY), height: Double(row.height), fadeAfter: .infinity, canvas: canvas)
            return
        }
        var first = 0
        if let kept = progress.recognizerRows[index], kept.bands <= settled, kept.device == device {
            canvas.copyPixels(from: kept.pixels, to: row)
            first = kept.bands
            timelinePlot.keptRecognizerRows += 1
        } else {
            canvas.fill(row, theme.panel)
        }
        drawRecognizerLane(lane, bands: first..<settled, axis: axis, y: Double(row.minY), height: Double(row.height),
                           fadeAfter: .infinity, canvas: canvas)
        if first < settled, let pixels = canvas.copyPixels(of: row, into: progress.recognizerRows[index]?.pixels) {
            progress.recognizerRows[index] = TimelineProgress.KeptRow(bands: settled, device: device, pixels: pixels)
        }
        drawRecognizerLane(lane, bands: settled..<lane.bands.count, axis: axis, y: Double(row.minY), height: Double(row.height),
                           fadeAfter: .infinity, canvas: canvas)
        drawRecognizerMarks(lane, axis: axis, y: Double(row.minY), height: Double(row.height), fadeAfter: .infinity, canvas: canvas)
    }

    private func drawRecognizerLane(_ lane: GestureTimeline.RecognizerLane, axis: TimelineAxis, y: Double, height: Double,
                                    fadeAfter: TimeInterval, canvas: CairoCanvas) {
        drawRecognizerLane(lane, bands: lane.bands.indices, axis: axis, y: y, height: height, fadeAfter: fadeAfter, canvas: canvas)
        drawRecognizerMarks(lane, axis: axis, y: y, height: height, fadeAfter: fadeAfter, canvas: canvas)
    }

    /// The lane's state bands in `bands`, in order.
    private func drawRecognizerLane(_ lane: GestureTimeline.RecognizerLane, bands: Range<Int>, axis: TimelineAxis, y: Double, height: Double,
                                    fadeAfter: TimeInterval, canvas: CairoCanvas) {
        let bandY = y + 3, bandHeight = height - 6
        for band in lane.bands[bands] {
            let x0 = axis.position(of: band.span.start)
            let x1 = max(x0 + 3, axis.position(of: band.span.end))
            let r = CGRect(x: x0, y: bandY, width: x1 - x0, height: bandHeight)
            let fill = color(of: band.state).withAlpha(band.state == .possible ? 0.45 : 0.9)
            canvas.fill(r, shade(fill, at: band.span.start, fadeAfter: fadeAfter), radius: 3)
            // The part after the cursor has not happened yet: faded over.
            let cursorX = axis.position(of: fadeAfter)
            if fadeAfter.isFinite, cursorX > x0, cursorX < x1 {
                canvas.fill(CGRect(x: cursorX, y: bandY, width: x1 - cursorX, height: bandHeight), theme.panel.withAlpha(0.7))
            }
            if x1 - x0 > 70 {
                canvas.drawText("\(band.state)", in: r.insetBy(dx: 4, dy: 0), Self.timelineFont, theme.textPrimary)
            }
        }
    }

    /// What the lane shows over its bands: the waits for another's failure, the calls it held.
    private func drawRecognizerMarks(_ lane: GestureTimeline.RecognizerLane, axis: TimelineAxis, y: Double, height: Double,
                                     fadeAfter: TimeInterval, canvas: CairoCanvas) {
        let bandY = y + 3, bandHeight = height - 6
        for wait in lane.waits {
            // Waiting for another to fail: a dashed outline over the possible band.
            let x0 = axis.position(of: wait.start), x1 = axis.position(of: wait.end)
            canvas.setDash([4, 3])
            canvas.strokeInside(CGRect(x: x0, y: bandY, width: max(3, x1 - x0), height: bandHeight), shade(theme.held, at: wait.start, fadeAfter: fadeAfter), width: 1.5)
            canvas.clearDash()
            if x1 - x0 > 110 {
                canvas.drawText("waits for failure", in: CGRect(x: x0 + 4, y: bandY, width: x1 - x0 - 8, height: bandHeight), Self.timelineFont, theme.held, alignment: .right)
            }
        }
        for held in lane.heldCalls {
            let x = axis.position(of: held.time)
            canvas.fillCircle(center: CGPoint(x: x, y: y + height / 2), radius: 3.5, shade(theme.held, at: held.time, fadeAfter: fadeAfter))
        }
    }

    private func drawViewLane(_ lane: GestureTimeline.ViewLane, axis: TimelineAxis, y: Double, height: Double,
                              fadeAfter: TimeInterval, progress: inout TimelineProgress.ViewLaneProgress, stampsMoves: Bool,
                              canvas: CairoCanvas) {
        let mid = y + height / 2
        defer { progress.drawn = lane.marks.count }
        for mark in lane.marks[min(progress.drawn, lane.marks.count)...] {
            let x = axis.position(of: mark.time)
            if mark.phase == progress.lastPhase, mark.delivery == .delivered, x - progress.lastX < 1 { continue }   // one mark a pixel column
            progress.lastX = x; progress.lastPhase = mark.phase
            let c = { (color: RGBA) in self.shade(color, at: mark.time, fadeAfter: fadeAfter) }
            switch mark.delivery {
            case .held:
                canvas.strokeCircle(center: CGPoint(x: x, y: mid), radius: 5, c(theme.held), width: 2)
            case .dropped:
                canvas.strokeCircle(center: CGPoint(x: x, y: mid), radius: 5, c(theme.rejected), width: 2)
                canvas.strokeLine(from: CGPoint(x: x - 5, y: mid + 5), to: CGPoint(x: x + 5, y: mid - 5), c(theme.rejected), width: 2)
            case .deliveredLate:
                canvas.fillCircle(center: CGPoint(x: x, y: mid), radius: 5, c(theme.held))
            case .delivered:
                switch mark.phase {
                case .began: canvas.fillCircle(center: CGPoint(x: x, y: mid), radius: 5, c(theme.began))
                case .moved, .stationary, .regionEntered, .regionMoved, .regionExited:
                    // The live window's kept lanes stamp a drag's dots (`CircleSprites`, as
                    // the run-loop lane's): a dot a move, each an arc tessellated on the
                    // Xlib surface, was a fifth of the timeline's cost (issue 25).
                    // Recordings, tests and `--scale` draw them as vectors, as before.
                    if stampsMoves {
                        markSprites.draw([.fill(radius: 2, c(theme.moved))], center: CGPoint(x: x, y: mid), on: canvas)
                    } else {
                        canvas.fillCircle(center: CGPoint(x: x, y: mid), radius: 2, c(theme.moved))
                    }
                case .ended: canvas.fill(CGRect(x: x - 4.5, y: mid - 4.5, width: 9, height: 9), c(theme.ended))
                case .cancelled:
                    canvas.strokeLine(from: CGPoint(x: x - 5, y: mid - 5), to: CGPoint(x: x + 5, y: mid + 5), c(theme.cancelled), width: 2.5)
                    canvas.strokeLine(from: CGPoint(x: x - 5, y: mid + 5), to: CGPoint(x: x + 5, y: mid - 5), c(theme.cancelled), width: 2.5)
                }
            }
        }
    }
}

/// Maps the gesture's times to x: start at the left, the end (at least
/// 0.2 s on, so a quick tap is not one smear) at the right.
struct TimelineAxis {
    let start: TimeInterval
    let length: TimeInterval
    let x: Double
    let width: Double

    init(timeline: GestureTimeline, x: Double, width: Double) {
        self.init(start: timeline.span.start, end: timeline.span.end, x: x, width: width)
    }

    init(start: TimeInterval, end: TimeInterval, x: Double, width: Double) {
        self.init(start: start, length: max(0.2, end - start) * 1.04, x: x, width: width)   // a little room after the last mark
    }

    init(start: TimeInterval, length: TimeInterval, x: Double, width: Double) {
        self.start = start
        self.length = length
        self.x = x + 6
        self.width = width - 12
    }

    /// The axis of a gesture still going after `elapsed` seconds: 0.5 s,
    /// then twice as long each time the gesture reaches its end (1, 2, 4 …),
    /// so it changes a few times in a long drag, not at every frame, and
    /// the marks drawn again at each change add up to about as many as the
    /// gesture has; the lanes are never less than half full.
    static func liveLength(_ elapsed: TimeInterval) -> TimeInterval {
        var length = 0.5
        while length < elapsed * 1.04 { length *= 2 }
        return length
    }

    func position(of time: TimeInterval) -> Double {
        x + min(max((time - start) / length, 0), 1) * width
    }
}
