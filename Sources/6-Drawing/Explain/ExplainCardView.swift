import Foundation

/// Draws one "why" card (`GestureExplainer.Card`) over the panels: the title,
/// then each cause as a wrapped paragraph.
public struct ExplainCardView {
    public var card: GestureExplainer.Card
    public init(card: GestureExplainer.Card) { self.card = card }

    static let titleFont = FontSpec.sans(17, bold: true)
    static let bodyFont = FontSpec.sans(13)
    static let lineHeight = 18.0

    /// Draws the card inside `area` (the demo passes the panels' column), at its top.
    public func draw(in canvas: CairoCanvas, area: CGRect, theme: DrawingTheme = .standard) {
        let width = Double(area.width) - 24
        let paragraphs = card.lines.map { canvas.wrap($0, Self.bodyFont, width: width - 40, maxLines: 8) }
        let bodyLines = paragraphs.reduce(0) { $0 + $1.count }
        let height = min(Double(area.height) - 24, 78 + Double(bodyLines) * Self.lineHeight + Double(paragraphs.count) * 8)
        let rect = CGRect(x: Double(area.minX) + 12, y: Double(area.minY) + 12, width: width, height: height)
        canvas.fill(rect.insetBy(dx: -3, dy: -3), RGBA(hex: 0x000000, alpha: 0.35), radius: theme.cornerRadius + 3)
        canvas.fill(rect, theme.panel, radius: theme.cornerRadius)
        canvas.strokeInside(rect, theme.stageLit, width: 1.5, radius: theme.cornerRadius)
        canvas.drawText("WHY", at: CGPoint(x: Double(rect.minX) + 20, y: Double(rect.minY) + 24), .sans(11, bold: true), theme.stageLit)
        canvas.drawText(canvas.truncate(card.title, Self.titleFont, toWidth: width - 80),
                        at: CGPoint(x: Double(rect.minX) + 56, y: Double(rect.minY) + 25), Self.titleFont, theme.textPrimary)
        canvas.drawText("click elsewhere or press E to leave", at: CGPoint(x: Double(rect.maxX) - 230, y: Double(rect.minY) + 24),
                        .sans(11), theme.textMuted)
        var y = Double(rect.minY) + 56
        for paragraph in paragraphs {
            canvas.fillCircle(center: CGPoint(x: Double(rect.minX) + 26, y: y - 4), radius: 2.5, theme.textMuted)
            for line in paragraph {
                guard y < Double(rect.maxY) - 6 else { return }
                canvas.drawText(line, at: CGPoint(x: Double(rect.minX) + 36, y: y), Self.bodyFont, theme.textSecondary)
                y += Self.lineHeight
            }
            y += 8
        }
    }
}
