import Foundation
@_spi(TouchLab) import UIKit

/// Maps the root view's coordinates to device pixels on the canvas.
///
///     device = origin + scale × (p − rootBounds.origin)
///
/// Points in the root's coordinates are what the trace reports for a window
/// (`touch.location(in: nil)`), so the same transform places views, touches
/// and hit-test points. Renderers scale coordinates, never the Cairo context:
/// text and line widths stay in device pixels.
public struct SceneTransform: Sendable {
    /// Where the root's `bounds.origin` lands on the canvas.
    public var origin: CGPoint
    public var scale: CGFloat
    public var rootBoundsOrigin: CGPoint

    public init(origin: CGPoint = .zero, scale: CGFloat = 1, rootBoundsOrigin: CGPoint = .zero) {
        self.origin = origin; self.scale = scale; self.rootBoundsOrigin = rootBoundsOrigin
    }

    public func toDevice(_ p: CGPoint) -> CGPoint {
        CGPoint(x: origin.x + scale * (p.x - rootBoundsOrigin.x), y: origin.y + scale * (p.y - rootBoundsOrigin.y))
    }

    public func toDevice(_ r: CGRect) -> CGRect {
        let p = toDevice(r.origin)
        return CGRect(x: p.x, y: p.y, width: r.width * scale, height: r.height * scale)
    }

    /// Device pixels back to the root's coordinates (where a click on the phone lands).
    public func toScene(_ p: CGPoint) -> CGPoint {
        guard scale != 0 else { return rootBoundsOrigin }
        return CGPoint(x: (p.x - origin.x) / scale + rootBoundsOrigin.x, y: (p.y - origin.y) / scale + rootBoundsOrigin.y)
    }
}

extension UIView {
    /// This view's bounds in `root`'s coordinates, or nil if `root` is not an
    /// ancestor (or the view itself). Walks up with UIKit's rule: a point `p`
    /// in a view is at `frame.origin + p − bounds.origin` in its superview.
    func rectInRoot(_ root: UIView) -> CGRect? {
        var origin = bounds.origin
        var view = self
        var steps = 0
        var transformed = false
        while view !== root {
            guard let parent = view.superview, steps < 10_000 else { return nil }
            let f = view.frame, b = view.bounds
            origin = CGPoint(x: f.origin.x + origin.x - b.origin.x, y: f.origin.y + origin.y - b.origin.y)
            transformed = transformed || !view.transform.isIdentity
            view = parent
            steps += 1
        }
        // Under a transform (a zoomed scroll view's content, a scaled card),
        // the box around the transformed bounds, as UIKit converts it.
        if transformed { return convert(bounds, to: root) }
        return CGRect(origin: origin, size: bounds.size)
    }
}
