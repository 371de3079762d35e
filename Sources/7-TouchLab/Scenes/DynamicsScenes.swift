import Foundation
@_spi(TouchLab) import UIKit

/// UIKit Dynamics driven by a finger (Behaviour §15): a card swiper as
/// apps write one. The pan attaches the card to the finger where it was
/// grabbed (so it swings as it is dragged); letting go snaps it home, or a
/// fast flick pushes it away with the finger's velocity. The animator steps
/// on the display frames and pauses when the card is at rest: the log says
/// when.
enum DynamicsScenes {
    /// The card's resting frame, in design points.
    static let home = rect(115, 230, 200, 280)

    static var cardSwiper: Scene {
        Scene(
            name: "dynamics-card", title: "Dynamics · A card on an attachment, snapped or pushed",
            explanation: "Grab the card anywhere and drag: a UIAttachmentBehavior holds the point you grabbed under "
                + "the finger, so the card swings. Let go slowly: a UISnapBehavior springs it home, upright. Flick it: "
                + "a UIPushBehavior throws it off with your velocity. G drops it under gravity onto the screen's edges instead; "
                + "F hands it to a spring field and a drag field (UIFieldBehavior), which sway it home.",
            keysHint: "drag the card · flick it · g: gravity and collisions · f: spring and drag fields · r: the card back home"
        ) { b in
            let card = b.add(UIView(), "card", home, SceneColors.child)
            card.layer.cornerRadius = 16
            let root = b.root
            let homeCenter = CGPoint(x: card.frame.midX, y: card.frame.midY)
            let animator = UIDynamicAnimator(referenceView: root)
            let watcher = AnimatorLog(log: b.log)
            animator.delegate = watcher
            b.keep(animator); b.keep(watcher)
            var attachment: UIAttachmentBehavior?
            var falls = false
            var fields = false

            let pan = b.named(UIPanGestureRecognizer(), "pan (card)")
            pan.addTarget { [unowned root, unowned card, unowned log = b.log] recognizer in
                let pan = recognizer as! UIPanGestureRecognizer
                let location = pan.location(in: root)
                switch pan.state {
                case .began:
                    animator.removeAllBehaviors()
                    let offset = UIOffset(horizontal: location.x - card.center.x, vertical: location.y - card.center.y)
                    let attach = UIAttachmentBehavior(item: card, offsetFromCenter: offset, attachedToAnchor: location)
                    attachment = attach
                    animator.addBehavior(attach)
                    log("attachment at \(Int(offset.horizontal)), \(Int(offset.vertical)) from the card's centre")
                case .changed:
                    attachment?.anchorPoint = location
                case .ended, .cancelled:
                    animator.removeAllBehaviors()
                    let velocity = pan.velocity(in: root)
                    let speed = hypot(velocity.x, velocity.y)
                    if fields {
                        // Hooke's law towards home, damped by drag: the card sways back, keeping its tilt.
                        let spring = UIFieldBehavior.springField()
                        spring.position = homeCenter
                        spring.strength = 0.5
                        let drag = UIFieldBehavior.dragField()
                        drag.strength = 6
                        let fling = UIDynamicItemBehavior(items: [card])
                        fling.addLinearVelocity(velocity, for: card)
                        fling.angularResistance = 2   // fields do not turn the card: its spin is calmed here, or it would never rest
                        for field in [spring, drag] { field.addItem(card) }
                        for behavior in [fling, spring, drag] { animator.addBehavior(behavior) }
                        log("let go at \(Int(speed)) pt/s: a spring field sways it home, a drag field slows it; fields push, they do not turn it")
                    } else if falls {
                        let gravity = UIGravityBehavior(items: [card])
                        let collision = UICollisionBehavior(items: [card])
                        collision.translatesReferenceBoundsIntoBoundary = true
                        let bounce = UIDynamicItemBehavior(items: [card])
                        bounce.elasticity = 0.4
                        bounce.addLinearVelocity(velocity, for: card)
                        for behavior in [gravity, collision, bounce] { animator.addBehavior(behavior) }
                        log("let go at \(Int(speed)) pt/s: gravity and the screen's edges")
                    } else if speed > 1000 {
                        let push = UIPushBehavior(items: [card], mode: .instantaneous)
                        push.pushDirection = CGVector(dx: velocity.x / 10, dy: velocity.y / 10)
                        animator.addBehavior(push)
                        log("flicked at \(Int(speed)) pt/s: pushed away (R brings it back)")
                    } else {
                        animator.addBehavior(UISnapBehavior(item: card, snapTo: homeCenter))
                        log("let go at \(Int(speed)) pt/s: snapped home")
                    }
                default:
                    break
                }
            }
            card.addGestureRecognizer(pan)

            b.key("g", "gravity and collisions") {
                falls.toggle()
                if falls { fields = false }
                return falls ? "letting go drops the card under gravity (UIGravityBehavior + UICollisionBehavior)"
                             : "letting go snaps the card home, or a flick pushes it away"
            }
            b.key("f", "spring and drag fields") {
                fields.toggle()
                if fields { falls = false }
                return fields ? "letting go hands the card to a spring field and a drag field (UIFieldBehavior)"
                              : "letting go snaps the card home, or a flick pushes it away"
            }
            b.key("r", "the card back home") {
                animator.removeAllBehaviors()
                animator.addBehavior(UISnapBehavior(item: card, snapTo: homeCenter))
                return "snapping the card home"
            }
            b.onTeardown { animator.removeAllBehaviors() }
        }
    }

    /// Writes the animator's pauses and resumptions to the scene log.
    private final class AnimatorLog: UIDynamicAnimatorDelegate {
        let log: SceneLog
        init(log: SceneLog) { self.log = log }
        func dynamicAnimatorWillResume(_ animator: UIDynamicAnimator) { log("animator: will resume") }
        func dynamicAnimatorDidPause(_ animator: UIDynamicAnimator) {
            log("animator: did pause, at rest after \(String(format: "%.2f", animator.elapsedTime)) s of stepping")
        }
    }
}
