import CCairo
@_spi(TouchLab) import CoreGraphics
import Foundation
@_spi(TouchLab) import UIKit

/// A view's layer that code moved under a layer of its own
/// (`holder.addSublayer(view.layer)`): UIKit's layer code composites the
/// holder and hands the view's layer back here (`ViewLayerDrawer`), so it is
/// drawn as every view's layer on the phone is — its background, text,
/// content, hairline, tag, its subviews and their marks — wherever it sits
/// in the layer tree. The canvas's matrix, set by the layers above it, maps
/// the view's bounds to the canvas; the walk goes on in the view's own
/// space (`isLocal`), as inside a transformed view, with the corners of each
/// view read off that matrix.
extension SceneRenderer {
    func drawViewLayer(_ view: UIView, in ctx: CGContext, deviceClip: CGRect, canvas: CairoCanvas, pass: inout Pass) -> Bool {
        // Drawn into a bitmap (a projected layer above it): not this canvas, so not here.
        guard ctx.cairo == canvas.context else { return false }
        let node = LayerNode(view)
        let b = node.shown.bounds, s = Double(pass.rendered.transform.scale)
        guard s > 0, b.minX.isFinite, b.minY.isFinite else { return false }
        let outerClip = pass.deviceClipOfTransformed, outerCorners = pass.cornersFromCanvas
        pass.deviceClipOfTransformed = deviceClip
        pass.cornersFromCanvas = true
        defer { pass.deviceClipOfTransformed = outerClip; pass.cornersFromCanvas = outerCorners }
        canvas.withSavedState {
            // The view's bounds, its origin at (0, 0), at the scene's scale: text and hairlines in canvas pixels.
            cairo_translate(canvas.context, Double(b.minX), Double(b.minY))
            cairo_scale(canvas.context, 1 / s, 1 / s)
            let local = SceneTransform(origin: .zero, scale: CGFloat(s), rootBoundsOrigin: b.origin)
            let box = Self.canvasCorners(of: local.toDevice(b), canvas: canvas, base: pass.canvasBase).map(Self.boundingBox)
            drawView(node, isRoot: true, contentOffset: .zero, inheritedAlpha: 1, clip: .infinite, ghost: nil,
                     space: local, isLocal: true, boundingBox: box, canvas: canvas, pass: &pass)
        }
        return true
    }

    /// `rect`'s corners (the canvas's current user space) in canvas pixels —
    /// the user space of `base`, the matrix the pass began with.
    static func canvasCorners(of rect: CGRect, canvas: CairoCanvas, base: cairo_matrix_t) -> [CGPoint]? {
        var toPixels = base
        guard cairo_matrix_invert(&toPixels) == CAIRO_STATUS_SUCCESS else { return nil }
        let corners = [(rect.minX, rect.minY), (rect.maxX, rect.minY), (rect.maxX, rect.maxY), (rect.minX, rect.maxY)].map { corner in
            var x = Double(corner.0), y = Double(corner.1)
            cairo_user_to_device(canvas.context, &x, &y)
            cairo_matrix_transform_point(&toPixels, &x, &y)
            return CGPoint(x: x, y: y)
        }
        return corners.allSatisfy { $0.x.isFinite && $0.y.isFinite } ? corners : nil
    }
}
