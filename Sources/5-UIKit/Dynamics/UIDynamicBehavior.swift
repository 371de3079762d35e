import Foundation

/// A behaviour a dynamic animator runs (Apple, `UIDynamicBehavior`): the
/// base of gravity, collision, snap, attachment, push and item behaviours,
/// and of behaviours of your own that group children (`addChildBehavior`)
/// or do something at every step (`action`).
///
/// Each concrete behaviour says which items it moves (`dynamicItems`), and
/// before every step of the world applies itself there (`prepare`): a
/// force, a joint kept up to date, a velocity asked for. A change to a
/// behaviour in an animator wakes the animator if it had paused.
open class UIDynamicBehavior: NSObject {
    /// The behaviours this one groups; the animator runs them as its own.
    open private(set) var childBehaviors: [UIDynamicBehavior] = []
    /// Called by the animator after every step it runs this behaviour in.
    open var action: (() -> Void)?
    /// The animator this behaviour (or its parent) is in.
    open var dynamicAnimator: UIDynamicAnimator? { animator ?? parent?.dynamicAnimator }
    weak var animator: UIDynamicAnimator?
    private(set) weak var parent: UIDynamicBehavior?

    /// A behaviour with no children and no action.
    public override init() { super.init() }

    /// Adds a behaviour to run with this one.
    open func addChildBehavior(_ behavior: UIDynamicBehavior) {
        guard !childBehaviors.contains(where: { $0 === behavior }) else { return }
        childBehaviors.append(behavior)
        behavior.parent = self
        if let animator = dynamicAnimator { behavior.willMove(to: animator) }
        changed()
    }

    /// Stops running a child behaviour.
    open func removeChildBehavior(_ behavior: UIDynamicBehavior) {
        guard let index = childBehaviors.firstIndex(where: { $0 === behavior }) else { return }
        if dynamicAnimator != nil { behavior.willMove(to: nil) }
        childBehaviors.remove(at: index)
        behavior.parent = nil
        changed()
    }

    /// Called when the behaviour is added to an animator, or removed (nil).
    open func willMove(to dynamicAnimator: UIDynamicAnimator?) {}

    // MARK: What the animator asks of every behaviour

    /// The items this behaviour moves (children's not included).
    var dynamicItems: [UIDynamicItem] { [] }

    /// Applies the behaviour to the world before a step of `dt` seconds.
    func prepare(in world: DynamicsWorld, dt: Double) {}

    /// Tells the animator something changed: it wakes its items and resumes.
    func changed() { dynamicAnimator?.behaviorDidChange() }

    /// This behaviour, then its children's trees, in order.
    var withDescendants: [UIDynamicBehavior] { [self] + childBehaviors.flatMap(\.withDescendants) }
}

extension Array where Element == UIDynamicItem {
    func containsItem(_ item: UIDynamicItem) -> Bool { contains { $0 === item } }
}
