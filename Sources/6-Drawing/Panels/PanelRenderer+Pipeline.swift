import Foundation
@_spi(TouchLab) import UIKit

/// X11 ▸ SpringBoard ▸ port ▸ Source1 ▸ Source0 ▸ UIApplication ▸ UIWindow ▸ view,
/// each node glowing for `stageGlow` after an event passes it — a tap makes
/// the light run left to right.
extension PanelRenderer {
    public func drawPipeline(_ visualizer: DispatchVisualizer, in rect: CGRect, canvas: CairoCanvas, now: TimeInterval) {
        let content = drawCard(rect, title: "Pipeline", caption: "one touch, left to right", canvas: canvas)
        guard layers.contains(.content) else { return }
        let stages = PipelineStage.allCases
        let arrow = 12.0
        let nodeHeight = min(40.0, Double(content.height))
        let y = Double(content.minY)
        let titleFont = FontSpec.sans(10.5, bold: true), detailFont = FontSpec.sans(9.5)
        let lastCall = lastDirectCall(visualizer)
        let details = stages.map { $0 == .view ? lastCall.map { [$0, String($0.dropFirst("touches".count))] } ?? $0.details : $0.details }
        let widths = Self.nodeWidths(stages.indices.map { i in
            max(canvas.measure(stages[i].title, titleFont), canvas.measure(details[i][0], detailFont)) + 10
        }, total: Double(content.width) - arrow * Double(stages.count - 1))

        var x = Double(content.minX)
        for (i, stage) in stages.enumerated() {
            let node = CGRect(x: x.rounded(), y: y, width: widths[i].rounded(.down), height: nodeHeight)
            x += widths[i] + arrow
            let activity = visualizer.activity(of: stage)
            let glow = fadeRemaining(since: activity.lastTime, now: now, duration: visualizer.timing.stageGlow)
            if glow > 0 {
                canvas.fill(node.insetBy(dx: -3, dy: -3), theme.stageLit.withAlpha(0.3 * glow), radius: 10)
            }
            // Lit nodes darken the accent rather than brighten the text: light
            // text stays readable at every point of the fade.
            canvas.fill(node, theme.stageIdle.mixed(with: theme.stageLitFill, glow), radius: 7)
            let seen = activity.count > 0
            canvas.strokeInside(node, seen ? theme.stageLit.withAlpha(0.3 + 0.7 * glow) : theme.panelBorder,
                                width: 1 + glow, radius: 7)
            let titleColor = theme.textPrimary
            let detailColor = theme.textMuted.mixed(with: theme.textPrimary, 0.75 * glow)
            let title = canvas.firstFitting(stage.titles, titleFont, width: Double(node.width) - 6)
            canvas.drawText(title, in: CGRect(x: node.minX + 3, y: node.minY + 4, width: node.width - 6, height: 16),
                            titleFont, titleColor, alignment: .center)
            let detail = canvas.firstFitting(details[i], detailFont, width: Double(node.width) - 6)
            canvas.drawText(detail, in: CGRect(x: node.minX + 3, y: node.minY + 21, width: node.width - 6, height: 14),
                            detailFont, detailColor, alignment: .center)
            if i < stages.count - 1 {
                let ax = Double(node.maxX) + arrow / 2, ay = Double(node.midY)
                let next = visualizer.activity(of: stages[i + 1])
                let flow = min(glow, fadeRemaining(since: next.lastTime, now: now, duration: visualizer.timing.stageGlow))
                let color = theme.textMuted.mixed(with: theme.stageLit, flow)
                canvas.move(to: CGPoint(x: ax - 3, y: ay - 5))
                canvas.line(to: CGPoint(x: ax + 2, y: ay))
                canvas.line(to: CGPoint(x: ax - 3, y: ay + 5))
                canvas.stroke(color, width: 1.6)
            }
        }
    }

    /// Each node as wide as its words need, the room left shared out
    /// evenly; short of room, every node shrinks in proportion (and its
    /// words take their shorter forms).
    static func nodeWidths(_ needs: [Double], total: Double) -> [Double] {
        let sum = needs.reduce(0, +)
        guard sum > 0 else { return needs }
        if sum <= total { return needs.map { $0 + (total - sum) / Double(needs.count) } }
        return needs.map { $0 * total / sum }
    }

    /// The touches method the view stage shows ("touchesMoved"), if one was called.
    private func lastDirectCall(_ visualizer: DispatchVisualizer) -> String? {
        guard let last = visualizer.phaseFlashes.last(where: { !$0.viaForwarding }) else { return nil }
        return OverlayRenderer.methodName(last.phase)
    }
}
