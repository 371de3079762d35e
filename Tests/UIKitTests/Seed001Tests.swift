import Foundation
import SeedViews
import Testing
@_spi(TouchLab) @testable import UIKit
import UIKitHeadless

/// Seed 001: three overlapping 200×200 views A (red), B (yellow), C (blue)
/// on a controller's root view; every view logs its `hitTest`.
@Suite("Seed 001 — hit-test order and the responder experiment")
struct Seed001Tests {
    @Test("added A, B, C: the window asks C, then B, then A (last added is on top)")
    func hitTestAsksSubviewsInReverseOrder() throws {
        let log = ExperimentLog()
        let window = LoggingWindow(windowScene: UIWindowScene(application: try UIApplication()))
        window.log = log
        window.rootViewController = UIViewController()
        let root = window.rootViewController!.view!
        // 001: C and B return nil from hitTest, so the search goes on to A.
        root.addSubview(LoggingHitTestView("A", frame: CGRect(x: 0, y: 0, width: 200, height: 200), log: log))
        root.addSubview(LoggingHitTestView("B", frame: CGRect(x: 100, y: 100, width: 200, height: 200), log: log, returnsNil: true))
        root.addSubview(LoggingHitTestView("C", frame: CGRect(x: 200, y: 200, width: 200, height: 200), log: log, returnsNil: true))

        let hit = window.hitTest(CGPoint(x: 250, y: 250), with: nil)

        #expect(log.lines == ["window hitTest", "C hitTest", "B hitTest", "A hitTest"])
        #expect(hit === root, "A does not contain (250, 250), so the root view is the hit")
    }

    @Test("added C, B, A: the order is A, B, C")
    func reversedInsertionReversesTheOrder() throws {
        let log = ExperimentLog()
        let window = LoggingWindow(windowScene: UIWindowScene(application: try UIApplication()))
        window.log = log
        window.rootViewController = UIViewController()
        let root = window.rootViewController!.view!
        root.addSubview(LoggingHitTestView("C", frame: CGRect(x: 200, y: 200, width: 200, height: 200), log: log, returnsNil: true))
        root.addSubview(LoggingHitTestView("B", frame: CGRect(x: 100, y: 100, width: 200, height: 200), log: log, returnsNil: true))
        root.addSubview(LoggingHitTestView("A", frame: CGRect(x: 0, y: 0, width: 200, height: 200), log: log, returnsNil: true))

        _ = window.hitTest(CGPoint(x: 250, y: 250), with: nil)

        #expect(log.lines == ["window hitTest", "A hitTest", "B hitTest", "C hitTest"])
    }

    /// The responder half of 001: A, B, C, the controller, the window, the app
    /// and its delegate all log `touchesBegan`.
    struct ResponderScene {
        let driver: HeadlessDriver
        let log = ExperimentLog()
        let a, b, c: TouchLoggingView
        init() throws {
            driver = try HeadlessDriver()
            driver.application.delegate = LoggingAppDelegate(log: log)
            let controller = TouchLoggingController(log: log)
            driver.makeWindow(rootViewController: controller)
            a = TouchLoggingView("A", frame: CGRect(x: 0, y: 0, width: 200, height: 200), color: .red, log: log)
            b = TouchLoggingView("B", frame: CGRect(x: 100, y: 100, width: 200, height: 200), color: .yellow, log: log)
            c = TouchLoggingView("C", frame: CGRect(x: 200, y: 200, width: 200, height: 200), color: .blue, log: log)
            for v in [a, b, c] { controller.view.addSubview(v) }
        }
    }

    @Test("tapping the yellow area logs only B")
    func onlyTheHitViewHandlesTheTouch() throws {
        let scene = try ResponderScene()
        scene.driver.tap(at: CGPoint(x: 150, y: 150))   // yellow: inside B, not C
        #expect(scene.log.lines == ["B touchesBegan"])
    }

    @Test("with B's touchesBegan removed, the controller logs — and passes it on to the app delegate")
    func withoutBTheControllerHandlesIt() throws {
        let scene = try ResponderScene()
        scene.b.logsTouches = false   // B falls back to UIResponder's default: pass to next
        scene.driver.tap(at: CGPoint(x: 150, y: 150))
        #expect(scene.log.lines == ["controller touchesBegan", "app delegate touchesBegan"])
    }
}
