import Foundation
import RunLoop

/// Runs UIKit Dynamics behaviours on the items of a reference view (Apple,
/// `UIDynamicAnimator`), on a real physics engine (Box2D, `DynamicsWorld`).
///
/// It steps on the display's frames (`FrameTimer`, the run loop's common
/// modes): one clock with every other animation — virtual under the headless
/// driver, slowed by `--speed`, frame by frame in recordings. Each frame:
/// the world catches up with the behaviours, each behaviour applies itself,
/// the world steps, the items move, collision delegates hear of contacts,
/// and every behaviour's `action` runs. When every item has come to rest the
/// animator pauses (`dynamicAnimatorDidPause`, no more frames); a change to
/// any of its behaviours resumes it (`dynamicAnimatorWillResume`).
open class UIDynamicAnimator: NSObject {
    /// The view whose coordinates the behaviours use; its window's run loop steps the animator.
    open private(set) weak var referenceView: UIView?
    /// The behaviours added, in order (not their children).
    open private(set) var behaviors: [UIDynamicBehavior] = []
    /// Told when the animator pauses and resumes.
    open weak var delegate: UIDynamicAnimatorDelegate?
    /// Whether the animator is stepping: false before its first behaviour and once its items are at rest.
    open private(set) var isRunning = false
    /// The time the animator has spent running, in seconds.
    open private(set) var elapsedTime: TimeInterval = 0

    let world = DynamicsWorld()
    private var frames: FrameTimer?
    private var lastFrame: TimeInterval = 0

    /// An animator for items in `view`'s coordinate system.
    public init(referenceView view: UIView) {
        referenceView = view
        super.init()
    }

    deinit { frames?.stop() }

    /// Runs `behavior` (and its children) from the next frame.
    open func addBehavior(_ behavior: UIDynamicBehavior) {
        guard !behaviors.contains(where: { $0 === behavior }) else { return }
        behavior.willMove(to: self)
        behaviors.append(behavior)
        behavior.animator = self
        behaviorDidChange()
    }

    /// Stops running `behavior`; its items keep their place and, if no other behaviour holds them, leave the world.
    open func removeBehavior(_ behavior: UIDynamicBehavior) {
        guard let index = behaviors.firstIndex(where: { $0 === behavior }) else { return }
        behavior.willMove(to: nil)
        behaviors.remove(at: index)
        behavior.animator = nil
        behaviorDidChange()
    }

    /// Stops running every behaviour.
    open func removeAllBehaviors() {
        for behavior in behaviors { removeBehavior(behavior) }
    }

    /// The items of the animator's behaviours whose frames meet `rect`.
    open func items(in rect: CGRect) -> [UIDynamicItem] {
        var seen = Set<ObjectIdentifier>()
        var result: [UIDynamicItem] = []
        for behavior in allBehaviors {
            for item in behavior.dynamicItems where seen.insert(ObjectIdentifier(item)).inserted {
                let size = item.bounds.size
                let frame = CGRect(x: item.center.x - size.width / 2, y: item.center.y - size.height / 2,
                                   width: size.width, height: size.height)
                    .applying(CGAffineTransform(translationX: -item.center.x, y: -item.center.y)
                        .concatenating(CGAffineTransform(rotationAngle: item.rotationAngle))
                        .concatenating(CGAffineTransform(translationX: item.center.x, y: item.center.y)))
                if frame.intersects(rect) { result.append(item) }
            }
        }
        return result
    }

    /// Reads `item`'s centre and rotation again after your code changed them
    /// (Apple: the animator otherwise keeps its own idea of where the item is).
    open func updateItem(usingCurrentState item: UIDynamicItem) {
        guard let body = world.body(for: item) else { return }
        let (x, y) = DynamicsWorld.metres(item.center)
        body.setTransform(x: x, y: y, angle: Double(item.rotationAngle))
        behaviorDidChange()
    }

    // MARK: Running

    /// Every behaviour and its descendants, parents first.
    var allBehaviors: [UIDynamicBehavior] { behaviors.flatMap(\.withDescendants) }

    /// Wakes the items and resumes the frames: a behaviour changed.
    func behaviorDidChange() {
        world.wakeAll()
        resume()
    }

    private func resume() {
        guard !isRunning, !behaviors.isEmpty else { return }
        // The reference view's window's loop; before the view is in a window, the application's.
        let runLoop = referenceView?.animationRunLoop ?? UIApplication.shared.runLoop
        isRunning = true
        delegate?.dynamicAnimatorWillResume(self)
        lastFrame = runLoop.clock.now
        frames = FrameTimer(name: "UIDynamicAnimator", runLoop: runLoop) { [weak self] now in
            self?.frame(at: now) ?? false
        }
    }

    private func pause() {
        isRunning = false
        frames?.stop()
        frames = nil
        delegate?.dynamicAnimatorDidPause(self)
    }

    /// One display frame: returns whether to keep stepping.
    private func frame(at now: TimeInterval) -> Bool {
        guard isRunning else { return false }
        let dt = min(max(now - lastFrame, 0), 0.1)
        lastFrame = now
        guard dt > 0 else { return true }
        step(dt)
        if world.isAtRest {
            pause()
            return false
        }
        return true
    }

    /// One step of the world: behaviours in, items out, then contacts and actions.
    func step(_ dt: TimeInterval) {
        let behaviors = allBehaviors
        world.sync(behaviors: behaviors)
        for behavior in behaviors { behavior.prepare(in: world, dt: dt) }
        world.step(dt)
        world.writeBack()
        elapsedTime += dt
        let contacts = world.takeContacts()
        for case let collision as UICollisionBehavior in behaviors { collision.report(contacts) }
        for behavior in behaviors { behavior.action?() }
    }
}

/// What a dynamic animator tells its delegate (Apple, `UIDynamicAnimatorDelegate`; both optional).
public protocol UIDynamicAnimatorDelegate: AnyObject {
    /// The animator is about to step again after a pause.
    func dynamicAnimatorWillResume(_ animator: UIDynamicAnimator)
    /// The animator's items came to rest, and it stopped stepping.
    func dynamicAnimatorDidPause(_ animator: UIDynamicAnimator)
}

extension UIDynamicAnimatorDelegate {
    /// Does nothing.
    public func dynamicAnimatorWillResume(_ animator: UIDynamicAnimator) {}
    /// Does nothing.
    public func dynamicAnimatorDidPause(_ animator: UIDynamicAnimator) {}
}
