import Foundation
import Testing
@testable import Drawing
@_spi(TouchLab) import CoreGraphics
@_spi(TouchLab) @testable import UIKit
import UIKitHeadless

/// What Core Animation does with a view's layer that the phone drew wrong
/// while it drew views by their properties (issue 27 item 8, Behaviour §13):
/// a view's layer's `mask`, a `sublayerTransform` placing the subviews'
/// layers, and a view's layer moved under a layer of its own.
@Suite("The phone composites view layers as Core Animation does")
struct LayerCompositingTests {
    static let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
    static let blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
    static let green = UIColor(red: 0, green: 1, blue: 0, alpha: 1)

    /// `render(in:)` of `root`, the model tree, at 1:1.
    func rendered(_ root: UIView) throws -> CGImage {
        let ctx = try #require(CGContext(uikitBitmapOfSize: root.bounds.size, scale: 1))
        root.layer.render(in: ctx)
        return try #require(ctx.makeImage())
    }

    func isColour(_ image: CGImage, _ x: Int, _ y: Int, _ c: UIColor) -> Bool {
        let p = image.pixel(x: x, y: y), e = RGBA(c)
        return abs(Double(p.red) - e.red * 255) < 8 && abs(Double(p.green) - e.green * 255) < 8 && abs(Double(p.blue) - e.blue * 255) < 8
    }

    /// A red 100-point square at (50, 50) with a green subview in its lower
    /// right quarter, masked by a circle of its own size (an avatar's idiom).
    func maskedAvatar() -> (root: UIView, avatar: UIView, circle: CAShapeLayer) {
        let root = whiteRoot()
        let avatar = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        avatar.backgroundColor = Self.red
        root.addSubview(avatar)
        let corner = UIView(frame: CGRect(x: 50, y: 50, width: 50, height: 50))
        corner.backgroundColor = Self.green
        avatar.addSubview(corner)
        let circle = CAShapeLayer()
        circle.path = UIBezierPath(ovalIn: avatar.bounds).cgPath
        avatar.layer.mask = circle
        return (root, avatar, circle)
    }

    @Test("view.layer.mask keeps the view, its subviews included, only inside the mask; render(in:) agrees")
    func maskOnAViewsLayer() throws {
        let (root, avatar, circle) = maskedAvatar()
        let image = try renderScene(root, configure: viewsOnly)
        #expect(image.pixel(x: 80, y: 80)!.isClose(to: RGBA(Self.red)), "inside the circle")
        #expect(image.pixel(x: 53, y: 53)!.isClose(to: RGBA(.white)), "the top-left corner is outside the circle: masked away")
        #expect(image.pixel(x: 130, y: 130)!.isClose(to: RGBA(Self.green)), "the subview inside the circle")
        #expect(image.pixel(x: 147, y: 147)!.isClose(to: RGBA(.white)), "the subview's corner outside the circle: masked too")
        let model = try rendered(root)
        #expect(isColour(model, 53, 53, .white) && isColour(model, 147, 147, .white) && isColour(model, 80, 80, Self.red))

        // A change to the mask is a change to what the view shows (the phone redraws it).
        let before = avatar.drawingRevision
        circle.path = UIBezierPath(rect: avatar.bounds).cgPath
        #expect(avatar.drawingRevision != before, "the masked view's drawing revision moved")
        let square = try renderScene(root, configure: viewsOnly)
        #expect(square.pixel(x: 53, y: 53)!.isClose(to: RGBA(Self.red)), "a square mask keeps the corner")
        avatar.layer.mask = nil
        let plain = try renderScene(root, configure: viewsOnly)
        #expect(plain.pixel(x: 147, y: 147)!.isClose(to: RGBA(Self.green)))
    }

    @Test("a masked view turned a quarter (an affine transform) is masked as it turns: its subview's corner outside the circle is cut")
    func maskOnATransformedView() throws {
        let (root, avatar, _) = maskedAvatar()
        // A quarter turn about the centre: the square lands on itself, the green quarter
        // moves from the lower right to the lower left, (50, 100)–(100, 150).
        avatar.transform = CGAffineTransform(rotationAngle: .pi / 2)
        let image = try renderScene(root, configure: viewsOnly)
        #expect(image.pixel(x: 70, y: 130)!.isClose(to: RGBA(Self.green)), "the subview, turned into the lower left, inside the circle")
        #expect(image.pixel(x: 130, y: 130)!.isClose(to: RGBA(Self.red)), "the lower right is the avatar's own red now")
        #expect(image.pixel(x: 53, y: 147)!.isClose(to: RGBA(.white)), "the subview's corner outside the circle: masked away")
        #expect(image.pixel(x: 147, y: 53)!.isClose(to: RGBA(.white)), "the avatar's corner outside the circle: masked away")
        let model = try rendered(root)
        #expect(isColour(model, 53, 147, .white) && isColour(model, 70, 130, Self.green) && isColour(model, 147, 53, .white))
    }

    @Test("a masked view is the same picture through the layer cache, frame after frame")
    func maskedViewThroughTheLayerCache() throws {
        let (root, _, _) = maskedAvatar()
        let size = root.bounds.size
        let scene = SceneRenderer()
        viewsOnly(scene, OverlayRenderer())
        let transform = SceneTransform(origin: .zero, scale: 1, rootBoundsOrigin: .zero)
        var frames: [ImageSurface] = []
        for _ in 0..<3 {
            let image = try ImageSurface(width: Int(size.width), height: Int(size.height))
            _ = scene.renderViews(root, in: image.makeCanvas(), transform: transform)
            frames.append(image)
        }
        for frame in frames {
            #expect(frame.pixel(x: 53, y: 53)!.isClose(to: RGBA(.white)))
            #expect(frame.pixel(x: 80, y: 80)!.isClose(to: RGBA(Self.red)))
        }
    }

    /// A 100-point container at (50, 50) whose sublayer transform halves its
    /// sublayers about its centre; a red subview fills it, a blue layer added
    /// to it covers its top-left quarter.
    func halvingContainer() -> (root: UIView, container: UIView) {
        let root = whiteRoot()
        let container = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        root.addSubview(container)
        let fill = UIView(frame: container.bounds)
        fill.backgroundColor = Self.red
        container.addSubview(fill)
        let quarter = CALayer()
        quarter.frame = CGRect(x: 0, y: 0, width: 50, height: 50)
        quarter.backgroundColor = Self.blue.cgColor
        container.layer.addSublayer(quarter)
        container.layer.sublayerTransform = CATransform3DMakeScale(0.5, 0.5, 1)
        return (root, container)
    }

    @Test("sublayerTransform places the subviews' layers and the added layers about the layer's centre, not the layer itself")
    func sublayerTransformScalesTheSublayers() throws {
        let (root, container) = halvingContainer()
        container.backgroundColor = Self.green
        let image = try renderScene(root, configure: viewsOnly)
        // The sublayers' 100 points become 50, centred: (75, 75)–(125, 125) in the root.
        #expect(image.pixel(x: 55, y: 55)!.isClose(to: RGBA(Self.green)), "the container's own background is not scaled")
        #expect(image.pixel(x: 80, y: 80)!.isClose(to: RGBA(Self.blue)), "the added layer's quarter, halved: (75, 75)–(100, 100)")
        #expect(image.pixel(x: 115, y: 115)!.isClose(to: RGBA(Self.red)), "the subview, halved")
        #expect(image.pixel(x: 130, y: 130)!.isClose(to: RGBA(Self.green)), "past the halved subview")
        let model = try rendered(root)
        #expect(isColour(model, 55, 55, Self.green) && isColour(model, 80, 80, Self.blue)
                && isColour(model, 115, 115, Self.red) && isColour(model, 130, 130, Self.green))
    }

    @Test("a view under a sublayerTransform is touched where it is drawn: hitTest, convert and CALayer.hitTest go through it")
    func sublayerTransformIsHitTestedWhereDrawn() throws {
        let (root, container) = halvingContainer()
        let fill = container.subviews[0]
        let quarter = try #require(container.layer.sublayers?.first { $0.delegate == nil })
        // Drawn halved about the container's centre: the subview at (75, 75)–(125, 125) in the root.
        #expect(root.hitTest(CGPoint(x: 60, y: 60), with: nil) === container, "inside the container, outside its halved subview")
        #expect(root.hitTest(CGPoint(x: 110, y: 110), with: nil) === fill)
        #expect(root.hitTest(CGPoint(x: 140, y: 140), with: nil) === container)
        #expect(fill.convert(CGPoint(x: 0, y: 0), to: root) == CGPoint(x: 75, y: 75))
        #expect(fill.convert(CGPoint(x: 110, y: 110), from: root) == CGPoint(x: 70, y: 70))
        #expect(container.convert(CGPoint(x: 10, y: 10), to: root) == CGPoint(x: 60, y: 60), "the container's own coordinates are not moved")
        // Core Animation's hit-test, in the superlayer's (the root's) coordinates: the quarter drawn at (75, 75)–(100, 100).
        #expect(container.layer.hitTest(CGPoint(x: 90, y: 90)) === quarter)
        #expect(container.layer.hitTest(CGPoint(x: 60, y: 60)) === container.layer)
        #expect(container.layer.convert(CGPoint(x: 25, y: 25), from: quarter) == CGPoint(x: 37.5, y: 37.5))
    }

    @Test("a sublayerTransform with m34 gives a subview turned about y its perspective: the near edge taller than the far")
    func sublayerTransformPerspective() throws {
        let root = whiteRoot()
        let container = UIView(frame: root.bounds)
        root.addSubview(container)
        let card = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        card.backgroundColor = Self.red
        container.addSubview(card)
        // The card turned flat (no m34 of its own): with no perspective it is only narrower.
        card.layer.transform = CATransform3DMakeRotation(.pi / 4, 0, 1, 0)
        var perspective = CATransform3DIdentity
        perspective.m34 = -1.0 / 300
        container.layer.sublayerTransform = perspective
        let image = try renderScene(root, configure: viewsOnly)
        func redHeight(in image: ImageSurface, atX x: Int) -> Int { (0..<200).filter { image.pixel(x: x, y: $0)!.isClose(to: RGBA(Self.red)) }.count }
        // Turned 45° about y, its edges ±35.4 from the centre at depths ±35.4: w = 1 ∓ 35.4/300, so one
        // edge about 89 tall, the other about 113; 20 points either side of the centre, about 93 and 106.
        let left = redHeight(in: image, atX: 80), right = redHeight(in: image, atX: 120)
        #expect(left > 0 && right > 0)
        #expect(abs(left - right) > 8, "one side nearer the eye: \(left) vs \(right) pixels tall")
        container.layer.sublayerTransform = CATransform3DIdentity
        let flat = try renderScene(root, configure: viewsOnly)
        let flatLeft = redHeight(in: flat, atX: 80), flatRight = redHeight(in: flat, atX: 120)
        #expect(abs(flatLeft - flatRight) <= 1, "without the container's perspective both sides are 100 tall")
    }

    @Test("zPosition set on a subview's layer redraws its superview: the next frame shows the new order")
    func zPositionOfASubviewsLayerRedraws() throws {
        let root = whiteRoot()
        let card = UIView(frame: root.bounds)
        root.addSubview(card)
        let red = UIView(frame: CGRect(x: 20, y: 20, width: 100, height: 100))
        red.backgroundColor = Self.red
        let blue = UIView(frame: CGRect(x: 60, y: 60, width: 100, height: 100))
        blue.backgroundColor = Self.blue
        card.addSubview(red)
        card.addSubview(blue)
        let before = card.drawingRevision
        red.layer.zPosition = 1
        #expect(card.drawingRevision != before, "the superview's layer changed: the window redraws")
        let image = try renderScene(root, configure: viewsOnly)
        #expect(image.pixel(x: 90, y: 90)!.isClose(to: RGBA(Self.red)), "the earlier subview, zPosition 1, over the later one")
    }

    @Test("a view's layer added under a layer of its own is drawn there, through that layer, and no longer in its superview")
    func viewLayerUnderAStandaloneLayer() throws {
        let (root, blue, holder) = blueViewMovedUnderAHolder()
        holder.backgroundColor = Self.green.cgColor
        #expect(blue.layer.superlayer === holder)
        let image = try renderScene(root, configure: viewsOnly)
        #expect(image.pixel(x: 20, y: 20)!.isClose(to: RGBA(.white)), "not at its frame in the card any more")
        #expect(image.pixel(x: 120, y: 120)!.isClose(to: RGBA(Self.blue)), "at its frame in the holder: (100, 100)–(140, 140)")
        #expect(image.pixel(x: 160, y: 160)!.isClose(to: RGBA(Self.green)), "the holder round it")
        let model = try rendered(root)
        #expect(isColour(model, 20, 20, .white) && isColour(model, 120, 120, Self.blue))
    }

    @Test("a view's layer under a layer of its own is drawn by the phone's walk: its box and hairline where the layers put it, at 1× and 2×")
    func viewLayerUnderAStandaloneLayerHasThePhonesLook() throws {
        let (root, blue, _) = blueViewMovedUnderAHolder()
        for scale in [1.0, 2.0] {
            let image = try ImageSurface(width: Int(200 * scale), height: Int(200 * scale))
            let scene = SceneRenderer()
            scene.showsNameTags = false
            let rendered = scene.renderViews(root, in: image.makeCanvas(), transform: SceneTransform(origin: .zero, scale: CGFloat(scale)))
            // Where the layers put it, on the canvas: (100, 100)–(140, 140) points.
            let box = try #require(rendered.frames[ObjectIdentifier(blue)], "the phone's walk reached the view's layer")
            #expect(abs(box.minX - 100 * scale) < 0.01 && abs(box.minY - 100 * scale) < 0.01 && abs(box.width - 40 * scale) < 0.01)
            #expect(image.pixel(x: Int(120 * scale), y: Int(120 * scale))!.isClose(to: RGBA(Self.blue)))
            // The phone's hairline, one canvas pixel inside its edge (UIKit's own layer code draws none).
            #expect(!image.pixel(x: Int(100 * scale), y: Int(120 * scale))!.isClose(to: RGBA(Self.blue)), "the hairline at its left edge")
        }
    }

    @Test("a view's layer under a layer of its own is touched where that layer draws it, and convert agrees; out of it, at its frame again")
    func viewLayerUnderAStandaloneLayerIsTouchedWhereDrawn() throws {
        let (root, blue, holder) = blueViewMovedUnderAHolder()
        let card = try #require(blue.superview)
        // Drawn at (100, 100)–(140, 140) in the root (its frame (0, 0) in the holder at (100, 100)).
        #expect(root.hitTest(CGPoint(x: 120, y: 120), with: nil) === blue, "where it is drawn")
        #expect(root.hitTest(CGPoint(x: 20, y: 20), with: nil) === card, "not at its frame in the card, where nothing of it shows")
        #expect(root.hitTest(CGPoint(x: 160, y: 160), with: nil) === card, "the holder is a layer: its touches are the card's")
        #expect(blue.convert(CGPoint(x: 0, y: 0), to: root) == CGPoint(x: 100, y: 100))
        #expect(blue.convert(CGPoint(x: 110, y: 130), from: root) == CGPoint(x: 10, y: 30))
        #expect(blue.convert(CGPoint(x: 5, y: 5), to: card) == CGPoint(x: 105, y: 105))
        // The holder moved and scaled: the view goes with it, for touches as for drawing.
        holder.frame = CGRect(x: 40, y: 60, width: 80, height: 80)
        holder.sublayerTransform = CATransform3DMakeScale(2, 2, 1)
        // Its sublayers doubled about the holder's centre (40, 40): the view at (-40, -40)–(40, 40) there, (0, 20)–(80, 100) in the root.
        #expect(blue.convert(CGPoint(x: 0, y: 0), to: root) == CGPoint(x: 0, y: 20))
        #expect(root.hitTest(CGPoint(x: 70, y: 90), with: nil) === blue)
        #expect(root.hitTest(CGPoint(x: 90, y: 110), with: nil) === card)
        // Taken out of the holder, its layer is nowhere; hit-testing walks views: at its frame in the card again.
        blue.layer.removeFromSuperlayer()
        #expect(root.hitTest(CGPoint(x: 20, y: 20), with: nil) === blue)
        #expect(blue.convert(CGPoint(x: 0, y: 0), to: root) == .zero)
    }

    @Test("adding a view whose layer a layer of its own holds as a subview again takes its layer back: drawn and touched at its frame, once")
    func addSubviewTakesAHeldLayerBack() throws {
        let (root, blue, holder) = blueViewMovedUnderAHolder()
        let card = try #require(blue.superview)
        card.addSubview(blue)
        #expect(blue.layer.superlayer === card.layer, "a subview's layer is its superview's layer's sublayer")
        #expect(holder.sublayers == nil, "it left the holder")
        #expect(card.layer.sublayers?.last === blue.layer, "on top, as the last subview")
        #expect(root.hitTest(CGPoint(x: 20, y: 20), with: nil) === blue)
        #expect(root.hitTest(CGPoint(x: 120, y: 120), with: nil) === card)
        let image = try renderScene(root, configure: viewsOnly)
        #expect(image.pixel(x: 20, y: 20)!.isClose(to: RGBA(Self.blue)), "at its frame in the card")
        #expect(!image.pixel(x: 120, y: 120)!.isClose(to: RGBA(Self.blue)), "not in the holder any more")
    }

    /// A view that keeps where each touch began, in its own coordinates.
    final class TouchedView: UIView {
        var began: [CGPoint] = []
        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
            began.append(contentsOf: touches.map { $0.location(in: self) })
        }
    }

    @Test("a tap where a view's layer held by a layer of its own is drawn reaches the view, at the point of it under the finger")
    func tapReachesTheHeldViewWhereItIsDrawn() throws {
        let driver = try HeadlessDriver()
        let controller = UIViewController()
        driver.makeWindow(rootViewController: controller)
        let card = TouchedView(frame: CGRect(x: 0, y: 100, width: 300, height: 300))
        let blue = TouchedView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        controller.view.addSubview(card)
        card.addSubview(blue)
        let holder = CALayer()
        holder.frame = CGRect(x: 100, y: 100, width: 80, height: 80)
        card.layer.addSublayer(holder)
        holder.addSublayer(blue.layer)
        driver.runUntilIdle()
        // The card is not held: its own conversion to the screen is the view chain's.
        driver.tap(at: card.convert(CGPoint(x: 110, y: 130), to: nil))
        #expect(blue.began == [CGPoint(x: 10, y: 30)], "drawn at (100, 100)–(140, 140) in the card: the finger is 10 in, 30 down")
        #expect(card.began.isEmpty)
        driver.tap(at: card.convert(CGPoint(x: 20, y: 20), to: nil))
        #expect(card.began == [CGPoint(x: 20, y: 20)], "where its frame was, nothing of it shows: the card's")
        #expect(blue.began.count == 1)
    }

    /// A white root, a card filling it, and a 40-point blue subview of the
    /// card whose layer was then moved under a standalone 80-point layer of
    /// the card's at (100, 100).
    private func blueViewMovedUnderAHolder() -> (root: UIView, blue: UIView, holder: CALayer) {
        let root = whiteRoot()
        let card = UIView(frame: root.bounds)
        root.addSubview(card)
        let blue = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        blue.backgroundColor = Self.blue
        card.addSubview(blue)
        let holder = CALayer()
        holder.frame = CGRect(x: 100, y: 100, width: 80, height: 80)
        card.layer.addSublayer(holder)
        holder.addSublayer(blue.layer)
        return (root, blue, holder)
    }
}
