import Foundation
@_spi(TouchLab) import UIKit

/// The hit-test path as a list, indented by depth, with each view's answer:
///
///     1 UIWindow                     → BView B
///     2   UIView  root               → BView B
///     3     CView  C                 ✕ point outside
///     4     BView  B                 ★ hit view
extension PanelRenderer {
    public func drawHitTestList(_ visualizer: DispatchVisualizer, in rect: CGRect, canvas: CairoCanvas, now: TimeInterval) {
        let record = visualizer.hitTest
        let caption = record.map { $0.passes > 1 ? "pass 1 of \($0.passes) shown · last subview first" : "last subview first" }
        let card = drawCard(rect, title: "Hit-test", caption: caption, canvas: canvas)
        drawLegend("→ returned   ✕ rejected (its subviews are never asked)   ★ the touch's view", in: card, canvas: canvas)
        let content = CGRect(x: card.minX, y: card.minY, width: card.width, height: card.height - CGFloat(Self.legendHeight) - 6)
        guard layers.contains(.content) else { return }
        guard let record, !record.visits.isEmpty else {
            let lines = canvas.wrap("Touch down: hitTest(_:with:) walks the views from the window, front-most subview first.",
                                    Self.bodyFont, width: Double(content.width), maxLines: 3)
            for (i, line) in lines.enumerated() {
                canvas.drawText(line, in: CGRect(x: Double(content.minX), y: Double(content.minY) + 4 + Double(i) * 18,
                                                 width: Double(content.width), height: 18), Self.bodyFont, theme.textMuted)
            }
            return
        }

        let rowHeight = 20.0
        let capacity = max(1, Int(Double(content.height) / rowHeight))
        let rows = Self.hitTestRows(record, capacity: capacity)
        let outcomeWidth = min(150.0, Double(content.width) * 0.42)
        for (r, row) in rows.enumerated() {
            let y = Double(content.minY) + Double(r) * rowHeight
            let visit: HitTestRecord.Visit
            switch row {
            case let .visit(v): visit = v
            case let .collapsed(count, depth, reason):
                let x = Double(content.minX) + 22 + min(Double(depth) * 11, Double(content.width) * 0.3)
                let text = reason.map { "⋯ \(count) views: ✕ \(OverlayRenderer.reasonText($0))" } ?? "⋯ \(count) more visits"
                canvas.drawText(text, in: CGRect(x: x, y: y, width: Double(content.maxX) - x, height: rowHeight),
                                Self.smallFont, theme.textMuted)
                continue
            }
            let isHit = record.hitViewRecord.map { $0 === visit.traced } ?? false
            let rejection = visit.outcome.rejection
            let color: RGBA = isHit ? theme.hitView
                : rejection == .declinedByOverride ? theme.declined
                : rejection == .outside ? theme.rejected.mixed(with: theme.ended, 0.45)
                : rejection != nil ? theme.rejected : theme.visited

            let badgeCenter = CGPoint(x: Double(content.minX) + 8, y: y + rowHeight / 2)
            canvas.fillCircle(center: badgeCenter, radius: 8, color)
            let number = String(visit.number)
            canvas.drawText(number, in: CGRect(x: badgeCenter.x - 8, y: badgeCenter.y - 8, width: 16, height: 16),
                            FontSpec.sans(number.count > 2 ? 7 : number.count > 1 ? 8.5 : 10, bold: true),
                            isHit ? RGBA(hex: 0x1F1300) : RGBA(hex: 0xFFFFFF), alignment: .center)

            let indent = min(Double(visit.depth) * 11, Double(content.width) * 0.3)
            let nameX = Double(content.minX) + 22 + indent
            let nameWidth = Double(content.maxX) - outcomeWidth - 8 - nameX
            canvas.drawText(Self.displayName(visit.traced.upcast(to: UIResponder.self)), in: CGRect(x: nameX, y: y, width: nameWidth, height: rowHeight),
                            isHit ? Self.bodyBold : Self.bodyFont, rejection == nil ? theme.textPrimary : theme.textSecondary)

            let outcome: String
            switch visit.outcome {
            case .pending: outcome = "…"
            case .returnedItself: outcome = isHit ? "★ hit view" : "→ itself"
            case let .returned(view): outcome = isHit ? "★ hit view" : "→ \(view.shortName)"
            case let .rejected(reason): outcome = "✕ " + OverlayRenderer.reasonText(reason)
            }
            canvas.drawText(outcome, in: CGRect(x: Double(content.maxX) - outcomeWidth, y: y, width: outcomeWidth, height: rowHeight),
                            isHit || rejection != nil ? FontSpec.sans(11.5, bold: true) : Self.smallFont,
                            isHit || rejection != nil ? color : theme.textMuted, alignment: .right)
        }
    }

    enum HitTestRow {
        case visit(HitTestRecord.Visit)
        /// `count` visits folded into one line (a run of siblings rejected for `reason`, or the rest).
        case collapsed(count: Int, depth: Int, reason: HitTestRejection?)
    }

    /// All visits if they fit; otherwise runs of "point outside" siblings fold
    /// into one line each, and if that is still too long the middle goes —
    /// the last rows (where the hit view is) always stay.
    static func hitTestRows(_ record: HitTestRecord, capacity: Int) -> [HitTestRow] {
        let visits = record.visits
        if visits.count <= capacity { return visits.map { .visit($0) } }
        var rows: [HitTestRow] = []
        var i = 0
        while i < visits.count {
            var j = i
            while j < visits.count, visits[j].outcome.rejection == .outside, visits[j].depth == visits[i].depth { j += 1 }
            if j - i >= 2 {
                rows.append(.collapsed(count: j - i, depth: visits[i].depth, reason: .outside))
                i = j
            } else {
                rows.append(.visit(visits[i]))
                i += 1
            }
        }
        if rows.count <= capacity { return rows }
        let tail = max(1, (capacity - 1) / 2)
        let head = capacity - 1 - tail
        let folded = rows[head..<(rows.count - tail)].reduce(0) { n, row in
            if case let .collapsed(c, _, _) = row { return n + c }
            return n + 1
        }
        return Array(rows.prefix(head)) + [.collapsed(count: folded, depth: 0, reason: nil)] + Array(rows.suffix(tail))
    }
}
