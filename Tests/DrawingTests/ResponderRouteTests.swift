import Foundation
import Testing
@testable import Drawing
@_spi(TouchLab) @testable import UIKit
import UIKitHeadless

/// The chain panel's last line: the route a press, a key command or a
/// nil-targeted action took, read from the engine's own trace.
@Suite("ResponderRoute")
struct ResponderRouteTests {
    final class Field: UIView {
        var keepsPresses = false
        override var canBecomeFirstResponder: Bool { true }
        override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
            if !keepsPresses { super.pressesBegan(presses, with: event) }
        }
    }
    final class Controller: UIViewController {
        var commands: [UIKeyCommand] = []
        override var keyCommands: [UIKeyCommand]? { commands }
        override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {}   // keeps every press
    }

    struct Scene {
        let driver: HeadlessDriver
        let controller = Controller()
        let field = Field(frame: CGRect(x: 0, y: 0, width: 50, height: 20))
        init() throws {
            driver = try HeadlessDriver()
            driver.makeWindow(rootViewController: controller)
            controller.view.addSubview(field)
            #expect(field.becomeFirstResponder())
        }
        /// A fresh visualizer fed everything the engine traced.
        var route: ResponderRoute? {
            let visualizer = DispatchVisualizer()
            for record in driver.tracer.records { visualizer.consume(record.event, at: record.time) }
            return visualizer.route
        }
    }

    @Test("a press: from the first responder up the default methods to the controller, which keeps it")
    func pressRoute() throws {
        let s = try Scene()
        s.driver.typeKey(0x61)
        let route = try #require(s.route)
        #expect(route.asked.map(\.className) == ["Field", "UIView", "Controller"])
        #expect(route.handler === s.controller)
        #expect(route.summary == "press a: Field → UIView → Controller ★")
    }

    @Test("a press the first responder keeps: a route of one")
    func keptAtOnce() throws {
        let s = try Scene()
        s.field.keepsPresses = true
        s.driver.typeKey(0xFF51, control: true)
        #expect(s.route?.summary == "press ⌃←: Field ★")
    }

    @Test("a key command: who declared it, who was asked for its action, who performed it — or nobody")
    func keyCommandRoute() throws {
        let s = try Scene()
        s.controller.commands = [UIKeyCommand(input: "s", modifierFlags: .control, action: "save:")]
        s.controller.setAction("save:") { _ in }
        s.driver.typeKey(0x73, control: true)
        #expect(s.route?.summary == "key command ⌃S → save: (Controller's): asked Field → UIView → Controller ★")
        s.controller.commands = [UIKeyCommand(input: "p", modifierFlags: .command, action: "print:")]
        s.driver.typeKey(0x70, command: true)
        #expect(s.driver.tracer.recorded.contains { if case .keyCommandPerformed(_, _, _, _, nil) = $0 { true } else { false } },
                "the match nobody performs is traced")
        #expect(s.route?.summary == "press ⌘p: Field → UIView → Controller ★",
                "nobody performs print:, so the key went on as a press: the newest route")
    }

    @Test("a nil-targeted action: asked from the first responder to the one that performs it, or to the end")
    func actionRoute() throws {
        let s = try Scene()
        s.controller.setAction("copy:") { _ in }
        s.driver.application.tracer.during { _ = s.driver.application.sendAction("copy:", to: nil, from: nil, for: nil) }
        #expect(s.route?.summary == "action copy:: asked Field → UIView → Controller ★")
        s.driver.application.tracer.during { _ = s.driver.application.sendAction("paste:", to: nil, from: nil, for: nil) }
        let route = try #require(s.route)
        #expect(route.handler == nil)
        #expect(route.summary.hasPrefix("action paste:: asked Field → UIView → Controller → UIWindow → "))
        #expect(route.summary.hasSuffix(" — nobody"))
    }

    @Test("a narrow panel elides the middle of the route, never its start or who took it")
    func elision() throws {
        let s = try Scene()
        s.driver.typeKey(0x61)
        let route = try #require(s.route)
        #expect(route.summary(eliding: 1) == "press a: Field → … → Controller ★")
        #expect(route.summary(eliding: 5) == "press a: Field → … → Controller ★", "at most all but the ends")
        #expect(route.summary { $0.count <= 36 } == "press a: Field → … → Controller ★")
        #expect(route.summary { _ in true } == route.summary)
    }
}
