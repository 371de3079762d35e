import CBox2D
import Foundation

/// Pulls an item to a point with a damped spring and turns it upright
/// (Apple, `UISnapBehavior`: "a spring-like behavior whose initial motion
/// is damped over time so that the object settles at a specific point").
///
/// `damping` runs from 0, "maximum oscillation", to 1, "minimum
/// oscillation" (Apple; default 0.5): it is the spring's damping ratio here
/// (1 is critical: no overshoot; kept above 0.02 so that the item does come
/// to rest). Apple does not give the spring's stiffness; this project's is
/// 3 Hz, which settles the default snap in about half a second. The pull
/// is a Box2D mouse joint; the turn back to the item's upright angle is a
/// torque of the same spring, since snapped items end unrotated on iOS.
open class UISnapBehavior: UIDynamicBehavior {
    /// The spring's natural frequency, in hertz (this project's choice).
    static let frequency = 3.0

    private let item: UIDynamicItem
    /// Where the item settles, in the reference view's coordinates.
    open var snapPoint: CGPoint { didSet { changed() } }
    /// 0 for the most oscillation, 1 for the least (default 0.5).
    open var damping: CGFloat = 0.5 { didSet { changed() } }

    /// A snap of `item` to `point`.
    public init(item: UIDynamicItem, snapTo point: CGPoint) {
        self.item = item
        snapPoint = point
        super.init()
    }

    override var dynamicItems: [UIDynamicItem] { [item] }

    override func prepare(in world: DynamicsWorld, dt: Double) {
        guard let body = world.body(for: item) else { return }
        let ratio = max(Double(damping), 0.02)
        let (tx, ty) = DynamicsWorld.metres(snapPoint)
        let constraint = world.constraint(for: self) {
            let (x, y) = body.position
            let anchor = tl_body_create_anchor(world.handle, x, y)!
            // Strong enough for any snap a finger asks for: 10,000 g.
            let joint = tl_joint_create_target(world.handle, anchor, body.handle, x, y,
                                               Self.frequency, ratio, body.mass * 100_000)!
            return DynamicsConstraint(joints: [joint], anchors: [anchor], items: [ObjectIdentifier(item)])
        }
        tl_joint_set_target(constraint.joints[0], tx, ty, Self.frequency, ratio)
        // The same spring, turning: torque = −I (ω₀² θ + 2ζω₀ ω).
        let ω0 = 2 * Double.pi * Self.frequency
        let angle = remainder(body.angle, 2 * .pi)
        let torque = -body.inertia * (ω0 * ω0 * angle + 2 * ratio * ω0 * body.velocity.angular)
        tl_body_apply_torque(body.handle, torque, 0)
    }
}
