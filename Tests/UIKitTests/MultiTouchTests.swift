import Foundation
import Testing
import HID
@_spi(TouchLab) @testable import UIKit

/// Two fingers: two `UITouch`es in one event, each hit-tested at its own
/// touch-down; `isMultipleTouchEnabled` and `isExclusiveTouch` as Apple documents them.
@Suite("Two fingers: multi-touch, exclusive touch")
struct MultiTouchTests {
    final class Pad: UIView {
        var calls: [String] = []
        var lastEventTouchCount = 0
        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { note("began", touches, event) }
        override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { note("moved", touches, event) }
        override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { note("ended", touches, event) }
        override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { note("cancelled", touches, event) }
        func note(_ what: String, _ touches: Set<UITouch>, _ event: UIEvent?) {
            calls.append("\(what) \(touches.count)")
            lastEventTouchCount = event?.allTouches?.count ?? 0
        }
    }

    struct Scene {
        let driver: HeadlessDriver
        let left = Pad(frame: CGRect(x: 0, y: 0, width: 200, height: 400))
        let right = Pad(frame: CGRect(x: 200, y: 0, width: 200, height: 400))
        init() throws {
            driver = try HeadlessDriver()
            let window = driver.makeWindow(rootViewController: nil)
            window.addSubview(left)
            window.addSubview(right)
        }
    }

    @Test("one finger on each view: each hit-tested to its own view; one event holds both touches; each view hears only its own")
    func twoViews() throws {
        let s = try Scene()
        s.driver.touchDown(at: CGPoint(x: 100, y: 100))
        s.driver.touchDown(at: CGPoint(x: 300, y: 100), finger: 1)
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
    }

    @Test("isMultipleTouchEnabled = false (the default): a second finger on the same view is not delivered to it")
    func multipleTouchDisabled() throws {
        let s = try Scene()
        s.driver.touchDown(at: CGPoint(x: 50, y: 100))
        s.driver.touchDown(at: CGPoint(x: 150, y: 100), finger: 1)
        s.driver.touchUp(at: CGPoint(x: 150, y: 100), finger: 1)
        s.driver.touchUp(at: CGPoint(x: 50, y: 100))
        #expect(s.left.calls == ["began 1", "ended 1"])
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
        #expect(s.left.calls.first == "began 1" && s.left.calls.last == "ended 1")
        // Both false (the default): the second finger is delivered.
        s.right.isExclusiveTouch = false
        s.driver.touchDown(at: CGPoint(x: 100, y: 100))
        s.driver.touchDown(at: CGPoint(x: 300, y: 100), finger: 1)
        s.driver.touchUp(at: CGPoint(x: 300, y: 100), finger: 1)
        s.driver.touchUp(at: CGPoint(x: 100, y: 100))
        #expect(s.right.calls == ["began 1", "ended 1"])
    }

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

    @Test("HID frames carry the finger through the real port; a finger out of range is rejected by name")
    func fingerOnTheWire() throws {
        let event = HIDEvent(kind: .pointerDown, timestamp: 5, x: 1, y: 2, button: 1, finger: 3)
        let decoded = try HIDMessage(decoding: HIDMessage(sequence: 1, event: event).bytes)
        #expect(decoded.event.finger == 3)
        var bytes = HIDMessage(sequence: 1, event: event).bytes
        bytes[14] = HIDEvent.fingerLimit
        #expect(throws: HIDMessage.Rejection.badFinger(HIDEvent.fingerLimit)) { try HIDMessage(decoding: bytes) }
        #expect(HIDMessage.Rejection.badFinger(12).description == "finger 12 is out of range (0..<10)")
    }
}
