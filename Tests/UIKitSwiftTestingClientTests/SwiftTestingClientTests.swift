import Testing
import UIKit   // plain, beside `import Testing`: Swift Testing's overlay `_Testing_UIKit` comes from the `UIKitTesting` product
import UIKitHeadless

/// A user's own test file, written with Swift Testing as a new Xcode project
/// writes it. That it compiles at all is half the check: without the
/// `UIKitTesting` product, `import Testing` and `import UIKit` together fail
/// with "no such module '_Testing_UIKit'" (Behaviour §8).
@Suite struct SwiftTestingClientTests {
    final class CounterViewController: UIViewController {
        let button = UIButton(type: .system)
        private(set) var count = 0

        override func viewDidLoad() {
            super.viewDidLoad()
            button.frame = CGRect(x: 20, y: 20, width: 120, height: 44)
            button.addAction(UIAction(title: "Add") { [unowned self] _ in count += 1 }, for: .touchUpInside)
            view.addSubview(button)
        }
    }

    @Test func tappingTheButtonCounts() throws {
        let driver = try HeadlessDriver()
        let controller = CounterViewController()
        driver.makeWindow(rootViewController: controller)
        driver.tap(at: CGPoint(x: 80, y: 40))
        driver.tap(at: CGPoint(x: 80, y: 40))
        #expect(controller.count == 2)
        driver.tap(at: CGPoint(x: 200, y: 200))
        #expect(controller.count == 2)
    }

    /// Swift Testing runs this off the main thread and owns the main queue:
    /// the driver cannot run `DispatchQueue.main` blocks at its steps, and says so.
    @Test func theDriverSaysWhetherItRunsTheMainQueue() throws {
        let driver = try HeadlessDriver()
        #expect(!driver.runsMainQueue)
    }
}
