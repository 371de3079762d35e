import Foundation
import Testing
@_spi(TouchLab) @testable import UIKit
import UIKitHeadless

/// Issue 12: a recognizer is handed its application's clock and tracer when
/// it is attached — added to a view in a window, or its view joining one —
/// rather than reaching through `view.window.windowScene.application` on
/// every call.
@Suite("Recognizers get their clock when attached")
struct RecognizerAttachTests {
    @Test("added to a view in a window, or with its view joining one, a recognizer reads the app's clock")
    func clockArrivesOnAttach() throws {
        let driver = try HeadlessDriver(startTime: 500)
        let window = driver.makeWindow()
        let inWindow = UITapGestureRecognizer()
        window.addGestureRecognizer(inWindow)
        #expect(inWindow.now == 500)

        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let later = UILongPressGestureRecognizer()
        view.addGestureRecognizer(later)
        #expect(later.now == 0, "in no window, it has no application yet")
        window.addSubview(view)
        #expect(later.now == 500)
        driver.advance(by: 1)
        #expect(later.now == 501)
    }

    @Test("a recognizer moved to another application's window takes that one's clock")
    func movingToAnotherApplication() throws {
        let first = try HeadlessDriver(startTime: 100)
        let second = try HeadlessDriver(startTime: 900)
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let press = UILongPressGestureRecognizer()
        view.addGestureRecognizer(press)
        first.makeWindow().addSubview(view)
        #expect(press.now == 100)
        second.makeWindow().addSubview(view)
        #expect(press.now == 900)
        withExtendedLifetime(first) {}   // the view's first window lives until it has left it
    }
}
