import Foundation
import Testing
@_spi(TouchLab) @testable import UIKit
import UIKitHeadless

/// Labels and buttons sized by their text as it is drawn: Cairo's measured
/// advance of DejaVu Sans at the font's point size (Behaviour.md §14, "Text
/// measurement"). Written as apps size text: intrinsic sizes, `sizeToFit`,
/// `sizeThatFits`, multi-line labels, a label hugging its text in a stack.
@Suite("Text measurement: labels and buttons sized by their measured text", .serialized)
@MainActor
struct TextMeasurementTests {
    static func label(_ text: String, font: UIFont = .systemFont(ofSize: 17)) -> UILabel {
        let label = UILabel()
        label.text = text
        label.font = font
        return label
    }

    @Test("a label's width is its text's measured width: a longer string is wider, wide letters wider than narrow ones")
    func measuredWidths() {
        let short = Self.label("Hi"), long = Self.label("Hello, world")
        #expect(long.intrinsicContentSize.width > short.intrinsicContentSize.width)
        // A proportional font: four i's are far narrower than four W's (a
        // characters × em estimate would make them equal).
        let narrow = Self.label("iiii").intrinsicContentSize.width, wide = Self.label("WWWW").intrinsicContentSize.width
        #expect(wide > 2.5 * narrow, "WWWW \(wide), iiii \(narrow)")
        // Cairo's advance, rounded up to the screen's pixels (scale 3).
        let advance = CGContext.textWidth("Hello, world", font: CGContext.TextFont(size: 17))
        #expect(long.intrinsicContentSize.width == (advance * 3).rounded(.up) / 3)
        #expect(advance > 80 && advance < 120)
        // A bigger font is wider, and a bold one wider still.
        #expect(Self.label("Hello, world", font: .systemFont(ofSize: 34)).intrinsicContentSize.width > 1.9 * long.intrinsicContentSize.width)
        #expect(Self.label("Hello, world", font: .boldSystemFont(ofSize: 17)).intrinsicContentSize.width > long.intrinsicContentSize.width)
        // One line is San Francisco's line height at 17 points (20.29), to the pixel.
        #expect(long.intrinsicContentSize.height == (17 * 1.1934 * 3).rounded(.up) / 3)
        #expect(UILabel().intrinsicContentSize == .zero)
    }

    @Test("sizeToFit wraps a label to its text; sizeThatFits wraps a multi-line label at the width asked")
    func sizeToFitAndSizeThatFits() {
        let label = Self.label("The quick brown fox jumps over the lazy dog")
        label.frame = CGRect(x: 10, y: 20, width: 30, height: 30)
        label.sizeToFit()
        #expect(label.frame.origin == CGPoint(x: 10, y: 20))
        #expect(label.frame.size == label.intrinsicContentSize)
        let oneLine = label.frame.size
        // One line: sizeThatFits ignores a narrower width.
        #expect(label.sizeThatFits(CGSize(width: 100, height: 1000)) == oneLine)
        label.numberOfLines = 0
        let wrapped = label.sizeThatFits(CGSize(width: 100, height: CGFloat.greatestFiniteMagnitude))
        #expect(wrapped.width <= 100)
        let lines = (wrapped.height / oneLine.height).rounded()
        #expect(lines >= 4 && lines <= 6, "\(wrapped)")
        #expect(abs(wrapped.height - (17 * 1.1934 * lines * 3).rounded(.up) / 3) < 1e-9)
        // At most numberOfLines lines.
        label.numberOfLines = 2
        #expect(label.sizeThatFits(CGSize(width: 100, height: 1000)).height == (17 * 1.1934 * 2 * 3).rounded(.up) / 3)
        // A plain view fits its own size (Apple: "returns the existing size of the view").
        let plain = UIView(frame: CGRect(x: 0, y: 0, width: 42, height: 7))
        #expect(plain.sizeThatFits(CGSize(width: 500, height: 500)) == CGSize(width: 42, height: 7))
    }

    @Test("preferredMaxLayoutWidth: a multi-line label's text flows onto new lines, raising its intrinsic height")
    func preferredMaxLayoutWidth() {
        let label = Self.label("Layout as iOS code writes it: anchors, stacks and insets")
        let oneLine = label.intrinsicContentSize
        label.numberOfLines = 0
        #expect(label.intrinsicContentSize == oneLine)   // no width to wrap at yet
        label.preferredMaxLayoutWidth = 150
        let flowed = label.intrinsicContentSize
        #expect(flowed.width <= 150)
        #expect(flowed.height >= 3 * oneLine.height - 1e-9)
    }

    @Test("a multi-line label pinned between margins grows as tall as its wrapped text")
    func automaticWrapWidth() throws {
        let driver = try HeadlessDriver()
        let window = driver.makeWindow(rootViewController: nil)
        let body = Self.label("A bottom sheet drags by changing a height constraint's constant and calling layoutIfNeeded inside an animation block")
        body.numberOfLines = 0
        body.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(body)
        NSLayoutConstraint.activate([
            body.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 115),
            body.trailingAnchor.constraint(equalTo: window.trailingAnchor, constant: -115),
            body.topAnchor.constraint(equalTo: window.topAnchor, constant: 100),
        ])
        driver.runUntilIdle()
        #expect(body.frame.width == 200)
        #expect(body.frame.height == body.sizeThatFits(CGSize(width: 200, height: 10_000)).height)
        #expect(body.frame.height > 4 * 20)
    }

    @Test("a label hugs its measured text in a stack view; the view with lower hugging takes the rest")
    func labelHuggingInAStack() throws {
        let driver = try HeadlessDriver()
        let window = driver.makeWindow(rootViewController: nil)
        let name = Self.label("Wi-Fi"), detail = Self.label("Connected to TouchLab")
        detail.setContentHuggingPriority(.defaultLow - 1, for: .horizontal)
        detail.textAlignment = .right
        let row = UIStackView(arrangedSubviews: [name, detail])
        row.spacing = 8
        row.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(row)
        NSLayoutConstraint.activate([
            row.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 20),
            row.trailingAnchor.constraint(equalTo: window.trailingAnchor, constant: -20),
            row.topAnchor.constraint(equalTo: window.topAnchor, constant: 100),
        ])
        driver.runUntilIdle()
        let measured = (CGContext.textWidth("Wi-Fi", font: CGContext.TextFont(size: 17)) * 3).rounded(.up) / 3
        #expect(name.frame == CGRect(x: 0, y: 0, width: measured, height: name.intrinsicContentSize.height))
        #expect(detail.frame.minX == measured + 8)
        #expect(detail.frame.maxX == 390)
        #expect(row.frame.height == name.intrinsicContentSize.height)
        // A longer name: the label grows to its new text at the next pass.
        name.text = "Wi-Fi and Bluetooth"
        driver.runUntilIdle()
        #expect(name.frame.width == name.intrinsicContentSize.width)
        #expect(name.frame.width > measured + 50)
        #expect(detail.frame.minX == name.frame.maxX + 8)
    }

    @Test("a button's size is its title's plus 6 points above and below; contentEdgeInsets count, titleEdgeInsets do not")
    func buttonInsets() throws {
        let button = UIButton(type: .system)
        button.setTitle("Continue", for: .normal)
        let advance = CGContext.textWidth("Continue", font: CGContext.TextFont(size: 15))
        let lineHeight = (15 * 1.1934 * 3).rounded(.up) / 3
        #expect(button.intrinsicContentSize == CGSize(width: (advance * 3).rounded(.up) / 3, height: lineHeight + 12))
        let plain = button.intrinsicContentSize
        button.titleEdgeInsets = UIEdgeInsets(top: 0, left: 30, bottom: 0, right: 0)
        #expect(button.intrinsicContentSize == plain)
        button.contentEdgeInsets = UIEdgeInsets(top: 10, left: 20, bottom: 10, right: 20)
        #expect(button.intrinsicContentSize == CGSize(width: plain.width + 40, height: lineHeight + 20))
        button.frame = CGRect(x: 5, y: 5, width: 1, height: 1)
        button.sizeToFit()
        #expect(button.frame == CGRect(x: 5, y: 5, width: plain.width + 40, height: lineHeight + 20))
        // A longer title, a wider button; a bigger font, a taller one.
        button.setTitle("Continue to payment", for: .normal)
        #expect(button.intrinsicContentSize.width > plain.width + 40 + 50)
        button.titleLabel?.font = .systemFont(ofSize: 30)
        #expect(button.intrinsicContentSize.height == (30 * 1.1934 * 3).rounded(.up) / 3 + 20)
        // The title is drawn in the rectangle the insets leave.
        #expect(button.titleDrawingRect == CGRect(x: 20 + 30, y: 10, width: button.bounds.width - 40 - 30, height: button.bounds.height - 20))
    }
}
