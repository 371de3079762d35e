import Foundation
@_spi(TouchLab) import UIKit

/// The lesson of an animated view (Behaviour §9): it is drawn where its
/// animation shows it, but hit-testing reads its model frame — where the
/// animation is taking it. While a hit-test visits an animating view, that
/// model frame is drawn as a faint dashed outline labelled "model frame", so
/// a tap that missed the drawn view can be seen landing on (or off) it.
extension SceneRenderer {
    func drawModelOutline(of view: UIView, drawnAt drawn: CGRect, pass: inout Pass, canvas: CairoCanvas) {
        guard let modelInRoot = view.rectInRoot(pass.rendered.root) else { return }
        let model = pass.rendered.transform.toDevice(modelInRoot)
        guard model.width >= 2, model.height >= 2, model.integral != drawn.integral else { return }
        let color = theme.visited
        canvas.withSavedState {
            canvas.setDash([6, 4])
            canvas.addRect(model.insetBy(dx: 0.5, dy: 0.5))
            canvas.stroke(color.withAlpha(0.7), width: 1.5)
            canvas.clearDash()
            canvas.fill(model, color.withAlpha(0.06))
            let font = FontSpec.sans(10, bold: true)
            guard let label = ["model frame", "model"].first(where: { canvas.measure($0, font) + 8 <= Double(model.width) }),
                  model.height >= 16 else { return }
            let width = canvas.measure(label, font) + 8
            let chip = CGRect(x: Double(model.minX) + 3, y: Double(model.maxY) - 17, width: width, height: 14)
            canvas.fill(chip, RGBA(hex: 0xFFFFFF, alpha: 0.8), radius: 3)
            canvas.drawText(label, in: chip, font, color, alignment: .center)
        }
    }
}
