import Foundation
@_spi(TouchLab) import UIKit

/// A haptic, drawn: there is no actuator, so when a feedback generator
/// fires the phone's screen edge pulses and a chip names the feedback, for
/// `VisualizerTiming.hapticPulse` seconds (Behaviour §8).
///
///     ┏━━━━━━━━━━━━━━━━━━━━┓   the edge glows violet, thickest at the start,
///     ┃    ◉ impact medium ┃   and the chip at the top right says which
///     ┃                    ┃   haptic fired (with an impact's intensity)
///
/// Stronger feedback draws a thicker edge: an impact by its style and
/// intensity, a notification and a selection at fixed weights.
extension OverlayRenderer {
    static let hapticColor = RGBA(hex: 0x8B5CF6)

    func drawHapticPulse(_ visualizer: DispatchVisualizer, _ rendered: RenderedScene, _ canvas: CairoCanvas,
                         _ now: TimeInterval) {
        guard let pulse = visualizer.haptic else { return }
        let duration = visualizer.timing.hapticPulse
        let age = now - pulse.time
        guard age >= 0, age < duration else { return }
        let remaining = 1 - age / duration
        let width = (2 + 8 * Self.strength(of: pulse.feedback)) * remaining + 1
        let rect = rendered.screenRect.insetBy(dx: CGFloat(width / 2), dy: CGFloat(width / 2))
        canvas.addRoundedRect(rect, radius: max(0, rendered.screenCornerRadius - width / 2))
        canvas.stroke(Self.hapticColor.withAlpha(0.85 * remaining), width: width)

        let label = "◉ " + pulse.feedback.description
        let chipWidth = canvas.chipWidth(label, Self.chipFont)
        // Top right: the name tags of the window and root view sit top left.
        let origin = CGPoint(x: rendered.screenRect.maxX - CGFloat(chipWidth) - 12, y: rendered.screenRect.minY + 12)
        canvas.drawChip(label, at: origin, Self.chipFont, text: RGBA(hex: 0xFFFFFF).withAlpha(remaining),
                        fill: Self.hapticColor.withAlpha(0.9 * remaining), height: Self.chipHeight)
    }

    /// 0 … 1: how hard the feedback would be felt.
    static func strength(of feedback: HapticFeedback) -> Double {
        switch feedback {
        case let .impact(style, intensity):
            let weight: Double = switch style {
            case .light, .soft: 0.4
            case .medium: 0.7
            case .heavy, .rigid: 1
            }
            return weight * Double(intensity)
        case .notification: return 0.8
        case .selectionChanged: return 0.3
        case .prepared: return 0
        }
    }
}
