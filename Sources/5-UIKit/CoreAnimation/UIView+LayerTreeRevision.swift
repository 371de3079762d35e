import Foundation

/// What a compositor that keeps a view's subtree as pixels needs to know to
/// keep them: a fingerprint that changes whenever anything the subtree's
/// layers show changes, and whether an animation is moving any of it now.
///
/// Core Animation keeps a rasterised layer's pixels "until the layer or its
/// sublayers change" (Apple, `CALayer.shouldRasterize`: "the layer is
/// rendered as a bitmap in its local coordinate space and then composited
/// to the destination"; the cache is invalidated when the layer's content
/// changes). Here every change a view's layer shows reaches
/// `setNeedsRedraw()` (its properties, the layers added to it via
/// `layerChanged()`, its `draw(_:)` bitmap), which counts it in
/// `drawingRevision`.
extension UIView {
    /// A hash of the subtree's drawing revisions and its shape (which
    /// subviews, in which order): equal fingerprints, the same picture
    /// (given the same place on the screen). Nil while an animation moves
    /// anything in it — a view's own animations or those of layers added to
    /// it — since the picture then changes with the clock, not with a revision.
    @_spi(TouchLab) public var stillLayerTreeFingerprint: Int? {
        var hasher = Hasher()
        var stack: [UIView] = [self]
        var steps = 0
        while let view = stack.popLast() {
            steps += 1
            guard steps < 100_000, !view.hasRunningAnimations else { return nil }
            if let layer = view.existingLayer, layer.sublayerTreeIsAnimating { return nil }
            hasher.combine(ObjectIdentifier(view))
            hasher.combine(view.drawingRevision)
            hasher.combine(view.subviews.count)
            stack.append(contentsOf: view.subviews)
        }
        return hasher.finalize()
    }
}

extension UIView {
    /// Whether an animation moves this view or a layer added to its layer now (not its subviews).
    @_spi(TouchLab) public var isAnimatingItsLayers: Bool {
        hasRunningAnimations || existingLayer?.sublayerTreeIsAnimating == true
    }
}

extension CALayer {
    /// Whether any layer added below this one (not the layers of subviews) is animating.
    var sublayerTreeIsAnimating: Bool {
        var stack = _sublayers
        var steps = 0
        while let layer = stack.popLast() {
            steps += 1
            if steps > 100_000 { return true }
            if layer.delegate != nil { continue }   // a subview's layer: the walk over views reaches it
            if !layer.layerAnimations.isEmpty { return true }
            if let mask = layer.mask, !mask.layerAnimations.isEmpty { return true }
            stack.append(contentsOf: layer._sublayers)
        }
        return mask.map { !$0.layerAnimations.isEmpty } ?? false
    }
}

extension UIView {
    /// How far past `selfDrawnContentBounds` the layers added to this view's
    /// layer may paint, in points: their shadows (blurred over twice
    /// `shadowRadius`, moved by `shadowOffset`) and shape layers' miter
    /// joins. Nil where that is not known (a replicator's copies).
    @_spi(TouchLab) public var addedLayersPaintMargin: CGFloat? {
        var margin: CGFloat = 0
        var stack = existingLayer?._sublayers ?? []
        var steps = 0
        while let layer = stack.popLast() {
            steps += 1
            if steps > 100_000 || layer is CAReplicatorLayer { return nil }
            if layer.delegate != nil { continue }
            let shown = layer.presentation() ?? layer
            if shown.shadowOpacity > 0 {
                margin = max(margin, 3 * shown.shadowRadius + abs(shown.shadowOffset.width) + abs(shown.shadowOffset.height))
            }
            if let shape = layer as? CAShapeLayer { margin = max(margin, shape.lineWidth * max(1, shape.miterLimit) / 2) }
            if let mask = layer.mask { stack.append(mask) }
            stack.append(contentsOf: layer._sublayers)
        }
        return margin
    }
}
