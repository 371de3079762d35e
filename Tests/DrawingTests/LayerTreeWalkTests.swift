import Foundation
import Testing
@testable import Drawing
@_spi(TouchLab) import CoreGraphics
@_spi(TouchLab) @testable import UIKit
import UIKitHeadless

/// One walk over the layer tree (issue 27 item 8): wherever a view's layer
/// sits — flat, turned in 3D, in a perspective container, held by a layer of
/// its own that is itself turned — the phone draws it with the same code, so
/// it looks the same. UIKit's layer code, which used to draw what the phone's
/// walk did not follow, drew a button as its background alone (no title) and
/// named none of a perspective container's subviews.
@Suite("One walk over the layer tree")
struct LayerTreeWalkTests {
    static let blue = UIColor(red: 0, green: 0.3, blue: 0.9, alpha: 1)

    /// A 240-point white root with a green card; in the card, a blue
    /// button titled "Buy" (white on a filled button), centred.
    func cardWithAButton() -> (root: UIView, card: UIView, button: UIButton) {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 240, height: 240))
        root.backgroundColor = .white
        let card = UIView(frame: CGRect(x: 20, y: 60, width: 200, height: 120))
        card.backgroundColor = .green
        root.addSubview(card)
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 40, y: 38, width: 120, height: 44)
        button.backgroundColor = Self.blue
        button.setTitle("Buy", for: .normal)
        card.addSubview(button)
        return (root, card, button)
    }

    /// How many near-white pixels — the title's glyphs on the blue button —
    /// lie in the middle of the button (x 95–145, y 108–132 of the root).
    func titlePixels(_ image: ImageSurface) -> Int {
        var n = 0
        for y in 108...132 {
            for x in 95...145 {
                let p = image.pixel(x: x, y: y)!
                if p.red > 200, p.green > 200, p.blue > 200 { n += 1 }
            }
        }
        return n
    }

    /// A turn of 0.3 rad about y, seen in perspective (m34 = −1/500).
    static let turn: CATransform3D = {
        var perspective = CATransform3DIdentity
        perspective.m34 = -1.0 / 500
        return CATransform3DRotate(perspective, 0.3, 0, 1, 0)
    }()

    @Test("a button in a card turned in 3D keeps its title, as it has flat: the same walk draws both")
    func buttonTitleInAFlippedCard() throws {
        let (root, card, _) = cardWithAButton()
        let flat = titlePixels(try renderScene(root, configure: viewsOnly))
        #expect(flat > 20, "flat, the title's glyphs: \(flat) pixels")
        card.layer.transform = Self.turn
        let turned = titlePixels(try renderScene(root, configure: viewsOnly))
        #expect(turned > flat / 2, "turned, the title is still drawn: \(turned) pixels (flat \(flat))")
    }

    @Test("a button whose layer a turned layer of its own holds keeps its title there too")
    func buttonTitleUnderATurnedLayerOfItsOwn() throws {
        let (root, card, button) = cardWithAButton()
        let holder = CALayer()
        holder.frame = card.bounds
        card.layer.addSublayer(holder)
        holder.addSublayer(button.layer)
        let flat = titlePixels(try renderScene(root, configure: viewsOnly))
        #expect(flat > 20, "held flat, the title's glyphs: \(flat) pixels")
        holder.transform = Self.turn
        let turned = titlePixels(try renderScene(root, configure: viewsOnly))
        #expect(turned > flat / 2, "held by a turned layer, the title is still drawn: \(turned) pixels (flat \(flat))")
    }

    @Test("each subview of a perspective container is named where it is drawn, and the container is drawn as a view")
    func perspectiveContainerSubviewsAreTagged() throws {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 240))
        root.backgroundColor = .white
        let container = UIView(frame: CGRect(x: 10, y: 10, width: 300, height: 220))
        container.backgroundColor = UIColor(white: 0.9, alpha: 1)
        root.addSubview(container)
        var perspective = CATransform3DIdentity
        perspective.m34 = -1.0 / 400
        container.layer.sublayerTransform = perspective
        var cards: [UIView] = []
        for (i, angle) in [0.5, -0.5].enumerated() {
            let card = UIView(frame: CGRect(x: 20 + 140 * CGFloat(i), y: 50, width: 120, height: 120))
            card.backgroundColor = Self.blue
            card.layer.transform = CATransform3DMakeRotation(angle, 0, 1, 0)
            container.addSubview(card)
            cards.append(card)
        }
        let image = try ImageSurface(width: 320, height: 240)
        let canvas = image.makeCanvas()
        let scene = SceneRenderer()
        let rendered = scene.renderViews(root, in: canvas, transform: SceneTransform(origin: .zero, scale: 1))
        scene.drawTags(rendered, in: canvas)
        #expect(rendered.tags[ObjectIdentifier(container)] != nil, "the container, flat, is named")
        for card in cards {
            let tag = try #require(rendered.tags[ObjectIdentifier(card)], "a card in the container is named")
            let shape = try #require(rendered.shapes[ObjectIdentifier(card)], "its projected corners are known to the overlays")
            let box = SceneRenderer.boundingBox(shape)
            #expect(box.insetBy(dx: -40, dy: -40).intersects(tag.rect), "its tag \(tag.rect) by its projected box \(box)")
        }
        // Turned 0.5 rad away about y in perspective, a card's two vertical edges differ in height.
        func blueHeight(atX x: Int) -> Int { (0..<240).filter { image.pixel(x: x, y: $0)!.isClose(to: RGBA(Self.blue)) }.count }
        let first = SceneRenderer.boundingBox(try #require(rendered.shapes[ObjectIdentifier(cards[0])]))
        let near = blueHeight(atX: Int(first.minX) + 6), far = blueHeight(atX: Int(first.maxX) - 6)
        #expect(near > 0 && far > 0 && abs(near - far) > 6, "the card foreshortened: \(near) vs \(far) pixels tall")
    }

    @Test("a card drawn in perspective is one colour inside: the triangles it is projected in leave no seams, at 1× and 2×")
    func projectedCardHasNoSeams() throws {
        for scale in [1.0, 2.0] {
            let root = UIView(frame: CGRect(x: 0, y: 0, width: 240, height: 240))
            root.backgroundColor = .white
            let card = UIView(frame: CGRect(x: 40, y: 40, width: 160, height: 160))
            card.backgroundColor = Self.blue
            card.layer.transform = Self.turn
            root.addSubview(card)
            let image = try ImageSurface(width: Int(240 * scale), height: Int(240 * scale))
            let scene = SceneRenderer()
            scene.showsNameTags = false
            scene.showsHairlines = false
            let rendered = scene.renderViews(root, in: image.makeCanvas(), transform: SceneTransform(origin: .zero, scale: CGFloat(scale)))
            // Well inside its projected box (the far edge is shorter: keep 20 % clear top and bottom).
            let box = SceneRenderer.boundingBox(try #require(rendered.shapes[ObjectIdentifier(card)]))
            var off = 0, inside = 0
            for y in Int(box.minY + box.height * 0.2)..<Int(box.maxY - box.height * 0.2) {
                for x in Int(box.minX) + 4..<Int(box.maxX) - 4 {
                    inside += 1
                    if !image.pixel(x: x, y: y)!.isClose(to: RGBA(Self.blue), tolerance: 3) { off += 1 }
                }
            }
            #expect(inside > 5_000 * Int(scale * scale), "sampled \(inside) pixels")
            #expect(off == 0, "at \(scale)×, \(off) of \(inside) pixels inside the card are not its blue")
        }
    }

    @Test("render(in:) and the phone place a perspective container's sublayers alike")
    func renderInAgreesOnAPerspectiveContainer() throws {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        root.backgroundColor = .white
        let container = UIView(frame: root.bounds)
        root.addSubview(container)
        var perspective = CATransform3DIdentity
        perspective.m34 = -1.0 / 300
        container.layer.sublayerTransform = perspective
        let card = CALayer()
        card.frame = CGRect(x: 50, y: 50, width: 100, height: 100)
        card.backgroundColor = UIColor.red.cgColor
        card.transform = CATransform3DMakeRotation(.pi / 4, 0, 1, 0)
        container.layer.addSublayer(card)
        let phone = try renderScene(root, configure: viewsOnly)
        let ctx = try #require(CGContext(uikitBitmapOfSize: root.bounds.size, scale: 1))
        root.layer.render(in: ctx)
        let model = try #require(ctx.makeImage())
        var disagree = 0, red = 0
        for y in stride(from: 0, to: 200, by: 2) {
            for x in stride(from: 0, to: 200, by: 2) {
                let q = phone.pixel(x: x, y: y)!, p = model.pixel(x: x, y: y)
                let a = q.red > 200 && q.green < 60 && q.blue < 60
                let b = p.red > 200 && p.green < 60 && p.blue < 60
                if a { red += 1 }
                if a != b { disagree += 1 }
            }
        }
        #expect(red > 500, "the card is drawn: \(red) samples")
        #expect(disagree < red / 20, "the two compositors disagree on \(disagree) of \(red) samples (edges only)")
    }
}
