import Foundation
import Testing
@_spi(TouchLab) @testable import UIKit
import UIKitHeadless

/// Issue 19 item 7: the trace sees every call of `hitTest(_:with:)` and
/// `point(inside:with:)` that reaches `UIView`'s implementation, whoever
/// makes it — as 004's swizzled `hitTest:withEvent:` does (Behaviour §5
/// and 004 §2.3: the swizzle replaces UIView's method, so it logs each call that
/// reaches it, and none that an override answers by itself). Behaviour §7.
@Suite("Hit-test observation")
struct HitTestObservationTests {
    /// Sends every touch to `target`'s centre, asking it itself, never calling super.
    final class Redirector: UIView {
        weak var target: UIView?
        override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
            guard let target else { return nil }
            return target.hitTest(CGPoint(x: target.bounds.midX, y: target.bounds.midY), with: event)
        }
    }

    /// A button with a bigger touch area, asking its own `point(inside:)` through super.
    final class ShrinkingView: UIView {
        override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
            super.point(inside: point, with: event) && point.x > 10
        }
    }

    /// A window whose controller's view holds `views`, back to front, with the log cleared.
    static func window(with views: [UIView], recordTrace: Bool = true) throws -> (HeadlessDriver, UIWindow) {
        let driver = try HeadlessDriver(recordTrace: recordTrace)
        let controller = UIViewController()
        let window = driver.makeWindow(rootViewController: controller)
        for view in views { controller.view.addSubview(view) }
        driver.clearLog()
        return (driver, window)
    }

    @Test("an override that asks another view itself (subview.hitTest(p, with: e)): that call prints its HitTest line; the override's own does not")
    func callsAnOverrideMakesItself() throws {
        let target = UIView(frame: CGRect(x: 0, y: 300, width: 100, height: 100))
        target.name = "target"
        let redirector = Redirector(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        redirector.target = target
        let (driver, window) = try Self.window(with: [target, redirector])

        let hit = driver.tracer.during { window.hitTest(CGPoint(x: 50, y: 50), with: nil) }

        #expect(hit === target)
        #expect(driver.logWithoutAddresses == [
            "HitTest: UIWindow", "NextResponder: UIWindowScene",
            "HitTest: UIView", "NextResponder: UIViewController",   // the controller's view
            // Redirector's override answers without super: no line, as with a swizzle …
            "HitTest: UIView", "NextResponder: UIView",            // … but its own call of target.hitTest prints
        ])
        let verbose = SeedLogFormatter.lines(for: driver.tracer.recorded, style: .verbose)
        #expect(verbose.contains("  Redirector's own hitTest → target (no call to super)"))
    }

    @Test("every point(inside:with:) that reaches UIView's implementation is traced: hit-testing's, an override's super call, and code's own")
    func pointInsideCalls() throws {
        let view = ShrinkingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        view.name = "shrinking"
        let (driver, window) = try Self.window(with: [view])

        _ = driver.tracer.during { window.hitTest(CGPoint(x: 5, y: 5), with: nil) }
        _ = driver.tracer.during { view.point(inside: CGPoint(x: 50, y: 50), with: nil) }

        let checks = driver.tracer.recorded.compactMap { event -> String? in
            guard case let .pointInsideChecked(v, p, inside) = event else { return nil }
            return "\(v.name ?? v.className) (\(Int(p.x)) \(Int(p.y))) \(inside)"
        }
        #expect(checks == ["UIWindow (5 5) true", "UIView (5 5) true", "shrinking (5 5) true", "shrinking (50 50) true"])
        let rejected = driver.tracer.recorded.contains { if case let .hitTestRejected(v, .outside) = $0 { v === view } else { false } }
        #expect(rejected, "the override said no after super said yes: the traversal reports the view's rejection")
    }

    @Test("tracing off: no event is built, and the calls answer the same")
    func tracingOff() throws {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let (driver, window) = try Self.window(with: [view], recordTrace: false)
        #expect(driver.tracer.during { window.hitTest(CGPoint(x: 5, y: 5), with: nil) } === view)
        #expect(driver.tracer.recorded.isEmpty)
    }
}
