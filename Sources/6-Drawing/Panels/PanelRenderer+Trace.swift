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
        let caption = traceStyle == .seeds ? "the seeds' log lines" : "verbose: every step"
        let content = drawCard(rect, title: "Trace", caption: caption, canvas: canvas)
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
        traceRows = []
        canvas.withSavedState {
            canvas.clip(to: content.insetBy(dx: -8, dy: 0))
            for (i, row) in lines.enumerated() {
                let line = row.line
                let y = top + Double(i) * Self.traceLineHeight
                let lineRect = CGRect(x: Double(content.minX), y: y, width: Double(content.width), height: Self.traceLineHeight)
                let fresh = fadeRemaining(since: line.time, now: now, duration: visualizer.timing.newTraceLine)
                if fresh > 0 {
                    canvas.fill(lineRect.insetBy(dx: -6, dy: 0), theme.stageLit.withAlpha(0.13 * fresh), radius: 3)
                }
                let text = feed.fittedText(row, width: Double(lineRect.width)) { canvas.measure($0, Self.traceFont) }
                canvas.drawText(text, in: lineRect, Self.traceFont, color(for: line.kind))
                traceRows.append((text, lineRect))
            }
        }
        feed.keepFittedText(only: lines)
    }

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
