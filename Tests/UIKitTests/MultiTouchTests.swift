import Foundation
import Testing
import HID
@_spi(TouchLab) @testable import UIKit
import UIKitHeadless

/// Two fingers: two `UITouch`es in one event, each hit-tested at its own
/// touch-down; `isMultipleTouchEnabled` and `isExclusiveTouch` as Apple documents them.
@Suite("Two fingers: multi-touch, exclusive touch")
struct MultiTouchTests {
    final class Pad: UIView {
        var calls: [String] = []
        var lastEventTouchCount = 0
        /// At each call, every touch of the event with its phase, the reported one first: "Began Stationary".
        var eventPhases: [String] = []
        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { note("began", touches, event) }
        override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { note("moved", touches, event) }
        override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { note("ended", touches, event) }
        override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { note("cancelled", touches, event) }
        func note(_ what: String, _ touches: Set<UITouch>, _ event: UIEvent?) {
            calls.append("\(what) \(touches.count)")
            let all = event?.allTouches ?? []
            lastEventTouchCount = all.count
            let mine = touches.first!
            eventPhases.append(([mine] + all.filter { $0 !== mine }.sorted { $0.touchID < $1.touchID })
                .map(\.phase.description).joined(separator: " "))
        }
    }

    /// Counts every touch it is given, for what recognizers see; fails when
    /// the last one lifts (a recognizer left possible would hold the view's
    /// touchesEnded, `delaysTouchesEnded`).
    final class TouchCountingRecognizer: UIGestureRecognizer {
        var began = 0, ended = 0
        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) { began += touches.count }
        override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
            ended += touches.count
            if numberOfTouches == 0 { state = .failed }
        }
    }

    struct Scene {
        let driver: HeadlessDriver
        let window: UIWindow
        let left = Pad(frame: CGRect(x: 0, y: 0, width: 200, height: 400))
        let right = Pad(frame: CGRect(x: 200, y: 0, width: 200, height: 400))
        init() throws {
            driver = try HeadlessDriver()
            window = driver.makeWindow(rootViewController: nil)
            window.addSubview(left)
            window.addSubview(right)
        }
        var liveTouches: [UITouch] { driver.application.activeTouches }
        func name(_ view: UIView?) -> String { view === left ? "left" : view === right ? "right" : view.map { "\($0)" } ?? "nil" }
        /// The touch ids and reasons of the touches withheld from `view`.
        func withheld(from view: UIView) -> [String] {
            driver.tracer.records.compactMap { r in
                guard case let .touchWithheld(to, _, reason) = r.event, to === view else { return nil }
                return "touch \(r.touchID.map(String.init) ?? "?"): \(reason)"
            }
        }
        var verboseLog: [String] { SeedLogFormatter.lines(for: driver.tracer.recorded, style: .verbose) }
    }

    // MARK: Two touches, one event

    @Test("one finger on each view: each hit-tested to its own view; one event holds both touches; each view hears only its own")
    func twoViews() throws {
        let s = try Scene()
        s.driver.touchDown(at: CGPoint(x: 100, y: 100))
        s.driver.touchDown(at: CGPoint(x: 300, y: 100), finger: 1)
        #expect(s.liveTouches.map { s.name($0.view) } == ["left", "right"], "each touch has the view hit-testing found at its own down")
        #expect(s.right.lastEventTouchCount == 2, "the event carries both touches")
        s.driver.move(to: CGPoint(x: 110, y: 100))
        s.driver.move(to: CGPoint(x: 310, y: 100), finger: 1)
        s.driver.touchUp(at: CGPoint(x: 110, y: 100))
        s.driver.touchUp(at: CGPoint(x: 310, y: 100), finger: 1)
        #expect(s.left.calls == ["began 1", "moved 1", "ended 1"])
        #expect(s.right.calls == ["began 1", "moved 1", "ended 1"])
        #expect(!s.driver.application.hasActiveTouch)
        // Each touch ended once, with its own id.
        let ids = s.driver.tracer.records.compactMap { r -> Int? in
            if case .touchesDelivered(_, .ended, _, _) = r.event { return r.touchID } else { return nil }
        }
        #expect(ids == [1, 2])
        // Each touch-down hit-tested twice (Behaviour §2), and found its own view.
        let hits = s.driver.tracer.records.compactMap { r -> String? in
            if case let .hitTestFinished(_, result, _) = r.event { return s.name(result?.object) } else { return nil }
        }
        #expect(hits == ["left", "left", "right", "right"])
    }

    @Test("the other finger rides along in every event as Stationary; the one that changed has its phase")
    func stationaryPhases() throws {
        let s = try Scene()
        s.driver.touchDown(at: CGPoint(x: 100, y: 100))
        s.driver.touchDown(at: CGPoint(x: 300, y: 100), finger: 1)
        s.driver.move(to: CGPoint(x: 110, y: 100))
        s.driver.move(to: CGPoint(x: 320, y: 100), finger: 1)
        s.driver.touchUp(at: CGPoint(x: 110, y: 100))
        s.driver.move(to: CGPoint(x: 330, y: 100), finger: 1)
        s.driver.touchUp(at: CGPoint(x: 330, y: 100), finger: 1)
        #expect(s.left.eventPhases == ["Began", "Moved Stationary", "Ended Stationary"])
        #expect(s.right.eventPhases == ["Began Stationary", "Moved Stationary", "Moved", "Ended"])
    }

    @Test("allTouches, touches(for: view) and touches(for: window) while two fingers are down")
    func eventTouchSets() throws {
        let s = try Scene()
        s.driver.touchDown(at: CGPoint(x: 100, y: 100))
        s.driver.touchDown(at: CGPoint(x: 300, y: 100), finger: 1)
        let event = s.driver.application.touchesEvent
        let (first, second) = (s.liveTouches[0], s.liveTouches[1])
        #expect(event.allTouches == [first, second])
        #expect(event.touches(for: s.left) == [first])
        #expect(event.touches(for: s.right) == [second])
        #expect(event.touches(for: s.window) == [first, second])
        #expect(first.phase == .stationary && second.phase == .began)
        s.driver.touchUp(at: CGPoint(x: 100, y: 100))
        #expect(event.allTouches == [second])
        #expect(event.touches(for: s.left) == nil)
        s.driver.touchUp(at: CGPoint(x: 300, y: 100), finger: 1)
        #expect(event.allTouches == [])
    }

    @Test("a recognizer on a common ancestor tracks both fingers; numberOfTouches and touches(for:) count them")
    func recognizerTouchSets() throws {
        let s = try Scene()
        let counter = TouchCountingRecognizer()
        s.window.addGestureRecognizer(counter)
        s.driver.touchDown(at: CGPoint(x: 100, y: 100))
        s.driver.touchDown(at: CGPoint(x: 300, y: 100), finger: 1)
        #expect(counter.numberOfTouches == 2)
        #expect(s.driver.application.touchesEvent.touches(for: counter)?.count == 2)
        s.driver.touchUp(at: CGPoint(x: 100, y: 100))
        #expect(counter.numberOfTouches == 1)
        s.driver.touchUp(at: CGPoint(x: 300, y: 100), finger: 1)
        #expect(counter.began == 2 && counter.ended == 2)
    }

    @Test("a finger's second press while it is down, or a lift of a finger that is not down, changes nothing")
    func fingerAbuse() throws {
        let s = try Scene()
        s.driver.touchUp(at: CGPoint(x: 300, y: 100), finger: 1)
        s.driver.touchDown(at: CGPoint(x: 100, y: 100))
        s.driver.touchDown(at: CGPoint(x: 120, y: 100))
        s.driver.touchUp(at: CGPoint(x: 300, y: 100), finger: 3)
        #expect(s.liveTouches.count == 1)
        s.driver.touchUp(at: CGPoint(x: 120, y: 100))
        #expect(s.left.calls == ["began 1", "ended 1"])
        #expect(!s.driver.application.hasActiveTouch)
    }

    // MARK: isMultipleTouchEnabled

    @Test("isMultipleTouchEnabled = false (the default): a second finger on the same view is not delivered to it, its recognizers get it")
    func multipleTouchDisabled() throws {
        let s = try Scene()
        let counter = TouchCountingRecognizer()
        s.left.addGestureRecognizer(counter)
        s.driver.touchDown(at: CGPoint(x: 50, y: 100))
        s.driver.touchDown(at: CGPoint(x: 150, y: 100), finger: 1)
        s.driver.move(to: CGPoint(x: 160, y: 100), finger: 1)
        s.driver.touchUp(at: CGPoint(x: 160, y: 100), finger: 1)
        s.driver.touchUp(at: CGPoint(x: 50, y: 100))
        #expect(s.left.calls == ["began 1", "ended 1"])
        #expect(counter.began == 2 && counter.ended == 2, "Apple: the property does not affect the view's recognizers")
        #expect(s.withheld(from: s.left) == ["touch 2: multipleTouchDisabled"])
        #expect(s.verboseLog.contains { $0.hasPrefix("Touches Began for ") && $0.hasSuffix(" withheld: the view is tracking a touch and isMultipleTouchEnabled is false") })
    }

    @Test("isMultipleTouchEnabled = false: once the first finger lifts, the view hears a new finger again")
    func multipleTouchDisabledThenFree() throws {
        let s = try Scene()
        s.driver.touchDown(at: CGPoint(x: 50, y: 100))
        s.driver.touchDown(at: CGPoint(x: 150, y: 100), finger: 1)
        s.driver.touchUp(at: CGPoint(x: 50, y: 100))
        s.driver.move(to: CGPoint(x: 160, y: 100), finger: 1)   // still withheld: it never began for the view
        s.driver.touchDown(at: CGPoint(x: 60, y: 100))
        s.driver.touchUp(at: CGPoint(x: 60, y: 100))
        s.driver.touchUp(at: CGPoint(x: 160, y: 100), finger: 1)
        #expect(s.left.calls == ["began 1", "ended 1", "began 1", "ended 1"])
    }

    @Test("isMultipleTouchEnabled = true: the view hears both fingers")
    func multipleTouchEnabled() throws {
        let s = try Scene()
        s.left.isMultipleTouchEnabled = true
        s.driver.touchDown(at: CGPoint(x: 50, y: 100))
        s.driver.touchDown(at: CGPoint(x: 150, y: 100), finger: 1)
        s.driver.touchUp(at: CGPoint(x: 150, y: 100), finger: 1)
        s.driver.touchUp(at: CGPoint(x: 50, y: 100))
        #expect(s.left.calls == ["began 1", "began 1", "ended 1", "ended 1"])
        #expect(s.left.lastEventTouchCount == 1, "the last event: only the first finger is still down")
    }

    @Test("a window ignores isMultipleTouchEnabled: with nothing else under the fingers, it hears both")
    func windowHearsEveryFinger() throws {
        let driver = try HeadlessDriver()
        final class PadWindow: UIWindow {
            var began = 0
            override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { began += 1 }
        }
        let scene = UIWindowScene(application: driver.application)
        let window = PadWindow(windowScene: scene, frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        window.makeKeyAndVisible()
        #expect(!window.isMultipleTouchEnabled)
        driver.touchDown(at: CGPoint(x: 50, y: 50))
        driver.touchDown(at: CGPoint(x: 150, y: 50), finger: 1)
        #expect(window.began == 2)
        driver.touchUp(at: CGPoint(x: 50, y: 50))
        driver.touchUp(at: CGPoint(x: 150, y: 50), finger: 1)
    }

    // MARK: isExclusiveTouch

    @Test("isExclusiveTouch on the first view: a second finger elsewhere in the window is not delivered, nor its moves or lift")
    func exclusiveFirst() throws {
        let s = try Scene()
        s.left.isExclusiveTouch = true
        s.driver.touchDown(at: CGPoint(x: 100, y: 100))
        s.driver.touchDown(at: CGPoint(x: 300, y: 100), finger: 1)
        s.driver.move(to: CGPoint(x: 320, y: 100), finger: 1)
        s.driver.touchUp(at: CGPoint(x: 320, y: 100), finger: 1)
        s.driver.touchUp(at: CGPoint(x: 100, y: 100))
        #expect(s.left.calls == ["began 1", "ended 1"])
        #expect(s.right.calls.isEmpty)
        // After both lift, the right view is touchable again.
        s.driver.tap(at: CGPoint(x: 300, y: 100))
        #expect(s.right.calls == ["began 1", "ended 1"])
    }

    @Test("isExclusiveTouch on the second view: while another view tracks a touch, a touch on it is not delivered")
    func exclusiveSecond() throws {
        let s = try Scene()
        s.right.isExclusiveTouch = true
        s.driver.touchDown(at: CGPoint(x: 100, y: 100))
        s.driver.touchDown(at: CGPoint(x: 300, y: 100), finger: 1)
        s.driver.touchUp(at: CGPoint(x: 300, y: 100), finger: 1)
        s.driver.touchUp(at: CGPoint(x: 100, y: 100))
        #expect(s.right.calls.isEmpty)
        #expect(s.left.calls == ["began 1", "ended 1"])
        #expect(s.withheld(from: s.right) == ["touch 2: exclusiveTouchNotAlone"])
        // Alone, the exclusive view hears its touch.
        s.driver.tap(at: CGPoint(x: 300, y: 100))
        #expect(s.right.calls == ["began 1", "ended 1"])
    }

    @Test("isExclusiveTouch false on both (the default): each view hears its own finger")
    func neitherExclusive() throws {
        let s = try Scene()
        s.driver.touchDown(at: CGPoint(x: 100, y: 100))
        s.driver.touchDown(at: CGPoint(x: 300, y: 100), finger: 1)
        s.driver.touchUp(at: CGPoint(x: 300, y: 100), finger: 1)
        s.driver.touchUp(at: CGPoint(x: 100, y: 100))
        #expect(s.left.calls == ["began 1", "ended 1"])
        #expect(s.right.calls == ["began 1", "ended 1"])
    }

    @Test("a second finger on the exclusive view itself: no other view tracks a touch, so isMultipleTouchEnabled decides")
    func secondFingerOnTheExclusiveView() throws {
        let s = try Scene()
        s.left.isExclusiveTouch = true
        s.left.isMultipleTouchEnabled = true
        s.driver.touchDown(at: CGPoint(x: 50, y: 100))
        s.driver.touchDown(at: CGPoint(x: 150, y: 100), finger: 1)
        s.driver.touchUp(at: CGPoint(x: 150, y: 100), finger: 1)
        s.driver.touchUp(at: CGPoint(x: 50, y: 100))
        #expect(s.left.calls == ["began 1", "began 1", "ended 1", "ended 1"])
    }

    @Test("the finger an exclusive view keeps from another view still reaches that view's recognizers")
    func exclusiveWithholdsFromViewsOnly() throws {
        let s = try Scene()
        s.left.isExclusiveTouch = true
        let tap = UITapGestureRecognizer()
        var taps = 0
        tap.addTarget { _ in taps += 1 }
        s.right.addGestureRecognizer(tap)
        s.driver.touchDown(at: CGPoint(x: 100, y: 100))
        s.driver.tap(at: CGPoint(x: 300, y: 100), finger: 1)
        s.driver.touchUp(at: CGPoint(x: 100, y: 100))
        #expect(s.right.calls.isEmpty)
        #expect(taps == 1, "recognizers ignore isExclusiveTouch, as on iOS")
    }

    @Test("a touch withheld from its view is not tracking: it blocks no exclusive view")
    func withheldTouchDoesNotCount() throws {
        let s = try Scene()
        let third = Pad(frame: CGRect(x: 0, y: 400, width: 400, height: 200))
        s.window.addSubview(third)
        third.isExclusiveTouch = true
        s.driver.touchDown(at: CGPoint(x: 100, y: 500))                 // the exclusive view tracks it
        s.driver.touchDown(at: CGPoint(x: 100, y: 100), finger: 1)      // withheld from left
        s.driver.touchUp(at: CGPoint(x: 100, y: 500))                   // the exclusive view is done
        s.driver.touchDown(at: CGPoint(x: 300, y: 100), finger: 2)      // only finger 1 is down, withheld: right hears it
        for (point, finger) in [(CGPoint(x: 300, y: 100), 2), (CGPoint(x: 100, y: 100), 1)] { s.driver.touchUp(at: point, finger: finger) }
        #expect(third.calls == ["began 1", "ended 1"])
        #expect(s.left.calls.isEmpty)
        #expect(s.withheld(from: s.left) == ["touch 2: exclusiveTouchElsewhere"])
        #expect(s.right.calls == ["began 1", "ended 1"])
    }

    // MARK: Recognizers with two fingers

    @Test("a tap recognizer needing one touch fails when a second finger lands on its view")
    func tapFailsWithTwoFingers() throws {
        let s = try Scene()
        let tap = UITapGestureRecognizer()
        var taps = 0
        tap.addTarget { _ in taps += 1 }
        s.left.addGestureRecognizer(tap)
        s.driver.touchDown(at: CGPoint(x: 50, y: 100))
        s.driver.touchDown(at: CGPoint(x: 150, y: 100), finger: 1)
        s.driver.touchUp(at: CGPoint(x: 150, y: 100), finger: 1)
        s.driver.touchUp(at: CGPoint(x: 50, y: 100))
        #expect(taps == 0)
        #expect(tap.state == .possible, "reset after failing")
        s.driver.tap(at: CGPoint(x: 50, y: 100))
        #expect(taps == 1)
    }

    @Test("a long press fails when a second finger lands before it began; after it began a second finger changes nothing")
    func longPressWithTwoFingers() throws {
        let s = try Scene()
        let press = UILongPressGestureRecognizer()
        var states: [UIGestureRecognizer.State] = []
        press.addTarget { states.append($0.state) }
        s.left.addGestureRecognizer(press)
        s.driver.touchDown(at: CGPoint(x: 50, y: 100))
        s.driver.touchDown(at: CGPoint(x: 150, y: 100), finger: 1)
        s.driver.advance(by: 1)
        s.driver.touchUp(at: CGPoint(x: 150, y: 100), finger: 1)
        s.driver.touchUp(at: CGPoint(x: 50, y: 100))
        #expect(states.isEmpty)

        s.driver.touchDown(at: CGPoint(x: 50, y: 100))
        s.driver.advance(by: 0.6)
        s.driver.touchDown(at: CGPoint(x: 150, y: 100), finger: 1)
        s.driver.move(to: CGPoint(x: 155, y: 100), finger: 1)
        s.driver.touchUp(at: CGPoint(x: 50, y: 100))
        s.driver.touchUp(at: CGPoint(x: 155, y: 100), finger: 1)
        #expect(states == [.began, .changed, .ended], "Apple: it ends when any of the fingers lifts")
        #expect(press.state == .possible)
    }

    @Test("a pan follows the centroid of its fingers: a landing or lifting finger does not jump the translation; it ends with the last")
    func panWithTwoFingers() throws {
        let s = try Scene()
        s.left.isMultipleTouchEnabled = true
        let pan = UIPanGestureRecognizer()
        var translations: [CGPoint] = []
        var states: [UIGestureRecognizer.State] = []
        pan.addTarget { r in
            states.append(r.state)
            translations.append((r as! UIPanGestureRecognizer).translation(in: nil))
        }
        s.left.addGestureRecognizer(pan)
        s.driver.touchDown(at: CGPoint(x: 50, y: 100))
        s.driver.move(to: CGPoint(x: 50, y: 130))                      // began: (0, 30)
        s.driver.touchDown(at: CGPoint(x: 150, y: 130), finger: 1)     // the centroid jumps to (100, 130): no change
        #expect(pan.translation(in: nil) == CGPoint(x: 0, y: 30))
        s.driver.move(to: CGPoint(x: 150, y: 150), finger: 1)          // centroid moves 10 down
        s.driver.touchUp(at: CGPoint(x: 50, y: 130))                   // the pan goes on with finger 1
        #expect(pan.state == .changed)
        #expect(pan.translation(in: nil) == CGPoint(x: 0, y: 40))
        s.driver.move(to: CGPoint(x: 160, y: 150), finger: 1)
        s.driver.touchUp(at: CGPoint(x: 160, y: 150), finger: 1)
        #expect(states == [.began, .changed, .changed, .ended])
        #expect(translations == [CGPoint(x: 0, y: 30), CGPoint(x: 0, y: 40), CGPoint(x: 10, y: 40), CGPoint(x: 10, y: 40)])
        #expect(pan.state == .possible)
    }

    @Test("a swipe fails when a second finger lands")
    func swipeWithTwoFingers() throws {
        let s = try Scene()
        s.left.isMultipleTouchEnabled = true
        let swipe = UISwipeGestureRecognizer()
        var swiped = 0
        swipe.addTarget { _ in swiped += 1 }
        s.window.addGestureRecognizer(swipe)
        s.driver.touchDown(at: CGPoint(x: 20, y: 100))
        s.driver.touchDown(at: CGPoint(x: 20, y: 200), finger: 1)
        s.driver.advance(by: 0.05)
        s.driver.move(to: CGPoint(x: 120, y: 100))
        s.driver.touchUp(at: CGPoint(x: 120, y: 100))
        s.driver.touchUp(at: CGPoint(x: 20, y: 200), finger: 1)
        #expect(swiped == 0)
        s.driver.drag(from: CGPoint(x: 20, y: 100), to: CGPoint(x: 120, y: 100), duration: 0.1, steps: 4)
        #expect(swiped == 1)
    }

    @Test("a scroll view's delayed-touches recognizer with two fingers: one delay from the first, and Possible again once both lifted (found by the checker)")
    func scrollViewDelayWithTwoFingers() throws {
        let s = try Scene()
        final class Scroll: UIScrollView {
            var began = 0
            override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { began += 1; removeFromSuperview() }
        }
        let scroll = Scroll(frame: CGRect(x: 0, y: 450, width: 200, height: 200))
        scroll.isMultipleTouchEnabled = true
        s.window.addSubview(scroll)
        s.driver.touchDown(at: CGPoint(x: 10, y: 460), finger: 1)
        s.driver.tap(at: CGPoint(x: 20, y: 460))   // its lift lets finger 1's held touchesBegan go
        s.driver.touchUp(at: CGPoint(x: 10, y: 460), finger: 1)
        s.driver.advance(by: 10)                   // a second, orphaned delay timer would fire here
        #expect(scroll.began == 2, "each finger's held touchesBegan, let go when the recognizer failed")
        #expect(scroll.gestureRecognizers?.map(\.state) == [.possible, .possible])
    }

    // MARK: The wire

    @Test("HID frames carry the finger; a finger out of range is rejected by name")
    func fingerOnTheWire() throws {
        let event = HIDEvent(kind: .pointerDown, timestamp: 5, x: 1, y: 2, button: 1, finger: 3)
        let decoded = try HIDMessage(decoding: HIDMessage(sequence: 1, event: event).bytes)
        #expect(decoded.event.finger == 3)
        var bytes = HIDMessage(sequence: 1, event: event).bytes
        bytes[14] = HIDEvent.fingerLimit
        #expect(throws: HIDMessage.Rejection.badFinger(HIDEvent.fingerLimit)) { try HIDMessage(decoding: bytes) }
        #expect(HIDMessage.Rejection.badFinger(12).description == "finger 12 is out of range (0..<10)")
    }

    @Test("a frame with a bad finger written into the app's port is skipped; the touches on either side of it are whole")
    func badFingerThroughTheApp() throws {
        let s = try Scene()
        s.driver.touchDown(at: CGPoint(x: 100, y: 100), finger: 1)
        var bad = HIDMessage(sequence: 0, event: HIDEvent(kind: .pointerUp, timestamp: 0, x: 100, y: 100, button: 1)).bytes
        bad[14] = 200
        try s.driver.application.port.sender.sendRaw(bad)
        s.driver.runUntilIdle()
        #expect(s.driver.application.port.lastRejection?.hasSuffix("finger 200 is out of range (0..<10)") == true)
        #expect(s.liveTouches.count == 1)
        s.driver.touchUp(at: CGPoint(x: 100, y: 100), finger: 1)
        #expect(s.left.calls == ["began 1", "ended 1"])
    }
}
