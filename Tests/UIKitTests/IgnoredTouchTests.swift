import Foundation
import Testing
@_spi(TouchLab) @testable import UIKit
import UIKitHeadless

/// `ignore(_:for:)`: an ignored touch stops counting for that recognizer.
@Suite("A recognizer that ignores a touch")
struct IgnoredTouchTests {
    /// Delays touchesBegan, but ignores touches that start in the left half.
    final class RightHalfRecognizer: UIGestureRecognizer {
        var seen: [String] = []
        override init(target: Any?, action: Selector?) {
            super.init(target: target, action: action)
            delaysTouchesBegan = true
        }
        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
            for touch in touches where touch.location(in: view).x < 100 { ignore(touch, for: event) }
            seen.append("began: \(numberOfTouches) touch(es), event lists \(event.touches(for: self)?.count ?? 0)")
        }
        override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) { seen.append("moved") }
        override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) { seen.append("ended") }
    }

    final class LoggingView: UIView {
        var log: [String] = []
        override func touchesBegan(_ t: Set<UITouch>, with e: UIEvent?) { log.append("began") }
        override func touchesEnded(_ t: Set<UITouch>, with e: UIEvent?) { log.append("ended") }
    }

    @Test("an ignored touch is not held, not counted, and never heard of again; a kept one is held")
    func ignoredTouchIsNotHeld() throws {
        let driver = try HeadlessDriver()
        let controller = UIViewController()
        driver.makeWindow(rootViewController: controller)
        let view = LoggingView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        controller.view.addSubview(view)
        let recognizer = RightHalfRecognizer()
        view.addGestureRecognizer(recognizer)

        driver.touchDown(at: CGPoint(x: 50, y: 50))          // left half: ignored
        #expect(view.log == ["began"])                        // delivered at once, not held
        #expect(recognizer.seen == ["began: 0 touch(es), event lists 0"])
        driver.move(to: CGPoint(x: 60, y: 50))
        driver.touchUp(at: CGPoint(x: 60, y: 50))
        #expect(recognizer.seen == ["began: 0 touch(es), event lists 0"])   // nothing after the ignore
        #expect(view.log == ["began", "ended"])

        driver.advance(by: 1)
        view.log.removeAll(); recognizer.seen.removeAll()
        driver.touchDown(at: CGPoint(x: 150, y: 50))         // right half: kept, so the view waits
        #expect(recognizer.seen == ["began: 1 touch(es), event lists 1"])
        #expect(view.log == [])
    }
}
