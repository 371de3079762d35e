import Foundation
import Testing
@testable import Drawing
@testable import TouchLab
@_spi(TouchLab) @testable import UIKit
import UIKitHeadless

/// Space's replay: a gesture's port messages through a fresh copy of the
/// scene on a virtual clock give the same trace — and the comparison can tell
/// when they don't.
@Suite("Replaying a gesture")
struct GestureReplayTests {
    /// Plays a gesture on a scene with the loop traced, as the demo records it.
    static func perform(_ sceneName: String, _ gesture: (HeadlessDriver, SceneHarness) -> Void) throws -> (SceneHarness, [TraceRecord]) {
        let harness = try SceneHarness(sceneName)
        harness.driver.application.tracesRunLoop = true
        gesture(harness.driver, harness)
        return (harness, Array(GestureTimeline.lastGesture(in: harness.driver.tracer.records)))
    }

    @Test("004's long press, held and wiggled: the replay's trace is the live one, line for line", arguments: ["004-long-press", "004-tap", "gesture-single-double"])
    func sameTrace(scene: String) throws {
        let (h, gesture) = try Self.perform(scene) { d, h in
            let p = h.content.view(named: "viewb").map { $0.convert(CGPoint(x: 50, y: 50), to: nil) } ?? CGPoint(x: 215, y: 300)
            d.touchDown(at: p)
            d.advance(by: 0.3); d.move(to: CGPoint(x: p.x + 2, y: p.y + 1))
            d.advance(by: 0.4); d.move(to: CGPoint(x: p.x + 3, y: p.y + 1))
            d.advance(by: 0.1); d.touchUp(at: CGPoint(x: p.x + 3, y: p.y + 1))
            d.advance(by: 0.5)   // timers settle
        }
        let replay = try GestureReplay(scene: SceneCatalog.scene(named: scene), windowFrame: h.window.frame, gesture: gesture)
        #expect(replay.firstDifference == nil, "\(String(describing: replay.firstDifference))")
        #expect(replay.comparedLines > 5)
        #expect(GestureReplay.comparableLines(replay.records) == GestureReplay.comparableLines(gesture))
        #expect(replay.verdict.hasPrefix("replay: same trace"))
    }

    @Test("replayed into a different scene (the long press that does not cancel), the comparison finds the first differing line")
    func differentSceneDiffers() throws {
        let (h, gesture) = try Self.perform("004-long-press") { d, h in
            d.touchDown(at: h.center("viewb")); d.advance(by: 0.7); d.touchUp(at: h.center("viewb"))
        }
        let replay = try GestureReplay(scene: SceneCatalog.scene(named: "004-long-press-no-cancel"), windowFrame: h.window.frame, gesture: gesture)
        let difference = try #require(replay.firstDifference)
        // Live, the long press cancels viewb's touch; replayed without cancelling, viewb's touch goes on.
        #expect(difference.live != difference.replay)
        let live = GestureReplay.comparableLines(gesture), replayed = GestureReplay.comparableLines(replay.records)
        #expect(live.contains { $0.hasPrefix("Touches Cancelled") } && !replayed.contains { $0.hasPrefix("Touches Cancelled") })
        #expect(replay.verdict.hasPrefix("replay differs at line"))
    }
}
