@_spi(TouchLab) import CoreGraphics
import Foundation

/// Several items that move as one (Apple, `UIDynamicItemGroup`, iOS 9):
/// "treat them as a single unit for the purpose of collisions … The
/// group's bounds rectangle is the rectangle that encloses all of the
/// contained dynamic items, and the center point of the group is the
/// center point of the bounds rectangle." The items cannot change after
/// the group is made (Apple); a group given to a group stands for its items.
///
/// In the world the group is one body with each item's shape where the
/// item is; when the animator moves and turns the group, each item is moved
/// and turned with it (its centre carried round the group's, its own turn
/// added to the group's).
open class UIDynamicItemGroup: NSObject, UIDynamicItem {
    /// The items of the group.
    public let items: [UIDynamicItem]
    /// Each item's centre from the group's centre, and its own angle, when the group was made.
    let placements: [(offset: CGPoint, angle: CGFloat)]
    private let size: CGSize
    private var origin: CGPoint
    private var angle: CGFloat = 0

    /// A group of `items` (a group among them stands for its own items).
    public init(items: [UIDynamicItem]) {
        let flat = items.flatMap { ($0 as? UIDynamicItemGroup)?.items ?? [$0] }
        self.items = flat
        let frames = flat.map(Self.frame(of:))
        let enclosing = frames.dropFirst().reduce(frames.first ?? .zero) { $0.union($1) }
        origin = CGPoint(x: enclosing.midX, y: enclosing.midY)
        size = enclosing.size
        placements = flat.map { (CGPoint(x: $0.center.x - enclosing.midX, y: $0.center.y - enclosing.midY), $0.rotationAngle) }
        super.init()
    }

    /// The rectangle that encloses an item as it is turned now.
    private static func frame(of item: UIDynamicItem) -> CGRect {
        let w = item.bounds.width, h = item.bounds.height
        return CGRect(x: -w / 2, y: -h / 2, width: w, height: h)
            .applying(CGAffineTransform(rotationAngle: item.rotationAngle))
            .offsetBy(dx: item.center.x, dy: item.center.y)
    }

    /// The centre of the enclosing rectangle; setting it moves every item.
    open var center: CGPoint {
        get { origin }
        set { origin = newValue; place() }
    }

    /// The enclosing rectangle's size, at the origin.
    open var bounds: CGRect { CGRect(origin: .zero, size: size) }

    /// The group's turn (a rotation); setting it turns every item about the group's centre.
    open var transform: CGAffineTransform {
        get { CGAffineTransform(rotationAngle: angle) }
        set { angle = atan2(newValue.b, newValue.a); place() }
    }

    /// The items' own shapes collide, not the enclosing rectangle.
    open var collisionBoundsType: UIDynamicItemCollisionBoundsType { .path }

    /// The enclosing rectangle, about the group's centre.
    open var collisionBoundingPath: UIBezierPath {
        UIBezierPath(rect: CGRect(x: -size.width / 2, y: -size.height / 2, width: size.width, height: size.height))
    }

    /// Puts every item where the group's centre and turn carry it.
    private func place() {
        let c = cos(angle), s = sin(angle)
        for (item, placement) in zip(items, placements) {
            let p = placement.offset
            item.center = CGPoint(x: origin.x + p.x * c - p.y * s, y: origin.y + p.x * s + p.y * c)
            item.transform = CGAffineTransform(rotationAngle: placement.angle + angle)
        }
    }
}
