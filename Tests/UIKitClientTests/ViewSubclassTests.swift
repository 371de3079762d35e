import XCTest
import UIKit
import UIKitHeadless

/// View subclasses as iOS developers write them: `init(frame:)` with
/// `required init?(coder:)`, geometry overrides, `layoutSubviews`, and the
/// hierarchy notifications — each called when UIKit calls it.
final class ViewSubclassTests: XCTestCase {
    /// A header that keeps its label across its full width, from layoutSubviews.
    final class HeaderView: UIView {
        let label = UILabel()
        var layouts = 0
        var events: [String] = []

        override init(frame: CGRect) {
            super.init(frame: frame)
            addSubview(label)
        }
        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

        override func layoutSubviews() {
            super.layoutSubviews()
            layouts += 1
            label.frame = CGRect(x: 8, y: 0, width: bounds.width - 16, height: bounds.height)
        }
        override var frame: CGRect {
            didSet { events.append("frame") }
        }
        override func willMove(toSuperview newSuperview: UIView?) { events.append("willMove(toSuperview: \(newSuperview == nil ? "nil" : "view"))") }
        override func didMoveToSuperview() { events.append("didMoveToSuperview") }
        override func willMove(toWindow newWindow: UIWindow?) { events.append("willMove(toWindow: \(newWindow == nil ? "nil" : "window"))") }
        override func didMoveToWindow() { events.append("didMoveToWindow") }
    }

    func testLayoutRunsBeforeTheLoopSleepsAndAgainAfterAResize() throws {
        let driver = try HeadlessDriver()
        let controller = UIViewController()
        driver.makeWindow(rootViewController: controller)
        let header = HeaderView(frame: CGRect(x: 0, y: 0, width: 300, height: 44))
        controller.view.addSubview(header)
        XCTAssertEqual(header.layouts, 0)                    // not yet: layout waits for the loop

        driver.runUntilIdle()
        XCTAssertEqual(header.layouts, 1)
        XCTAssertEqual(header.label.frame, CGRect(x: 8, y: 0, width: 284, height: 44))

        header.frame.size.width = 200                        // a resize marks it again
        driver.runUntilIdle()
        XCTAssertEqual(header.layouts, 2)
        XCTAssertEqual(header.label.frame.width, 184)

        header.frame.origin.x = 10                           // a move does not
        driver.runUntilIdle()
        XCTAssertEqual(header.layouts, 2)

        header.setNeedsLayout()
        header.layoutIfNeeded()                              // now, without the loop
        XCTAssertEqual(header.layouts, 3)
    }

    func testHierarchyNotificationsComeInUIKitsOrder() throws {
        let driver = try HeadlessDriver()
        let controller = UIViewController()
        driver.makeWindow(rootViewController: controller)
        let header = HeaderView(frame: CGRect(x: 0, y: 0, width: 300, height: 44))
        header.events.removeAll()

        controller.view.addSubview(header)
        header.removeFromSuperview()

        XCTAssertEqual(header.events, [
            "willMove(toSuperview: view)", "willMove(toWindow: window)", "didMoveToSuperview", "didMoveToWindow",
            "willMove(toSuperview: nil)", "willMove(toWindow: nil)", "didMoveToSuperview", "didMoveToWindow",
        ])
    }
}
