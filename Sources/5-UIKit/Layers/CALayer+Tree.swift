import Foundation

/// How a layer's `contents` image fits its bounds.
public struct CALayerContentsGravity: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    /// Makes a gravity from its name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Centred, not scaled.
    public static let center = CALayerContentsGravity(rawValue: "center")
    /// At the top edge's middle, not scaled.
    public static let top = CALayerContentsGravity(rawValue: "top")
    /// At the bottom edge's middle, not scaled.
    public static let bottom = CALayerContentsGravity(rawValue: "bottom")
    /// At the left edge's middle, not scaled.
    public static let left = CALayerContentsGravity(rawValue: "left")
    /// At the right edge's middle, not scaled.
    public static let right = CALayerContentsGravity(rawValue: "right")
    /// In the top-left corner, not scaled.
    public static let topLeft = CALayerContentsGravity(rawValue: "topLeft")
    /// In the top-right corner, not scaled.
    public static let topRight = CALayerContentsGravity(rawValue: "topRight")
    /// In the bottom-left corner, not scaled.
    public static let bottomLeft = CALayerContentsGravity(rawValue: "bottomLeft")
    /// In the bottom-right corner, not scaled.
    public static let bottomRight = CALayerContentsGravity(rawValue: "bottomRight")
    /// Stretched to the bounds (the default).
    public static let resize = CALayerContentsGravity(rawValue: "resize")
    /// Scaled to fit, aspect kept.
    public static let resizeAspect = CALayerContentsGravity(rawValue: "resizeAspect")
    /// Scaled to fill, aspect kept.
    public static let resizeAspectFill = CALayerContentsGravity(rawValue: "resizeAspectFill")

    /// The view content mode that places content the same way. (Core Animation's
    /// top is the screen's top here: layers are drawn in UIKit's y-down space.)
    var contentMode: UIView.ContentMode {
        switch self {
        case .center: .center
        case .top: .top
        case .bottom: .bottom
        case .left: .left
        case .right: .right
        case .topLeft: .topLeft
        case .topRight: .topRight
        case .bottomLeft: .bottomLeft
        case .bottomRight: .bottomRight
        case .resizeAspect: .scaleAspectFit
        case .resizeAspectFill: .scaleAspectFill
        default: .scaleToFill
        }
    }
}

extension CALayer {
    /// The transform from this layer's coordinates to its superlayer's:
    /// bounds origin and anchor point to the origin, the layer's transform,
    /// then out to `position`.
    func transformToSuperlayer() -> CGAffineTransform {
        let b = bounds, a = anchorPoint, p = position
        return CGAffineTransform(translationX: -(b.minX + a.x * b.width), y: -(b.minY + a.y * b.height))
            .concatenating(affineTransform())
            .concatenating(CGAffineTransform(translationX: p.x, y: p.y))
    }

    /// The sublayers in drawing order: by `zPosition`, then by their place in `sublayers`.
    var sublayersInDrawingOrder: [CALayer] {
        guard _sublayers.contains(where: { $0.zPosition != 0 }) else { return _sublayers }
        return _sublayers.enumerated().sorted { ($0.element.zPosition, $0.offset) < ($1.element.zPosition, $1.offset) }.map(\.element)
    }

    /// Converts `p` from `layer`'s coordinates to this layer's (both in one
    /// tree of layers): up through `layer`'s placements to the root, down
    /// through this layer's. Where a layer on the way is placed in
    /// perspective (a 3D `transform`, a 3D `sublayerTransform` above it), the
    /// point is mapped into its plane, as hit-testing maps it (NaN where
    /// the line of sight misses the plane in front of the eye).
    public func convert(_ p: CGPoint, from layer: CALayer?) -> CGPoint {
        guard let layer else { return p }
        guard isPlacedInPerspective || layer.isPlacedInPerspective else {
            return p.applying(layer.transformToRoot()).applying(transformToRoot().inverted())
        }
        return pointFromRoot(layer.pointInRoot(p))
    }
    /// Converts `p` from this layer's coordinates to `layer`'s.
    public func convert(_ p: CGPoint, to layer: CALayer?) -> CGPoint {
        guard let layer else { return p }
        return layer.convert(p, from: self)
    }
    /// Converts a rect's corners from `layer`'s coordinates; the box around
    /// them (null if a corner is behind the eye).
    public func convert(_ r: CGRect, from layer: CALayer?) -> CGRect {
        guard let layer else { return r }
        guard isPlacedInPerspective || layer.isPlacedInPerspective else {
            return r.applying(layer.transformToRoot().concatenating(transformToRoot().inverted()))
        }
        let corners = [CGPoint(x: r.minX, y: r.minY), CGPoint(x: r.maxX, y: r.minY), CGPoint(x: r.maxX, y: r.maxY),
                       CGPoint(x: r.minX, y: r.maxY)].map { convert($0, from: layer) }
        guard corners.allSatisfy(\.isFinite) else { return .null }
        let xs = corners.map(\.x), ys = corners.map(\.y)
        return CGRect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
    }
    /// Converts a rect from this layer's coordinates to `layer`'s.
    public func convert(_ r: CGRect, to layer: CALayer?) -> CGRect {
        guard let layer else { return r }
        return layer.convert(r, from: self)
    }

    /// A point of this layer's coordinates where the layer puts it in its
    /// superlayer's (before the superlayer's `sublayerTransform`); through a
    /// 3D transform, projected as it is drawn (`LayerProjection`).
    func pointInSuperlayer(_ q: CGPoint) -> CGPoint {
        guard !CATransform3DIsAffine(transform) else { return q.applying(transformToSuperlayer()) }
        return placement(inPerspective: nil).project(q) ?? .unseen
    }

    /// The point of this layer's coordinates that the layer puts at `q` of its superlayer's.
    func pointFromSuperlayer(_ q: CGPoint) -> CGPoint {
        guard !CATransform3DIsAffine(transform) else { return q.applying(transformToSuperlayer().inverted()) }
        return placement(inPerspective: nil).unproject(q) ?? .unseen
    }

    /// Whether this layer or one above it is placed through a transform that
    /// is not affine: its own, or a superlayer's `sublayerTransform`.
    private var isPlacedInPerspective: Bool {
        var layer: CALayer? = self
        var steps = 0
        while let l = layer, let parent = l.superlayer, steps < 10_000 {
            if !CATransform3DIsAffine(l.transform) { return true }
            if parent.hasSublayerTransform, let s = parent.sublayerProjection(parent), !CATransform3DIsAffine(s) { return true }
            layer = parent
            steps += 1
        }
        return false
    }

    /// `p` of this layer's coordinates in its root layer's, point by point through each placement.
    private func pointInRoot(_ p: CGPoint) -> CGPoint {
        var q = p
        var layer: CALayer = self
        var steps = 0
        while let parent = layer.superlayer, steps < 10_000 {
            if let s = parent.perspectiveSublayerProjection {
                q = layer.placement(inPerspective: s).project(q) ?? .unseen
            } else {
                q = parent.pointFromSublayerSpace(layer.pointInSuperlayer(q))
            }
            layer = parent
            steps += 1
        }
        return q
    }

    /// The point of this layer's coordinates at `p` of its root layer's: `pointInRoot` undone.
    private func pointFromRoot(_ p: CGPoint) -> CGPoint {
        var chain: [CALayer] = []
        var layer: CALayer = self
        while let parent = layer.superlayer, chain.count < 10_000 {
            chain.append(layer)
            layer = parent
        }
        var q = p
        for l in chain.reversed() {
            guard let parent = l.superlayer else { break }
            if let s = parent.perspectiveSublayerProjection {
                q = l.placement(inPerspective: s).unproject(q) ?? .unseen
            } else {
                q = l.pointFromSuperlayer(parent.pointInSublayerSpace(q))
            }
        }
        return q
    }

    private func transformToRoot() -> CGAffineTransform {
        var t = CGAffineTransform.identity
        var layer: CALayer? = self
        var steps = 0
        while let l = layer, let parent = l.superlayer, steps < 10_000 {
            t = t.concatenating(l.transformToSuperlayer())
            // Through the superlayer's `sublayerTransform` (its affine part: a point is a point of a plane here).
            if parent.hasSublayerTransform, let projection = parent.sublayerProjection(parent) { t = t.concatenating(projection.affine) }
            layer = parent
            steps += 1
        }
        return t
    }

    /// Core Animation's hit-test: `p` is in the superlayer's coordinates;
    /// hidden layers and their sublayers are skipped; the frontmost sublayer
    /// containing the point wins, else this layer if it contains it. A layer
    /// masking to its bounds hides sublayers outside them from touches too.
    /// Model values are tested, never the presentation (Behaviour §9).
    func standardHitTest(_ p: CGPoint) -> CALayer? {
        guard !isHidden, delegate.map({ !$0.isHidden }) ?? true else { return nil }
        // The point in this layer's plane (through a 3D transform, where it is drawn).
        let local = pointFromSuperlayer(p)
        guard local.isFinite else { return nil }
        if masksToBounds, !bounds.contains(local) { return nil }
        // The sublayers are where `sublayerTransform` draws them (CALayer+SublayerSpace).
        if let s = perspectiveSublayerProjection {
            // Each in its plane through the whole perspective, handed to its `hitTest` as the point of
            // this layer that its own transform takes there.
            for sublayer in sublayersInDrawingOrder.reversed() {
                guard let plane = sublayer.placement(inPerspective: s).unproject(local) else { continue }
                if let hit = sublayer.hitTest(sublayer.pointInSuperlayer(plane)) { return hit }
            }
            return contains(local) ? self : nil
        }
        let inSublayerSpace = pointInSublayerSpace(local)
        for sublayer in sublayersInDrawingOrder.reversed() {
            if let hit = sublayer.hitTest(inSublayerSpace) { return hit }
        }
        return contains(local) ? self : nil
    }

    /// Something drawn changed: the window showing the layer redraws.
    func layerChanged() {
        var layer: CALayer? = self
        var steps = 0
        while let l = layer, steps < 10_000 {
            if let view = l.delegate { view.setNeedsRedraw(); return }
            layer = l._superlayer ?? l.maskedLayer
            steps += 1
        }
    }

    /// The view whose layer tree holds this layer, if any.
    var hostView: UIView? {
        var layer: CALayer? = self
        var steps = 0
        while let l = layer, steps < 10_000 {
            if let view = l.delegate { return view }
            layer = l._superlayer
            steps += 1
        }
        return nil
    }
}
