import Foundation
import Testing
@_spi(TouchLab) @testable import UIKit

/// Found by the touch-lifecycle checker (1,000,000-sequence run, sequence
/// 985218): a single tap that requires a double tap to fail, the double tap
/// disabled from the view's `touchesBegan` while that call was being
/// released late: the view got `touchesEnded` after `touchesCancelled`.
@Suite("require(toFail:) with the required recognizer disabled mid-touch")
struct RequireToFailDisabledTests {
    /// A scroll view is its own content here: its delayed-touches recognizer
    /// holds its `touchesBegan` until the release, so that call — and the
    /// disabling in it — comes while the touch is ending.
    @Test("a scroll view's held touchesBegan disables the required double tap: cancelled once, nothing after")
    func scrollViewHeldBegan() throws {
        let s = try LifecycleScene()
        let scroll = HookedScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        s.controller.view.addSubview(scroll)
        let double = LifecycleScene.doubleTap()
        let single = UITapGestureRecognizer()
        s.controller.view.addGestureRecognizer(double)
        s.controller.view.addGestureRecognizer(single)
        single.require(toFail: double)
        scroll.onBegan = { double.isEnabled = false }
        s.driver.tap(at: CGPoint(x: 10, y: 10))
        s.driver.advance(by: 1)
        #expect(scroll.calls == ["began", "cancelled"])
        #expect(single.state == .possible && double.state == .possible)
    }

    /// The same through `delaysTouchesBegan`: a double tap holds the view's
    /// `touchesBegan` until it fails, 0.35 s after the release.
    @Test("a touchesBegan held by delaysTouchesBegan disables the required double tap: cancelled once, nothing after")
    func delayedBeganDisablesRequired() throws {
        let s = try LifecycleScene()
        let hooked = HookedView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        s.controller.view.addSubview(hooked)
        let holder = LifecycleScene.doubleTap()
        holder.delaysTouchesBegan = true
        let double = LifecycleScene.doubleTap()
        let single = UITapGestureRecognizer()
        for r in [holder, double, single] { s.controller.view.addGestureRecognizer(r) }
        single.require(toFail: double)
        hooked.onBegan = { double.isEnabled = false }
        s.driver.tap(at: CGPoint(x: 10, y: 10))
        s.driver.advance(by: 1)
        #expect(hooked.calls.count == 2 && hooked.calls.first == "began", "\(hooked.calls)")
        #expect(holder.state == .possible && single.state == .possible && double.state == .possible)
    }
}

final class HookedScrollView: UIScrollView {
    var calls: [String] = []
    var onBegan: () -> Void = {}
    override func touchesBegan(_ t: Set<UITouch>, with e: UIEvent?) { calls.append("began"); onBegan() }
    override func touchesEnded(_ t: Set<UITouch>, with e: UIEvent?) { calls.append("ended") }
    override func touchesCancelled(_ t: Set<UITouch>, with e: UIEvent?) { calls.append("cancelled") }
}

final class HookedView: UIView {
    var calls: [String] = []
    var onBegan: () -> Void = {}
    override func touchesBegan(_ t: Set<UITouch>, with e: UIEvent?) { calls.append("began"); onBegan() }
    override func touchesEnded(_ t: Set<UITouch>, with e: UIEvent?) { calls.append("ended") }
    override func touchesCancelled(_ t: Set<UITouch>, with e: UIEvent?) { calls.append("cancelled") }
}
