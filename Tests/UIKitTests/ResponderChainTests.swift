import Foundation
import SeedViews
import Testing
@_spi(TouchLab) @testable import UIKit
import UIKitHeadless

@Suite("The responder chain (Behaviour §3)")
struct ResponderChainTests {
    @Test("hit view → superview → root view → controller → window → scene → application → app delegate → nil")
    func chainToTheAppDelegate() throws {
        let driver = try HeadlessDriver()
        let log = ExperimentLog()
        let delegate = LoggingAppDelegate(log: log)
        driver.application.delegate = delegate
        let controller = UIViewController()
        let window = driver.makeWindow(rootViewController: controller)
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let child = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        controller.view.addSubview(parent); parent.addSubview(child)

        var chain: [UIResponder] = []
        var r: UIResponder? = child
        while let current = r { chain.append(current); r = current.next }
        #expect(chain.map(\.className) == ["UIView", "UIView", "UIView", "UIViewController", "UIWindow",
                                          "UIWindowScene", "UIApplication", "LoggingAppDelegate"])
        #expect(chain[2] === controller.view && chain[4] === window)

        driver.tap(at: CGPoint(x: 10, y: 10))
        #expect(log.lines == ["app delegate touchesBegan"], "an unhandled touch travels all the way up")
    }

    @Test("a child controller passes through its container's view to the container")
    func childControllers() throws {
        let driver = try HeadlessDriver()
        let child = UIViewController()
        let nav = UINavigationController(rootViewController: child)
        driver.makeWindow(rootViewController: nav)
        let chain = sequence(first: child.view as UIResponder, next: { $0.next }).map(\.className)
        #expect(chain.prefix(7) == ["UIView", "UIViewController", "UIViewControllerWrapperView",
                                   "UINavigationTransitionView", "UILayoutContainerView", "UINavigationController", "UIWindow"])
    }

    final class ShakeView: UIView {
        var log: ExperimentLog?
        override var canBecomeFirstResponder: Bool { true }
        override func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
            log?("view motionEnded \(motion)")
            super.motionEnded(motion, with: event)
        }
    }

    @Test("motion and remote-control events go to the first responder, then up — never hit-tested")
    func motionGoesToTheFirstResponder() throws {
        let driver = try HeadlessDriver()
        let log = ExperimentLog()
        driver.application.delegate = LoggingAppDelegate(log: log)
        let controller = UIViewController()
        let window = driver.makeWindow(rootViewController: controller)
        let view = ShakeView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.log = log
        controller.view.addSubview(view)

        #expect(view.becomeFirstResponder())
        #expect(view.isFirstResponder && window.firstResponder === view)
        driver.application.sendMotionEvent(.motionShake)
        driver.application.sendMotionEvent(.remoteControlTogglePlayPause)
        #expect(log.lines == ["view motionEnded motionShake", "app delegate motionEnded motionShake",
                              "app delegate remoteControlReceived remoteControlTogglePlayPause"])
        #expect(driver.tracer.recorded.contains { if case .hitTestVisit = $0 { true } else { false } } == false)

        #expect(view.resignFirstResponder())
        #expect(!view.isFirstResponder)
    }

    @Test("a responder that can't become first responder, or isn't in a window, is refused")
    func firstResponderRules() throws {
        let plain = UIView()
        #expect(plain.becomeFirstResponder() == false)
        let detached = ShakeView()
        #expect(detached.becomeFirstResponder() == false, "not in a window")
    }

    @Test("calling super handles the touch and passes it on: two responders act on one event (seed 002)")
    func superPassesItOn() throws {
        final class Both: UIView {
            var log: ExperimentLog?
            override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
                log?("\(name!) touchesBegan"); super.touchesBegan(touches, with: event)
            }
        }
        let driver = try HeadlessDriver()
        let log = ExperimentLog()
        let controller = UIViewController()
        driver.makeWindow(rootViewController: controller)
        let outer = Both(frame: CGRect(x: 0, y: 0, width: 100, height: 100)); outer.name = "outer"; outer.log = log
        let inner = Both(frame: CGRect(x: 0, y: 0, width: 50, height: 50)); inner.name = "inner"; inner.log = log
        controller.view.addSubview(outer); outer.addSubview(inner)
        driver.tap(at: CGPoint(x: 10, y: 10))
        #expect(log.lines == ["inner touchesBegan", "outer touchesBegan"])
    }
}
