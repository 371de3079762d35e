import Foundation
import Testing
@testable import Drawing
@_spi(TouchLab) @testable import UIKit
import UIKitHeadless

/// A card flip caught half way (Behaviour §13): the phone draws the
/// presentation — the decomposed mix of the two transforms, perspective
/// kept — so the card is a trapezoid, its near side taller than its far
/// side, at 1× and at 2×. Flattened to affine, as before, the half-way card
/// was a squashed rectangle (here, 120° → a sliver): no side taller than the other.
@Suite("A card flip drawn mid-animation")
struct CardFlipDrawingTests {
    /// `ViewPerspectiveTests`' card — 100 × 100 at (50, 50), its left half
    /// red, under m34 = −1/200 — flipping from flat to 120° about y in 1 s.
    final class Flip {
        let driver: HeadlessDriver
        let root: UIView
        let card: UIView
        init() throws {
            driver = try HeadlessDriver()
            let controller = UIViewController()
            driver.makeWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200), rootViewController: controller)
            root = controller.view
            root.backgroundColor = .white
            card = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
            card.backgroundColor = LayerOrderDrawingTests.blue
            root.addSubview(card)
            let red = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 100))
            red.backgroundColor = LayerOrderDrawingTests.red
            card.addSubview(red)
            var perspective = CATransform3DIdentity
            perspective.m34 = -1 / 200
            card.layer.transform = perspective
            driver.runUntilIdle()

            let flipped = CATransform3DRotate(perspective, 2 * .pi / 3, 0, 1, 0)
            let flip = CABasicAnimation(keyPath: "transform")
            flip.fromValue = perspective
            flip.toValue = flipped
            flip.duration = 1
            flip.timingFunction = CAMediaTimingFunction(name: .linear)
            card.layer.transform = flipped
            card.layer.add(flip, forKey: "flip")
            driver.advance(by: 0.5)   // 60° about y
        }

        func render(scale: CGFloat) throws -> ImageSurface {
            let image = try ImageSurface(width: Int(200 * scale), height: Int(200 * scale))
            let scene = SceneRenderer()
            scene.showsNameTags = false
            scene.showsHairlines = false
            let canvas = image.makeCanvas()
            let rendered = scene.renderViews(root, in: canvas, transform: SceneTransform(origin: .zero, scale: scale, rootBoundsOrigin: .zero))
            scene.drawTags(rendered, in: canvas, visualizer: nil, now: 0)
            return image
        }
    }

    /// Pixels of `colour` in column `x` (device pixels).
    static func height(_ image: ImageSurface, x: Int, _ colour: UIColor) -> Int {
        (0..<image.height).filter { image.pixel(x: x, y: $0)!.isClose(to: RGBA(colour), tolerance: 30) }.count
    }

    @Test("at 1×, half way through a 120° flip: the near (red) side about 124 tall, the far (blue) side about 85")
    func trapezoidAtOneX() throws {
        let flip = try Flip()
        let image = try flip.render(scale: 1)
        let near = Self.height(image, x: 72, LayerOrderDrawingTests.red), far = Self.height(image, x: 117, LayerOrderDrawingTests.blue)
        #expect(near >= 119 && near <= 129, "the near side, about 124 tall: \(near)")
        #expect(far >= 80 && far <= 90, "the far side, about 85 tall: \(far)")
        #expect(image.pixel(x: 64, y: 100)!.isClose(to: RGBA(.white)) && image.pixel(x: 124, y: 100)!.isClose(to: RGBA(.white)),
                "its left edge at 68, its right at 120.5: 60° turned, not 120°")
        #expect(image.pixel(x: 100, y: 100)!.isClose(to: RGBA(LayerOrderDrawingTests.blue), tolerance: 30),
                "its middle is drawn: not the sliver the affine mix would make")
    }

    @Test("at 2×, the same trapezoid at twice the pixels: near about 248 tall, far about 170")
    func trapezoidAtTwoX() throws {
        let flip = try Flip()
        let image = try flip.render(scale: 2)
        let near = Self.height(image, x: 144, LayerOrderDrawingTests.red), far = Self.height(image, x: 234, LayerOrderDrawingTests.blue)
        #expect(near >= 240 && near <= 256, "near side: \(near)")
        #expect(far >= 162 && far <= 178, "far side: \(far)")
    }

    @Test("mid-flip, taps use the model: the card already turned 120°, narrower than it is drawn")
    func hitTestedAtTheModel() throws {
        let flip = try Flip()
        let model = flip.card.frame
        #expect(model.width < 60, "the model's projected box, 120° turned: \(model)")
        let drawnOnly = CGPoint(x: 72, y: 100)   // red on screen, outside the model's box
        #expect(!model.contains(drawnOnly))
        #expect(flip.root.hitTest(drawnOnly, with: nil) === flip.root)
    }
}
