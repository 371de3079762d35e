import Foundation
@_spi(TouchLab) import UIKit

/// The trace as the seeds logged it (`HitTest: UIWindow`, `Touches Began: <…>`),
/// newest at the bottom like a console, coloured by what each line is about.
/// Runs of lines that differ only in numbers are one line (`TraceCollapse`),
/// and a line too long for the panel loses its least telling fields whole
/// (`TraceLineFields.fit`), never half a value.
extension PanelRenderer {
    static let traceFont = FontSpec.mono(11.5)
    static let traceLineHeight = 16.0

    public func drawTrace(_ visualizer: DispatchVisualizer, in rect: CGRect, canvas: CairoCanvas, now: TimeInterval) {
        drawTrace(visualizer, in: rect, withCaption: true, canvas: canvas, now: now)
    }

    /// The caption in the card's title bar, which says the style.
    var traceCaption: String { traceStyle == .seeds ? "the seeds' log lines" : "verbose: every step" }

    /// The card's caption alone (`FrameRegion.traceCaption`).
    func drawTraceCaption(in rect: CGRect, canvas: CairoCanvas) {
        drawCard(rect, title: "Trace", caption: traceCaption, canvas: canvas)
    }

    /// The panel; without its caption when the frame redraws only the rows
    /// (`FrameRegion.trace`): the caption changes with the style alone, and
    /// shaping and drawing it again cost about as much as the row a drag's
    /// moves count up (issue 25).
    func drawTrace(_ visualizer: DispatchVisualizer, in rect: CGRect, withCaption: Bool, canvas: CairoCanvas, now: TimeInterval) {
        let content = drawCard(rect, title: "Trace", caption: withCaption ? traceCaption : nil, canvas: canvas)
        guard layers.contains(.content) else { return }
        let capacity = max(1, Int(Double(content.height) / Self.traceLineHeight))
        let feed = traceFeed(for: visualizer.traceLog)
        feed.update(style: traceStyle)
        let lines = feed.rows.rows.suffix(capacity)
        guard !lines.isEmpty else {
            canvas.drawText("Waiting for the first event…", in: CGRect(x: Double(content.minX), y: Double(content.minY),
                                                                      width: Double(content.width), height: Self.traceLineHeight),
                            Self.traceFont, theme.textMuted)
            return
        }
        let bottom = Double(content.maxY)
        let top = bottom - Double(lines.count) * Self.traceLineHeight
        let width = Double(content.width)
        // The live window (no text log, no --scale) keeps its rows as pixels and
        // counts widths; recordings and tests draw and measure as they always have.
        let liveWindow = canvas.placedText == nil && canvas.textAudit == nil && canvas.isUnscaled
        let advance = canvas.measure("0", Self.traceFont)
        let fitted = lines.map { row in
            feed.fittedText(row, width: width) { liveWindow ? Self.traceWidth(of: $0, advance: advance, canvas: canvas) : canvas.measure($0, Self.traceFont) }
        }
        traceRows = zip(lines, fitted).enumerated().map { i, row in
            (row.1, CGRect(x: Double(content.minX), y: top + Double(i) * Self.traceLineHeight, width: width, height: Self.traceLineHeight))
        }
        let slots = zip(lines, fitted).map { row, text in
            TracePanelPixels.Slot(id: row.id, text: text, color: color(for: row.line.kind),
                                  highlight: fadeRemaining(since: row.line.time, now: now, duration: visualizer.timing.newTraceLine))
        }
        let x = Double(content.minX)
        let x0 = x.rounded()
        func drawRow(_ on: CairoCanvas, _ slot: TracePanelPixels.Slot, _ y: CGFloat, _ span: Range<Double>? = nil) {
            let lineRect = CGRect(x: x, y: Double(y), width: width, height: Self.traceLineHeight)
            if slot.highlight > 0 {
                on.fill(lineRect.insetBy(dx: -6, dy: 0), theme.stageLit.withAlpha(0.13 * slot.highlight), radius: 3)
            }
            // The live window's rows were fitted by counted widths: a row that
            // fits is drawn as it is, where `drawText(_:in:)` would have Cairo
            // shape it once more to find it need not be cut — the row a drag's
            // moves count up, every frame (issue 25). Same place, same glyphs.
            //
            // A row drawn again across `span` (the canvas is clipped to it)
            // draws the glyphs from two columns either side of it: a glyph may
            // reach a little into the next column, and the pixels in `span`
            // must be the whole row's. Monospaced, hinted to whole-pixel
            // advances: each glyph lands where it lands in the whole row.
            if let span, let columns = Self.traceColumns(slot.text) {
                let column = advance.rounded()
                let first = max(0, Int(((span.lowerBound - x0) / column).rounded(.down)) - 2)
                let end = min(columns.count, Int(((min(span.upperBound, x0 + Double(columns.count) * column) - x0) / column).rounded(.up)) + 2)
                guard first < end else { return }
                // The columns are the text's scalars, one each: the part is a slice of it.
                let scalars = slot.text.unicodeScalars
                let from = scalars.index(scalars.startIndex, offsetBy: first)
                let part = String(scalars[from..<scalars.index(from, offsetBy: end - first)])
                on.drawText(part, at: CGPoint(x: x0 + Double(first) * column, y: on.centeredBaseline(in: lineRect, Self.traceFont)),
                            Self.traceFont, slot.color)
            } else if liveWindow, Self.traceWidth(of: slot.text, advance: advance, canvas: on) <= width + 0.5 {
                on.drawText(slot.text, at: CGPoint(x: x0, y: on.centeredBaseline(in: lineRect, Self.traceFont)),
                            Self.traceFont, slot.color)
            } else {
                on.drawText(slot.text, in: lineRect, Self.traceFont, slot.color)
            }
        }
        if liveWindow {
            // The rows as drawn before, scrolled, and only changed rows drawn again.
            let capacity = max(1, Int(Double(content.height) / Self.traceLineHeight))
            let gridTop = bottom - Double(capacity) * Self.traceLineHeight
            let area = CGRect(x: x - 8, y: gridTop, width: width + 16, height: bottom - gridTop)
            // A fading highlight in 1/64 steps: a fade redraws its row at most 64 times.
            let wanted = Array(repeating: nil, count: capacity - slots.count)
                + slots.map { slot -> TracePanelPixels.Slot? in var s = slot; s.highlight = (s.highlight * 64).rounded(.up) / 64; return s }
            // A row whose text changed in a few columns (a run's count, a
            // field's last value) is drawn again across them, and a column
            // either side for glyphs that reach over: both texts drawn whole by
            // counted columns at a whole-pixel advance, so every other column
            // shows the same glyph at the same pixel. Texts of two lengths
            // agree only before the first change; the span runs to the end.
            func redrawSpan(_ kept: TracePanelPixels.Slot, _ new: TracePanelPixels.Slot) -> Range<Double>? {
                let column = advance.rounded()
                guard abs(advance - column) < 1e-6, let old = Self.traceColumns(kept.text), let now = Self.traceColumns(new.text),
                      Double(old.count) * column <= width + 0.5, Double(now.count) * column <= width + 0.5 else { return nil }
                var head = 0
                while head < old.count, head < now.count, old[head] == now[head] { head += 1 }
                let from = x0 + Double(head - 1) * column
                guard old.count == now.count else { return from..<Double.infinity }
                var tail = 0
                while tail < old.count - head, old[old.count - 1 - tail] == now[now.count - 1 - tail] { tail += 1 }
                return from..<(x0 + Double(now.count - tail + 1) * column)
            }
            tracePixels.draw(wanted, area: area, top: gridTop, lineHeight: Self.traceLineHeight, theme: theme, on: canvas,
                             redrawSpan: redrawSpan, drawRow: { drawRow($0, $1, $2, $3) })
        } else {
            canvas.withSavedState {
                canvas.clip(to: content.insetBy(dx: -8, dy: 0))
                for (i, slot) in slots.enumerated() { drawRow(canvas, slot, CGFloat(top + Double(i) * Self.traceLineHeight)) }
            }
        }
        feed.keepFittedText(only: lines)
    }

    /// The width of a trace line in the panel's monospaced font: its
    /// characters times one advance (metrics are hinted to whole pixels)
    /// when every one is in DejaVu Sans Mono's own range, so that fitting a
    /// line that changes every frame (a run's count) measures no glyphs;
    /// a name in another script is measured by Cairo.
    static func traceWidth(of text: String, advance: Double, canvas: CairoCanvas) -> Double {
        var count = 0
        for scalar in text.unicodeScalars {
            guard (0x20..<0x180).contains(scalar.value) || monospacedSymbols.contains(scalar) else { return canvas.measure(text, traceFont) }
            count += 1
        }
        return Double(count) * advance
    }

    /// `text`'s characters one per column of the panel's monospaced font, or
    /// nil when one is outside the range `traceWidth` counts.
    static func traceColumns(_ text: String) -> [Unicode.Scalar]? {
        var columns: [Unicode.Scalar] = []
        columns.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            guard (0x20..<0x180).contains(scalar.value) || monospacedSymbols.contains(scalar) else { return nil }
            columns.append(scalar)
        }
        return columns
    }

    /// The symbols trace lines use beyond Latin, all in DejaVu Sans Mono.
    private static let monospacedSymbols: Set<Unicode.Scalar> = ["…", "→", "≠", "✕", "×", "▸", "—", "–", "·", "•"]

    /// The panel's reading of `log` (a frame may show the live log, the
    /// cursor's, or a replay's): kept per log while the log lives.
    func traceFeed(for log: TraceLog) -> TracePanelFeed {
        if let feed = traceFeeds.first(where: { $0.log === log }) { return feed }
        traceFeeds.removeAll { $0.log == nil }
        let feed = TracePanelFeed(log: log, style: traceStyle)
        traceFeeds.append(feed)
        if traceFeeds.count > 4 { traceFeeds.removeFirst() }
        return feed
    }

    private func color(for kind: TraceLog.Kind) -> RGBA {
        switch kind {
        case .hitTest: theme.hitView.mixed(with: theme.textPrimary, 0.35)
        case .nextResponder: theme.textMuted.mixed(with: theme.textSecondary, 0.4)
        case .rejected: theme.rejected.mixed(with: theme.textPrimary, 0.3)
        case let .touches(phase): theme.color(for: phase).mixed(with: theme.textPrimary, phase == .ended ? 0.3 : 0.2)
        case .recognizer: theme.recognized.mixed(with: theme.textPrimary, 0.35)
        case .pipeline: theme.stageLit.mixed(with: theme.textSecondary, 0.5)
        case .detail: theme.textSecondary
        case .whatIf: InspectTheme.switched
        }
    }
}
