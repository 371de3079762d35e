import XCTest
import UIKit
import UIKitHeadless

/// A half-height sheet as iOS 15 code writes it (issue 29 item 5,
/// Behaviour §15): detents set before presenting, the card dragged between
/// them by its own pan, and dismissed when dragged below the smallest.
final class SheetClientTests: XCTestCase {
    final class DetentLog: UISheetPresentationControllerDelegate {
        var changes: [UISheetPresentationController.Detent.Identifier?] = []
        func sheetPresentationControllerDidChangeSelectedDetentIdentifier(_ sheet: UISheetPresentationController) {
            changes.append(sheet.selectedDetentIdentifier)
        }
    }

    func testASheetRestsAtItsDetentsAndItsOwnDragMovesItBetweenThem() throws {
        let driver = try HeadlessDriver()
        let root = UIViewController()
        let window = driver.makeWindow(rootViewController: root)
        let content = UIViewController()
        let log = DetentLog()
        let sheet = try XCTUnwrap(content.sheetPresentationController)
        sheet.detents = [.medium(), .large()]
        sheet.selectedDetentIdentifier = .medium
        sheet.prefersGrabberVisible = true
        sheet.delegate = log
        root.present(content, animated: false)
        XCTAssertTrue(content.presentationController === sheet)
        let height = window.bounds.height
        // On the seeds' phone in portrait the sheet is a card 69 points down (59 + 10): its large
        // detent is 863 high, its medium half of that (PageSheetCardClientTests).
        let large: CGFloat = 69, medium = height - (height - 69) / 2
        let card = try XCTUnwrap(content.view.superview)
        XCTAssertEqual(card.frame.minY, medium, "medium: about half the screen")

        driver.drag(from: CGPoint(x: 200, y: medium + 40), to: CGPoint(x: 200, y: 140), duration: 0.3, steps: 12)
        driver.advance(by: 0.5)
        XCTAssertEqual(sheet.selectedDetentIdentifier, .large)
        XCTAssertEqual(card.frame.minY, large, accuracy: 0.5)
        XCTAssertEqual(log.changes, [.large])

        driver.drag(from: CGPoint(x: 200, y: 100), to: CGPoint(x: 200, y: 100 + height * 0.45), duration: 0.3, steps: 12)
        driver.advance(by: 0.5)
        XCTAssertEqual(sheet.selectedDetentIdentifier, .medium)
        XCTAssertEqual(card.frame.minY, medium, accuracy: 0.5)

        driver.drag(from: CGPoint(x: 200, y: medium + 20), to: CGPoint(x: 200, y: height - 10), duration: 0.3, steps: 12)
        driver.advance(by: 1)
        XCTAssertNil(root.presentedViewController, "dragged below the smallest detent: dismissed")

        XCTAssertNil({ let c = UIViewController(); c.modalPresentationStyle = .fullScreen; return c.sheetPresentationController }(),
                     "not a sheet: no sheet controller")
    }
}
