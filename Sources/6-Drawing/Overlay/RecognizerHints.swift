import Foundation
@_spi(TouchLab) import UIKit

/// A shape that explains what a recognizer is waiting for. Coordinates are in
/// the root's (window's) coordinates; radii in points.
public enum RecognizerHint {
    /// A ring that fills as time passes: a long press's `minimumPressDuration`.
    case countdown(center: CGPoint, progress: Double, label: String?)
    /// A circle the touch must leave (a pan's threshold) or must stay inside
    /// (a tap's allowable movement); `crossed` once it has.
    case threshold(center: CGPoint, radius: CGFloat, crossed: Bool, label: String?)
}

/// Asked, for each recognizer the visualizer knows, which hints to draw now.
/// The recognizers are written later; their authors plug one in, e.g.
///
///     overlay.recognizerHintProvider = { status, visualizer, now in
///         guard let press = status.recognizer as? UILongPressGestureRecognizer,
///               status.state == .possible, let touch = visualizer.touch, touch.isPressed else { return [] }
///         return [.countdown(center: touch.downLocation,
///                            progress: (now - touch.downTime) / press.minimumPressDuration, label: "0.5 s")]
///     }
public typealias RecognizerHintProvider = (RecognizerStatus, DispatchVisualizer, TimeInterval) -> [RecognizerHint]

extension OverlayRenderer {
    /// Draws the hints `recognizerHintProvider` returns for every recognizer.
    public func drawRecognizerHints(_ visualizer: DispatchVisualizer, over rendered: RenderedScene, in canvas: CairoCanvas,
                                    now: TimeInterval) {
        var chips = TagPlacer()
        drawRecognizerHints(visualizer, over: rendered, in: canvas, now: now, chips: &chips)
    }

    /// The hints, their labels placed clear of the chips already drawn; two
    /// recognizers with the same hint in the same place (two pans' thresholds)
    /// draw it once.
    func drawRecognizerHints(_ visualizer: DispatchVisualizer, over rendered: RenderedScene, in canvas: CairoCanvas,
                             now: TimeInterval, chips: inout TagPlacer) {
        guard let provider = recognizerHintProvider else { return }
        var drawn: [String] = []
        for status in visualizer.recognizerStatuses {
            for hint in provider(status, visualizer, now) {
                let key = "\(hint)"
                guard !drawn.contains(key) else { continue }
                drawn.append(key)
                draw(hint, rendered: rendered, canvas: canvas, chips: &chips)
            }
        }
    }

    func draw(_ hint: RecognizerHint, rendered: RenderedScene, canvas: CairoCanvas, chips: inout TagPlacer) {
        let t = rendered.transform
        switch hint {
        case let .countdown(center, progress, label):
            let c = t.toDevice(center)
            let r = theme.touchRadius + 12
            let p = min(max(progress, 0), 1)
            canvas.strokeCircle(center: c, radius: r, theme.recognized.withAlpha(0.25), width: 5)
            if p > 0 {
                canvas.addArc(center: c, radius: r, from: -.pi / 2, to: -.pi / 2 + 2 * .pi * p)
                canvas.stroke(theme.recognized, width: 5)
            }
            if let label { drawHintLabel(label, below: CGPoint(x: c.x, y: c.y + CGFloat(r) + 6), rendered: rendered, canvas: canvas, chips: &chips) }
        case let .threshold(center, radius, crossed, label):
            let c = t.toDevice(center)
            let r = Double(radius * t.scale)
            let color = crossed ? theme.began : theme.possible.mixed(with: RGBA(hex: 0xFFFFFF), 0.3)
            canvas.setDash([5, 4])
            canvas.strokeCircle(center: c, radius: r, color, width: 2)
            canvas.clearDash()
            if let label { drawHintLabel(label, below: CGPoint(x: c.x, y: c.y + CGFloat(r) + 6), rendered: rendered, canvas: canvas, chips: &chips) }
        }
    }

    private func drawHintLabel(_ text: String, below top: CGPoint, rendered: RenderedScene, canvas: CairoCanvas,
                               chips: inout TagPlacer) {
        let w = canvas.chipWidth(text, Self.chipFont)
        let proposed = CGRect(x: Double(top.x) - w / 2, y: Double(top.y), width: w, height: Self.chipHeight)
        guard let place = chips.place(proposed, within: rendered.screenRect.insetBy(dx: 2, dy: 2)) else { return }
        canvas.drawChip(text, at: place.origin, Self.chipFont,
                        text: RGBA(hex: 0xFFFFFF), fill: theme.viewLabelBackground, height: Self.chipHeight)
    }
}
