import Foundation
import SeedViews
import Testing
@_spi(TouchLab) @testable import UIKit
import UIKitHeadless

@Suite("Seed 004 — the hit-test path and the double hit-test trace")
struct Seed004HitTestTests {
    /// 004 §2.2's tree:
    ///
    ///     UIWindow
    ///     ├ A ── A1 ── A1a
    ///     │   └ A2 ─┬ A2a
    ///     │         └ A2b
    ///     ├ B ── B1 ─┬ B1a
    ///     │          └ B1b
    ///     └ C ─┬ C1
    ///          └ C2 ── C2a
    @Test("a point in A2b: Window asks C, B, then A; A asks A2; A2 asks A2b first; A2b returns itself up the path")
    func visitOrderAndReturnPath() throws {
        let driver = try HeadlessDriver()
        let window = driver.makeWindow(frame: CGRect(x: 0, y: 0, width: 600, height: 600), rootViewController: nil)
        @discardableResult
        func view(_ name: String, _ x: CGFloat, _ y: CGFloat, _ w: CGFloat, _ h: CGFloat, in parent: UIView) -> UIView {
            let v = UIView(frame: CGRect(x: x, y: y, width: w, height: h))
            v.name = name
            parent.addSubview(v)
            return v
        }
        let a = view("A", 0, 0, 300, 300, in: window)
        view("A1a", 0, 0, 50, 50, in: view("A1", 0, 0, 100, 100, in: a))
        let a2 = view("A2", 100, 100, 200, 200, in: a)
        view("A2a", 0, 0, 50, 50, in: a2)
        let a2b = view("A2b", 100, 100, 100, 100, in: a2)
        let b = view("B", 300, 0, 300, 300, in: window)
        let b1 = view("B1", 0, 0, 200, 200, in: b)
        view("B1a", 0, 0, 50, 50, in: b1); view("B1b", 50, 50, 50, 50, in: b1)
        let c = view("C", 0, 300, 300, 300, in: window)
        view("C1", 0, 0, 50, 50, in: c)
        view("C2a", 0, 0, 20, 20, in: view("C2", 100, 100, 100, 100, in: c))

        driver.tracer.isRecording = true
        let hit = driver.tracer.during { window.tracedHitTest(CGPoint(x: 250, y: 250), with: nil) }

        #expect(hit === a2b)
        var visits: [String] = [], returns: [String] = []
        for event in driver.tracer.recorded {
            if case let .hitTestVisit(v, _, _) = event { visits.append(v.name ?? v.className) }
            if case let .hitTestReturned(v, result) = event {
                returns.append("\(v.name ?? v.className)→\(result.map { $0.name ?? $0.className } ?? "nil")")
            }
        }
        #expect(visits == ["UIWindow", "C", "B", "A", "A2", "A2b"])
        #expect(returns == ["C→nil", "B→nil", "A2b→A2b", "A2→A2b", "A→A2b", "UIWindow→A2b"])
    }

    // 004 §2.4: the seed's controller (SeedViews) in a navigation controller,
    // presented as a sheet; `viewa` (150×150) and `viewb` (100×100) centred in its view. One tap.

    @Test("trace: the whole traversal twice, then Touches Began and Touches Ended on viewb")
    func doubleHitTestTrace() throws {
        let driver = try HeadlessDriver()
        let window = driver.makeWindow()
        let dashboard = XMDashboardViewController()
        let navigation = UINavigationController(rootViewController: dashboard)
        navigation.isNavigationBarHidden = true   // 004's app showed no bar: its trace asks none
        window.rootViewController!.present(navigation)
        driver.clearLog()

        driver.tap(at: dashboard.viewb.convert(CGPoint(x: 50, y: 50), to: nil))

        #expect(driver.logWithoutAddresses == (try SeedFixture.lines("seed-004/double-hit-test.log")))
    }
}
