import Foundation
import Testing
@_spi(TouchLab) @testable import UIKit
import UIKitHeadless

/// Keys become presses for the first responder and climb the chain; key
/// commands resolve up the chain first (Apple: `UIResponder.keyCommands`).
@Suite("Presses and key commands")
struct PressesTests {
    final class Field: UIView {
        var calls: [String] = []
        var handles = false
        var commands: [UIKeyCommand] = []
        override var keyCommands: [UIKeyCommand]? { commands }
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
        override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
            calls.append("ended \(presses.first!.key!.charactersIgnoringModifiers)")
            super.pressesEnded(presses, with: event)
        }
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
        #expect(s.controller.calls == ["began a", "ended a"], "the field's super passed both to its superview, then the controller")
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

    /// The key commands the trace says were matched: (combination, declared by, asked, performed by).
    static func keyCommandRoutes(_ driver: HeadlessDriver) -> [(String, String, [String], String?)] {
        driver.tracer.recorded.compactMap { event in
            if case let .keyCommandPerformed(command, _, declaredBy, asked, target) = event {
                return (command.shortcutDescription, declaredBy.className, asked.map(\.className), target?.className)
            }
            return nil
        }
    }

    @Test("two commands match ⌃S: the field's nearer one names an action nobody performs, so the controller's wins; no press")
    func firstPerformableMatchWins() throws {
        let s = try Scene()
        var saved = 0
        s.field.commands = [UIKeyCommand(input: "s", modifierFlags: .control, action: "saveDraft:")]
        s.controller.commands = [UIKeyCommand(input: "s", modifierFlags: .control, action: "save:")]
        s.controller.setAction("save:") { sender in
            saved += 1
            #expect((sender as? UIKeyCommand)?.action.name == "save:", "the sender is the key command, as on iOS")
        }
        s.driver.typeKey(0x73, control: true)
        #expect(saved == 1)
        #expect(s.field.calls.isEmpty && s.controller.calls.isEmpty, "the command took the press: neither began nor ended")
        let routes = Self.keyCommandRoutes(s.driver)
        #expect(routes.count == 2)
        #expect(routes.first?.0 == "⌃S" && routes.first?.1 == "Field" && routes.first?.3 == nil)
        #expect(routes.first?.2 == ["Field", "UIView", "Controller", "UIWindow", "UIWindowScene", "UIApplication"],
                "nobody can perform saveDraft:: the walk asked the whole chain")
        #expect(routes.last?.1 == "Controller" && routes.last?.2 == ["Field", "UIView", "Controller"] && routes.last?.3 == "Controller")
    }

    @Test("the command's action is looked for from the first responder, whoever declared the command")
    func actionFromTheFirstResponder() throws {
        let s = try Scene()
        var performedBy: [String] = []
        s.controller.commands = [UIKeyCommand(input: UIKeyCommand.inputUpArrow, modifierFlags: [], action: "moveUp:")]
        s.field.setAction("moveUp:") { _ in performedBy.append("field") }
        s.controller.setAction("moveUp:") { _ in performedBy.append("controller") }
        s.driver.typeKey(0xFF52)   // ↑
        #expect(performedBy == ["field"])
        #expect(Self.keyCommandRoutes(s.driver).map(\.2) == [["Field"]])
        // Once the field resigns, presses start at the window, whose chain
        // (window → scene → application) holds neither the command nor the controller.
        #expect(s.field.resignFirstResponder())
        s.driver.typeKey(0xFF52)
        #expect(performedBy == ["field"])
        #expect(Self.keyCommandRoutes(s.driver).count == 1, "no command matched from the window")
        #expect(s.pressRoute.contains("Began → UIWindow"))
    }

    @Test("a command with modifiers matches only with exactly those held; Shift-/ matches input \"?\" and \"/\"")
    func modifierMatching() throws {
        let s = try Scene()
        var fired: [String] = []
        s.controller.commands = [UIKeyCommand(input: "p", modifierFlags: .command, action: "print:"),
                                 UIKeyCommand(input: "?", modifierFlags: .shift, action: "help:")]
        s.controller.setAction("print:") { _ in fired.append("print") }
        s.controller.setAction("help:") { _ in fired.append("help") }
        s.driver.typeKey(0x70, control: true)               // ⌃P: not ⌘P
        s.driver.typeKey(0x70, shift: true, command: true)  // ⇧⌘P: one modifier too many
        #expect(fired.isEmpty)
        s.driver.typeKey(0x70, command: true)               // ⌘P
        s.driver.typeKey(0x3F, shift: true)                 // Shift-/ types "?"
        #expect(fired == ["print", "help"])
        s.controller.commands = [UIKeyCommand(input: "/", modifierFlags: .shift, action: "help:")]
        s.driver.typeKey(0x3F, shift: true)
        #expect(fired == ["print", "help", "help"])
        #expect(s.field.calls == ["began p", "ended p", "began p", "ended p"], "the two misses were plain presses")
    }

    @Test("the release goes to the responder that got the press, even after the first responder changed (UIPress.responder)")
    func releaseFollowsThePress() throws {
        let s = try Scene()
        let other = Field(frame: CGRect(x: 10, y: 60, width: 100, height: 40))
        other.handles = true
        s.controller.view.addSubview(other)
        s.field.handles = true
        s.driver.keyDown(0x61)
        #expect(other.becomeFirstResponder())
        s.driver.keyUp(0x61)
        #expect(s.field.calls == ["began a", "ended a"])
        #expect(other.calls.isEmpty)
        s.driver.typeKey(0x62)
        #expect(other.calls == ["began b", "ended b"])
    }

    @Test("shifted keys name their key: ? is keyboardSlash with \"/\" ignoring modifiers; ! is keyboard1; [ and Shift alone")
    func shiftedSymbolsAndModifierKeys() throws {
        final class Spy: UIView {
            var seen: [UIKey] = []
            override var canBecomeFirstResponder: Bool { true }
            override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) { seen += presses.compactMap(\.key) }
        }
        let s = try Scene()
        let spy = Spy(frame: .zero)
        s.controller.view.addSubview(spy)
        #expect(spy.becomeFirstResponder())
        s.driver.typeKey(0x3F, shift: true)   // ?
        s.driver.typeKey(0x21, shift: true)   // !
        s.driver.typeKey(0x5B)                // [
        s.driver.typeKey(0xFFE1)              // Shift_L alone
        let keys = spy.seen
        #expect(keys.map(\.characters) == ["?", "!", "[", ""])
        #expect(keys.map(\.charactersIgnoringModifiers) == ["/", "1", "[", ""])
        #expect(keys.map(\.keyCode) == [.keyboardSlash, .keyboard1, .keyboardOpenBracket, .keyboardLeftShift])
        #expect(UIKeyboardHIDUsage.keyboardW.rawValue == 0x1A && UIKeyboardHIDUsage.keyboard5.rawValue == 0x22)
    }
}
