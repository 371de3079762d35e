import XCTest
import UIKit
import UIKitHeadless

/// The page sheet's card look on the seeds' iPhone in portrait (issue 29
/// item 5, Behaviour §15 "The page sheet's card"): the card 10 points below
/// the safe area with rounded corners, the presenter receded behind it, the
/// rest dimmed — and all of it gone again after the dismissal.
final class PageSheetCardClientTests: XCTestCase {
    private func className(_ object: AnyObject?) -> String { object.map { String(describing: type(of: $0)) } ?? "nil" }

    func testAPageSheetIsACardBelowTheSafeAreaOverARecededDimmedPresenter() throws {
        let driver = try HeadlessDriver()
        let root = UIViewController()
        root.view.backgroundColor = .systemBlue
        let window = driver.makeWindow(rootViewController: root)
        XCTAssertEqual(window.safeAreaInsets.top, 59)
        let sheet = UIViewController()
        sheet.view.backgroundColor = .white
        let button = UIButton(frame: CGRect(x: 100, y: 400, width: 100, height: 50))
        var tapped = 0
        button.addAction(for: .touchUpInside) { _, _ in tapped += 1 }
        sheet.view.addSubview(button)

        root.present(sheet, animated: false)   // .automatic: a page sheet

        let card = try XCTUnwrap(sheet.view.superview)
        XCTAssertEqual(className(card), "UIDropShadowView")
        XCTAssertEqual(card.frame, CGRect(x: 0, y: 69, width: 430, height: 863), "59 + 10 below the window's top")
        XCTAssertEqual(sheet.view.frame, card.bounds)
        XCTAssertEqual(card.layer.cornerRadius, 10)
        XCTAssertTrue(card.clipsToBounds)
        let container = try XCTUnwrap(card.superview)
        XCTAssertEqual(className(container), "UITransitionView")
        XCTAssertEqual(container.frame, window.bounds)
        let dimming = try XCTUnwrap(container.subviews.first)
        XCTAssertEqual(className(dimming), "UIDimmingView", "the shade is under the card")
        XCTAssertEqual(dimming.frame, CGRect(x: -430, y: -932, width: 1290, height: 2796))
        XCTAssertEqual(dimming.alpha, 1)
        let shade = try XCTUnwrap(dimming.backgroundColor)
        XCTAssertEqual([shade.red, shade.green, shade.blue], [0, 0, 0])
        XCTAssertEqual(shade.alpha, 0.2, accuracy: 1e-6)

        // The presenter recedes: 0.92 of its size, its top edge at the safe area's top, corners rounded.
        let t = root.view.transform
        XCTAssertEqual(t.a, 0.92, accuracy: 1e-9); XCTAssertEqual(t.d, 0.92, accuracy: 1e-9)
        XCTAssertEqual(root.view.frame.minY, 59, accuracy: 1e-9)
        XCTAssertEqual(root.view.frame.width, 430 * 0.92, accuracy: 1e-9)
        XCTAssertEqual(root.view.frame.midX, 215, accuracy: 1e-9)
        XCTAssertEqual(root.view.layer.cornerRadius, 10)
        XCTAssertTrue(root.view.clipsToBounds)

        // Touches: the card's views as any others; above the card the shade takes them.
        driver.tap(at: button.convert(CGPoint(x: 50, y: 25), to: nil))
        XCTAssertEqual(tapped, 1)
        XCTAssertEqual(className(window.hitTest(CGPoint(x: 215, y: 40), with: nil)), "UIDimmingView")
        XCTAssertEqual(className(window.hitTest(CGPoint(x: 215, y: 75), with: nil)), "UIView")

        sheet.dismiss(animated: false)
        XCTAssertNil(container.superview)
        XCTAssertEqual(root.view.transform, .identity)
        XCTAssertEqual(root.view.frame, window.bounds)
        XCTAssertEqual(root.view.layer.cornerRadius, 0)
        XCTAssertFalse(root.view.clipsToBounds)
    }

    func testTheShadeAndTheRecedingMoveWithTheSlidingCard() throws {
        let driver = try HeadlessDriver()
        let root = UIViewController()
        _ = driver.makeWindow(rootViewController: root)
        let sheet = UIViewController()
        root.present(sheet, animated: true)
        let card = try XCTUnwrap(sheet.view.superview)
        let dimming = try XCTUnwrap(card.superview?.subviews.first)
        XCTAssertEqual(dimming.alpha, 1, "the model is at the end at once")
        driver.advance(by: 0.15)
        let shade = try XCTUnwrap(dimming.layer.presentation()).opacity
        let scale = try XCTUnwrap(root.view.layer.presentation()).transform.m11
        XCTAssertGreaterThan(shade, 0.05); XCTAssertLessThan(shade, 0.95)
        XCTAssertGreaterThan(scale, 0.921); XCTAssertLessThan(scale, 0.999)
        driver.advance(by: 0.5)
        XCTAssertEqual(try XCTUnwrap(dimming.layer.presentation()).opacity, 1, accuracy: 1e-6)

        var dismissed = false
        sheet.dismiss(animated: true) { dismissed = true }
        driver.advance(by: 0.15)
        XCTAssertLessThan(try XCTUnwrap(dimming.layer.presentation()).opacity, 0.95)
        driver.advance(by: 0.5)
        XCTAssertTrue(dismissed)
        XCTAssertEqual(root.view.transform, .identity)
        XCTAssertEqual(root.view.layer.cornerRadius, 0)
    }

    func testASheetAtItsMediumDetentIsDimmedButLeavesThePresenterInPlace() throws {
        let driver = try HeadlessDriver()
        let root = UIViewController()
        _ = driver.makeWindow(rootViewController: root)
        let sheet = UIViewController()
        let controller = try XCTUnwrap(sheet.sheetPresentationController)
        controller.detents = [.medium(), .large()]
        root.present(sheet, animated: false)
        let card = try XCTUnwrap(sheet.view.superview)
        XCTAssertEqual(card.frame, CGRect(x: 0, y: 500.5, width: 430, height: 431.5), "half the card's full height, 863")
        XCTAssertEqual(root.view.transform, .identity)
        XCTAssertEqual(card.superview?.subviews.first?.alpha, 1)

        controller.selectedDetentIdentifier = .large
        XCTAssertEqual(card.frame, CGRect(x: 0, y: 69, width: 430, height: 863))
        XCTAssertEqual(root.view.transform.a, 0.92, accuracy: 1e-9, "at the large detent the presenter recedes")
    }

    func testAFullScreenPresentationIsNoCard() throws {
        let driver = try HeadlessDriver()
        let root = UIViewController()
        let window = driver.makeWindow(rootViewController: root)
        let player = UIViewController()
        player.modalPresentationStyle = .overFullScreen
        root.present(player, animated: false)
        XCTAssertEqual(player.view.frame, window.bounds)
        XCTAssertEqual(root.view.transform, .identity)
        XCTAssertFalse(player.view.superview?.subviews.contains { className($0) == "UIDimmingView" } ?? true)
    }
}
