import CCairo
@_spi(TouchLab) import CoreGraphics
import Foundation
@_spi(TouchLab) import UIKit

/// A view's layer placed through a projection (`LayerProjection`): turned in
/// 3D (`view.layer.transform` with `m34`, a card flip), or a sublayer of a
/// perspective container (its superview's `sublayerTransform`). Drawn as
/// Core Animation flattens it: this same walk draws the layer and its tree
/// (background, content, subviews, added layers, border, mask) into a bitmap
/// at the canvas's resolution (`walkIntoBitmap`), projected through the
/// placement (`CGContext.drawProjected`). Inside it there are no teaching
/// marks (hairlines, ghosts, its subviews' tags): they would be turned with
/// the picture. The view itself gets its box and its tag, clear of what it
/// draws, and its subtree's projected corners are where the overlays find them.
extension SceneRenderer {
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
            // The superview's coordinates on the canvas, where the placement puts the layer.
            let ctx = CGContext(cairo: canvas.context, baseScale: space.scale)
            let origin = space.toDevice(contentOffset)
            ctx.translateBy(x: origin.x, y: origin.y)
            ctx.scaleBy(x: space.scale, y: space.scale)
            guard let bitmap = projection.bitmap(under: ctx) else { return }
            walkIntoBitmap(bitmap, pass: pass) { bitmapCanvas, inside in
                _ = drawViewLayer(view, in: bitmap, deviceClip: .infinite, canvas: bitmapCanvas, pass: &inside)
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

    /// A view's layer placed by its superlayer's `sublayerTransform` where
    /// the whole placement is affine (a container that scales its
    /// sublayers): drawn flat, the canvas through the placement, by the walk
    /// with its marks (`drawViewLayer`, as for a view's layer a layer of its own holds).
    func drawPlaced(_ node: LayerNode, through t: CGAffineTransform, contentOffset: CGPoint, inheritedAlpha: Double,
                    ghost: Ghost?, clip: CGRect, space: SceneTransform, isLocal: Bool, canvas: CairoCanvas,
                    pass: inout Pass, paints: Bool) {
        guard paints, ghost == nil else { return }
        canvas.withSavedState {
            let ctx = CGContext(cairo: canvas.context, baseScale: space.scale)
            let origin = space.toDevice(contentOffset)
            ctx.translateBy(x: origin.x, y: origin.y)
            ctx.scaleBy(x: space.scale, y: space.scale)
            ctx.concatenate(t)
            if inheritedAlpha < 1 { ctx.setAlpha(CGFloat(inheritedAlpha)); ctx.beginTransparencyLayer(auxiliaryInfo: nil) }
            _ = drawViewLayer(node.view, in: ctx, deviceClip: isLocal ? pass.deviceClipOfTransformed : clip, canvas: canvas, pass: &pass)
            if inheritedAlpha < 1 { ctx.endTransparencyLayer() }
        }
    }
}
