@_spi(TouchLab) import CoreGraphics
import Foundation
@_spi(TouchLab) import UIKit

/// A view whose layer is turned in 3D (`view.layer.transform` with `m34`, a
/// card flip), or whose `sublayerTransform` places its sublayers in a space
/// of its own (a perspective container, `UIView.isCompositedThroughItsLayer`):
/// drawn as Core Animation flattens it — its whole layer tree (background,
/// content, subviews, added layers, border, mask) into a bitmap at the
/// canvas's resolution, projected through the transform — by UIKit's own
/// layer code (`CALayer.renderInSuperlayer`), as a layer of its own is.
/// Inside it there are no teaching marks (hairlines, tags of its subviews):
/// they would sit flat over a turned picture. The view itself gets its box
/// and its tag, clear of what it draws.
extension SceneRenderer {
    func drawThroughItsLayer(_ node: LayerNode, contentOffset: CGPoint, inheritedAlpha: Double, ghost: Ghost?, clip: CGRect,
                           space: SceneTransform, isLocal: Bool, canvas: CairoCanvas, pass: inout Pass) {
        let view = node.view
        pass.order += 1
        let corners = view.projectedCornersInSuperview?.map {
            space.toDevice(CGPoint(x: contentOffset.x + $0.x, y: contentOffset.y + $0.y))
        }
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
        guard ghost == nil, !node.isHidden, view.alpha > UIView.hitTestAlphaThreshold else { return }
        canvas.withSavedState {
            let ctx = CGContext(cairo: canvas.context, baseScale: space.scale)
            let origin = space.toDevice(contentOffset)
            ctx.translateBy(x: origin.x, y: origin.y)
            ctx.scaleBy(x: space.scale, y: space.scale)
            if inheritedAlpha < 1 { ctx.setAlpha(CGFloat(inheritedAlpha)); ctx.beginTransparencyLayer(auxiliaryInfo: nil) }
            view.renderInSuperview(ctx)
            if inheritedAlpha < 1 { ctx.endTransparencyLayer() }
        }
        guard let box, !isLocal else { return }
        let shownPart = box.intersection(labelClip)
        guard !shownPart.isNull, !shownPart.isEmpty else { return }
        pass.drawnContent[ObjectIdentifier(view)] = shownPart
        pass.rendered.drawnContent.append(shownPart)
        if showsNameTags { requestTag(for: view, rect: shownPart, suffix: nil, isGhost: false, clip: labelClip, pass: &pass) }
    }
}
