import CBox2D
import Foundation

/// A field that pushes its items by where they are and how they move
/// (Apple, `UIFieldBehavior`, iOS 9): linear and radial gravity, springs,
/// drag, velocity, vortices, and fields of your own
/// (`field(evaluationBlock:)`).
///
/// Apple: the field acts only on items inside its `region` (by default the
/// infinite region), which is centred on its `position`; `strength` scales
/// it (default 1; "positive values attract … negative values repel");
/// `falloff` is "how quickly the field strength diminishes as the distance
/// from the field's center increases", 0 (the default) being "a uniform
/// field"; distances below `minimumRadius` ("very small, but not zero")
/// count as that radius.
///
/// Apple gives no units ("experiment with different values"), so these are
/// this project's, chosen to meet the units Apple does give elsewhere:
/// - linear gravity: an acceleration of `strength × direction` in
///   `UIGravityBehavior`'s unit (1 is 1000 points/s²), so a field of
///   direction (0, 1) pulls as a default gravity behaviour does;
/// - radial gravity: `strength` × 1000 points/s² towards `position`;
/// - spring (Hooke's law, which Apple names): a force of `strength` UIKit
///   Newtons per point from `position` — a 100 × 100 item of density 1
///   swings with a period of 2π/10 s, and a heavier one more slowly;
/// - drag: against the velocity, `strength` UIKit Newtons per 100 points/s;
/// - velocity: the item's velocity becomes `strength × direction` points/s
///   ("overriding any other acceleration forces"; forces of the same step
///   still act within that step);
/// - vortex: perpendicular to the line to `position`, counter-clockwise
///   for positive strength, "proportional to the item's mass and … distance":
///   `strength` × 10/s² × the distance (1000 points/s² at 100 points);
/// - falloff: the strength is multiplied by d^−falloff, d the distance in
///   hundreds of points (SpriteKit's rule, `SKFieldNode.falloff`: strength
///   "proportional to 1/distance^falloff"), so falloff never changes the
///   field at 100 points.
open class UIFieldBehavior: UIDynamicBehavior {
    /// What the field computes.
    private enum Kind {
        case linearGravity, radialGravity, spring, drag, velocity, vortex
        case custom((UIFieldBehavior, CGPoint, CGVector, CGFloat, CGFloat, TimeInterval) -> CGVector)
    }

    private let kind: Kind
    /// The items the field acts on.
    open var items: [UIDynamicItem] { itemList.items }
    private var itemList = DynamicItemList([])
    /// The field's centre, in the reference view's coordinates.
    open var position: CGPoint = .zero { didSet { changed() } }
    /// Where the field acts, centred on `position` (default: everywhere).
    open var region: UIRegion = .infinite { didSet { changed() } }
    /// How strongly the field acts (default 1); negative reverses it.
    open var strength: CGFloat = 1 { didSet { changed() } }
    /// How fast the strength decays with distance (default 0: not at all).
    open var falloff: CGFloat = 0 { didSet { changed() } }
    /// Distances below this count as this (points).
    open var minimumRadius: CGFloat = 0.001 { didSet { changed() } }
    /// The direction of linear gravity and velocity fields.
    open var direction: CGVector = .zero { didSet { changed() } }
    /// A noise field's smoothness (kept; noise fields are not built here).
    open var smoothness: CGFloat = 0 { didSet { changed() } }
    /// A noise field's speed (kept; noise fields are not built here).
    open var animationSpeed: CGFloat = 0 { didSet { changed() } }

    private init(kind: Kind) {
        self.kind = kind
        super.init()
    }

    /// Gravity along `direction`, the same acceleration for every item.
    open class func linearGravityField(direction: CGVector) -> UIFieldBehavior {
        let field = UIFieldBehavior(kind: .linearGravity)
        field.direction = direction
        return field
    }

    /// Gravity towards `position`.
    open class func radialGravityField(position: CGPoint) -> UIFieldBehavior {
        let field = UIFieldBehavior(kind: .radialGravity)
        field.position = position
        return field
    }

    /// A spring towards the field's position (Hooke's law).
    open class func springField() -> UIFieldBehavior { UIFieldBehavior(kind: .spring) }

    /// Friction against each item's velocity.
    open class func dragField() -> UIFieldBehavior { UIFieldBehavior(kind: .drag) }

    /// Gives items the velocity `direction` × strength (points per second).
    open class func velocityField(direction: CGVector) -> UIFieldBehavior {
        let field = UIFieldBehavior(kind: .velocity)
        field.direction = direction
        return field
    }

    /// Turns items about the field's position, counter-clockwise for positive strength.
    open class func vortexField() -> UIFieldBehavior { UIFieldBehavior(kind: .vortex) }

    /// A field of your own: the block gets the field, an item's position (reference view),
    /// velocity (points/s), mass, charge (0 here) and the step's length, and returns the force in UIKit Newtons.
    open class func field(evaluationBlock block: @escaping (UIFieldBehavior, CGPoint, CGVector, CGFloat, CGFloat, TimeInterval) -> CGVector) -> UIFieldBehavior {
        UIFieldBehavior(kind: .custom(block))
    }

    /// Adds an item for the field to act on.
    open func addItem(_ item: UIDynamicItem) { if itemList.add(item) { changed() } }

    /// Stops acting on an item.
    open func removeItem(_ item: UIDynamicItem) { if itemList.remove(item) { changed() } }

    override var dynamicItems: [UIDynamicItem] { items }

    override func prepare(in world: DynamicsWorld, dt: Double) {
        for item in items {
            guard let body = world.body(for: item) else { continue }
            let (x, y) = body.position
            let here = CGPoint(x: DynamicsWorld.points(x), y: DynamicsWorld.points(y))
            let offset = CGPoint(x: here.x - position.x, y: here.y - position.y)
            guard region.contains(offset) else { continue }
            let distance = max(hypot(offset.x, offset.y), minimumRadius)
            // Metres (hundreds of points): falloff leaves the field unchanged at 100 points.
            let scale = Double(strength) * (falloff == 0 ? 1 : pow(DynamicsWorld.metres(distance), -Double(falloff)))
            let toward = (x: -DynamicsWorld.metres(offset.x) / DynamicsWorld.metres(distance),
                          y: -DynamicsWorld.metres(offset.y) / DynamicsWorld.metres(distance))
            let m = body.mass, v = body.velocity, g = UIGravityBehavior.metresPerSecondSquared
            // Forces in newtons (UIKit Newtons) on the body's centre.
            let force: (x: Double, y: Double)
            switch kind {
            case .linearGravity:
                force = (m * g * scale * Double(direction.dx), m * g * scale * Double(direction.dy))
            case .radialGravity:
                force = (m * g * scale * toward.x, m * g * scale * toward.y)
            case .spring:
                // 1 UIKit Newton per point is 100 N/m.
                let k = 100 * scale
                force = (-k * DynamicsWorld.metres(offset.x), -k * DynamicsWorld.metres(offset.y))
            case .drag:
                force = (-scale * v.x, -scale * v.y)
            case .vortex:
                // Counter-clockwise on a screen whose y axis points down: (dy, −dx).
                let k = m * 10 * scale
                force = (k * DynamicsWorld.metres(offset.y), -k * DynamicsWorld.metres(offset.x))
            case .velocity:
                body.velocity = (DynamicsWorld.metres(direction.dx) * scale, DynamicsWorld.metres(direction.dy) * scale, v.angular)
                continue
            case .custom(let block):
                let f = block(self, here, CGVector(dx: DynamicsWorld.points(v.x), dy: DynamicsWorld.points(v.y)), CGFloat(m), 0, dt)
                force = (Double(f.dx), Double(f.dy))
            }
            tl_body_apply_force(body.handle, force.x, force.y, x, y, 0)
        }
    }
}
