import XCTest
import UIKit
import UIKitHeadless

/// Initializers as iOS subclasses write them: a `UIButton` subclass that
/// overrides `init(frame:)`, a controller that calls
/// `super.init(nibName: nil, bundle: nil)` and declares `required init?(coder:)`
/// (Behaviour §8).
final class InitializerClientTests: XCTestCase {
    /// A rounded "chip" button, as button libraries write one.
    final class ChipButton: UIButton {
        private(set) var setUpCount = 0

        override init(frame: CGRect) {
            super.init(frame: frame)
            setUp()
        }
        required init?(coder: NSCoder) {
            super.init(coder: coder)
            setUp()
        }
        private func setUp() {
            setUpCount += 1
            setTitle("Chip", for: .normal)
            backgroundColor = .systemBlue
        }
    }

    /// A controller with a dependency, made in code.
    final class ScoreViewController: UIViewController {
        let player: String
        var taps = 0

        init(player: String) {
            self.player = player
            super.init(nibName: nil, bundle: nil)
            title = player
        }
        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

        override func viewDidLoad() {
            super.viewDidLoad()
            let button = ChipButton(type: .system)      // UIButton's convenience init goes through init(frame:)
            button.frame = CGRect(x: 20, y: 20, width: 120, height: 44)
            button.addAction(UIAction { [unowned self] _ in taps += 1 }, for: .touchUpInside)
            view.addSubview(button)
        }
    }

    func testAButtonSubclassOverridingInitFrameIsSetUpByEveryInitializer() {
        let framed = ChipButton(frame: CGRect(x: 0, y: 0, width: 80, height: 30))
        XCTAssertEqual(framed.setUpCount, 1)
        XCTAssertEqual(framed.buttonType, .custom, "init(frame:) makes a custom button, as in UIKit")
        XCTAssertEqual(framed.frame.size, CGSize(width: 80, height: 30))
        XCTAssertEqual(framed.title(for: .normal), "Chip")

        let typed = ChipButton(type: .system)
        XCTAssertEqual(typed.setUpCount, 1, "init(type:) is a convenience initializer that calls init(frame:)")
        XCTAssertEqual(typed.buttonType, .system)
        XCTAssertEqual(typed.frame, .zero)

        let withAction = ChipButton(type: .close, primaryAction: UIAction(title: "Close") { _ in })
        XCTAssertEqual(withAction.setUpCount, 1)
        XCTAssertEqual(withAction.buttonType, .close)
        XCTAssertEqual(withAction.title(for: .normal), "Close", "the action's title replaces the one set up")

        XCTAssertEqual(UIButton().buttonType, .custom)
    }

    func testAControllerMadeWithNibNameNilRunsAsUsual() throws {
        let driver = try HeadlessDriver()
        let controller = ScoreViewController(player: "Ada")
        XCTAssertNil(controller.nibName)
        XCTAssertNil(controller.nibBundle)
        XCTAssertEqual(controller.title, "Ada")
        XCTAssertFalse(controller.isViewLoaded)
        driver.makeWindow(rootViewController: controller)

        driver.tap(at: CGPoint(x: 80, y: 40))
        driver.tap(at: CGPoint(x: 80, y: 40))
        XCTAssertEqual(controller.taps, 2)

        let plain = UIViewController()                   // init() is init(nibName: nil, bundle: nil)
        XCTAssertNil(plain.nibName)
        let named = UIViewController(nibName: "Main", bundle: .main)
        XCTAssertEqual(named.nibName, "Main", "kept, as UIKit keeps it; there are no nib files to load here")
        XCTAssertNotNil(named.view, "its view is still made in code")
    }
}
