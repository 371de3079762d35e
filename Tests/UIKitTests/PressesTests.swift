import Foundation
import Testing
@_spi(TouchLab) @testable import UIKit

/// Keys become presses for the first responder and climb the chain; key
/// commands resolve up the chain first (Apple: `UIResponder.keyCommands`).
@Suite("Presses and key commands")
struct PressesTests {
    final class Field: UIView {
        var calls: [String] = []
        var handles = false
        override var canBecomeFirstResponder: Bool { true }
        override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
            calls.append("began \(presses.first!.key!.charactersIgnoringModifiers)")
            if !handles { super.pressesBegan(presses, with: event) }
        }
        override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
            calls.append("ended \(presses.first!.key!.charactersIgnoringModifiers)")
            if !handles { super.pressesEnded(presses, with: event) }
        }
    }
    final class Controller: UIViewController {
        var calls: [String] = []
        var commands: [UIKeyCommand] = []
        override var keyCommands: [UIKeyCommand]? { commands }
        override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
            calls.append("began \(presses.first!.key!.charactersIgnoringModifiers)")
            super.pressesBegan(presses, with: event)
        }
    }

    struct Scene {
        let driver: HeadlessDriver
        let controller = Controller()
        let field = Field(frame: CGRect(x: 10, y: 10, width: 100, height: 40))
        init() throws {
            driver = try HeadlessDriver()
            driver.makeWindow(rootViewController: controller)
            controller.view.addSubview(field)
            #expect(field.becomeFirstResponder())
        }
        var pressRoute: [String] {
            driver.tracer.recorded.compactMap { event in
                switch event {
                case let .pressesDelivered(to, phase, _): "\(phase) → \(to.className)"
                case let .pressesForwarded(from, to, phase): "\(phase) \(from.className) → \(to?.className ?? "nil")"
                default: nil
                }
            }
        }
    }

    @Test("a key goes to the first responder, began then ended, and up the chain when it calls super")
    func firstResponderThenUp() throws {
        let s = try Scene()
        s.driver.typeKey(0x61)   // a
        #expect(s.field.calls == ["began a", "ended a"])
        #expect(s.controller.calls == ["began a"], "the field's super passed it to its superview, then the controller")
        #expect(s.pressRoute.prefix(3) == ["Began → Field", "Began Field → UIView", "Began UIView → Controller"])
    }

    @Test("a first responder that keeps the press (no super): the chain above hears nothing")
    func keptByTheField() throws {
        let s = try Scene()
        s.field.handles = true
        s.driver.typeKey(0x62)
        #expect(s.field.calls == ["began b", "ended b"])
        #expect(s.controller.calls.isEmpty)
    }

    @Test("UIKey: characters, modifiers, HID usage; the arrow keys name UIKit's inputs")
    func keys() throws {
        let s = try Scene()
        var seen: [UIKey] = []
        final class Spy: UIView {
            var seen: [UIKey] = []
            override var canBecomeFirstResponder: Bool { true }
            override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) { seen += presses.compactMap(\.key) }
        }
        let spy = Spy(frame: .zero)
        s.controller.view.addSubview(spy)
        _ = spy.becomeFirstResponder()
        s.driver.typeKey(0x41, shift: true)     // "A" with Shift
        s.driver.typeKey(0xFF51)                // Left
        seen = spy.seen
        #expect(seen.count == 2)
        #expect(seen.first?.characters == "A" && seen.first?.charactersIgnoringModifiers == "a")
        #expect(seen.first?.modifierFlags == .shift && seen.first?.keyCode == .keyboardA)
        #expect(seen.last?.charactersIgnoringModifiers == UIKeyCommand.inputLeftArrow && seen.last?.keyCode == .keyboardLeftArrow)
    }

    @Test("a key command on the controller wins: its action runs on the nearest responder that can perform it, and no press is delivered")
    func keyCommandWins() throws {
        let s = try Scene()
        var performedBy: [String] = []
        s.controller.commands = [UIKeyCommand(input: "s", modifierFlags: .control, action: "save:")]
        s.controller.setAction("save:") { _ in performedBy.append("controller") }
        s.driver.typeKey(0x73, control: true)   // ⌃S
        #expect(performedBy == ["controller"])
        #expect(s.field.calls.isEmpty, "the command took the press: no pressesBegan, no pressesEnded")
        // The field can perform it too: the walk from the first responder finds it first.
        s.field.setAction("save:") { _ in performedBy.append("field") }
        s.driver.typeKey(0x73, control: true)
        #expect(performedBy == ["controller", "field"])
        // Without Control it is a plain press.
        s.driver.typeKey(0x73)
        #expect(s.field.calls == ["began s", "ended s"])
        #expect(s.driver.tracer.recorded.contains { if case .keyCommandPerformed = $0 { true } else { false } })
    }

    @Test("a key command whose action nobody can perform: the key goes on as a press")
    func keyCommandNobodyCanPerform() throws {
        let s = try Scene()
        s.controller.commands = [UIKeyCommand(input: "p", modifierFlags: [], action: "print:")]
        s.driver.typeKey(0x70)
        #expect(s.field.calls == ["began p", "ended p"])
    }

    @Test("nil-targeted actions: sendAction walks from the first responder and the trace names who was asked")
    func nilTargetedActionRoute() throws {
        let s = try Scene()
        s.controller.setAction("copy:") { _ in }
        #expect(s.driver.application.tracer.during { s.driver.application.sendAction("copy:", to: nil, from: nil, for: nil) })
        let route = s.driver.tracer.recorded.compactMap { event -> ([String], String?)? in
            if case let .actionSent(_, asked, target) = event { return (asked.map(\.className), target?.className) }
            return nil
        }
        #expect(route.first?.0 == ["Field", "UIView", "Controller"])
        #expect(route.first?.1 == "Controller")
    }
}
