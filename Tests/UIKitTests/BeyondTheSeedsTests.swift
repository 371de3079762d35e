import Foundation
import Testing
@_spi(TouchLab) @testable import UIKit
import UIKitHeadless

/// Behaviour §6: rules the seeds do not show, each from Apple's documentation
/// or a log published by others, driven through the port on the virtual clock.
/// Each test names its source; Behaviour.md's conformance table lists them.
@Suite("Beyond the seeds: Apple's documents and device logs (Behaviour §6)")
struct BeyondTheSeedsTests {
    /// A 430×932 pad in a window, and fingers that slide 10 ms a step.
    typealias Stage = TwoFingerGestureTests.Stage

    /// A rotation on the pad, its states logged, and two fingers down on a
    /// horizontal line: finger 0 at `centre`, finger 1 100 pt to its right.
    static func rotationUnderTwoFingers(_ s: Stage, states: ExperimentLog) -> UIRotationGestureRecognizer {
        let rotation = UIRotationGestureRecognizer { r in states("\(r.state)") }
        s.pad.addGestureRecognizer(rotation)
        s.driver.touchDown(at: centre)
        s.driver.touchDown(at: CGPoint(x: centre.x + 100, y: centre.y), finger: 1)
        return rotation
    }
    static let centre = CGPoint(x: 215, y: 466)

    // MARK: 1. Pinch and rotation end when both fingers lift

    @Test("rotation: one finger lifting does not end it (Apple: it \"ends when the user lifts both fingers\"); the second does")
    func rotationEndsWhenBothLift() throws {
        let s = try Stage()
        let states = ExperimentLog()
        let rotation = Self.rotationUnderTwoFingers(s, states: states)
        s.slide(1, from: CGPoint(x: 315, y: 466), to: CGPoint(x: 215, y: 566), steps: 9)   // a quarter turn, on a chord
        let turned = rotation.rotation
        #expect(rotation.state == .changed && abs(turned - .pi / 2) < 1e-9)
        s.driver.touchUp(at: CGPoint(x: 215, y: 566), finger: 1)
        #expect(rotation.state == .changed && !states.lines.contains("Ended"), "one finger is still down")
        s.slide(0, from: Self.centre, to: CGPoint(x: 100, y: 300), steps: 3)   // the lone finger: no reading of one finger
        #expect(rotation.rotation == turned, "the reading stays as the pair left it")
        s.driver.touchUp(at: CGPoint(x: 100, y: 300))
        #expect(states.lines.last == "Ended" && states.lines.filter { $0 == "Ended" }.count == 1)
    }

    @Test("pinch: a lifted finger coming back down does not restart or move it; it ends when both are up")
    func pinchIgnoresAReturningFinger() throws {
        let s = try Stage()
        let pinch = UIPinchGestureRecognizer()
        var ended = 0
        pinch.addTarget { r in if r.state == .ended { ended += 1 } }
        s.pad.addGestureRecognizer(pinch)
        s.driver.touchDown(at: CGPoint(x: 150, y: 400))
        s.driver.touchDown(at: CGPoint(x: 250, y: 400), finger: 1)
        s.slide(1, from: CGPoint(x: 250, y: 400), to: CGPoint(x: 300, y: 400), steps: 5)
        s.driver.touchUp(at: CGPoint(x: 300, y: 400), finger: 1)
        s.driver.touchDown(at: CGPoint(x: 400, y: 400), finger: 1)
        s.slide(1, from: CGPoint(x: 400, y: 400), to: CGPoint(x: 420, y: 400), steps: 2)
        #expect(abs(pinch.scale - 1.5) < 1e-9 && ended == 0)
        s.driver.touchUp(at: CGPoint(x: 150, y: 400))
        #expect(ended == 0, "a finger is still down")
        s.driver.touchUp(at: CGPoint(x: 420, y: 400), finger: 1)
        #expect(ended == 1)
    }

    // MARK: 2. Setting scale or rotation resets velocity

    @Test("pinch: setting scale resets velocity (Apple: \"You may set the scale factor, but doing so resets the velocity\")")
    func settingScaleResetsVelocity() throws {
        let s = try Stage()
        let pinch = UIPinchGestureRecognizer()
        pinch.addTarget { _ in }
        s.pad.addGestureRecognizer(pinch)
        s.driver.touchDown(at: CGPoint(x: 150, y: 400))
        s.driver.touchDown(at: CGPoint(x: 250, y: 400), finger: 1)
        s.slide(1, from: CGPoint(x: 250, y: 400), to: CGPoint(x: 300, y: 400), steps: 5)
        #expect(abs(pinch.velocity - 10) < 1e-6)
        pinch.scale = 1
        #expect(pinch.velocity == 0)
        s.slide(1, from: CGPoint(x: 300, y: 400), to: CGPoint(x: 315, y: 400), steps: 1)
        // 15 pt in 10 ms on the rebased 150 pt distance: 10 per second again.
        #expect(abs(pinch.velocity - 10) < 1e-6, "measured afresh from the reset")
    }

    @Test("rotation: setting rotation resets velocity (Apple's rotation property)")
    func settingRotationResetsVelocity() throws {
        let s = try Stage()
        let rotation = Self.rotationUnderTwoFingers(s, states: ExperimentLog())
        s.turn(round: Self.centre, radius: 100, from: 0, to: 40)
        #expect(abs(rotation.velocity - (10 * .pi / 180) / 0.01) < 1e-6)
        rotation.rotation = 0
        #expect(rotation.velocity == 0 && rotation.rotation == 0)
    }

    // MARK: 3. isTracking from touch-down

    @Test("UIScrollView.isTracking is true from touch-down, before dragging (Apple: \"might not have yet have started dragging\")")
    func scrollViewTracksFromTouchDown() throws {
        let s = try Stage()
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 430, height: 600))
        scrollView.contentInsetAdjustmentBehavior = .never   // at the window's top, under the status bar: offsets here count from 0
        scrollView.contentSize = CGSize(width: 430, height: 3000)
        s.pad.addSubview(scrollView)
        #expect(!scrollView.isTracking)
        s.driver.touchDown(at: CGPoint(x: 200, y: 400))
        #expect(scrollView.isTracking && !scrollView.isDragging)
        s.slide(0, from: CGPoint(x: 200, y: 400), to: CGPoint(x: 200, y: 300), steps: 5)
        #expect(scrollView.isTracking && scrollView.isDragging)
        s.driver.touchUp(at: CGPoint(x: 200, y: 300))
        #expect(!scrollView.isTracking && !scrollView.isDragging)
        s.driver.tap(at: CGPoint(x: 200, y: 400), holding: 0.3)
        #expect(!scrollView.isTracking, "a touch that never dragged: tracking ends with it")
    }

    // MARK: 4. The edge pan hears one finger

    @Test("edge pan: a second finger is ignored — the translation follows the first (Apple: \"ignores any touches beyond the first touch\")")
    func edgePanIgnoresSecondFinger() throws {
        let s = try Stage()
        let edge = UIScreenEdgePanGestureRecognizer()
        edge.edges = .left
        var states: [UIGestureRecognizer.State] = []
        edge.addTarget { r in states.append(r.state) }
        s.pad.addGestureRecognizer(edge)
        s.driver.touchDown(at: CGPoint(x: 5, y: 400))
        s.slide(0, from: CGPoint(x: 5, y: 400), to: CGPoint(x: 45, y: 400), steps: 4)
        #expect(edge.state == .changed || edge.state == .began)
        s.driver.touchDown(at: CGPoint(x: 300, y: 400), finger: 1)
        #expect(edge.numberOfTouches == 1)
        s.slide(1, from: CGPoint(x: 300, y: 400), to: CGPoint(x: 300, y: 200), steps: 4)   // moves nothing of the pan
        #expect(edge.translation(in: nil) == CGPoint(x: 40, y: 0))
        s.slide(0, from: CGPoint(x: 45, y: 400), to: CGPoint(x: 85, y: 400), steps: 4)
        #expect(edge.translation(in: nil) == CGPoint(x: 80, y: 0), "the first finger alone, not the midpoint")
        s.driver.touchUp(at: CGPoint(x: 85, y: 400))
        #expect(states.last == .ended, "the first finger's lift ends it, though the ignored one is still down")
        s.driver.touchUp(at: CGPoint(x: 300, y: 200), finger: 1)
        #expect(states.filter { $0 == .ended }.count == 1)
    }

    // MARK: 5. Every recognizer hears the phase before any acts

    /// A tap recognizer that logs each phase it hears, as the published experiment's did.
    final class LoggingTap: UITapGestureRecognizer {
        let label: String
        let log: ExperimentLog
        init(_ label: String, log: ExperimentLog) {
            self.label = label; self.log = log
            super.init(target: nil, action: nil)
            addTarget { [unowned self] r in self.log("\(self.label) action \(r.state)") }
        }
        override func touchesBegan(_ t: Set<UITouch>, with e: UIEvent) { log("\(label) touchesBegan"); super.touchesBegan(t, with: e) }
        override func touchesEnded(_ t: Set<UITouch>, with e: UIEvent) { log("\(label) touchesEnded"); super.touchesEnded(t, with: e) }
    }

    @Test("four nested tap recognizers: all four hear touchesEnded, then the innermost's action fires and the others fail")
    func nestedTapsAllHearTheLift() throws {
        let s = try Stage()
        let log = ExperimentLog()
        var views: [UIView] = []
        var parent: UIView = s.pad
        for (i, name) in ["outer", "middle", "inner", "innermost"].enumerated() {
            let inset = CGFloat(i + 1) * 40
            let view = UIView(frame: CGRect(x: 40, y: 40, width: 430 - 2 * inset, height: 600 - 2 * inset))
            parent.addSubview(view)
            view.addGestureRecognizer(LoggingTap(name, log: log))
            views.append(view)
            parent = view
        }
        s.driver.tap(at: CGPoint(x: 215, y: 300))
        let ends = log.lines.filter { $0.hasSuffix("touchesEnded") }
        #expect(Set(ends) == ["outer touchesEnded", "middle touchesEnded", "inner touchesEnded", "innermost touchesEnded"])
        let actions = log.lines.filter { $0.contains("action") }
        #expect(actions == ["innermost action Ended"], "one winner, the innermost")
        let lastEnd = log.lines.lastIndex { $0.hasSuffix("touchesEnded") }!
        let action = log.lines.firstIndex(of: "innermost action Ended")!
        #expect(lastEnd < action, "every recognizer heard the lift before any action ran")
        // The others failed: back to possible after the touch, and none of them fired.
        #expect(views.allSatisfy { $0.gestureRecognizers!.allSatisfy { $0.state == .possible } })
    }

    @Test("four begans, then four ends in whatever order the recognizers hear them, then the innermost's action")
    func nestedTapsMatchThePublishedShape() throws {
        let s = try Stage()
        let log = ExperimentLog()
        var parent: UIView = s.pad
        for name in ["A", "B", "C", "D"] {
            let view = UIView(frame: parent.bounds.insetBy(dx: 20, dy: 20))
            parent.addSubview(view)
            view.addGestureRecognizer(LoggingTap(name, log: log))
            parent = view
        }
        s.driver.tap(at: CGPoint(x: 215, y: 466))
        // Four begans, four ends (any order among the four), then the innermost's action.
        #expect(log.lines.count == 9)
        #expect(Set(log.lines.prefix(4)) == ["A touchesBegan", "B touchesBegan", "C touchesBegan", "D touchesBegan"])
        #expect(Set(log.lines.dropFirst(4).prefix(4)) == ["A touchesEnded", "B touchesEnded", "C touchesEnded", "D touchesEnded"])
        #expect(log.lines.last == "D action Ended")
    }

    // MARK: 6. A tap held too long is not a tap

    /// A table row as far as the engine has one: it selects itself on `touchesEnded`.
    final class Row: UIView {
        var selected = false
        var cancelled = false
        override func touchesEnded(_ t: Set<UITouch>, with e: UIEvent?) { selected = true }
        override func touchesCancelled(_ t: Set<UITouch>, with e: UIEvent?) { cancelled = true }
    }

    @Test("a 3 s press on a row inside a view with a tap: the row is selected, the tap never fires")
    func longPressOnRowIsNotATap() throws {
        let s = try Stage()
        let row = Row(frame: CGRect(x: 0, y: 100, width: 430, height: 44))
        s.pad.addSubview(row)
        var taps = 0
        s.pad.addGestureRecognizer(UITapGestureRecognizer { _ in taps += 1 })
        s.driver.touchDown(at: CGPoint(x: 200, y: 120))
        s.driver.advance(by: 3)
        s.driver.touchUp(at: CGPoint(x: 200, y: 120))
        #expect(taps == 0)
        #expect(row.selected && !row.cancelled)
    }

    @Test("the tap's longest hold is 1.5 s: 1.4 s still taps, 1.6 s does not")
    func maximumTapDuration() throws {
        for (hold, taps) in [(1.4, 1), (1.6, 0)] {
            let s = try Stage()
            var fired = 0
            let tap = UITapGestureRecognizer { _ in fired += 1 }
            #expect(tap.maximumTapDuration == 1.5)
            s.pad.addGestureRecognizer(tap)
            s.driver.tap(at: CGPoint(x: 200, y: 200), holding: hold)
            #expect(fired == taps, "held \(hold) s")
        }
    }

    @Test("a double tap: each of its taps has the longest hold; the wait between them is still 0.35 s")
    func doubleTapDurations() throws {
        let s = try Stage()
        var fired = 0
        let double = UITapGestureRecognizer { _ in fired += 1 }
        double.numberOfTapsRequired = 2
        s.pad.addGestureRecognizer(double)
        s.driver.tap(at: CGPoint(x: 200, y: 200), holding: 1.0)
        s.driver.advance(by: 0.2)
        s.driver.tap(at: CGPoint(x: 200, y: 200), holding: 1.0)
        #expect(fired == 1, "two 1 s taps 0.2 s apart make a double tap")
        s.driver.tap(at: CGPoint(x: 200, y: 200), holding: 0.1)
        s.driver.advance(by: 0.2)
        s.driver.tap(at: CGPoint(x: 200, y: 200), holding: 1.6)
        #expect(fired == 1, "the second tap held too long")
    }

    // MARK: 11a. A presented controller's next responder

    @Test("a presented controller's next responder is its view's superview: UIDropShadowView → UITransitionView → UIWindow")
    func presentedControllerNext() throws {
        let driver = try HeadlessDriver()
        let root = UIViewController()
        let window = driver.makeWindow(rootViewController: root)
        let sheet = UIViewController()
        root.present(sheet)
        #expect(sheet.presentingViewController === root)
        let chain = sequence(first: sheet as UIResponder) { $0.next }.map { String(describing: type(of: $0)) }
        #expect(Array(chain.prefix(4)) == ["UIViewController", "UIDropShadowView", "UITransitionView", "UIWindow"])
        #expect(sheet.next === sheet.view.superview && sheet.view.window === window)
    }

    // MARK: 11b. A tap that does not cancel touches and a button

    @Test("a superview's tap with cancelsTouchesInView = false does not yield to a UIButton: the tap fires, then the button")
    func nonCancellingTapAndButton() throws {
        for cancels in [true, false] {
            let s = try Stage()
            let log = ExperimentLog()
            let parent = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
            let button = UIButton(type: .system)
            button.frame = CGRect(x: 0, y: 0, width: 200, height: 200)
            s.pad.addSubview(parent)
            parent.addSubview(button)
            let tap = UITapGestureRecognizer { _ in log("view tapped") }
            tap.cancelsTouchesInView = cancels
            parent.addGestureRecognizer(tap)
            button.addAction(for: .touchUpInside) { _, _ in log("button clicked") }
            s.driver.tap(at: CGPoint(x: 100, y: 100))
            #expect(log.lines == (cancels ? ["button clicked"] : ["view tapped", "button clicked"]),
                    "cancelsTouchesInView = \(cancels)")
        }
    }
}
