import Foundation
import Testing
@testable import Drawing
@_spi(TouchLab) import CoreGraphics
@_spi(TouchLab) @testable import UIKit

/// A view's layer tree as iOS keeps it (Behaviour §13): a subview's layer is a
/// sublayer of its superview's layer, listed in `sublayers` in subview order
/// among the layers code added, and the view's look is its layer's.
@Suite("A view's layer lists its subviews' layers")
struct ViewLayerTreeTests {
    static let red = LayerOrderDrawingTests.red
    static let blue = LayerOrderDrawingTests.blue
    static let green = LayerOrderDrawingTests.green

    @Test("sublayers: the subviews' layers in order, interleaved with added layers; superlayer is the superview's layer")
    func sublayersListSubviews() {
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        #expect(card.layer.sublayers == nil, "no subviews, no layers: nil, as on iOS")
        let a = UIView(), b = UIView()
        card.addSubview(a)
        card.addSubview(b)
        #expect(card.layer.sublayers?.map(ObjectIdentifier.init) == [a.layer, b.layer].map(ObjectIdentifier.init))
        #expect(a.layer.superlayer === card.layer)
        let ring = CAShapeLayer()
        card.layer.addSublayer(ring)
        let c = UIView()
        card.insertSubview(c, belowSubview: b)
        #expect(card.layer.sublayers?.map(ObjectIdentifier.init) == [a.layer, c.layer, b.layer, ring].map(ObjectIdentifier.init))
        card.bringSubviewToFront(a)
        #expect(card.layer.sublayers?.map(ObjectIdentifier.init) == [c.layer, b.layer, ring, a.layer].map(ObjectIdentifier.init))
        b.removeFromSuperview()
        #expect(card.layer.sublayers?.map(ObjectIdentifier.init) == [c.layer, ring, a.layer].map(ObjectIdentifier.init))
        #expect(b.layer.superlayer == nil)
        card.layer.insertSublayer(CALayer(), at: 0)
        #expect(card.layer.sublayers?.count == 4)
        #expect(card.layer.sublayers?[1] === c.layer, "inserted at 0: under every subview")
    }

    @Test("an app finds its shape layer by walking layer.sublayers, past the subviews' layers")
    func findsShapeLayerAmongSubviews() {
        // As progress rings and loaders do: `layer.sublayers?.first { $0 is CAShapeLayer }`.
        let ring = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        ring.addSubview(UILabel())
        let track = CAShapeLayer()
        track.path = UIBezierPath(ovalIn: ring.bounds).cgPath
        ring.layer.addSublayer(track)
        let found = ring.layer.sublayers?.first { $0 is CAShapeLayer } as? CAShapeLayer
        #expect(found === track)
        #expect(ring.layer.sublayers?.count == 2, "the label's layer and the ring")
        #expect(ring.layer.sublayers?.compactMap { $0.delegate }.count == 1, "one of them belongs to a view")
    }

    @Test("a layer inserted at 0 draws under the subviews; removing a subview's layer blanks it but it is still touched")
    func insertAtZeroAndRemoveFromSuperlayer() throws {
        let root = whiteRoot()
        let card = UIView(frame: root.bounds)
        root.addSubview(card)
        let red = UIView(frame: CGRect(x: 20, y: 20, width: 100, height: 100))
        red.backgroundColor = Self.red
        card.addSubview(red)
        let gradient = CAGradientLayer()
        gradient.frame = card.bounds
        gradient.colors = [Self.blue.cgColor, Self.blue.cgColor]
        card.layer.insertSublayer(gradient, at: 0)
        let image = try renderScene(root, configure: viewsOnly)
        #expect(image.pixel(x: 60, y: 60)!.isClose(to: RGBA(Self.red)), "the subview over the layer inserted at 0")
        #expect(image.pixel(x: 160, y: 160)!.isClose(to: RGBA(Self.blue)), "the layer under it")

        // The idiom that blanks a view on iOS: clearing every sublayer takes the subviews' layers too.
        card.layer.sublayers?.forEach { $0.removeFromSuperlayer() }
        #expect(card.layer.sublayers == nil)
        #expect(card.subviews.count == 1, "the view stays a subview")
        #expect(red.layer.superlayer == nil)
        let blank = try renderScene(root, configure: viewsOnly)
        #expect(blank.pixel(x: 60, y: 60)!.isClose(to: RGBA(.white)), "nothing drawn")
        #expect(root.hitTest(CGPoint(x: 60, y: 60), with: nil) === red, "hit-testing walks views, not layers")

        card.addSubview(red)   // added again: its layer is back on top
        #expect(red.layer.superlayer === card.layer)
        let back = try renderScene(root, configure: viewsOnly)
        #expect(back.pixel(x: 60, y: 60)!.isClose(to: RGBA(Self.red)))
    }
}

/// "The border is composited above the receiver's contents and sublayers"
/// (Apple, `CALayer.borderWidth`) — a view's subviews' layers are sublayers,
/// so the border covers them too; and `view.backgroundColor` is its layer's.
@Suite("A view's border and background are its layer's")
struct ViewLayerLookTests {
    @Test("the border is drawn over an added sublayer and over a subview, on the phone and in render(in:)")
    func borderOverSublayersAndSubviews() throws {
        let root = whiteRoot()
        let card = UIView(frame: CGRect(x: 20, y: 20, width: 160, height: 160))
        card.layer.borderWidth = 10
        card.layer.borderColor = LayerOrderDrawingTests.green.cgColor
        root.addSubview(card)
        let fill = CALayer()
        fill.frame = CGRect(x: 0, y: 0, width: 80, height: 160)
        fill.backgroundColor = LayerOrderDrawingTests.blue.cgColor
        card.layer.addSublayer(fill)
        let red = UIView(frame: CGRect(x: 80, y: 0, width: 80, height: 160))
        red.backgroundColor = LayerOrderDrawingTests.red
        card.addSubview(red)
        let image = try renderScene(root, configure: viewsOnly)
        let green = RGBA(LayerOrderDrawingTests.green)
        #expect(image.pixel(x: 24, y: 100)!.isClose(to: green), "the border over the blue sublayer")
        #expect(image.pixel(x: 175, y: 100)!.isClose(to: green), "the border over the red subview")
        #expect(image.pixel(x: 100, y: 24)!.isClose(to: green), "along the top, over both")
        #expect(image.pixel(x: 40, y: 100)!.isClose(to: RGBA(LayerOrderDrawingTests.blue)), "inside the border: the sublayer")
        #expect(image.pixel(x: 150, y: 100)!.isClose(to: RGBA(LayerOrderDrawingTests.red)), "inside the border: the subview")

        let ctx = try #require(CGContext(uikitBitmapOfSize: root.bounds.size, scale: 1))
        root.layer.render(in: ctx)
        let rendered = try #require(ctx.makeImage())
        let p = rendered.pixel(x: 175, y: 100)
        #expect(p.green > 240 && p.red < 20 && p.blue < 20, "render(in:) agrees: \(p)")
    }

    @Test("view.backgroundColor and layer.backgroundColor are one property")
    func backgroundIsTheLayers() throws {
        let root = whiteRoot()
        let card = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        root.addSubview(card)
        card.layer.backgroundColor = LayerOrderDrawingTests.blue.cgColor
        #expect(card.backgroundColor == LayerOrderDrawingTests.blue)
        let drawn = try renderScene(root, configure: viewsOnly)
        #expect(drawn.pixel(x: 100, y: 100)!.isClose(to: RGBA(LayerOrderDrawingTests.blue)), "set on the layer, drawn")
        card.backgroundColor = LayerOrderDrawingTests.red
        #expect(card.layer.backgroundColor == LayerOrderDrawingTests.red.cgColor)
        card.layer.backgroundColor = nil
        #expect(card.backgroundColor == nil)
        let cleared = try renderScene(root, configure: viewsOnly)
        #expect(cleared.pixel(x: 100, y: 100)!.isClose(to: RGBA(.white)))
    }
}

/// A view's own layer turned in 3D (Behaviour §13): a card flip with `m34`
/// perspective is drawn foreshortened, as a layer of its own is, and touched
/// where it is drawn — Core Animation maps a point into the plane of every
/// layer but a `CATransformLayer` (Apple, `CATransformLayer.h`).
@Suite("A view's layer under m34 perspective")
struct ViewPerspectiveTests {
    /// The card of `PerspectiveDrawingTests`, as a view: 100 × 100 at (50, 50),
    /// turned 60° about y under m34 = −1/200; its left half a red subview.
    func flippedCard() -> (root: UIView, card: UIView, red: UIView) {
        let root = whiteRoot()
        let card = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        card.backgroundColor = LayerOrderDrawingTests.blue
        root.addSubview(card)
        let red = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 100))
        red.backgroundColor = LayerOrderDrawingTests.red
        card.addSubview(red)
        var t = CATransform3DIdentity
        t.m34 = -1 / 200
        card.layer.transform = CATransform3DRotate(t, .pi / 3, 0, 1, 0)
        return (root, card, red)
    }

    func height(_ image: ImageSurface, x: Int, _ colour: UIColor) -> Int {
        (0..<200).filter { image.pixel(x: x, y: $0)!.isClose(to: RGBA(colour), tolerance: 30) }.count
    }

    @Test("drawn foreshortened, subviews and all: the near (red) side about 124 tall, the far (blue) side about 85")
    func drawnInPerspective() throws {
        let (root, card, _) = flippedCard()
        #expect(card.layer.transform.m14 != 0, "the layer keeps its whole transform")
        #expect(card.transform3D == card.layer.transform)
        #expect(abs(card.transform.a - 0.5) < 1e-9, "the view's transform is the affine part: cos 60°")
        let image = try renderScene(root, configure: viewsOnly)
        let near = height(image, x: 72, LayerOrderDrawingTests.red), far = height(image, x: 117, LayerOrderDrawingTests.blue)
        #expect(near >= 119 && near <= 129, "the near side, the red subview, about 124 tall: \(near)")
        #expect(far >= 80 && far <= 90, "the far side, about 85 tall: \(far)")
        #expect(image.pixel(x: 64, y: 100)!.isClose(to: RGBA(.white)) && image.pixel(x: 124, y: 100)!.isClose(to: RGBA(.white)),
                "its left edge at 68, its right at 120.5")
        #expect(abs(card.frame.minX - 68) < 0.5 && abs(card.frame.maxX - 120.5) < 0.5 && abs(card.frame.minY - 36) < 0.5,
                "the frame is the box round the projected bounds: \(card.frame)")
    }

    @Test("touched where it is drawn: the tall near side reaches (72, 45); the short far side misses (117, 55)")
    func hitTestedInPerspective() throws {
        let (root, card, red) = flippedCard()
        #expect(root.hitTest(CGPoint(x: 72, y: 45), with: nil) === red, "flat, (72, 45) would be outside the card")
        #expect(root.hitTest(CGPoint(x: 117, y: 55), with: nil) === root, "flat, (117, 55) would be inside it")
        #expect(root.hitTest(CGPoint(x: 117, y: 100), with: nil) === card)
        let local = card.convert(CGPoint(x: 72, y: 100), from: root)
        #expect(abs(local.x - 4.94) < 0.2 && abs(local.y - 50) < 0.01, "45 points left of the card's middle: \(local)")
        let back = card.convert(local, to: root)
        #expect(abs(back.x - 72) < 1e-6 && abs(back.y - 100) < 1e-6)

        card.transform = .identity   // a flat transform replaces the 3D one, as on iOS
        #expect(card.layer.transform == CATransform3DIdentity)
        #expect(root.hitTest(CGPoint(x: 72, y: 45), with: nil) === root)
    }
}
