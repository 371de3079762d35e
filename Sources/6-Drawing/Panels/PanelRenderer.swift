import Foundation
@_spi(TouchLab) import UIKit

/// The right-hand side of the frame: the header, the pipeline strip, the
/// responder chain, the hit-test path as a list, and the trace.
///
/// Each panel is a rounded card with a small caps title; the content reads
/// top to bottom in the order things happen.
public final class PanelRenderer {
    public var theme: DrawingTheme
    public var traceStyle: SeedLogFormatter.Style = .seeds
    /// The trace panel's rows as last drawn: each line's text (as the panel
    /// shows it) and its rectangle, for a script's `highlight trace "…"`.
    public internal(set) var traceRows: [(text: String, rect: CGRect)] = []

    public init(theme: DrawingTheme = .standard) { self.theme = theme }

    /// The trace panel's reading of each log it draws (`traceFeed(for:)`).
    var traceFeeds: [TracePanelFeed] = []
    /// The live timeline's lanes as last drawn (`TimelinePlot`).
    let timelinePlot = TimelinePlot()
    /// Whether the live timeline keeps its recognizer rows' settled bands as
    /// pixels (`drawKeptRecognizerLane`); off, they are drawn whole each time
    /// (the test's reference).
    var keepsRecognizerRows = true
    /// The live trace panel's rows as last drawn (`TracePanelPixels`).
    let tracePixels = TracePanelPixels()
    /// The timeline's Source1 and Source0 dots, kept as pixels.
    let markSprites = CircleSprites()

    /// The header's explanation as last set (`explanation(_:width:canvas:)`).
    var lastExplanation: (text: String, width: Double, fit: HeaderExplanation)?

    static let titleFont = FontSpec.sans(10.5, bold: true)
    static let captionFont = FontSpec.sans(10.5)
    static let bodyFont = FontSpec.sans(12)
    static let bodyBold = FontSpec.sans(12, bold: true)
    static let smallFont = FontSpec.sans(10.5)
    static let titleBarHeight = 28.0

    /// What a draw call paints: the static `chrome` (cards, titles, legends,
    /// the header) can be drawn once and reused; `content` changes every frame.
    public struct Layers: OptionSet, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        public static let chrome = Layers(rawValue: 1)
        public static let content = Layers(rawValue: 2)
        public static let all: Layers = [.chrome, .content]
    }

    /// The layers the `draw…` methods paint (set for the duration of `draw`).
    public var layers: Layers = .all

    /// Draws every panel.
    public func draw(_ visualizer: DispatchVisualizer, info: SceneInfo, layout: FrameLayout, in canvas: CairoCanvas,
                     now: TimeInterval, layers: Layers = .all) {
        let saved = self.layers
        self.layers = layers
        defer { self.layers = saved }
        if layers.contains(.chrome) { canvas.inTextContainer("header", layout.header) { drawHeader(info, in: layout.header, canvas: canvas) } }
        if layout.panels.contains(.pipeline) {
            canvas.inTextContainer("pipeline", layout.pipeline) { drawPipeline(visualizer, in: layout.pipeline, canvas: canvas, now: now) }
        }
        if layout.panels.contains(.chain) {
            canvas.inTextContainer("chain", layout.responderChain) {
                drawResponderChain(visualizer, in: layout.responderChain, canvas: canvas, now: now)
            }
        }
        if layout.panels.contains(.hitTest) {
            canvas.inTextContainer("hittest", layout.hitTest) { drawHitTestList(visualizer, in: layout.hitTest, canvas: canvas, now: now) }
        }
        if layout.panels.contains(.trace) {
            canvas.inTextContainer("trace", layout.trace) { drawTrace(visualizer, in: layout.trace, canvas: canvas, now: now) }
        }
    }

    /// Runs one panel's `draw…` for its content layer only.
    func drawContent(_ body: () -> Void) {
        let saved = layers
        layers = .content
        defer { layers = saved }
        body()
    }

    // MARK: Card chrome

    /// Draws the card and its title (chrome) and caption (content); returns
    /// the content rect below the title.
    @discardableResult
    func drawCard(_ rect: CGRect, title: String, caption: String? = nil, canvas: CairoCanvas) -> CGRect {
        let titleRect = CGRect(x: rect.minX + 14, y: rect.minY + 4, width: rect.width - 28, height: 24)
        if layers.contains(.chrome) {
            canvas.fill(rect, theme.panel, radius: theme.cornerRadius)
            canvas.strokeInside(rect, theme.panelBorder, width: 1, radius: theme.cornerRadius)
            canvas.drawText(title.uppercased(), in: titleRect, Self.titleFont, theme.panelTitle)
        }
        if let caption, layers.contains(.content) {
            let titleWidth = canvas.measure(title.uppercased(), Self.titleFont)
            let captionRect = CGRect(x: Double(titleRect.minX) + titleWidth + 16, y: Double(titleRect.minY),
                                     width: Double(titleRect.width) - titleWidth - 16, height: 24)
            canvas.drawText(caption, in: captionRect, Self.captionFont, theme.textMuted, alignment: .right)
        }
        return CGRect(x: rect.minX + 14, y: rect.minY + CGFloat(Self.titleBarHeight) + 2,
                      width: rect.width - 28, height: rect.height - CGFloat(Self.titleBarHeight) - 12)
    }

    static let legendHeight = 18.0

    /// A one-line key to the panel's symbols, on its last line.
    func drawLegend(_ text: String, in content: CGRect, canvas: CairoCanvas) {
        guard layers.contains(.chrome) else { return }
        let y = Double(content.maxY) - Self.legendHeight
        canvas.strokeLine(from: CGPoint(x: Double(content.minX), y: y - 3.5), to: CGPoint(x: Double(content.maxX), y: y - 3.5),
                          theme.panelBorder, width: 1)
        canvas.drawText(text, in: CGRect(x: Double(content.minX), y: y, width: Double(content.width), height: Self.legendHeight),
                        FontSpec.sans(10), theme.textMuted)
    }

    // MARK: Header

    public func drawHeader(_ info: SceneInfo, in rect: CGRect, canvas: CairoCanvas) {
        // A title too long for the line is set smaller before it is ever cut.
        let titleRoom = Double(rect.width) - 120
        let titleFont = [FontSpec.sans(21, bold: true), .sans(18, bold: true), .sans(15, bold: true)]
            .first { canvas.measure(info.title, $0) <= titleRoom } ?? .sans(15, bold: true)
        var x = Double(rect.minX)
        let titleWidth = canvas.drawText(info.title, in: CGRect(x: x, y: Double(rect.minY), width: titleRoom, height: 28),
                                         titleFont, theme.textPrimary)
        if let badge = info.badge {
            canvas.drawChip(badge, at: CGPoint(x: x + titleWidth + 12, y: Double(rect.minY) + 5), .sans(11, bold: true),
                            text: theme.stageLit, fill: theme.stageLit.withAlpha(0.14), border: theme.stageLit.withAlpha(0.4), paddingX: 8)
        }
        // Every word of the explanation shows: smaller, then on more lines (the layout grew the header for them).
        let explanation = explanation(info, width: Double(rect.width), canvas: canvas)
        var y = Double(rect.minY) + 33
        for line in explanation.lines {
            canvas.drawText(line, in: CGRect(x: x, y: y, width: Double(rect.width), height: explanation.lineHeight),
                            explanation.font, theme.textSecondary)
            y += explanation.lineHeight
        }
        // Keys as keycaps, on the header's last line.
        let keyFont = FontSpec.sans(10.5, bold: true), actionFont = FontSpec.sans(11)
        let keyY = Double(rect.maxY) - 18
        x = Double(rect.minX)
        for key in info.keys {
            let capWidth = max(18, canvas.measure(key.key, keyFont) + 10)
            let actionWidth = key.action.isEmpty ? 0 : canvas.measure(key.action, actionFont)
            if x + capWidth + actionWidth + 6 > Double(rect.maxX) { break }
            let cap = CGRect(x: x, y: keyY, width: capWidth, height: 17)
            canvas.fill(cap, theme.stageIdle, radius: 4)
            canvas.strokeInside(cap, theme.panelBorder.mixed(with: theme.textMuted, 0.3), width: 1, radius: 4)
            canvas.drawText(key.key, in: cap, keyFont, theme.textPrimary, alignment: .center)
            x += capWidth + 5
            if !key.action.isEmpty {
                canvas.drawText(key.action, in: CGRect(x: x, y: keyY, width: actionWidth + 1, height: 17), actionFont, theme.textMuted)
                x += actionWidth
            }
            x += 16
        }
    }
}
