import Foundation
import Testing
@_spi(TouchLab) @testable import UIKit
import UIKitHeadless

/// `sendAction(_:to:from:for:)`: a nil target walks the responder chain from
/// the first responder to the first responder that can perform the action.
@Suite("Actions through the responder chain")
struct ActionRoutingTests {
    final class Field: UIView { override var canBecomeFirstResponder: Bool { true } }
    final class Editor: UIViewController {}

    struct Stage {
        let driver: HeadlessDriver
        let editor = Editor()
        let field = Field(frame: CGRect(x: 10, y: 10, width: 200, height: 40))
        let card = UIView(frame: CGRect(x: 0, y: 100, width: 300, height: 300))
        let button: UIButton = { let button = UIButton(type: .system); button.frame = CGRect(x: 20, y: 20, width: 100, height: 40); return button }()
        var application: UIApplication { driver.application }
        init() throws {
            driver = try HeadlessDriver()
            driver.makeWindow(rootViewController: editor)
            editor.view.addSubview(field)
            editor.view.addSubview(card)
            card.addSubview(button)
        }
    }

    @Test("nil target: the first responder handles it when it can; otherwise the walk goes up to the controller")
    func nilTargetWalksFromTheFirstResponder() throws {
        let s = try Stage()
        var handled: [String] = []
        s.field.setAction("copy:") { _ in handled.append("field") }
        s.editor.setAction("copy:") { _ in handled.append("editor") }
        #expect(s.field.becomeFirstResponder())

        #expect(s.application.sendAction("copy:", to: nil, from: nil, for: nil))
        #expect(handled == ["field"])

        s.field.setAction("copy:", nil)                       // the field no longer implements it
        #expect(s.application.sendAction("copy:", to: nil, from: nil, for: nil))
        #expect(handled == ["field", "editor"])
        #expect(s.field.target(forAction: "copy:", withSender: nil) as? UIResponder === s.editor)

        #expect(!s.application.sendAction("paste:", to: nil, from: nil, for: nil))   // nobody: false
    }

    @Test("canPerformAction can refuse an action a responder implements; the walk passes it by")
    func canPerformActionRefuses() throws {
        final class EmptyField: UIView {
            override var canBecomeFirstResponder: Bool { true }
            override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
                action == "copy:" ? false : super.canPerformAction(action, withSender: sender)
            }
        }
        let s = try Stage()
        let empty = EmptyField(frame: .zero)
        s.editor.view.addSubview(empty)
        var handled: [String] = []
        empty.setAction("copy:") { _ in handled.append("empty") }
        s.editor.setAction("copy:") { _ in handled.append("editor") }
        empty.becomeFirstResponder()

        s.application.sendAction("copy:", to: nil, from: nil, for: nil)
        #expect(handled == ["editor"])
    }

    @Test("a button with a nil target: its tap sends the action up the chain from the first responder")
    func buttonWithNilTarget() throws {
        let s = try Stage()
        var senders: [AnyObject?] = []
        s.editor.setAction("save:") { sender in senders.append(sender as AnyObject?) }
        s.button.addTarget(nil, action: "save:", for: .touchUpInside)

        s.driver.tap(at: CGPoint(x: 70, y: 140))

        #expect(senders.count == 1)
        #expect(senders.first! === s.button)                  // the sender is the button
    }

    @Test("an explicit target gets the action directly, without the chain")
    func explicitTarget() throws {
        let s = try Stage()
        var handled: [String] = []
        s.card.setAction("flip:") { _ in handled.append("card") }
        s.editor.setAction("flip:") { _ in handled.append("editor") }

        #expect(s.application.sendAction("flip:", to: s.card, from: nil, for: nil))
        #expect(handled == ["card"])
        #expect(!s.application.sendAction("flip:", to: s.field, from: nil, for: nil))
    }
}
