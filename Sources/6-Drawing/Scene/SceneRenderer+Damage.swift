import Foundation
@_spi(TouchLab) import UIKit

/// What changed on the phone since a picture of it was kept: the canvas
/// rect a frame must draw again when the only change is what views'
/// `draw(_:)` repainted — Core Animation's render server, given a backing
/// store's dirty region, composites only that region of the screen again.
///
///     kept picture: each view's drawingRevision and drawnContentRevision (ViewTreeSnapshot)
///     now: the same views, in the same order, none moving or turned, and every revision
///          that grew explained by draw(_:) calls (one of each per call)
///       ─▶ damage = the rects draw(_:) repainted, on the canvas, rounded out (+3 pixels:
///          the backing store's scaling filter reads round them)
///     anything else (a property, a subview, an animation, a transform) ─▶ nil: draw it all
///
/// The frame then repaints every layer under the finger layer clipped to
/// that rect, in the same order, on the kept pixels: the same operations
/// over the same pixels (Cairo's coverage of a pixel does not depend on a
/// whole-pixel clip), so the same picture — as long as what is drawn
/// outside it is unchanged, which `RenderedScene.samePlacements` checks
/// after (a tag that moved off the pad's ink, say, makes the frame drawn whole).
struct ViewTreeSnapshot: Equatable {
    struct Revisions: Equatable {
        var drawing: UInt64
        var content: Int
    }
    var views: [ObjectIdentifier: Revisions] = [:]
    /// The tree's shape: which views, in which order, under which superview.
    var shape = 0
}

extension SceneRenderer {
    /// The revisions of every view under `root`, or nil when a view animates or
    /// is drawn through a transform (its pixels change with the clock, or its
    /// damage is not a rect this can work out).
    func snapshot(_ root: UIView) -> ViewTreeSnapshot? {
        var snapshot = ViewTreeSnapshot()
        var hasher = Hasher()
        var stack: [UIView] = [root]
        while let view = stack.popLast() {
            guard snapshot.views.count < 10_000, !view.isAnimatingItsLayers, view.perspectiveTransform == nil,
                  view === root || view.transform.isIdentity, !(view is UIScrollView) else { return nil }
            hasher.combine(ObjectIdentifier(view))
            hasher.combine(view.subviews.count)
            snapshot.views[ObjectIdentifier(view)] = .init(drawing: view.drawingRevision, content: view.drawnContentRevision)
            stack.append(contentsOf: view.subviews)
        }
        snapshot.shape = hasher.finalize()
        return snapshot
    }

    /// The canvas rect (device pixels, whole, inside `screen`) that changed
    /// since `kept`, `.null` when nothing did, nil when the change is not
    /// only `draw(_:)` repainting part of a view (see `ViewTreeSnapshot`).
    /// `adding`: what else the frame changed on the canvas (a flash that
    /// fades over its view's rect), joined to it before the clip is checked.
    /// `marks`: text and chips on the canvas (tags, badges, labels, phase
    /// chips), each drawn whole inside the damage or not at all — Cairo
    /// composites a glyph or a translucent chip cut by a clip through another
    /// path than one the clip holds whole, a level apart on a pixel or two.
    func damage(_ root: UIView, since kept: ViewTreeSnapshot, transform: SceneTransform, screen: CGRect,
                adding changed: CGRect = .null, marks: [CGRect] = []) -> CGRect? {
        damageAndRedrawn(root, since: kept, transform: transform, screen: screen, adding: changed, marks: marks)?.rect
    }

    /// `damage`, and the views whose `draw(_:)` ran since `kept` (a repair
    /// works out again where they painted: `SceneRenderer+RepairWalk`).
    func damageAndRedrawn(_ root: UIView, since kept: ViewTreeSnapshot, transform: SceneTransform, screen: CGRect,
                          adding changed: CGRect = .null, marks: [CGRect] = []) -> (rect: CGRect, redrawn: [UIView])? {
        guard let now = snapshot(root), now.shape == kept.shape else { return nil }
        var damage = changed
        var redrawn: [UIView] = []
        for (id, revisions) in now.views {
            guard let before = kept.views[id] else { return nil }
            if revisions == before { continue }
            // Every change a draw(_:) call: one backing-store revision and one drawing revision each.
            let contentCalls = revisions.content - before.content
            guard contentCalls > 0, revisions.drawing &- before.drawing == UInt64(contentCalls) else { return nil }
            guard let view = view(id, under: root), let content = view.drawnContent else { return nil }
            redrawn.append(view)
            let bounds = view.bounds
            let changes = view.drawnContentChanges(since: before.content)
            // In the bitmap's points; the bitmap fills the bounds unless it was made at another size.
            var changed = CGRect(x: bounds.minX, y: bounds.minY, width: bounds.width, height: bounds.height)
            if let rect = changes.changed, content.size == bounds.size {
                changed = rect.offsetBy(dx: bounds.minX, dy: bounds.minY).intersection(changed)
            }
            if changed.isNull || changed.isEmpty { continue }
            guard let inRoot = rectInRoot(changed, of: view, root: root) else { return nil }
            let device = transform.toDevice(inRoot).insetBy(dx: -3, dy: -3).integral
            damage = damage.union(device)
        }
        guard !damage.isNull else { return (.null, redrawn) }
        damage = Self.grow(damage, toHoldWhole: marks + placeholderBoxes(root, transform: transform))
        damage = damage.intersection(screen.integral)
        guard !damage.isNull, !damage.isEmpty else { return (.null, redrawn) }
        // What is not the same pixel for pixel when cut by a clip, across the damage's edge: the frame is drawn whole.
        if drawsClipDependent(over: damage, root: root, transform: transform) { return nil }
        return (damage, redrawn)
    }

    /// The boxes of image views without an image, on the canvas: their
    /// hatching is one stroked path of many lines, which Cairo rasterizes
    /// apart when a clip cuts it (measured: `PhoneLayersTests`, 1,589 pixels
    /// of seed 004's placeholder off when a chip's fade cut it), so it is
    /// drawn whole or not at all.
    private func placeholderBoxes(_ root: UIView, transform: SceneTransform) -> [CGRect] {
        var boxes: [CGRect] = []
        var stack: [UIView] = [root]
        while let view = stack.popLast() {
            stack.append(contentsOf: view.subviews)
            guard let imageView = view as? UIImageView, imageView.image == nil,
                  let box = rectInRoot(view.bounds, of: view, root: root) else { continue }
            boxes.append(transform.toDevice(box))
        }
        return boxes
    }

    /// `damage` grown until every one of `marks` it meets lies inside it
    /// (with 2 pixels of antialiasing round each).
    static func grow(_ damage: CGRect, toHoldWhole marks: [CGRect]) -> CGRect {
        var damage = damage
        for _ in 0..<8 {
            var grew = false
            for mark in marks where !mark.isNull && !mark.isEmpty && mark.minX.isFinite && mark.minY.isFinite
                && mark.width.isFinite && mark.height.isFinite {
                let reach = mark.insetBy(dx: -2, dy: -2).integral
                if reach.intersects(damage), !damage.contains(reach) { damage = damage.union(reach); grew = true }
            }
            if !grew { break }
        }
        return damage
    }

    private func view(_ id: ObjectIdentifier, under root: UIView) -> UIView? {
        var stack: [UIView] = [root]
        while let view = stack.popLast() {
            if ObjectIdentifier(view) == id { return view }
            stack.append(contentsOf: view.subviews)
        }
        return nil
    }

    /// `rect` (the view's coordinates) in the root's, through untransformed ancestors.
    private func rectInRoot(_ rect: CGRect, of view: UIView, root: UIView) -> CGRect? {
        var r = rect
        var v = view
        while v !== root {
            guard let parent = v.superview else { return nil }
            let f = v.frame, b = v.bounds
            r = r.offsetBy(dx: f.minX - b.minX, dy: f.minY - b.minY)
            v = parent
        }
        return r
    }

    /// Whether a layer added to a view's layer draws what a clip changes —
    /// a shadow (Core Graphics blurs what lies inside the clip), an image
    /// scaled from its `contents` (the filter reads padding past the clipped
    /// area), a projection — and the view's box, grown by what its layers
    /// paint past it, meets `damage`. (Backing stores and image views' images
    /// are copied from `BackingStoreCache` at the canvas's resolution, unscaled.)
    private func drawsClipDependent(over damage: CGRect, root: UIView, transform: SceneTransform) -> Bool {
        var stack: [UIView] = [root]
        while let view = stack.popLast() {
            stack.append(contentsOf: view.subviews)
            guard view.hasLayerContent, let sublayers = view.layer.sublayers else { continue }
            var layers = sublayers.filter { $0.delegate == nil }
            var shadowed = false
            while let layer = layers.popLast() {
                if layer.shadowOpacity > 0 || layer.contents != nil || !CATransform3DIsAffine(layer.transform)
                    || layer is CAReplicatorLayer { shadowed = true; break }
                layers.append(contentsOf: layer.sublayers ?? [])
                if let mask = layer.mask { layers.append(mask) }
            }
            guard shadowed else { continue }
            guard let margin = view.addedLayersPaintMargin, let box = rectInRoot(view.bounds, of: view, root: root) else { return true }
            let reach = transform.toDevice(box).insetBy(dx: -(Double(margin) * Double(transform.scale) + 4),
                                                       dy: -(Double(margin) * Double(transform.scale) + 4))
            if reach.intersects(damage) { return true }
        }
        return false
    }
}

extension RenderedScene {
    /// Whether `other` put every view, tag, badge, text box and drawn box at
    /// the same place: the marks drawn from them are then the same pixels.
    func samePlacements(as other: RenderedScene) -> Bool {
        frames == other.frames && clips == other.clips && contentText == other.contentText
            && drawnContent == other.drawnContent && badges == other.badges
            && tags.count == other.tags.count
            && tags.allSatisfy { id, tag in other.tags[id].map { $0.rect == tag.rect && $0.badgeCenter == tag.badgeCenter } ?? false }
            && shapes.count == other.shapes.count
    }
}
