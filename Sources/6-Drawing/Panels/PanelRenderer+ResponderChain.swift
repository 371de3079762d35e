import Foundation
@_spi(TouchLab) import UIKit

/// The chain from the hit view to the app delegate, one row per responder:
///
///     ● BView  B            hit view        B M E C
///     │ (forwarded: calls super)
///     ● UIView  root        view            B · · ·   ★ handled
///     ○ UIViewController    view controller
///     …
extension PanelRenderer {
    public func drawResponderChain(_ visualizer: DispatchVisualizer, in rect: CGRect, canvas: CairoCanvas, now: TimeInterval) {
        let card = drawCard(rect, title: "Responder chain", caption: "hit view → next → …", canvas: canvas)
        drawLegend("● received   ↑ super: passed it on   ★ handled: kept it (no super)", in: card, canvas: canvas)
        let content = CGRect(x: card.minX, y: card.minY, width: card.width, height: card.height - CGFloat(Self.legendHeight) - 6)
        guard layers.contains(.content) else { return }
        // A press, key command or nil-targeted action newer than the touch:
        // its route up the chain, on the panel's last line.
        let route = visualizer.route.flatMap { r in r.time >= (visualizer.responderChain?.builtAt ?? -.infinity) ? r : nil }
        defer {
            if let route {
                let y = Double(content.maxY) - 20
                canvas.fill(CGRect(x: Double(content.minX) - 4, y: y - 1, width: Double(content.width) + 8, height: 21), theme.panel)
                let width = Double(content.width)
                let line = route.summary { canvas.measure($0, Self.smallFont) <= width }
                canvas.drawText(canvas.truncate(line, Self.smallFont, toWidth: width),
                                in: CGRect(x: Double(content.minX), y: y, width: Double(content.width), height: 20),
                                Self.smallFont, route.handler == nil ? theme.rejected : theme.stageLit)
            }
        }
        guard let chain = visualizer.responderChain, !chain.links.isEmpty else {
            let message = visualizer.hitTest?.isComplete == true
                ? "hitTest returned nil: the touch has no view, and no responder hears it."
                : "Touch a view: its chain of next responders appears here."
            let lines = canvas.wrap(message, Self.bodyFont, width: Double(content.width), maxLines: 3)
            for (i, line) in lines.enumerated() {
                canvas.drawText(line, in: CGRect(x: Double(content.minX), y: Double(content.minY) + 4 + Double(i) * 18,
                                                 width: Double(content.width), height: 18), Self.bodyFont, theme.textMuted)
            }
            return
        }

        let footerHeight = chain.fellOffEnd ? 20.0 : 0
        let rowHeight = 22.0
        let capacity = max(1, Int((Double(content.height) - footerHeight) / rowHeight))
        let rows = Self.visibleRows(count: chain.links.count, capacity: capacity)
        let phaseColumns: [UITouch.Phase] = [.began, .moved, .ended, .cancelled]
        let phasesWidth = 4 * 17.0
        let dotX = Double(content.minX) + 6

        // The spine that joins the dots.
        if rows.count > 1 {
            canvas.strokeLine(from: CGPoint(x: dotX, y: Double(content.minY) + rowHeight / 2),
                              to: CGPoint(x: dotX, y: Double(content.minY) + rowHeight * (Double(rows.count) - 0.5)),
                              theme.panelBorder.mixed(with: theme.textMuted, 0.4), width: 1.5)
        }

        for (r, row) in rows.enumerated() {
            let y = Double(content.minY) + Double(r) * rowHeight
            let rowRect = CGRect(x: Double(content.minX) - 6, y: y, width: Double(content.width) + 12, height: rowHeight)
            guard let i = row else {
                canvas.fillCircle(center: CGPoint(x: dotX, y: Double(rowRect.midY)), radius: 2, theme.textMuted)
                canvas.drawText("⋯ \(chain.links.count - capacity + 1) more", in: rowRect.insetBy(dx: 22, dy: 0),
                                Self.smallFont, theme.textMuted)
                continue
            }
            let link = chain.links[i]
            let isHandler = chain.handlerIndex == i
            let handled = phaseColumns.filter { chain.handlerByPhase[$0] == i }
            if isHandler || !handled.isEmpty {
                canvas.fill(rowRect, theme.hitView.withAlpha(isHandler ? 0.16 : 0.08), radius: 6)
                canvas.strokeInside(rowRect, theme.hitView.withAlpha(isHandler ? 0.55 : 0.25), width: 1, radius: 6)
            }
            let latest = link.received.last
            let dotCenter = CGPoint(x: dotX, y: Double(rowRect.midY))
            if let latest {
                canvas.fillCircle(center: dotCenter, radius: 5, theme.color(for: latest))
            } else {
                canvas.fillCircle(center: dotCenter, radius: 5, theme.panel)
                canvas.strokeCircle(center: dotCenter, radius: 4.5, theme.textMuted, width: 1.2)
            }

            let name = Self.displayName(link.traced)
            let nameFont = i == 0 ? Self.bodyBold : Self.bodyFont
            let nameColor = latest == nil ? theme.textSecondary : theme.textPrimary
            let textLeft = Double(content.minX) + 18
            let right = Double(content.maxX) - phasesWidth - 8
            let trailing: String
            if let last = handled.last { trailing = "★ handled \(last.description)" }
            else if !link.forwarded.isEmpty { trailing = "↑ super" }
            else { trailing = link.role.rawValue }
            let trailingFont = handled.isEmpty ? Self.smallFont : FontSpec.sans(11, bold: true)
            let trailingWidth = canvas.measure(trailing, trailingFont)
            canvas.drawText(name, in: CGRect(x: textLeft, y: y, width: right - textLeft - trailingWidth - 10, height: rowHeight),
                            nameFont, nameColor)
            canvas.drawText(trailing, in: CGRect(x: right - trailingWidth, y: y, width: trailingWidth + 1, height: rowHeight),
                            trailingFont, handled.isEmpty ? theme.textMuted : theme.hitView)

            for (c, phase) in phaseColumns.enumerated() {
                let cell = CGRect(x: Double(content.maxX) - phasesWidth + Double(c) * 17, y: y + 3.5, width: 15, height: 15)
                let received = link.received.contains(phase)
                let letter = String(phase.description.prefix(1))
                if received {
                    if chain.handlerByPhase[phase] == i {
                        canvas.fill(cell.insetBy(dx: -2, dy: -2), theme.hitView, radius: 5)
                    }
                    canvas.fill(cell, theme.color(for: phase), radius: 3.5)
                    canvas.drawText(letter, in: cell, FontSpec.sans(9.5, bold: true), RGBA(hex: 0xFFFFFF), alignment: .center)
                } else {
                    canvas.strokeInside(cell, theme.panelBorder, width: 1, radius: 3.5)
                    canvas.drawText(letter, in: cell, FontSpec.sans(9.5), theme.textMuted.withAlpha(0.6), alignment: .center)
                }
            }
        }
        if chain.fellOffEnd, let phase = chain.handledPhase {
            // Nothing is wrong: a touch no responder overrides goes up the
            // whole chain and simply ends (Behaviour §3; Apple's "Using
            // responders and the responder chain to handle events"), so it
            // is said in a neutral colour; red is kept for what is wrong.
            let y = Double(content.maxY) - footerHeight
            canvas.drawText("\(OverlayRenderer.methodName(phase)) unhandled, so the touch simply ends",
                            in: CGRect(x: Double(content.minX), y: y, width: Double(content.width), height: footerHeight),
                            Self.smallFont, theme.textSecondary)
        }
    }

    /// Which links to show when the chain is longer than the panel: the
    /// first ones, a gap (nil), and the last three (the app's end of the chain).
    static func visibleRows(count: Int, capacity: Int) -> [Int?] {
        if count <= capacity { return Array(0..<count).map { $0 } }
        let tail = min(3, max(0, capacity - 2))
        let head = capacity - tail - 1
        return Array(0..<head).map { $0 } + [nil] + Array((count - tail)..<count).map { $0 }
    }

    /// `BView  B`, `UIViewController`, `AppDelegate`.
    static func displayName(_ responder: UIResponder) -> String {
        if let view = responder as? UIView, let name = view.name, !name.isEmpty { return "\(view.className)  \(name)" }
        return responder.className
    }

    /// The same from a trace record: what it was called when the event
    /// happened, so a responder freed since is still named.
    static func displayName(_ responder: Traced<UIResponder>) -> String {
        if responder.isKind(of: UIView.self), let name = responder.name, !name.isEmpty { return "\(responder.className)  \(name)" }
        return responder.className
    }
}
