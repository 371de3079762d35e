import Foundation
import Testing
@_spi(TouchLab) @testable import UIKit
import UIKitHeadless

extension CGPoint {
    func isClose(to other: CGPoint) -> Bool { abs(x - other.x) < 1e-9 && abs(y - other.y) < 1e-9 }
}

/// View controllers laid out as iOS developers write them — anchors, the
/// safe area, margins, intrinsic sizes — checked against the frames iOS
/// gives them on the seeds' device (430×932, safe area 59 top, 34 bottom).
/// Each rule's source is in Behaviour.md §Layout.
@Suite("Auto Layout as iOS code writes it", .serialized)
@MainActor
struct AutoLayoutTests {
    final class CardController: UIViewController {
        let card = UIView(), footer = UIView(), caption = UILabel()
        var log: [String] = []
        override func viewDidLoad() {
            super.viewDidLoad()
            for v in [card, footer, caption] { v.translatesAutoresizingMaskIntoConstraints = false; view.addSubview(v) }
            caption.text = "Hello"
            let safe = view.safeAreaLayoutGuide
            NSLayoutConstraint.activate([
                card.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: 16),
                card.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -16),
                card.topAnchor.constraint(equalTo: safe.topAnchor, constant: 20),
                card.heightAnchor.constraint(equalToConstant: 100),
                footer.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
                footer.centerXAnchor.constraint(equalTo: view.centerXAnchor),
                footer.widthAnchor.constraint(equalToConstant: 200),
                footer.heightAnchor.constraint(equalTo: footer.widthAnchor, multiplier: 0.25),
                caption.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
                caption.topAnchor.constraint(equalTo: card.bottomAnchor, constant: 8),
            ])
        }
        override func viewWillLayoutSubviews() { log.append("viewWillLayoutSubviews") }
        override func viewDidLayoutSubviews() { log.append("viewDidLayoutSubviews") }
        override func updateViewConstraints() { log.append("updateViewConstraints"); super.updateViewConstraints() }
    }

    @Test("a controller laid out with anchors, the safe area and margins gets iOS's frames in the first layout pass")
    func controllerWithAnchors() throws {
        let driver = try HeadlessDriver()
        let controller = CardController()
        let window = driver.makeWindow(rootViewController: controller)
        driver.runUntilIdle()
        #expect(window.safeAreaInsets == UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
        #expect(controller.view.safeAreaInsets == UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
        #expect(controller.view.safeAreaLayoutGuide.layoutFrame == CGRect(x: 0, y: 59, width: 430, height: 839))
        #expect(controller.card.frame == CGRect(x: 16, y: 79, width: 398, height: 100))
        #expect(controller.footer.frame == CGRect(x: 115, y: 848, width: 200, height: 50))
        #expect(controller.caption.frame.origin.isClose(to: CGPoint(x: 20, y: 187)))
        #expect(abs(controller.caption.frame.height - controller.caption.intrinsicContentSize.height) < 1e-9)
        #expect(controller.log == ["updateViewConstraints", "viewWillLayoutSubviews", "viewDidLayoutSubviews"])
        // Hit-testing sees the laid-out frames.
        #expect(window.hitTest(CGPoint(x: 200, y: 120), with: nil) === controller.card)
        #expect(!controller.card.hasAmbiguousLayout)
    }

    @Test("a constant changed in a handler moves the view at the next turn of the run loop, once")
    func constantChangedNextTurn() throws {
        let driver = try HeadlessDriver()
        let controller = CardController()
        driver.makeWindow(rootViewController: controller)
        driver.runUntilIdle()
        controller.log = []
        let height = controller.card.constraintsAffectingLayout(for: .vertical).first { $0.firstAttribute == .height && $0.kind == .app }!
        height.constant = 150
        #expect(controller.card.frame.height == 100)   // not yet: layout is deferred
        driver.runUntilIdle()
        #expect(controller.card.frame == CGRect(x: 16, y: 79, width: 398, height: 150))
        #expect(abs(controller.caption.frame.minY - 237) < 1e-9)
        #expect(controller.log == ["viewWillLayoutSubviews", "viewDidLayoutSubviews"])
    }

    @Test("layoutIfNeeded inside UIView.animate animates the constant's change")
    func animatedConstant() throws {
        let driver = try HeadlessDriver()
        let controller = CardController()
        driver.makeWindow(rootViewController: controller)
        driver.runUntilIdle()
        let height = controller.card.constraints.isEmpty
            ? controller.card.constraintsAffectingLayout(for: .vertical).first { $0.firstAttribute == .height && $0.kind == .app }!
            : controller.card.constraints[0]
        height.constant = 300
        UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear]) { controller.view.layoutIfNeeded() }
        #expect(controller.card.frame.height == 300)   // the model is final at once
        driver.advance(by: 0.5)
        let halfway = try #require(controller.card.layer.presentation()).bounds.height
        #expect(abs(halfway - 200) < 2, "presentation height \(halfway) half-way from 100 to 300")
        driver.advance(by: 0.6)
        #expect(controller.card.layer.presentation()?.bounds.height == 300)
    }

    @Test("unsatisfiable constraints print iOS's report, break the newest, and layout goes on")
    func unsatisfiable() throws {
        let driver = try HeadlessDriver()
        let window = driver.makeWindow(rootViewController: nil)
        let box = UIView()
        box.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(box)
        LayoutConsole.reset()
        let narrow = box.widthAnchor.constraint(equalToConstant: 100)
        let wide = box.widthAnchor.constraint(equalToConstant: 200)
        NSLayoutConstraint.activate([narrow, box.heightAnchor.constraint(equalToConstant: 50),
                                     box.leadingAnchor.constraint(equalTo: window.leadingAnchor), box.topAnchor.constraint(equalTo: window.topAnchor), wide])
        driver.runUntilIdle()
        let report = try #require(LayoutConsole.lines.last)
        #expect(report.hasPrefix("[LayoutConstraints] Unable to simultaneously satisfy constraints."))
        #expect(report.contains("\"\(narrow.description)\""))
        #expect(report.contains("Will attempt to recover by breaking constraint \n\(wide.description)"))
        #expect(box.frame == CGRect(x: 0, y: 0, width: 100, height: 50))
        #expect(wide.isActive)
    }

    @Test("a constraint between views in different trees is refused with iOS's message, as one line")
    func noCommonAncestor() throws {
        LayoutConsole.reset()
        let a = UIView(), b = UIView()
        let c = a.leadingAnchor.constraint(equalTo: b.leadingAnchor)
        c.isActive = true
        #expect(!c.isActive)
        let line = try #require(LayoutConsole.lines.last)
        #expect(line.hasPrefix("Unable to activate constraint with anchors <NSLayoutXAxisAnchor:"))
        #expect(line.hasSuffix("because they have no common ancestor.  Does the constraint or its anchors reference items in different view hierarchies?  That's illegal."))
        #expect(!line.contains("\n"))
    }

    @Test("frame-based views mix with constrained ones: a frame is a constraint, an autoresizing mask follows the superview")
    func framesAndConstraintsMix() throws {
        let driver = try HeadlessDriver()
        let window = driver.makeWindow(rootViewController: nil)
        let panel = UIView(frame: CGRect(x: 10, y: 100, width: 200, height: 300))   // frame-based
        let bar = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
        bar.autoresizingMask = [.flexibleWidth]
        panel.addSubview(bar)
        let badge = UIView()
        badge.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(panel)
        window.addSubview(badge)
        NSLayoutConstraint.activate([badge.leadingAnchor.constraint(equalTo: panel.trailingAnchor, constant: 5),
                                     badge.centerYAnchor.constraint(equalTo: panel.centerYAnchor),
                                     badge.widthAnchor.constraint(equalToConstant: 20), badge.heightAnchor.constraint(equalToConstant: 20)])
        driver.runUntilIdle()
        #expect(badge.frame == CGRect(x: 215, y: 240, width: 20, height: 20))
        panel.frame = CGRect(x: 10, y: 100, width: 300, height: 300)
        #expect(bar.frame.width == 300)
        driver.runUntilIdle()
        #expect(badge.frame == CGRect(x: 315, y: 240, width: 20, height: 20))
    }

    @Test("two labels in a row: the lower hugging priority stretches, the lower compression resistance shrinks")
    func huggingAndCompression() throws {
        let driver = try HeadlessDriver()
        let window = driver.makeWindow(rootViewController: nil)
        let left = UILabel(), right = UILabel()
        left.text = "Name"; right.text = "A value"
        for l in [left, right] { l.translatesAutoresizingMaskIntoConstraints = false; window.addSubview(l) }
        right.setContentHuggingPriority(.defaultLow - 1, for: .horizontal)
        NSLayoutConstraint.activate([
            left.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 10),
            right.leadingAnchor.constraint(equalTo: left.trailingAnchor, constant: 8),
            right.trailingAnchor.constraint(equalTo: window.trailingAnchor, constant: -10),
            left.topAnchor.constraint(equalTo: window.topAnchor), right.firstBaselineAnchor.constraint(equalTo: left.firstBaselineAnchor),
        ])
        driver.runUntilIdle()
        #expect(left.frame.width == left.intrinsicContentSize.width)
        #expect(right.frame.maxX == 420)
        #expect(right.frame.minY == left.frame.minY)
        #expect(!left.hasAmbiguousLayout && !right.hasAmbiguousLayout)
        // Squeezed by a required width, the left label's compression resistance (750) gives way.
        right.widthAnchor.constraint(equalToConstant: 395).isActive = true
        driver.runUntilIdle()
        #expect(right.frame.width == 395)
        #expect(abs(left.frame.width - 7) < 1e-9)
    }

    @Test("a constraint keeps neither of its views alive, as iOS's (assign) do not, active or not")
    func constraintsDoNotKeepTheirViewsAlive() throws {
        // NSLayoutConstraint.h: `@property (readonly, assign) id firstItem;`
        // (and secondItem): the app holding a constraint does not hold its views.
        weak var freedParent: UIView?, freedChild: UIView?
        var inactive: NSLayoutConstraint?
        do {
            let parent = UIView(), child = UIView()
            parent.addSubview(child)
            inactive = child.widthAnchor.constraint(equalTo: parent.widthAnchor, multiplier: 0.5)
            #expect(inactive?.firstItem === child && inactive?.secondItem === parent)
            freedParent = parent; freedChild = child
        }
        #expect(freedParent == nil && freedChild == nil)
        #expect(inactive != nil)

        // An active one, kept by the app after its view is removed and released.
        let driver = try HeadlessDriver()
        let window = driver.makeWindow(rootViewController: nil)
        weak var freedCard: UIView?
        var height: NSLayoutConstraint?
        do {
            let card = UIView()
            card.translatesAutoresizingMaskIntoConstraints = false
            window.addSubview(card)
            height = card.heightAnchor.constraint(equalToConstant: 100)
            NSLayoutConstraint.activate([card.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 10),
                                         card.topAnchor.constraint(equalTo: window.topAnchor, constant: 80),
                                         card.widthAnchor.constraint(equalToConstant: 50), height!])
            driver.runUntilIdle()
            #expect(card.frame == CGRect(x: 10, y: 80, width: 50, height: 100))
            freedCard = card
            card.removeFromSuperview()
        }
        driver.runUntilIdle()
        #expect(freedCard == nil)
        // Its view and engine are gone: it is inactive, and a constant set
        // on it (a pan handler running late) reaches nothing.
        #expect(height?.isActive == false)
        height?.constant = 300
        driver.runUntilIdle()
    }

    @Test("a view pinned only at its leading edge is ambiguous")
    func ambiguous() throws {
        let driver = try HeadlessDriver()
        let window = driver.makeWindow(rootViewController: nil)
        let v = UIView()
        v.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(v)
        v.leadingAnchor.constraint(equalTo: window.leadingAnchor).isActive = true
        driver.runUntilIdle()
        #expect(v.hasAmbiguousLayout)
    }

    @Test("systemLayoutSizeFitting: a label in a padded container, at a fixed width")
    func fitting() throws {
        let container = UIView(), label = UILabel()
        label.text = "Line one\nLine two"
        label.numberOfLines = 0
        label.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(label)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 12),
            label.trailingAnchor.constraint(lessThanOrEqualTo: container.trailingAnchor, constant: -12),
            label.topAnchor.constraint(equalTo: container.topAnchor, constant: 10),
            label.bottomAnchor.constraint(equalTo: container.bottomAnchor, constant: -10),
        ])
        let size = container.systemLayoutSizeFitting(CGSize(width: 300, height: 0), withHorizontalFittingPriority: .required,
                                                      verticalFittingPriority: .fittingSizeLevel)
        #expect(size.width == 300)
        #expect(size.height == label.intrinsicContentSize.height + 20)
    }
}
