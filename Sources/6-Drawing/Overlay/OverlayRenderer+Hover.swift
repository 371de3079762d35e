import Foundation
@_spi(TouchLab) import UIKit

/// The pointer hovering, drawn while no button is down in a window that has
/// hover recognizers (elsewhere a hover reaches nobody, and the phone shows
/// nothing of it):
///
///     ┌╌╌╌╌╌╌╌╌╌╌┐   the hovered view (the hover's hit-test result), a dashed teal outline
///     ╎    ●     ╎   the pointer, a small teal dot
///     └╌╌╌╌╌╌╌╌╌╌┘
///
/// The hover recognizers' own states are their badges, like every recognizer's.
extension OverlayRenderer {
    static let hoverColor = RGBA(hex: 0x14B8A6)

    func drawHover(_ visualizer: DispatchVisualizer, _ rendered: RenderedScene, _ canvas: CairoCanvas) {
        guard let hover = visualizer.hover, let view = hover.view, visualizer.touch?.isPressed != true else { return }
        if let rect = rendered.deviceRect(of: view) {
            canvas.setDash([6, 4])
            canvas.addRoundedRect(rect.insetBy(dx: 1.5, dy: 1.5), radius: 3)
            canvas.stroke(Self.hoverColor, width: 3)
            canvas.clearDash()
        }
        let center = rendered.transform.toDevice(hover.location)
        canvas.fillCircle(center: center, radius: 6, Self.hoverColor.withAlpha(0.85))
        canvas.strokeCircle(center: center, radius: 6, RGBA(hex: 0xFFFFFF), width: 1.5)
    }
}
