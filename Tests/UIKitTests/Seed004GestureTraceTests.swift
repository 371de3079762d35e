import Foundation
import SeedViews
import Testing
@_spi(TouchLab) @testable import UIKit
import UIKitHeadless

/// Behaviour §4: the four traces captured on iPhones, line for line (addresses aside),
/// each compared with its file in `Tests/Fixtures/seed-004`.
///
/// 004's scene: a dashboard controller whose view holds a 100×100 `viewb`
/// centred inside a `superview`; the recognizer is on the superview, the
/// finger on `viewb`. The action logs the recognizer, as 004's `NSLog(@"%@", gr)`.
@Suite("Seed 004 — gesture recognizers intercept touches")
struct Seed004GestureTraceTests {
    struct Scene {
        let driver: HeadlessDriver
        let dashboard = XMDashboardViewController(.viewbInSuperview)
        var center: CGPoint { dashboard.viewb.convert(CGPoint(x: 50, y: 50), to: nil) }
        init() throws {
            driver = try HeadlessDriver()
            driver.makeWindow(rootViewController: dashboard)
        }
        /// The log without hit-testing lines: touches methods and recognizer actions.
        var dispatchLog: [String] {
            driver.logWithoutAddresses.filter { !$0.hasPrefix("HitTest:") && !$0.hasPrefix("NextResponder:") }
        }
    }

    @Test("tap on the superview (default): Began, the tap's action, Cancelled — never Ended")
    func tapCancelsTheViewsTouch() throws {
        let scene = try Scene()
        let tap = UITapGestureRecognizer()
        tap.addTarget(scene.dashboard, action: "_handleGesture:") { _ in }
        scene.dashboard.superview.addGestureRecognizer(tap)

        scene.driver.tap(at: scene.center)

        #expect(scene.dispatchLog == (try SeedFixture.lines("seed-004/tap.log")))
    }

    @Test("tap with cancelsTouchesInView = NO: Began, the tap's action, Ended")
    func tapWithoutCancelling() throws {
        let scene = try Scene()
        let tap = UITapGestureRecognizer()
        tap.addTarget(scene.dashboard, action: "_handleGesture:") { _ in }
        tap.cancelsTouchesInView = false
        scene.dashboard.superview.addGestureRecognizer(tap)

        scene.driver.tap(at: scene.center)

        #expect(scene.dispatchLog == (try SeedFixture.lines("seed-004/tap-no-cancel.log")))
    }

    @Test("long press, cancelsTouchesInView = NO: the recognizer's line comes before the view's for each move")
    func longPressWithoutCancelling() throws {
        let scene = try Scene()
        let press = UILongPressGestureRecognizer()
        press.addTarget(scene.dashboard, action: "_handleLong:") { _ in }
        press.cancelsTouchesInView = false
        scene.dashboard.superview.addGestureRecognizer(press)
        let p = scene.center, d = scene.driver

        d.touchDown(at: p)
        d.advance(by: 0.6)                                 // the 0.5 s timer: Began
        d.move(to: p)                                      // the digitizer reports the resting finger: Changed only
        d.advance(by: 0.016); d.move(to: CGPoint(x: p.x + 1, y: p.y))
        d.advance(by: 0.016); d.move(to: CGPoint(x: p.x + 2, y: p.y))
        d.advance(by: 0.016); d.move(to: CGPoint(x: p.x + 3, y: p.y))
        d.advance(by: 0.016); d.touchUp(at: CGPoint(x: p.x + 3, y: p.y))

        #expect(scene.dispatchLog == (try SeedFixture.lines("seed-004/long-press-no-cancel.log")))
    }

    @Test("long press, default: eight moves reach the view, then Began, Cancelled, and the view hears no more")
    func longPressCancels() throws {
        let scene = try Scene()
        let press = UILongPressGestureRecognizer()
        press.addTarget(scene.dashboard, action: "_handleLong:") { _ in }
        scene.dashboard.superview.addGestureRecognizer(press)
        let p = scene.center, d = scene.driver

        d.touchDown(at: p)
        for i in 1...8 {                                   // small moves, under allowableMovement, within 0.5 s
            d.advance(by: 0.05)
            d.move(to: CGPoint(x: p.x + CGFloat(i % 3), y: p.y + CGFloat(i % 2)))
        }
        d.advance(by: 0.2)                                 // past 0.5 s: Began, then the view is cancelled
        d.move(to: CGPoint(x: p.x + 4, y: p.y))            // Changed: the recognizer only

        #expect(scene.dispatchLog == (try SeedFixture.lines("seed-004/long-press.log")))

        // Lifting ends the press; the view, already cancelled, hears nothing.
        d.touchUp(at: CGPoint(x: p.x + 4, y: p.y))
        let began = try SeedFixture.lines("seed-004/long-press.log")[9]
        #expect(scene.dispatchLog.last == began.replacingOccurrences(of: "state = Began", with: "state = Ended"))
        #expect(scene.dispatchLog.filter { $0.hasPrefix("Touches") }.count == 10)
    }
}
