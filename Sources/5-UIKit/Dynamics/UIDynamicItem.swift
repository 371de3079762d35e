@_spi(TouchLab) import CoreGraphics
import Foundation

/// What a dynamic animator moves: a centre, a size and a rotation (Apple,
/// `UIDynamicItem`). The animator reads `bounds` once, when the item enters
/// its world, and writes `center` and `transform` — a plain rotation, as
/// UIKit does — after every step. Views are items; so is any object of your
/// own with these three properties.
public protocol UIDynamicItem: NSObjectProtocol {
    /// The item's centre, in the reference view's coordinates (for a view: its superview's, which should be the reference view).
    var center: CGPoint { get set }
    /// The item's size; only the size counts.
    var bounds: CGRect { get }
    /// The item's rotation; the animator sets a pure rotation here.
    var transform: CGAffineTransform { get set }
    /// The shape collisions see (Apple: `.rectangle` unless the item says otherwise).
    var collisionBoundsType: UIDynamicItem.CollisionBoundsType { get }
    /// With `.path`: a convex path around the item's centre (Apple: "The path must represent a convex polygon").
    var collisionBoundingPath: UIBezierPath { get }
}

extension UIDynamicItem {
    /// The shape collisions see (Apple: `.rectangle` unless the item says otherwise).
    public var collisionBoundsType: UIDynamicItem.CollisionBoundsType { .rectangle }
    /// A rectangle of the item's bounds, centred on its centre.
    public var collisionBoundingPath: UIBezierPath {
        UIBezierPath(rect: CGRect(x: -bounds.width / 2, y: -bounds.height / 2, width: bounds.width, height: bounds.height))
    }
}

/// The shapes a dynamic item can collide as (Apple, `UIDynamicItemCollisionBoundsType`).
public enum UIDynamicItemCollisionBoundsType: UInt, Sendable {
    /// The item's bounds.
    case rectangle
    /// The ellipse inside the item's bounds.
    case ellipse
    /// The item's `collisionBoundingPath`.
    case path
}

extension UIDynamicItem {
    /// `UIDynamicItem.CollisionBoundsType`, as Swift code on iOS spells it.
    public typealias CollisionBoundsType = UIDynamicItemCollisionBoundsType
}

extension UIView: UIDynamicItem {}

extension UIDynamicItem {
    /// The rotation angle of the item's transform (radians, clockwise on screen).
    var rotationAngle: CGFloat { atan2(transform.b, transform.a) }
}
