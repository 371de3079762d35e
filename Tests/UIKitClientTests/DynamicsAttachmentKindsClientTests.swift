import XCTest
import UIKit
import UIKitHeadless

/// The attachment kinds of iOS 9 and item groups, as apps write them
/// (issue 29, Behaviour §15): a drawer on a rail, a door on a hinge, a
/// weight on a rope, two tiles welded together, a group pushed as one. Each
/// number is worked by hand from Apple's units — a UIKit Newton accelerates
/// a 100 × 100 item of density 1 at 100 points/s², gravity 1 is 1000
/// points/s² — on the headless driver's virtual clock.
final class DynamicsAttachmentKindsClientTests: XCTestCase {
    private func angle(_ view: UIView) -> CGFloat { atan2(view.transform.b, view.transform.a) }

    func testADrawerSlidesAlongItsRailUpToTheEndOfItsRange() throws {
        let (driver, view) = try dynamicsStage()
        let drawer = square(100, at: CGPoint(x: 200, y: 300), in: view)
        let stuck = square(100, at: CGPoint(x: 200, y: 600), in: view)
        let animator = UIDynamicAnimator(referenceView: view)
        let rail = UIAttachmentBehavior.slidingAttachment(with: drawer, attachmentAnchor: drawer.center,
                                                          axisOfTranslation: CGVector(dx: 1, dy: 0))
        rail.attachmentRange = UIFloatRange(minimum: -50, maximum: 100)
        XCTAssertEqual(rail.attachedBehaviorType, .anchor)
        let locked = UIAttachmentBehavior.slidingAttachment(with: stuck, attachmentAnchor: stuck.center,
                                                            axisOfTranslation: CGVector(dx: 1, dy: 0))
        XCTAssertTrue(locked.attachmentRange.isInfinite, "Apple's default: no limit")
        locked.attachmentRange = .zero
        // Pulled right by a UIKit Newton and down by gravity: only the rail's direction moves it.
        let pull = UIPushBehavior(items: [drawer, stuck], mode: .continuous)
        pull.pushDirection = CGVector(dx: 1, dy: 0)
        for behavior in [rail, locked, pull, UIGravityBehavior(items: [drawer, stuck])] { animator.addBehavior(behavior) }

        driver.advance(by: 1)
        XCTAssertEqual(drawer.center.x - 200, 50, accuracy: 2, "½ · 100 points/s² · (1 s)²")
        XCTAssertEqual(drawer.center.y, 300, accuracy: 0.5, "gravity cannot pull it off its rail")
        XCTAssertEqual(angle(drawer), 0, accuracy: 0.001, "a sliding attachment does not turn")
        driver.advance(by: 2)
        XCTAssertEqual(drawer.center.x, 300, accuracy: 1, "stopped at the range's maximum, 100 points along")
        XCTAssertEqual(stuck.center.x, 200, accuracy: 0.5, "a range of zero does not slide at all (Apple)")
        XCTAssertEqual(stuck.center.y, 600, accuracy: 0.5)
    }

    func testADoorOnAHingeSwingsUpToItsRangeAndFrictionTorqueHoldsAnother() throws {
        let (driver, view) = try dynamicsStage()
        let posts = [square(20, at: CGPoint(x: 50, y: 150), in: view), square(20, at: CGPoint(x: 250, y: 150), in: view),
                     square(20, at: CGPoint(x: 50, y: 450), in: view)]
        // Each door hangs from a hinge at its top-left corner, its centre 50 points right of and below the hinge.
        let limited = square(100, at: CGPoint(x: 100, y: 200), in: view)
        let held = square(100, at: CGPoint(x: 300, y: 200), in: view)
        let slipping = square(100, at: CGPoint(x: 100, y: 500), in: view)
        let animator = UIDynamicAnimator(referenceView: view)
        let fixed = UIDynamicItemBehavior(items: posts)
        fixed.isAnchored = true
        animator.addBehavior(fixed)
        var hinges: [UIAttachmentBehavior] = []
        for (door, post) in zip([limited, held, slipping], posts) {
            let hinge = UIAttachmentBehavior.pinAttachment(with: door, attachedTo: post,
                                                           attachmentAnchor: CGPoint(x: door.frame.minX, y: door.frame.minY))
            hinges.append(hinge)
            animator.addBehavior(hinge)
        }
        hinges[0].attachmentRange = UIFloatRange(minimum: 0, maximum: 0.2)
        // Gravity's torque about the hinge: 10 UIKit Newtons (1 kg at 1000 points/s²) × 50 points = 500.
        hinges[1].frictionTorque = 600
        hinges[2].frictionTorque = 400
        let damped = UIDynamicItemBehavior(items: [limited, held, slipping])
        damped.angularResistance = 2
        animator.addBehavior(damped)
        animator.addBehavior(UIGravityBehavior(items: [limited, held, slipping]))

        driver.advance(by: 2)
        // Gravity turns a door clockwise (its centre is right of the hinge); the range stops it at 0.2 rad.
        XCTAssertEqual(angle(limited), 0.2, accuracy: 0.01, "the range's maximum is clockwise (Apple)")
        // The centre, carried 0.2 rad clockwise about the hinge at (50, 150): (50 + 50cos − 50sin, 150 + 50sin + 50cos).
        XCTAssertEqual(limited.center.x, 50 + 50 * cos(0.2) - 50 * sin(0.2), accuracy: 1)
        XCTAssertEqual(limited.center.y, 150 + 50 * sin(0.2) + 50 * cos(0.2), accuracy: 1)
        XCTAssertEqual(angle(held), 0, accuracy: 0.005, "600 against a torque of 500: it does not turn")
        XCTAssertEqual(held.center.x, 300, accuracy: 0.5)
        XCTAssertGreaterThan(angle(slipping), 0.3, "400 against 500: it swings down")
    }

    func testAWeightOnARopeIsFreeCloserAndHeldAtTheRopesLength() throws {
        let (driver, view) = try dynamicsStage()
        let hook = square(20, at: CGPoint(x: 200, y: 200), in: view)
        let weight = square(20, at: CGPoint(x: 200, y: 300), in: view)
        let animator = UIDynamicAnimator(referenceView: view)
        let rope = UIAttachmentBehavior.limitAttachment(with: weight, offsetFromCenter: .zero,
                                                        attachedTo: hook, offsetFromCenter: .zero)
        XCTAssertEqual(rope.length, 100, accuracy: 0.001, "the distance when made")
        let fixed = UIDynamicItemBehavior(items: [hook])
        fixed.isAnchored = true
        // Gravity up and to the right: the weight's path passes 70.7 points from the hook, inside the rope's reach.
        let gravity = UIGravityBehavior(items: [weight])
        gravity.gravityDirection = CGVector(dx: 1 / 2.squareRoot(), dy: -1 / 2.squareRoot())
        for behavior in [rope, fixed, gravity] { animator.addBehavior(behavior) }

        driver.advance(by: 0.3)
        // Slack: ½ · 1000 · 0.3² = 45 points along the pull, as if free; 75 points from the hook.
        XCTAssertEqual(weight.center.x - 200, 45 / 2.squareRoot(), accuracy: 2)
        XCTAssertEqual(300 - weight.center.y, 45 / 2.squareRoot(), accuracy: 2)
        // Calmed, it comes to hang from the hook along the pull, at the rope's 100 points.
        let calm = UIDynamicItemBehavior(items: [weight])
        calm.resistance = 3
        animator.addBehavior(calm)
        driver.advance(by: 4)
        XCTAssertEqual(weight.center.x, 200 + 100 / 2.squareRoot(), accuracy: 1.5)
        XCTAssertEqual(weight.center.y, 200 - 100 / 2.squareRoot(), accuracy: 1.5)
        XCTAssertEqual(hypot(weight.center.x - 200, weight.center.y - 200), 100, accuracy: 1, "held at the rope's length")
    }

    func testTwoWeldedTilesMoveAsOneAndAGroupIsPushedAsOneItem() throws {
        let (driver, view) = try dynamicsStage()
        let left = square(100, at: CGPoint(x: 100, y: 200), in: view)
        let right = square(100, at: CGPoint(x: 200, y: 200), in: view)
        let first = square(100, at: CGPoint(x: 100, y: 500), in: view)
        let second = square(100, at: CGPoint(x: 300, y: 500), in: view)
        let pair = UIDynamicItemGroup(items: [first, second])
        XCTAssertEqual(pair.center, CGPoint(x: 200, y: 500), "the centre of the enclosing rectangle (Apple)")
        XCTAssertEqual(pair.bounds.size, CGSize(width: 300, height: 100))
        let animator = UIDynamicAnimator(referenceView: view)
        animator.addBehavior(UIAttachmentBehavior.fixedAttachment(with: right, attachedTo: left,
                                                                  attachmentAnchor: CGPoint(x: 150, y: 200)))
        // A UIKit Newton on the left tile alone, through the pair's middle: 2 kg at 50 points/s².
        let nudge = UIPushBehavior(items: [left], mode: .continuous)
        nudge.pushDirection = CGVector(dx: 1, dy: 0)
        animator.addBehavior(nudge)
        // Two UIKit Newtons on the group of two 1 kg tiles: 100 points/s².
        let shove = UIPushBehavior(items: [pair], mode: .continuous)
        shove.pushDirection = CGVector(dx: 2, dy: 0)
        animator.addBehavior(shove)

        driver.advance(by: 1)
        XCTAssertEqual(left.center.x - 100, 25, accuracy: 1.5, "½ · 50 points/s² · (1 s)²")
        XCTAssertEqual(right.center.x - left.center.x, 100, accuracy: 0.5, "welded: they keep their places")
        XCTAssertEqual(angle(right), 0, accuracy: 0.005)
        XCTAssertEqual(first.center.x - 100, 50, accuracy: 2, "½ · 100 points/s² · (1 s)²")
        XCTAssertEqual(second.center.x - first.center.x, 200, accuracy: 0.5, "the group's items keep their places")
        XCTAssertEqual(first.center.y, 500, accuracy: 0.5)
        XCTAssertEqual(pair.center.x, 250, accuracy: 2)
    }
}
