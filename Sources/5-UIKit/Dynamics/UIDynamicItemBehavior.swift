import CBox2D
import Foundation

/// The physical properties of its items, and velocities given to them
/// (Apple, `UIDynamicItemBehavior`). Defaults are Apple's: elasticity 0
/// ("no bounce"), friction 0, density 1, resistance 0, angular resistance
/// 0, rotation allowed, not anchored. Elasticity is Box2D's restitution,
/// friction its friction (Box2D mixes two bodies' as the square root of
/// the product; a boundary's is 1), density its density, resistance and
/// angular resistance its linear and angular damping (per second). An item
/// in several item behaviours takes the last one's properties.
///
/// `addLinearVelocity(_:for:)` is the common way to hand a flick's velocity
/// to an item when the finger lifts (Apple): in points per second, added at
/// once if the item is already moving in the animator, else when it enters.
open class UIDynamicItemBehavior: UIDynamicBehavior {
    /// The items these properties apply to.
    open var items: [UIDynamicItem] { itemList.items }
    private var itemList: DynamicItemList
    /// How much of its speed an item keeps when it bounces: 0 to 1.
    open var elasticity: CGFloat = 0 { didSet { changed() } }
    /// Resistance to sliding along another item or a boundary; 0 is none.
    open var friction: CGFloat = 0 { didSet { changed() } }
    /// Mass per area: a 100 × 100 point item of density 1 has the mass a UIKit Newton accelerates at 100 points/s².
    open var density: CGFloat = 1 { didSet { changed() } }
    /// Damping of the item's speed; 0 is none.
    open var resistance: CGFloat = 0 { didSet { changed() } }
    /// Damping of the item's turning; 0 is none.
    open var angularResistance: CGFloat = 0 { didSet { changed() } }
    /// Whether collisions and off-centre forces may turn the item.
    open var allowsRotation = true { didSet { changed() } }
    /// An anchored item takes part in collisions but never moves.
    open var isAnchored = false { didSet { changed() } }
    /// The items' electric charge, for electric and magnetic fields (Apple: "no units", default 0).
    open var charge: CGFloat = 0 { didSet { changed() } }
    private var pendingVelocities: [ObjectIdentifier: (item: UIDynamicItem, linear: CGPoint, angular: CGFloat)] = [:]

    /// Apple's default properties for `items`.
    public init(items: [UIDynamicItem]) {
        itemList = DynamicItemList(items)
        super.init()
    }

    /// Adds an item.
    open func addItem(_ item: UIDynamicItem) { if itemList.add(item) { changed() } }

    /// Removes an item.
    open func removeItem(_ item: UIDynamicItem) { if itemList.remove(item) { changed() } }

    /// Adds `velocity` (points per second) to the item's.
    open func addLinearVelocity(_ velocity: CGPoint, for item: UIDynamicItem) {
        addVelocity(linear: velocity, angular: 0, for: item)
    }

    /// The item's velocity, in points per second.
    open func linearVelocity(for item: UIDynamicItem) -> CGPoint {
        let pending = pendingVelocities[ObjectIdentifier(item)]?.linear ?? .zero
        guard let body = dynamicAnimator?.world.body(for: item) else { return pending }
        let v = body.velocity
        return CGPoint(x: DynamicsWorld.points(v.x) + pending.x, y: DynamicsWorld.points(v.y) + pending.y)
    }

    /// Adds `velocity` (radians per second) to the item's turning.
    open func addAngularVelocity(_ velocity: CGFloat, for item: UIDynamicItem) {
        addVelocity(linear: .zero, angular: velocity, for: item)
    }

    /// The item's turning speed, in radians per second.
    open func angularVelocity(for item: UIDynamicItem) -> CGFloat {
        let pending = pendingVelocities[ObjectIdentifier(item)]?.angular ?? 0
        guard let body = dynamicAnimator?.world.body(for: item) else { return pending }
        return CGFloat(body.velocity.angular) + pending
    }

    private func addVelocity(linear: CGPoint, angular: CGFloat, for item: UIDynamicItem) {
        guard items.containsItem(item) else { return }
        if let body = dynamicAnimator?.world.body(for: item) {
            var v = body.velocity
            v.x += DynamicsWorld.metres(linear.x); v.y += DynamicsWorld.metres(linear.y); v.angular += Double(angular)
            body.velocity = v
        } else {
            var pending = pendingVelocities[ObjectIdentifier(item)] ?? (item, .zero, 0)
            pending.linear.x += linear.x; pending.linear.y += linear.y; pending.angular += angular
            pendingVelocities[ObjectIdentifier(item)] = pending
        }
        changed()
    }

    var material: DynamicMaterial {
        DynamicMaterial(elasticity: Double(elasticity), friction: Double(friction), density: Double(density),
                        resistance: Double(resistance), angularResistance: Double(angularResistance),
                        allowsRotation: allowsRotation, isAnchored: isAnchored, charge: Double(charge))
    }

    override var dynamicItems: [UIDynamicItem] { items }

    override func prepare(in world: DynamicsWorld, dt: Double) {
        for (key, pending) in pendingVelocities {
            guard let body = world.body(for: pending.item) else { continue }
            var v = body.velocity
            v.x += DynamicsWorld.metres(pending.linear.x); v.y += DynamicsWorld.metres(pending.linear.y)
            v.angular += Double(pending.angular)
            body.velocity = v
            pendingVelocities[key] = nil
        }
    }
}
