@_spi(TouchLab) import CoreGraphics
import Foundation

/// Where a layer tree paints, as a box: what the phone's name tags keep
/// clear of, so a tag never hides part of a control that draws itself (a
/// star of a rating, a switch's thumb). Presentation values: where it is drawn now.
extension CALayer {
    /// The box, in the superlayer's coordinates, of what this layer and its
    /// sublayers paint; null when they paint nothing (a bare container).
    func drawnBoundsInSuperlayer() -> CGRect {
        let shown = presentation() ?? self
        guard !shown.isHidden, shown.opacity > 0.01 else { return .null }
        let local = drawnBoundsInOwnCoordinates(shown)
        guard !local.isNull else { return .null }
        return local.applying(shown.transformToSuperlayer())
    }

    /// The same in this layer's own coordinates.
    func drawnBoundsInOwnCoordinates(_ shown: CALayer) -> CGRect {
        let b = shown.bounds
        var box = CGRect.null
        if (shown.backgroundColor?.alpha ?? 0) > 0 || shown.contents != nil || drawnContent != nil
            || (shown.borderWidth > 0 && (shown.borderColor?.alpha ?? 0) > 0) {
            box = b
        }
        box = box.union(shown.ownContentBounds())
        for sublayer in sublayersInDrawingOrder { box = box.union(sublayer.drawnBoundsInSuperlayer()) }
        if shown.masksToBounds { box = box.intersection(b) }
        return box
    }
}

extension UIView {
    /// Where the view paints content of its own, in its bounds' coordinates:
    /// the pixels its `draw(_:)` painted (placed by `contentMode`), an image
    /// view's image, the layers added to its layer. Nil for a view that
    /// paints only its background, border or text (its subviews are theirs).
    @_spi(TouchLab) public var selfDrawnContentBounds: CGRect? {
        let b = bounds
        var box = CGRect.null
        if let content = drawnContent, let ink = drawnInkBounds, content.size.width > 0, content.size.height > 0 {
            let placed = contentMode.rect(forContentOfSize: content.size, in: b)
            let sx = placed.width / content.size.width, sy = placed.height / content.size.height
            box = box.union(CGRect(x: placed.minX + ink.minX * sx, y: placed.minY + ink.minY * sy,
                                   width: ink.width * sx, height: ink.height * sy))
        }
        if let image = (self as? UIImageView)?.image, image.cgImage != nil {
            box = box.union(contentMode.rect(forContentOfSize: image.size, in: b))
        }
        if let layer = existingLayer {
            for sublayer in layer.sublayersInDrawingOrder { box = box.union(sublayer.drawnBoundsInSuperlayer()) }
        }
        if clipsToBounds { box = box.intersection(b) }
        return box.isNull || box.isEmpty ? nil : box
    }
}
