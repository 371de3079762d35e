import CBox2D
import Foundation

/// Pulls its items the same way with the same acceleration (Apple,
/// `UIGravityBehavior`): a magnitude of 1 is "an acceleration of 1000
/// points / second²", downward by default (the vector (0, 1)). The force on
/// each item is its mass times that acceleration, applied at its centre.
open class UIGravityBehavior: UIDynamicBehavior {
    /// The items gravity pulls.
    open var items: [UIDynamicItem] { itemList.items }
    private var itemList: DynamicItemList
    private var pull = DirectedMagnitude(angle: .pi / 2, magnitude: 1, zeroMagnitudeResetsAngle: true)

    /// Gravity of magnitude 1, downward, on `items`.
    public init(items: [UIDynamicItem]) {
        itemList = DynamicItemList(items)
        super.init()
    }

    /// Gravity on no items yet.
    public convenience override init() { self.init(items: []) }

    /// Adds an item for gravity to pull.
    open func addItem(_ item: UIDynamicItem) { if itemList.add(item) { changed() } }

    /// Stops pulling an item.
    open func removeItem(_ item: UIDynamicItem) { if itemList.remove(item) { changed() } }

    /// The acceleration as a vector: 1.0 is 1000 points/s² along an axis.
    open var gravityDirection: CGVector {
        get { pull.vector }
        set { pull.vector = newValue; changed() }
    }

    /// The direction, in radians from the x axis (π/2 is down).
    open var angle: CGFloat {
        get { pull.angle }
        set { pull.angle = newValue; changed() }
    }

    /// The strength: 1.0 is 1000 points/s². Setting 0 also resets the angle to 0 (Apple).
    open var magnitude: CGFloat {
        get { pull.magnitude }
        set { pull.setMagnitude(newValue); changed() }
    }

    /// Sets the direction and the strength at once.
    open func setAngle(_ angle: CGFloat, magnitude: CGFloat) {
        pull.angle = angle; pull.setMagnitude(magnitude); changed()
    }

    /// Magnitude 1 in the world's units: 1000 points/s² is 10 m/s² at 100 points a metre.
    static let metresPerSecondSquared = 1000 / DynamicsWorld.pointsPerMetre

    override var dynamicItems: [UIDynamicItem] { items }

    override func prepare(in world: DynamicsWorld, dt: Double) {
        let (gx, gy) = pull.components
        world.accelerate(items, x: gx * UIGravityBehavior.metresPerSecondSquared, y: gy * UIGravityBehavior.metresPerSecondSquared)
    }
}
