import Foundation

/// A view whose layer code moved under another layer
/// (`holder.addSublayer(view.layer)`) is drawn where that layer puts it
/// (`SceneRenderer+OwnLayer`), and touched there.
///
/// Hit-testing walks views — the view is still asked in its superview's
/// `subviews` order (Apple, `hitTest(_:with:)`: it "traverses the view
/// hierarchy by calling the point(inside:with:) method of each subview";
/// a layer's `zPosition` changes what is drawn on top, not the order
/// touches are tested in: Anson Yao, "Hit-Test Sequence in iOS", 2016) —
/// and each subview is given the point converted to it (Behaviour §2).
/// A view's geometry is its layer's (`center` is `position`, `frame` the
/// layer's), and a view's layer and another layer convert points through
/// the layer tree they share (Apple, `CALayer.convert(_:to:)`: "the
/// receiver and l must share a common parent layer"): the point goes up
/// from the superview's layer and down through the holder to the view's
/// layer, each layer's transform and `sublayerTransform` on the way. So the
/// view is found where it is drawn, and `convert` agrees. Where the two
/// layers share no root (the holder in no window), the view's frame in its
/// superview stands, as before.
extension UIView {
    /// `p` (in the superview's own coordinates) in this view's, through the
    /// layers, if the view's layer is held by a layer in the superview's
    /// layer tree; nil otherwise (the view-chain step applies).
    @inline(__always) func pointFromSuperviewThroughHolder(_ p: CGPoint) -> CGPoint? {
        guard let layer = existingLayer, layer.isViewLayerHeldByALayer else { return nil }
        return layer.pointFromSuperviewsLayer(p)
    }

    /// `p` (in this view's coordinates) in its superview's own, through the
    /// layers; nil unless the view's layer is held by a layer (see above).
    @inline(__always) func pointInSuperviewThroughHolder(_ p: CGPoint) -> CGPoint? {
        guard let layer = existingLayer, layer.isViewLayerHeldByALayer else { return nil }
        return layer.pointInSuperviewsLayer(p)
    }
}

extension CALayer {
    /// The superview's layer, when this view's layer and it hang from one root layer.
    private func superviewsLayerSharingARoot() -> CALayer? {
        guard _superlayer != nil, let superview = delegate?.superview else { return nil }
        let theirs = superview.layer
        return theirs.rootLayer === rootLayer ? theirs : nil
    }

    private var rootLayer: CALayer {
        var layer = self
        var steps = 0
        while let parent = layer.superlayer, steps < 10_000 { layer = parent; steps += 1 }
        return layer
    }

    @inline(never) func pointFromSuperviewsLayer(_ p: CGPoint) -> CGPoint? {
        guard let theirs = superviewsLayerSharingARoot() else { return nil }
        return convert(p, from: theirs)
    }

    @inline(never) func pointInSuperviewsLayer(_ p: CGPoint) -> CGPoint? {
        guard let theirs = superviewsLayerSharingARoot() else { return nil }
        return convert(p, to: theirs)
    }
}
