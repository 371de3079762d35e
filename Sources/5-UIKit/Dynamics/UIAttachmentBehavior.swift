import CBox2D
import Foundation

/// Ties an item to a point or to another item (Apple, `UIAttachmentBehavior`).
///
/// The kind is chosen when the behaviour is made, as on iOS:
/// - the initialisers make a **distance** attachment. With `frequency` 0
///   (the default) the tie is rigid: a rod of `length` (which starts as the
///   distance between the two ends), or, at length 0, a pin the item turns
///   about — a card held by a finger off its centre swings as it is dragged.
///   Above 0 it is a spring of that frequency (hertz) and damping ratio
///   `damping`. Moving `anchorPoint` moves the fixed end; it travels there
///   during the next step, so a pan handler that sets it to the finger drags
///   the item.
/// - `slidingAttachment`: the items (or the item and its anchor) move
///   against each other only along `axisOfTranslation`, never turning
///   against each other, within `attachmentRange` points (Box2D's prismatic joint).
/// - `limitAttachment`: "a maximum distance … as if they were connected by
///   a rope": closer is free, `length` is the most (a distance joint with
///   only an upper limit).
/// - `fixedAttachment`: the two items are fused at the anchor (a weld).
/// - `pinAttachment`: the two items turn independently about the anchor,
///   within `attachmentRange` radians, against `frictionTorque` (a revolute
///   joint with a motor held at speed 0).
open class UIAttachmentBehavior: UIDynamicBehavior {
    /// What the item is attached to.
    public enum AttachmentType: Int, Sendable {
        /// Another item.
        case items
        /// A point.
        case anchor
    }

    /// The joint the attachment is, chosen when it is made.
    private enum Kind {
        case distance, limit, fixed, pin
        case sliding(axis: CGVector)
    }

    /// The attached item (and the item it is attached to).
    open private(set) var items: [UIDynamicItem]
    /// An anchor or another item.
    public let attachedBehaviorType: AttachmentType
    /// The fixed end of an attachment to a point, or the point where sliding, fixed and pin attachments join their items.
    open var anchorPoint: CGPoint { didSet { changed() } }
    /// The distance the attachment keeps between its ends (a limit attachment's most).
    open var length: CGFloat { didSet { changed() } }
    /// The spring's damping ratio (with a frequency above 0).
    open var damping: CGFloat = 0 { didSet { changed() } }
    /// The spring's frequency in hertz; 0 makes the attachment rigid.
    open var frequency: CGFloat = 0 { didSet { changed() } }
    /// How far a sliding attachment slides (points) or a pin attachment turns (radians); unlimited by default (Apple).
    open var attachmentRange: UIFloatRange = .infinite { didSet { changed() } }
    /// The torque a pin attachment's turning must overcome, in UIKit Newtons × points; 0 (the default) turns freely.
    open var frictionTorque: CGFloat = 0 { didSet { changed() } }
    private let offsets: [UIOffset]
    private let kind: Kind

    private init(kind: Kind, type: AttachmentType, items: [UIDynamicItem], offsets: [UIOffset], anchor: CGPoint) {
        self.kind = kind
        attachedBehaviorType = type
        self.items = items
        self.offsets = offsets
        anchorPoint = anchor
        let a = Self.point(of: items[0], at: offsets[0])
        let b = items.count > 1 ? Self.point(of: items[1], at: offsets[1]) : anchor
        length = hypot(a.x - b.x, a.y - b.y)
        super.init()
    }

    /// `item`'s centre attached to `point`.
    public convenience init(item: UIDynamicItem, attachedToAnchor point: CGPoint) {
        self.init(item: item, offsetFromCenter: .zero, attachedToAnchor: point)
    }

    /// The point `offset` from `item`'s centre attached to `point`.
    public convenience init(item: UIDynamicItem, offsetFromCenter offset: UIOffset, attachedToAnchor point: CGPoint) {
        self.init(kind: .distance, type: .anchor, items: [item], offsets: [offset], anchor: point)
    }

    /// Two items' centres attached to each other.
    public convenience init(item item1: UIDynamicItem, attachedTo item2: UIDynamicItem) {
        self.init(item: item1, offsetFromCenter: .zero, attachedTo: item2, offsetFromCenter: .zero)
    }

    /// Points of two items attached to each other.
    public convenience init(item item1: UIDynamicItem, offsetFromCenter offset1: UIOffset,
                            attachedTo item2: UIDynamicItem, offsetFromCenter offset2: UIOffset) {
        self.init(kind: .distance, type: .items, items: [item1, item2], offsets: [offset1, offset2], anchor: .zero)
    }

    /// Two items that slide against each other only along `axis`, joined at `point` (iOS 9).
    open class func slidingAttachment(with item1: UIDynamicItem, attachedTo item2: UIDynamicItem,
                                      attachmentAnchor point: CGPoint, axisOfTranslation axis: CGVector) -> UIAttachmentBehavior {
        UIAttachmentBehavior(kind: .sliding(axis: axis), type: .items, items: [item1, item2], offsets: [.zero, .zero], anchor: point)
    }

    /// An item that slides only along `axis` through `point`, without turning (iOS 9).
    open class func slidingAttachment(with item: UIDynamicItem, attachmentAnchor point: CGPoint,
                                      axisOfTranslation axis: CGVector) -> UIAttachmentBehavior {
        UIAttachmentBehavior(kind: .sliding(axis: axis), type: .anchor, items: [item], offsets: [.zero], anchor: point)
    }

    /// Two items held no further apart than they are now, as if by a rope between the two points (iOS 9).
    open class func limitAttachment(with item1: UIDynamicItem, offsetFromCenter offset1: UIOffset,
                                    attachedTo item2: UIDynamicItem, offsetFromCenter offset2: UIOffset) -> UIAttachmentBehavior {
        UIAttachmentBehavior(kind: .limit, type: .items, items: [item1, item2], offsets: [offset1, offset2], anchor: .zero)
    }

    /// Two items fused together at `point` (iOS 9).
    open class func fixedAttachment(with item1: UIDynamicItem, attachedTo item2: UIDynamicItem,
                                    attachmentAnchor point: CGPoint) -> UIAttachmentBehavior {
        UIAttachmentBehavior(kind: .fixed, type: .items, items: [item1, item2], offsets: [.zero, .zero], anchor: point)
    }

    /// Two items that turn independently about `point` (iOS 9).
    open class func pinAttachment(with item1: UIDynamicItem, attachedTo item2: UIDynamicItem,
                                  attachmentAnchor point: CGPoint) -> UIAttachmentBehavior {
        UIAttachmentBehavior(kind: .pin, type: .items, items: [item1, item2], offsets: [.zero, .zero], anchor: point)
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
        if case .distance = kind, let builtAsPin, builtAsPin != isPin { world.dropConstraint(for: self) }
        let constraint = world.constraint(for: self) { make(in: world, bodies) }
        if attachedBehaviorType == .anchor {
            let (x, y) = DynamicsWorld.metres(anchorPoint)
            tl_body_set_anchor_target(constraint.anchors[0], x, y)
        }
        let joint = constraint.joints[0]
        let range = attachmentRange
        switch kind {
        case .distance:
            builtAsPin = isPin
            if !isPin {
                tl_joint_set_distance(joint, max(DynamicsWorld.metres(length), 0.005), Double(frequency), Double(damping))
            }
        case .limit:
            tl_joint_set_rope(joint, max(DynamicsWorld.metres(length), 0.005))
        case .fixed:
            break
        case .pin:
            tl_joint_set_pin_limits(joint, range.isInfinite ? 0 : 1, Double(range.minimum), Double(range.maximum),
                                    DynamicsWorld.metres(frictionTorque))
        case .sliding:
            tl_joint_set_slider_limits(joint, range.isInfinite ? 0 : 1,
                                       DynamicsWorld.metres(range.minimum), DynamicsWorld.metres(range.maximum))
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
        let (ax, ay) = DynamicsWorld.metres(anchorPoint)
        let joint: OpaquePointer
        switch kind {
        case .distance where isPin:
            joint = tl_joint_create_pin(world.handle, other, bodies[0].handle, end1.x, end1.y)!
        case .distance, .limit:
            joint = tl_joint_create_distance(world.handle, other, end2.x, end2.y, bodies[0].handle, end1.x, end1.y,
                                             max(DynamicsWorld.metres(length), 0.005), Double(frequency), Double(damping))!
        case .fixed:
            joint = tl_joint_create_weld(world.handle, other, bodies[0].handle, ax, ay)!
        case .pin:
            joint = tl_joint_create_pin(world.handle, other, bodies[0].handle, ax, ay)!
        case .sliding(let axis):
            joint = tl_joint_create_slider(world.handle, other, bodies[0].handle, ax, ay, Double(axis.dx), Double(axis.dy))!
        }
        return DynamicsConstraint(joints: [joint], anchors: anchors, items: ids)
    }
}
