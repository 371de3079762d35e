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
/// each sublayer". The points of a 3D one (`m34`) are mapped into the plane
/// as a layer's own 3D transform maps them (`CATransform3D.unprojecting`).
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
