import Foundation
import Testing
@_spi(TouchLab) @testable import UIKit
import UIKitHeadless

/// Priorities as apps write them, with the rule Apple documents: "Higher
/// priority constraints are satisfied before lower priority constraints"
/// (*NSLayoutConstraint.priority*) — so one constraint at 750 beats any
/// number at 250 (Behaviour.md §14, "Priorities are levels").
@Suite("Layout priorities are levels, as apps rely on", .serialized)
@MainActor
struct LayoutPriorityTests {
    @Test("a width ≥ 100 at .defaultHigh holds against three and five .defaultLow constraints that want it narrower", arguments: [3, 5])
    func highBeatsLows(count: Int) throws {
        let driver = try HeadlessDriver()
        let window = driver.makeWindow(rootViewController: nil)
        let badge = UIView()
        badge.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(badge)
        let minimum = badge.widthAnchor.constraint(greaterThanOrEqualToConstant: 100)
        minimum.priority = .defaultHigh
        var narrower = [badge.widthAnchor.constraint(equalToConstant: 40),
                        badge.widthAnchor.constraint(lessThanOrEqualToConstant: 60),
                        badge.trailingAnchor.constraint(lessThanOrEqualTo: window.leadingAnchor, constant: 80)]
        narrower += (3..<count).map { badge.widthAnchor.constraint(equalToConstant: 30 + CGFloat($0)) }
        for c in narrower { c.priority = .defaultLow }
        NSLayoutConstraint.activate(narrower + [minimum,
            badge.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 10),
            badge.topAnchor.constraint(equalTo: window.topAnchor, constant: 100),
            badge.heightAnchor.constraint(equalToConstant: 20)])
        driver.runUntilIdle()
        #expect(badge.frame == CGRect(x: 10, y: 100, width: 100, height: 20))
        // Lowered to 251: still a level above theirs, it holds.
        minimum.priority = UILayoutPriority(251)
        driver.runUntilIdle()
        #expect(badge.frame.width == 100)
        // At their level it is one among them: the sum of their violations wins.
        minimum.priority = .defaultLow
        driver.runUntilIdle()
        #expect(badge.frame.width < 100)
    }

    @Test("compression resistance (750) keeps a label's text against any number of 250 constraints squeezing it")
    func compressionResistanceBeatsLows() throws {
        let driver = try HeadlessDriver()
        let window = driver.makeWindow(rootViewController: nil)
        let title = UILabel()
        title.text = "Compression resistance"
        title.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(title)
        let squeezes = (0..<6).map { _ in title.widthAnchor.constraint(equalToConstant: 10) }
        for c in squeezes { c.priority = .defaultLow }
        NSLayoutConstraint.activate(squeezes + [title.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 20),
                                                title.topAnchor.constraint(equalTo: window.topAnchor, constant: 80)])
        driver.runUntilIdle()
        #expect(title.frame.width == title.intrinsicContentSize.width)
        #expect(title.frame.width > 100)
        // Lower the resistance below them, as an app does to let a label truncate: now they win.
        title.setContentCompressionResistancePriority(.defaultLow - 1, for: .horizontal)
        driver.runUntilIdle()
        #expect(title.frame.width == 10)
    }

    @Test("hugging at .defaultLow + 1 keeps a label at its text against four .defaultLow constraints stretching it")
    func huggingBeatsLows() throws {
        let driver = try HeadlessDriver()
        let window = driver.makeWindow(rootViewController: nil)
        let name = UILabel()
        name.text = "Name"
        name.translatesAutoresizingMaskIntoConstraints = false
        name.setContentHuggingPriority(.defaultLow + 1, for: .horizontal)
        window.addSubview(name)
        let stretches = (0..<4).map { _ in name.widthAnchor.constraint(equalToConstant: 300) }
        for c in stretches { c.priority = .defaultLow }
        NSLayoutConstraint.activate(stretches + [name.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 20),
                                                 name.topAnchor.constraint(equalTo: window.topAnchor, constant: 80)])
        driver.runUntilIdle()
        // As weights, 4 × 250 would outvote 251 and stretch it to 300.
        #expect(name.frame.width == name.intrinsicContentSize.width)
        #expect(!name.hasAmbiguousLayout)
    }

    @Test("a label's hugging and compression resistance are listed as two constraints, and each can be changed by hand")
    func contentSizeConstraintsByHand() throws {
        // The engine keeps the pair as one solver row (Behaviour.md §14):
        // what an app sees and changes is still iOS's two
        // NSContentSizeLayoutConstraints, each on its own.
        let driver = try HeadlessDriver()
        let window = driver.makeWindow(rootViewController: nil)
        let name = UILabel()
        name.text = "Name"
        name.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(name)
        let stretch = name.widthAnchor.constraint(equalToConstant: 300)
        stretch.priority = UILayoutPriority(500)
        let squeeze = name.widthAnchor.constraint(equalToConstant: 10)
        squeeze.priority = UILayoutPriority(600)
        NSLayoutConstraint.activate([stretch, name.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 20),
                                     name.topAnchor.constraint(equalTo: window.topAnchor, constant: 80)])
        driver.runUntilIdle()
        let text = name.intrinsicContentSize.width
        // Hugging (250) gives way to the 500 stretch.
        #expect(name.frame.width == 300)
        let sizes = name.constraintsAffectingLayout(for: .horizontal).filter { $0.description.hasPrefix("<NSContentSizeLayoutConstraint") }
        #expect(sizes.map(\.relation) == [.greaterThanOrEqual, .lessThanOrEqual], "\(sizes)")
        let resistance = try #require(sizes.first { $0.relation == .greaterThanOrEqual })
        let hugging = try #require(sizes.first { $0.relation == .lessThanOrEqual })
        #expect(resistance.priority == .defaultHigh && hugging.priority == .defaultLow)
        // The hugging raised above the stretch, by hand: the label keeps its text's width.
        hugging.priority = UILayoutPriority(501)
        driver.runUntilIdle()
        #expect(name.frame.width == text)
        // The 600 squeeze now beats neither side: resistance 750 holds it.
        squeeze.isActive = true
        driver.runUntilIdle()
        #expect(name.frame.width == text)
        // The resistance's constant moved by hand: the squeeze takes it down to that.
        resistance.constant = 40
        driver.runUntilIdle()
        #expect(name.frame.width == 40)
        #expect(name.constraintsAffectingLayout(for: .horizontal).contains { $0 === hugging })
    }
}
