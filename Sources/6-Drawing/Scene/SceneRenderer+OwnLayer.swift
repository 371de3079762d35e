import CCairo
@_spi(TouchLab) import CoreGraphics
import Foundation
@_spi(TouchLab) import UIKit

/// The walk's second kind of node: a layer of its own (`OwnLayerNode`) — a
/// shape, a gradient, text, an image, a replicator, a plain `CALayer` —
/// wherever it sits in the tree: added to a view's layer, to another layer
/// of its own, or as a mask. Drawn by this walk in Core Animation's order,
/// with the pieces `render(in:)` uses too — `LayerPlacement`, `LayerLook`,
/// the layer's own `drawContent(of:in:)` — in a context over the canvas
/// whose user space is the superlayer's bounds:
///
///     placement: affine ─▶ the context concatenates it
///                projected ─▶ the same walk into a bitmap at the canvas's
///                             resolution (`walkIntoBitmap`), then projected
///     hidden or opacity 0 ─▶ nothing
///     × opacity, casting its shadow (one transparency layer, `LayerLook.beginComposite`)
///       background · masksToBounds clip · content · sublayers, each placed
///       through its transform and this layer's `sublayerTransform` — a
///       view's layer among them (`holder.addSublayer(view.layer)`) drawn as
///       the phone draws every view's layer, with its marks (`drawInCanvasSpace`)
///       · border
///       mask ─▶ all of it kept where the mask layer, drawn by this walk, has alpha
extension SceneRenderer {
    /// A sublayer of a layer drawn in `ctx` (its user space the superlayer's
    /// bounds, drawing on `canvas`): placed, then drawn as what it is. A
    /// view's layer's marks are kept inside `deviceClip`.
    func drawSublayer(_ layer: CALayer, in ctx: CGContext, superlayerProjection: CATransform3D?, deviceClip: CGRect,
                      canvas: CairoCanvas, pass: inout Pass) {
        let shown = layer.presentation() ?? layer
        ctx.saveGState()
        defer { ctx.restoreGState() }
        switch LayerPlacement(shown, superlayerProjection: superlayerProjection) {
        case let .affine(t):
            ctx.concatenate(t)
            drawPlacedLayer(layer, in: ctx, deviceClip: deviceClip, canvas: canvas, pass: &pass)
        case let .projected(projection):
            guard let bitmap = projection.bitmap(under: ctx) else { return }
            walkIntoBitmap(bitmap, pass: pass) { bitmapCanvas, inside in
                drawPlacedLayer(layer, in: bitmap, deviceClip: .infinite, canvas: bitmapCanvas, pass: &inside)
            }
            projection.draw(bitmap, in: ctx)
        }
    }

    /// The layer where `ctx`'s user space is its bounds.
    private func drawPlacedLayer(_ layer: CALayer, in ctx: CGContext, deviceClip: CGRect, canvas: CairoCanvas, pass: inout Pass) {
        if let view = layer.delegate {
            drawInCanvasSpace(view, in: ctx, deviceClip: deviceClip, canvas: canvas, pass: &pass)
        } else {
            drawOwnLayer(OwnLayerNode(layer), in: ctx, deviceClip: deviceClip, canvas: canvas, pass: &pass)
        }
    }

    private func drawOwnLayer(_ node: OwnLayerNode, in ctx: CGContext, deviceClip: CGRect, canvas: CairoCanvas, pass: inout Pass) {
        let layer = node.layer, shown = node.shown
        let opacity = CGFloat(shown.opacity)
        guard !layer.isHidden, opacity > 0 else { return }
        let look = LayerLook(shown)
        ctx.saveGState()
        // Its shadow's blur is worked out round what it paints, not the whole clip.
        let grouped = look.beginComposite(in: ctx, opacity: opacity, shadowSource: layer.drawnBoundsInOwnCoordinates(shown))
        if let mask = layer.mask {
            var maskPass = pass.insideProjection()
            ctx.masked({ drawOwnLayerBody(node, look: look, in: ctx, deviceClip: deviceClip, canvas: canvas, pass: &pass) }, by: {
                drawSublayer(mask, in: ctx, superlayerProjection: nil, deviceClip: .infinite, canvas: canvas, pass: &maskPass)
            })
        } else {
            drawOwnLayerBody(node, look: look, in: ctx, deviceClip: deviceClip, canvas: canvas, pass: &pass)
        }
        if grouped { ctx.endTransparencyLayer() }
        ctx.restoreGState()
    }

    private func drawOwnLayerBody(_ node: OwnLayerNode, look: LayerLook, in ctx: CGContext, deviceClip: CGRect,
                                  canvas: CairoCanvas, pass: inout Pass) {
        let layer = node.layer, shown = node.shown
        look.fillBackground(in: ctx)
        ctx.saveGState()
        if look.masksToBounds { look.clipToRoundedBounds(in: ctx) }
        layer.drawContent(of: shown, in: ctx)
        let projection = layer.sublayerProjection(shown)
        for sublayer in layer.orderedSublayersToDraw {
            drawSublayer(sublayer, in: ctx, superlayerProjection: projection, deviceClip: deviceClip, canvas: canvas, pass: &pass)
        }
        ctx.restoreGState()
        look.strokeBorder(in: ctx)
    }

    /// The walk into a projected layer's bitmap (`LayerProjection.bitmap`),
    /// on a canvas over it, with a pass of its own: no teaching marks there
    /// (hairlines, ghosts), which would be turned with the picture, and what
    /// it collects for the overlays is dropped — the projected layer's
    /// placement on the phone stands for it (`drawProjected`).
    func walkIntoBitmap(_ bitmap: CGContext, pass: Pass, _ body: (CairoCanvas, inout Pass) -> Void) {
        var inside = pass.insideProjection()
        body(CairoCanvas(context: bitmap.cairo), &inside)
    }
}

extension SceneRenderer.Pass {
    /// A pass for a walk whose pixels are not the phone's own (a projected
    /// layer's bitmap, a mask): no teaching marks, and nothing it collects kept.
    func insideProjection() -> SceneRenderer.Pass {
        var inside = SceneRenderer.Pass(rendered: RenderedScene(root: rendered.root, transform: rendered.transform,
                                                                screenRect: rendered.screenRect))
        inside.drawsMarks = false
        return inside
    }
}
