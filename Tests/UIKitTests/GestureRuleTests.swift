import Foundation
import Testing
@_spi(TouchLab) @testable import UIKit
import UIKitHeadless

/// Each rule of the gesture environment in both directions.
@Suite("Gesture recognizer rules")
struct GestureRuleTests {
    /// A window with `container` (0,0 300×300) holding `inner` (100,100 100×100).
    final class Scene {
        let driver: HeadlessDriver
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let inner = RecordingView(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
        var events: [String] = []
        init() throws {
            driver = try HeadlessDriver()
            let controller = UIViewController()
            driver.makeWindow(rootViewController: controller)
            controller.view.addSubview(container)
            container.addSubview(inner)
            inner.scene = self
        }
        func record(_ recognizer: UIGestureRecognizer, _ label: String) {
            recognizer.addTarget { [unowned self] r in self.events.append("\(label) \(r.state)") }
        }
        let point = CGPoint(x: 150, y: 150)
    }

    final class RecordingView: UIView {
        weak var scene: Scene?
        override func touchesBegan(_ t: Set<UITouch>, with e: UIEvent?) { scene?.events.append("view began \(t.first!.location(in: self).x)") }
        override func touchesMoved(_ t: Set<UITouch>, with e: UIEvent?) { scene?.events.append("view moved") }
        override func touchesEnded(_ t: Set<UITouch>, with e: UIEvent?) { scene?.events.append("view ended") }
        override func touchesCancelled(_ t: Set<UITouch>, with e: UIEvent?) { scene?.events.append("view cancelled") }
    }

    // MARK: State machine

    @Test("Apple's state diagram, discrete and continuous arrows together (Behaviour §8)")
    func stateDiagram() {
        #expect(UIGestureRecognizer.isOnStateDiagram(from: .possible, to: .ended))
        #expect(UIGestureRecognizer.isOnStateDiagram(from: .possible, to: .failed))
        #expect(UIGestureRecognizer.isOnStateDiagram(from: .possible, to: .began))
        #expect(UIGestureRecognizer.isOnStateDiagram(from: .began, to: .changed))
        #expect(UIGestureRecognizer.isOnStateDiagram(from: .changed, to: .changed))
        #expect(UIGestureRecognizer.isOnStateDiagram(from: .changed, to: .cancelled))
        #expect(!UIGestureRecognizer.isOnStateDiagram(from: .ended, to: .changed))
        #expect(!UIGestureRecognizer.isOnStateDiagram(from: .possible, to: .changed))
        #expect(!UIGestureRecognizer.isOnStateDiagram(from: .failed, to: .began))
        #expect(!UIGestureRecognizer.isOnStateDiagram(from: .ended, to: .began))
    }

    @Test("a change off the diagram is ignored: the recognizer keeps its state, the program goes on")
    func offDiagramChangeIsIgnored() {
        let tap = UITapGestureRecognizer()
        tap.state = .changed   // Possible → Changed: not an arrow of the diagram
        #expect(tap.state == .possible)
        tap.state = .ended
        tap.state = .began     // a finished recognizer stays finished until reset
        #expect(tap.state == .ended)
    }

    @Test("a target that cannot perform its selector stops the program with one line, as iOS's unrecognized selector does")
    func unimplementedSelectorExits() async {
        await #expect(processExitsWith: .exitCode(APIMisuse.exitStatus)) {
            let s = try Scene()
            let tap = UITapGestureRecognizer(target: s.container, action: "handleTap:")   // no setAction("handleTap:")
            s.container.addGestureRecognizer(tap)
            s.driver.tap(at: s.point)
        }
    }

    @Test("a recognized tap goes back to possible after the touch ends, ready for the next")
    func resetAfterRecognition() throws {
        let s = try Scene()
        let tap = UITapGestureRecognizer(); s.record(tap, "tap")
        s.container.addGestureRecognizer(tap)
        s.driver.tap(at: s.point)
        #expect(tap.state == .possible)
        s.driver.advance(by: 1)
        s.driver.tap(at: s.point)
        #expect(s.events.filter { $0.hasPrefix("tap") } == ["tap Ended", "tap Ended"])
    }

    @Test("moving beyond the tap's tolerance fails it: the view gets its Ended")
    func tapFailsOnMovement() throws {
        let s = try Scene()
        let tap = UITapGestureRecognizer(); s.record(tap, "tap")
        s.container.addGestureRecognizer(tap)
        s.driver.drag(from: s.point, to: CGPoint(x: 180, y: 150), steps: 3)
        #expect(s.events == ["view began 50.0", "view moved", "view moved", "view moved", "view ended"])
    }

    // MARK: Conflicts

    @Test("one winner: a tap and a long press on the same touch — the tap wins a quick tap, the press a long one")
    func oneWinner() throws {
        let s = try Scene()
        let tap = UITapGestureRecognizer(); s.record(tap, "tap")
        let press = UILongPressGestureRecognizer(); s.record(press, "press")
        s.container.addGestureRecognizer(tap); s.inner.addGestureRecognizer(press)
        s.driver.tap(at: s.point)
        #expect(s.events.filter { !$0.hasPrefix("view") } == ["tap Ended"])
        s.events.removeAll()
        s.driver.advance(by: 1)
        s.driver.tap(at: s.point, holding: 0.7)
        #expect(s.events.filter { !$0.hasPrefix("view") } == ["press Began", "press Ended"])
        #expect(tap.state == .possible)
    }

    final class Simultaneous: UIGestureRecognizerDelegate {
        func gestureRecognizer(_ g: UIGestureRecognizer, shouldRecognizeSimultaneouslyWith o: UIGestureRecognizer) -> Bool { true }
    }

    @Test("two pans, parent and child: only the child's moves by default; both with shouldRecognizeSimultaneously")
    func simultaneousPans() throws {
        for allow in [false, true] {
            let s = try Scene()
            let outer = UIPanGestureRecognizer(); s.record(outer, "outer")
            let inner = UIPanGestureRecognizer(); s.record(inner, "inner")
            let delegate = Simultaneous()
            if allow { inner.delegate = delegate }
            s.container.addGestureRecognizer(outer); s.inner.addGestureRecognizer(inner)
            s.driver.drag(from: s.point, to: CGPoint(x: 190, y: 150), steps: 4)
            let began = s.events.filter { $0.hasSuffix("Began") }
            #expect(began == (allow ? ["inner Began", "outer Began"] : ["inner Began"]), "simultaneous: \(allow)")
            #expect(outer.state == .possible && inner.state == .possible, "both reset")
        }
    }

    @Test("require(toFail:): a single tap waits for the double tap to fail; two quick taps fire only the double")
    func requireToFail() throws {
        let s = try Scene()
        let single = UITapGestureRecognizer(); s.record(single, "single")
        let double = UITapGestureRecognizer(); s.record(double, "double")
        double.numberOfTapsRequired = 2
        single.require(toFail: double)
        s.container.addGestureRecognizer(single); s.container.addGestureRecognizer(double)

        s.driver.tap(at: s.point)
        #expect(s.events.filter { !$0.hasPrefix("view") } == [], "the single tap is waiting")
        s.driver.advance(by: 0.3)
        #expect(s.events.filter { !$0.hasPrefix("view") } == [], "still inside the double tap's 0.35 s window")
        s.driver.advance(by: 0.1)
        #expect(s.events.filter { !$0.hasPrefix("view") } == ["single Ended"], "double failed at 0.35 s")

        s.events.removeAll()
        s.driver.advance(by: 1)
        s.driver.tap(at: s.point); s.driver.advance(by: 0.1); s.driver.tap(at: s.point)
        s.driver.advance(by: 1)
        #expect(s.events.filter { !$0.hasPrefix("view") } == ["double Ended"])
    }

    final class Refuser: UIGestureRecognizerDelegate {
        var shouldBegin = true, shouldReceive = true
        var asked: [String] = []
        func gestureRecognizerShouldBegin(_ g: UIGestureRecognizer) -> Bool { asked.append("shouldBegin"); return shouldBegin }
        func gestureRecognizer(_ g: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool { asked.append("shouldReceive"); return shouldReceive }
    }

    @Test("delegate: shouldReceive false keeps the touch away; shouldBegin false fails the recognizer")
    func delegateRefusals() throws {
        let s = try Scene()
        let tap = UITapGestureRecognizer(); s.record(tap, "tap")
        let delegate = Refuser()
        tap.delegate = delegate
        s.container.addGestureRecognizer(tap)

        delegate.shouldReceive = false
        s.driver.tap(at: s.point)
        #expect(delegate.asked == ["shouldReceive"])
        #expect(s.events == ["view began 50.0", "view ended"])

        s.events.removeAll(); delegate.asked.removeAll(); s.driver.advance(by: 1)
        delegate.shouldReceive = true; delegate.shouldBegin = false
        s.driver.tap(at: s.point)
        #expect(delegate.asked == ["shouldReceive", "shouldBegin"])
        #expect(s.events == ["view began 50.0", "view ended"], "a refused tap fails: the held Ended is delivered")

        s.events.removeAll(); s.driver.advance(by: 1)
        delegate.shouldBegin = true
        s.driver.tap(at: s.point)
        #expect(s.events == ["view began 50.0", "tap Ended", "view cancelled"])
    }

    final class RequireHooks: UIGestureRecognizerDelegate {
        weak var other: UIGestureRecognizer?
        func gestureRecognizer(_ g: UIGestureRecognizer, shouldRequireFailureOf o: UIGestureRecognizer) -> Bool { o === other }
    }

    @Test("delegate: shouldRequireFailureOf works like require(toFail:)")
    func delegateRequiresFailure() throws {
        let s = try Scene()
        let single = UITapGestureRecognizer(); s.record(single, "single")
        let double = UITapGestureRecognizer(); s.record(double, "double"); double.numberOfTapsRequired = 2
        let hooks = RequireHooks(); hooks.other = double; single.delegate = hooks
        s.container.addGestureRecognizer(single); s.container.addGestureRecognizer(double)
        s.driver.tap(at: s.point); s.driver.advance(by: 0.1); s.driver.tap(at: s.point); s.driver.advance(by: 1)
        #expect(s.events.filter { !$0.hasPrefix("view") } == ["double Ended"])
    }

    @Test("delaysTouchesBegan holds the view's Began until the recognizer fails, then delivers it with the original location")
    func delaysTouchesBegan() throws {
        let s = try Scene()
        let swipe = UISwipeGestureRecognizer(); s.record(swipe, "swipe")
        swipe.delaysTouchesBegan = true
        s.container.addGestureRecognizer(swipe)

        s.driver.touchDown(at: s.point)
        #expect(s.events == [], "held")
        s.driver.advance(by: 0.05); s.driver.move(to: CGPoint(x: 150, y: 153))
        s.driver.advance(by: 0.05); s.driver.touchUp(at: CGPoint(x: 150, y: 153))
        #expect(s.events == ["view began 50.0", "view ended"], "swipe failed on lift: Began delivered late, at the original place")

        s.events.removeAll(); s.driver.advance(by: 1)
        s.driver.drag(from: s.point, to: CGPoint(x: 260, y: 150), duration: 0.1, steps: 4)
        #expect(s.events == ["swipe Ended"], "recognized: the held Began is dropped, the view never knew")
    }

    @Test("disabling a recognizer mid-gesture cancels it")
    func disablingCancels() throws {
        let s = try Scene()
        let pan = UIPanGestureRecognizer(); s.record(pan, "pan")
        s.container.addGestureRecognizer(pan)
        s.driver.touchDown(at: s.point)
        s.driver.move(to: CGPoint(x: 170, y: 150))
        pan.isEnabled = false
        s.driver.touchUp(at: CGPoint(x: 170, y: 150))
        #expect(s.events.filter { $0.hasPrefix("pan") } == ["pan Began", "pan Cancelled"])
    }

    @Test("pan: translation, and velocity that never divides by zero on equal timestamps")
    func panTranslationAndVelocity() throws {
        let s = try Scene()
        let pan = UIPanGestureRecognizer()
        var seen: [(CGPoint, CGPoint)] = []
        pan.addTarget { r in let p = r as! UIPanGestureRecognizer; seen.append((p.translation(in: nil), p.velocity(in: nil))) }
        s.container.addGestureRecognizer(pan)
        s.driver.touchDown(at: s.point)
        s.driver.advance(by: 0.01); s.driver.move(to: CGPoint(x: 165, y: 150))
        s.driver.move(to: CGPoint(x: 170, y: 150))   // same timestamp as the previous move
        s.driver.advance(by: 0.01); s.driver.move(to: CGPoint(x: 180, y: 150))
        #expect(seen.map(\.0.x) == [15, 20, 30])
        #expect(seen.allSatisfy { $0.1.x.isFinite && $0.1.y.isFinite })
        #expect(seen.last!.1.x > 0)
        pan.setTranslation(.zero, in: nil)
        #expect(pan.translation(in: nil) == .zero)
    }
}

@Suite("Long press with taps first")
struct LongPressTapsTests {
    struct Stage {
        let driver: HeadlessDriver
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let press = UILongPressGestureRecognizer()
        var states: [UIGestureRecognizer.State] { recorded.states }
        private let recorded = Recorded()
        final class Recorded { var states: [UIGestureRecognizer.State] = [] }
        init(taps: Int) throws {
            driver = try HeadlessDriver()
            let controller = UIViewController()
            driver.makeWindow(rootViewController: controller)
            controller.view.addSubview(view)
            press.numberOfTapsRequired = taps
            let recorded = self.recorded
            press.addTarget { r in recorded.states.append(r.state) }
            view.addGestureRecognizer(press)
        }
    }

    @Test("numberOfTapsRequired = 1: a tap, then a press held 0.5 s, begins")
    func tapThenPress() throws {
        let s = try Stage(taps: 1)
        let p = CGPoint(x: 100, y: 100)
        s.driver.tap(at: p, holding: 0.05)
        s.driver.advance(by: 0.2)
        s.driver.touchDown(at: p)
        s.driver.advance(by: 0.6)
        #expect(s.states == [.began])
        s.driver.touchUp(at: p)
        #expect(s.states == [.began, .ended])
    }

    @Test("numberOfTapsRequired = 1: a press with no tap before it never begins, and the next try works")
    func pressWithoutTheTap() throws {
        let s = try Stage(taps: 1)
        let p = CGPoint(x: 100, y: 100)
        s.driver.touchDown(at: p)
        s.driver.advance(by: 1)
        s.driver.touchUp(at: p)
        #expect(s.states.isEmpty)
        #expect(s.press.state == .possible)                 // reset for the next gesture

        s.driver.advance(by: 1)
        s.driver.tap(at: p, holding: 0.05)
        s.driver.advance(by: 0.1)
        s.driver.touchDown(at: p)
        s.driver.advance(by: 0.6)
        #expect(s.states == [.began])
    }

    @Test("numberOfTapsRequired = 1: a press that comes later than the tap interval fails")
    func lateSecondTouch() throws {
        let s = try Stage(taps: 1)
        let p = CGPoint(x: 100, y: 100)
        s.driver.tap(at: p, holding: 0.05)
        s.driver.advance(by: 0.5)                           // > 0.35 s
        s.driver.touchDown(at: p)
        s.driver.advance(by: 0.6)
        #expect(s.states.isEmpty)
    }
}
