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

    /// A column of three rows of three boxes, the benchmark's screen in
    /// small: a stack view's constraints enter the solver without markers
    /// (``Constraint/isRarelyChanged``), so hiding a view — the stack
    /// replacing its whole set — rebuilds the tableau, once.
    struct Column {
        let driver: HeadlessDriver
        let window: UIWindow
        let column = UIStackView()
        let rows: [[Box]] = (0..<3).map { r in (0..<3).map { Box(CGFloat(20 + 10 * ($0 + r))) } }
        init(hiding hidden: (row: Int, box: Int)? = nil) throws {
            driver = try HeadlessDriver()
            window = driver.makeWindow(rootViewController: nil)
            column.axis = .vertical
            column.spacing = 4
            // 68 = three rows of 20 and two gaps of 4, and one view per row
            // hugging less than the others: a layout with one answer, so a
            // column changed and a column built afresh must agree.
            column.frame = CGRect(x: 0, y: 100, width: 300, height: 68)
            for boxes in rows {
                boxes[0].setContentHuggingPriority(.defaultLow - 1, for: .horizontal)
                let row = UIStackView(arrangedSubviews: boxes)
                row.spacing = 2
                row.alignment = .center
                column.addArrangedSubview(row)
            }
            if let hidden { rows[hidden.row][hidden.box].isHidden = true }
            window.addSubview(column)
            driver.runUntilIdle()
        }
        var frames: [CGRect] { rows.flatMap { $0.map { $0.convert($0.bounds, to: window) } } }
        var rebuilds: Int { window.layoutState.engine!.solver.rebuildCount }
    }

    @Test("hiding a view in a row of a column gives the frames of the column built with it hidden, rebuilding the solver's tableau once")
    func hidingRebuildsOnce() throws {
        let screen = try Column()
        #expect(screen.rebuilds == 0, "the first layout rebuilt \(screen.rebuilds) times")
        screen.rows[1][1].isHidden = true
        screen.driver.runUntilIdle()
        #expect(screen.rebuilds == 1)
        let built = try Column(hiding: (1, 1))
        #expect(screen.frames == built.frames)
        #expect(screen.rows[1][1].frame.width == 0)
        #expect(screen.rows[1][2].frame.minX == screen.rows[1][0].frame.maxX + 2)
        #expect(screen.rows[1][2].frame.maxX == 300)
        // Shown again: the frames of the first layout.
        let fresh = try Column()
        screen.rows[1][1].isHidden = false
        screen.driver.runUntilIdle()
        #expect(screen.frames == fresh.frames)
    }

    @Test("a conflict through a stack view's constraints names them, though they keep no markers in the solver")
    func conflictThroughStackConstraints() throws {
        let row = try Row(.fillEqually)
        LayoutConsole.reset()
        let tooWide = row.boxes[0].widthAnchor.constraint(equalToConstant: 200)
        tooWide.isActive = true
        row.driver.runUntilIdle()
        let report = try #require(LayoutConsole.lines.last)
        #expect(report.hasPrefix("[LayoutConstraints] Unable to simultaneously satisfy constraints."))
        // 3 × 200 + 2 × 10 cannot fit in 300: the equal widths, the spacing
        // and the ends at the stack's edges are the conflict.
        for identifier in ["UISV-fill-equally", "UISV-spacing", "UISV-canvas-connection"] {
            #expect(report.contains(identifier), "\(identifier) missing from \(report)")
        }
        #expect(report.contains("Will attempt to recover by breaking constraint \n\(tooWide.description)"))
        #expect(row.widths == [third, third, third])
    }
    private var third: CGFloat { Self.thirds(280.0 / 3) }

    /// Apple: a constraint is installed on "the closest common ancestor" of
    /// its items (`isActive`); a stack view's own are between it, its
    /// guides and its arranged subviews, so it holds them itself. It puts
    /// them there in one batch (no walk per constraint): what the app and
    /// the inspector read must be the same as through `isActive`.
    @Test("a stack view's constraints are installed on it, replaced as a set, and found by constraintsAffectingLayout")
    func ownConstraintsInstalledOnTheStack() throws {
        let row = try Row(.equalSpacing)
        let made = row.stack.constraints
        #expect(!made.isEmpty)
        #expect(made.allSatisfy { $0.isActive && $0.identifier?.hasPrefix("UISV-") == true })
        #expect(row.boxes.allSatisfy { $0.constraints.isEmpty })
        // Two spacers for three views, each placed by four constraints.
        #expect(row.stack.layoutGuides.count == 2)
        #expect(made.filter { $0.identifier == "UISV-distributing-edge" }.count == 8)
        // An app constraint on the same views goes to their ancestor too.
        let wide = row.boxes[0].widthAnchor.constraint(equalTo: row.boxes[1].widthAnchor)
        wide.priority = .defaultLow
        wide.isActive = true
        #expect(row.stack.constraints.contains { $0 === wide })
        // What the inspector lists for the middle box's x: the app's first, then the stack's.
        let affecting = row.boxes[1].constraintsAffectingLayout(for: .horizontal)
        #expect(affecting.first === wide)
        #expect(affecting.contains { $0.identifier == "UISV-spacing" })
        #expect(affecting.contains { $0.identifier == "UISV-distributing-edge" })
        #expect(!affecting.contains { $0.identifier == "UISV-alignment" })   // across the axis: vertical

        row.stack.removeArrangedSubview(row.boxes[1])
        row.boxes[1].removeFromSuperview()
        row.driver.runUntilIdle()
        // The old set is inactive and gone from the stack; the new one is
        // there, with the app's constraint (deactivated with the view, as on iOS).
        #expect(made.allSatisfy { !$0.isActive })
        #expect(!row.stack.constraints.contains { c in made.contains { $0 === c } })
        #expect(!wide.isActive)
        #expect(row.stack.constraints.allSatisfy { $0.isActive && $0.identifier?.hasPrefix("UISV-") == true })
        #expect(row.stack.layoutGuides.count == 1)
        #expect(row.xs[0] == 0 && row.xs[2] == 200)
    }
}
