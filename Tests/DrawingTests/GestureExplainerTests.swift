import Foundation
import Testing
@testable import Drawing
@_spi(TouchLab) @testable import UIKit
import UIKitHeadless

/// The "why" cards, put together from the trace for the seeds' scenarios.
@Suite("Explain — why each view and recognizer did what it did")
struct GestureExplainerTests {
    static func explainer(_ driver: HeadlessDriver) -> GestureExplainer {
        GestureExplainer(records: GestureTimeline.lastGesture(in: driver.tracer.records))
    }

    @Test("004: viewb's touchesCancelled is the long press on superview beginning after 0.5 s, with cancelsTouchesInView YES")
    func longPressCancel() throws {
        let driver = try HeadlessDriver()
        let superview = UIView(frame: UIScreen.main.bounds), viewb = UIView(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
        superview.name = "superview"; viewb.name = "viewb"
        superview.addSubview(viewb)
        driver.makeWindow().addSubview(superview)
        let press = UILongPressGestureRecognizer()
        press.name = "long press"
        superview.addGestureRecognizer(press)

        driver.touchDown(at: CGPoint(x: 150, y: 150))
        driver.advance(by: 0.7)
        driver.touchUp(at: CGPoint(x: 150, y: 150))

        let card = Self.explainer(driver).explain(viewb)
        #expect(card.lines.first == "viewb got touchesBegan at 0.000 s: hit-testing chose it for the touch at (150 150).")
        #expect(card.lines.contains("viewb got touchesCancelled at 0.500 s: the UILongPressGestureRecognizer 'long press' on superview began after 0.5 s held within 10 pt, and its cancelsTouchesInView is YES."))
        let pressCard = Self.explainer(driver).explain(press)
        #expect(pressCard.lines.first == "States: Possible → Began (0.500 s) → Ended (0.700 s) → Possible (0.700 s).")
    }

    @Test("001: A got nothing — the window asked C, then B; B is the hit view; A lies below B")
    func nothingForA() throws {
        let driver = try HeadlessDriver()
        let window = driver.makeWindow(rootViewController: nil)
        let a = UIView(frame: CGRect(x: 20, y: 20, width: 200, height: 200))
        let b = UIView(frame: CGRect(x: 60, y: 60, width: 200, height: 200))
        let c = UIView(frame: CGRect(x: 240, y: 300, width: 100, height: 100))
        a.name = "A"; b.name = "B"; c.name = "C"
        for v in [a, b, c] { window.addSubview(v) }
        driver.tap(at: CGPoint(x: 100, y: 100))   // inside A and B; B is in front

        let explainer = Self.explainer(driver)
        #expect(explainer.explain(a).lines == ["A got nothing: the window asked C, then B; B contains the point, so B is the hit view; A lies below B and was never asked."])
        #expect(explainer.explain(c).lines == ["C got nothing: the window asked C, then B; C does not contain the point."])

        b.isUserInteractionEnabled = false
        driver.tap(at: CGPoint(x: 100, y: 100))
        let second = Self.explainer(driver)
        #expect(second.explain(b).lines == ["B got nothing: the window asked C, then B, then A; B was passed over because its userInteractionEnabled is NO."])
        #expect(second.explain(a).lines.first?.hasPrefix("A got touchesBegan") == true)
    }

    /// Begins in its own touchesBegan: recognizers hear a touch before its
    /// view, so the view's touchesBegan is never called.
    final class InstantRecognizer: UIGestureRecognizer {
        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) { state = .began }
        override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) { state = .ended }
    }

    @Test("issue 19 item 10: a control that got no touches call is not said to have skipped super; the recognizer that took the touch is named")
    func controlThatHeardNothing() throws {
        let driver = try HeadlessDriver()
        let superview = UIView(frame: UIScreen.main.bounds)
        let control = UIControl(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
        let icon = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        superview.name = "superview"; control.name = "control"; icon.name = "icon"
        superview.addSubview(control)
        driver.makeWindow().addSubview(superview)
        let press = InstantRecognizer()
        press.name = "instant"
        superview.addGestureRecognizer(press)

        driver.tap(at: CGPoint(x: 150, y: 150))
        var lines = Self.explainer(driver).explain(control).lines
        #expect(lines.count == 1 && !lines[0].contains("did not call super"), "\(lines)")
        #expect(lines.first?.hasPrefix("UIControl control got nothing: it was the hit view, but the InstantRecognizer 'instant' on superview began") == true, "\(lines)")

        control.addSubview(icon)   // now the hit view is inside the control, and hears nothing either
        driver.tap(at: CGPoint(x: 150, y: 150))
        lines = Self.explainer(driver).explain(control).lines
        #expect(lines.first?.hasPrefix("UIControl control got nothing: its subview icon was the hit view, and got no touches call either:") == true, "\(lines)")
        #expect(!lines.joined().contains("did not call super"), "\(lines)")
    }

    @Test("'single' failed: it requires 'double' to fail, and 'double' recognized")
    func singleWaitsForDouble() throws {
        let driver = try HeadlessDriver()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        driver.makeWindow().addSubview(view)
        let single = UITapGestureRecognizer(), double = UITapGestureRecognizer()
        single.name = "single"; double.name = "double"
        double.numberOfTapsRequired = 2
        single.require(toFail: double)
        view.addGestureRecognizer(single); view.addGestureRecognizer(double)

        driver.touchDown(at: CGPoint(x: 100, y: 100))
        driver.advance(by: 0.1); driver.touchUp(at: CGPoint(x: 100, y: 100))
        driver.advance(by: 0.1); driver.touchDown(at: CGPoint(x: 100, y: 100))
        driver.advance(by: 0.11); driver.touchUp(at: CGPoint(x: 100, y: 100))

        // The whole double tap is one gesture (the first tap's touchesEnded is
        // still held when the second lands: Behaviour §6): times count from the
        // first touch-down, and 'double' recognizes at the second lift.
        let card = Self.explainer(driver).explain(single)
        #expect(card.lines.contains("It would have recognized at 0.100 s but waited for 'double' to fail until 0.310 s."))
        #expect(card.lines.contains("'single' failed at 0.310 s: it requires 'double' to fail, and 'double' recognized at 0.310 s."))
    }

    @Test("a tap that wandered: failed because the finger moved more than 10 pt")
    func tapMovedTooFar() throws {
        let driver = try HeadlessDriver()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        driver.makeWindow().addSubview(view)
        let tap = UITapGestureRecognizer()
        view.addGestureRecognizer(tap)
        driver.touchDown(at: CGPoint(x: 100, y: 100))
        driver.move(to: CGPoint(x: 130, y: 100))
        driver.touchUp(at: CGPoint(x: 130, y: 100))

        let card = Self.explainer(driver).explain(tap)
        #expect(card.lines.contains("UITapGestureRecognizer failed at 0.000 s: the finger moved 30 pt, more than a tap allows (10 pt)."))
    }

    @Test("a tap held too long: failed at 1.5 s, the finger still down (Behaviour §6)")
    func tapHeldTooLong() throws {
        let driver = try HeadlessDriver()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        driver.makeWindow().addSubview(view)
        let tap = UITapGestureRecognizer()
        view.addGestureRecognizer(tap)
        driver.tap(at: CGPoint(x: 100, y: 100), holding: 3)

        let card = Self.explainer(driver).explain(tap)
        #expect(card.lines.contains("UITapGestureRecognizer failed at 1.500 s: the finger stayed down 1.5 s, longer than a tap may last."))
    }

    @Test("held then dropped: the tap's delaysTouchesBegan, then its recognition")
    func heldAndDropped() throws {
        let driver = try HeadlessDriver()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        view.name = "v"
        driver.makeWindow().addSubview(view)
        let tap = UITapGestureRecognizer()
        tap.delaysTouchesBegan = true
        view.addGestureRecognizer(tap)
        driver.tap(at: CGPoint(x: 100, y: 100), holding: 0.05)

        let lines = Self.explainer(driver).explain(view).lines
        #expect(lines == ["v's touchesBegan was held at 0.000 s: UITapGestureRecognizer has delaysTouchesBegan = YES and had not decided yet.",
                          "v's held touchesBegan was dropped at 0.050 s: UITapGestureRecognizer recognized first, so the view never saw it."])
    }

    @Test("every card for a scene, for --explain: views first, then recognizers")
    func allCards() throws {
        let driver = try HeadlessDriver()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        view.name = "v"
        driver.makeWindow(rootViewController: nil).addSubview(view)
        view.addGestureRecognizer(UITapGestureRecognizer())
        driver.tap(at: CGPoint(x: 100, y: 100))
        #expect(Self.explainer(driver).allCards().map(\.title) == ["v", "UITapGestureRecognizer"])
    }
}
