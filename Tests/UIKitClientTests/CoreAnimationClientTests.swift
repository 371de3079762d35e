import XCTest
import UIKit
import QuartzCore
import UIKitHeadless

/// Core Animation on the run loop's clock (Behaviour §13).
final class CoreAnimationClientTests: XCTestCase {
    private func stage() throws -> (HeadlessDriver, UIView) {
        let driver = try HeadlessDriver()
        let controller = UIViewController()
        driver.makeWindow(rootViewController: controller)
        driver.runUntilIdle()
        return (driver, controller.view)
    }

    /// A tap slides the thumb: its model position is at the end at once (hit-testing
    /// finds it there), its presentation travels over 0.25 s, then the animation
    /// is removed and its delegate hears `finished == true`.
    func testTheSwitchSlidesWithABasicAnimation() throws {
        let (driver, root) = try stage()
        let toggle = SlidingSwitch(frame: CGRect(x: 100, y: 100, width: 60, height: 32))
        root.addSubview(toggle)
        driver.runUntilIdle()
        driver.tap(at: CGPoint(x: 116, y: 116))
        XCTAssertTrue(toggle.isOn)
        let end = toggle.thumbCenter(on: true)
        XCTAssertEqual(toggle.thumb.position, end)
        XCTAssertEqual(toggle.thumb.animationKeys(), ["slide"])

        driver.advance(by: 0.125)
        let midway = try XCTUnwrap(toggle.thumb.presentation()).position.x
        XCTAssertGreaterThan(midway, toggle.thumbCenter(on: false).x + 5)
        XCTAssertLessThan(midway, end.x - 5)
        XCTAssertTrue(toggle.layer.hitTest(CGPoint(x: 100 + end.x, y: 116)) === toggle.thumb, "the model is hit-tested")

        driver.advance(by: 0.2)
        XCTAssertNil(toggle.thumb.animationKeys())
        XCTAssertEqual(toggle.stops, [true])
        XCTAssertEqual(toggle.thumb.presentation()?.position, end)
        let colour = try XCTUnwrap(toggle.track.presentation()?.backgroundColor)
        XCTAssertEqual(colour, UIColor.systemGreen.cgColor)
    }

    /// Replacing an animation under the same key, or removing them all,
    /// tells the delegate `finished == false`.
    func testARemovedAnimationDidNotFinish() throws {
        let (driver, root) = try stage()
        let toggle = SlidingSwitch(frame: CGRect(x: 100, y: 100, width: 60, height: 32))
        root.addSubview(toggle)
        toggle.setOn(true, animated: true)
        driver.advance(by: 0.05)
        toggle.setOn(false, animated: true)              // the same key: the first is replaced
        XCTAssertEqual(toggle.stops, [false])
        toggle.thumb.removeAllAnimations()
        XCTAssertEqual(toggle.stops, [false, false])
        XCTAssertEqual(toggle.thumb.presentation()?.position, toggle.thumbCenter(on: false))
    }

    /// A layer of its own animates a change implicitly (0.25 s); a view's
    /// layer does not; `setDisableActions(true)` stops it; a transaction's
    /// completion block runs when its animations end.
    func testImplicitAnimationsAndTransactions() throws {
        let (driver, root) = try stage()
        let dot = CALayer()
        dot.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        root.layer.addSublayer(dot)
        driver.runUntilIdle()

        var completed = 0
        CATransaction.begin()
        CATransaction.setCompletionBlock { completed += 1 }
        dot.position = CGPoint(x: 105, y: 5)
        CATransaction.commit()
        XCTAssertEqual(dot.animationKeys(), ["position"])
        XCTAssertEqual(dot.presentation()?.position.x, 5, "from where it was shown")
        driver.advance(by: 0.125)
        let x = try XCTUnwrap(dot.presentation()?.position.x)
        XCTAssertGreaterThan(x, 30)
        XCTAssertLessThan(x, 100)
        XCTAssertEqual(completed, 0)
        driver.advance(by: 0.2)
        XCTAssertEqual(completed, 1)
        XCTAssertNil(dot.animationKeys())

        CATransaction.begin()
        CATransaction.setDisableActions(true)
        dot.position = CGPoint(x: 5, y: 5)
        CATransaction.commit()
        XCTAssertNil(dot.animationKeys())
        XCTAssertEqual(dot.presentation()?.position.x, 5)

        CATransaction.setAnimationDuration(1)             // the implicit transaction, until the loop sleeps
        dot.opacity = 0.5
        XCTAssertEqual((dot.animation(forKey: "opacity"))?.duration, 1)
        driver.runUntilIdle()
        XCTAssertEqual(CATransaction.animationDuration(), 0.25, "committed when the loop slept")

        root.layer.opacity = 0.5                          // a view's layer: no implicit animation
        XCTAssertFalse(root.layer.animationKeys()?.contains("opacity") ?? false)
    }

    /// Keyframes, a spring that overshoots, a group, and `fillMode = .forwards`
    /// with `isRemovedOnCompletion = false` holding the last value.
    func testKeyframesSpringsGroupsAndFillModes() throws {
        let (driver, root) = try stage()
        let bar = CAShapeLayer()
        bar.frame = CGRect(x: 0, y: 0, width: 100, height: 10)
        root.layer.addSublayer(bar)

        let steps = CAKeyframeAnimation(keyPath: "strokeEnd")
        steps.values = [0, 1, 0.5]
        steps.keyTimes = [0, 0.5, 1]
        steps.duration = 1
        steps.fillMode = .forwards
        steps.isRemovedOnCompletion = false
        bar.add(steps, forKey: "steps")
        driver.advance(by: 0.25)
        XCTAssertEqual(try XCTUnwrap(bar.presentation()).strokeEnd, 0.5, accuracy: 0.03)
        driver.advance(by: 0.5)
        XCTAssertEqual(try XCTUnwrap(bar.presentation()).strokeEnd, 0.75, accuracy: 0.03)
        driver.advance(by: 0.5)
        XCTAssertEqual(try XCTUnwrap(bar.presentation()).strokeEnd, 0.5, accuracy: 0.001, "held: .forwards, kept")
        XCTAssertEqual(bar.strokeEnd, 1, "the model never changed")

        let spring = CASpringAnimation(keyPath: "transform.scale")
        spring.fromValue = 0.5
        spring.toValue = 1
        spring.damping = 5
        spring.duration = spring.settlingDuration
        bar.add(spring, forKey: "pop")
        var peak: CGFloat = 0
        for _ in 0..<60 {
            driver.advance(by: 1.0 / 60)
            peak = max(peak, try XCTUnwrap(bar.presentation()).affineTransform().a)
        }
        XCTAssertGreaterThan(peak, 1.05, "an underdamped spring overshoots")

        let group = CAAnimationGroup()
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 0
        fade.toValue = 1
        let move = CABasicAnimation(keyPath: "position.x")
        move.fromValue = 0
        move.toValue = 200
        group.animations = [fade, move]
        group.duration = 1
        bar.add(group, forKey: "group")
        driver.advance(by: 0.5)
        let shown = try XCTUnwrap(bar.presentation())
        XCTAssertEqual(CGFloat(shown.opacity), 0.5, accuracy: 0.05)
        XCTAssertEqual(shown.position.x, 100, accuracy: 5)
        XCTAssertEqual(shown.position.y, bar.position.y)
    }
}

/// A display link drives a frame-by-frame animation, as games and custom spinners do.
final class DisplayLinkClientTests: XCTestCase {
    final class Spinner: UIView {
        var angle: CGFloat = 0
        var stamps: [CFTimeInterval] = []
        var link: CADisplayLink?
        func start() {
            setAction("step:") { [unowned self] sender in
                guard let link = sender as? CADisplayLink else { return }
                stamps.append(link.timestamp)
                angle += .pi / 30
                setNeedsDisplay()
            }
            link = CADisplayLink(target: self, selector: "step:")
            link?.add(to: .main, forMode: .common)
        }
    }

    func testFramesComeAtSixtyHertzOnTheAppsClockUntilPausedOrInvalidated() throws {
        let driver = try HeadlessDriver()
        let spinner = Spinner(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        driver.makeWindow().addSubview(spinner)
        spinner.start()
        driver.advance(by: 0.5)
        XCTAssertEqual(spinner.stamps.count, 30, accuracy: 1)
        let steps = zip(spinner.stamps, spinner.stamps.dropFirst()).map { $1 - $0 }
        XCTAssertTrue(steps.allSatisfy { abs($0 - 1.0 / 60) < 1e-6 }, "\(steps)")
        spinner.link?.isPaused = true
        let paused = spinner.stamps.count
        driver.advance(by: 0.2)
        XCTAssertEqual(spinner.stamps.count, paused)
        spinner.link?.isPaused = false
        driver.advance(by: 0.1)
        XCTAssertGreaterThan(spinner.stamps.count, paused)
        spinner.link?.invalidate()
        let stopped = spinner.stamps.count
        driver.advance(by: 0.2)
        XCTAssertEqual(spinner.stamps.count, stopped)
    }
}
