import XCTest
import UIKit
import UIKitHeadless

/// A refresh footer's spinner, as pull-to-refresh libraries use it
/// (ESPullToRefresh's animators: `UIActivityIndicatorView(style: .gray)`,
/// started and stopped with the refresh): Apple's documented behaviour —
/// hidden until it animates while `hidesWhenStopped`, sized by its style —
/// and its spokes, read as pixels, turning on the app's clock.
final class ActivityIndicatorClientTests: XCTestCase {
    func testAnIndicatorIsSizedByItsStyleAndHiddenUntilItAnimates() {
        let gray = UIActivityIndicatorView(style: .gray)
        XCTAssertEqual(gray.bounds.size, CGSize(width: 20, height: 20))
        XCTAssertEqual(UIActivityIndicatorView(style: .large).intrinsicContentSize, CGSize(width: 37, height: 37))
        XCTAssertEqual(UIActivityIndicatorView(frame: .zero).style, .medium, "iOS 13's default")
        XCTAssertTrue(gray.hidesWhenStopped)
        XCTAssertTrue(gray.isHidden, "hidesWhenStopped: hidden while not animating")
        XCTAssertFalse(gray.isAnimating)

        gray.startAnimating()
        XCTAssertTrue(gray.isAnimating)
        XCTAssertFalse(gray.isHidden)
        gray.stopAnimating()
        XCTAssertTrue(gray.isHidden)

        gray.hidesWhenStopped = false
        gray.startAnimating()
        gray.stopAnimating()
        XCTAssertFalse(gray.isHidden, "without hidesWhenStopped the stopped spinner stays on screen")
        XCTAssertEqual(gray.color, UIColor.gray)
        gray.color = .red
        XCTAssertEqual(gray.color, UIColor.red, "color overrides the style's")
    }

    /// A refresh animator as ESPullToRefresh writes one: a view subclass that
    /// overrides `init(frame:)` and `init(coder:)`, made with `.init()` (which
    /// it inherits, as on iOS), holding a gray spinner it starts and stops.
    final class RefreshAnimator: UIView {
        let indicatorView: UIActivityIndicatorView = {
            let indicatorView = UIActivityIndicatorView(style: .gray)
            indicatorView.isHidden = true
            return indicatorView
        }()
        override init(frame: CGRect) {
            super.init(frame: frame)
            addSubview(indicatorView)
        }
        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
        func refreshAnimationBegin() { indicatorView.startAnimating(); indicatorView.isHidden = false }
        func refreshAnimationEnd() { indicatorView.stopAnimating(); indicatorView.isHidden = true }
    }

    func testARefreshAnimatorMadeWithInitStartsAndStopsItsSpinner() {
        let animator = RefreshAnimator.init()
        XCTAssertEqual(animator.frame, .zero, "init() is init(frame: .zero)")
        XCTAssertTrue(animator.indicatorView.isHidden)
        animator.refreshAnimationBegin()
        XCTAssertTrue(animator.indicatorView.isAnimating)
        XCTAssertFalse(animator.indicatorView.isHidden)
        animator.refreshAnimationEnd()
        XCTAssertFalse(animator.indicatorView.isAnimating)
        XCTAssertTrue(animator.indicatorView.isHidden)
    }

    /// The alpha of the spinner's pixels at the tip of its spoke at `angle`
    /// (0 up, clockwise), in a 37-point large indicator.
    private func spokeAlpha(_ indicator: UIActivityIndicatorView, angle: CGFloat) -> Int {
        let snapshot = LayerSnapshot(indicator.layer, size: indicator.bounds.size)
        let r: CGFloat = 37 / 2 * 0.75
        let x = Int((37 / 2 + sin(angle) * r).rounded()), y = Int((37 / 2 - cos(angle) * r).rounded())
        return snapshot.pixel(x, y).a
    }

    func testTheBrightSpokeStepsRoundOnceASecondWhileAnimatingAndStopsWhenStopped() throws {
        let driver = try HeadlessDriver()
        let controller = UIViewController()
        driver.makeWindow(rootViewController: controller)
        let spinner = UIActivityIndicatorView(style: .large)
        spinner.color = .black
        controller.view.addSubview(spinner)
        spinner.startAnimating()
        driver.runUntilIdle()

        // Eight spokes: the top one leads, the one after it clockwise is the faintest.
        let top = spokeAlpha(spinner, angle: 0)
        let next = spokeAlpha(spinner, angle: .pi / 4)
        let behind = spokeAlpha(spinner, angle: -.pi / 4)
        XCTAssertGreaterThan(top, 200, "the leading spoke is drawn full")
        XCTAssertLessThan(next, top / 2, "the spoke it steps to next is the faintest")
        XCTAssertGreaterThan(behind, next, "the spokes behind it fade")

        driver.advance(by: 0.125)                           // one step: an eighth of a turn
        XCTAssertGreaterThan(spokeAlpha(spinner, angle: .pi / 4), 200, "the bright spoke moved one place clockwise")
        XCTAssertLessThan(spokeAlpha(spinner, angle: 0), 240)
        driver.advance(by: 0.875)                           // a whole turn since it started
        XCTAssertGreaterThan(spokeAlpha(spinner, angle: 0), 200)

        spinner.stopAnimating()
        let stopped = spokeAlpha(spinner, angle: 0)
        driver.advance(by: 0.5)
        XCTAssertEqual(spokeAlpha(spinner, angle: 0), stopped, "stopped spokes do not turn")
        XCTAssertTrue(spinner.isHidden)
    }
}
