import Foundation
@_spi(TouchLab) import UIKit

/// The way a press, a key command or a nil-targeted action went up the
/// responder chain: who was asked, in order, and who took it.
///
///     press ←: UIWindow → UIWindowScene → UIApplication → DemoKeyResponder ★
///     key command ⌃S → save: (Controller's): asked Field → UIView → Controller ★
///     action copy:: asked TextView → UIView → ViewController ★
public struct ResponderRoute {
    public enum Kind: Equatable {
        case press(String)
        /// The combination (`⌃S`), the action, and the class that declared the command.
        case keyCommand(String, String, declaredBy: String)
        case action(String)
    }
    public let kind: Kind
    /// Who was asked, as the trace names them (weakly: see ``HitTestRecord``).
    public internal(set) var asked: [Traced<UIResponder>]
    /// Who performed or kept it; nil when it fell off the end of the chain.
    public internal(set) var handler: Traced<UIResponder>?
    public let time: TimeInterval

    /// One line for the chain panel.
    public var summary: String { summary(eliding: 0) }

    /// The line with `elided` responders from the middle of the route written
    /// as one `…`, so a narrow panel still shows where the route started and
    /// who took it (`press x: UIWindow → … → DemoKeyResponder ★`).
    public func summary(eliding elided: Int) -> String {
        var names = asked.map(\.shortName)
        let cut = min(max(0, elided), max(0, names.count - 2))
        if cut > 0 {
            let start = (names.count - cut) / 2
            names.replaceSubrange(start..<(start + cut), with: ["…"])
        }
        let end = handler.map { " ★ " + $0.shortName } ?? " — nobody"
        let route = names.joined(separator: " → ") + (handler == nil ? end : " ★")
        switch kind {
        case let .press(key):
            return "press \(key): " + route
        case let .keyCommand(shortcut, action, declaredBy):
            return "key command \(shortcut) → \(action) (\(declaredBy)'s): asked " + route
        case let .action(action):
            return "action \(action): asked " + route
        }
    }

    /// The line fitted to a width `fits` accepts: the fewest middle responders elided.
    public func summary(fitting fits: (String) -> Bool) -> String {
        for elided in 0...max(0, asked.count - 2) {
            let line = summary(eliding: elided)
            if fits(line) { return line }
        }
        return summary(eliding: asked.count)
    }

    /// A key as the panel names it: what it types, or its arrow (`v`, `A`, `⌃s`, `←`).
    public static func keyLabel(_ key: UIKey) -> String {
        let named = [UIKeyCommand.inputLeftArrow: "←", UIKeyCommand.inputRightArrow: "→", UIKeyCommand.inputUpArrow: "↑",
                     UIKeyCommand.inputDownArrow: "↓", UIKeyCommand.inputEscape: "Esc", UIKeyCommand.inputHome: "Home",
                     UIKeyCommand.inputEnd: "End", " ": "Space"]
        let plain = key.charactersIgnoringModifiers
        let typed = key.characters.isEmpty || key.characters == " " ? (named[plain] ?? plain) : key.characters
        let modifiers = [(UIKeyModifierFlags.control, "⌃"), (.alternate, "⌥"), (.command, "⌘")]
            .filter { key.modifierFlags.contains($0.0) }.map(\.1).joined()
        return modifiers + (typed.isEmpty ? "key \(key.keyCode.rawValue)" : typed)
    }
}
