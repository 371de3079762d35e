import Foundation
@_spi(TouchLab) import UIKit

/// One node of the layer tree the phone walks: a view's layer, made or not.
///
/// UIKit makes a view's layer on demand (`existingLayer`), and making every
/// view's layer to walk them costs 974 bytes a view, about three times a
/// plain view's own (PipelineAndBenchmarks, "The phone's picture"). So the
/// node is the view with its layer's values as drawn now — `position` (the
/// view's `center`), `anchorPoint`, `bounds`, `transform`, opacity,
/// background, corners, border, shadow: `presentationValues()`, the layer's
/// where it was made and the defaults where not, mid-animation the
/// presentation's (Behaviour §9) — and the layer's own properties read only
/// where the layer exists: its mask, its `sublayerTransform`, the layers
/// added to it. The view is the layer's contents provider (label text,
/// button title, image, `draw(_:)`'s backing store) and the subject of the
/// teaching marks (hairline, ghost, tag).
///
/// The values are read once, where the walk makes the node (its
/// superlayer's loop over `sublayers`), and every step that places, caches,
/// repairs or draws the layer reads them from here.
struct LayerNode {
    /// The view whose layer this is.
    let view: UIView
    /// The layer's values as drawn now.
    let shown: PresentationValues

    init(_ view: UIView) {
        self.view = view
        shown = view.presentationValues()
    }

    /// The node's identity: its layer's. One view, one layer (made on
    /// demand), so the view's identity stands for its layer's whether or
    /// not it was made — the layer cache and the repair's kept extents find
    /// a node by it.
    var id: ID { ID(view) }

    /// The object that holds the layer alive: for a view's layer, the view
    /// (the layer cache keeps a weak reference to it, and drops an entry
    /// whose owner went).
    var owner: AnyObject { view }

    /// A layer's identity in the tree the walk draws, whether or not the
    /// layer was made (`LayerNode.id`).
    struct ID: Hashable {
        let owner: ObjectIdentifier

        /// A view's layer's.
        init(_ view: UIView) { owner = ObjectIdentifier(view) }
    }

    /// The layer itself, where it was made.
    var layer: CALayer? { view.existingLayer }

    /// `isHidden`: a view's is its layer's.
    var isHidden: Bool { view.isHidden }

    /// `masksToBounds`: a view's `clipsToBounds` is its layer's.
    var masksToBounds: Bool { view.clipsToBounds }

    /// The layer's `mask`, where the layer was made (most views have none,
    /// and no layer: asked first, it is the only question asked then).
    var mask: CALayer? { view.layerMask }

    /// The sublayers in drawing order — subviews' layers and added layers
    /// in one list, `zPosition` first — or nil when that is the subviews as
    /// they stand (no layer added, no `zPosition` set: the fast path).
    var sublayers: [ViewLayerItem]? { view.drawingOrder }

    /// Whether the layer or its sublayers are placed through a projection
    /// (a 3D transform, a `sublayerTransform`): the layer cache and the
    /// repair leave such a subtree to the walk.
    var drawsInPerspective: Bool { view.drawsInPerspective }

    /// The layer's `sublayerTransform` about its anchor point, which places
    /// each of its sublayers (nil for none: most layers).
    var sublayerProjection: CATransform3D? { view.sublayerProjection }

    /// Whether the layer's affine transform, as drawn now, moves it.
    var isTransformed: Bool { !shown.transform.isIdentity }

    /// The layer's placement in its superlayer when it is not simply at its
    /// frame: turned or scaled about its anchor point, turned in 3D (a card
    /// flip), or placed by its superlayer's `sublayerTransform` (a
    /// perspective container); nil for most layers, drawn where their frame
    /// is (and for a transform that is not finite).
    func placement(under superlayerProjection: CATransform3D?) -> LayerPlacement? {
        let turned = isTransformed && shown.transform.a.isFinite && shown.transform.d.isFinite
        guard turned || shown.transform3D != nil || superlayerProjection != nil else { return nil }
        return LayerPlacement(bounds: shown.bounds, anchorPoint: shown.anchorPoint, position: shown.center,
                              transform: shown.transform3D ?? CATransform3DMakeAffineTransform(shown.transform),
                              superlayerProjection: superlayerProjection)
    }
}
