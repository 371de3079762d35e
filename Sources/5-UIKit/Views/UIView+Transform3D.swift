import Foundation

/// A view whose layer is turned in 3D — a card flip, a page fold: `m34`
/// perspective and a turn about x or y, set on `view.layer.transform` or
/// `view.transform3D` (iOS 13). The view is drawn through the whole
/// transform, foreshortened as its layer is (`LayerPlacement`),
/// and touched where it is drawn: hit-testing and `convert` map a point into
/// the plane of the layer, as Core Animation does for every layer that is not
/// a `CATransformLayer` (Apple, `CATransformLayer.h`: transform layers alone
/// "do not have a 2D coordinate space into which to map the supplied point";
/// "CALayer will pass over transform layers … applying the effects of the
/// transform layer's geometry when hit-testing each sublayer"). A point whose
/// line of sight misses the plane in front of the eye touches nothing.
/// The view's `transform` is the affine part; its `frame` (which Apple calls
/// undefined under a transform), the box round the projected bounds.
extension UIView {
    /// The view's layer's whole 3D transform (iOS 13's `transform3D`).
    public var transform3D: CATransform3D {
        get { _transform3D ?? CATransform3DMakeAffineTransform(_transform) }
        set { setLayerTransform(newValue) }
    }

    /// `layer.transform` set on a view's layer: an affine one is the view's
    /// `transform` (it animates as that does); any other is kept whole, its
    /// affine part as `transform`. In an animation block a change to or from
    /// a 3D transform animates the whole of it, through its decomposed parts
    /// (`DecomposedTransform3D`), so a flip keeps its perspective half way.
    func setLayerTransform(_ t: CATransform3D) {
        let old = _transform3D
        let flat = CATransform3DIsAffine(t)
        guard old != nil || !flat else { return transform = t.affine }
        let oldWhole = transform3D
        // The affine part through the public setter (an override sees it), recorded once below as the whole.
        AnimationTransaction(record: nil).run { transform = t.affine }
        if !flat { _transform3D = t; hasTransform = true }
        animatableChange(.transform, from: .transform3D(oldWhole), to: .transform3D(t))
    }

    /// One step up through the transform: a point of the view's plane, about its anchor, into the superview's.
    @usableFromInline func offsetThroughTransform(_ p: CGPoint) -> CGPoint {
        guard let t = _transform3D else { return p.applying(_transform) }
        return t.projecting(p)
    }

    /// One step down: a point of the superview, about the anchor, to the point of the plane drawn there.
    @usableFromInline func offsetBackThroughTransform(_ p: CGPoint) -> CGPoint {
        guard let t = _transform3D else { return p.applying(_transform.inverted()) }
        return t.unprojecting(p)
    }

    /// The layer's non-flat transform, for the phone's renderer (nil for a flat one).
    /// Mid-animation, the presentation's: a flip from a flat transform is drawn in perspective while it turns.
    @_spi(TouchLab) public var perspectiveTransform: CATransform3D? {
        hasRunningAnimations ? presentationValues().transform3D : _transform3D
    }

    /// The view's bounds' corners in the superview's coordinates, through the transform (nil if one is behind the eye).
    @_spi(TouchLab) public var projectedCornersInSuperview: [CGPoint]? {
        let b = _bounds
        let corners = [CGPoint(x: b.minX, y: b.minY), CGPoint(x: b.maxX, y: b.minY), CGPoint(x: b.maxX, y: b.maxY), CGPoint(x: b.minX, y: b.maxY)]
        let mapped = corners.map(pointInSuperview)
        return mapped.allSatisfy(\.isFinite) ? mapped : nil
    }
}

extension CATransform3D {
    /// Where the point (x, y, 0) of a layer's plane is seen: (x, y, 0, 1)
    /// times the matrix, divided by w; not finite if it is behind the eye.
    func projecting(_ p: CGPoint) -> CGPoint {
        let w = p.x * m14 + p.y * m24 + m44
        guard w > 1e-6 else { return .unseen }
        return CGPoint(x: (p.x * m11 + p.y * m21 + m41) / w, y: (p.x * m12 + p.y * m22 + m42) / w)
    }

    /// The point of the layer's plane seen at `q`: `projecting` undone, by
    /// solving its two linear equations in x and y. Not finite where the
    /// line of sight is parallel to the plane or meets it behind the eye.
    func unprojecting(_ q: CGPoint) -> CGPoint {
        let a = m11 - q.x * m14, b = m21 - q.x * m24, e = q.x * m44 - m41
        let c = m12 - q.y * m14, d = m22 - q.y * m24, f = q.y * m44 - m42
        let det = a * d - b * c
        guard abs(det) > 1e-12 else { return .unseen }
        let p = CGPoint(x: (e * d - b * f) / det, y: (a * f - e * c) / det)
        guard p.x * m14 + p.y * m24 + m44 > 1e-6 else { return .unseen }
        return p
    }

    /// The box round `rect`'s projected corners (null if a corner is behind the eye).
    func projectedBox(of rect: CGRect) -> CGRect {
        let corners = [CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
                       CGPoint(x: rect.maxX, y: rect.maxY), CGPoint(x: rect.minX, y: rect.maxY)].map(projecting)
        guard corners.allSatisfy(\.isFinite) else { return .null }
        let xs = corners.map(\.x), ys = corners.map(\.y)
        return CGRect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
    }
}
