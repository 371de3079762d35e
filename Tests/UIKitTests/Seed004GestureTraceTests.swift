import Foundation
import Testing
@testable import UIKit

/// SEEDS §4: the four traces captured on iPhones, line for line (addresses aside).
///
/// 004's scene: a dashboard controller whose view holds a 100×100 `viewb`
/// centred inside a `superview`; the recognizer is on the superview, the
/// finger on `viewb`. The action logs the recognizer, as 004's `NSLog(@"%@", gr)`.
@Suite("Seed 004 — gesture recognizers intercept touches")
struct Seed004GestureTraceTests {
    final class XMDashboardViewController: UIViewController {
        let superview = UIView(), viewb = UIView()
        override func viewDidLoad() {
            superview.frame = view.bounds
            view.addSubview(superview)
            viewb.backgroundColor = .blue
            viewb.frame.size = CGSize(width: 100, height: 100)
            viewb.center = view.center
            superview.addSubview(viewb)
        }
    }

    struct Scene {
        let driver: HeadlessDriver
        let dashboard = XMDashboardViewController()
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

    static let viewb = "<UIView: 0x…; frame = (165 416; 100 100); backgroundColor = UIExtendedSRGBColorSpace 0 0 1 1>"
    static let target = "target= <(action=_handleGesture:, target=<XMDashboardViewController 0x…>)>"
    static let longTarget = "target= <(action=_handleLong:, target=<XMDashboardViewController 0x…>)>"

    @Test("tap on the superview (default): Began, the tap's action, Cancelled — never Ended")
    func tapCancelsTheViewsTouch() throws {
        let scene = try Scene()
        let tap = UITapGestureRecognizer()
        tap.addTarget(scene.dashboard, action: "_handleGesture:") { _ in }
        scene.dashboard.superview.addGestureRecognizer(tap)

        scene.driver.tap(at: scene.center)

        #expect(scene.dispatchLog == [
            "Touches Began: \(Self.viewb)",
            "<UITapGestureRecognizer: 0x…; state = Ended; view = <UIView: 0x…>; \(Self.target)>",
            "Touches Cancelled: \(Self.viewb)",
        ])
    }

    @Test("tap with cancelsTouchesInView = NO: Began, the tap's action, Ended")
    func tapWithoutCancelling() throws {
        let scene = try Scene()
        let tap = UITapGestureRecognizer()
        tap.addTarget(scene.dashboard, action: "_handleGesture:") { _ in }
        tap.cancelsTouchesInView = false
        scene.dashboard.superview.addGestureRecognizer(tap)

        scene.driver.tap(at: scene.center)

        #expect(scene.dispatchLog == [
            "Touches Began: \(Self.viewb)",
            "<UITapGestureRecognizer: 0x…; state = Ended; cancelsTouchesInView = NO; view = <UIView: 0x…>; \(Self.target)>",
            "Touches Ended: \(Self.viewb)",
        ])
    }

    static func longPress(_ state: String, cancels: Bool) -> String {
        "<UILongPressGestureRecognizer: 0x…; state = \(state); \(cancels ? "" : "cancelsTouchesInView = NO; ")view = <UIView: 0x…>; \(longTarget); numberOfTapsRequired = 0; minimumPressDuration = 0.5>"
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

        let moved = "Touches Moved: \(Self.viewb)"
        #expect(scene.dispatchLog == [
            "Touches Began: \(Self.viewb)",
            Self.longPress("Began", cancels: false),
            Self.longPress("Changed", cancels: false),
            Self.longPress("Changed", cancels: false), moved,
            Self.longPress("Changed", cancels: false), moved,
            Self.longPress("Changed", cancels: false), moved,
            Self.longPress("Ended", cancels: false),
            "Touches Ended: \(Self.viewb)",
        ])
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

        let moved = "Touches Moved: \(Self.viewb)"
        #expect(scene.dispatchLog == ["Touches Began: \(Self.viewb)"] + Array(repeating: moved, count: 8) + [
            Self.longPress("Began", cancels: true),
            "Touches Cancelled: \(Self.viewb)",
            Self.longPress("Changed", cancels: true),
        ])

        // Lifting ends the press; the view, already cancelled, hears nothing.
        d.touchUp(at: CGPoint(x: p.x + 4, y: p.y))
        #expect(scene.dispatchLog.last == Self.longPress("Ended", cancels: true))
        #expect(scene.dispatchLog.filter { $0.hasPrefix("Touches") }.count == 10)
    }
}
