import Foundation
import Testing
@testable import TouchLab
@_spi(TouchLab) @testable import UIKit
import UIKitHeadless

/// The scenes of iOS code brought as is (Behaviour §8): haptics fire when
/// the handlers that call them run, and the photo viewer zooms.
@Suite("iOS-code scenes behave as their explanations say")
struct IOSCodeSceneTests {
    private func haptics(_ harness: SceneHarness) -> [String] {
        harness.driver.tracer.recorded.compactMap { event in
            guard case let .hapticFeedback(feedback) = event, feedback.isFeedback else { return nil }
            return feedback.description
        }
    }

    @Test("haptics: an impact on the button's touch-down, selection ticks along the ruler, success when the press begins")
    func haptics() throws {
        let harness = try SceneHarness("haptics")
        harness.driver.touchDown(at: harness.center("button"))
        #expect(haptics(harness) == ["impact medium"], "on touch-down, before the finger lifts")
        harness.driver.touchUp(at: harness.center("button"))
        #expect(haptics(harness) == ["impact medium"])

        harness.driver.clearLog()
        let ruler = harness.view("ruler").convert(harness.view("ruler").bounds, to: nil)
        harness.driver.drag(from: CGPoint(x: ruler.minX + 10, y: ruler.midY), to: CGPoint(x: ruler.maxX - 10, y: ruler.midY),
                            duration: 0.5, steps: 40)
        let ticks = haptics(harness)
        #expect(ticks.count >= 6 && ticks.allSatisfy { $0 == "selection" }, "\(ticks)")

        harness.driver.clearLog()
        harness.driver.touchDown(at: harness.center("square"))
        harness.driver.advance(by: 0.4)
        #expect(haptics(harness) == [])
        harness.driver.advance(by: 0.2)
        #expect(haptics(harness) == ["notification success"], "when the long press begins, not on release")
        harness.driver.touchUp(at: harness.center("square"))
    }

    @Test("scroll-zoom: a pinch past 3× springs back to 3, the label says so; z zooms to a tile, 1 back to 1")
    func zoom() throws {
        let harness = try SceneHarness("scroll-zoom")
        let scrollView = try #require(harness.view("scroll view") as? UIScrollView)
        let status = try #require(harness.view("status") as? UILabel)
        let c = harness.center("scroll view")
        harness.driver.touchDown(at: CGPoint(x: c.x - 10, y: c.y), finger: 0)
        harness.driver.touchDown(at: CGPoint(x: c.x + 10, y: c.y), finger: 1)
        for half in stride(from: 20.0, through: 100.0, by: 10.0) {
            harness.driver.advance(by: 0.016)
            harness.driver.move(to: CGPoint(x: c.x - half, y: c.y), finger: 0)
            harness.driver.move(to: CGPoint(x: c.x + half, y: c.y), finger: 1)
        }
        #expect(scrollView.zoomScale > 3)
        harness.driver.touchUp(at: CGPoint(x: c.x + 100, y: c.y), finger: 1)
        harness.driver.touchUp(at: CGPoint(x: c.x - 100, y: c.y), finger: 0)
        harness.driver.advance(by: 0.5)
        #expect(scrollView.zoomScale == 3)
        #expect(status.text == "zoomScale 3.00 (1 … 3)\ndidEndZooming at 3.00")
        #expect(harness.takeLog().suffix(1) == ["scrollViewDidEndZooming(atScale: 3.00)"])

        harness.content.handleKey("1")
        harness.driver.advance(by: 0.5)
        #expect(scrollView.zoomScale == 1)
        harness.content.handleKey("z")
        harness.driver.advance(by: 0.5)
        #expect(scrollView.zoomScale == 3, "the tile fills the width: 400 / 133, kept at the maximum")
    }

    @Test("dynamics-card: dragged on an attachment, let go slowly, the card snaps home and the animator pauses")
    func dynamicsCard() throws {
        let harness = try SceneHarness("dynamics-card")
        let card = harness.view("card")
        let home = card.center
        let start = harness.center("card")
        harness.driver.touchDown(at: start)
        for step in 1...30 {
            harness.driver.move(to: CGPoint(x: start.x + CGFloat(step) * 3, y: start.y + CGFloat(step)))
            harness.driver.advance(by: 1.0 / 60)
        }
        harness.driver.advance(by: 0.3)
        // Held where the pan began, past its slop: within 15 points of the finger's own move.
        #expect(abs(card.center.x - (home.x + 90)) < 15 && abs(card.center.y - (home.y + 30)) < 15,
                "the card follows the finger: \(card.center)")
        harness.driver.touchUp(at: CGPoint(x: start.x + 90, y: start.y + 30))
        harness.driver.advance(by: 3)
        #expect(abs(card.center.x - home.x) < 1 && abs(card.center.y - home.y) < 1, "home: \(card.center)")
        let log = harness.takeLog()
        #expect(log.contains { $0.hasPrefix("let go at") && $0.hasSuffix("snapped home") }, "\(log)")
        #expect(log.last?.hasPrefix("animator: did pause") == true, "\(log)")
    }

    @Test("dynamics-card: with F, let go, a spring field sways the card back through home and drag calms it")
    func dynamicsCardFields() throws {
        let harness = try SceneHarness("dynamics-card")
        let card = harness.view("card")
        let home = card.center
        harness.content.handleKey("f")
        let start = harness.center("card")
        harness.driver.touchDown(at: start)
        for step in 1...30 {
            harness.driver.move(to: CGPoint(x: start.x + CGFloat(step) * 3, y: start.y))
            harness.driver.advance(by: 1.0 / 60)
        }
        harness.driver.advance(by: 0.3)
        harness.driver.touchUp(at: CGPoint(x: start.x + 90, y: start.y))
        // A spring pulls back through home: at some frame the card is left of where it was let go, then calms near home.
        var leftmost = card.center.x
        for _ in 0..<240 {
            harness.driver.advance(by: 1.0 / 60)
            leftmost = min(leftmost, card.center.x)
        }
        #expect(leftmost < home.x, "swung back past home: \(leftmost) against \(home.x)")
        harness.driver.advance(by: 6)
        #expect(hypot(card.center.x - home.x, card.center.y - home.y) < 10, "calmed near home: \(card.center)")
        harness.driver.advance(by: 6)
        let log = harness.takeLog()
        #expect(log.contains { $0.contains("a spring field sways it home") }, "\(log)")
        #expect(log.last?.hasPrefix("animator: did pause") == true, "spin and sway calmed, it comes to rest: \(log)")
    }
}
