import CCairo
import Foundation
@_spi(TouchLab) import UIKit

/// A view's subtree from the layer cache (`LayerRasterCache`): copied when
/// it is still, drawn into the cache on its second still frame, otherwise
/// drawn as before. The marks the scene collects for the overlays (rects,
/// tags, what covers what) are collected by the same walk either way; only
/// the painting is skipped.
extension SceneRenderer {
    /// Returns true when the subtree was drawn (from or into the cache); false: the caller draws it.
    func drawFromLayerCache(_ view: UIView, shown: PresentationValues, frameInRoot: CGRect, rect: CGRect, contentOffset: CGPoint,
                            inheritedAlpha: Double, clip: CGRect, space: SceneTransform, canvas: CairoCanvas,
                            pass: inout Pass) -> Bool {
        // Text the tests and the recorder log, and audits, see every run drawn: no cache then.
        guard cachesLayers, cachesBitmaps, canvas.placedText == nil, canvas.textAudit == nil,
              !view.isHidden, shown.alpha > UIView.hitTestAlphaThreshold, rect.intersects(clip),
              let target = cairo_get_target(canvas.context) else { return false }
        var m = cairo_matrix_t()
        cairo_get_matrix(canvas.context, &m)
        guard m.xy == 0, m.yx == 0, m.xx > 0, m.yy > 0, let fingerprint = view.stillLayerTreeFingerprint else { return false }
        // The canvas's clip (the screen, clipping ancestors) goes into the cache with the pixels, and
        // the cache is copied back under that clip rounded out to whole pixels: an edge the clip and
        // a view share (a window at a fractional place) is covered once, as when drawn directly, not clip × edge.
        guard let clipRects = cairo_copy_clip_rectangle_list(canvas.context) else { return false }
        defer { cairo_rectangle_list_destroy(clipRects) }
        guard clipRects.pointee.status == CAIRO_STATUS_SUCCESS else { return false }
        var canvasClip: [CGRect] = []
        if let rects = clipRects.pointee.rectangles {
            for i in 0..<Int(clipRects.pointee.num_rectangles) {
                let r = rects[i]
                canvasClip.append(CGRect(x: m.xx * r.x + m.x0, y: m.yy * r.y + m.y0, width: m.xx * r.width, height: m.yy * r.height))
            }
        }
        let clipPixels = canvasClip.map(\.integral)
        let key = LayerRasterCache.Key(fingerprint: fingerprint, rect: rect, clip: clip, canvasClip: canvasClip, alpha: inheritedAlpha,
                                       matrix: [m.xx, m.yy, m.x0, m.y0],
                                       target: UInt(bitPattern: Int(bitPattern: UnsafeRawPointer(target))),
                                       theme: theme, hairlines: showsHairlines, hiddenViews: showsHiddenViews)
        func walk(canvas: CairoCanvas, paints: Bool) {
            drawView(view, isRoot: false, contentOffset: contentOffset, inheritedAlpha: inheritedAlpha, clip: clip,
                     ghost: nil, space: space, canvas: canvas, pass: &pass, paints: paints, inCache: true)
        }
        if let entry = layerCache.entry(for: view, key: key) {
            LayerRasterCache.composite(entry, onto: canvas.context, clipPixels: clipPixels)
            walk(canvas: canvas, paints: false)
            pass.rendered.contentText.append(contentsOf: entry.contentText)
            return true
        }
        guard layerCache.wasStill(view, key: key),
              let extent = paintedExtent(of: view, shown: shown, frameInRoot: frameInRoot, space: space, depth: 0)?.intersection(clip),
              !extent.isNull, !extent.isEmpty else { return false }
        let device = CGRect(x: m.xx * Double(extent.minX) + m.x0, y: m.yy * Double(extent.minY) + m.y0,
                            width: m.xx * Double(extent.width), height: m.yy * Double(extent.height))
        guard device.minX.isFinite, device.minY.isFinite, device.width.isFinite, device.height.isFinite else { return false }
        let pixelBox = device.insetBy(dx: -1, dy: -1).integral
        guard let entry = layerCache.makeEntry(for: view, key: key, pixelBox: pixelBox, target: target),
              let surface = entry.surface else { return false }
        let cacheCanvas = CairoCanvas(surface: surface)
        var shifted = m
        shifted.x0 -= Double(pixelBox.minX)
        shifted.y0 -= Double(pixelBox.minY)
        cairo_set_matrix(cacheCanvas.context, &shifted)
        if !canvasClip.isEmpty {
            cairo_identity_matrix(cacheCanvas.context)
            for r in canvasClip {
                cairo_rectangle(cacheCanvas.context, Double(r.minX - pixelBox.minX), Double(r.minY - pixelBox.minY), Double(r.width), Double(r.height))
            }
            cairo_clip(cacheCanvas.context)
            cairo_set_matrix(cacheCanvas.context, &shifted)
        }
        let textBefore = pass.rendered.contentText.count
        walk(canvas: cacheCanvas, paints: true)
        entry.contentText = Array(pass.rendered.contentText[textBefore...])
        cairo_surface_flush(surface)
        LayerRasterCache.composite(entry, onto: canvas.context, clipPixels: clipPixels)
        return true
    }

    /// Where the subtree paints on the canvas (a box that holds it): the
    /// view's rect, its shadow, what its layer draws past its bounds (added
    /// layers, their shadows), and, unless it clips, its subviews'. Nil where
    /// that is not known: a turned or projected subview, a scroll view (its
    /// indicators fade with the clock), a replicator layer.
    func paintedExtent(of view: UIView, shown: PresentationValues, frameInRoot: CGRect, space: SceneTransform, depth: Int) -> CGRect? {
        guard depth < 64, !(view is UIScrollView) else { return nil }
        let rect = space.toDevice(frameInRoot)
        if view.clipsToBounds { return rect }
        let s = space.scale
        var box = rect
        if shown.shadowOpacity > 0 {
            let blur = Double(shown.shadowRadius) * s + 2
            box = box.union(rect.offsetBy(dx: shown.shadowOffset.width * s, dy: shown.shadowOffset.height * s).insetBy(dx: -blur, dy: -blur))
        }
        if view.hasLayerContent {
            guard let margin = view.addedLayersPaintMargin else { return nil }
            if let content = view.selfDrawnContentBounds {
                let b = shown.bounds
                let sx = b.width > 0 ? rect.width / b.width : s, sy = b.height > 0 ? rect.height / b.height : s
                let device = CGRect(x: rect.minX + (content.minX - b.minX) * sx, y: rect.minY + (content.minY - b.minY) * sy,
                                    width: content.width * sx, height: content.height * sy)
                let m = Double(margin) * s + 2
                box = box.union(device.insetBy(dx: -m, dy: -m))
            }
        }
        let offset = CGPoint(x: frameInRoot.minX - shown.bounds.minX, y: frameInRoot.minY - shown.bounds.minY)
        for subview in view.subviews {
            let child = subview.presentationValues()
            guard subview.perspectiveTransform == nil, child.transform.isIdentity else { return nil }
            let f = child.frame
            guard let e = paintedExtent(of: subview, shown: child, frameInRoot: f.offsetBy(dx: offset.x, dy: offset.y),
                                        space: space, depth: depth + 1) else { return nil }
            box = box.union(e)
        }
        return box
    }
}
