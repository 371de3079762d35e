import Foundation
import Testing
@testable import Drawing
@_spi(TouchLab) import CoreGraphics
@_spi(TouchLab) @testable import UIKit

/// On iOS a view's subviews' layers are sublayers of its layer: the layers
/// code adds and the subviews are drawn in one order (Behaviour §13).
@Suite("Sublayers and subviews share one order on the phone")
struct LayerOrderDrawingTests {
    static let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
    static let blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
    static let green = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
    static let yellow = UIColor(red: 1, green: 1, blue: 0, alpha: 1)

    /// A card holding: a red subview; a blue layer inserted below the red
    /// subview's layer; a green layer added after it; a yellow subview added last.
    func card() -> (root: UIView, under: CALayer, red: UIView) {
        let root = whiteRoot()
        let card = UIView(frame: root.bounds)
        root.addSubview(card)
        let red = UIView(frame: CGRect(x: 20, y: 20, width: 100, height: 100))
        red.backgroundColor = Self.red
        card.addSubview(red)
        let under = CALayer()
        under.frame = CGRect(x: 60, y: 60, width: 100, height: 60)
        under.backgroundColor = Self.blue.cgColor
        card.layer.insertSublayer(under, below: red.layer)
        let over = CALayer()
        over.frame = CGRect(x: 100, y: 140, width: 60, height: 40)
        over.backgroundColor = Self.green.cgColor
        card.layer.addSublayer(over)
        let late = UIView(frame: CGRect(x: 140, y: 150, width: 50, height: 40))
        late.backgroundColor = Self.yellow
        card.addSubview(late)
        return (root, under, red)
    }

    @Test("a layer inserted below a subview's layer is under it; a layer added after a subview is over it, under a later subview")
    func oneOrder() throws {
        let (root, _, _) = card()
        let image = try renderScene(root, configure: viewsOnly)
        #expect(image.pixel(x: 90, y: 90)!.isClose(to: RGBA(Self.red)), "the red subview over the blue layer inserted below it")
        #expect(image.pixel(x: 140, y: 100)!.isClose(to: RGBA(Self.blue)), "the blue layer where the subview is not")
        #expect(image.pixel(x: 120, y: 160)!.isClose(to: RGBA(Self.green)), "the green layer")
        #expect(image.pixel(x: 150, y: 170)!.isClose(to: RGBA(Self.yellow)), "the subview added after the green layer is over it")
    }

    @Test("zPosition puts the layer over the subview; bringing the subview to front does not beat zPosition")
    func zPositionOrdersSiblings() throws {
        let (root, under, red) = card()
        under.zPosition = 1
        red.superview?.bringSubviewToFront(red)
        let image = try renderScene(root, configure: viewsOnly)
        #expect(image.pixel(x: 90, y: 90)!.isClose(to: RGBA(Self.blue)), "zPosition 1 is drawn over the zPosition-0 subview")
        under.zPosition = 0
        let again = try renderScene(root, configure: viewsOnly)
        #expect(again.pixel(x: 90, y: 90)!.isClose(to: RGBA(Self.red)))
    }

    @Test("render(in:) draws the same order as the phone")
    func renderInAgrees() throws {
        let (root, _, _) = card()
        let ctx = try #require(CGContext(uikitBitmapOfSize: root.bounds.size, scale: 1))
        root.layer.render(in: ctx)
        let image = try #require(ctx.makeImage())
        func isColour(_ x: Int, _ y: Int, _ c: UIColor) -> Bool {
            let p = image.pixel(x: x, y: y), e = RGBA(c)
            return abs(Double(p.red) - e.red * 255) < 8 && abs(Double(p.green) - e.green * 255) < 8 && abs(Double(p.blue) - e.blue * 255) < 8
        }
        #expect(isColour(90, 90, Self.red))
        #expect(isColour(140, 100, Self.blue))
        #expect(isColour(150, 170, Self.yellow))
    }
}

/// `m34` perspective (Behaviour §13): a layer turned about y is foreshortened,
/// its near edge taller than its far edge, as Core Animation projects it.
@Suite("A layer turned about y under m34 perspective is foreshortened")
struct PerspectiveDrawingTests {
    func render(perspective: Bool) throws -> ImageSurface {
        let root = whiteRoot()
        let holder = UIView(frame: root.bounds)
        root.addSubview(holder)
        let card = CALayer()
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        card.frame = CGRect(x: 50, y: 50, width: 100, height: 100)
        card.backgroundColor = LayerOrderDrawingTests.blue.cgColor
        var t = CATransform3DIdentity
        if perspective { t.m34 = -1 / 200 }
        card.transform = CATransform3DRotate(t, .pi / 3, 0, 1, 0)
        CATransaction.commit()
        holder.layer.addSublayer(card)
        return try renderScene(root, configure: viewsOnly)
    }

    /// How many pixels of column `x` are the card's blue.
    func blueHeight(_ image: ImageSurface, x: Int) -> Int {
        (0..<200).filter { image.pixel(x: x, y: $0)!.isClose(to: RGBA(LayerOrderDrawingTests.blue), tolerance: 30) }.count
    }

    @Test("with m34 the near edge is taller than the far one; without, the turned card is flat, half as wide")
    func foreshortened() throws {
        // Turned 60° about y: x·cos 60° = half as wide. With m34 = −1/200 a point
        // x of the card lands at x·cos 60°/w, w = 1 + x·sin 60°/200, drawn 100/w
        // tall: the left edge (x = −50, w 0.78) at 68 and 128 tall, the right
        // (x = +50, w 1.22) at 120.5 and 82 tall. Columns 72 and 117 of the
        // screen show x = −45 (124 tall) and x = +40 (85 tall).
        let flat = try render(perspective: false)
        #expect(abs(blueHeight(flat, x: 80) - 100) <= 2 && abs(blueHeight(flat, x: 120) - 100) <= 2)
        #expect(blueHeight(flat, x: 72) == 0 && blueHeight(flat, x: 128) == 0, "flat: from 75 to 125")
        let deep = try render(perspective: true)
        let near = blueHeight(deep, x: 72), far = blueHeight(deep, x: 117)
        #expect(near >= 119 && near <= 129, "the near side, about 124 tall: \(near)")
        #expect(far >= 80 && far <= 90, "the far side, about 85 tall: \(far)")
        #expect(blueHeight(deep, x: 64) == 0 && blueHeight(deep, x: 124) == 0, "its left edge at 68, its right at 120.5")
    }
}

/// A view's layer's `anchorPoint` (Behaviour §13): `center` stays where the
/// anchor is, the frame moves round it, and the transform turns about it —
/// where the view is drawn and where it is touched.
@Suite("anchorPoint on a view's layer")
struct ViewAnchorPointTests {
    @Test("anchorPoint (0, 0) puts the top-left corner at the centre; a quarter turn swings the view about that corner")
    func anchorMovesTheFrameAndPivotsTheTransform() throws {
        let root = whiteRoot()
        let card = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 50))
        card.backgroundColor = LayerOrderDrawingTests.red
        root.addSubview(card)
        card.layer.anchorPoint = .zero
        #expect(card.center == CGPoint(x: 100, y: 75), "the position stays")
        #expect(card.frame == CGRect(x: 100, y: 75, width: 100, height: 50), "the frame moves round it")
        let moved = try renderScene(root, configure: viewsOnly)
        #expect(moved.pixel(x: 120, y: 90)!.isClose(to: RGBA(LayerOrderDrawingTests.red)))
        #expect(moved.pixel(x: 60, y: 60)!.isClose(to: RGBA(.white)), "nothing left where the frame was")

        card.transform = CGAffineTransform(rotationAngle: .pi / 2)
        // A quarter turn clockwise about (100, 75): the card hangs below and left of it.
        let turned = try renderScene(root, configure: viewsOnly)
        #expect(turned.pixel(x: 75, y: 150)!.isClose(to: RGBA(LayerOrderDrawingTests.red)), "swung about the anchor")
        #expect(turned.pixel(x: 120, y: 90)!.isClose(to: RGBA(.white)), "not about its centre")
        #expect(abs(card.frame.minX - 50) < 0.001 && abs(card.frame.minY - 75) < 0.001 && abs(card.frame.height - 100) < 0.001)
        #expect(root.hitTest(CGPoint(x: 75, y: 150), with: nil) === card, "touched where it is drawn")
        #expect(root.hitTest(CGPoint(x: 120, y: 90), with: nil) === root)
        let local = card.convert(CGPoint(x: 75, y: 150), from: root)
        #expect(abs(local.x - 75) < 0.001 && abs(local.y - 25) < 0.001, "the point 75 down and 25 across the turned card: \(local)")
    }
}
