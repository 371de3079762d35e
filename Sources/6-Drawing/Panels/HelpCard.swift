import Foundation

/// The `h` card: every key and every scene, over a dimmed frame.
public struct HelpCard {
    public var title = "TouchLab — keys and scenes"
    public var keys: [SceneInfo.Key]
    public var scenes: [(key: String, title: String, isCurrent: Bool)]

    public init(keys: [SceneInfo.Key], scenes: [(key: String, title: String, isCurrent: Bool)]) {
        self.keys = keys; self.scenes = scenes
    }

    public func draw(in canvas: CairoCanvas, size: CGSize, theme: DrawingTheme = .standard) {
        canvas.fill(CGRect(origin: .zero, size: size), RGBA(hex: 0x000000, alpha: 0.55))
        let width = min(880, size.width - 80)
        let rowHeight = 22.0
        let keyRows = keys.count
        let sceneRows = (scenes.count + 1) / 2
        let height = min(size.height - 60, 110 + Double(keyRows) * rowHeight + 40 + Double(sceneRows) * rowHeight)
        let card = CGRect(x: ((size.width - width) / 2).rounded(), y: ((size.height - height) / 2).rounded(), width: width, height: height)
        canvas.fill(card, theme.panel, radius: theme.cornerRadius)
        canvas.strokeInside(card, theme.panelBorder, width: 1, radius: theme.cornerRadius)

        var y = Double(card.minY) + 38
        canvas.drawText(title, at: CGPoint(x: card.minX + 24, y: y), .sans(20, bold: true), theme.textPrimary)
        y += 34
        for key in keys {
            _ = canvas.drawChip(key.key, at: CGPoint(x: card.minX + 24, y: y - 15), .mono(12, bold: true),
                            text: theme.textPrimary, fill: theme.panelBorder)
            canvas.drawText(key.action, at: CGPoint(x: card.minX + 110, y: y), .sans(13), theme.textSecondary)
            y += rowHeight
        }
        y += 16
        canvas.drawText("Scenes", at: CGPoint(x: card.minX + 24, y: y), .sans(14, bold: true), theme.panelTitle)
        y += 26
        let columnWidth = (Double(card.width) - 48) / 2
        for (i, scene) in scenes.enumerated() {
            let column = Double(i / sceneRows), row = Double(i % sceneRows)
            let x = Double(card.minX) + 24 + column * columnWidth
            let rowY = y + row * rowHeight
            guard rowY < Double(card.maxY) - 8 else { continue }
            let color = scene.isCurrent ? theme.hitView : theme.textSecondary
            canvas.drawText(scene.key, at: CGPoint(x: x, y: rowY), .mono(12, bold: true), color)
            let title = canvas.truncate(scene.title, .sans(13), toWidth: columnWidth - 60)
            canvas.drawText(title, at: CGPoint(x: x + 44, y: rowY), .sans(13, bold: scene.isCurrent), color)
        }
    }
}
