import Foundation
import Testing
@_spi(TouchLab) @testable import UIKit
import UIKitHeadless

/// Issue 24 items 2 and 3: a control tracks only its own touches, and a
/// superview's tap that a button refuses fails at once (Behaviour §6).
@Suite("A control's touches, and the tap above it (Behaviour §6)")
struct ControlTouchesTests {
    final class LoggingButton: UIButton {
        var log: ExperimentLog!
        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { log("button touchesBegan"); super.touchesBegan(touches, with: event) }
        override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { log("button touchesEnded"); super.touchesEnded(touches, with: event) }
        override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { log("beginTracking"); return super.beginTracking(touch, with: event) }
        override func endTracking(_ touch: UITouch?, with event: UIEvent?) { log("endTracking"); super.endTracking(touch, with: event) }
    }
    final class HandlingView: UIView {
        var log: ExperimentLog!
        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { log("subview touchesBegan"); super.touchesBegan(touches, with: event) }
        override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { log("subview touchesEnded"); super.touchesEnded(touches, with: event) }
    }

    @Test("a plain view inside a UIButton handles the touch and passes it up: the button hears it, but does not track it or act")
    func forwardedTouchIsNotTracked() throws {
        let driver = try HeadlessDriver()
        let controller = UIViewController()
        driver.makeWindow(rootViewController: controller)
        let log = ExperimentLog()
        let button = LoggingButton(frame: CGRect(x: 50, y: 100, width: 300, height: 100))
        button.log = log
        button.addAction(for: .touchUpInside) { _, _ in log("action") }
        let inner = HandlingView(frame: CGRect(x: 0, y: 0, width: 150, height: 100))
        inner.log = log
        button.addSubview(inner)
        controller.view.addSubview(button)

        driver.tap(at: CGPoint(x: 100, y: 150))   // on the subview
        #expect(log.lines == ["subview touchesBegan", "button touchesBegan", "subview touchesEnded", "button touchesEnded"])
        #expect(!button.isHighlighted && !button.isTracking)

        log.lines.removeAll()
        driver.tap(at: CGPoint(x: 300, y: 150))   // on the button itself
        #expect(log.lines == ["button touchesBegan", "beginTracking", "button touchesEnded", "endTracking", "action"])
    }

    /// A tap recognizer that prints its state right after its own
    /// `super.touchesEnded`, as the published log does.
    final class StatePrintingTap: UITapGestureRecognizer {
        var log: ExperimentLog!
        override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
            super.touchesEnded(touches, with: event)
            log("tap state after super.touchesEnded: \(state)")
        }
    }

    @Test("a superview's tap over a UIButton: right after its own super.touchesEnded it reads failed; the button acts")
    func superviewTapReadsFailedAtOnce() throws {
        let driver = try HeadlessDriver()
        let controller = UIViewController()
        driver.makeWindow(rootViewController: controller)
        let log = ExperimentLog()
        let button = UIButton(frame: CGRect(x: 50, y: 100, width: 300, height: 100))
        button.addAction(for: .touchUpInside) { _, _ in log("button clicked") }
        controller.view.addSubview(button)
        let tap = StatePrintingTap()
        tap.log = log
        tap.addTarget { _ in log("view tapped") }
        controller.view.addGestureRecognizer(tap)

        driver.tap(at: CGPoint(x: 200, y: 150))
        #expect(log.lines == ["tap state after super.touchesEnded: Failed", "button clicked"])
        #expect(tap.state == .possible, "reset once the touch ended")
    }
}
