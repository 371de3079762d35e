import XCTest
import UIKit   // plain: the demo's own names must not be in the way
import UIKitHeadless

/// Subclasses that declare the names a demo might have wanted for itself
/// (`name`, `className`, `address`, `borderColor`, `displayRevision`…) compile
/// and keep their own values: the demo's labels live off the public surface.
final class NameCollisionTests: XCTestCase {
    final class ProfileView: UIView {
        var name = "Ada"
        var className = "profile"
        var address = "12 Analytical Row"
        var borderColor = "teal"
        var displayRevision = 7
        var shortName = "A."
        var hasActiveTouch = false
        var pressStartTime = 0.0
    }
    final class Cell: UIResponder {
        var name: String? = "cell"
        var className = 3
        var address: Int = 42
    }
    final class ProfileViewController: UIViewController {
        var name = "profile"
        var className = "ProfileViewController"
        var address = "profile/7"
        var borderColor = "none"
        var displayRevision = 2
    }
    final class Press: UILongPressGestureRecognizer {
        var pressStartTime = "now"
    }

    func testSubclassesKeepTheirOwnNames() throws {
        let driver = try HeadlessDriver()
        let profile = ProfileView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        driver.makeWindow().addSubview(profile)
        driver.tap(at: CGPoint(x: 50, y: 50))
        XCTAssertEqual(profile.name, "Ada")
        XCTAssertEqual(profile.className, "profile")
        XCTAssertEqual(profile.address, "12 Analytical Row")
        XCTAssertEqual(profile.borderColor, "teal")
        XCTAssertEqual(profile.displayRevision, 7)
        XCTAssertEqual(Cell().address, 42)
        let controller = ProfileViewController()
        XCTAssertEqual(controller.name, "profile")
        XCTAssertEqual(controller.className, "ProfileViewController")
        XCTAssertEqual(controller.address, "profile/7")
        XCTAssertEqual(controller.borderColor, "none")
        XCTAssertEqual(controller.displayRevision, 2)
        XCTAssertEqual(Press().pressStartTime, "now")
        XCTAssertTrue(profile.description.hasPrefix("<ProfileView: 0x"), "the description still names the class: \(profile.description)")
    }
}
