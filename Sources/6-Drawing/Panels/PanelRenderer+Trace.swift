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
    /// How many lines back, per row shown, the panel reads to fill its rows after collapsing runs.
    static let collapseReach = 8

    public func drawTrace(_ visualizer: DispatchVisualizer, in rect: CGRect, canvas: CairoCanvas, now: TimeInterval) {
        let caption = traceStyle == .seeds ? "the seeds' log lines" : "verbose: every step"
        let content = drawCard(rect, title: "Trace", caption: caption, canvas: canvas)
        guard layers.contains(.content) else { return }
        let capacity = max(1, Int(Double(content.height) / Self.traceLineHeight))
        // Read further back than the panel holds: collapsed runs take one row
        // each. If runs took all of that, read the whole log (a few hundred events).
        let reach = capacity * Self.collapseReach
        var read = visualizer.traceLines(traceStyle, last: reach)
        var collapsed = TraceCollapse.collapse(read)
        if collapsed.count < capacity, read.count >= reach {
            read = visualizer.traceLines(traceStyle)
            collapsed = TraceCollapse.collapse(read)
        }
        let lines = Array(collapsed.suffix(capacity))
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
            for (i, line) in lines.enumerated() {
                let y = top + Double(i) * Self.traceLineHeight
                let lineRect = CGRect(x: Double(content.minX), y: y, width: Double(content.width), height: Self.traceLineHeight)
                let fresh = fadeRemaining(since: line.time, now: now, duration: visualizer.timing.newTraceLine)
                if fresh > 0 {
                    canvas.fill(lineRect.insetBy(dx: -6, dy: 0), theme.stageLit.withAlpha(0.13 * fresh), radius: 3)
                }
                let text = TraceLineFields.fit(line.text, width: Double(lineRect.width)) { canvas.measure($0, Self.traceFont) }
                canvas.drawText(text, in: lineRect, Self.traceFont, color(for: line.kind))
                traceRows.append((text, lineRect))
            }
        }
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
