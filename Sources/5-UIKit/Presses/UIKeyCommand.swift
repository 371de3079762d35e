import Foundation

/// A command with a title and an action (the base of `UIKeyCommand`).
open class UICommand {
    public var title: String
    public let action: Selector
    public init(title: String, action: Selector) { self.title = title; self.action = action }
}

/// A key combination that triggers an action up the responder chain.
///
/// `UIResponder.keyCommands` declares them; when a key goes down, UIKit
/// looks for a matching command among the key commands of the responder
/// chain (first responder upward), then walks the chain again for the first
/// responder that can perform its action, calls it, and "stops processing
/// the event" (Apple: `UIResponder.keyCommands`): no `pressesBegan` for it.
open class UIKeyCommand: UICommand {
    public let input: String?
    public let modifierFlags: UIKeyModifierFlags
    public var discoverabilityTitle: String?
    /// Nothing here handles text input or focus first, so this changes nothing (iOS 15's meaning).
    public var wantsPriorityOverSystemBehavior = false

    public init(input: String, modifierFlags: UIKeyModifierFlags, action: Selector) {
        self.input = input
        self.modifierFlags = modifierFlags
        super.init(title: "", action: action)
    }

    public init(title: String = "", action: Selector, input: String, modifierFlags: UIKeyModifierFlags = [],
                discoverabilityTitle: String? = nil) {
        self.input = input
        self.modifierFlags = modifierFlags
        self.discoverabilityTitle = discoverabilityTitle
        super.init(title: title, action: action)
    }

    public static let inputUpArrow = "UIKeyInputUpArrow"
    public static let inputDownArrow = "UIKeyInputDownArrow"
    public static let inputLeftArrow = "UIKeyInputLeftArrow"
    public static let inputRightArrow = "UIKeyInputRightArrow"
    public static let inputEscape = "UIKeyInputEscape"
    public static let inputHome = "UIKeyInputHome"
    public static let inputEnd = "UIKeyInputEnd"
    public static let inputPageUp = "UIKeyInputPageUp"
    public static let inputPageDown = "UIKeyInputPageDown"

    /// Whether `key` is this command's input with exactly its modifiers
    /// (Caps Lock and the numeric pad aside).
    func matches(_ key: UIKey) -> Bool {
        guard let input else { return false }
        let relevant: UIKeyModifierFlags = [.shift, .control, .alternate, .command]
        guard key.modifierFlags.intersection(relevant) == modifierFlags.intersection(relevant) else { return false }
        return input.lowercased() == key.charactersIgnoringModifiers.lowercased()
    }
}
