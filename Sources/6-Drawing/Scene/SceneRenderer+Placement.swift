import CCairo
@_spi(TouchLab) import CoreGraphics
import Foundation
@_spi(TouchLab) import UIKit

/// Where a view's layer goes in its superlayer, and how the walk follows it
/// there (`LayerPlacement`, the placement `render(in:)` uses too):
///
///     identity (most views) ──────────▶ drawn in place (`drawView`, the superview's space)
///     affine — its transform about its anchor point (a turn, a zoom), or a
///       superlayer's `sublayerTransform` that is affine (a container scaling its sublayers)
///       ──▶ `drawPlaced`: the canvas concatenates the placement, the walk goes on
///           in the layer's own space (`drawInCanvasSpace`)
///     projected — a 3D transform (m34: a card flip), or a perspective container's sublayer
///       ──▶ `drawProjected`: the same walk into a bitmap at the canvas's resolution,
///           projected through the placement (`CGContext.drawProjected`)
///     held by a layer of its own (`holder.addSublayer(view.layer)`)
///       ──▶ placed by the layers above it (`SceneRenderer+OwnLayer`), then `drawInCanvasSpace`
///
/// In the canvas's space the layer is drawn as every view's layer on the
/// phone is — its look, text, content, hairline, tag, its subviews and their
/// marks — with the view's bounds mapped to the canvas by the canvas's
/// matrix; the walk goes on in the view's own space (`isLocal`), with each
/// view's corners read off that matrix. Inside a projected bitmap there are
/// no teaching marks (hairlines, ghosts, its subviews' tags): they would be
/// turned with the picture. The projected view itself gets its box and its
/// tag, clear of what it draws, and its subtree's projected corners are
/// where the overlays find them.
extension SceneRenderer {
    /// The view's layer where `ctx` (drawing on `canvas`) maps its bounds.
    func drawInCanvasSpace(_ view: UIView, in ctx: CGContext, inheritedAlpha: Double = 1, ghost: Ghost? = nil, deviceClip: CGRect,
                           canvas: CairoCanvas, pass: inout Pass, paints: Bool = true) {
        // The walk draws through the canvas's own matrix: `ctx` must be drawing on it.
        guard ctx.cairo == canvas.context else { return }
        let node = LayerNode(view)
        let b = node.shown.bounds, s = Double(pass.rendered.transform.scale)
        guard s > 0, b.minX.isFinite, b.minY.isFinite else { return }
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
            drawView(node, isRoot: true, contentOffset: .zero, inheritedAlpha: inheritedAlpha, clip: .infinite, ghost: ghost,
                     space: local, isLocal: true, boundingBox: box, canvas: canvas, pass: &pass, paints: paints)
        }
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

    /// A view's layer placed through a projection, drawn by the walk into a
    /// bitmap and projected; its subtree's places noted for the overlays.
    func drawProjected(_ node: LayerNode, through projection: LayerProjection, contentOffset: CGPoint, inheritedAlpha: Double,
                       ghost: Ghost?, clip: CGRect, space: SceneTransform, isLocal: Bool, canvas: CairoCanvas,
                       pass: inout Pass, paints: Bool) {
        let view = node.view, b = node.shown.bounds
        pass.order += 1
        let projected = [CGPoint(x: b.minX, y: b.minY), CGPoint(x: b.maxX, y: b.minY), CGPoint(x: b.maxX, y: b.maxY),
                         CGPoint(x: b.minX, y: b.maxY)].compactMap(projection.project)
        let corners = projected.count == 4 ? projected.map { space.toDevice(CGPoint(x: contentOffset.x + $0.x, y: contentOffset.y + $0.y)) } : nil
        let box = corners.map(Self.boundingBox)
        let labelClip = clip.intersection(pass.rendered.screenRect)
        if !isLocal {
            // The view and its subtree where the overlays look for them: each one's projected corners.
            var stack = [view]
            while let v = stack.popLast() {
                stack.append(contentsOf: v.subviews)
                guard let shape = Self.deviceCorners(of: v, in: pass.rendered) else { continue }
                pass.rendered.frames[ObjectIdentifier(v)] = Self.boundingBox(shape)
                pass.rendered.shapes[ObjectIdentifier(v)] = shape
                pass.rendered.clips[ObjectIdentifier(v)] = labelClip
            }
        }
        guard paints, ghost == nil, !node.isHidden, node.shown.alpha > UIView.hitTestAlphaThreshold else { return }
        canvas.withSavedState {
            let ctx = superviewContext(contentOffset: contentOffset, space: space, canvas: canvas)
            guard let bitmap = projection.bitmap(under: ctx) else { return }
            walkIntoBitmap(bitmap, pass: pass) { bitmapCanvas, inside in
                drawInCanvasSpace(view, in: bitmap, deviceClip: .infinite, canvas: bitmapCanvas, pass: &inside)
            }
            if inheritedAlpha < 1 { ctx.setAlpha(CGFloat(inheritedAlpha)); ctx.beginTransparencyLayer(auxiliaryInfo: nil) }
            projection.draw(bitmap, in: ctx)
            if inheritedAlpha < 1 { ctx.endTransparencyLayer() }
        }
        guard let box, !isLocal else { return }
        let shownPart = box.intersection(labelClip)
        guard !shownPart.isNull, !shownPart.isEmpty else { return }
        pass.drawnContent[ObjectIdentifier(view)] = shownPart
        pass.rendered.drawnContent.append(shownPart)
        if showsNameTags { requestTag(for: view, rect: shownPart, suffix: nil, isGhost: false, clip: labelClip, pass: &pass) }
    }

    /// A view's layer placed through an affine transform `t` (its bounds to
    /// its superview's coordinates): its own transform about its anchor
    /// point, or an affine `sublayerTransform` above it. Drawn flat, the
    /// canvas through the placement, by the walk with its marks.
    func drawPlaced(_ node: LayerNode, through t: CGAffineTransform, contentOffset: CGPoint, inheritedAlpha: Double,
                    ghost: Ghost?, clip: CGRect, space: SceneTransform, isLocal: Bool, canvas: CairoCanvas,
                    pass: inout Pass, paints: Bool) {
        canvas.withSavedState {
            let ctx = superviewContext(contentOffset: contentOffset, space: space, canvas: canvas)
            ctx.concatenate(t)
            drawInCanvasSpace(node.view, in: ctx, inheritedAlpha: inheritedAlpha, ghost: ghost,
                              deviceClip: isLocal ? pass.deviceClipOfTransformed : clip, canvas: canvas, pass: &pass, paints: paints)
        }
    }

    /// A context over the canvas whose user space is the superview's
    /// coordinates (`contentOffset` where its origin lies in `space`), where
    /// a placement puts a layer: the caller saves and restores the canvas's state.
    private func superviewContext(contentOffset: CGPoint, space: SceneTransform, canvas: CairoCanvas) -> CGContext {
        let ctx = CGContext(cairo: canvas.context, baseScale: space.scale)
        let origin = space.toDevice(contentOffset)
        ctx.translateBy(x: origin.x, y: origin.y)
        ctx.scaleBy(x: space.scale, y: space.scale)
        return ctx
    }
}
