import CBox2D
import Foundation

/// Ties an item to a point or to another item (Apple, `UIAttachmentBehavior`).
///
/// With `frequency` 0 (the default) the tie is rigid: a rod of `length`
/// (which starts as the distance between the two ends when the behaviour is
/// made), or, at length 0, a pin the item turns about — a card held by a
/// finger off its centre swings as it is dragged. Above 0 it is a spring of
/// that frequency (hertz) and damping ratio `damping`. Moving
/// `anchorPoint` moves the tie's fixed end; it travels there during the
/// next step, so a pan handler that sets it to the finger drags the item.
open class UIAttachmentBehavior: UIDynamicBehavior {
    /// What the item is attached to.
    public enum AttachmentType: Int, Sendable {
        /// Another item.
        case items
        /// A point.
        case anchor
    }

    /// The attached item (and the item it is attached to).
    open private(set) var items: [UIDynamicItem]
    /// An anchor or another item.
    public let attachedBehaviorType: AttachmentType
    /// The fixed end of an attachment to a point, in the reference view's coordinates.
    open var anchorPoint: CGPoint { didSet { changed() } }
    /// The distance the attachment keeps between its ends.
    open var length: CGFloat { didSet { changed() } }
    /// The spring's damping ratio (with a frequency above 0).
    open var damping: CGFloat = 0 { didSet { changed() } }
    /// The spring's frequency in hertz; 0 makes the attachment rigid.
    open var frequency: CGFloat = 0 { didSet { changed() } }
    private let offsets: [UIOffset]

    /// `item`'s centre attached to `point`.
    public convenience init(item: UIDynamicItem, attachedToAnchor point: CGPoint) {
        self.init(item: item, offsetFromCenter: .zero, attachedToAnchor: point)
    }

    /// The point `offset` from `item`'s centre attached to `point`.
    public init(item: UIDynamicItem, offsetFromCenter offset: UIOffset, attachedToAnchor point: CGPoint) {
        items = [item]
        attachedBehaviorType = .anchor
        anchorPoint = point
        offsets = [offset]
        let end = Self.point(of: item, at: offset)
        length = hypot(end.x - point.x, end.y - point.y)
        super.init()
    }

    /// Two items' centres attached to each other.
    public convenience init(item item1: UIDynamicItem, attachedTo item2: UIDynamicItem) {
        self.init(item: item1, offsetFromCenter: .zero, attachedTo: item2, offsetFromCenter: .zero)
    }

    /// Points of two items attached to each other.
    public init(item item1: UIDynamicItem, offsetFromCenter offset1: UIOffset,
                attachedTo item2: UIDynamicItem, offsetFromCenter offset2: UIOffset) {
        items = [item1, item2]
        attachedBehaviorType = .items
        anchorPoint = .zero
        offsets = [offset1, offset2]
        let a = Self.point(of: item1, at: offset1), b = Self.point(of: item2, at: offset2)
        length = hypot(a.x - b.x, a.y - b.y)
        super.init()
    }

    /// Where `offset` from the item's centre is now, turned with the item.
    private static func point(of item: UIDynamicItem, at offset: UIOffset) -> CGPoint {
        let a = item.rotationAngle
        return CGPoint(x: item.center.x + offset.horizontal * cos(a) - offset.vertical * sin(a),
                       y: item.center.y + offset.horizontal * sin(a) + offset.vertical * cos(a))
    }

    override var dynamicItems: [UIDynamicItem] { items }

    /// Below half a point a rod is a pin (Box2D's distance joints need a length).
    private var isPin: Bool { frequency <= 0 && length < 0.5 }
    private var builtAsPin: Bool?

    override func prepare(in world: DynamicsWorld, dt: Double) {
        let bodies = items.compactMap { world.body(for: $0) }
        guard bodies.count == items.count else { return }
        if let builtAsPin, builtAsPin != isPin { world.dropConstraint(for: self) }
        let constraint = world.constraint(for: self) { make(in: world, bodies) }
        builtAsPin = isPin
        if attachedBehaviorType == .anchor {
            let (x, y) = DynamicsWorld.metres(anchorPoint)
            tl_body_set_anchor_target(constraint.anchors[0], x, y)
        }
        if !isPin {
            tl_joint_set_distance(constraint.joints[0], max(DynamicsWorld.metres(length), 0.005),
                                  Double(frequency), Double(damping))
        }
    }

    private func make(in world: DynamicsWorld, _ bodies: [DynamicBody]) -> DynamicsConstraint {
        let ids = Set(items.map(ObjectIdentifier.init))
        let end1 = bodies[0].worldPoint(offsetFromCenter: offsets[0])
        let other: OpaquePointer, end2: (x: Double, y: Double), anchors: [OpaquePointer]
        if attachedBehaviorType == .anchor {
            end2 = DynamicsWorld.metres(anchorPoint)
            other = tl_body_create_anchor(world.handle, end2.x, end2.y)!
            anchors = [other]
        } else {
            end2 = bodies[1].worldPoint(offsetFromCenter: offsets[1])
            other = bodies[1].handle
            anchors = []
        }
        let joint: OpaquePointer
        if isPin {
            joint = tl_joint_create_pin(world.handle, other, bodies[0].handle, end1.x, end1.y)!
        } else {
            joint = tl_joint_create_distance(world.handle, other, end2.x, end2.y, bodies[0].handle, end1.x, end1.y,
                                             max(DynamicsWorld.metres(length), 0.005), Double(frequency), Double(damping))!
        }
        return DynamicsConstraint(joints: [joint], anchors: anchors, items: ids)
    }
}
