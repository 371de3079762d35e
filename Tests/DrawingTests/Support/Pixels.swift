import Foundation
@testable import Drawing
import UIKit

/// Renders `root` alone at 1:1 into a surface of its size.
func renderScene(_ root: UIView, visualizer: DispatchVisualizer? = nil, now: TimeInterval = 0,
                 configure: (SceneRenderer, OverlayRenderer) -> Void = { _, _ in }) throws -> ImageSurface {
    let size = root.bounds.size
    let image = try ImageSurface(width: Int(size.width), height: Int(size.height))
    let canvas = image.makeCanvas()
    let scene = SceneRenderer()
    let overlay = OverlayRenderer()
    configure(scene, overlay)
    let transform = SceneTransform(origin: .zero, scale: 1, rootBoundsOrigin: root.bounds.origin)
    let rendered = scene.renderViews(root, in: canvas, transform: transform, visualizer: visualizer)
    if let visualizer { overlay.drawBeneathTags(visualizer, over: rendered, in: canvas, now: now) }
    scene.drawTags(rendered, in: canvas, visualizer: visualizer, now: now)
    if let visualizer { overlay.drawAboveTags(visualizer, over: rendered, in: canvas, now: now) }
    return image
}

/// A 200×200 white root view, for a scene whose pixels are all views' colours.
func whiteRoot() -> UIView {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    root.backgroundColor = .white
    return root
}

/// Name tags and hairlines off: every pixel is a view's colour.
func viewsOnly(_ scene: SceneRenderer, _: OverlayRenderer) {
    scene.showsNameTags = false
    scene.showsHairlines = false
}

extension ImageSurface {
    func pixel(_ p: CGPoint) -> Pixel { pixel(x: Int(p.x), y: Int(p.y))! }
}

extension RGBA {
    /// `color` composited at `alpha` over `base` (both opaque), as the pixel should read.
    static func over(_ color: RGBA, alpha: Double, on base: RGBA) -> RGBA {
        RGBA(red: base.red + (color.red - base.red) * alpha, green: base.green + (color.green - base.green) * alpha,
             blue: base.blue + (color.blue - base.blue) * alpha)
    }
}
