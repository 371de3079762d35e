import CCairo
@_spi(TouchLab) import CoreGraphics
import Foundation
@_spi(TouchLab) import UIKit

/// What a view's layer holds beyond the background and border the scene
/// draws: the bitmap its `draw(_:)` painted and an image view's image
/// (`UIView.contentBitmaps`, the list `render(in:)` draws too), composited
/// straight onto the canvas through a `CGContext` whose user space is the
/// view's bounds — a `draw(_:)` bitmap made at the screen's scale (3) is
/// scaled down, never up, once, into a cache at the canvas's resolution that
/// only its dirty rects update (`BackingStoreCache`); and the layers added
/// to it, each drawn by this walk at its place among the subviews
/// (`SceneRenderer+OwnLayer`), as vectors at the canvas's resolution (crisp
/// at 1× and `--scale 2`).
extension SceneRenderer {
    /// Returns whether the view had a bitmap to show.
    @discardableResult
    func drawLayerContent(of node: LayerNode, rect: CGRect, alpha: Double,
                          canvas: CairoCanvas) -> Bool {
        let view = node.view, b = node.shown.bounds
        guard view.hasLayerContent, b.width > 0, b.height > 0 else { return false }
        let bitmaps = view.contentBitmaps(in: view.bounds)
        guard !bitmaps.isEmpty else { return false }
        canvas.withSavedState {
            let ctx = layerContext(bounds: b, rect: rect, canvas: canvas)
            if node.masksToBounds { LayerLook(node.shown, masksToBounds: true).clipToRoundedBounds(in: ctx) }
            if alpha < 1 { ctx.setAlpha(CGFloat(alpha)); ctx.beginTransparencyLayer(auxiliaryInfo: nil) }
            // Bitmaps from their caches at the canvas's resolution (`BackingStoreCache`).
            for bitmap in bitmaps where !(cachesBitmaps && backingStores.composite(bitmap, cairo: canvas.context, alpha: 1)) {
                bitmap.draw(in: ctx)
            }
            if alpha < 1 { ctx.endTransparencyLayer() }
        }
        return true
    }

    /// One layer added to the view's layer, drawn at its place among the
    /// subviews (`UIView.drawingOrder`), in the view's bounds as above,
    /// through the view's `sublayerTransform` if it has one; a view's layer
    /// under it is drawn by this walk (`drawInCanvasSpace`), its marks kept
    /// inside `deviceClip`.
    func drawAddedSublayer(_ layer: CALayer, of node: LayerNode, rect: CGRect, alpha: Double, projection: CATransform3D?,
                           deviceClip: CGRect, canvas: CairoCanvas, pass: inout Pass) {
        let b = node.shown.bounds
        guard b.width > 0, b.height > 0 else { return }
        canvas.withSavedState {
            let ctx = layerContext(bounds: b, rect: rect, canvas: canvas)
            if alpha < 1 { ctx.setAlpha(CGFloat(alpha)); ctx.beginTransparencyLayer(auxiliaryInfo: nil) }
            drawSublayer(layer, in: ctx, superlayerProjection: projection, deviceClip: deviceClip, canvas: canvas, pass: &pass)
            if alpha < 1 { ctx.endTransparencyLayer() }
        }
    }
}

extension SceneRenderer {
    /// Ends what `drawView` began for a view whose layer has a `mask`: the
    /// view's layer as drawn (a group pushed on the canvas) is composited
    /// only where the mask layer, drawn by this walk in the view's bounds,
    /// has alpha (Apple, `CALayer.mask`: "The layer's alpha channel
    /// determines how much of the layer's content and background shows through").
    func applyLayerMask(of node: LayerNode, rect: CGRect, canvas: CairoCanvas, pass: Pass) {
        let cr = canvas.context
        guard let content = cairo_pop_group(cr) else { return }
        defer { cairo_pattern_destroy(content) }
        let b = node.shown.bounds
        guard b.width > 0, b.height > 0, let maskLayer = node.mask else { return }
        cairo_push_group(cr)
        canvas.withSavedState {
            let ctx = layerContext(bounds: b, rect: rect, canvas: canvas)
            var maskPass = pass.offscreen()
            drawSublayer(maskLayer, in: ctx, superlayerProjection: nil, deviceClip: .infinite, canvas: canvas, pass: &maskPass)
        }
        guard let mask = cairo_pop_group(cr) else { return }
        defer { cairo_pattern_destroy(mask) }
        cairo_save(cr)
        cairo_set_source(cr, content)
        cairo_mask(cr, mask)
        cairo_restore(cr)
    }
}
