import Foundation

/// Draws the inspect mode's card (`InspectCard`) over the panels, and says
/// where each row went so a click can flip it.
///
///     ┌──────────────────────────────────────────────────────────────┐
///     │ RECOGNIZER  tap · UITapGestureRecognizer          on superview│
///     │ cancelsTouchesInView          [ NO ]  was YES  the view keeps… │  ← a click flips it
///     │ delaysTouchesBegan            [ NO ]           …               │
///     │ …                                                              │
///     │ switched in this scene: tap.cancelsTouchesInView = NO          │
///     └──────────────────────────────────────────────────────────────┘
public struct InspectCardView {
    public var card: InspectCard
    public init(card: InspectCard) { self.card = card }

    static let titleFont = FontSpec.sans(16, bold: true)
    static let nameFont = FontSpec.mono(13, bold: true)
    static let valueFont = FontSpec.mono(13, bold: true)
    static let noteFont = FontSpec.sans(12)
    static let footerFont = FontSpec.sans(12)
    static let rowHeight = 30.0
    static let headerHeight = 48.0
    static let maximumWidth = 900.0

    /// Where the card and its rows go in `area` (frame pixels, before `--scale`).
    public struct Layout: Equatable, Sendable {
        public var card: CGRect
        public var rows: [CGRect]
    }

    /// The card's rectangle and its rows' in `area`: at the area's top-left,
    /// as tall as its rows (cut to the area).
    public func layout(in area: CGRect) -> Layout {
        let width = min(Double(area.width) - 8, Self.maximumWidth)
        let footerLines = 1 + (card.sceneSwitches.isEmpty ? 0 : 1)
        let height = Self.headerHeight + Double(card.rows.count) * Self.rowHeight + 12 + Double(footerLines) * 18 + 10
        let rect = CGRect(x: Double(area.minX) + 4, y: Double(area.minY) + 4, width: width, height: min(height, Double(area.height) - 8))
        let rows = card.rows.indices.map { i in
            CGRect(x: Double(rect.minX) + 8, y: Double(rect.minY) + Self.headerHeight + Double(i) * Self.rowHeight,
                   width: width - 16, height: Self.rowHeight - 2)
        }
        return Layout(card: rect, rows: rows)
    }

    /// Draws the card inside `area`; returns where it and its rows went.
    @discardableResult
    public func draw(in canvas: CairoCanvas, area: CGRect, theme: DrawingTheme = .standard) -> Layout {
        let layout = layout(in: area)
        let rect = layout.card
        canvas.withSavedState {
            canvas.fill(rect.insetBy(dx: -3, dy: -3), RGBA(hex: 0x000000, alpha: 0.4), radius: theme.cornerRadius + 3)
            canvas.fill(rect, theme.panel, radius: theme.cornerRadius)
            canvas.strokeInside(rect, InspectTheme.accent, width: 1.5, radius: theme.cornerRadius)
            canvas.clip(to: rect)
            let top = CGRect(x: Double(rect.minX) + 14, y: Double(rect.minY) + 10, width: Double(rect.width) - 28, height: 26)
            let kind = canvas.drawChip(card.kind, at: CGPoint(x: top.minX, y: top.minY + 3), .sans(12, bold: true),
                                       text: theme.background, fill: InspectTheme.accent, paddingX: 7, height: 20)
            let subtitleWidth = canvas.measure(card.subtitle, .sans(12)) + 4
            canvas.drawText(card.title, in: CGRect(x: Double(kind.maxX) + 10, y: Double(top.minY), width: Double(top.maxX) - Double(kind.maxX) - 20 - subtitleWidth,
                                                   height: Double(top.height)), Self.titleFont, theme.textPrimary)
            canvas.drawText(card.subtitle, in: CGRect(x: Double(top.maxX) - subtitleWidth, y: Double(top.minY), width: subtitleWidth, height: Double(top.height)),
                            .sans(12), theme.textSecondary, alignment: .right)
            let nameWidth = card.rows.map { canvas.measure($0.name, Self.nameFont) }.max() ?? 0
            for (row, r) in zip(card.rows, layout.rows) {
                drawRow(row, in: r, nameWidth: nameWidth, canvas: canvas, theme: theme)
            }
            var y = Double(layout.rows.last?.maxY ?? rect.minY + Self.headerHeight) + 10
            if !card.sceneSwitches.isEmpty {
                canvas.drawText("switched in this scene: " + card.sceneSwitches.joined(separator: " · "),
                                in: CGRect(x: Double(rect.minX) + 14, y: y, width: Double(rect.width) - 28, height: 18), Self.footerFont, InspectTheme.switched)
                y += 18
            }
            canvas.drawText("click a row to flip it · I leaves inspect mode, switches stay · R resets them",
                            in: CGRect(x: Double(rect.minX) + 14, y: y, width: Double(rect.width) - 28, height: 18), Self.footerFont, theme.textMuted)
        }
        return layout
    }

    private func drawRow(_ row: InspectCard.Row, in r: CGRect, nameWidth: Double, canvas: CairoCanvas, theme: DrawingTheme) {
        let changed = row.builtValue != nil
        canvas.fill(r, changed ? InspectTheme.switched.withAlpha(0.12) : theme.stageIdle.withAlpha(0.7), radius: 6)
        if changed { canvas.strokeInside(r, InspectTheme.switched.withAlpha(0.6), width: 1, radius: 6) }
        var x = Double(r.minX) + 10
        canvas.drawText(row.name, in: CGRect(x: x, y: Double(r.minY), width: nameWidth + 2, height: Double(r.height)), Self.nameFont, theme.textPrimary)
        x += nameWidth + 14
        let valueColor = changed ? InspectTheme.switched : (row.value == "NO" ? theme.textSecondary : InspectTheme.accent)
        let chip = canvas.drawChip(row.value, at: CGPoint(x: x, y: Double(r.midY) - 10), Self.valueFont, text: theme.background,
                                   fill: valueColor, paddingX: 8, height: 20)
        x = max(Double(chip.maxX) + 10, x + 64)
        if let built = row.builtValue {
            let text = "was \(built)"
            canvas.drawText(text, in: CGRect(x: x, y: Double(r.minY), width: 80, height: Double(r.height)), Self.noteFont, InspectTheme.switched)
            x += canvas.measure(text, Self.noteFont) + 10
        }
        canvas.drawText(row.note, in: CGRect(x: x, y: Double(r.minY), width: max(0, Double(r.maxX) - 10 - x), height: Double(r.height)),
                        Self.noteFont, theme.textSecondary)
    }
}
