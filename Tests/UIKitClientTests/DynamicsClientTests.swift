import XCTest
import UIKit
import UIKitHeadless

/// UIKit Dynamics as apps write it (issue 29 item 6, Behaviour §15): a card
/// swiper dragged by a finger on an attachment, snapped back or pushed away;
/// Apple's units for gravity and pushes; collisions with the reference
/// bounds and a named boundary; pausing at rest. Everything runs on the
/// headless driver's virtual clock, on the display frames the animator steps on.
final class DynamicsClientTests: XCTestCase {
    /// A Tinder-style card, written as such files are: a pan attaches the card
    /// to the finger where it was grabbed; letting go snaps it home, or
    /// flings it away with the finger's velocity when the flick is fast.
    final class CardSwiperViewController: UIViewController, UIDynamicAnimatorDelegate {
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 300))
        var animator: UIDynamicAnimator!
        var attachment: UIAttachmentBehavior?
        var home = CGPoint(x: 215, y: 466)
        var swipedAway = false
        var events: [String] = []
        /// Where the pan began, in the card's coordinates (for the test to follow).
        var grabbed = CGPoint.zero

        override func viewDidLoad() {
            super.viewDidLoad()
            card.center = home
            card.backgroundColor = .systemPink
            view.addSubview(card)
            animator = UIDynamicAnimator(referenceView: view)
            animator.delegate = self
            let pan = UIPanGestureRecognizer()
            pan.addTarget { [unowned self] r in handlePan(r as! UIPanGestureRecognizer) }
            card.addGestureRecognizer(pan)
        }

        func handlePan(_ pan: UIPanGestureRecognizer) {
            let location = pan.location(in: view)
            switch pan.state {
            case .began:
                grabbed = pan.location(in: card)
                animator.removeAllBehaviors()
                let offset = UIOffset(horizontal: location.x - card.center.x, vertical: location.y - card.center.y)
                let attachment = UIAttachmentBehavior(item: card, offsetFromCenter: offset, attachedToAnchor: location)
                self.attachment = attachment
                animator.addBehavior(attachment)
            case .changed:
                attachment?.anchorPoint = location
            case .ended, .cancelled:
                animator.removeAllBehaviors()
                let velocity = pan.velocity(in: view)
                if hypot(velocity.x, velocity.y) > 1000 {
                    let push = UIPushBehavior(items: [card], mode: .instantaneous)
                    push.pushDirection = CGVector(dx: velocity.x / 10, dy: velocity.y / 10)
                    animator.addBehavior(push)
                    swipedAway = true
                } else {
                    animator.addBehavior(UISnapBehavior(item: card, snapTo: home))
                }
            default:
                break
            }
        }

        func dynamicAnimatorWillResume(_ animator: UIDynamicAnimator) { events.append("willResume") }
        func dynamicAnimatorDidPause(_ animator: UIDynamicAnimator) { events.append("didPause") }
    }

    private var angle: (UIView) -> CGFloat = { atan2($0.transform.b, $0.transform.a) }

    func testTheCardFollowsTheFingerTiltsAndSnapsHomeWhenLetGoSlowly() throws {
        let driver = try HeadlessDriver()
        let swiper = CardSwiperViewController()
        driver.makeWindow(rootViewController: swiper)
        XCTAssertFalse(swiper.animator.isRunning, "no behaviour yet: not running")

        // Grab the card near its top, drag 120 points right at 240 points/s, and hold.
        let grab = CGPoint(x: 215, y: 366)
        driver.touchDown(at: grab)
        for step in 1...30 {
            driver.move(to: CGPoint(x: grab.x + CGFloat(step) * 4, y: grab.y))
            driver.advance(by: 1.0 / 60)
        }
        XCTAssertTrue(swiper.animator.isRunning)
        XCTAssertEqual(swiper.events.first, "willResume")
        driver.advance(by: 0.05)
        // The point where the pan began (past its slop) is pinned under the finger; the card hangs from it and swings.
        let grabbed = swiper.card.convert(swiper.grabbed, to: swiper.view)
        XCTAssertEqual(grabbed.x, grab.x + 120, accuracy: 3, "the point grabbed stays under the finger")
        XCTAssertEqual(grabbed.y, grab.y, accuracy: 3)
        XCTAssertGreaterThan(abs(angle(swiper.card)), 0.02, "dragged by a point off its centre, the card turns")

        // Let go slowly: the snap brings it home, upright, and the animator pauses at rest.
        driver.advance(by: 0.3)
        driver.touchUp(at: CGPoint(x: grab.x + 120, y: grab.y))
        XCTAssertFalse(swiper.swipedAway)
        driver.advance(by: 0.1)
        XCTAssertGreaterThan(swiper.card.center.x, swiper.home.x + 10, "a spring, not a jump: on its way after 0.1 s")
        driver.advance(by: 2.5)
        XCTAssertEqual(swiper.card.center.x, swiper.home.x, accuracy: 1)
        XCTAssertEqual(swiper.card.center.y, swiper.home.y, accuracy: 1)
        XCTAssertEqual(angle(swiper.card), 0, accuracy: 0.01, "a snap ends upright")
        XCTAssertFalse(swiper.animator.isRunning, "at rest: paused")
        XCTAssertEqual(swiper.events.last, "didPause")
        XCTAssertGreaterThan(swiper.animator.elapsedTime, 1)
    }

    func testAFastFlickPushesTheCardAwayWithTheFingersVelocity() throws {
        let driver = try HeadlessDriver()
        let swiper = CardSwiperViewController()
        driver.makeWindow(rootViewController: swiper)
        // 150 points left in 0.1 s: a flick at about 1500 points/s.
        driver.drag(from: CGPoint(x: 215, y: 466), to: CGPoint(x: 65, y: 466), duration: 0.1, steps: 10)
        XCTAssertTrue(swiper.swipedAway)
        let before = swiper.card.center.x
        driver.advance(by: 0.5)
        XCTAssertLessThan(swiper.card.center.x, before - 300, "pushed on to the left")
        XCTAssertLessThan(swiper.card.frame.maxX, 0, "off the screen")
        XCTAssertTrue(swiper.animator.isRunning, "nothing stops it: still running")
    }

    func testGravityAndPushesInApplesUnits() throws {
        let driver = try HeadlessDriver()
        let controller = UIViewController()
        driver.makeWindow(rootViewController: controller)
        let falling = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let light = UIView(frame: CGRect(x: 150, y: 0, width: 100, height: 100))
        let heavy = UIView(frame: CGRect(x: 150, y: 300, width: 200, height: 100))
        let kicked = UIView(frame: CGRect(x: 0, y: 500, width: 100, height: 100))
        for v in [falling, light, heavy, kicked] { controller.view.addSubview(v) }
        let animator = UIDynamicAnimator(referenceView: controller.view)

        // Magnitude 1: 1000 points/s² (Apple): ½·1000·0.5² = 125 points in half a second.
        animator.addBehavior(UIGravityBehavior(items: [falling]))
        // A continuous push of 1 UIKit Newton: 100 points/s² on a 100 × 100 view of density 1,
        // half that on one twice its size: ½·100·1² = 50 points and 25 in a second.
        let push = UIPushBehavior(items: [light, heavy], mode: .continuous)
        push.pushDirection = CGVector(dx: 1, dy: 0)
        animator.addBehavior(push)
        // An instantaneous push of 1: 100 points/s at once.
        let kick = UIPushBehavior(items: [kicked], mode: .instantaneous)
        kick.magnitude = 1
        animator.addBehavior(kick)
        let velocities = UIDynamicItemBehavior(items: [kicked])
        animator.addBehavior(velocities)

        driver.advance(by: 0.5)
        // Within 4 %: Box2D's semi-implicit Euler steps of 1/60 s run a step ahead of the formula.
        XCTAssertEqual(falling.center.y - 50, 125, accuracy: 5)
        XCTAssertEqual(velocities.linearVelocity(for: kicked).x, 100, accuracy: 1)
        XCTAssertFalse(kick.active, "an instantaneous push turns itself off once it has pushed")
        XCTAssertEqual(kicked.center.x - 50, 50, accuracy: 3, "100 points/s for half a second")
        driver.advance(by: 0.5)
        XCTAssertEqual(light.center.x - 200, 50, accuracy: 2)
        XCTAssertEqual(heavy.center.x - 250, 25, accuracy: 1)
    }

    final class ContactLog: UICollisionBehaviorDelegate {
        var lines: [String] = []
        var boundaryContacts: [(identifier: String?, at: CGPoint)] = []
        func collisionBehavior(_ behavior: UICollisionBehavior, beganContactFor item: UIDynamicItem,
                               withBoundaryIdentifier identifier: NSCopying?, at p: CGPoint) {
            boundaryContacts.append((identifier as? String, p))
            lines.append("began \(identifier.map { "\($0)" } ?? "nil")")
        }
        func collisionBehavior(_ behavior: UICollisionBehavior, beganContactFor item1: UIDynamicItem,
                               with item2: UIDynamicItem, at p: CGPoint) {
            lines.append("began items")
        }
    }

    func testItemsFallOntoTheReferenceBoundsAndANamedBoundaryThenThePauseComes() throws {
        let driver = try HeadlessDriver()
        let controller = UIViewController()
        driver.makeWindow(rootViewController: controller)
        let screen = controller.view.bounds
        let box = UIView(frame: CGRect(x: 50, y: 100, width: 80, height: 80))
        let ball = UIView(frame: CGRect(x: 250, y: 100, width: 60, height: 60))
        for v in [box, ball] { controller.view.addSubview(v) }
        let animator = UIDynamicAnimator(referenceView: controller.view)
        final class PauseLog: UIDynamicAnimatorDelegate {
            var pauses = 0
            func dynamicAnimatorDidPause(_ animator: UIDynamicAnimator) { pauses += 1 }
        }
        let pauses = PauseLog()
        animator.delegate = pauses

        let collision = UICollisionBehavior(items: [box, ball])
        collision.translatesReferenceBoundsIntoBoundary = true
        collision.addBoundary(withIdentifier: "shelf" as NSCopying, from: CGPoint(x: 200, y: 400), to: CGPoint(x: 400, y: 400))
        let contacts = ContactLog()
        collision.collisionDelegate = contacts
        var steps = 0
        collision.action = { steps += 1 }
        let gravity = UIGravityBehavior(items: [box, ball])
        let group = UIDynamicBehavior()
        group.addChildBehavior(gravity)
        group.addChildBehavior(collision)
        animator.addBehavior(group)
        XCTAssertTrue(collision.dynamicAnimator === animator, "a child is in its parent's animator")
        XCTAssertEqual(collision.boundaryIdentifiers?.map { "\($0)" }, ["shelf"])

        driver.advance(by: 4)
        XCTAssertEqual(box.center.y, screen.maxY - 40, accuracy: 1, "on the floor: the reference bounds")
        XCTAssertEqual(ball.center.y, 400 - 30, accuracy: 1, "on the shelf")
        XCTAssertTrue(contacts.boundaryContacts.contains { $0.identifier == nil && abs($0.at.y - screen.maxY) < 2 },
                      "the reference bounds' identifier is nil: \(contacts.boundaryContacts)")
        XCTAssertTrue(contacts.boundaryContacts.contains { $0.identifier == "shelf" && abs($0.at.y - 400) < 2 },
                      "\(contacts.boundaryContacts)")
        XCTAssertFalse(animator.isRunning, "both at rest")
        XCTAssertEqual(pauses.pauses, 1)
        let stepsAtRest = steps
        XCTAssertGreaterThan(stepsAtRest, 60, "the action runs at every step")
        driver.advance(by: 1)
        XCTAssertEqual(steps, stepsAtRest, "paused: no more steps")

        // Taking the shelf away wakes the animator: the ball falls to the floor.
        collision.removeBoundary(withIdentifier: "shelf" as NSCopying)
        XCTAssertTrue(animator.isRunning)
        driver.advance(by: 3)
        XCTAssertEqual(ball.center.y, screen.maxY - 30, accuracy: 1)
        XCTAssertEqual(animator.items(in: CGRect(x: 0, y: screen.maxY - 10, width: screen.width, height: 10)).count, 2)
    }

    func testASpringAttachmentBetweenItemsAndAnItemThatCannotTurn() throws {
        let driver = try HeadlessDriver()
        let controller = UIViewController()
        driver.makeWindow(rootViewController: controller)
        let a = UIView(frame: CGRect(x: 100, y: 100, width: 50, height: 50))
        let b = UIView(frame: CGRect(x: 300, y: 100, width: 50, height: 50))
        for v in [a, b] { controller.view.addSubview(v) }
        let animator = UIDynamicAnimator(referenceView: controller.view)
        let spring = UIAttachmentBehavior(item: a, attachedTo: b)
        XCTAssertEqual(spring.length, 200, accuracy: 0.001, "the distance when made")
        XCTAssertEqual(spring.attachedBehaviorType, .items)
        spring.length = 100
        spring.frequency = 2
        spring.damping = 0.7
        animator.addBehavior(spring)
        let upright = UIDynamicItemBehavior(items: [a, b])
        upright.allowsRotation = false
        upright.addAngularVelocity(5, for: a)
        animator.addBehavior(upright)
        driver.advance(by: 3)
        XCTAssertEqual(b.center.x - a.center.x, 100, accuracy: 1, "the spring settles at its length")
        XCTAssertEqual((a.center.x + b.center.x) / 2, 225, accuracy: 1, "momentum kept: the middle stays")
        XCTAssertEqual(atan2(a.transform.b, a.transform.a), 0, accuracy: 0.001, "allowsRotation false: never turns")
    }

    /// The delegate as apps write it: `identifier as? String`, whatever the boundary was named with.
    final class LedgeLog: UICollisionBehaviorDelegate {
        var landed: [String] = []
        func collisionBehavior(_ behavior: UICollisionBehavior, beganContactFor item: UIDynamicItem,
                               withBoundaryIdentifier identifier: NSCopying?, at p: CGPoint) {
            if let id = identifier as? String {
                landed.append(id)
            }
            switch identifier as? String {
            case "floor"?: landed.append("switch floor")
            default: break
            }
        }
    }

    func testBoundaryIdentifiersCastToStringHoweverTheyWereMade() throws {
        let driver = try HeadlessDriver()
        let controller = UIViewController()
        driver.makeWindow(rootViewController: controller)
        let balls = [60, 200, 340].map { x -> UIView in
            let ball = UIView(frame: CGRect(x: CGFloat(x) - 20, y: 100, width: 40, height: 40))
            controller.view.addSubview(ball)
            return ball
        }
        let animator = UIDynamicAnimator(referenceView: controller.view)
        let collision = UICollisionBehavior(items: balls)
        collision.collisionMode = .boundaries
        collision.addBoundary(withIdentifier: "floor" as NSCopying, from: CGPoint(x: 10, y: 300), to: CGPoint(x: 110, y: 300))
        collision.addBoundary(withIdentifier: "ledge" as NSString, from: CGPoint(x: 150, y: 300), to: CGPoint(x: 250, y: 300))
        collision.addBoundary(withIdentifier: NSString(string: "wall"), from: CGPoint(x: 290, y: 300), to: CGPoint(x: 390, y: 300))
        let log = LedgeLog()
        collision.collisionDelegate = log
        animator.addBehavior(collision)
        animator.addBehavior(UIGravityBehavior(items: balls))
        XCTAssertEqual(collision.boundaryIdentifiers?.compactMap { $0 as? String }, ["floor", "ledge", "wall"])
        XCTAssertNotNil(collision.boundary(withIdentifier: "ledge" as NSCopying), "a String finds a boundary named with an NSString")

        driver.advance(by: 1)
        XCTAssertEqual(Set(log.landed), ["floor", "ledge", "wall", "switch floor"])
        for ball in balls { XCTAssertEqual(ball.center.y, 300 - 20, accuracy: 1) }

        // Removing by an NSString takes away the boundary named with a String: the first ball falls on.
        collision.removeBoundary(withIdentifier: NSString(string: "floor"))
        XCTAssertEqual(collision.boundaryIdentifiers?.count, 2)
        driver.advance(by: 0.5)
        XCTAssertGreaterThan(balls[0].center.y, 400)
    }
}
