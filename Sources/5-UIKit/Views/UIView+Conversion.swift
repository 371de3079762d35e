import Foundation

/// Converting between coordinate systems.
///
/// A point `p` in a view's own coordinates is at
/// `frame.origin + (p - bounds.origin)` in its superview's. Conversions walk
/// up to the common root and back down; `nil` means the window's coordinates.
extension UIView {
    /// One step up: from this view's coordinates to its superview's.
    @inlinable func pointInSuperview(_ p: CGPoint) -> CGPoint {
        let f = frame, b = bounds
        return CGPoint(x: f.origin.x + p.x - b.origin.x, y: f.origin.y + p.y - b.origin.y)
    }

    /// One step down: from the superview's coordinates to this view's — what
    /// hit-testing does at every level.
    @inlinable func pointFromSuperview(_ p: CGPoint) -> CGPoint {
        let f = frame, b = bounds
        return CGPoint(x: p.x - f.origin.x + b.origin.x, y: p.y - f.origin.y + b.origin.y)
    }

    /// The point in the coordinates of the topmost ancestor's container
    /// (for a view in a window: the window's frame space, i.e. the screen).
    func pointInRootSpace(_ p: CGPoint) -> (CGPoint, UIView) {
        var point = p
        var view = self
        while true {
            point = view.pointInSuperview(point)
            guard let s = view.superview else { return (point, view) }
            view = s
        }
    }

    func pointFromRootSpace(_ p: CGPoint) -> CGPoint {
        var chain: [UIView] = []
        var v: UIView? = self
        while let current = v { chain.append(current); v = current.superview }
        var point = p
        for view in chain.reversed() { point = view.pointFromSuperview(point) }
        return point
    }

    public func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
        let (root, top) = pointInRootSpace(point)
        guard let target = view ?? top as? UIWindow ?? window else {
            return top.pointFromSuperview(root)
        }
        return target.pointFromRootSpace(root)
    }

    public func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
        guard let source = view ?? window else { return point }
        let (root, _) = source.pointInRootSpace(point)
        return pointFromRootSpace(root)
    }

    public func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
        CGRect(origin: convert(rect.origin, to: view), size: rect.size)
    }

    public func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
        CGRect(origin: convert(rect.origin, from: view), size: rect.size)
    }
}
