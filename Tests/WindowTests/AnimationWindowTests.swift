import Foundation
import Testing
@_spi(TouchLab) @testable import TouchLab
@_spi(TouchLab) @testable import UIKit
import XServer

/// The `animate-hit-model` scene through the real window (Behaviour §9): the
/// card slides right, so its model frame is the right end from the start while
/// it is drawn near the left. In slow motion (`--speed 0.05`: 5 points per real
/// second) the drawn card holds still enough for a person to tap it.
@Suite("Animations through the real window", .serialized)
struct AnimationWindowTests {
    @Test("mid-animation the pixels show the card where the animation draws it; a real tap there misses it, one on its model frame hits it")
    func tapWhereDrawnMissesAndOnTheModelFrameHits() throws {
        let h = try LiveWindowHarness(scene: "animate-hit-model", speed: 0.05)
        let card = try #require(h.app.content?.view(named: "card"))
        #expect(card.layer.animationKeys() == ["position"], "the card is animating")
        let travel = AnimationScenes.rightEnd.minX - AnimationScenes.leftEnd.minX   // design points = window points here
        let model = h.windowPixel(of: "card")                     // the model frame's centre: the right end
        let drawn = h.windowPixel(of: "card", dx: -travel + 15)   // near the left end, where it is drawn now
        var capture: XWindowCapture?
        _ = try h.run { pointer, h in
            capture = try h.captureUntil("the card drawn near the left end") { Self.isCardBlue($0.pixel(x: drawn.x, y: drawn.y)) }
            try h.tap(pointer, at: drawn)
            try h.tap(pointer, at: model)
        }
        let image = try #require(capture)
        #expect(!Self.isCardBlue(image.pixel(x: model.x, y: model.y)), "nothing is drawn at the model frame yet")

        let began = h.log.filter { $0.hasPrefix("Touches Began:") }
        #expect(began.count == 2)
        let cardLine = "Touches Began: " + SeedLogFormatter.withoutAddresses(card.description)
        #expect(began.first != cardLine, "the tap on the drawn card reaches the board behind it: \(began)")
        #expect(began.first?.contains("PresentationHitTestingView") == true, "\(began)")
        #expect(began.last == cardLine, "the tap on the model frame reaches the card: \(began)")
    }

    @Test("without .allowUserInteraction a real tap on the card's model frame reaches the root")
    func animatedViewTakesNoTouches() throws {
        let h = try LiveWindowHarness(scene: "animate-no-interaction", speed: 0.05)
        let model = h.windowPixel(of: "card")
        _ = try h.run { pointer, h in try h.tap(pointer, at: model) }
        let began = h.log.filter { $0.hasPrefix("Touches Began:") }
        #expect(began.count == 1)
        #expect(began.first?.hasPrefix("Touches Began: <UIView:") == true, "the root view answers: \(began)")
        let rejected = h.app.application.tracer.recorded.contains { event in
            if case let .hitTestRejected(view, reason) = event { return view.name == "card" && reason == .animating }
            return false
        }
        #expect(rejected, "hit-testing passed over the card because it is animating")
    }

    /// `SceneColors.child`, (77, 153, 255), on the board.
    static func isCardBlue(_ p: (r: UInt8, g: UInt8, b: UInt8)) -> Bool { p.r < 130 && p.g > 110 && p.g < 200 && p.b > 220 }
}
