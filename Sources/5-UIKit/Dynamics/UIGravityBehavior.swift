import CBox2D
import Foundation

/// Pulls its items the same way with the same acceleration (Apple,
/// `UIGravityBehavior`): a magnitude of 1 is "an acceleration of 1000
/// points / second²", downward by default (the vector (0, 1)). The force on
/// each item is its mass times that acceleration, applied at its centre.
open class UIGravityBehavior: UIDynamicBehavior {
    /// The items gravity pulls.
    open private(set) var items: [UIDynamicItem]
    private var _angle: CGFloat = .pi / 2
    private var _magnitude: CGFloat = 1

    /// Gravity of magnitude 1, downward, on `items`.
    public init(items: [UIDynamicItem]) {
        self.items = items
        super.init()
    }

    /// Gravity on no items yet.
    public convenience override init() { self.init(items: []) }

    /// Adds an item for gravity to pull.
    open func addItem(_ item: UIDynamicItem) {
        guard !items.containsItem(item) else { return }
        items.append(item); changed()
    }

    /// Stops pulling an item.
    open func removeItem(_ item: UIDynamicItem) {
        items.removeAll { $0 === item }; changed()
    }

    /// The acceleration as a vector: 1.0 is 1000 points/s² along an axis.
    open var gravityDirection: CGVector {
        get { CGVector(dx: _magnitude * cos(_angle), dy: _magnitude * sin(_angle)) }
        set {
            _magnitude = hypot(newValue.dx, newValue.dy)
            _angle = _magnitude == 0 ? 0 : atan2(newValue.dy, newValue.dx)
            changed()
        }
    }

    /// The direction, in radians from the x axis (π/2 is down).
    open var angle: CGFloat {
        get { _angle }
        set { _angle = newValue; changed() }
    }

    /// The strength: 1.0 is 1000 points/s². Setting 0 also resets the angle to 0 (Apple).
    open var magnitude: CGFloat {
        get { _magnitude }
        set { _magnitude = newValue; if newValue == 0 { _angle = 0 }; changed() }
    }

    /// Sets the direction and the strength at once.
    open func setAngle(_ angle: CGFloat, magnitude: CGFloat) {
        _angle = angle; _magnitude = magnitude; changed()
    }

    override var dynamicItems: [UIDynamicItem] { items }

    override func prepare(in world: DynamicsWorld, dt: Double) {
        // 1000 points/s² is 10 m/s² at 100 points a metre.
        let g = Double(_magnitude) * 1000 / DynamicsWorld.pointsPerMetre
        let gx = g * Double(cos(_angle)), gy = g * Double(sin(_angle))
        for item in items {
            guard let body = world.body(for: item) else { continue }
            let (x, y) = body.position
            // Not waking a body at rest: an item lying on a boundary stays asleep, so the animator can pause.
            tl_body_apply_force(body.handle, gx * body.mass, gy * body.mass, x, y, 0)
        }
    }
}
