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
    func drawFromLayerCache(_ node: LayerNode, frameInRoot: CGRect, rect: CGRect, contentOffset: CGPoint,
                            inheritedAlpha: Double, clip: CGRect, space: SceneTransform, canvas: CairoCanvas,
                            pass: inout Pass) -> Bool {
        let view = node.view, shown = node.shown
        // Text the tests and the recorder log, and audits, see every run drawn: no cache then.
        guard cachesLayers, cachesBitmaps, canvas.placedText == nil, canvas.textAudit == nil,
              !node.isHidden, shown.alpha > UIView.hitTestAlphaThreshold, rect.intersects(clip),
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
            drawView(node, isRoot: false, contentOffset: contentOffset, inheritedAlpha: inheritedAlpha, clip: clip,
                     ghost: nil, space: space, canvas: canvas, pass: &pass, paints: paints, inCache: true)
        }
        // The cache holds the pixels under the subtree too (what was drawn before it this frame), so
        // it is copied back as is, the very pixels drawing it there makes: only while that is unchanged.
        if let entry = layerCache.entry(for: node, key: key), entry.backdrop == backdropStamp(over: entry.userBox, pass: pass) {
            LayerRasterCache.composite(entry, onto: canvas.context, clipPixels: clipPixels)
            walk(canvas: canvas, paints: false)
            pass.rendered.contentText.append(contentsOf: entry.contentText)
            notePainted(entry.userBox, stamp: fingerprint, pass: &pass)
            return true
        }
        guard layerCache.wasStill(node, key: key),
              let extent = paintedExtent(of: node, frameInRoot: frameInRoot, space: space)?.intersection(clip),
              !extent.isNull, !extent.isEmpty else { return false }
        let device = CGRect(x: m.xx * Double(extent.minX) + m.x0, y: m.yy * Double(extent.minY) + m.y0,
                            width: m.xx * Double(extent.width), height: m.yy * Double(extent.height))
        guard device.minX.isFinite, device.minY.isFinite, device.width.isFinite, device.height.isFinite else { return false }
        let pixelBox = device.insetBy(dx: -1, dy: -1).integral
        let userBox = CGRect(x: (Double(pixelBox.minX) - m.x0) / m.xx, y: (Double(pixelBox.minY) - m.y0) / m.yy,
                             width: Double(pixelBox.width) / m.xx, height: Double(pixelBox.height) / m.yy)
        guard let entry = layerCache.makeEntry(for: node, key: key, pixelBox: pixelBox, target: target),
              let surface = entry.surface else { return false }
        entry.userBox = userBox
        entry.backdrop = backdropStamp(over: userBox, pass: pass)
        let cacheCanvas = CairoCanvas(surface: surface)
        // What is under the subtree now, then the subtree over it.
        cairo_save(cacheCanvas.context)
        cairo_set_operator(cacheCanvas.context, CAIRO_OPERATOR_SOURCE)
        cairo_set_source_surface(cacheCanvas.context, target, -Double(pixelBox.minX), -Double(pixelBox.minY))
        cairo_paint(cacheCanvas.context)
        cairo_restore(cacheCanvas.context)
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
        notePainted(userBox, stamp: fingerprint, pass: &pass)
        return true
    }

    /// Records that something was painted in `box` (canvas user space) this
    /// frame, identified by `stamp` (a different stamp, different pixels):
    /// the backdrop a later cached subtree over that box depends on.
    func notePainted(_ box: CGRect, stamp: Int, pass: inout Pass) {
        guard cachesLayers, !box.isNull, !box.isEmpty else { return }
        pass.painted.append((box, stamp))
    }

    /// A stamp no frame repeats: what an animation or the clock paints.
    func changingStamp() -> Int { Int.random(in: Int.min...Int.max) }

    /// What a view paints itself (not its subviews), for the backdrops of the subtrees drawn after it.
    func notePaintedOwn(_ node: LayerNode, frameInRoot: CGRect, rect: CGRect, clip: CGRect, alpha: Double,
                        ghost: Bool, space: SceneTransform, pass: inout Pass) {
        guard cachesLayers else { return }
        let view = node.view
        var h = Hasher()
        h.combine(ObjectIdentifier(view))
        h.combine(view.drawingRevision)
        h.combine(rect.minX); h.combine(rect.minY); h.combine(rect.width); h.combine(rect.height)
        h.combine(alpha)
        h.combine(ghost)
        if view.isAnimatingItsLayers { h.combine(changingStamp()) }
        let box = ownPaintedBox(of: node, rect: rect, space: space) ?? clip
        notePainted(box, stamp: h.finalize(), pass: &pass)
    }

    /// The stamps of what this frame painted so far over `box`, in order.
    func backdropStamp(over box: CGRect, pass: Pass) -> Int {
        var h = Hasher()
        for (painted, stamp) in pass.painted where painted.intersects(box) {
            h.combine(stamp)
            h.combine(painted.minX); h.combine(painted.minY); h.combine(painted.width); h.combine(painted.height)
        }
        return h.finalize()
    }

    /// Where the view paints its own things: its rect, its shadow, what its
    /// layer draws past its bounds. Nil where that is not known.
    func ownPaintedBox(of node: LayerNode, rect: CGRect, space: SceneTransform) -> CGRect? {
        let view = node.view, shown = node.shown
        let s = space.scale
        var box = rect
        if node.masksToBounds { return rect }
        if shown.shadowOpacity > 0 { box = box.union(shadowBox(of: node, round: rect, space: space)) }
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
        return box
    }

    /// Where the subtree paints on the canvas (a box that holds it): the
    /// view's rect, its shadow, what its layer draws past its bounds (added
    /// layers, their shadows), and, unless it clips, its subviews'. A hidden
    /// or transparent view drawn as a ghost (`showsHiddenViews`) clips only
    /// what shows, so a clipping ghost holds its subviews' boxes too. Nil
    /// where that is not known: a turned or projected subview, a scroll view
    /// (its indicators fade with the clock), a masked or animating layer (a
    /// mask is not in the subtree's fingerprint), a replicator layer, a
    /// view's layer moved under a layer added to it (its marks are found only
    /// by drawing it). `keptBetweenRepairs`: the subviews' extents come from
    /// the repair's kept ones (`repairExtent`), worked out again only where
    /// their place changed.
    func paintedExtent(of node: LayerNode, frameInRoot: CGRect, space: SceneTransform,
                       inGhost: Bool = false, depth: Int = 0, keptBetweenRepairs: Bool = false) -> CGRect? {
        let view = node.view, shown = node.shown
        guard depth < 64, !(view is UIScrollView), node.mask == nil, !view.hasViewLayerUnderAddedLayers,
              !view.hasRunningAnimations else { return nil }
        let rect = space.toDevice(frameInRoot)
        guard rect.minX.isFinite, rect.minY.isFinite, rect.width.isFinite, rect.height.isFinite,
              var box = ownPaintedBox(of: node, rect: rect, space: space) else { return nil }
        let ghost = inGhost || node.isHidden || !(shown.alpha > UIView.hitTestAlphaThreshold)
        if node.masksToBounds, !ghost { return box }
        let offset = CGPoint(x: frameInRoot.minX - shown.bounds.minX, y: frameInRoot.minY - shown.bounds.minY)
        for subview in view.subviews {
            let child = LayerNode(subview)
            guard !child.drawsInPerspective, !child.isTransformed else { return nil }
            let frame = child.shown.frame.offsetBy(dx: offset.x, dy: offset.y)
            let e = keptBetweenRepairs
                ? repairExtent(of: child, frameInRoot: frame, space: space, inGhost: ghost, depth: depth + 1)
                : paintedExtent(of: child, frameInRoot: frame, space: space, inGhost: ghost, depth: depth + 1)
            guard let e else { return nil }
            box = box.union(e)
        }
        // The shadow is cast by all the layer composites, its subviews' layers too.
        if shown.shadowOpacity > 0, !ghost { box = box.union(shadowBox(of: node, round: box, space: space)) }
        return box
    }

    /// Where the shadow the layer casts of what it draws in `box` (the
    /// canvas's user space) can reach: offset, and blurred by Core Graphics'
    /// three box passes (`LayerLook.shadowReach`), two pixels of
    /// antialiasing round it.
    func shadowBox(of node: LayerNode, round box: CGRect, space: SceneTransform) -> CGRect {
        let s = space.scale
        let reach = LayerLook(node.shown, masksToBounds: node.masksToBounds).shadowReach
        let blur = Double(reach.blur * s) + 2
        return box.offsetBy(dx: reach.offset.width * s, dy: reach.offset.height * s).insetBy(dx: -blur, dy: -blur)
    }
}
