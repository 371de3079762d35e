import Testing
import Foundation
@testable @_spi(TouchLab) import UIKit
import UIKitHeadless

/// What VoiceOver would find in a window (Behaviour §15): elements end
/// their branch, containers keep their own order, the rest reads top to
/// bottom then left to right, modal views hide their siblings, and a
/// touch lands on the frontmost element under it.
@Suite("VoiceOver's reading order") struct AccessibilityTreeTests {
    @Test("top to bottom, then left to right; an element's subviews are not read; hidden views are skipped")
    func readingOrder() throws {
        let driver = try HeadlessDriver()
        let window = driver.makeWindow()
        let right = UIButton(frame: CGRect(x: 200, y: 100, width: 100, height: 40)); right.setTitle("Right", for: .normal)
        let left = UIButton(frame: CGRect(x: 10, y: 100, width: 100, height: 40)); left.setTitle("Left", for: .normal)
        let top = UILabel(frame: CGRect(x: 10, y: 10, width: 300, height: 40)); top.text = "Title"
        let card = UIView(frame: CGRect(x: 10, y: 200, width: 300, height: 100))
        card.isAccessibilityElement = true
        card.accessibilityLabel = "Card"
        let inside = UILabel(frame: CGRect(x: 0, y: 0, width: 100, height: 20)); inside.text = "not read apart"
        card.addSubview(inside)
        let hidden = UILabel(frame: CGRect(x: 10, y: 50, width: 100, height: 20)); hidden.text = "hidden"; hidden.isHidden = true
        let muted = UIView(frame: CGRect(x: 10, y: 60, width: 100, height: 20)); muted.accessibilityElementsHidden = true
        let mutedLabel = UILabel(frame: muted.bounds); mutedLabel.text = "muted"; muted.addSubview(mutedLabel)
        for v in [card, right, left, top, hidden, muted] { window.addSubview(v) }

        let order = AccessibilityTree.readingOrder(in: window).map { $0.label ?? "" }
        #expect(order == ["Title", "Left", "Right", "Card"])
        #expect(AccessibilityTree.readingOrder(in: window).map(\.spoken) == ["Title", "Left, button", "Right, button", "Card"])
    }

    @Test("a container's accessibilityElements are read in its order, where it is; a group reads together")
    func containersAndGroups() throws {
        let driver = try HeadlessDriver()
        let window = driver.makeWindow()
        let container = UIView(frame: CGRect(x: 0, y: 100, width: 400, height: 100))
        let second = UIAccessibilityElement(accessibilityContainer: container)
        second.accessibilityLabel = "second"; second.accessibilityFrame = CGRect(x: 0, y: 100, width: 50, height: 50)
        let first = UIAccessibilityElement(accessibilityContainer: container)
        first.accessibilityLabel = "first"; first.accessibilityFrame = CGRect(x: 300, y: 150, width: 50, height: 50)
        container.accessibilityElements = [first, second]
        let below = UILabel(frame: CGRect(x: 0, y: 300, width: 100, height: 30)); below.text = "below"
        let above = UILabel(frame: CGRect(x: 0, y: 10, width: 100, height: 30)); above.text = "above"
        let group = UIView(frame: CGRect(x: 0, y: 220, width: 400, height: 60))
        group.shouldGroupAccessibilityChildren = true
        let g2 = UILabel(frame: CGRect(x: 200, y: 0, width: 100, height: 60)); g2.text = "g-right"
        let g1 = UILabel(frame: CGRect(x: 0, y: 30, width: 100, height: 30)); g1.text = "g-left-lower"
        group.addSubview(g2); group.addSubview(g1)
        for v in [below, container, group, above] { window.addSubview(v) }
        #expect(AccessibilityTree.readingOrder(in: window).map { $0.label ?? "" } == ["above", "first", "second", "g-right", "g-left-lower", "below"])
    }

    @Test("a modal view hides its siblings; a touch lands on the frontmost element under it")
    func modalAndTouch() throws {
        let driver = try HeadlessDriver()
        let window = driver.makeWindow()
        let back = UIButton(frame: CGRect(x: 0, y: 0, width: 200, height: 200)); back.setTitle("Back", for: .normal)
        let front = UIButton(frame: CGRect(x: 100, y: 100, width: 200, height: 200)); front.setTitle("Front", for: .normal)
        window.rootViewController?.view.addSubview(back)
        window.rootViewController?.view.addSubview(front)
        #expect(AccessibilityTree.element(at: CGPoint(x: 150, y: 150), in: window)?.label == "Front")
        #expect(AccessibilityTree.element(at: CGPoint(x: 50, y: 50), in: window)?.label == "Back")
        #expect(AccessibilityTree.element(at: CGPoint(x: 350, y: 350), in: window) == nil)

        let alert = UIView(frame: CGRect(x: 20, y: 400, width: 300, height: 100))
        alert.accessibilityViewIsModal = true
        let ok = UIButton(frame: CGRect(x: 0, y: 0, width: 100, height: 40)); ok.setTitle("OK", for: .normal)
        alert.addSubview(ok)
        window.rootViewController?.view.addSubview(alert)
        #expect(AccessibilityTree.readingOrder(in: window).map { $0.label ?? "" } == ["OK"])
    }

    @Test("posted notifications are kept for the inspector, newest last")
    func postedNotifications() {
        UIAccessibility.clearPostedNotifications()
        UIAccessibility.post(notification: .layoutChanged, argument: nil)
        UIAccessibility.post(notification: .announcement, argument: "Done")
        let posted = UIAccessibility.postedNotifications.suffix(2)
        #expect(posted.map(\.notification) == [.layoutChanged, .announcement])
        #expect(posted.last?.argument as? String == "Done")
    }
}
