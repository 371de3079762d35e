import CBox2D
import Foundation

/// Pushes its items with a force, all the time or once (Apple,
/// `UIPushBehavior`). Magnitude 1 is the "UIKit Newton": it accelerates a
/// 100 × 100 point item of density 1 at 100 points/s², so heavier items
/// move less. Instantaneous, the push is one impulse — magnitude 1 gives
/// that item 100 points/s ("How UIPushBehavior instantaneous mode works",
/// 2016, measured on iOS) — at the next step after it becomes active, and
/// then it is no longer active; set `active` again to push again.
open class UIPushBehavior: UIDynamicBehavior {
    /// Whether the force is applied all the time or once.
    public enum Mode: Int, Sendable {
        /// A force applied at every step while active.
        case continuous
        /// One impulse, then the behaviour turns itself off.
        case instantaneous
    }

    /// The items pushed.
    open var items: [UIDynamicItem] { itemList.items }
    private var itemList: DynamicItemList
    /// Continuous or instantaneous.
    public let mode: Mode
    /// Whether the push acts; an instantaneous push turns this off once it has acted.
    open var active = true {
        didSet { if active { pendingImpulse = true; changed() } }
    }
    private var pendingImpulse = true
    private var force = DirectedMagnitude(angle: 0, magnitude: 0)
    private var offsets: [ObjectIdentifier: UIOffset] = [:]

    /// A push of magnitude 0 (set `pushDirection` or `magnitude`) on `items`.
    public init(items: [UIDynamicItem], mode: Mode) {
        itemList = DynamicItemList(items)
        self.mode = mode
        super.init()
    }

    /// Adds an item to push.
    open func addItem(_ item: UIDynamicItem) { if itemList.add(item) { changed() } }

    /// Stops pushing an item.
    open func removeItem(_ item: UIDynamicItem) { if itemList.remove(item) { changed() } }

    /// The force as a vector, in UIKit Newtons along each axis.
    open var pushDirection: CGVector {
        get { force.vector }
        set { force.vector = newValue; changed() }
    }

    /// The direction, in radians from the x axis.
    open var angle: CGFloat {
        get { force.angle }
        set { force.angle = newValue; changed() }
    }

    /// The strength, in UIKit Newtons.
    open var magnitude: CGFloat {
        get { force.magnitude }
        set { force.setMagnitude(newValue); changed() }
    }

    /// Sets the direction and the strength at once.
    open func setAngle(_ angle: CGFloat, magnitude: CGFloat) {
        force.angle = angle; force.setMagnitude(magnitude); changed()
    }

    /// Where on `item` the push acts, from its centre (turning with it); off-centre pushes spin the item.
    open func setTargetOffsetFromCenter(_ offset: UIOffset, for item: UIDynamicItem) {
        offsets[ObjectIdentifier(item)] = offset; changed()
    }

    /// Where on `item` the push acts.
    open func targetOffsetFromCenter(for item: UIDynamicItem) -> UIOffset {
        offsets[ObjectIdentifier(item)] ?? .zero
    }

    override var dynamicItems: [UIDynamicItem] { items }

    override func prepare(in world: DynamicsWorld, dt: Double) {
        guard active else { return }
        // One UIKit Newton is 1 N at 100 points a metre (1 kg accelerated at 1 m/s²).
        let (fx, fy) = force.components
        switch mode {
        case .continuous:
            for item in items {
                guard let body = world.body(for: item) else { continue }
                let (px, py) = body.worldPoint(offsetFromCenter: targetOffsetFromCenter(for: item))
                tl_body_apply_force(body.handle, fx, fy, px, py, 1)
            }
        case .instantaneous:
            guard pendingImpulse else { return }
            for item in items {
                guard let body = world.body(for: item) else { continue }
                let (px, py) = body.worldPoint(offsetFromCenter: targetOffsetFromCenter(for: item))
                tl_body_apply_impulse(body.handle, fx, fy, px, py)
            }
            pendingImpulse = false
            active = false
        }
    }
}
