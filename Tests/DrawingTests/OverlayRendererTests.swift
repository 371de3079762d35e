import Foundation
import Testing
@testable import Drawing
@_spi(TouchLab) @testable import UIKit

/// The overlays, on pixels: what a viewer must not miss.
@Suite("OverlayRenderer")
struct OverlayRendererTests {
    let theme = DrawingTheme.standard

    func bRect(_ s: SampleScene) -> CGRect { CGRect(x: 90, y: 200, width: 150, height: 150) }

    @Test("touchesCancelled by a recognizer fills the view with the cancelled colour, with a banner, then fades")
    func cancelledFlash() throws {
        let s = SampleScene()
        let feed = TraceFeed()
        feed.deliver(.began, to: s.b)
        feed.now += 0.05
        feed.deliver(.cancelled, to: s.b, cancelledBy: s.tap)
        let cancelledAt = feed.now
        let b = bRect(s)

        // 0.5 s later: past the pulse, inside the hold.
        var image = try renderScene(s.root, visualizer: feed.visualizer, now: cancelledAt + 0.5)
        let inside = image.pixel(x: Int(b.minX) + 20, y: Int(b.minY) + 60)!
        #expect(inside.isClose(to: .over(theme.cancelled, alpha: 0.42, on: RGBA(SampleScene.orange)), tolerance: 4), "\(inside)")
        #expect(image.pixel(x: Int(b.minX) + 2, y: Int(b.minY) + 60)!.isClose(to: theme.cancelled, tolerance: 3), "the heavy border")
        // The banner: a solid card near the bottom of the view.
        let bannerRow = (Int(b.minX)...Int(b.maxX)).map { image.pixel(x: $0, y: Int(b.maxY) - 14)! }
        let bannerColor = theme.cancelled.mixed(with: RGBA(hex: 0), 0.1)
        #expect(bannerRow.filter { $0.isClose(to: bannerColor, tolerance: 4) }.count > 40)

        // Gone after the banner's time.
        image = try renderScene(s.root, visualizer: feed.visualizer, now: cancelledAt + feed.visualizer.timing.cancelledBanner + 1)
        #expect(image.pixel(x: Int(b.minX) + 20, y: Int(b.minY) + 60)!.isClose(to: RGBA(SampleScene.orange)))
        #expect(image.pixel(x: Int(b.midX), y: Int(b.maxY) - 14)!.isClose(to: RGBA(SampleScene.orange)))
    }

    @Test("after the hit-test, the hit view's border is the highlight colour and rejected views get a red badge")
    func hitViewOutline() throws {
        let s = SampleScene()
        let feed = TraceFeed()
        feed.hitTest(s.root, at: s.pointInB)
        let b = bRect(s)
        let image = try renderScene(s.root, visualizer: feed.visualizer, now: feed.now + 0.1)
        for p in [CGPoint(x: b.minX + 2, y: b.midY), CGPoint(x: b.maxX - 2, y: b.midY), CGPoint(x: b.midX, y: b.maxY - 2)] {
            #expect(image.pixel(p).isClose(to: theme.hitView, tolerance: 3), "\(p): \(image.pixel(p))")
        }
        #expect(image.pixel(x: Int(b.midX), y: Int(b.maxY) - 20)!.isClose(to: RGBA(SampleScene.orange)), "the inside is untouched")

        // Badges sit in the tags' reserved slots: B's is the highlight colour, C's (hidden) red.
        let rendered = renderedScene(s, feed)
        let bBadge = try #require(rendered.badgeCenter(of: s.b))
        let cBadge = try #require(rendered.badgeCenter(of: s.c))
        #expect(image.pixel(x: Int(bBadge.x) - 6, y: Int(bBadge.y))!.isClose(to: theme.hitView, tolerance: 6))
        #expect(image.pixel(x: Int(cBadge.x) - 6, y: Int(cBadge.y))!.isClose(to: theme.rejected, tolerance: 6))
    }

    @Test("a touchesBegan tints its view green; a moved one blue; the tint fades away")
    func phaseFlashes() throws {
        let s = SampleScene()
        let feed = TraceFeed()
        feed.deliver(.began, to: s.b)
        let b = bRect(s)
        let probe = CGPoint(x: b.maxX - 12, y: b.midY)
        var image = try renderScene(s.root, visualizer: feed.visualizer, now: feed.now)
        #expect(image.pixel(probe).isClose(to: .over(theme.began, alpha: 0.28, on: RGBA(SampleScene.orange)), tolerance: 4))
        feed.now += 0.1
        feed.deliver(.moved, to: s.b)
        image = try renderScene(s.root, visualizer: feed.visualizer, now: feed.now)
        #expect(image.pixel(probe).isClose(to: .over(theme.moved, alpha: 0.28, on: RGBA(SampleScene.orange)), tolerance: 4))
        image = try renderScene(s.root, visualizer: feed.visualizer, now: feed.now + 3)
        #expect(image.pixel(probe).isClose(to: RGBA(SampleScene.orange)))
    }

    @Test("the touch indicator is drawn where the touch is, and only while pressed")
    func touchIndicator() throws {
        let s = SampleScene()
        let feed = TraceFeed()
        let p = CGPoint(x: 300, y: 600)
        feed.touch(.began, at: p, receiver: s.root)
        var image = try renderScene(s.root, visualizer: feed.visualizer, now: feed.now)
        #expect(image.pixel(p).isClose(to: theme.touchRing, tolerance: 3))
        feed.touch(.ended, at: p, receiver: s.root)
        image = try renderScene(s.root, visualizer: feed.visualizer, now: feed.now + 2)
        #expect(!image.pixel(p).isClose(to: theme.touchRing, tolerance: 40))
    }

    @Test("a held call marches a hazard-tape outline (held colour and dark dashes) just inside its view's edge")
    func heldCall() throws {
        let s = SampleScene()
        let v = DispatchVisualizer()
        v.consume(.touchesHeld(view: Traced(s.b), phase: .began, by: Traced(s.tap)), at: 0)
        let b = bRect(s)
        let image = try renderScene(s.root, visualizer: v, now: 0.2)
        let edge = (Int(b.minY) + 10..<Int(b.maxY) - 30).map { image.pixel(x: Int(b.minX) + 6, y: $0)! }
        #expect(edge.filter { $0.isClose(to: theme.held, tolerance: 6) }.count > 30)
        #expect(edge.filter { $0.isClose(to: RGBA(hex: 0x111827), tolerance: 6) }.count > 30)
    }

    @Test("the recognizer-hint hook draws a countdown ring where the provider says")
    func recognizerHints() throws {
        let s = SampleScene()
        let feed = TraceFeed()
        feed.setState(s.tap, .ended)
        let center = CGPoint(x: 215, y: 580)
        let image = try renderScene(s.root, visualizer: feed.visualizer, now: feed.now) { _, overlay in
            overlay.recognizerHintProvider = { status, _, _ in
                status.recognizer === s.tap ? [.countdown(center: center, progress: 1, label: nil)] : []
            }
        }
        let r = DrawingTheme.standard.touchRadius + 12
        #expect(image.pixel(x: Int(center.x), y: Int(center.y - r))!.isClose(to: theme.recognized, tolerance: 6))
        #expect(image.pixel(x: Int(center.x + r), y: Int(center.y))!.isClose(to: theme.recognized, tolerance: 6))
    }

    private func renderedScene(_ s: SampleScene, _ feed: TraceFeed) -> RenderedScene {
        let canvas = try! ImageSurface(width: 430, height: 932).makeCanvas()
        return SceneRenderer().draw(s.root, in: canvas, transform: SceneTransform(), visualizer: feed.visualizer, now: feed.now)
    }
}
