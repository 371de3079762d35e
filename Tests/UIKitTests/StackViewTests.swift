import Foundation
import Testing
@_spi(TouchLab) @testable import UIKit
import UIKitHeadless

/// A row of three views with intrinsic widths 40, 60 and 100 in a
/// 300×40 horizontal stack with 10 points of spacing, under each of Apple's
/// five distributions (UIStackView.Distribution's documentation, quoted in
/// Behaviour.md §Layout).
@Suite("UIStackView: the five distributions, alignment, hidden views", .serialized)
@MainActor
struct StackViewTests {
    final class Box: UIView {
        let size: CGSize
        init(_ width: CGFloat) { size = CGSize(width: width, height: 20); super.init(frame: .zero) }
        required init?(coder: NSCoder) { nil }
        override var intrinsicContentSize: CGSize { size }
    }

    struct Row {
        let driver: HeadlessDriver
        let stack: UIStackView
        let boxes = [Box(40), Box(60), Box(100)]
        init(_ distribution: UIStackView.Distribution, alignment: UIStackView.Alignment = .fill) throws {
            driver = try HeadlessDriver()
            let window = driver.makeWindow(rootViewController: nil)
            stack = UIStackView(arrangedSubviews: boxes)
            stack.axis = .horizontal
            stack.spacing = 10
            stack.distribution = distribution
            stack.alignment = alignment
            stack.frame = CGRect(x: 0, y: 100, width: 300, height: 40)   // frame-based: its frame is a constraint
            window.addSubview(stack)
            driver.runUntilIdle()
        }
        var xs: [CGFloat] { boxes.map { ($0.frame.minX * 3).rounded() / 3 } }
        var widths: [CGFloat] { boxes.map { ($0.frame.width * 3).rounded() / 3 } }
    }

    static func thirds(_ v: CGFloat) -> CGFloat { (v * 3).rounded() / 3 }
    /// 0, 103⅓, 206⅔: three equal widths of 280 ⁄ 3 and two gaps of 10.
    static let equalXs: [CGFloat] = [0, thirds(310.0 / 3), thirds(620.0 / 3)]

    @Test(".fill: the view with the lowest hugging priority takes the extra room")
    func fill() throws {
        let driver = try HeadlessDriver()
        _ = driver
        let boxes = [Box(40), Box(60), Box(100)]
        boxes[2].setContentHuggingPriority(.defaultLow - 1, for: .horizontal)
        let stack = UIStackView(arrangedSubviews: boxes)
        stack.spacing = 10
        stack.frame = CGRect(x: 0, y: 0, width: 300, height: 40)
        stack.layoutIfNeeded()
        #expect(boxes.map(\.frame.minX) == [0, 50, 120])
        #expect(boxes.map(\.frame.width) == [40, 60, 180])
        #expect(boxes.allSatisfy { $0.frame.height == 40 })
    }

    @Test(".fillEqually: equal widths")
    func fillEqually() throws {
        let row = try Row(.fillEqually)
        let third = Self.thirds(280.0 / 3)
        #expect(row.widths == [third, third, third])
        #expect(row.xs == Self.equalXs)
    }

    @Test(".fillProportionally: widths in proportion to the intrinsic widths")
    func fillProportionally() throws {
        let row = try Row(.fillProportionally)
        #expect(row.widths == [56, 84, 140])
        #expect(row.xs == [0, 66, 160])
    }

    @Test(".equalSpacing: intrinsic widths, equal gaps")
    func equalSpacing() throws {
        let row = try Row(.equalSpacing)
        #expect(row.widths == [40, 60, 100])
        #expect(row.xs == [0, 90, 200])
    }

    @Test(".equalCentering: intrinsic widths, centres equally spaced")
    func equalCentering() throws {
        let row = try Row(.equalCentering)
        #expect(row.widths == [40, 60, 100])
        #expect(row.xs == [0, 105, 200])
    }

    @Test(".center alignment centres the 20-point views in the 40-point row")
    func centerAlignment() throws {
        let row = try Row(.fillEqually, alignment: .center)
        #expect(row.boxes.allSatisfy { $0.frame.minY == 10 && $0.frame.height == 20 })
    }

    @Test("a hidden arranged view collapses and the others close the gap; shown again, it comes back")
    func hiddenCollapses() throws {
        let row = try Row(.fillEqually)
        row.boxes[1].isHidden = true
        row.driver.runUntilIdle()
        #expect(row.widths == [145, 0, 145])
        #expect(row.xs[2] == 155)
        row.boxes[1].isHidden = false
        row.driver.runUntilIdle()
        #expect(row.xs == Self.equalXs)
    }

    @Test("custom spacing after a view, and arranged views inserted and removed")
    func customSpacingAndEditing() throws {
        let row = try Row(.equalSpacing)
        row.stack.distribution = .fill
        row.boxes[0].setContentHuggingPriority(.defaultLow - 1, for: .horizontal)
        row.stack.setCustomSpacing(30, after: row.boxes[1])
        row.driver.runUntilIdle()
        #expect(row.xs == [0, 110, 200])
        #expect(row.widths == [100, 60, 100])
        row.stack.removeArrangedSubview(row.boxes[1])
        row.boxes[1].removeFromSuperview()
        row.driver.runUntilIdle()
        #expect(row.xs[2] == 200)
        #expect(row.widths[0] == 190)
        let extra = Box(30)
        row.stack.insertArrangedSubview(extra, at: 0)
        row.driver.runUntilIdle()
        #expect(extra.frame.minX == 0 && extra.frame.width == 30)
        #expect(row.boxes[0].frame.minX == 40)
    }
}
