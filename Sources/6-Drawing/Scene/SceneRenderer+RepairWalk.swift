import CCairo
import Foundation
@_spi(TouchLab) import UIKit

/// A repair of the phone's kept layers (`PhoneLayers.repair`) without the
/// walk over every view: what the scene pass collects for the overlays is
/// last pass's, and only the subtrees that paint into the damage are drawn.
///
///     a frame whose only change is what draw(_:) repainted (SceneRenderer.damage):
///       collected (frames, clips, shapes, text boxes, what covers what, tag and badge requests)
///         ─▶ the kept pass's, each redrawn view's drawn box worked out again
///            (the ink a signature pad's tag keeps off grows: `noteDrawnContent`)
///       painted ─▶ the same walk, in the same order, clipped to the damage, but a
///            subtree whose painted extent (its rect, shadow, added layers, unclipped
///            subviews: `repairExtent`) misses the damage is not entered — it paints
///            nothing the clip lets through, so the pixels are the walk's to the bit
///
/// Why last pass's collections stand: a repair is taken only when every
/// view's `drawingRevision` grew by its `draw(_:)` calls alone, nothing
/// moved, turned or animates, the tree has the same shape (`ViewTreeSnapshot`),
/// and the kept layers' key is the same but for those revisions and the
/// flashes' fades (`PhoneLayers.changedFlashes`: the hit-test visits, the
/// settings, the layout are in it). Everything the walk collects is read
/// from the views' properties, which then did not change — except where a
/// redrawn view painted, which is worked out again here. Anything this
/// cannot vouch for (a redrawn view inside a transformed or projected one, a
/// drawn box that appears or goes, two views with the same drawn box) falls
/// back to the whole walk, as before.
struct RepairWalk {
    /// The damage, in device pixels (the repair's clip).
    let damage: CGRect
    /// The views whose `draw(_:)` ran since the kept layers (`SceneRenderer.damage`).
    let redrawn: [UIView]
    /// The scene pass the kept layers were drawn or last repaired by.
    let kept: RenderedScene
    /// Set while the painting walk runs: `repairSkips` prunes only then.
    var pruning = false
}

/// The subtrees' painted extents (`repairExtent`) from one repair to the
/// next: between two repairs nothing but the redrawn views changed, so only
/// theirs and their ancestors' are worked out again — a view's extent asks
/// its layers' presentation copies where they paint, which cost the walk
/// more than the painting it saves.
final class RepairExtents {
    struct Entry {
        var frameInRoot: CGRect
        var origin: CGPoint, scale: CGFloat, rootBoundsOrigin: CGPoint
        var inGhost: Bool
        var extent: CGRect?
    }
    var entries: [LayerNode.ID: Entry] = [:]
    /// The pass the entries were worked out for: another (a whole frame drew since), and they are dropped.
    weak var owner: RenderedScene?

    /// Ready for a repair of `kept`, in which `redrawn` drew.
    func begin(kept: RenderedScene, redrawn: [UIView]) {
        guard owner === kept else {
            entries.removeAll(keepingCapacity: true)
            return
        }
        for view in redrawn {
            var v: UIView? = view
            while let current = v {
                entries[LayerNode.ID(current)] = nil
                v = current.superview
            }
        }
    }
}

extension SceneRenderer {
    /// The pass a repair draws with: the kept pass's collections, the redrawn
    /// views' drawn boxes updated, after painting the subtrees that reach the
    /// damage. Nil when no repair is under way or the kept pass cannot stand
    /// for this one (the caller then walks every view).
    func repairedPass(_ root: UIView, in canvas: CairoCanvas, fresh: Pass) -> Pass? {
        guard let walk = repairWalk, let kept = keptPass, kept.rendered === walk.kept, kept.rendered.root === root,
              Self.sameTransform(kept.rendered.transform, fresh.rendered.transform),
              kept.rendered.screenRect == fresh.rendered.screenRect,
              kept.rendered.screenCornerRadius == fresh.rendered.screenCornerRadius,
              kept.visited == fresh.visited, kept.rejectedAsGhost == fresh.rejectedAsGhost,
              kept.canvasBase.xx == fresh.canvasBase.xx, kept.canvasBase.yy == fresh.canvasBase.yy,
              kept.canvasBase.xy == fresh.canvasBase.xy, kept.canvasBase.yx == fresh.canvasBase.yx,
              kept.canvasBase.x0 == fresh.canvasBase.x0, kept.canvasBase.y0 == fresh.canvasBase.y0
        else { return nil }
        let before = kept.rendered
        let rendered = RenderedScene(root: root, transform: before.transform, screenRect: before.screenRect,
                                     screenCornerRadius: before.screenCornerRadius)
        rendered.frames = before.frames
        rendered.clips = before.clips
        rendered.shapes = before.shapes
        rendered.contentText = before.contentText
        rendered.drawnContent = before.drawnContent
        repairExtents.begin(kept: kept.rendered, redrawn: walk.redrawn)
        var pass = kept
        pass.rendered = rendered
        pass.painted = []
        for view in walk.redrawn {
            guard Self.notesDrawnContent(of: view, under: root) else { return nil }
            let id = ObjectIdentifier(view)
            guard let old = kept.drawnContent[id], let rect = before.frames[id], let clip = before.clips[id] else { return nil }
            var noted = Pass(rendered: RenderedScene(root: root, transform: before.transform, screenRect: before.screenRect))
            noteDrawnContent(of: LayerNode(view), rect: rect, isLocal: false, deviceRect: rect, clip: clip,
                             pass: &noted)
            guard let new = noted.drawnContent[id] else { return nil }
            if new == old { continue }
            let at = rendered.drawnContent.indices.filter { rendered.drawnContent[$0] == old }
            guard at.count == 1 else { return nil }
            rendered.drawnContent[at[0]] = new
            pass.drawnContent[id] = new
        }
        // The painting: the whole walk's order and clips, entering only the subtrees that reach the damage.
        var painting = fresh
        repairWalk?.pruning = true
        defer { repairWalk?.pruning = false }
        canvas.withSavedState {
            canvas.clip(to: fresh.rendered.screenRect)
            drawView(LayerNode(root), isRoot: true, contentOffset: .zero, inheritedAlpha: 1, clip: fresh.rendered.screenRect,
                     ghost: nil, space: fresh.rendered.transform, canvas: canvas, pass: &painting)
        }
        backingStores.keepLivingEntries()
        repairExtents.owner = rendered
        repairsWithoutWalk += 1
        return pass
    }

    /// During a repair's painting walk: whether nothing `view`'s subtree
    /// paints inside `clip` (canvas user space) reaches the damage, so the
    /// walk need not enter it. False whenever its extent is not known.
    func repairSkips(_ node: LayerNode, frameInRoot: CGRect, clip: CGRect, space: SceneTransform,
                     canvas: CairoCanvas) -> Bool {
        guard let walk = repairWalk, walk.pruning,
              let extent = repairExtent(of: node, frameInRoot: frameInRoot, space: space, inGhost: false, depth: 0)
        else { return false }
        let shows = extent.intersection(clip)
        if shows.isNull || shows.isEmpty { return true }
        let device = canvas.deviceRect(of: shows)
        guard device.minX.isFinite, device.minY.isFinite, device.width.isFinite, device.height.isFinite else { return false }
        // Two pixels of antialiasing round every edge drawn.
        return !device.insetBy(dx: -2, dy: -2).intersects(walk.damage)
    }

    /// `paintedExtent`, kept from one repair to the next while the view's
    /// place on the canvas is the same.
    func repairExtent(of node: LayerNode, frameInRoot: CGRect, space: SceneTransform,
                      inGhost: Bool, depth: Int) -> CGRect? {
        let id = node.id
        if let e = repairExtents.entries[id], e.frameInRoot == frameInRoot, e.origin == space.origin, e.scale == space.scale,
           e.rootBoundsOrigin == space.rootBoundsOrigin, e.inGhost == inGhost {
            return e.extent
        }
        let extent = paintedExtent(of: node, frameInRoot: frameInRoot, space: space, inGhost: inGhost, depth: depth,
                                   keptBetweenRepairs: true)
        repairExtents.entries[id] = .init(frameInRoot: frameInRoot, origin: space.origin, scale: space.scale,
                                          rootBoundsOrigin: space.rootBoundsOrigin, inGhost: inGhost, extent: extent)
        return extent
    }

    /// Whether the walk notes `view`'s drawn box at its rect on the canvas
    /// (`noteDrawnContent` with the view's own rect): no ancestor turns,
    /// projects or composites it through its layer, and it is under `root`.
    static func notesDrawnContent(of view: UIView, under root: UIView) -> Bool {
        var v: UIView? = view
        while let current = v {
            if current === root { return true }
            guard !current.drawsInPerspective, current.transform.isIdentity, current.perspectiveTransform == nil else { return false }
            v = current.superview
        }
        return false
    }

    static func sameTransform(_ a: SceneTransform, _ b: SceneTransform) -> Bool {
        a.origin == b.origin && a.scale == b.scale && a.rootBoundsOrigin == b.rootBoundsOrigin
    }
}
