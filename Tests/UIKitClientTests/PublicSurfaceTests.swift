import XCTest
import UIKit   // plain, as an iOS developer writes it: only the public surface is visible
import UIKitHeadless

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
            var touchTypes: [UITouch.TouchType] = []
            override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
                began += 1
                touchTypes += touches.map(\.type)
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
        XCTAssertEqual(controller.card.touchTypes, [.direct])      // a click is a direct touch by default
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

/// The values iOS code compares against are Apple's.
final class AppleValuesTests: XCTestCase {
    func testEventTypesHaveApplesRawValues() {
        XCTAssertEqual(UIEvent.EventType.touches.rawValue, 0)
        XCTAssertEqual(UIEvent.EventType.presses.rawValue, 3)
        XCTAssertEqual(UIEvent.EventType.scroll.rawValue, 10)
        XCTAssertEqual(UIEvent.EventType.hover.rawValue, 11)
        XCTAssertEqual(UIEvent.EventType.transform.rawValue, 14)
        XCTAssertEqual(UIEvent.EventSubtype.remoteControlEndSeekingForward.rawValue, 109)
    }

    func testSystemColoursAreTheLightModeValues() {
        XCTAssertEqual(UIColor.systemBlue, UIColor(red: 0, green: 122 / 255, blue: 1, alpha: 1))
        XCTAssertEqual(UIColor.tintColor, .systemBlue)
        XCTAssertEqual(UIColor.secondaryLabel.alpha, 0.6)
    }

    /// An image view made as on iOS takes the image's size — and, as seed 003
    /// says, ignores touches unless told otherwise.
    func testAnImageViewFromAnImage() throws {
        XCTAssertNil(UIImage(named: "photo"), "no such image in the bundle: nil, as on iOS")
        let format = UIGraphicsImageRendererFormat()
        format.scale = 2
        let photo = UIGraphicsImageRenderer(size: CGSize(width: 120, height: 80), format: format).image { context in
            UIColor.systemBlue.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 120, height: 80))
        }
        let imageView = UIImageView(image: photo)
        XCTAssertEqual(imageView.frame.size, photo.size)
        XCTAssertFalse(imageView.isUserInteractionEnabled)
        XCTAssertTrue(imageView.image === photo)
    }
}

/// `CGAffineTransform` behaves as Core Graphics' does.
final class AffineTransformTests: XCTestCase {
    func testRotationIsClockwiseOnScreen() {
        let p = CGPoint(x: 1, y: 0).applying(CGAffineTransform(rotationAngle: .pi / 2))
        XCTAssertEqual(p.x, 0, accuracy: 1e-12)
        XCTAssertEqual(p.y, 1, accuracy: 1e-12)
    }

    func testConcatenationAppliesSelfFirst() {
        let t = CGAffineTransform(scaleX: 2, y: 2).concatenating(CGAffineTransform(translationX: 10, y: 0))
        XCTAssertEqual(CGPoint(x: 1, y: 1).applying(t), CGPoint(x: 12, y: 2))
        // translatedBy prepends: the translation happens in the scaled space.
        let u = CGAffineTransform(scaleX: 2, y: 2).translatedBy(x: 10, y: 0)
        XCTAssertEqual(CGPoint(x: 1, y: 1).applying(u), CGPoint(x: 22, y: 2))
    }

    func testInverseUndoesAndSingularStaysPut() {
        let t = CGAffineTransform(rotationAngle: 0.3).scaledBy(x: 1.5, y: 0.5).translatedBy(x: 7, y: -3)
        let p = CGPoint(x: 4, y: 9).applying(t).applying(t.inverted())
        XCTAssertEqual(p.x, 4, accuracy: 1e-9)
        XCTAssertEqual(p.y, 9, accuracy: 1e-9)
        let singular = CGAffineTransform(scaleX: 0, y: 1)
        XCTAssertEqual(singular.inverted(), singular)
    }

    func testARectTakesTheBoundsOfItsCorners() {
        let r = CGRect(x: 0, y: 0, width: 10, height: 20).applying(CGAffineTransform(rotationAngle: .pi / 2))
        XCTAssertEqual(r.width, 20, accuracy: 1e-9)
        XCTAssertEqual(r.height, 10, accuracy: 1e-9)
        XCTAssertEqual(r.minX, -20, accuracy: 1e-9)
    }

    func testTouchTypesHaveApplesRawValues() {
        XCTAssertEqual(UITouch.TouchType.direct.rawValue, 0)
        XCTAssertEqual(UITouch.TouchType.indirectPointer.rawValue, 3)
    }
}

/// A button subclass written as on iOS: it restyles itself from
/// `override var isHighlighted { didSet }`, and reports its `state`.
final class ControlSubclassTests: XCTestCase {
    final class PillButton: UIButton {
        var styled: [Bool] = []
        override var isHighlighted: Bool {
            didSet { styled.append(isHighlighted); backgroundColor = isHighlighted ? .systemGray4 : .systemBlue }
        }
    }

    func testHighlightingRestylesASubclassAndShowsInState() throws {
        let driver = try HeadlessDriver()
        let controller = UIViewController()
        driver.makeWindow(rootViewController: controller)
        let button = PillButton(frame: CGRect(x: 20, y: 20, width: 120, height: 44))
        controller.view.addSubview(button)

        driver.touchDown(at: CGPoint(x: 80, y: 40))
        XCTAssertEqual(button.state, .highlighted)
        XCTAssertEqual(button.backgroundColor, .systemGray4)
        driver.touchUp(at: CGPoint(x: 80, y: 40))

        XCTAssertEqual(button.styled, [true, false])
        XCTAssertEqual(button.state, .normal)
        button.isEnabled = false
        button.isSelected = true
        XCTAssertEqual(button.state, [.disabled, .selected])
    }
}
