import Foundation
@_spi(TouchLab) import UIKit

/// Draws compare mode's frame (`CompareLayout`): two phones running the same
/// scene one switch apart, each with its own overlays, and the two traces
/// lined up by `TraceComparison`, the rows that differ marked ≠ and tinted.
public final class CompareFrameComposer {
    public var theme: DrawingTheme
    let sceneRenderer: SceneRenderer
    let overlay: OverlayRenderer
    let panels: PanelRenderer
    /// `--scale`: everything drawn this many times larger.
    public var uiScale: Double = 1
    public private(set) var lastLayout: CompareLayout?
    /// Whether frames log their text (`lastPlacedText`), as `FrameComposer`'s
    /// do: the recorder's pointer keeps off it and the layout test checks it.
    public var recordsPlacedText = false
    /// The text the last frame drew, each run with its container: the
    /// header, each phone's screen, each caption and trace card.
    public var lastPlacedText: [PlacedText] { placedText.all }
    private let placedText = PlacedTextLog()

    /// One phone: its root view, what its app's dispatch looked like, its caption.
    public struct Side {
        public var root: UIView?
        public var visualizer: DispatchVisualizer
        public var caption: String
        public init(root: UIView?, visualizer: DispatchVisualizer, caption: String) {
            self.root = root; self.visualizer = visualizer; self.caption = caption
        }
    }

    static let rowHeight = 16.0
    /// Rows both traces share shown above the first difference when the columns scroll to it.
    static let contextRows = 2
    static let traceFont = FontSpec.mono(12)

    public init(theme: DrawingTheme = .standard) {
        self.theme = theme
        sceneRenderer = SceneRenderer(theme: theme)
        overlay = OverlayRenderer(theme: theme)
        panels = PanelRenderer(theme: theme)
    }

    public func layout(for size: CGSize) -> CompareLayout {
        CompareLayout(size: CGSize(width: size.width / uiScale, height: size.height / uiScale),
                      sceneSize: UIScreen.main.bounds.size)
    }

    /// Which rows the trace columns show, `room` high, each row `height(i)`:
    /// the newest that fit, or — when the first difference would be
    /// scrolled out — from `contextRows` before it, downwards.
    static func shownRows(count: Int, firstDifference: Int?, room: Double, height: (Int) -> Double) -> Range<Int> {
        var start = count, used = 0.0
        while start > 0, used + height(start - 1) <= room { start -= 1; used += height(start) }
        guard let first = firstDifference, first < start else { return start..<count }
        start = max(0, first - contextRows)
        var end = start
        used = 0
        while end < count, used + height(end) <= room { used += height(end); end += 1 }
        return start..<end
    }

    /// Draws the whole frame (compare mode is for looking, not for speed).
    @discardableResult
    public func compose(into canvas: CairoCanvas, size: CGSize, title: String, keys: [SceneInfo.Key],
                        sides: [Side], comparison: TraceComparison, now: TimeInterval) -> CompareLayout {
        let layout = self.layout(for: size)
        placedText.removeAll()
        canvas.placedText = recordsPlacedText ? placedText : nil
        defer { canvas.placedText = nil }
        canvas.withSavedState {
            canvas.scale(uiScale)
            canvas.paint(theme.background)
            canvas.inTextContainer("header", layout.header) {
                drawHeader(title: title, keys: keys, differing: comparison.differingRows.count, in: layout.header, canvas: canvas)
            }
            for (i, side) in sides.prefix(2).enumerated() {
                drawPhone(side, index: i, layout: layout, canvas: canvas, now: now)
            }
            drawTraces(comparison, captions: sides.map(\.caption), layout: layout, canvas: canvas)
        }
        lastLayout = layout
        return layout
    }

    private func drawHeader(title: String, keys: [SceneInfo.Key], differing: Int, in rect: CGRect, canvas: CairoCanvas) {
        canvas.fill(rect, theme.panel, radius: theme.cornerRadius)
        canvas.drawText(title, in: CGRect(x: rect.minX + 14, y: rect.minY + 8, width: rect.width - 28, height: 26),
                        .sans(19, bold: true), theme.textPrimary)
        let summary = differing == 0 ? "the traces agree so far" : "\(differing) row\(differing == 1 ? "" : "s") differ (≠)"
        canvas.drawText(summary, in: CGRect(x: rect.minX + 14, y: rect.minY + 8, width: rect.width - 28, height: 26),
                        .sans(14, bold: true), differing == 0 ? theme.textSecondary : InspectTheme.switched, alignment: .right)
        let keyText = keys.map { $0.action.isEmpty ? $0.key : "\($0.key) \($0.action)" }.joined(separator: "   ·   ")
        canvas.drawText(keyText, in: CGRect(x: rect.minX + 14, y: rect.minY + 38, width: rect.width - 28, height: 20),
                        .sans(13), theme.textSecondary)
    }

    private func drawPhone(_ side: Side, index i: Int, layout: CompareLayout, canvas: CairoCanvas, now: TimeInterval) {
        let screen = layout.screens[i], bezel = layout.bezels[i]
        canvas.inTextContainer("caption", layout.captions[i]) {
            canvas.drawText(side.caption, in: layout.captions[i], .sans(13, bold: true),
                            i == 0 ? theme.textPrimary : InspectTheme.switched, alignment: .center)
        }
        canvas.fill(bezel, theme.bezel, radius: layout.screenCornerRadius + Double(FrameLayout.bezelWidth))
        canvas.addRoundedRect(bezel, radius: layout.screenCornerRadius + Double(FrameLayout.bezelWidth))
        canvas.stroke(theme.bezelEdge, width: 1.5)
        canvas.withSavedState {
            canvas.clip(toRoundedRect: screen, radius: layout.screenCornerRadius)
            canvas.fill(screen, theme.screen)
            guard let root = side.root else { return }
            let transform = layout.sceneTransform(side: i, rootBounds: root.bounds)
            canvas.inTextContainer("phone", screen) {
                let rendered = sceneRenderer.renderViews(root, in: canvas, transform: transform, screenRect: screen,
                                                         screenCornerRadius: layout.screenCornerRadius, visualizer: side.visualizer)
                overlay.drawBeneathTags(side.visualizer, over: rendered, in: canvas, now: now)
                sceneRenderer.drawTags(rendered, in: canvas, visualizer: side.visualizer, now: now)
                overlay.drawAboveTags(side.visualizer, over: rendered, in: canvas, now: now)
            }
        }
    }

    /// The rows that fit, A's lines left and B's right, each row at one
    /// height so a line and its counterpart stay level: the newest, unless
    /// that would hide where the traces first differ — then the columns are
    /// scrolled so the first ≠ row is near the top, with `contextRows` of
    /// what both printed before it (the ≠ rows are what the reader came for).
    private func drawTraces(_ comparison: TraceComparison, captions: [String], layout: CompareLayout, canvas: CairoCanvas) {
        var contents: [CGRect] = []
        for (i, rect) in layout.traces.enumerated() {
            let title = i == 0 ? "Trace A" : "Trace B"
            let caption = captions.count > i ? captions[i].components(separatedBy: " · ").last : nil
            contents.append(canvas.inTextContainer("trace", rect) { panels.drawCard(rect, title: title, caption: caption, canvas: canvas) })
        }
        // A differing row wraps onto as many lines as its longer side needs
        // (at most three): the difference is what the reader came for.
        let prefixWidth = canvas.measure("≠ ", Self.traceFont)
        func wrapped(_ text: String?, width: Double) -> [String] {
            let shown = text.map(TraceComparison.compact) ?? "—"
            var lines: [String] = [], rest = Substring(shown)
            while !rest.isEmpty, lines.count < 3 {
                var n = rest.count
                while n > 8, canvas.measure(String(rest.prefix(n)), Self.traceFont) > width { n -= 1 }
                // Break after a space when there is one in the line's second half.
                if n < rest.count, let space = rest.prefix(n).lastIndex(of: " "),
                   rest.distance(from: rest.startIndex, to: space) > n / 2 {
                    n = rest.distance(from: rest.startIndex, to: space) + 1
                }
                lines.append(String(rest.prefix(n))); rest = rest.dropFirst(n)
            }
            return lines
        }
        func cells(of row: TraceComparison.Row) -> [[String]] {
            contents.map { content -> [String] in
                let text = content == contents[0] ? row.a : row.b
                let width = Double(content.width) - prefixWidth
                return row.differs ? wrapped(text, width: width) : [text.map(TraceComparison.compact) ?? "—"]
            }
        }
        var cellCache: [Int: [[String]]] = [:]
        func rowCells(_ i: Int) -> [[String]] {
            if let c = cellCache[i] { return c }
            let c = cells(of: comparison.rows[i]); cellCache[i] = c; return c
        }
        let shown = Self.shownRows(count: comparison.rows.count, firstDifference: comparison.differingRows.first,
                                   room: Double(contents[0].height)) { Double(rowCells($0).map(\.count).max() ?? 1) * Self.rowHeight }
        let laidOut = shown.map { (row: comparison.rows[$0], cells: rowCells($0)) }
        let used = laidOut.reduce(0.0) { $0 + Double($1.cells.map(\.count).max() ?? 1) * Self.rowHeight }
        guard !laidOut.isEmpty else {
            canvas.drawText("Waiting for the first touch…", in: CGRect(x: contents[0].minX, y: contents[0].minY,
                                                                       width: contents[0].width, height: Self.rowHeight),
                            Self.traceFont, theme.textMuted)
            return
        }
        var y = Double(contents[0].maxY) - used
        for (row, cells) in laidOut {
            let height = Double(cells.map(\.count).max() ?? 1) * Self.rowHeight
            for (i, content) in contents.enumerated() {
                let cell = CGRect(x: Double(content.minX), y: y, width: Double(content.width), height: height)
                if row.differs {
                    canvas.fill(cell.insetBy(dx: -6, dy: 0), InspectTheme.switched.withAlpha(0.22), radius: 3)
                }
                let missing = (i == 0 ? row.a : row.b) == nil
                canvas.inTextContainer("trace", layout.traces[i]) { canvas.withSavedState {
                    canvas.clip(to: cell.insetBy(dx: -6, dy: 0))
                    for (k, line) in cells[i].enumerated() {
                        let lineRect = CGRect(x: cell.minX, y: cell.minY + Double(k) * Self.rowHeight, width: cell.width, height: Self.rowHeight)
                        canvas.drawText((k == 0 ? (row.differs ? "≠ " : "  ") : "  ") + line, in: lineRect, Self.traceFont,
                                        missing ? theme.textMuted : (row.differs ? theme.textPrimary : theme.textSecondary))
                    }
                } }
            }
            y += height
        }
    }
}
