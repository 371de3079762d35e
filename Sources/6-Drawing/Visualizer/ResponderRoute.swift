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
    public internal(set) var asked: [UIResponder]
    /// Who performed or kept it; nil when it fell off the end of the chain.
    public internal(set) var handler: UIResponder?
    public let time: TimeInterval

    /// One line for the chain panel.
    public var summary: String {
        let names = asked.map { ($0 as? UIView)?.shortName ?? $0.className }
        let end = handler.map { " ★ " + (($0 as? UIView)?.shortName ?? $0.className) } ?? " — nobody"
        switch kind {
        case let .press(key):
            return "press \(key): " + names.joined(separator: " → ") + (handler == nil ? end : " ★")
        case let .keyCommand(shortcut, action, declaredBy):
            return "key command \(shortcut) → \(action) (\(declaredBy)'s): asked " + names.joined(separator: " → ")
                + (handler == nil ? end : " ★")
        case let .action(action):
            return "action \(action): asked " + names.joined(separator: " → ") + (handler == nil ? end : " ★")
        }
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
