import Foundation
@_spi(TouchLab) import UIKit

/// A view's layer as Core Animation composites it: the shadow under the
/// background, the background and border rounded by `cornerRadius`, the
/// border inside the bounds. Values are the presentation values, in device
/// pixels (`rect` is the view's bounds on the canvas).
extension SceneRenderer {
    /// The corner radius in device pixels: Core Animation never rounds past half the shorter side.
    func cornerRadius(_ shown: PresentationValues, in rect: CGRect) -> Double {
        guard shown.cornerRadius > 0, shown.bounds.width > 0 else { return 0 }
        let scale = Double(rect.width / shown.bounds.width)
        return min(Double(shown.cornerRadius) * scale, Double(min(rect.width, rect.height)) / 2)
    }

    /// The border, `borderWidth` points wide, inside the bounds and over the content.
    func drawBorder(_ shown: PresentationValues, rect: CGRect, radius: Double, alpha: Double, canvas: CairoCanvas) {
        guard shown.borderWidth > 0, let color = shown.borderColor, color.alpha > 0 else { return }
        let scale = Double(rect.width / max(shown.bounds.width, 0.0001))
        canvas.strokeInside(rect, RGBA(color).multipliedAlpha(alpha), width: Double(shown.borderWidth) * scale, radius: radius)
    }

    /// The shadow of the layer's shape (its rounded bounds), offset by
    /// `shadowOffset` and blurred over `shadowRadius`. Cairo has no blur, so
    /// the blur is `shadowLayers` rounded rectangles growing from half a
    /// radius inside the shape to a radius outside it, whose opacities add up
    /// to `shadowOpacity` where they all overlap: dense under the view,
    /// fading out past its edge as a Gaussian does. A layer that masks to its
    /// bounds clips its own shadow away, as on iOS (the caller skips it).
    func drawShadow(_ shown: PresentationValues, rect: CGRect, radius: Double, alpha: Double, canvas: CairoCanvas) {
        guard shown.shadowOpacity > 0, let color = shown.shadowColor,
              (shown.backgroundColor?.alpha ?? 0) > 0 || shown.borderWidth > 0 else { return }
        let scale = Double(rect.width / max(shown.bounds.width, 0.0001))
        let blur = max(0, Double(shown.shadowRadius) * scale)
        let shape = rect.offsetBy(dx: shown.shadowOffset.width * scale, dy: shown.shadowOffset.height * scale)
        let total = min(1, Double(shown.shadowOpacity)) * Double(color.alpha) * alpha
        guard blur >= 0.5 else {
            return canvas.fill(shape, RGBA(color).withAlpha(total), radius: radius)
        }
        let n = Self.shadowLayers
        let each = 1 - pow(1 - total, 1 / Double(n))
        for i in 0..<n {
            let spread = blur * (Double(i) + 0.5) / Double(n) * 1.5 - blur / 2
            let grown = shape.insetBy(dx: -spread, dy: -spread)
            guard grown.width > 0, grown.height > 0 else { continue }
            canvas.fill(grown, RGBA(color).withAlpha(each), radius: max(0, radius + spread))
        }
    }

    static let shadowLayers = 12
}
