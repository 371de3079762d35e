import CBox2D
@_spi(TouchLab) import CoreGraphics
import Foundation

/// Box2D's world under a `UIDynamicAnimator`, spoken to in points.
///
/// Scale: 100 points are one metre and UIKit's density is Box2D's (kg/m²),
/// so a 100 × 100 point view of density 1 weighs 1 kg. Then UIKit's units
/// are SI units: a push of magnitude 1 (Apple: it "accelerates at 100
/// points per second²" such a view) is 1 N, gravity of magnitude 1 (1000
/// points/s²) is 10 m/s², and an instantaneous push of magnitude 1 is an
/// impulse of 1 N·s (100 points/s to that view). Box2D's own tuning — its
/// solver's half-centimetre slop, its sleep thresholds of 1 point/s and
/// 2°/s held for half a second — then meets UI-sized objects at the sizes
/// it was made for (0.1 to 10 m).
///
///     behaviours ──sync──▶ bodies (one per item), joints, boundaries
///                ──prepare──▶ forces, joint targets ──step──▶ positions ──▶ items
final class DynamicsWorld {
    static let pointsPerMetre: Double = 100

    let handle: OpaquePointer
    private(set) var bodies: [ObjectIdentifier: DynamicBody] = [:]
    private var constraints: [ObjectIdentifier: DynamicsConstraint] = [:]
    private var boundaries: [ObjectIdentifier: BoundarySet] = [:]
    private var boundaryTags: [Int64: (behavior: UICollisionBehavior, identifier: NSCopying?)] = [:]
    private var nextTag: Int64 = 1

    init() { handle = tl_world_create() }

    deinit {
        // Joints go with their bodies; anchors and boundaries are bodies too.
        tl_world_destroy(handle)
    }

    // MARK: Units

    static func metres(_ points: CGFloat) -> Double { Double(points) / pointsPerMetre }
    static func metres(_ point: CGPoint) -> (Double, Double) { (metres(point.x), metres(point.y)) }
    static func points(_ metres: Double) -> CGFloat { CGFloat(metres * pointsPerMetre) }

    func body(for item: UIDynamicItem) -> DynamicBody? { bodies[ObjectIdentifier(item)] }

    // MARK: Keeping the world in step with the behaviours

    /// Makes a body for every item a behaviour moves and drops the rest (with
    /// the joints that held them), then gives each body the material of its
    /// item behaviours and the collision filter of its collision behaviours.
    func sync(behaviors: [UIDynamicBehavior]) {
        var wanted: [ObjectIdentifier: UIDynamicItem] = [:]
        for behavior in behaviors { for item in behavior.dynamicItems { wanted[ObjectIdentifier(item)] = item } }
        let present = Set(behaviors.map(ObjectIdentifier.init))

        for (key, constraint) in constraints where !present.contains(key) || !constraint.items.isSubset(of: wanted.keys) {
            destroy(constraint); constraints[key] = nil
        }
        for (key, set) in boundaries where !present.contains(key) {
            destroy(set); boundaries[key] = nil
        }
        for (key, body) in bodies where wanted[key] == nil {
            tl_body_destroy(handle, body.handle)
            bodies[key] = nil
        }
        for (key, item) in wanted where bodies[key] == nil {
            bodies[key] = makeBody(for: item)
        }

        var materials: [ObjectIdentifier: DynamicMaterial] = [:]
        for case let itemBehavior as UIDynamicItemBehavior in behaviors {
            for item in itemBehavior.items { materials[ObjectIdentifier(item)] = itemBehavior.material }
        }
        for (key, body) in bodies {
            let material = materials[key] ?? DynamicMaterial()
            if body.material != material {
                body.material = material
                tl_body_set_material(body.handle, material.density, material.friction, material.elasticity,
                                     material.resistance, material.angularResistance,
                                     material.allowsRotation ? 0 : 1, material.isAnchored ? 1 : 0)
            }
        }

        // Collision behaviour k owns filter bits 2k (its items) and 2k + 1 (its boundaries): Box2D
        // has 16, so eight collision behaviours collide; a ninth's items pass through everything.
        var filters: [ObjectIdentifier: (category: UInt16, mask: UInt16)] = [:]
        let collisions = behaviors.compactMap { $0 as? UICollisionBehavior }
        for (k, collision) in collisions.prefix(8).enumerated() {
            let itemBit = UInt16(1) << UInt16(2 * k), boundaryBit = UInt16(1) << UInt16(2 * k + 1)
            var mask: UInt16 = 0
            if collision.collisionMode.contains(.items) { mask |= itemBit }
            if collision.collisionMode.contains(.boundaries) { mask |= boundaryBit }
            for item in collision.items {
                var filter = filters[ObjectIdentifier(item)] ?? (0, 0)
                filter.category |= itemBit
                filter.mask |= mask
                filters[ObjectIdentifier(item)] = filter
            }
            syncBoundaries(of: collision, category: boundaryBit, mask: itemBit)
        }
        for collision in collisions.dropFirst(8) { syncBoundaries(of: collision, category: 0, mask: 0) }
        for (key, body) in bodies {
            let filter = filters[key] ?? (0, 0)
            tl_body_set_collision_filter(body.handle, filter.category, filter.mask)
        }
    }

    private func makeBody(for item: UIDynamicItem) -> DynamicBody {
        let tag = nextTag; nextTag += 1
        let (x, y) = Self.metres(item.center)
        let angle = Double(item.rotationAngle)
        let w = Self.metres(item.bounds.width) / 2, h = Self.metres(item.bounds.height) / 2
        let handle: OpaquePointer
        if let group = item as? UIDynamicItemGroup {
            // One body, each item's shape where the item is (metres, about the group's centre).
            let shapes = zip(group.items, group.placements).flatMap { member, placement -> [Double] in
                let round = member.collisionBoundsType == .ellipse && member.bounds.width == member.bounds.height
                return [Self.metres(placement.offset.x), Self.metres(placement.offset.y), Double(placement.angle),
                        Self.metres(member.bounds.width) / 2, Self.metres(member.bounds.height) / 2, round ? 1 : 0]
            }
            handle = tl_body_create_compound(self.handle, tag, x, y, angle, shapes, Int32(group.items.count))
            return DynamicBody(item: item, handle: handle, tag: tag)
        }
        switch item.collisionBoundsType {
        case .rectangle:
            handle = tl_body_create_dynamic(self.handle, tag, x, y, angle, max(w, 0.005), max(h, 0.005), 0)
        case .ellipse where abs(w - h) < 1e-9:
            handle = tl_body_create_dynamic(self.handle, tag, x, y, angle, max(w, 0.005), 0, 1)
        case .ellipse:
            // Box2D has discs, not ellipses: the octagon inscribed in the ellipse.
            let corners = (0..<8).flatMap { i -> [Double] in
                let t = Double(i) * .pi / 4
                return [w * cos(t), h * sin(t)]
            }
            handle = tl_body_create_polygon(self.handle, tag, x, y, angle, corners, 8)
        case .path:
            let points = item.collisionBoundingPath.cgPath.flattened().first?.points ?? []
            let corners = Self.evenlySampled(points, count: 8).flatMap { [Self.metres($0.x), Self.metres($0.y)] }
            handle = tl_body_create_polygon(self.handle, tag, x, y, angle, corners, Int32(corners.count / 2))
        }
        return DynamicBody(item: item, handle: handle, tag: tag)
    }

    /// At most `count` of `points`, spread along them (Box2D's polygons have eight corners at most).
    private static func evenlySampled(_ points: [CGPoint], count: Int) -> [CGPoint] {
        guard points.count > count else { return points }
        return (0..<count).map { points[$0 * points.count / count] }
    }

    private func syncBoundaries(of collision: UICollisionBehavior, category: UInt16, mask: UInt16) {
        let key = ObjectIdentifier(collision)
        let shape = collision.boundaryShape(category: category, mask: mask)
        if let existing = boundaries[key], existing.shape == shape { return }
        if let existing = boundaries[key] { destroy(existing) }
        var made = BoundarySet(shape: shape, bodies: [], tags: [])
        for edge in shape.edges {
            let tag = nextTag; nextTag += 1
            let coordinates = edge.points.flatMap { [Self.metres($0.x), Self.metres($0.y)] }
            made.bodies.append(tl_body_create_boundary(handle, tag, coordinates, Int32(edge.points.count),
                                                       edge.closed ? 1 : 0, category, mask))
            made.tags.append(tag)
            boundaryTags[tag] = (collision, edge.identifier)
        }
        boundaries[key] = made
    }

    private func destroy(_ set: BoundarySet) {
        for body in set.bodies { tl_body_destroy(handle, body) }
        for tag in set.tags { boundaryTags[tag] = nil }
    }

    // MARK: Joints

    /// The joints a behaviour keeps in the world, made by `make` the first time.
    func constraint(for behavior: UIDynamicBehavior, make: () -> DynamicsConstraint) -> DynamicsConstraint {
        if let existing = constraints[ObjectIdentifier(behavior)] { return existing }
        let made = make()
        constraints[ObjectIdentifier(behavior)] = made
        return made
    }

    /// Takes a behaviour's joints out of the world, to be made again.
    func dropConstraint(for behavior: UIDynamicBehavior) {
        guard let existing = constraints.removeValue(forKey: ObjectIdentifier(behavior)) else { return }
        destroy(existing)
    }

    private func destroy(_ constraint: DynamicsConstraint) {
        for joint in constraint.joints { tl_joint_destroy(handle, joint) }
        for anchor in constraint.anchors { tl_body_destroy(handle, anchor) }
    }

    // MARK: Stepping

    /// Steps the world by `dt`, in steps of at most a 60th of a second.
    func step(_ dt: Double) {
        var left = dt
        while left > 1e-9 {
            let step = min(left, 1.0 / 60)
            tl_world_step(handle, step, 8, 3)
            left -= step
        }
    }

    /// Writes each body's place back to its item: the centre, and the transform as a rotation.
    func writeBack() {
        for body in bodies.values {
            var x = 0.0, y = 0.0, angle = 0.0
            tl_body_get_transform(body.handle, &x, &y, &angle)
            let center = CGPoint(x: Self.points(x), y: Self.points(y))
            if body.item.center != center { body.item.center = center }
            if CGFloat(angle) != body.item.rotationAngle || !body.item.transform.isPureRotation {
                body.item.transform = CGAffineTransform(rotationAngle: CGFloat(angle))
            }
        }
    }

    /// Accelerates the items' bodies by (x, y) m/s²: a force of each body's mass times that, at its
    /// centre. A body at rest is not woken, so that an item lying on a boundary stays asleep and the
    /// animator can pause.
    func accelerate(_ items: [UIDynamicItem], x: Double, y: Double) {
        for item in items {
            guard let body = body(for: item) else { continue }
            let (px, py) = body.position
            tl_body_apply_force(body.handle, x * body.mass, y * body.mass, px, py, 0)
        }
    }

    /// Whether every body has come to rest (Box2D put it to sleep).
    var isAtRest: Bool { bodies.values.allSatisfy { tl_body_is_awake($0.handle) == 0 } }

    func wakeAll() { for body in bodies.values { tl_body_set_awake(body.handle, 1) } }

    /// The contacts that began or ended since the last call, as items and boundaries.
    func takeContacts() -> [DynamicsContact] {
        var events = [tl_contact_event](repeating: tl_contact_event(), count: 64)
        var result: [DynamicsContact] = []
        var tags: [Int64: DynamicBody] = [:]
        for body in bodies.values { tags[body.tag] = body }
        while true {
            let count = Int(tl_world_take_contacts(handle, &events, Int32(events.count)))
            for event in events.prefix(count) {
                let point = CGPoint(x: Self.points(event.x), y: Self.points(event.y))
                func end(_ tag: Int64) -> DynamicsContact.End? {
                    if let body = tags[tag] { return .item(body.item) }
                    if let boundary = boundaryTags[tag] { return .boundary(boundary.behavior, boundary.identifier) }
                    return nil
                }
                guard let a = end(event.tag_a), let b = end(event.tag_b) else { continue }
                result.append(DynamicsContact(began: event.began != 0, a: a, b: b, point: point))
            }
            if count < events.count { return result }
        }
    }
}

/// One item's body in the world.
final class DynamicBody {
    let item: UIDynamicItem
    let handle: OpaquePointer
    let tag: Int64
    var material: DynamicMaterial?

    init(item: UIDynamicItem, handle: OpaquePointer, tag: Int64) {
        self.item = item; self.handle = handle; self.tag = tag
    }

    var mass: Double { tl_body_mass(handle) }

    func setTransform(x: Double, y: Double, angle: Double) { tl_body_set_transform(handle, x, y, angle) }
    var inertia: Double { tl_body_inertia(handle) }

    /// The centre, in metres.
    var position: (x: Double, y: Double) {
        var x = 0.0, y = 0.0, angle = 0.0
        tl_body_get_transform(handle, &x, &y, &angle)
        return (x, y)
    }

    var angle: Double {
        var x = 0.0, y = 0.0, angle = 0.0
        tl_body_get_transform(handle, &x, &y, &angle)
        return angle
    }

    /// Metres per second and radians per second.
    var velocity: (x: Double, y: Double, angular: Double) {
        get {
            var vx = 0.0, vy = 0.0, omega = 0.0
            tl_body_get_velocity(handle, &vx, &vy, &omega)
            return (vx, vy, omega)
        }
        set { tl_body_set_velocity(handle, newValue.x, newValue.y, newValue.angular) }
    }

    /// The world point (metres) at `offset` points from the item's centre, turned with the body.
    func worldPoint(offsetFromCenter offset: UIOffset) -> (x: Double, y: Double) {
        let (x, y) = position, a = angle
        let ox = DynamicsWorld.metres(offset.horizontal), oy = DynamicsWorld.metres(offset.vertical)
        return (x + ox * cos(a) - oy * sin(a), y + ox * sin(a) + oy * cos(a))
    }
}

/// What a `UIDynamicItemBehavior` gives its items.
struct DynamicMaterial: Equatable {
    var elasticity = 0.0, friction = 0.0, density = 1.0
    var resistance = 0.0, angularResistance = 0.0
    var allowsRotation = true, isAnchored = false
    /// What electric and magnetic fields act on (`UIDynamicItemBehavior.charge`); Box2D never sees it.
    var charge = 0.0
}

/// The joints and anchor bodies one behaviour keeps, and the items they hold.
struct DynamicsConstraint {
    var joints: [OpaquePointer]
    var anchors: [OpaquePointer]
    var items: Set<ObjectIdentifier>
}

/// A collision behaviour's boundaries as they were last built.
struct BoundaryShape: Equatable {
    struct Edge: Equatable {
        var points: [CGPoint]
        var closed: Bool
        var identifier: NSCopying?
        static func == (a: Edge, b: Edge) -> Bool {
            a.points == b.points && a.closed == b.closed && UICollisionBehavior.sameIdentifier(a.identifier, b.identifier)
        }
    }
    var edges: [Edge]
    var category: UInt16, mask: UInt16
}

private struct BoundarySet {
    var shape: BoundaryShape
    var bodies: [OpaquePointer]
    var tags: [Int64]
}

/// A contact reported by the world.
struct DynamicsContact {
    enum End {
        case item(UIDynamicItem)
        case boundary(UICollisionBehavior, NSCopying?)
    }
    var began: Bool
    var a: End, b: End
    var point: CGPoint
}

extension CGAffineTransform {
    /// A rotation and nothing else (no scale, shear or translation).
    var isPureRotation: Bool {
        abs(a - d) < 1e-9 && abs(b + c) < 1e-9 && abs(a * a + b * b - 1) < 1e-9 && tx == 0 && ty == 0
    }
}
