@_spi(TouchLab) import CoreGraphics
import Foundation

/// Where a layer's bounds land in its superlayer's space, as Core Animation
/// composes it: about the anchor point, the layer's `transform`, out to
/// `position`, then the superlayer's `sublayerTransform` about the
/// superlayer's anchor point (`CALayer.sublayerProjection`).
///
///     affine (most layers, a 2D turn or scale) ──▶ one transform the context concatenates
///     not affine (m34 perspective, a turn about x or y, a perspective container)
///       ──▶ the layer drawn into a bitmap at the context's resolution (`bitmap(under:)`),
///           each point (x, y, 0, 1) of its plane times the transform, divided by w,
///           the bitmap projected there (`draw(_:in:)`, `CGContext.drawProjected`);
///           points behind the eye are not drawn
///
/// One placement for both compositors — the phone's walk and `render(in:)` —
/// and for both kinds of layer: a view's (from its presentation values) and
/// one of its own.
@_spi(TouchLab) public enum LayerPlacement {
    /// Bounds to superlayer, through an affine transform.
    case affine(CGAffineTransform)
    /// Bounds to superlayer, through a projection.
    case projected(LayerProjection)

    /// The placement of a layer with these values (presentation or model).
    public init(bounds: CGRect, anchorPoint: CGPoint, position: CGPoint, transform: CATransform3D,
                superlayerProjection: CATransform3D?) {
        let projection = LayerProjection(bounds: bounds, anchorPoint: anchorPoint, position: position, transform: transform,
                                         superlayerProjection: superlayerProjection)
        let t = projection.transform, pivot = projection.pivot, offset = projection.offset
        guard !CATransform3DIsAffine(t) else {
            self = .affine(CGAffineTransform(translationX: -pivot.x, y: -pivot.y).concatenating(t.affine)
                .concatenating(CGAffineTransform(translationX: offset.x, y: offset.y)))
            return
        }
        self = .projected(projection)
    }

    /// A layer's, from its values as `shown` (its presentation copy, or the model for `render(in:)`).
    public init(_ shown: CALayer, superlayerProjection: CATransform3D?) {
        self.init(bounds: shown.bounds, anchorPoint: shown.anchorPoint, position: shown.position, transform: shown.transform,
                  superlayerProjection: superlayerProjection)
    }
}

/// A layer placed through a transform that is not affine: its bounds drawn
/// flat into a bitmap, then projected into the superlayer's space.
@_spi(TouchLab) public struct LayerProjection {
    /// The layer's bounds: the bitmap's user space.
    public let bounds: CGRect
    let transform: CATransform3D
    let pivot: CGPoint
    let offset: CGPoint

    /// The layer's bounds to its superlayer's space through the whole
    /// placement, whatever the transform (an affine one projects too, w = 1).
    init(bounds b: CGRect, anchorPoint a: CGPoint, position p: CGPoint, transform: CATransform3D,
                superlayerProjection: CATransform3D?) {
        bounds = b
        pivot = CGPoint(x: b.minX + a.x * b.width, y: b.minY + a.y * b.height)
        if let superlayerProjection {
            self.transform = CATransform3DConcat(CATransform3DConcat(transform, CATransform3DMakeTranslation(p.x, p.y, 0)), superlayerProjection)
            offset = .zero
        } else {
            self.transform = transform
            offset = p
        }
    }

    /// Where the point `q` of the layer's bounds is seen in the superlayer, or nil behind the eye.
    public func project(_ q: CGPoint) -> CGPoint? {
        let t = transform
        let x = q.x - pivot.x, y = q.y - pivot.y
        let w = x * t.m14 + y * t.m24 + t.m44
        guard w > 0.01 else { return nil }
        return CGPoint(x: (x * t.m11 + y * t.m21 + t.m41) / w + offset.x, y: (x * t.m12 + y * t.m22 + t.m42) / w + offset.y)
    }

    /// The point of the layer's bounds seen at `p` of the superlayer: `project` undone, or nil
    /// where the line of sight misses the layer's plane in front of the eye.
    public func unproject(_ p: CGPoint) -> CGPoint? {
        let local = transform.unprojecting(CGPoint(x: p.x - offset.x, y: p.y - offset.y))
        guard local.isFinite else { return nil }
        return CGPoint(x: local.x + pivot.x, y: local.y + pivot.y)
    }

    /// A transparent bitmap of the bounds at `ctx`'s resolution (1 to 4
    /// pixels a point), its user space the layer's bounds: draw the layer's
    /// tree into it, then `draw(_:in:)`. Nil for empty or unbounded bounds.
    public func bitmap(under ctx: CGContext) -> CGContext? {
        let b = bounds
        guard b.width > 0, b.height > 0, b.width.isFinite, b.height.isFinite else { return nil }
        let m = ctx.ctm
        let scale = max(1, min(4, abs(m.a * m.d - m.b * m.c).squareRoot()))
        guard let bitmap = CGContext(uikitBitmapOfSize: b.size, scale: scale) else { return nil }
        bitmap.translateBy(x: -b.minX, y: -b.minY)
        return bitmap
    }

    /// What `bitmap` holds, projected into `ctx` (the superlayer's space).
    public func draw(_ bitmap: CGContext, in ctx: CGContext) {
        guard let image = bitmap.makeImage() else { return }
        ctx.drawProjected(image, in: bounds, project: project)
    }
}
