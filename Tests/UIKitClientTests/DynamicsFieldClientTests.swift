import XCTest
import UIKit
import UIKitHeadless

/// Field behaviours as apps write them (issue 29, Behaviour §15): a
/// gravity well limited to a region, a spring, drag, a vortex, a velocity
/// field, falloff and a field of your own. Apple documents each field's
/// shape but not its units; the numbers here are worked by hand from the
/// units Behaviour §15 sets down (gravity's 1000 points/s², the UIKit
/// Newton), on the headless driver's virtual clock.
final class DynamicsFieldClientTests: XCTestCase {
    private func scene() throws -> (HeadlessDriver, UIView, UIDynamicAnimator) {
        let (driver, view) = try dynamicsStage()
        return (driver, view, UIDynamicAnimator(referenceView: view))
    }

    func testALinearGravityFieldPullsOnlyTheItemsInItsRegion() throws {
        let (driver, view, animator) = try scene()
        let inside = square(100, at: CGPoint(x: 100, y: 300), in: view)
        let outside = square(100, at: CGPoint(x: 350, y: 300), in: view)
        let field = UIFieldBehavior.linearGravityField(direction: CGVector(dx: 0, dy: 1))
        field.position = CGPoint(x: 100, y: 300)
        field.region = UIRegion(radius: 200)
        XCTAssertEqual(field.strength, 1, "Apple's default")
        XCTAssertEqual(field.falloff, 0, "Apple's default: a uniform field")
        field.addItem(inside)
        field.addItem(outside)
        animator.addBehavior(field)
        driver.advance(by: 0.5)
        XCTAssertEqual(inside.center.y - 300, 125, accuracy: 5, "½ · 1000 points/s² · (0.5 s)², as gravity of 1")
        XCTAssertEqual(outside.center.y, 300, accuracy: 0.01, "250 points from the centre: outside a region of radius 200")
        XCTAssertTrue(UIRegion(size: CGSize(width: 40, height: 20)).contains(CGPoint(x: 19, y: -9)))
        XCTAssertFalse(UIRegion(radius: 10).inverse().contains(CGPoint(x: 3, y: 4)))
    }

    func testASpringFieldSwingsAnItemThroughItsCentreAndAHeavierOneMoreSlowly() throws {
        let (driver, view, animator) = try scene()
        let light = square(100, at: CGPoint(x: 300, y: 200), in: view)
        let heavy = square(100, at: CGPoint(x: 300, y: 500), in: view)
        let heavier = UIDynamicItemBehavior(items: [heavy])
        heavier.density = 4
        animator.addBehavior(heavier)
        for (item, y) in [(light, CGFloat(200)), (heavy, 500)] {
            let spring = UIFieldBehavior.springField()
            spring.position = CGPoint(x: 200, y: y)
            spring.addItem(item)
            animator.addBehavior(spring)
        }
        // k = 1 UIKit Newton a point (100 N/m): 1 kg swings at ω = 10/s, 4 kg at 5/s. Half a swing of
        // the light one, π/10 s, takes it from 100 points right of the centre to 100 points left.
        driver.advance(by: .pi / 10)
        XCTAssertEqual(light.center.x - 200, -100, accuracy: 6, "100 · cos(10 · π/10)")
        XCTAssertEqual(heavy.center.x - 200, 0, accuracy: 6, "100 · cos(5 · π/10): a quarter swing")
    }

    func testADragFieldSlowsAnItemByItsVelocity() throws {
        let (driver, view, animator) = try scene()
        let puck = square(100, at: CGPoint(x: 50, y: 300), in: view)
        let flick = UIDynamicItemBehavior(items: [puck])
        flick.addLinearVelocity(CGPoint(x: 200, y: 0), for: puck)
        animator.addBehavior(flick)
        let drag = UIFieldBehavior.dragField()
        drag.addItem(puck)
        animator.addBehavior(drag)
        // A force of 1 UIKit Newton per 100 points/s on 1 kg: v = 200·e^(−t), x = 200·(1 − e^(−t)).
        driver.advance(by: 1)
        XCTAssertEqual(flick.linearVelocity(for: puck).x, 200 / M_E, accuracy: 3)
        XCTAssertEqual(puck.center.x - 50, 200 * (1 - 1 / M_E), accuracy: 4)
    }

    func testAVortexTurnsItemsCounterClockwiseAndAVelocityFieldOverridesAFlick() throws {
        let (driver, view, animator) = try scene()
        let swirled = square(20, at: CGPoint(x: 300, y: 200), in: view)
        let carried = square(20, at: CGPoint(x: 100, y: 600), in: view)
        let vortex = UIFieldBehavior.vortexField()
        vortex.position = CGPoint(x: 200, y: 200)
        vortex.addItem(swirled)
        animator.addBehavior(vortex)
        let flick = UIDynamicItemBehavior(items: [carried])
        flick.addLinearVelocity(CGPoint(x: 0, y: 500), for: carried)
        animator.addBehavior(flick)
        let conveyor = UIFieldBehavior.velocityField(direction: CGVector(dx: 100, dy: 0))
        conveyor.strength = 1.5
        conveyor.addItem(carried)
        animator.addBehavior(conveyor)

        driver.advance(by: 0.1)
        // 100 points right of the centre, counter-clockwise is up the screen: 1000 points/s² there.
        XCTAssertEqual(swirled.center.y - 200, -5, accuracy: 1, "½ · 1000 · 0.1²")
        XCTAssertEqual(swirled.center.x, 300, accuracy: 1)
        driver.advance(by: 0.9)
        XCTAssertEqual(carried.center.x - 100, 150, accuracy: 3, "100 points/s × strength 1.5 for 1 s")
        XCTAssertEqual(carried.center.y, 600, accuracy: 1, "the field's velocity replaces the flick's")
    }

    func testFalloffWeakensRadialGravityWithDistanceAndAFieldOfYourOwnPushes() throws {
        let (driver, view, animator) = try scene()
        let near = square(20, at: CGPoint(x: 100, y: 200), in: view)   // 100 points from its well
        let far = square(20, at: CGPoint(x: 100, y: 500), in: view)    // 200 points from its well
        let pushed = square(100, at: CGPoint(x: 100, y: 800), in: view)
        let speeds = UIDynamicItemBehavior(items: [near, far])
        animator.addBehavior(speeds)
        for (item, well) in [(near, CGPoint(x: 200, y: 200)), (far, CGPoint(x: 300, y: 500))] {
            let gravity = UIFieldBehavior.radialGravityField(position: well)
            gravity.falloff = 1
            gravity.addItem(item)
            animator.addBehavior(gravity)
        }
        var masses: [CGFloat] = []
        let custom = UIFieldBehavior.field { _, _, _, mass, _, _ in
            masses.append(mass)
            return CGVector(dx: 1, dy: 0)   // one UIKit Newton to the right
        }
        custom.addItem(pushed)
        animator.addBehavior(custom)

        driver.advance(by: 0.05)
        // Falloff 1: the strength over the distance in hundreds of points. 1000 points/s² at 100
        // points, 500 at 200: after 0.05 s, 50 and 25 points/s towards the wells.
        XCTAssertEqual(speeds.linearVelocity(for: near).x, 50, accuracy: 3)
        XCTAssertEqual(speeds.linearVelocity(for: far).x, 25, accuracy: 2)
        driver.advance(by: 0.95)
        XCTAssertEqual(pushed.center.x - 100, 50, accuracy: 2, "a UIKit Newton on 1 kg: ½ · 100 · 1² points")
        XCTAssertEqual(masses.first ?? 0, 1, accuracy: 0.01, "a 100 × 100 item of density 1 weighs 1")
    }
}
