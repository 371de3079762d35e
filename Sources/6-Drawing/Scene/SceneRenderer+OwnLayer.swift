import CCairo
@_spi(TouchLab) import CoreGraphics
import Foundation
@_spi(TouchLab) import UIKit

/// The walk's second kind of node: a layer of its own — a shape, a
/// gradient, text, an image, a replicator, a plain `CALayer` — wherever it
/// sits in the tree: added to a view's layer, to another layer of its own,
/// or as a mask. Placed and composited by UIKit's one definition of each
/// (`CALayer.place`, `CALayer.composite`: `LayerPlacement`, `LayerLook`,
/// the layer's own content, in Core Animation's order), with this walk's
/// own steps for what is under it, in a context over the canvas whose user
/// space is the superlayer's bounds:
///
///     placement: affine ─▶ the context concatenates it
///                projected ─▶ the same walk into a bitmap at the canvas's
///                             resolution (`walkIntoBitmap`), then projected
///     hidden or opacity 0 ─▶ nothing
///     × opacity, casting its shadow, as one:
///       background · masksToBounds clip · content · each sublayer by this
///       walk, through this layer's `sublayerTransform` — a view's layer
///       among them (`holder.addSublayer(view.layer)`) drawn as the phone
///       draws every view's layer, with its marks (`drawInCanvasSpace`) · border
///       mask ─▶ all of it kept where the mask layer, drawn by this walk, has alpha
extension SceneRenderer {
    /// A sublayer of a layer drawn in `ctx` (its user space the superlayer's
    /// bounds, drawing on `canvas`): placed, then drawn as what it is. A
    /// view's layer's marks are kept inside `deviceClip`.
    func drawSublayer(_ layer: CALayer, in ctx: CGContext, superlayerProjection: CATransform3D?, deviceClip: CGRect,
                      canvas: CairoCanvas, pass: inout Pass) {
        layer.place(layer.presentation() ?? layer, in: ctx, superlayerProjection: superlayerProjection) { placed in
            if placed === ctx {
                drawPlacedLayer(layer, in: ctx, deviceClip: deviceClip, canvas: canvas, pass: &pass)
            } else {
                walkIntoBitmap(placed, pass: pass) { bitmapCanvas, inside in
                    drawPlacedLayer(layer, in: placed, deviceClip: .infinite, canvas: bitmapCanvas, pass: &inside)
                }
            }
        }
    }

    /// The layer where `ctx`'s user space is its bounds.
    private func drawPlacedLayer(_ layer: CALayer, in ctx: CGContext, deviceClip: CGRect, canvas: CairoCanvas, pass: inout Pass) {
        if let view = layer.delegate {
            return drawInCanvasSpace(view, in: ctx, deviceClip: deviceClip, canvas: canvas, pass: &pass)
        }
        layer.composite(layer.presentation() ?? layer, in: ctx, sublayer: { sublayer, projection in
            drawSublayer(sublayer, in: ctx, superlayerProjection: projection, deviceClip: deviceClip, canvas: canvas, pass: &pass)
        }, mask: { mask in
            var maskPass = pass.offscreen()
            drawSublayer(mask, in: ctx, superlayerProjection: nil, deviceClip: .infinite, canvas: canvas, pass: &maskPass)
        })
    }

    /// The walk into a projected layer's bitmap (`LayerProjection.bitmap`),
    /// on a canvas over it, with a pass of its own: no teaching marks there
    /// (hairlines, ghosts), which would be turned with the picture, and what
    /// it collects for the overlays is dropped — the projected layer's
    /// placement on the phone stands for it (`drawProjected`).
    func walkIntoBitmap(_ bitmap: CGContext, pass: Pass, _ body: (CairoCanvas, inout Pass) -> Void) {
        var inside = pass.offscreen()
        body(CairoCanvas(context: bitmap.cairo), &inside)
    }
}

extension SceneRenderer.Pass {
    /// A pass for a walk whose pixels are not the phone's own (a projected
    /// layer's bitmap, a mask): no teaching marks, and nothing it collects kept.
    func offscreen() -> SceneRenderer.Pass {
        var inside = SceneRenderer.Pass(rendered: RenderedScene(root: rendered.root, transform: rendered.transform,
                                                                screenRect: rendered.screenRect))
        inside.drawsMarks = false
        return inside
    }
}
