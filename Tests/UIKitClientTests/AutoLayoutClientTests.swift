import XCTest
import UIKit   // plain: only the public surface
import UIKitHeadless

/// A bottom sheet as the sheet libraries write it: a controller whose view
/// holds a sheet pinned to the bottom by anchors, a stack of rows inside it
/// on the margins, and a pan that drives the height constraint's constant,
/// animated home with `layoutIfNeeded()` inside `UIView.animate`.
final class AutoLayoutClientTests: XCTestCase {
    final class SheetController: UIViewController {
        let sheet = UIView()
        let stack = UIStackView()
        var heightConstraint: NSLayoutConstraint!
        var layoutPasses = 0

        override func viewDidLoad() {
            super.viewDidLoad()
            sheet.translatesAutoresizingMaskIntoConstraints = false
            stack.translatesAutoresizingMaskIntoConstraints = false
            stack.axis = .vertical
            stack.spacing = 8
            stack.distribution = .fillEqually
            for _ in 0..<3 { stack.addArrangedSubview(UIView()) }
            view.addSubview(sheet)
            sheet.addSubview(stack)
            heightConstraint = sheet.heightAnchor.constraint(equalToConstant: 200)
            heightConstraint.identifier = "sheet height"
            let top = stack.topAnchor.constraint(equalTo: sheet.topAnchor, constant: 16)
            top.priority = UILayoutPriority(999)
            NSLayoutConstraint.activate([
                sheet.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                sheet.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                sheet.bottomAnchor.constraint(equalTo: view.bottomAnchor),
                heightConstraint,
                top,
                stack.leadingAnchor.constraint(equalTo: sheet.layoutMarginsGuide.leadingAnchor),
                stack.trailingAnchor.constraint(equalTo: sheet.layoutMarginsGuide.trailingAnchor),
                stack.bottomAnchor.constraint(equalTo: sheet.safeAreaLayoutGuide.bottomAnchor, constant: -8),
            ])
        }

        override func viewDidLayoutSubviews() {
            super.viewDidLayoutSubviews()
            layoutPasses += 1
        }

        /// What a pan handler does on each move.
        func drag(to height: CGFloat) { heightConstraint.constant = height }

        /// What it does on release.
        func settle(at height: CGFloat) {
            heightConstraint.constant = height
            UIView.animate(withDuration: 0.3) { self.view.layoutIfNeeded() }
        }
    }

    func testTheSheetFollowsItsHeightConstraintAndSettlesAnimated() throws {
        let driver = try HeadlessDriver()
        let controller = SheetController()
        let window = driver.makeWindow(rootViewController: controller)
        driver.runUntilIdle()
        XCTAssertEqual(controller.sheet.frame, CGRect(x: 0, y: 732, width: 430, height: 200))
        // Margins 8, the safe area's bottom 34 into the sheet: rows of (200 - 16 - 34 - 8 - 2×8) ⁄ 3.
        XCTAssertEqual(controller.stack.frame.minX, 8)
        XCTAssertEqual(controller.stack.frame.width, 414)
        XCTAssertEqual(controller.stack.arrangedSubviews[0].frame.height, 42, accuracy: 0.34)

        for height in stride(from: 200 as CGFloat, through: 500, by: 20) {
            controller.drag(to: height)
            driver.runUntilIdle()   // the turn of the run loop that ends in a layout pass, before the frame is drawn
            XCTAssertEqual(controller.sheet.frame.height, height)
            XCTAssertTrue(window.hitTest(CGPoint(x: 215, y: 932 - height + 4), with: nil)?.isDescendant(of: controller.sheet) ?? false)
        }
        controller.settle(at: 600)
        XCTAssertEqual(controller.sheet.frame.height, 600)   // the model at once
        driver.advance(by: 0.15)
        let shown = try XCTUnwrap(controller.sheet.layer.presentation()).bounds.height
        XCTAssertGreaterThan(shown, 500)
        XCTAssertLessThan(shown, 600)
        driver.advance(by: 0.2)
        XCTAssertEqual(controller.sheet.layer.presentation()?.bounds.height, 600)
        XCTAssertGreaterThan(controller.layoutPasses, 10)
        XCTAssertFalse(controller.sheet.hasAmbiguousLayout)
    }
}
