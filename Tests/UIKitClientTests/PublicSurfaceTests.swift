import XCTest
import UIKit   // plain, as an iOS developer writes it: only the public surface is visible

/// Code shaped like iOS code, compiled against the public `UIKit` the way a
/// client sees it. Each test also runs it: a tap through the whole pipeline.
final class PublicSurfaceTests: XCTestCase {
    /// A view controller written as on iOS: subviews in `viewDidLoad`, a
    /// subclass overriding a touches method, a recognizer with a closure where
    /// iOS passes a selector (`addTarget(self, action: #selector(tapped))` →
    /// `addTarget { [unowned self] _ in tapped() }`).
    final class CardViewController: UIViewController {
        final class CardView: UIView {
            var began = 0
            override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
                began += 1
                super.touchesBegan(touches, with: event)
            }
        }
        let card = CardView(frame: CGRect(x: 40, y: 80, width: 120, height: 90))
        var taps = 0

        override func viewDidLoad() {
            super.viewDidLoad()
            card.backgroundColor = .yellow
            view.addSubview(card)
            let tap = UITapGestureRecognizer()
            tap.addTarget { [unowned self] _ in tapped() }
            card.addGestureRecognizer(tap)
        }
        func tapped() { taps += 1 }
    }

    func testACardTappedAsOnIOS() throws {
        let driver = try HeadlessDriver()
        let controller = CardViewController()
        driver.makeWindow(rootViewController: controller)

        driver.tap(at: CGPoint(x: 100, y: 125))      // Foundation's CGPoint, through `import UIKit`

        XCTAssertEqual(controller.card.began, 1)
        XCTAssertEqual(controller.taps, 1)
        XCTAssertTrue(controller.card.layer.description.hasPrefix("<CALayer: 0x"))
    }

    func testATapOutsideTheCardReachesNeither() throws {
        let driver = try HeadlessDriver()
        let controller = CardViewController()
        driver.makeWindow(rootViewController: controller)

        driver.tap(at: CGPoint(x: 10, y: 10))

        XCTAssertEqual(controller.card.began, 0)
        XCTAssertEqual(controller.taps, 0)
    }
}
