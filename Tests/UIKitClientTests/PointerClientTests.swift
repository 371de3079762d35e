import XCTest
import UIKit   // plain: only the public surface
import UIKitHeadless

/// The pointer's API as iPadOS code writes it: a hover recognizer that
/// highlights its view, and a view that reads the touch's type, the event's
/// buttons and modifier keys.
final class PointerClientTests: XCTestCase {
    final class HighlightingView: UIView {
        var highlighted = false
        var lastLocation = CGPoint.zero
        var touchType: UITouch.TouchType?
        var buttons: UIEvent.ButtonMask = []
        var modifiers: UIKeyModifierFlags = []

        func installHover() {
            let hover = UIHoverGestureRecognizer()
            hover.addTarget { [unowned self] r in
                switch r.state {
                case .began, .changed: highlighted = true; lastLocation = r.location(in: self)
                default: highlighted = false
                }
            }
            addGestureRecognizer(hover)
        }

        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
            touchType = touches.first?.type
            buttons = event?.buttonMask ?? []
            modifiers = event?.modifierFlags ?? []
        }
    }

    func testHoverHighlightsAndARightClickIsASecondaryIndirectTouch() throws {
        let driver = try HeadlessDriver()
        let window = driver.makeWindow()
        let view = HighlightingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(view)
        view.installHover()

        driver.hover(to: CGPoint(x: 30, y: 40))
        XCTAssertTrue(view.highlighted)
        XCTAssertEqual(view.lastLocation, CGPoint(x: 30, y: 40))
        driver.hover(to: CGPoint(x: 300, y: 40))
        XCTAssertFalse(view.highlighted)
        XCTAssertNil(view.touchType, "hover is not a touch")

        driver.application.supportsIndirectInputEvents = true   // UIApplicationSupportsIndirectInputEvents
        driver.click(at: CGPoint(x: 30, y: 40), button: 3, modifiers: [.command])
        XCTAssertEqual(view.touchType, .indirectPointer)
        XCTAssertEqual(view.buttons, .secondary)
        XCTAssertEqual(view.modifiers, .command)

        let tap = UITapGestureRecognizer()
        tap.allowedTouchTypes = [UITouch.TouchType.direct.rawValue as NSNumber]
        tap.requiresExclusiveTouchType = false
        XCTAssertEqual(tap.allowedTouchTypes, [0])
        XCTAssertEqual(UIEvent.ButtonMask.button(2), .secondary)
    }
}
