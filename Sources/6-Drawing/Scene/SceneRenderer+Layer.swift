import CCairo
@_spi(TouchLab) import CoreGraphics
import Foundation
@_spi(TouchLab) import UIKit

/// A view's layer's look — shadow, background, border, the rounded clip of
/// `masksToBounds` — drawn by UIKit's one piece of code for every layer
/// (`LayerLook`), the one `render(in:)` and a layer of its own use, through
/// a Core Graphics context whose user space is the view's bounds drawn at
/// `rect` on the canvas. Values are the presentation values; the layer
/// need not have been made (`LayerNode`).
extension SceneRenderer {
    /// The corner radius in device pixels (the hairline's, a button's
    /// background's): Core Animation never rounds past half the shorter side.
    func cornerRadius(_ shown: PresentationValues, in rect: CGRect) -> Double {
        guard shown.cornerRadius > 0, shown.bounds.width > 0 else { return 0 }
        let scale = Double(rect.width / shown.bounds.width)
        return min(Double(shown.cornerRadius) * scale, Double(min(rect.width, rect.height)) / 2)
    }

    /// A context drawing into the canvas whose user space is `bounds`,
    /// placed at `rect` (the canvas's user space): the caller saves and
    /// restores the canvas's state round it.
    func layerContext(bounds b: CGRect, rect: CGRect, canvas: CairoCanvas) -> CGContext {
        let ctx = CGContext(cairo: canvas.context, baseScale: rect.width / b.width)
        ctx.translateBy(x: rect.minX, y: rect.minY)
        ctx.scaleBy(x: rect.width / b.width, y: rect.height / b.height)
        ctx.translateBy(x: -b.minX, y: -b.minY)
        return ctx
    }

    /// One part of the layer's look — its background, its border — drawn
    /// by `LayerLook` in the view's bounds at `rect`, × `alpha` (the opacity
    /// multiplied down the tree), the canvas's state kept.
    func drawLook(of node: LayerNode, rect: CGRect, alpha: Double, canvas: CairoCanvas,
                  _ part: (LayerLook, CGContext) -> Void) {
        let b = node.shown.bounds
        guard b.width > 0, b.height > 0 else { return }
        canvas.withSavedState {
            let ctx = layerContext(bounds: b, rect: rect, canvas: canvas)
            ctx.setAlpha(CGFloat(alpha))
            part(LayerLook(node.shown, masksToBounds: node.masksToBounds), ctx)
        }
    }

    /// `masksToBounds`' clip, the rounded bounds, on the canvas (kept until the caller restores its state).
    func clipToRoundedBounds(of node: LayerNode, rect: CGRect, canvas: CairoCanvas) {
        let b = node.shown.bounds
        guard b.width > 0, b.height > 0, node.shown.cornerRadius > 0 else { return canvas.clip(to: rect) }
        var m = cairo_matrix_t()
        cairo_get_matrix(canvas.context, &m)
        LayerLook(node.shown, masksToBounds: true).clipToRoundedBounds(in: layerContext(bounds: b, rect: rect, canvas: canvas))
        cairo_set_matrix(canvas.context, &m)
    }

    /// A shadow under way: the context whose transparency layer casts it.
    struct Shadowing {
        let ctx: CGContext
    }

    /// Begins the layer's shadow if it casts one: until `endShadow`, what
    /// the walk draws (the layer, its content, its sublayers, its border)
    /// goes into a transparency layer, which is then composited casting the
    /// shadow of its alpha — Core Graphics' blur, as for a layer of its own.
    /// `masksToBounds` clips the shadow away, as on iOS.
    func beginShadow(of node: LayerNode, rect: CGRect, canvas: CairoCanvas) -> Shadowing? {
        let look = LayerLook(node.shown, masksToBounds: node.masksToBounds)
        let b = node.shown.bounds
        guard look.castsShadow, b.width > 0, b.height > 0 else { return nil }
        var m = cairo_matrix_t()
        cairo_get_matrix(canvas.context, &m)
        canvas.save()
        let ctx = layerContext(bounds: b, rect: rect, canvas: canvas)
        look.setShadow(in: ctx)
        ctx.beginTransparencyLayer(auxiliaryInfo: nil)
        // Inside it, the walk goes on in its own space.
        cairo_set_matrix(canvas.context, &m)
        return Shadowing(ctx: ctx)
    }

    /// Composites the transparency layer `beginShadow` began, casting the shadow.
    func endShadow(_ shadowing: Shadowing, canvas: CairoCanvas) {
        shadowing.ctx.endTransparencyLayer()
        canvas.restore()
    }
}
