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

    // MARK: pro648's experiment (`published/navigation-sheet-hit-test.log`)

    final class ViewA: UIView {}
    final class ViewA1: UIView {}
    final class ViewA2: UIView {}
    final class ViewB: UIView {}
    final class ViewB1: UIView {}
    final class ViewB2: UIView {}
    final class ViewC: UIView {}
    final class ViewC1: UIView {}
    final class ViewC2: UIView {}

    /// The post's `FindResponderVC`: three views of two subviews each, laid
    /// out from the view's width in `viewDidLoad`, as its `setupUI()` does.
    final class FindResponderVC: UIViewController {
        let viewA = ViewA(), viewA1 = ViewA1(), viewA2 = ViewA2()
        let viewB = ViewB(), viewB1 = ViewB1(), viewB2 = ViewB2()
        let viewC = ViewC(), viewC1 = ViewC1(), viewC2 = ViewC2()

        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = .systemBackground
            let subWidth = view.bounds.size.width / 5 * 3 - 20
            let subHeight = subWidth / 3 * 2
            viewA.frame = CGRect(x: 10, y: 100, width: subWidth + 20, height: subHeight * 2 + 40)
            viewA1.frame = CGRect(x: 10, y: 20, width: subWidth, height: subHeight)
            viewA2.frame = CGRect(x: 10, y: subHeight + 30, width: subWidth, height: subHeight)
            viewB.frame = CGRect(x: view.bounds.size.width - subWidth - 30, y: viewA.center.y + 30, width: subWidth + 20, height: subHeight * 2 + 40)
            viewB1.frame = CGRect(x: 10, y: 20, width: subWidth, height: subHeight)
            viewB2.frame = CGRect(x: 10, y: subHeight + 30, width: subWidth, height: subHeight)
            viewC.frame = CGRect(x: 10, y: viewB.frame.maxY + 10, width: view.bounds.size.width - 20, height: subHeight)
            viewC1.frame = CGRect(x: 10, y: 20, width: (viewC.bounds.size.width - 30) / 2, height: subHeight - 30)
            viewC2.frame = CGRect(x: viewC1.frame.maxX + 10, y: 20, width: viewC1.bounds.width, height: viewC1.bounds.size.height)
            view.addSubview(viewA); viewA.addSubview(viewA1); viewA.addSubview(viewA2)
            view.addSubview(viewB); viewB.addSubview(viewB1); viewB.addSubview(viewB2)
            view.addSubview(viewC); viewC.addSubview(viewC1); viewC.addSubview(viewC2)
        }
    }

    /// The trace as the post's swizzled `hitTest`/`point(inside:)` print it:
    /// each call, `point(inside:)`'s answer, each non-nil `hitTest` result;
    /// the app's own classes with their module's name, as `NSStringFromClass` gives them.
    static func swizzledLines(_ events: [TraceEvent]) -> [String] {
        func name<T>(_ traced: Traced<T>) -> String {
            traced.className.hasPrefix("View") ? "ResponderChain." + traced.className : traced.className
        }
        return events.flatMap { event -> [String] in
            switch event {
            case let .hitTestVisit(view, _, _): ["\(name(view))  pr_hitTest(_:with:)"]
            case let .pointInsideChecked(view, _, inside): ["\(name(view)) --- pointInside", "\(name(view)) pointInside +++ return: \(inside)"]
            case let .hitTestReturned(view, result?): ["\(name(view)) hitTesting return:\(name(result))"]
            default: []
            }
        }
    }

    @Test("pro648's swizzled log, line for line: a tap on ViewB1 in a pushed controller of a navigation controller presented as a sheet")
    func publishedSwizzledHitTestLog() throws {
        let driver = try HeadlessDriver(recordTrace: true)
        let window = driver.makeWindow()
        let list = UIViewController()   // the post's table of experiments
        let navigation = UINavigationController(rootViewController: list)
        window.rootViewController!.present(navigation)
        let find = FindResponderVC()
        navigation.pushViewController(find, animated: false)
        driver.clearLog()

        driver.tap(at: find.viewB1.convert(CGPoint(x: find.viewB1.bounds.midX, y: find.viewB1.bounds.midY), to: nil))

        let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures/published/navigation-sheet-hit-test.log")
        let published = try String(contentsOf: file, encoding: .utf8).split(separator: "\n").map(String.init).filter { !$0.hasPrefix("#") }
        let ours = Self.swizzledLines(driver.tracer.recorded)
        #expect(published.count == 70, "the fixture: 70 lines from the app window's first hitTest")
        // The post's log stops inside the second pass: compare as far as it goes.
        #expect(Array(ours.prefix(published.count)) == published)
    }
}
