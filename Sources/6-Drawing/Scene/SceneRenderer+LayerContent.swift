import CCairo
@_spi(TouchLab) import CoreGraphics
import Foundation
@_spi(TouchLab) import UIKit

/// What a view's layer holds beyond the background and border the scene
/// draws: the bitmap its `draw(_:)` painted, an image view's image, and the
/// layers added to it (shapes, gradients, text, images), composited by
/// UIKit's own layer code (`CALayer+Rendering.swift`) straight onto the
/// canvas, through a `CGContext` whose user space is the view's bounds. So
/// sublayers are drawn as vectors at the canvas's resolution (crisp at 1×
/// and `--scale 2`), and a `draw(_:)` bitmap made at the screen's scale (3)
/// is scaled down, never up — once, into a cache at the canvas's
/// resolution that only its dirty rects update (`BackingStoreCache`).
extension SceneRenderer {
    /// Returns whether the view had layer content.
    @discardableResult
    func drawLayerContent(of node: LayerNode, rect: CGRect, alpha: Double,
                          canvas: CairoCanvas) -> Bool {
        let view = node.view, b = node.shown.bounds
        guard view.hasLayerContent, b.width > 0, b.height > 0 else { return false }
        return canvas.withSavedState {
            let ctx = layerContext(bounds: b, rect: rect, canvas: canvas)
            if node.masksToBounds { LayerLook(node.shown, masksToBounds: true).clipToRoundedBounds(in: ctx) }
            if alpha < 1 { ctx.setAlpha(CGFloat(alpha)); ctx.beginTransparencyLayer(auxiliaryInfo: nil) }
            // Bitmaps from their caches at the canvas's resolution (`BackingStoreCache`).
            let drew = view.renderLayerContent(in: ctx) { [backingStores, cachesBitmaps, cairo = canvas.context] bitmap in
                cachesBitmaps && backingStores.composite(bitmap, cairo: cairo, alpha: 1)
            }
            if alpha < 1 { ctx.endTransparencyLayer() }
            return drew
        }
    }

    /// One layer added to the view's layer, drawn at its place among the
    /// subviews (`UIView.drawingOrder`), in the view's bounds as above; a
    /// view's layer under it is drawn by this walk (`drawViewLayer`), its
    /// marks kept inside `deviceClip`.
    func drawAddedSublayer(_ layer: CALayer, of node: LayerNode, rect: CGRect, alpha: Double,
                           deviceClip: CGRect, canvas: CairoCanvas, pass: inout Pass) {
        let b = node.shown.bounds
        guard b.width > 0, b.height > 0 else { return }
        canvas.withSavedState {
            let ctx = CGContext(cairo: canvas.context, baseScale: rect.width / b.width)
            ctx.translateBy(x: rect.minX, y: rect.minY)
            ctx.scaleBy(x: rect.width / b.width, y: rect.height / b.height)
            ctx.translateBy(x: -b.minX, y: -b.minY)
            if alpha < 1 { ctx.setAlpha(CGFloat(alpha)); ctx.beginTransparencyLayer(auxiliaryInfo: nil) }
            node.view.renderAddedSublayer(layer, in: ctx) { held, heldCtx in
                drawViewLayer(held, in: heldCtx, deviceClip: deviceClip, canvas: canvas, pass: &pass)
            }
            if alpha < 1 { ctx.endTransparencyLayer() }
        }
    }
}

extension SceneRenderer {
    /// Ends what `drawView` began for a view whose layer has a `mask`: the
    /// view's layer as drawn (a group pushed on the canvas) is composited
    /// only where the mask layer, drawn in the view's bounds, has alpha.
    func applyLayerMask(of node: LayerNode, rect: CGRect, canvas: CairoCanvas) {
        let cr = canvas.context
        guard let content = cairo_pop_group(cr) else { return }
        defer { cairo_pattern_destroy(content) }
        let b = node.shown.bounds
        guard b.width > 0, b.height > 0 else { return }
        cairo_push_group(cr)
        canvas.withSavedState {
            let ctx = CGContext(cairo: cr, baseScale: rect.width / b.width)
            ctx.translateBy(x: rect.minX, y: rect.minY)
            ctx.scaleBy(x: rect.width / b.width, y: rect.height / b.height)
            ctx.translateBy(x: -b.minX, y: -b.minY)
            node.view.renderLayerMask(in: ctx)
        }
        guard let mask = cairo_pop_group(cr) else { return }
        defer { cairo_pattern_destroy(mask) }
        cairo_save(cr)
        cairo_set_source(cr, content)
        cairo_mask(cr, mask)
        cairo_restore(cr)
    }
}
