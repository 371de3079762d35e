import XCTest
import UIKit
import UIKitHeadless

/// Haptics and touch force as iOS code uses them: a generator prepared and
/// fired from handlers, and a drawing view that scales its stroke by force
/// when the hardware has it (Behaviour §8).
final class FeedbackAndForceClientTests: XCTestCase {
    final class SwitchViewController: UIViewController {
        let impact = UIImpactFeedbackGenerator(style: .heavy)
        let selection = UISelectionFeedbackGenerator()
        let notification = UINotificationFeedbackGenerator()
        let button = UIButton(type: .system)

        override func viewDidLoad() {
            super.viewDidLoad()
            button.frame = CGRect(x: 0, y: 0, width: 200, height: 60)
            button.addAction(UIAction { [unowned self] _ in
                impact.prepare()
            }, for: .touchDown)
            button.addAction(UIAction { [unowned self] _ in
                impact.impactOccurred(intensity: 0.5)
                selection.selectionChanged()
                notification.notificationOccurred(.warning)
            }, for: .touchUpInside)
            view.addSubview(button)
        }
    }

    /// A pen that reads force where the hardware has it, as drawing apps do.
    final class PenView: UIView {
        var widths: [CGFloat] = []
        var radii: [(CGFloat, CGFloat)] = []
        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
            guard let touch = touches.first else { return }
            let width: CGFloat
            if touch.maximumPossibleForce > 0 {
                width = 1 + 9 * touch.force / touch.maximumPossibleForce
            } else {
                width = 3   // no force sensor: a fixed width
            }
            widths.append(width)
            radii.append((touch.majorRadius, touch.majorRadiusTolerance))
        }
    }

    func testEachFeedbackCallIsTracedWhenItsHandlerRuns() throws {
        let driver = try HeadlessDriver()
        let controller = SwitchViewController()
        driver.makeWindow(rootViewController: controller)

        driver.touchDown(at: CGPoint(x: 100, y: 30))
        XCTAssertEqual(haptics(driver), ["prepare UIImpactFeedbackGenerator"], "prepared on touch-down, nothing felt yet")
        driver.touchUp(at: CGPoint(x: 100, y: 30))
        XCTAssertEqual(haptics(driver), [
            "prepare UIImpactFeedbackGenerator", "impact heavy 0.5", "selection", "notification warning",
        ])
        XCTAssertEqual(controller.impact.style, .heavy)

        driver.clearLog()
        driver.tap(at: CGPoint(x: 300, y: 300))            // off the button: no handler, no haptic
        XCTAssertEqual(haptics(driver), [])
    }

    func testIntensityIsClampedToZeroThroughOne() throws {
        let driver = try HeadlessDriver()
        let controller = UIViewController()
        driver.makeWindow(rootViewController: controller)
        let generator = UIImpactFeedbackGenerator()
        let view = TapView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        view.onTap = {
            generator.impactOccurred(intensity: 3)
            generator.impactOccurred(intensity: -1)
            generator.impactOccurred()
        }
        controller.view.addSubview(view)
        driver.tap(at: CGPoint(x: 50, y: 50))
        XCTAssertEqual(haptics(driver), ["impact medium", "impact medium 0", "impact medium"])
    }

    func testAPointerHasNoForceAndAHalfPointRadius() throws {
        let driver = try HeadlessDriver()
        let controller = UIViewController()
        driver.makeWindow(rootViewController: controller)
        let pen = PenView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        controller.view.addSubview(pen)
        driver.tap(at: CGPoint(x: 10, y: 10))
        XCTAssertEqual(pen.widths, [3], "maximumPossibleForce is 0 without a force sensor: the fixed-width path")
        XCTAssertEqual(pen.radii.map(\.0), [0.5])
        XCTAssertEqual(pen.radii.map(\.1), [0.5])
    }

    final class TapView: UIView {
        var onTap: () -> Void = {}
        override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { onTap() }
    }

    private func haptics(_ driver: HeadlessDriver) -> [String] {
        driver.tracer.recorded.compactMap { event in
            guard case let .hapticFeedback(feedback) = event else { return nil }
            return feedback.description
        }
    }
}
