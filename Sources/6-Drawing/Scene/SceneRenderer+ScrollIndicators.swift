import Foundation
@_spi(TouchLab) import UIKit

/// A scroll view's indicators, drawn as iOS draws its own: a capsule over the
/// content, where UIKit put it (`UIScrollView+ScrollIndicators`), at the
/// opacity its fade has reached. `.default` is dark with a light rim
/// (Apple: "black with a white border", readable on any background).
extension SceneRenderer {
    func drawScrollIndicators(of scrollView: UIScrollView, contentOrigin: CGPoint, alpha: Double,
                              space: SceneTransform, canvas: CairoCanvas) {
        let opacity = Double(scrollView.scrollIndicatorOpacity) * alpha
        guard opacity > 0.001 else { return }
        let (fill, rim): (RGBA, RGBA?) = switch scrollView.indicatorStyle {
        case .default: (RGBA(hex: 0x000000, alpha: 0.35), RGBA(hex: 0xFFFFFF, alpha: 0.35))
        case .black: (RGBA(hex: 0x000000, alpha: 0.5), nil)
        case .white: (RGBA(hex: 0xFFFFFF, alpha: 0.6), nil)
        }
        let frames = scrollView.scrollIndicatorFrames
        for bar in [frames.vertical, frames.horizontal].compactMap({ $0 }) {
            let rect = space.toDevice(CGRect(x: contentOrigin.x + bar.minX, y: contentOrigin.y + bar.minY,
                                             width: bar.width, height: bar.height))
            let radius = Double(min(rect.width, rect.height)) / 2
            if let rim {
                // The rim: half a point of light around the bar.
                let grow = max(0.5, Double(space.scale) * 0.5)
                canvas.fill(rect.insetBy(dx: -grow, dy: -grow), rim.multipliedAlpha(opacity), radius: radius + grow)
            }
            canvas.fill(rect, fill.multipliedAlpha(opacity), radius: radius)
        }
    }
}
