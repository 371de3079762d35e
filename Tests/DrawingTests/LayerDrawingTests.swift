import Foundation
import Testing
@testable import Drawing
@_spi(TouchLab) import CoreGraphics
@_spi(TouchLab) @testable import UIKit
import UIKitHeadless

/// A view's layer on real pixels: rounded, clipped, bordered, shadowed; and,
/// mid-animation, drawn at its presentation values (Behaviour §9).
@Suite("Layers and animations on the canvas")
struct LayerDrawingTests {
    static let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
    static let blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)

    func root() -> UIView { whiteRoot() }
    func plain(_ scene: SceneRenderer, _ overlay: OverlayRenderer) { viewsOnly(scene, overlay) }

    @Test("cornerRadius rounds the background; masksToBounds clips a subview to the rounded corners")
    func roundedAndClipped() throws {
        let root = root()
        let card = UIView(frame: CGRect(x: 20, y: 20, width: 100, height: 100))
        card.backgroundColor = Self.red
        card.layer.cornerRadius = 30
        card.layer.masksToBounds = true
        let child = UIView(frame: CGRect(x: -20, y: -20, width: 60, height: 60))
        child.backgroundColor = Self.blue
        card.addSubview(child)
        root.addSubview(card)
        let image = try renderScene(root, configure: plain)
        #expect(image.pixel(x: 22, y: 22)!.isClose(to: RGBA(.white)), "the rounded corner shows the root")
        #expect(image.pixel(x: 10, y: 10)!.isClose(to: RGBA(.white)), "the child is clipped to the card")
        #expect(image.pixel(x: 45, y: 45)!.isClose(to: RGBA(Self.blue)), "the child inside the card")
        #expect(image.pixel(x: 70, y: 70)!.isClose(to: RGBA(Self.red)))
        #expect(image.pixel(x: 118, y: 70)!.isClose(to: RGBA(Self.red)), "the straight edge is not rounded")
    }

    @Test("the border is drawn inside the bounds, borderWidth wide, in borderColor")
    func border() throws {
        let root = root()
        let card = UIView(frame: CGRect(x: 20, y: 20, width: 100, height: 100))
        card.backgroundColor = .white
        card.layer.borderWidth = 8
        card.layer.borderColor = Self.blue.cgColor
        root.addSubview(card)
        let image = try renderScene(root, configure: plain)
        #expect(image.pixel(x: 23, y: 70)!.isClose(to: RGBA(Self.blue)), "inside the left edge")
        #expect(image.pixel(x: 32, y: 70)!.isClose(to: RGBA(.white)), "past the border's width")
        #expect(image.pixel(x: 18, y: 70)!.isClose(to: RGBA(.white)), "never outside the bounds")
    }

    @Test("a shadow darkens below the view by its offset and fades with its radius; masksToBounds clips it away")
    func shadow() throws {
        func render(masks: Bool) throws -> ImageSurface {
            let root = root()
            let card = UIView(frame: CGRect(x: 50, y: 40, width: 100, height: 100))
            card.backgroundColor = .white
            card.layer.shadowOpacity = 0.5
            card.layer.shadowRadius = 6
            card.layer.shadowOffset = CGSize(width: 0, height: 10)
            card.layer.masksToBounds = masks
            root.addSubview(card)
            return try renderScene(root, configure: plain)
        }
        let shadowed = try render(masks: false)
        let near = shadowed.pixel(x: 100, y: 144)!, far = shadowed.pixel(x: 100, y: 160)!
        #expect(near.red < 200, "just below the view, under the offset shadow: \(near)")
        #expect(far.red > near.red, "lighter further out: \(far) vs \(near)")
        #expect(shadowed.pixel(x: 100, y: 20)!.isClose(to: RGBA(.white)), "the offset moves it down, away from the top")
        let clipped = try render(masks: true)
        #expect(clipped.pixel(x: 100, y: 144)!.isClose(to: RGBA(.white)), "masksToBounds clips the layer's own shadow")
    }

    /// Apple, `CALayer.shadowPath`: without a path the layer's shadow is made
    /// from "the layer's composited alpha channel" — so a clear view's
    /// subview, a sublayer, casts it (the phone drew a shadow only under a
    /// view's own background or border before: this failed).
    @Test("a clear view's shadow is cast by what its layer composites: its subview's layer")
    func shadowOfWhatTheLayerComposites() throws {
        let root = root()
        let clear = UIView(frame: CGRect(x: 20, y: 20, width: 160, height: 160))
        clear.layer.shadowOpacity = 0.8
        clear.layer.shadowRadius = 3
        clear.layer.shadowOffset = CGSize(width: 0, height: 12)
        let child = UIView(frame: CGRect(x: 40, y: 20, width: 60, height: 40))
        child.backgroundColor = Self.red
        clear.addSubview(child)
        root.addSubview(clear)
        let image = try renderScene(root, configure: plain)
        let under = image.pixel(x: 90, y: 86)!, beside = image.pixel(x: 150, y: 86)!
        #expect(under.red < 200 && under.green < 200, "below the subview, by the offset: its shadow, \(under)")
        #expect(beside.isClose(to: RGBA(.white)), "where the layer draws nothing, no shadow: \(beside)")
        #expect(image.pixel(x: 90, y: 60)!.isClose(to: RGBA(Self.red)), "the subview over its own shadow")
    }

    /// One piece of code draws every layer's look (`LayerLook`): the phone's
    /// shadow, background and rounded corners are `render(in:)`'s, pixel for
    /// pixel within a level or two (the phone drew twelve rounded rectangles
    /// where `render(in:)` blurs: they were tens of levels apart).
    @Test("the phone draws a view's shadow as render(in:) does: one piece of code for the layer's look")
    func shadowIsRenderInsShadow() throws {
        let root = root()
        let card = UIView(frame: CGRect(x: 40, y: 30, width: 110, height: 90))
        card.backgroundColor = Self.blue
        card.layer.cornerRadius = 16
        card.layer.shadowOpacity = 0.6
        card.layer.shadowRadius = 8
        card.layer.shadowOffset = CGSize(width: 6, height: 12)
        root.addSubview(card)
        let phone = try renderScene(root, configure: plain)
        let ctx = try #require(CGContext(uikitBitmapOfSize: root.bounds.size, scale: 1))
        root.layer.render(in: ctx)
        let rendered = try #require(ctx.makeImage())
        var largest = 0, shaded = 0
        // Below the card and to its right, where the shadow fades out; and the rounded corner.
        let points = (0..<40).map { (95, 110 + $0) } + (0..<40).map { (140 + $0, 80) } + [(42, 32), (45, 35), (147, 117)]
        for (x, y) in points {
            let a = try #require(phone.pixel(x: x, y: y)), b = rendered.pixel(x: x, y: y)
            let d = max(abs(Int(a.red) - Int(b.red)), abs(Int(a.green) - Int(b.green)), abs(Int(a.blue) - Int(b.blue)))
            largest = max(largest, d)
            if a.red < 235 { shaded += 1 }
        }
        #expect(shaded >= 20, "the shadow is there to compare: \(shaded) shaded pixels")
        #expect(largest <= 2, "the phone and render(in:) differ by up to \(largest) levels")
    }

    @Test("mid-animation the view is drawn at its presentation frame, not its model frame")
    func presentationIsDrawn() throws {
        let driver = try HeadlessDriver(recordTrace: false)
        let window = driver.makeWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200), rootViewController: nil)
        window.backgroundColor = .white
        let card = UIView(frame: CGRect(x: 0, y: 50, width: 40, height: 40))
        card.backgroundColor = Self.red
        window.addSubview(card)
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { card.frame.origin.x = 160 })
        driver.advance(by: 0.5)
        let image = try renderScene(window, configure: plain)
        #expect(image.pixel(x: 100, y: 70)!.isClose(to: RGBA(Self.red)), "drawn half way: x 80…120")
        #expect(image.pixel(x: 180, y: 70)!.isClose(to: RGBA(.white)), "nothing drawn at the model frame")
        #expect(image.pixel(x: 20, y: 70)!.isClose(to: RGBA(.white)), "nor at the start")
    }
}
