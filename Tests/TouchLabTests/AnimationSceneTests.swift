import Foundation
import Testing
import TouchLab
@_spi(TouchLab) @testable import UIKit
import UIKitHeadless

/// The animation scenes (Behaviour §9) do what their explanations say, on
/// the driver's virtual clock. In a 430×800 window design points are window
/// points: the card's model frame is the right end, x 290…400, y 260…370.
@Suite("Animation scenes behave as their explanations say")
struct AnimationSceneTests {
    static let rightEnd = CGPoint(x: 345, y: 315)

    func cardTouched(_ harness: SceneHarness) -> Bool { harness.takeLog().contains("card touchesBegan") }

    @Test("animate-hit-model: the drawn card misses, the model frame hits; 'f' hit-tests the presentation layer")
    func hitModel() throws {
        let harness = try SceneHarness("animate-hit-model")
        let card = harness.view("card")
        harness.driver.advance(by: 0.25)
        let drawn = try #require(card.layer.presentation()).frame
        let drawnCentre = card.superview!.convert(CGPoint(x: drawn.midX, y: drawn.midY), to: nil)
        #expect(drawnCentre.x < 200, "drawn near the left end: \(drawnCentre)")
        harness.driver.tap(at: drawnCentre)
        #expect(!cardTouched(harness), "a tap on the drawn card misses it")
        harness.driver.tap(at: Self.rightEnd)
        #expect(cardTouched(harness), "a tap on the model frame hits it")
        #expect(harness.content.handleKey("f"))
        _ = harness.takeLog()
        let now = try #require(card.layer.presentation()).frame
        harness.driver.tap(at: card.superview!.convert(CGPoint(x: now.midX, y: now.midY), to: nil))
        #expect(cardTouched(harness), "with the presentation-layer hitTest, the drawn card is touched")
    }

    @Test("animate-no-interaction: the model frame gets nothing until 'a' adds .allowUserInteraction")
    func noInteraction() throws {
        let harness = try SceneHarness("animate-no-interaction")
        harness.driver.advance(by: 0.25)
        harness.driver.tap(at: Self.rightEnd)
        #expect(!cardTouched(harness))
        #expect(harness.content.handleKey("a"))
        _ = harness.takeLog()
        harness.driver.advance(by: 0.25)
        harness.driver.tap(at: Self.rightEnd)
        #expect(cardTouched(harness))
    }

    @Test("animate-allow-interaction: only the button whose animation allows it is tapped")
    func allowInteraction() throws {
        let harness = try SceneHarness("animate-allow-interaction")
        harness.driver.advance(by: 0.3)
        harness.tap("pulsing, no options")
        #expect(!harness.takeLog().contains("pulsing, no options touchesBegan"))
        harness.tap("pulsing, .allowUserInteraction")
        #expect(harness.takeLog().contains("pulsing, .allowUserInteraction touchesBegan"))
    }

    @Test("animate-scrub: a drag scrubs the animator; let go past half way and it runs to the end")
    func scrub() throws {
        let harness = try SceneHarness("animate-scrub")
        let card = harness.view("card")
        let start = card.center.x
        harness.driver.touchDown(at: CGPoint(x: 100, y: 400))
        for step in 1...16 { harness.driver.move(to: CGPoint(x: 100 + CGFloat(step) * 10, y: 400)) }
        let shown = try #require(card.layer.presentation())
        #expect(shown.position.x > start + 100, "the card follows the drag: \(shown.position.x)")
        #expect(card.center.x == start + 250, "the model is the animator's target")
        harness.driver.touchUp(at: CGPoint(x: 260, y: 400))
        harness.driver.advance(by: 1)
        let log = harness.takeLog()
        #expect(log.contains { $0.hasPrefix("pan ended at fractionComplete 0.6") }, "\(log)")
        #expect(log.last == "animator completed at .end", "\(log)")
        #expect(card.layer.presentation()?.position.x == start + 250)
    }

    @Test("layer-appearance: 'a' animates the layers' properties in one block")
    func layerAppearance() throws {
        let harness = try SceneHarness("layer-appearance")
        let rounded = harness.view("cornerRadius 24")
        #expect(rounded.layer.cornerRadius == 24)
        #expect(harness.view("masksToBounds").clipsToBounds)
        #expect(harness.content.handleKey("a"))
        #expect(rounded.layer.cornerRadius == 70)
        #expect(rounded.layer.animationKeys() == ["cornerRadius"])
        harness.driver.advance(by: 0.4)
        let mid = try #require(rounded.layer.presentation()).cornerRadius
        #expect(mid > 24 && mid < 70, "\(mid)")
        harness.driver.advance(by: 0.5)
        #expect(rounded.layer.animationKeys() == nil)
    }
}

extension AnimationSceneTests {
    @Test("animate-hit-model: 'r' replaces the slide; the slide's completion hears NO, the new one's YES; 'r' again slides on")
    func replacing() throws {
        let harness = try SceneHarness("animate-hit-model")
        harness.driver.advance(by: 0.5)
        #expect(harness.content.handleKey("r"))
        harness.driver.runUntilIdle()
        #expect(harness.takeLog().contains("slide completion: finished = NO"))
        harness.driver.advance(by: 1)
        #expect(harness.takeLog().contains("back-to-the-left completion: finished = YES"))
        #expect(harness.view("card").frame.minX == 30)
        #expect(harness.content.handleKey("r"))
        #expect(harness.view("card").frame.minX == 290, "sliding again: the model is the right end")
    }
}
