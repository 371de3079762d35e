import XCTest
import UIKit
import UIKitHeadless

/// The fields that act on charge and the random ones (issue 29, Behaviour
/// §15): an electric field pushing and pulling charged items by their
/// charge, a magnetic one turning a moving charge, noise that moves items
/// by where they are, turbulence that moves only items in motion. Apple
/// gives the shapes (`F = qE`, `F = qvB`, noise "proportional to the
/// velocity"), not the units; the numbers are worked from §15's units.
final class DynamicsChargeAndNoiseFieldClientTests: XCTestCase {
    private func scene() throws -> (HeadlessDriver, UIView, UIDynamicAnimator) {
        let (driver, view) = try dynamicsStage()
        return (driver, view, UIDynamicAnimator(referenceView: view))
    }

    func testAnElectricFieldPushesAndPullsItemsByTheirChargeAndLeavesUnchargedOnesAlone() throws {
        let (driver, view, animator) = try scene()
        let repelled = square(100, at: CGPoint(x: 215, y: 300), in: view)
        let attracted = square(100, at: CGPoint(x: 215, y: 600), in: view)
        let neutral = square(100, at: CGPoint(x: 80, y: 450), in: view)
        let positive = UIDynamicItemBehavior(items: [repelled])
        positive.charge = 2
        let negative = UIDynamicItemBehavior(items: [attracted])
        negative.charge = -1
        XCTAssertEqual(UIDynamicItemBehavior(items: []).charge, 0, "Apple's default")
        [positive, negative].forEach(animator.addBehavior)
        let field = UIFieldBehavior.electricField()
        field.position = CGPoint(x: 215, y: 100)
        [repelled, attracted, neutral].forEach(field.addItem)
        animator.addBehavior(field)

        driver.advance(by: 0.5)
        // F = qE: 2 UIKit Newtons on 1 kg is 200 points/s², ½ · 200 · 0.5² = 25 points away.
        XCTAssertEqual(repelled.center.y - 300, 25, accuracy: 1.5, "a positive charge is pushed away by a positive field")
        XCTAssertEqual(repelled.center.x, 215, accuracy: 0.01)
        XCTAssertEqual(attracted.center.y - 600, -12.5, accuracy: 1, "a negative one is drawn in: ½ · 100 · 0.5²")
        XCTAssertEqual(neutral.center.x, 80, accuracy: 0.01, "no charge, no force")
        XCTAssertEqual(neutral.center.y, 450, accuracy: 0.01)
    }

    func testAMagneticFieldTurnsAMovingChargeCounterClockwiseAndLeavesOneAtRest() throws {
        let (driver, view, animator) = try scene()
        let moving = square(100, at: CGPoint(x: 100, y: 400), in: view)
        let resting = square(100, at: CGPoint(x: 320, y: 400), in: view)
        let charged = UIDynamicItemBehavior(items: [moving, resting])
        charged.charge = 1
        charged.addLinearVelocity(CGPoint(x: 100, y: 0), for: moving)
        animator.addBehavior(charged)
        let field = UIFieldBehavior.magneticField()
        field.strength = .pi
        [moving, resting].forEach(field.addItem)
        animator.addBehavior(field)

        // ω = q·B/m = π rad/s: a quarter turn in 0.5 s on a circle of 100/π points, turning left (up the screen).
        driver.advance(by: 0.5)
        let v = charged.linearVelocity(for: moving)
        XCTAssertEqual(v.x, 0, accuracy: 6)
        XCTAssertEqual(v.y, -100, accuracy: 6, "moving right, it turns up the screen: counter-clockwise")
        XCTAssertEqual(moving.center.x - 100, 100 / .pi, accuracy: 2)
        XCTAssertEqual(moving.center.y - 400, -100 / .pi, accuracy: 2)
        XCTAssertEqual(resting.center.x, 320, accuracy: 0.01, "F = qvB: at rest, no force")
        XCTAssertEqual(resting.center.y, 400, accuracy: 0.01)

        field.strength = -.pi
        driver.advance(by: 0.5)
        let turnedBack = charged.linearVelocity(for: moving)
        XCTAssertEqual(turnedBack.x, 100, accuracy: 6, "a negative field turns it clockwise: from up the screen to the right")
        XCTAssertEqual(turnedBack.y, 0, accuracy: 6)
        XCTAssertEqual(hypot(turnedBack.x, turnedBack.y), 100, accuracy: 1, "a magnetic force does no work: the speed is kept")
    }

    /// Where three items are after `seconds` in a noise field, from a fresh app each time.
    private func noiseRun(speed: CGFloat, seconds: TimeInterval) throws -> [CGPoint] {
        let (driver, view, animator) = try scene()
        let starts = [CGPoint(x: 100, y: 300), CGPoint(x: 330, y: 300), CGPoint(x: 100, y: 300)]
        let items = starts.map { square(40, at: $0, in: view) }
        let noise = UIFieldBehavior.noiseField(smoothness: 0.5, animationSpeed: speed)
        items.forEach(noise.addItem)
        animator.addBehavior(noise)
        driver.advance(by: seconds)
        return zip(items, starts).map { CGPoint(x: $0.center.x - $1.x, y: $0.center.y - $1.y) }
    }

    func testNoiseMovesItemsByWhereTheyAreTheSameOnEveryRun() throws {
        let moved = try noiseRun(speed: 0, seconds: 0.5)
        let distance = hypot(moved[0].x, moved[0].y)
        XCTAssertGreaterThan(distance, 1, "the noise pushes")
        XCTAssertLessThan(distance, 0.5 * 1000 * 2.squareRoot() * 0.25, "no more than 1000 points/s² in each direction")
        XCTAssertEqual(moved[0], moved[2], "the same place, the same push")
        XCTAssertGreaterThan(hypot(moved[0].x - moved[1].x, moved[0].y - moved[1].y), 1, "another place, another push")
        XCTAssertEqual(try noiseRun(speed: 0, seconds: 0.5), moved, "the same on every run (a fixed seed)")
        let animated = try noiseRun(speed: 4, seconds: 0.5)
        XCTAssertGreaterThan(hypot(animated[0].x - moved[0].x, animated[0].y - moved[0].y), 0.5,
                             "at 4 Hz the field changes under the item as it goes")
    }

    func testTurbulenceLeavesAnItemAtRestAndDeflectsAMovingOne() throws {
        let (driver, view, animator) = try scene()
        let resting = square(40, at: CGPoint(x: 300, y: 200), in: view)
        let thrown = square(40, at: CGPoint(x: 50, y: 500), in: view)
        let flick = UIDynamicItemBehavior(items: [thrown])
        flick.addLinearVelocity(CGPoint(x: 300, y: 0), for: thrown)
        animator.addBehavior(flick)
        let turbulence = UIFieldBehavior.turbulenceField(smoothness: 0.2, animationSpeed: 1)
        [resting, thrown].forEach(turbulence.addItem)
        animator.addBehavior(turbulence)
        driver.advance(by: 0.5)
        XCTAssertEqual(resting.center, CGPoint(x: 300, y: 200), "no speed, no turbulence")
        XCTAssertGreaterThan(abs(thrown.center.y - 500), 0.5, "thrown straight across, it is knocked off its line")
    }
}
