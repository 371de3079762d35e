import Foundation
import SeedViews
import Testing
@_spi(TouchLab) @testable import UIKit
import UIKitHeadless

/// Issue 24 item 1: what the view under a double (or triple) tap recognizer
/// hears, as devices log it (Behaviour §6, "A multi-tap recognizer…"). 004's
/// scene: the recognizer on the superview, the finger on `viewb`, the action
/// printing the recognizer as 004's does.
///
/// The published logs: the whole double tap gives the view one
/// `touchesBegan` and one `touchesCancelled`; the second tap goes to the
/// recognizer only. With `delaysTouchesEnded = NO` the view hears the first
/// tap begin and end, then nothing of the second (topic.alibabacloud.com,
/// "Gesture recognizers and touch event distribution": "Touchesbegan,
/// Touchesended, Tapgesturerecognizer detected a double-click").
@Suite("Multi-tap recognizers and the view's touches (Behaviour §6)")
struct MultiTapDeliveryTests {
    typealias Scene = Seed004GestureTraceTests.Scene

    /// The view's calls and the recognizer's action, one word each.
    static func story(_ scene: Scene) -> [String] {
        scene.dispatchLog.map { line in
            if line.hasPrefix("Touches ") { return String(line.prefix { $0 != ":" }) }
            if line.hasPrefix("<UITapGestureRecognizer") { return "action" }
            return line
        }
    }

    static func multiTap(_ taps: Int, on scene: Scene, configure: (UITapGestureRecognizer) -> Void = { _ in }) -> UITapGestureRecognizer {
        let tap = UITapGestureRecognizer()
        tap.numberOfTapsRequired = taps
        tap.addTarget(scene.dashboard, action: "_handleGesture:") { _ in }
        configure(tap)
        scene.dashboard.superview.addGestureRecognizer(tap)
        return tap
    }

    @Test("a double tap (default settings): one Began, the action, one Cancelled — the second tap goes to the recognizer only")
    func doubleTap() throws {
        let scene = try Scene()
        _ = Self.multiTap(2, on: scene)
        scene.driver.tap(at: scene.center)
        scene.driver.advance(by: 0.1)
        scene.driver.tap(at: scene.center)
        #expect(Self.story(scene) == ["Touches Began", "action", "Touches Cancelled"])
        #expect(!scene.driver.application.hasActiveTouch)
    }

    @Test("a triple tap (default settings): one Began, the action, one Cancelled")
    func tripleTap() throws {
        let scene = try Scene()
        _ = Self.multiTap(3, on: scene)
        for _ in 0..<3 {
            scene.driver.tap(at: scene.center)
            scene.driver.advance(by: 0.1)
        }
        #expect(Self.story(scene) == ["Touches Began", "action", "Touches Cancelled"])
    }

    @Test("a double tap with delaysTouchesEnded = NO: Began, Ended, then only the action (the 2014 log)")
    func doubleTapNotDelayingEnded() throws {
        let scene = try Scene()
        _ = Self.multiTap(2, on: scene) { $0.delaysTouchesEnded = false }
        scene.driver.tap(at: scene.center)
        scene.driver.advance(by: 0.1)
        scene.driver.tap(at: scene.center)
        #expect(Self.story(scene) == ["Touches Began", "Touches Ended", "action"])
    }

    @Test("a double tap whose second tap comes too late: the view hears both taps, each begun and ended")
    func doubleTapThatFails() throws {
        let scene = try Scene()
        let tap = Self.multiTap(2, on: scene)
        scene.driver.tap(at: scene.center)
        scene.driver.advance(by: 0.5)   // past the 0.35 s wait: the double tap failed, the held Ended is said
        #expect(Self.story(scene) == ["Touches Began", "Touches Ended"])
        scene.driver.tap(at: scene.center)
        scene.driver.advance(by: 0.5)
        #expect(Self.story(scene) == ["Touches Began", "Touches Ended", "Touches Began", "Touches Ended"])
        #expect(tap.state == .possible)
    }

    @Test("the second tap moving away fails the double tap: its held Began is said late, then its Ended")
    func secondTapHeldThenReleased() throws {
        let scene = try Scene()
        _ = Self.multiTap(2, on: scene)
        scene.driver.tap(at: scene.center)
        scene.driver.advance(by: 0.1)
        scene.driver.touchDown(at: scene.center)
        #expect(Self.story(scene) == ["Touches Began"], "the first tap's Ended is held, the second tap's Began waits behind it")
        scene.driver.drag(from: scene.center, to: CGPoint(x: scene.center.x + 40, y: scene.center.y), steps: 4)
        scene.driver.touchUp(at: CGPoint(x: scene.center.x + 40, y: scene.center.y))
        // The move that fails the double tap lets the held calls go, in order; the later moves follow.
        #expect(Self.story(scene).filter { $0 != "Touches Moved" } == ["Touches Began", "Touches Ended", "Touches Began", "Touches Ended"])
        #expect(Self.story(scene).prefix(3) == ["Touches Began", "Touches Ended", "Touches Began"])
    }

    @Test("a tap with delaysTouchesBegan = YES and cancelsTouchesInView = NO: only the action — the held Began is discarded (Apple)")
    func delayedBeganIsDiscardedOnRecognition() throws {
        let scene = try Scene()
        _ = Self.multiTap(1, on: scene) { $0.delaysTouchesBegan = true; $0.cancelsTouchesInView = false }
        scene.driver.tap(at: scene.center)
        scene.driver.advance(by: 0.5)
        #expect(Self.story(scene) == ["action"])
        // The next touch that is no tap (held past the tap's longest hold) reaches the view late, whole.
        scene.driver.tap(at: scene.center, holding: 2)
        #expect(Self.story(scene) == ["action", "Touches Began", "Touches Ended"])
    }
}

