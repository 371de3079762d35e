@_spi(TouchLab) import CoreGraphics
import Foundation

/// Makes its items collide with each other and with boundaries (Apple,
/// `UICollisionBehavior`): the reference view's bounds
/// (`translatesReferenceBoundsIntoBoundary`, optionally inset), lines and
/// paths with identifiers. Items collide only with items of the same
/// collision behaviour (and only when `collisionMode` has `.items`), and
/// with its boundaries (`.boundaries`). The delegate hears each contact
/// begin and end; the reference bounds' identifier is nil (Apple).
///
/// Box2D's collision filter has 16 bits, two per behaviour: the first eight
/// collision behaviours of an animator collide, later ones do not.
open class UICollisionBehavior: UIDynamicBehavior {
    /// What the items collide with.
    public struct Mode: OptionSet, Sendable {
        /// The mode's bits.
        public let rawValue: UInt
        /// Makes a mode from its raw bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// The other items of the behaviour.
        public static let items = Mode(rawValue: 1 << 0)
        /// The behaviour's boundaries.
        public static let boundaries = Mode(rawValue: 1 << 1)
        /// Both (the default).
        public static let everything: Mode = [.items, .boundaries]
    }

    /// The items that collide.
    open var items: [UIDynamicItem] { itemList.items }
    private var itemList: DynamicItemList
    /// What they collide with.
    open var collisionMode: Mode = .everything { didSet { changed() } }
    /// Whether the reference view's bounds are a boundary.
    open var translatesReferenceBoundsIntoBoundary = false { didSet { changed() } }
    private var referenceInsets = UIEdgeInsets.zero
    private var boundaries: [(identifier: NSCopying, path: UIBezierPath)] = []
    /// Told when contacts begin and end.
    open weak var collisionDelegate: UICollisionBehaviorDelegate?

    /// A collision behaviour for `items`, with no boundary.
    public init(items: [UIDynamicItem]) {
        itemList = DynamicItemList(items)
        super.init()
    }

    /// Adds an item.
    open func addItem(_ item: UIDynamicItem) { if itemList.add(item) { changed() } }

    /// Removes an item.
    open func removeItem(_ item: UIDynamicItem) { if itemList.remove(item) { changed() } }

    /// The reference view's bounds, inset by `insets`, become a boundary.
    open func setTranslatesReferenceBoundsIntoBoundary(with insets: UIEdgeInsets) {
        referenceInsets = insets
        translatesReferenceBoundsIntoBoundary = true
    }

    /// A boundary along `bezierPath` (its outline, each subpath a chain of edges).
    open func addBoundary(withIdentifier identifier: NSCopying, for bezierPath: UIBezierPath) {
        removeBoundary(withIdentifier: identifier)
        boundaries.append((identifier, bezierPath))
        changed()
    }

    /// A boundary along the line from `p1` to `p2`.
    open func addBoundary(withIdentifier identifier: NSCopying, from p1: CGPoint, to p2: CGPoint) {
        let path = UIBezierPath()
        path.move(to: p1)
        path.addLine(to: p2)
        addBoundary(withIdentifier: identifier, for: path)
    }

    /// The path of the boundary with that identifier.
    open func boundary(withIdentifier identifier: NSCopying) -> UIBezierPath? {
        boundaries.first { Self.sameIdentifier($0.identifier, identifier) }?.path
    }

    /// Removes the boundary with that identifier.
    open func removeBoundary(withIdentifier identifier: NSCopying) {
        let before = boundaries.count
        boundaries.removeAll { Self.sameIdentifier($0.identifier, identifier) }
        if boundaries.count != before { changed() }
    }

    /// Removes every boundary with an identifier (not the reference bounds).
    open func removeAllBoundaries() {
        boundaries = []
        changed()
    }

    /// The boundaries' identifiers, in the order they were added; nil with none (Apple).
    open var boundaryIdentifiers: [NSCopying]? { boundaries.isEmpty ? nil : boundaries.map(\.identifier) }

    /// Whether two identifiers name the same boundary (strings by their text, objects by `isEqual`).
    static func sameIdentifier(_ a: NSCopying?, _ b: NSCopying?) -> Bool {
        switch (a, b) {
        case (nil, nil): return true
        case let (a?, b?):
            // "floor" as NSCopying, "floor" as NSString and NSString(string: "floor") name one boundary.
            if let a = a as? String, let b = b as? String { return a == b }
            return (a as? NSObject)?.isEqual(b) ?? false
        default: return false
        }
    }

    override var dynamicItems: [UIDynamicItem] { items }

    /// The boundaries as the world builds them: edges in the reference view's coordinates.
    func boundaryShape(category: UInt16, mask: UInt16) -> BoundaryShape {
        var edges: [BoundaryShape.Edge] = []
        if translatesReferenceBoundsIntoBoundary, let view = dynamicAnimator?.referenceView {
            let r = view.bounds.inset(by: referenceInsets)
            edges.append(.init(points: [CGPoint(x: r.minX, y: r.minY), CGPoint(x: r.maxX, y: r.minY),
                                        CGPoint(x: r.maxX, y: r.maxY), CGPoint(x: r.minX, y: r.maxY)],
                               closed: true, identifier: nil))
        }
        for boundary in boundaries {
            for polygon in boundary.path.cgPath.flattened() where polygon.points.count >= 2 {
                edges.append(.init(points: polygon.points, closed: polygon.closed, identifier: boundary.identifier))
            }
        }
        return BoundaryShape(edges: edges, category: category, mask: mask)
    }

    /// Tells the delegate of the contacts that concern this behaviour.
    func report(_ contacts: [DynamicsContact]) {
        guard let delegate = collisionDelegate else { return }
        for contact in contacts {
            switch (contact.a, contact.b) {
            case let (.item(a), .item(b)):
                guard collisionMode.contains(.items), items.containsItem(a), items.containsItem(b) else { continue }
                if contact.began {
                    delegate.collisionBehavior(self, beganContactFor: a, with: b, at: contact.point)
                } else {
                    delegate.collisionBehavior(self, endedContactFor: a, with: b)
                }
            case let (.item(item), .boundary(owner, identifier)), let (.boundary(owner, identifier), .item(item)):
                guard owner === self else { continue }
                if contact.began {
                    delegate.collisionBehavior(self, beganContactFor: item, withBoundaryIdentifier: identifier, at: contact.point)
                } else {
                    delegate.collisionBehavior(self, endedContactFor: item, withBoundaryIdentifier: identifier)
                }
            default:
                continue
            }
        }
    }
}

/// What a collision behaviour tells its delegate (Apple, `UICollisionBehaviorDelegate`; every method optional).
public protocol UICollisionBehaviorDelegate: AnyObject {
    /// Two items began to touch, at `p` in the reference view.
    func collisionBehavior(_ behavior: UICollisionBehavior, beganContactFor item1: UIDynamicItem,
                           with item2: UIDynamicItem, at p: CGPoint)
    /// Two items stopped touching.
    func collisionBehavior(_ behavior: UICollisionBehavior, endedContactFor item1: UIDynamicItem, with item2: UIDynamicItem)
    /// An item began to touch a boundary (nil: the reference bounds), at `p`.
    func collisionBehavior(_ behavior: UICollisionBehavior, beganContactFor item: UIDynamicItem,
                           withBoundaryIdentifier identifier: NSCopying?, at p: CGPoint)
    /// An item stopped touching a boundary.
    func collisionBehavior(_ behavior: UICollisionBehavior, endedContactFor item: UIDynamicItem,
                           withBoundaryIdentifier identifier: NSCopying?)
}

extension UICollisionBehaviorDelegate {
    /// Does nothing.
    public func collisionBehavior(_ behavior: UICollisionBehavior, beganContactFor item1: UIDynamicItem,
                                  with item2: UIDynamicItem, at p: CGPoint) {}
    /// Does nothing.
    public func collisionBehavior(_ behavior: UICollisionBehavior, endedContactFor item1: UIDynamicItem,
                                  with item2: UIDynamicItem) {}
    /// Does nothing.
    public func collisionBehavior(_ behavior: UICollisionBehavior, beganContactFor item: UIDynamicItem,
                                  withBoundaryIdentifier identifier: NSCopying?, at p: CGPoint) {}
    /// Does nothing.
    public func collisionBehavior(_ behavior: UICollisionBehavior, endedContactFor item: UIDynamicItem,
                                  withBoundaryIdentifier identifier: NSCopying?) {}
}
