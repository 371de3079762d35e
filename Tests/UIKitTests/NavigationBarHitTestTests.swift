import Foundation
import SeedViews
import Testing
@_spi(TouchLab) @testable import UIKit
import UIKitHeadless

/// Issue 24 item 5: a navigation controller's own bar in the hit-test
/// (Behaviour §6, "A navigation controller's own bar…"). The published
/// swizzled hit-test log of a navigation controller presented as a sheet
/// asks `UINavigationBar` between `UILayoutContainerView` and
/// `UINavigationTransitionView`, and the bar answers `pointInside` false for
/// a point below it.
@Suite("A navigation controller's bar in the hit-test (Behaviour §6)")
struct NavigationBarHitTestTests {
    @Test("a tap below the bar: the container asks the bar first, the point is not inside it, then the transition view")
    func barIsAskedBetweenContainerAndTransitionView() throws {
        let driver = try HeadlessDriver()
        let window = driver.makeWindow()
        let dashboard = XMDashboardViewController()
        let navigation = UINavigationController(rootViewController: dashboard)
        window.rootViewController!.present(navigation)
        driver.clearLog()

        driver.tap(at: dashboard.viewb.convert(CGPoint(x: 50, y: 50), to: nil))

        let firstPass = Array(driver.log.prefix(12))
        #expect(firstPass == ["HitTest: UIWindow", "NextResponder: UIWindowScene",
                              "HitTest: UITransitionView", "NextResponder: UIWindow",
                              "HitTest: UIDropShadowView", "NextResponder: UITransitionView",
                              "HitTest: UILayoutContainerView", "NextResponder: UINavigationController",
                              "HitTest: UINavigationBar", "NextResponder: UILayoutContainerView",
                              "HitTest: UINavigationTransitionView", "NextResponder: UILayoutContainerView"])
        let verbose = SeedLogFormatter.lines(for: driver.tracer.recorded, style: .verbose)
        #expect(verbose.contains { $0.hasPrefix("  UINavigationBar point(inside:") && $0.hasSuffix("→ NO") })
        #expect(driver.log.contains { $0.hasPrefix("Touches Began: <UIView") }, "the touch still reaches viewb")
    }

    @Test("a hidden bar is out of the view tree: hit-testing does not ask it (004's trace)")
    func hiddenBarIsNotAsked() throws {
        let driver = try HeadlessDriver()
        let window = driver.makeWindow()
        let dashboard = XMDashboardViewController()
        let navigation = UINavigationController(rootViewController: dashboard)
        navigation.setNavigationBarHidden(true, animated: false)
        window.rootViewController!.present(navigation)
        #expect(navigation.navigationBar.superview == nil)
        driver.tap(at: dashboard.viewb.convert(CGPoint(x: 50, y: 50), to: nil))
        #expect(!driver.log.contains("HitTest: UINavigationBar"))
        navigation.isNavigationBarHidden = false
        #expect(navigation.navigationBar.superview === navigation.view && navigation.view.subviews.last === navigation.navigationBar)
    }
}
