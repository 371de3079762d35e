import Foundation

/// A command with a title and an action (the base of `UIKeyCommand`).
open class UICommand {
    /// The command's title, shown in menus and the discoverability overlay.
    public var title: String
    /// The action sent up the responder chain when the command runs.
    public let action: Selector
    /// Makes a command with a title and an action.
    public init(title: String, action: Selector) { self.title = title; self.action = action }
}

/// A key combination that triggers an action up the responder chain.
///
/// `UIResponder.keyCommands` declares them. Apple (`UIResponder.keyCommands`):
/// "The key commands you return from this method are applied to the entire
/// responder chain. When a key combination is pressed that matches a key
/// command object, UIKit walks the responder chain looking for an object that
/// implements the corresponding action method. It calls that method on the
/// first object it finds and then stops processing the event." So: the
/// matching commands in chain order (first responder upward), the first whose
/// action some responder can perform wins, and the press never reaches
/// `pressesBegan`; a match nobody can perform is passed over.
open class UIKeyCommand: UICommand {
    /// The key the user presses: a character, or one of the `input…` constants.
    public let input: String?
    /// The modifier keys that must be held with ``input``.
    public let modifierFlags: UIKeyModifierFlags
    /// The title shown for the command in the discoverability overlay.
    public var discoverabilityTitle: String?
    /// Nothing here handles text input or focus first, so this changes nothing (iOS 15's meaning).
    public var wantsPriorityOverSystemBehavior = false

    /// Makes a key command for a key and modifiers, with no title.
    public init(input: String, modifierFlags: UIKeyModifierFlags, action: Selector) {
        self.input = input
        self.modifierFlags = modifierFlags
        super.init(title: "", action: action)
    }

    /// Makes a key command with a title, an action, a key, modifiers and a discoverability title.
    public init(title: String = "", action: Selector, input: String, modifierFlags: UIKeyModifierFlags = [],
                discoverabilityTitle: String? = nil) {
        self.input = input
        self.modifierFlags = modifierFlags
        self.discoverabilityTitle = discoverabilityTitle
        super.init(title: title, action: action)
    }

    /// The Up Arrow key, as a key command's input.
    public static let inputUpArrow = "UIKeyInputUpArrow"
    /// The Down Arrow key, as a key command's input.
    public static let inputDownArrow = "UIKeyInputDownArrow"
    /// The Left Arrow key, as a key command's input.
    public static let inputLeftArrow = "UIKeyInputLeftArrow"
    /// The Right Arrow key, as a key command's input.
    public static let inputRightArrow = "UIKeyInputRightArrow"
    /// The Escape key, as a key command's input.
    public static let inputEscape = "UIKeyInputEscape"
    /// The Home key, as a key command's input.
    public static let inputHome = "UIKeyInputHome"
    /// The End key, as a key command's input.
    public static let inputEnd = "UIKeyInputEnd"
    /// The Page Up key, as a key command's input.
    public static let inputPageUp = "UIKeyInputPageUp"
    /// The Page Down key, as a key command's input.
    public static let inputPageDown = "UIKeyInputPageDown"

    /// The combination as a Mac menu writes it: `⌃S`, `⇧⌘P`, `←`.
    @_spi(TouchLab) public var shortcutDescription: String {
        let symbols: [(UIKeyModifierFlags, String)] = [(.control, "⌃"), (.alternate, "⌥"), (.shift, "⇧"), (.command, "⌘")]
        let named = [UIKeyCommand.inputLeftArrow: "←", UIKeyCommand.inputRightArrow: "→", UIKeyCommand.inputUpArrow: "↑",
                     UIKeyCommand.inputDownArrow: "↓", UIKeyCommand.inputEscape: "⎋", UIKeyCommand.inputHome: "↖",
                     UIKeyCommand.inputEnd: "↘", UIKeyCommand.inputPageUp: "⇞", UIKeyCommand.inputPageDown: "⇟",
                     " ": "Space", "\r": "↩", "\t": "⇥"]
        let key = input.map { named[$0] ?? $0.uppercased() } ?? "?"
        return symbols.filter { modifierFlags.contains($0.0) }.map(\.1).joined() + key
    }

    /// Whether `key` is this command's input with exactly its modifiers
    /// (Caps Lock and the numeric pad aside). The input is compared with what
    /// the key types both with and without them, so `"?"` and `"/"` with
    /// `.shift` both match Shift-/.
    func matches(_ key: UIKey) -> Bool {
        guard let input = input?.lowercased(), !input.isEmpty else { return false }
        let relevant: UIKeyModifierFlags = [.shift, .control, .alternate, .command]
        guard key.modifierFlags.intersection(relevant) == modifierFlags.intersection(relevant) else { return false }
        return input == key.charactersIgnoringModifiers.lowercased() || input == key.characters.lowercased()
    }
}
