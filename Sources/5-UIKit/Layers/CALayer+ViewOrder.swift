import Foundation

/// One order for a view's sublayers and its subviews. On iOS a view's
/// subviews' layers are sublayers of its layer, in the same `sublayers`
/// array as the layers code adds (Apple, *Core Animation Programming Guide*,
/// "Layers Can Be Embedded in Views": "the layer tree mirrors the view
/// hierarchy"; `CALayer.insertSublayer(_:below:)`): a layer added after a
/// subview draws over it, one inserted below a subview's layer draws under
/// that subview, and `zPosition` orders all of them.
///
/// A view's layer keeps that one list (`sharedOrder`) only once a layer is
/// added to it; until then its subviews are its sublayers, in order, and
/// nothing is kept (most views never have a layer of their own added).
/// The view keeps it current as subviews come, go and move: a subview goes
/// just below the subview after it in `subviews`, or on top if it is last.
extension CALayer {
    /// The sublayers as iOS lists them: for a view's layer, its added layers
    /// and its subviews' layers in one back-to-front list.
    var orderedSublayers: [CALayer] {
        guard let view = delegate else { return _sublayers }
        return sharedOrder ?? view.subviews.map(\.layer)
    }
}

/// A thing drawn in a view, in drawing order: a subview or a layer added to the view's layer.
@_spi(TouchLab) public enum ViewLayerItem {
    /// A subview, drawn with its subtree.
    case subview(UIView)
    /// A layer added to the view's layer, drawn with its sublayers.
    case layer(CALayer)
}

extension UIView {
    /// The subviews and added layers in drawing order (`zPosition` first,
    /// then the one list); nil when that is `subviews` as they stand — no
    /// layer added, no `zPosition` set (the phone's fast path).
    @_spi(TouchLab) public var drawingOrder: [ViewLayerItem]? {
        if let order = existingLayer?.sharedOrder {
            let items = order.map { l -> ViewLayerItem in
                if let v = l.delegate, v.superview === self { return .subview(v) }
                return .layer(l)
            }
            guard order.contains(where: { $0.zPosition != 0 }) else { return items }
            return zip(order, items).enumerated().sorted { ($0.element.0.zPosition, $0.offset) < ($1.element.0.zPosition, $1.offset) }
                .map(\.element.1)
        }
        guard subviews.contains(where: { ($0.existingLayer?.zPosition ?? 0) != 0 }) else { return nil }
        return subviews.enumerated().sorted { ($0.element.existingLayer?.zPosition ?? 0, $0.offset) < ($1.element.existingLayer?.zPosition ?? 0, $1.offset) }
            .map { .subview($0.element) }
    }

    /// A subview was inserted or moved to `index` of `subviews`: its layer goes
    /// just below the next subview's layer, or on top if it is the last.
    func subviewLayerMoved(_ view: UIView, to index: Int) {
        takeBackHeldLayer(of: view)
        guard let layer = existingLayer, var order = layer.sharedOrder else { return }
        order.removeAll { $0 === view.layer }
        if index + 1 < subviews.count, let next = order.firstIndex(where: { $0 === subviews[index + 1].layer }) {
            order.insert(view.layer, at: next)
        } else {
            order.append(view.layer)
        }
        layer.sharedOrder = order
    }

    /// `sendSubviewToBack`: the layer goes under every sublayer, as iOS moves it to index 0.
    func subviewLayerSentToBack(_ view: UIView) {
        takeBackHeldLayer(of: view)
        guard let layer = existingLayer, var order = layer.sharedOrder else { return }
        order.removeAll { $0 === view.layer }
        order.insert(view.layer, at: 0)
        layer.sharedOrder = order
    }

    /// A subview's layer held by a layer of its own (`holder.addSublayer(view.layer)`) comes back when
    /// the view is added or moved among the subviews: a subview's layer is its superview's layer's
    /// sublayer (Behaviour §13), drawn and touched there — not in the holder as well.
    private func takeBackHeldLayer(of view: UIView) {
        if let held = view.existingLayer, held.isViewLayerHeldByALayer, held._superlayer != nil { held.removeFromSuperlayer() }
    }

    /// A subview left: its layer leaves the list.
    func subviewLayerRemoved(_ view: UIView) {
        existingLayer?.sharedOrder?.removeAll { $0 === view.existingLayer }
    }
}
