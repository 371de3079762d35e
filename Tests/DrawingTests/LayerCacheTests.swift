import CCairo
import Foundation
import Testing
@testable import Drawing
@_spi(TouchLab) @testable import UIKit
import UIKitHeadless

/// The phone keeps each still view's subtree as pixels between frames
/// (`LayerRasterCache`), as Core Animation's render server keeps a layer
/// tree it need not draw again. That is only right if every frame is the
/// frame drawing every view again makes, and if any change a layer shows —
/// a property, a colour of an added layer, a label's text, an animation —
/// reaches the screen at the next frame. These tests draw a screen of
/// custom controls both ways while a signature pad redraws under the finger.
@Suite("Still views kept as pixels between frames")
struct LayerCacheTests {
    /// A screen like `custom-controls`: a gradient header with a text layer,
    /// a star of `CAShapeLayer`, a label, a shadowed button, and the pad.
    final class Screen {
        let driver: HeadlessDriver
        let window: UIWindow
        let pad: BackingStoreCacheTests.Pad
        let star: CAShapeLayer
        let label: UILabel
        let button: UIButton
        let header: UIView

        init() throws {
            driver = try HeadlessDriver()
            let controller = UIViewController()
            window = driver.makeWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 300), rootViewController: controller)
            controller.view.backgroundColor = UIColor(white: 0.96, alpha: 1)
            header = UIView(frame: CGRect(x: 10, y: 10, width: 300, height: 50))
            let gradient = CAGradientLayer()
            gradient.frame = header.bounds
            gradient.colors = [UIColor.systemIndigo.cgColor, UIColor.systemTeal.cgColor]
            gradient.startPoint = CGPoint(x: 0, y: 0.5)
            gradient.endPoint = CGPoint(x: 1, y: 0.5)
            gradient.cornerRadius = 10
            header.layer.addSublayer(gradient)
            let title = CATextLayer()
            title.frame = CGRect(x: 12, y: 14, width: 200, height: 24)
            title.string = "Drawn by hand"
            title.fontSize = 16
            header.layer.addSublayer(title)
            controller.view.addSubview(header)

            let stars = UIView(frame: CGRect(x: 10, y: 70, width: 60, height: 60))
            star = CAShapeLayer()
            let path = UIBezierPath()
            for i in 0..<10 {
                let r: CGFloat = i % 2 == 0 ? 28 : 12, a = CGFloat(i) * .pi / 5 - .pi / 2
                let p = CGPoint(x: 30 + r * cos(a), y: 30 + r * sin(a))
                if i == 0 { path.move(to: p) } else { path.addLine(to: p) }
            }
            path.close()
            star.path = path.cgPath
            star.fillColor = UIColor.systemYellow.cgColor
            star.strokeColor = UIColor.systemOrange.cgColor
            star.lineWidth = 2
            stars.layer.addSublayer(star)
            controller.view.addSubview(stars)

            label = UILabel(frame: CGRect(x: 80, y: 80, width: 120, height: 30))
            label.text = "Rating: 3"
            controller.view.addSubview(label)
            button = UIButton(type: .system)
            button.frame = CGRect(x: 210, y: 76, width: 96, height: 40)
            button.setTitle("Clear", for: .normal)
            button.backgroundColor = .systemBlue
            button.layer.cornerRadius = 8
            button.layer.shadowOpacity = 0.4
            button.layer.shadowRadius = 4
            button.layer.shadowOffset = CGSize(width: 0, height: 2)
            controller.view.addSubview(button)

            pad = BackingStoreCacheTests.Pad(frame: CGRect(x: 10, y: 140, width: 300, height: 150))
            pad.backgroundColor = .white
            pad.layer.cornerRadius = 12
            pad.layer.borderWidth = 1
            pad.layer.borderColor = UIColor(white: 0.8, alpha: 1).cgColor
            controller.view.addSubview(pad)
            driver.runUntilIdle()
        }

        /// Where a point of `view` is on the picture.
        func device(_ p: CGPoint, in view: UIView) -> CGPoint { LayerCacheTests.transform.toDevice(window.convert(p, from: view)) }
    }

    /// A scale and offset that put no edge on a whole pixel.
    static let transform = SceneTransform(origin: CGPoint(x: 3.3, y: 2.6), scale: 0.83, rootBoundsOrigin: .zero)
    static let size = (width: 280, height: 260)

    /// A renderer and the one surface it draws every frame on, as the demo's
    /// window keeps one pixmap. The cache's keys name that surface: a fresh
    /// surface each frame would be a different screen, and a hit only when
    /// the allocator happened to hand back the same address (which another
    /// test allocating at the same moment made fail).
    final class Phone {
        let renderer = SceneRenderer()
        let surface: ImageSurface
        var layerCache: LayerRasterCache { renderer.layerCache }

        init(cachesLayers: Bool) throws {
            renderer.cachesLayers = cachesLayers
            surface = try ImageSurface(width: LayerCacheTests.size.width, height: LayerCacheTests.size.height)
        }
    }

    /// The screen drawn on `phone`'s surface, cleared first; a copy of it is returned.
    ///
    /// The cache holds the pixels under a subtree with the subtree (what the
    /// frame painted there before it), and is copied back, not blended: a
    /// frame from it is the frame drawn whole, pixel for pixel. (Where the
    /// pad's backing store is updated rect by rect, Pixman can round a few
    /// pixels a level or two apart from the whole bitmap scaled:
    /// `BackingStoreCacheTests`.)
    static func picture(_ screen: Screen, with phone: Phone) throws -> ImageSurface {
        let canvas = phone.surface.makeCanvas()
        canvas.withSavedState {
            cairo_set_operator(canvas.context, CAIRO_OPERATOR_CLEAR)
            cairo_paint(canvas.context)
        }
        // The screen on whole pixels, as the demo's is (a clip Cairo can hand on as rectangles).
        _ = phone.renderer.renderViews(screen.window, in: canvas, transform: transform,
                                       screenRect: CGRect(x: 0, y: 0, width: size.width, height: size.height))
        return try phone.surface.copy()
    }

    @Test("signing the pad: the still controls come from the cache, and every frame is the frame drawn whole")
    func everyFrameMatchesDrawingEveryView() throws {
        let screen = try Screen()
        let cached = try Phone(cachesLayers: true)
        _ = try Self.picture(screen, with: cached)
        screen.driver.touchDown(at: screen.window.convert(CGPoint(x: 30, y: 100), from: screen.pad))
        var hitsSeen: [Int] = []
        for i in 1...12 {
            let t = Double(i) / 12
            screen.driver.move(to: screen.window.convert(CGPoint(x: 30 + 240 * t, y: 100 - 50 * sin(t * 6)), from: screen.pad))
            screen.driver.runUntilIdle()
            let kept = try Self.picture(screen, with: cached)
            hitsSeen.append(cached.layerCache.hits)
            let whole = try Self.picture(screen, with: Phone(cachesLayers: false))
            let d = BackingStoreCacheTests.differences(kept, whole)
            #expect(d.largest <= 2 && d.pixels <= 16, "move \(i): \(d.pixels) pixels differ, by up to \(d.largest)")
        }
        // The header, the star's view, the label and the button: copied, not drawn, once still for a frame.
        #expect(hitsSeen.dropFirst(2).allSatisfy { $0 >= 4 }, "subtrees copied from the cache each frame: \(hitsSeen)")
        // The pad, which changes every frame, and its superview are drawn every frame: never from the cache.
        #expect(!cached.layerCache.holds(screen.pad), "the redrawing pad is not kept as pixels")
    }

    @Test("a change a layer shows reaches the next frame: an added layer's colour, a label's text, a button's title, a moved view")
    func changesInvalidateTheCache() throws {
        let screen = try Screen()
        let cached = try Phone(cachesLayers: true)
        for _ in 0..<3 { _ = try Self.picture(screen, with: cached) }
        #expect(cached.layerCache.hits >= 1, "the still screen comes from the cache by the third frame")
        let starCentre = screen.device(CGPoint(x: 30, y: 32), in: screen.star.superlayer!.delegate!)
        #expect(try Self.picture(screen, with: cached).pixel(starCentre).isClose(to: RGBA(UIColor.systemYellow)), "the star is yellow")

        // Layers of their own animate changes implicitly (Behaviour §13): these changes are meant to show at once.
        CATransaction.setDisableActions(true)
        defer { CATransaction.setDisableActions(false) }
        let changes: [(String, () -> Void)] = [
            ("the star's fill colour", { screen.star.fillColor = UIColor.systemRed.cgColor }),
            ("the label's text", { screen.label.text = "Rating: 5 ★" }),
            ("the button's title", { screen.button.setTitle("Undo", for: .normal) }),
            ("the header's added layer's text", { (screen.header.layer.sublayers?.last as? CATextLayer)?.string = "Signed" }),
            ("the button moved", { screen.button.frame.origin.x -= 20 }),
            ("the button's background", { screen.button.backgroundColor = .systemGreen }),
        ]
        for (what, change) in changes {
            change()
            screen.driver.runUntilIdle()
            let kept = try Self.picture(screen, with: cached)
            let whole = try Self.picture(screen, with: Phone(cachesLayers: false))
            let d = BackingStoreCacheTests.differences(kept, whole)
            #expect(d.pixels == 0, "after \(what): \(d.pixels) pixels differ, by up to \(d.largest)")
            // And kept again, still right, once still.
            for _ in 0..<2 { _ = try Self.picture(screen, with: cached) }
            let again = BackingStoreCacheTests.differences(try Self.picture(screen, with: cached), whole)
            #expect(again.pixels == 0, "\(what), from the cache: \(again.pixels) pixels differ")
        }
        #expect(try Self.picture(screen, with: cached).pixel(starCentre).isClose(to: RGBA(UIColor.systemRed)), "the star turned red")
    }

    @Test("a view animating is drawn every frame where the animation has it, never from a stale picture")
    func animatingViewsAreDrawnEachFrame() throws {
        let screen = try Screen()
        let cached = try Phone(cachesLayers: true)
        for _ in 0..<3 { _ = try Self.picture(screen, with: cached) }
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { screen.button.alpha = 0.3 })
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 1
        fade.toValue = 0.2
        fade.duration = 1
        screen.star.add(fade, forKey: "fade")
        for step in 1...4 {
            screen.driver.advance(by: 0.2)
            let kept = try Self.picture(screen, with: cached)
            let whole = try Self.picture(screen, with: Phone(cachesLayers: false))
            let d = BackingStoreCacheTests.differences(kept, whole)
            #expect(d.pixels == 0, "\(step * 200) ms into the fades: \(d.pixels) pixels differ, by up to \(d.largest)")
        }
    }

    /// The phone shows a hidden view as a ghost, and a ghost clips nothing:
    /// a hidden clipping view's subview that sticks out is drawn past its
    /// bounds. Kept as pixels, its still superview must hold that too.
    @Test("a hidden clipping view's ghost, drawn past its bounds, comes from the cache whole")
    func hiddenClippingViewsGhostIsKeptWhole() throws {
        let screen = try Screen()
        let card = UIView(frame: CGRect(x: 80, y: 112, width: 120, height: 24))
        card.backgroundColor = .systemGray5
        let drawer = UIView(frame: CGRect(x: 10, y: 4, width: 40, height: 16))
        drawer.clipsToBounds = true
        drawer.isHidden = true
        let tab = UIView(frame: CGRect(x: 30, y: -6, width: 70, height: 28))
        tab.backgroundColor = .systemPink
        drawer.addSubview(tab)
        card.addSubview(drawer)
        screen.pad.superview!.insertSubview(card, belowSubview: screen.pad)
        screen.driver.runUntilIdle()
        let cached = try Phone(cachesLayers: true)
        #expect(cached.renderer.showsHiddenViews, "ghosts are drawn by default")
        // Signing the pad redraws the card's superview every frame, so the card is kept on its own.
        screen.driver.touchDown(at: screen.window.convert(CGPoint(x: 30, y: 100), from: screen.pad))
        for frame in 1...4 {
            screen.driver.move(to: screen.window.convert(CGPoint(x: 30 + 40 * Double(frame), y: 100), from: screen.pad))
            screen.driver.runUntilIdle()
            let kept = try Self.picture(screen, with: cached)
            let whole = try Self.picture(screen, with: Phone(cachesLayers: false))
            let d = BackingStoreCacheTests.differences(kept, whole)
            #expect(d.pixels == 0, "frame \(frame): \(d.pixels) pixels differ, by up to \(d.largest)")
        }
        #expect(cached.layerCache.holds(card), "the still card is kept as pixels")
    }
}
