import Foundation
import Testing
@testable import TouchLab
@_spi(TouchLab) @testable import UIKit
import XServer

/// Issue 19 item 8: a real X click on the panels beside the phone. No finger
/// can land beside a phone's glass, so no touch may begin there: SpringBoard
/// drops the press, its drag and its release (it used to reach the app,
/// which hit-tested `UIWindow` twice and found nothing). Behaviour §7.
@Suite("A click beside the phone", .serialized)
struct OffScreenClickWindowTests {
    @Test("a click on the panels beside the phone makes no touch and no hit-test; a click on the phone still does")
    func clickBesideThePhone() throws {
        let h = try LiveWindowHarness(scene: "004-tap")
        let screen = UIScreen.main.bounds
        let right = h.app.screen.toPixels(x: Double(screen.width) + 40, y: Double(screen.midY))
        let left = h.app.screen.toPixels(x: -1, y: Double(screen.midY))
        let beside = (x: Int(right.x.rounded()), y: Int(right.y.rounded()))
        try #require(beside.x < 1280, "the panels lie right of the phone in a 1280-pixel window")
        let onPhone = h.windowPixel(of: "viewb")
        let logAfterBeside = Locked<[String]>([])
        let status = try h.run { pointer, h in
            try h.tap(pointer, at: beside)
            if left.x >= 0 { try h.tap(pointer, at: (Int(left.x.rounded()), Int(left.y.rounded()))) }
            // A drag that starts beside the phone and ends on it is no touch either.
            try pointer.move(toX: beside.x, y: beside.y, in: h.app.xWindow.id)
            pointer.press()
            try pointer.move(toX: onPhone.x, y: onPhone.y, in: h.app.xWindow.id)
            pointer.release()
            try h.sync(pointer)
            try h.onMain { _ in logAfterBeside.set(h.log) }   // read on the app's thread
            try h.tap(pointer, at: onPhone)
        }
        #expect(status == 0)
        #expect(logAfterBeside.get().isEmpty, "no HitTest, no touch: \(logAfterBeside.get())")
        #expect(h.log.filter { $0 == "HitTest: UIWindow" }.count == 2, "the click on the phone hit-tests twice, as 004's trace shows")
        #expect(h.log.contains { $0.hasPrefix("Touches Began: <UIView") })
        #expect(!h.app.application.hasActiveTouch)
    }
}
