import Foundation
@_spi(TouchLab) import UIKit

/// What VoiceOver would find on the phone, drawn by inspect mode when no
/// card is open: each element's frame (where a touch explores onto it) with
/// its number in reading order on the phone, and beside it the list
/// VoiceOver reads with swipes — number, what it says, identifier. Where
/// frames overlap, a touch lands on the frontmost (`AccessibilityTree`).
///
///     ┌─ ACCESSIBILITY  VoiceOver's reading order · a touch activates the frontmost element under it ─┐
///     │ 1  Volume, 50 %, adjustable                                      slider                        │
///     │ 2  Play, button                                                   play                          │
///     └────────────────────────────────────────────────────────────────────────────────────────────────┘
public struct AccessibilityOverlay {
    let elements: [AccessibilityTree.Element]
    public let window: UIWindow?
    /// What VoiceOver would say for each element, in reading order.
    public var spokenInOrder: [String] { elements.map(\.spoken) }

    /// The elements of the window at the root of `rendered`, in reading order.
    public init(rendered: RenderedScene) {
        let window = rendered.root as? UIWindow ?? rendered.root.window
        self.window = window
        elements = window.map(AccessibilityTree.readingOrder(in:)) ?? []
    }

    static let numberFont = FontSpec.sans(12, bold: true)
    static let rowFont = FontSpec.sans(13)
    static let idFont = FontSpec.mono(12)
    static let titleFont = FontSpec.sans(16, bold: true)
    static let rowHeight = 24.0
    static let colour = RGBA(hex: 0x2E9E5B)

    /// The element's frame on the canvas.
    func deviceRect(_ element: AccessibilityTree.Element, in rendered: RenderedScene) -> CGRect {
        let origin = window?.frame.origin ?? .zero
        return rendered.transform.toDevice(element.frame.offsetBy(dx: -origin.x, dy: -origin.y))
    }

    /// The numbered outlines over the phone.
    public func drawOnPhone(_ rendered: RenderedScene, in canvas: CairoCanvas) {
        canvas.withSavedState {
            canvas.clip(to: rendered.screenRect)
            for (i, element) in elements.enumerated() {
                let rect = deviceRect(element, in: rendered)
                canvas.fill(rect, Self.colour.withAlpha(0.08))
                canvas.setDash([4, 3])
                canvas.strokeInside(rect, Self.colour, width: 2, radius: 3)
                canvas.clearDash()
                // At the top-right corner: the scene's name tags sit at the top-left.
                let chip = "\(i + 1)"
                let width = canvas.chipWidth(chip, Self.numberFont, paddingX: 5)
                canvas.drawChip(chip, at: CGPoint(x: Double(rect.maxX) - width - 3, y: Double(rect.minY) + 3), Self.numberFont,
                                text: RGBA(hex: 0xFFFFFF), fill: Self.colour, paddingX: 5, height: 18)
            }
        }
    }

    /// The list, in reading order, at the top of `area`; returns its rectangle.
    @discardableResult
    public func drawList(in canvas: CairoCanvas, area: CGRect, theme: DrawingTheme = .standard) -> CGRect {
        let rows = max(elements.count, 1)
        let height = min(Double(area.height) - 8, 48 + Double(rows) * Self.rowHeight + 30)
        let rect = CGRect(x: Double(area.minX) + 4, y: Double(area.minY) + 4, width: min(Double(area.width) - 8, 900), height: height)
        canvas.withSavedState {
            canvas.fill(rect.insetBy(dx: -3, dy: -3), RGBA(hex: 0x000000, alpha: 0.4), radius: theme.cornerRadius + 3)
            canvas.fill(rect, theme.panel, radius: theme.cornerRadius)
            canvas.strokeInside(rect, Self.colour, width: 1.5, radius: theme.cornerRadius)
            canvas.clip(to: rect)
            let kind = canvas.drawChip("ACCESSIBILITY", at: CGPoint(x: Double(rect.minX) + 14, y: Double(rect.minY) + 13), .sans(12, bold: true),
                                       text: theme.background, fill: Self.colour, paddingX: 7, height: 20)
            canvas.drawText("VoiceOver's reading order · a touch activates the frontmost element under it",
                            in: CGRect(x: Double(kind.maxX) + 10, y: Double(rect.minY) + 10, width: Double(rect.maxX) - Double(kind.maxX) - 24, height: 26),
                            .sans(13), theme.textSecondary)
            var y = Double(rect.minY) + 46
            if elements.isEmpty {
                canvas.drawText("no accessibility elements: VoiceOver would find nothing to read here",
                                in: CGRect(x: Double(rect.minX) + 14, y: y, width: Double(rect.width) - 28, height: Self.rowHeight), Self.rowFont, theme.textMuted)
            }
            for (i, element) in elements.enumerated() {
                guard y + Self.rowHeight <= Double(rect.maxY) - 26 else { break }
                let indent = Double(min(element.depth, 6)) * 6
                let chip = canvas.drawChip("\(i + 1)", at: CGPoint(x: Double(rect.minX) + 14 + indent, y: y + 3), Self.numberFont,
                                           text: RGBA(hex: 0xFFFFFF), fill: Self.colour, paddingX: 5, height: 18)
                let idText = element.identifier ?? ""
                let idWidth = idText.isEmpty ? 0 : canvas.measure(idText, Self.idFont) + 8
                canvas.drawText(element.spoken, in: CGRect(x: Double(chip.maxX) + 8, y: y, width: Double(rect.maxX) - Double(chip.maxX) - 30 - idWidth,
                                                           height: Self.rowHeight), Self.rowFont, theme.textPrimary)
                if !idText.isEmpty {
                    canvas.drawText(idText, in: CGRect(x: Double(rect.maxX) - 14 - idWidth, y: y, width: idWidth, height: Self.rowHeight),
                                    Self.idFont, theme.textSecondary, alignment: .right)
                }
                y += Self.rowHeight
            }
            canvas.drawText("click a view or a badge for its switches · I leaves inspect mode",
                            in: CGRect(x: Double(rect.minX) + 14, y: Double(rect.maxY) - 24, width: Double(rect.width) - 28, height: 18), .sans(12), theme.textMuted)
        }
        return rect
    }
}
