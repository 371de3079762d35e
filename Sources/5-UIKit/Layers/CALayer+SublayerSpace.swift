import Foundation

/// Where a layer's sublayers are: the layer's own coordinates, then its
/// `sublayerTransform` about its anchor point. Core Animation converts and
/// hit-tests through it as it draws through it: a point converted from a
/// container to one of its sublayers "will give the point transformed
/// through sublayerTransform", while the container's own coordinates stay
/// its superlayer's (Parmanoir, "Core Animation's convertPoint:toLayer: and
/// sublayerTransform", 2008: a grid of layers under a `sublayerTransform`,
/// found from a mouse-down through a helper sublayer); and Apple's
/// `CATransformLayer.h`: hit-testing passes "directly to their sublayers,
/// applying the effects of the transform layer's geometry when hit-testing
/// each sublayer". An affine one is undone here; a 3D one (`m34`) is taken
/// with each sublayer's own transform as one projection (below).
extension CALayer {
    /// A point of this layer's coordinates in the space its sublayers are placed in (model values).
    func pointInSublayerSpace(_ p: CGPoint) -> CGPoint {
        guard hasSublayerTransform, let projection = sublayerProjection(self) else { return p }
        return CATransform3DIsAffine(projection) ? p.applying(projection.affine.inverted()) : projection.unprojecting(p)
    }

    /// A point of the sublayers' space in this layer's coordinates: where it is drawn.
    func pointFromSublayerSpace(_ p: CGPoint) -> CGPoint {
        guard hasSublayerTransform, let projection = sublayerProjection(self) else { return p }
        return CATransform3DIsAffine(projection) ? p.applying(projection.affine) : projection.projecting(p)
    }
}

/// A perspective container — a `sublayerTransform` that is not affine, an
/// `m34` giving its sublayers one vanishing point — places each sublayer
/// through the sublayer's own transform and the container's as one 3D
/// transform, and only then divides by w: a card turned about y in it is
/// foreshortened though it has no `m34` of its own. A point is mapped back
/// through the same whole (`LayerProjection.unproject`), for touches as for
/// drawing (`LayerPlacement`): taking the two steps one after the other
/// would lose the card's depth before the perspective could use it.
extension CALayer {
    /// The `sublayerTransform` about the anchor point when it is not affine; nil otherwise (model values).
    var perspectiveSublayerProjection: CATransform3D? {
        guard hasSublayerTransform, let s = sublayerProjection(self), !CATransform3DIsAffine(s) else { return nil }
        return s
    }

    /// This layer's bounds to its superlayer's coordinates through its own
    /// transform and the superlayer's perspective `s`, if any (model values).
    func placement(inPerspective s: CATransform3D?) -> LayerProjection {
        LayerProjection(bounds: bounds, anchorPoint: anchorPoint, position: position, transform: transform, superlayerProjection: s)
    }
}

extension UIView {
    /// This view's bounds to its superview's coordinates through its own
    /// transform and the superview's layer's perspective `s` (model values;
    /// the view's layer need not have been made).
    func placement(inPerspective s: CATransform3D) -> LayerProjection {
        LayerProjection(bounds: _bounds, anchorPoint: _anchorPoint, position: _center, transform: transform3D, superlayerProjection: s)
    }
}
