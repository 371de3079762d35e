import Foundation
import Testing
@_spi(TouchLab) @testable import UIKit
import UIKitHeadless

/// A card flip animated as Core Animation animates it (Behaviour §13): a
/// `transform` animation between two `CATransform3D`s mixes their decomposed
/// parts — scale, skew, the turn as a quaternion, translation, perspective —
/// so half way through a flip the card is turned half way, `m34` and all; the
/// sub-key paths (`transform.rotation.y`, `.scale`, `.translation.x`) replace
/// one part of the model's transform. The presentation moves; the model,
/// which is hit-tested, is the end value at once.
@Suite("A 3D transform animated")
struct Transform3DAnimationTests {
    struct Stage {
        let driver: HeadlessDriver
        let root: UIView
        let card: UIView
        init() throws {
            driver = try HeadlessDriver()
            let controller = UIViewController()
            driver.makeWindow(rootViewController: controller)
            root = controller.view
            card = UIView(frame: CGRect(x: 100, y: 200, width: 120, height: 160))
            card.backgroundColor = .systemBlue
            card.layer.transform = Self.perspective
            root.addSubview(card)
            driver.runUntilIdle()
        }
        /// The perspective a card flip sets first: m34 = −1/500.
        static var perspective: CATransform3D { var t = CATransform3DIdentity; t.m34 = -1 / 500; return t }
    }

    static func close(_ a: CATransform3D?, _ b: CATransform3D, _ tolerance: CGFloat = 1e-6) -> Bool {
        guard let a else { return false }
        return zip(a.rows.joined(), b.rows.joined()).allSatisfy { abs($0 - $1) <= tolerance }
    }

    @Test("decomposed and put back together, a transform is itself: turns about each axis, scales, shears, mirrors, perspective")
    func decompositionRoundTrips() throws {
        var p = CATransform3DIdentity; p.m34 = -1 / 500
        var shear = CATransform3DIdentity; shear.m21 = 0.3; shear.m31 = -0.2
        let cases: [CATransform3D] = [
            CATransform3DIdentity,
            CATransform3DRotate(p, .pi / 3, 0, 1, 0),
            CATransform3DRotate(p, 2 * .pi / 3, 1, 0, 0),
            CATransform3DTranslate(CATransform3DScale(CATransform3DMakeRotation(0.7, 1, 2, 3), 2, 0.5, 1.5), 10, -20, 30),
            CATransform3DConcat(shear, CATransform3DMakeRotation(-1.1, 0, 0, 1)),
            CATransform3DMakeScale(-1, 1, 1),
            CATransform3DConcat(CATransform3DMakeRotation(0.4, 0, 1, 0), CATransform3DConcat(CATransform3DMakeTranslation(5, 6, 7), p)),
            CATransform3D(m11: 2, m12: 0.1, m13: 0, m14: 0.001, m21: 0, m22: 1, m23: 0.2, m24: 0, m31: 0, m32: 0, m33: 1, m34: -0.002,
                          m41: 3, m42: 4, m43: 0, m44: 2),
        ]
        for m in cases {
            let parts = try #require(DecomposedTransform3D(m))
            // The same transform up to the homogeneous factor (the parts are of m / m44).
            let normalized = CATransform3D(rows: m.rows.map { $0.map { $0 / m.m44 } })
            #expect(Self.close(parts.transform, normalized, 1e-7), "\(m) came back as \(parts.transform)")
        }
        #expect(DecomposedTransform3D(CATransform3DMakeScale(0, 1, 1)) == nil, "a flat matrix has no parts")
    }

    @Test("a CABasicAnimation of \"transform\" a quarter of the way through a 120° flip shows a 30° turn with the same m34, not the affine average")
    func basicAnimationOfTheWholeTransform() throws {
        let s = try Stage()
        let flipped = CATransform3DRotate(Stage.perspective, 2 * .pi / 3, 0, 1, 0)
        let flip = CABasicAnimation(keyPath: "transform")
        flip.fromValue = Stage.perspective
        flip.toValue = flipped
        flip.duration = 1
        flip.timingFunction = CAMediaTimingFunction(name: .linear)
        s.card.layer.transform = flipped
        s.card.layer.add(flip, forKey: "flip")
        s.driver.advance(by: 0.25)

        let shown = try #require(s.card.layer.presentation()).transform
        let expected = CATransform3DRotate(Stage.perspective, .pi / 6, 0, 1, 0)
        #expect(Self.close(shown, expected), "30° about y under m34 = −1/500: \(shown)")
        #expect(abs(shown.m14 - expected.m14) < 1e-9 && shown.m14 != 0, "perspective kept: the far edge is foreshortened")
        let flattened = AnimatedValue.transform(Stage.perspective.affine).interpolated(to: .transform(flipped.affine), 0.25)
        guard case let .transform(affine) = flattened else { Issue.record("not a transform"); return }
        #expect(abs(affine.a - shown.m11) > 0.1, "the affine mix (a = \(affine.a)) is not what is shown (\(shown.m11))")
        #expect(Self.close(s.card.perspectiveTransform, expected), "the phone draws the presentation")
        #expect(s.card.layer.transform == flipped, "the model is the end value")
        #expect(s.card.layer.model().transform == flipped)

        s.driver.advance(by: 0.8)
        #expect(s.card.layer.animationKeys() == nil)
        #expect(Self.close(s.card.layer.presentation()?.transform, flipped))
    }

    @Test("as on a device: \"transform\" from the identity to a 2π turn does not move; \"transform.rotation\" to 2π turns half way round at half time")
    func aFullTurnIsNoTurnUnlessTheAngleIsGiven() throws {
        let s = try Stage()
        s.card.layer.transform = CATransform3DIdentity
        let whole = CABasicAnimation(keyPath: "transform")
        whole.toValue = CATransform3DMakeRotation(2 * .pi, 0, 0, 1)
        whole.duration = 1
        s.card.layer.add(whole, forKey: "whole")
        s.driver.advance(by: 0.5)
        #expect(Self.close(s.card.layer.presentation()?.transform, CATransform3DIdentity, 1e-6))
        s.card.layer.removeAllAnimations()
        let angle = CABasicAnimation(keyPath: "transform.rotation")
        angle.toValue = 2 * CGFloat.pi
        angle.duration = 1
        s.card.layer.add(angle, forKey: "angle")
        s.driver.advance(by: 0.5)
        #expect(Self.close(s.card.layer.presentation()?.transform, CATransform3DMakeRotation(.pi, 0, 0, 1), 1e-6))
    }

    @Test("a flat (singular) end has no parts: the presentation keeps the start until the end, then jumps")
    func aSingularEndJumps() throws {
        let s = try Stage()
        let squash = CABasicAnimation(keyPath: "transform")
        squash.toValue = CATransform3DMakeScale(0, 1, 1)
        squash.duration = 1
        squash.fillMode = .forwards
        squash.isRemovedOnCompletion = false
        s.card.layer.add(squash, forKey: "squash")
        s.driver.advance(by: 0.5)
        #expect(s.card.layer.presentation()?.transform == Stage.perspective)
        s.driver.advance(by: 0.6)
        #expect(s.card.layer.presentation()?.transform == CATransform3DMakeScale(0, 1, 1))
    }

    @Test("transform.rotation.y from 0 to π: half way the card is edge-on (90°), a quarter of the way 45°, m34 kept")
    func rotationAboutY() throws {
        let s = try Stage()
        let flip = CABasicAnimation(keyPath: "transform.rotation.y")
        flip.fromValue = 0
        flip.toValue = CGFloat.pi
        flip.duration = 1
        s.card.layer.add(flip, forKey: "flip")
        s.driver.advance(by: 0.25)
        #expect(Self.close(s.card.layer.presentation()?.transform, CATransform3DRotate(Stage.perspective, .pi / 4, 0, 1, 0)))
        s.driver.advance(by: 0.5)
        #expect(Self.close(s.card.layer.presentation()?.transform, CATransform3DRotate(Stage.perspective, 3 * .pi / 4, 0, 1, 0)),
                "past 90° the turn goes on: the card's back faces the eye")
        #expect(s.card.layer.transform == Stage.perspective, "a sub-key path animation leaves the model alone")
    }

    @Test("transform.scale and transform.translation.x change one part each and keep the perspective")
    func scaleAndTranslation() throws {
        let s = try Stage()
        let grow = CABasicAnimation(keyPath: "transform.scale")
        grow.fromValue = 1
        grow.toValue = 0.5
        grow.duration = 1
        s.card.layer.add(grow, forKey: "scale")
        let slide = CABasicAnimation(keyPath: "transform.translation.x")
        slide.fromValue = 0
        slide.toValue = 100
        slide.duration = 1
        s.card.layer.add(slide, forKey: "slide")
        s.driver.advance(by: 0.5)
        // Scaled about the anchor, then moved 50 points: the translation part is applied after the scale.
        let expected = CATransform3DScale(CATransform3DTranslate(Stage.perspective, 50, 0, 0), 0.75, 0.75, 0.75)
        let shown = try #require(s.card.layer.presentation()).transform
        #expect(Self.close(shown, expected), "\(shown)")
        #expect(shown.m34 != 0)
    }

    @Test("transform.rotation.y on a flat view: the presentation turns in 3D and the phone draws it so; the model stays flat")
    func rotationOfAFlatView() throws {
        let s = try Stage()
        s.card.layer.transform = CATransform3DIdentity
        #expect(s.card.perspectiveTransform == nil)
        let turn = CABasicAnimation(keyPath: "transform.rotation.y")
        turn.toValue = CGFloat.pi / 3
        turn.duration = 1
        s.card.layer.add(turn, forKey: "turn")
        s.driver.advance(by: 0.5)
        #expect(Self.close(s.card.perspectiveTransform, CATransform3DMakeRotation(.pi / 6, 0, 1, 0)))
        #expect(s.card.transform == .identity)
    }

    @Test("UIView.animate on layer.transform: the presentation follows the decomposed mix; hit-testing uses the model")
    func viewAnimationOfTheLayerTransform() throws {
        let s = try Stage()
        let flipped = CATransform3DRotate(Stage.perspective, 2 * .pi / 3, 0, 1, 0)
        UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear, .allowUserInteraction]) {
            s.card.layer.transform = flipped
        }
        #expect(s.card.layer.transform == flipped, "the model takes the end value at once")
        s.driver.advance(by: 0.5)
        let expected = CATransform3DRotate(Stage.perspective, .pi / 3, 0, 1, 0)
        #expect(Self.close(s.card.presentationValues().transform3D, expected), "60°: half of 120°")
        #expect(Self.close(s.card.layer.presentation()?.transform, expected))
        // Turned 120°, the model's projected box is narrower than the card: its left edge point (110, 280) misses.
        let modelBox = s.card.frame
        #expect(modelBox.width < 120, "the model's frame is its projected box: \(modelBox)")
        #expect(s.root.hitTest(CGPoint(x: modelBox.midX, y: 280), with: nil) === s.card)
        #expect(s.root.hitTest(CGPoint(x: modelBox.minX - 3, y: 280), with: nil) === s.root)
        s.driver.advance(by: 0.6)
        #expect(!s.card.hasRunningAnimations)
        #expect(Self.close(s.card.perspectiveTransform, flipped))
    }

    @Test("from a flat transform to a 3D one in an animation block: the start is the flat one, the end the whole 3D one")
    func flatToThreeDimensional() throws {
        let s = try Stage()
        s.card.transform = .identity
        let turned = CATransform3DRotate(Stage.perspective, .pi / 2, 1, 0, 0)
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear) { s.card.transform3D = turned }
        s.driver.advance(by: 0.5)
        let shown = try #require(s.card.presentationValues().transform3D)
        #expect(Self.close(shown, CATransform3DIdentity.interpolated(to: turned, 0.5)))
        #expect(shown.m24 != 0, "a turn about x under perspective: rows lean in y")
    }
}
