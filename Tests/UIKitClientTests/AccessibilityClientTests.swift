import XCTest
import UIKit
import UIKitHeadless

/// Accessibility as iOS apps write it (issue 29 item 2, Behaviour §15): an
/// adjustable control, a two-thumb slider as a container of elements,
/// defaults of UIKit's own views, custom actions, notifications.
final class AccessibilityClientTests: XCTestCase {
    /// A rating control: one adjustable element whose value VoiceOver reads.
    final class RatingControl: UIControl {
        var rating = 3 { didSet { sendActions(for: .valueChanged) } }
        override var isAccessibilityElement: Bool { get { true } set {} }
        override var accessibilityLabel: String? { get { "Rating" } set {} }
        override var accessibilityValue: String? { get { "\(rating) of 5 stars" } set {} }
        override var accessibilityTraits: UIAccessibilityTraits { get { super.accessibilityTraits.union(.adjustable) } set {} }
        override func accessibilityIncrement() { rating = min(5, rating + 1) }
        override func accessibilityDecrement() { rating = max(0, rating - 1) }
    }

    /// Two thumbs drawn by one view: a container of two elements, each adjustable.
    final class RangeSlider: UIView {
        var lower = 20, upper = 80
        final class Thumb: UIAccessibilityElement {
            unowned let slider: RangeSlider
            let isLower: Bool
            init(slider: RangeSlider, isLower: Bool) {
                self.slider = slider
                self.isLower = isLower
                super.init(accessibilityContainer: slider)
                accessibilityTraits = .adjustable
                accessibilityLabel = isLower ? "Minimum" : "Maximum"
            }
            override var accessibilityValue: String? {
                get { "\(isLower ? slider.lower : slider.upper)" }
                set {}
            }
            override func accessibilityIncrement() { if isLower { slider.lower += 5 } else { slider.upper += 5 } }
        }
        lazy var thumbs: [Thumb] = [Thumb(slider: self, isLower: true), Thumb(slider: self, isLower: false)]
        override func layoutSubviews() {
            super.layoutSubviews()
            thumbs[0].accessibilityFrameInContainerSpace = CGRect(x: 0, y: 0, width: bounds.width / 2, height: bounds.height)
            thumbs[1].accessibilityFrameInContainerSpace = CGRect(x: bounds.width / 2, y: 0, width: bounds.width / 2, height: bounds.height)
        }
        override var accessibilityElements: [Any]? { get { thumbs } set {} }
    }

    func testUIKitsOwnViewsDefaults() {
        let button = UIButton(type: .system)
        button.setTitle("Save", for: .normal)
        XCTAssertTrue(button.isAccessibilityElement, "a standard control is an element by default")
        XCTAssertEqual(button.accessibilityLabel, "Save", "its label is derived from its title")
        XCTAssertEqual(button.accessibilityTraits, .button)
        button.isEnabled = false
        button.isSelected = true
        XCTAssertEqual(button.accessibilityTraits, [.button, .notEnabled, .selected])

        let label = UILabel()
        label.text = "Hello"
        XCTAssertTrue(label.isAccessibilityElement)
        XCTAssertEqual(label.accessibilityLabel, "Hello")
        XCTAssertEqual(label.accessibilityTraits, .staticText)

        let plain = UIView()
        XCTAssertFalse(plain.isAccessibilityElement)
        XCTAssertNil(plain.accessibilityLabel)
        XCTAssertEqual(plain.accessibilityTraits, .none)
        XCTAssertEqual(UIImageView().accessibilityTraits, .image)
        XCTAssertFalse(UIImageView().isAccessibilityElement)

        plain.accessibilityLabel = "Card"
        plain.isAccessibilityElement = true
        plain.accessibilityHint = "Opens the card"
        XCTAssertEqual(plain.accessibilityLabel, "Card")
        XCTAssertTrue(plain.isAccessibilityElement)
        XCTAssertEqual(UIAccessibilityTraits.adjustable.rawValue, 1 << 12)
        XCTAssertEqual(UIAccessibilityTraits.header.rawValue, 1 << 16)
        XCTAssertFalse(UIAccessibility.isVoiceOverRunning)
    }

    func testAnAdjustableControlIsRaisedAndLoweredByVoiceOversSwipes() throws {
        let driver = try HeadlessDriver()
        let window = driver.makeWindow()
        let rating = RatingControl(frame: CGRect(x: 20, y: 40, width: 200, height: 44))
        window.addSubview(rating)
        var changes: [Int] = []
        rating.addAction(for: .valueChanged) { control, _ in changes.append((control as! RatingControl).rating) }

        XCTAssertTrue(rating.accessibilityTraits.contains(.adjustable))
        rating.accessibilityIncrement()
        rating.accessibilityIncrement()
        rating.accessibilityIncrement()
        rating.accessibilityDecrement()
        XCTAssertEqual(changes, [4, 5, 5, 4])
        XCTAssertEqual(rating.accessibilityValue, "4 of 5 stars")
        XCTAssertEqual(rating.accessibilityFrame, CGRect(x: 20, y: 40, width: 200, height: 44), "screen coordinates")
        XCTAssertEqual(rating.accessibilityActivationPoint, CGPoint(x: 120, y: 62))
        XCTAssertFalse(rating.accessibilityActivate(), "not handled: VoiceOver would tap the activation point")
    }

    func testATwoThumbSliderIsAContainerOfTwoElementsThatFollowIt() throws {
        let driver = try HeadlessDriver()
        let window = driver.makeWindow()
        let holder = UIView(frame: CGRect(x: 0, y: 100, width: 400, height: 100))
        let slider = RangeSlider(frame: CGRect(x: 10, y: 20, width: 300, height: 40))
        holder.addSubview(slider)
        window.addSubview(holder)
        driver.runUntilIdle()   // the layout pass places the thumbs' frames

        XCTAssertFalse(slider.isAccessibilityElement, "a container is not an element itself")
        XCTAssertEqual(slider.accessibilityElementCount(), 2)
        let lower = try XCTUnwrap(slider.accessibilityElement(at: 0) as? RangeSlider.Thumb)
        XCTAssertEqual(slider.index(ofAccessibilityElement: slider.thumbs[1]), 1)
        XCTAssertEqual(slider.index(ofAccessibilityElement: UIView()), NSNotFound)
        XCTAssertNil(slider.accessibilityElement(at: 2))
        XCTAssertTrue(lower.accessibilityContainer === slider)
        XCTAssertEqual(lower.accessibilityFrame, CGRect(x: 10, y: 120, width: 150, height: 40), "container space → screen")
        lower.accessibilityIncrement()
        XCTAssertEqual(lower.accessibilityValue, "25")
        holder.frame.origin.y = 200
        XCTAssertEqual(lower.accessibilityFrame.minY, 220, "the element follows its container")
        let free = UIAccessibilityElement(accessibilityContainer: slider)
        free.accessibilityFrame = CGRect(x: 1, y: 2, width: 3, height: 4)
        XCTAssertEqual(free.accessibilityFrame, CGRect(x: 1, y: 2, width: 3, height: 4))
        XCTAssertTrue(free.isAccessibilityElement)
    }

    func testCustomActionsAndNotifications() {
        let cell = UIView()
        var deleted = false
        cell.accessibilityCustomActions = [
            UIAccessibilityCustomAction(name: "Delete") { _ in deleted = true; return true },
            UIAccessibilityCustomAction(name: "Flag", image: nil) { _ in false },
        ]
        XCTAssertEqual(cell.accessibilityCustomActions?.map(\.name), ["Delete", "Flag"])
        XCTAssertEqual(cell.accessibilityCustomActions?.first?.actionHandler?(cell.accessibilityCustomActions![0]), true)
        XCTAssertTrue(deleted)
        UIAccessibility.post(notification: .announcement, argument: "Saved")
        UIAccessibility.post(notification: .screenChanged, argument: cell)
        XCTAssertEqual(UIAccessibility.Notification.screenChanged.rawValue, 1000)
        XCTAssertEqual(UIAccessibility.Notification.announcement.rawValue, 1008)
    }
}
