import Foundation

/// Converting between coordinate systems.
///
/// A point `p` in a view's own coordinates is at
/// `center + transform(p - anchor)` in its superview's, the anchor being the
/// layer's `anchorPoint` in the bounds (their midpoint by default) — with no
/// transform, `frame.origin + (p - bounds.origin)`; a superview's layer's
/// `sublayerTransform` moves it once more, as it is drawn (CALayer+SublayerSpace).
/// Conversions walk up to the common root and back down; `nil` means the
/// window's coordinates.
extension UIView {
    /// One step up: from this view's coordinates to its superview's.
    @inlinable func pointInSuperview(_ p: CGPoint) -> CGPoint {
        let c = _center, b = _bounds, a = _anchorPoint
        let local = CGPoint(x: p.x - (b.minX + a.x * b.width), y: p.y - (b.minY + a.y * b.height))
        let moved = hasTransform ? offsetThroughTransform(local) : local
        return CGPoint(x: c.x + moved.x, y: c.y + moved.y)
    }

    /// One step down: from the superview's coordinates to this view's — what
    /// hit-testing does at every level.
    @inlinable func pointFromSuperview(_ p: CGPoint) -> CGPoint {
        let c = _center, b = _bounds, a = _anchorPoint
        let offset = CGPoint(x: p.x - c.x, y: p.y - c.y)
        let local = hasTransform ? offsetBackThroughTransform(offset) : offset
        return CGPoint(x: local.x + b.minX + a.x * b.width, y: local.y + b.minY + a.y * b.height)
    }

    /// The point in the coordinates of the topmost ancestor's container
    /// (for a view in a window: the window's frame space, i.e. the screen).
    func pointInRootSpace(_ p: CGPoint) -> (CGPoint, UIView) {
        var point = p
        var view = self
        while true {
            // A view whose layer code moved under another layer: where that layer draws it (CALayer+HeldViewLayer).
            if let s = view.superview, let held = view.pointInSuperviewThroughHolder(point) {
                point = held
                view = s
                continue
            }
            if let s = view.superview, let perspective = s.existingLayer?.perspectiveSublayerProjection {
                // In a perspective container: its transform and the container's as one (CALayer+SublayerSpace).
                point = view.placement(inPerspective: perspective).project(point) ?? .unseen
                view = s
                continue
            }
            point = view.pointInSuperview(point)
            guard let s = view.superview else { return (point, view) }
            if let layer = s.existingLayer, layer.hasSublayerTransform { point = layer.pointFromSublayerSpace(point) }
            view = s
        }
    }

    func pointFromRootSpace(_ p: CGPoint) -> CGPoint {
        var chain: [UIView] = []
        var v: UIView? = self
        while let current = v { chain.append(current); v = current.superview }
        var point = p
        for view in chain.reversed() {
            if let held = view.pointFromSuperviewThroughHolder(point) { point = held; continue }
            if let perspective = view.superview?.existingLayer?.perspectiveSublayerProjection {
                point = view.placement(inPerspective: perspective).unproject(point) ?? .unseen
                continue
            }
            if let layer = view.superview?.existingLayer, layer.hasSublayerTransform { point = layer.pointInSublayerSpace(point) }
            point = view.pointFromSuperview(point)
        }
        return point
    }

    /// Converts a point from this view's coordinate system to that of `view`
    /// (the window when `view` is `nil`), through every transform on the way.
    public func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
        let (root, top) = pointInRootSpace(point)
        guard let target = view ?? top as? UIWindow ?? window else {
            return top.pointFromSuperview(root)
        }
        return target.pointFromRootSpace(root)
    }

    /// Converts a point from the coordinate system of `view` (the window when
    /// `view` is `nil`) to this view's.
    public func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
        guard let source = view ?? window else { return point }
        let (root, _) = source.pointInRootSpace(point)
        return pointFromRootSpace(root)
    }

    /// A rectangle converts as its four corners; through a rotation the result
    /// is the box around them, as in UIKit.
    public func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
        Self.box(around: Self.corners(of: rect).map { convert($0, to: view) })
    }

    /// Converts a rectangle from the coordinate system of `view` to this view's:
    /// the box around its four converted corners.
    public func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
        Self.box(around: Self.corners(of: rect).map { convert($0, from: view) })
    }

    private static func corners(of r: CGRect) -> [CGPoint] {
        let r = r.standardized
        return [CGPoint(x: r.minX, y: r.minY), CGPoint(x: r.maxX, y: r.minY),
                CGPoint(x: r.minX, y: r.maxY), CGPoint(x: r.maxX, y: r.maxY)]
    }

    private static func box(around points: [CGPoint]) -> CGRect {
        let xs = points.map(\.x), ys = points.map(\.y)
        let minX = xs.min()!, minY = ys.min()!
        return CGRect(x: minX, y: minY, width: xs.max()! - minX, height: ys.max()! - minY)
    }
}
