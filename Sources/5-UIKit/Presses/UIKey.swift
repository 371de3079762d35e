import Foundation

/// Modifier keys held with a key, with Apple's raw values (`UIKeyModifierFlags`).
public struct UIKeyModifierFlags: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let alphaShift = UIKeyModifierFlags(rawValue: 1 << 16)
    public static let shift = UIKeyModifierFlags(rawValue: 1 << 17)
    public static let control = UIKeyModifierFlags(rawValue: 1 << 18)
    public static let alternate = UIKeyModifierFlags(rawValue: 1 << 19)
    public static let command = UIKeyModifierFlags(rawValue: 1 << 20)
    public static let numericPad = UIKeyModifierFlags(rawValue: 1 << 21)

    /// From an X key event's state: Shift, Lock, Control, Mod1 (Alt), Mod4 (Super, the Mac's ⌘ key).
    init(xState state: UInt32) {
        var flags: UIKeyModifierFlags = []
        if state & 1 != 0 { flags.insert(.shift) }
        if state & 2 != 0 { flags.insert(.alphaShift) }
        if state & 4 != 0 { flags.insert(.control) }
        if state & 8 != 0 { flags.insert(.alternate) }
        if state & 64 != 0 { flags.insert(.command) }
        self = flags
    }
}

/// A key's USB HID usage, with Apple's raw values (`UIKeyboardHIDUsage`).
/// Written as a struct of constants so `case .keyboardLeftArrow:` reads as on iOS.
public struct UIKeyboardHIDUsage: RawRepresentable, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    public static let keyboardA = UIKeyboardHIDUsage(rawValue: 0x04)
    public static let keyboardZ = UIKeyboardHIDUsage(rawValue: 0x1D)
    public static let keyboard1 = UIKeyboardHIDUsage(rawValue: 0x1E)
    public static let keyboard0 = UIKeyboardHIDUsage(rawValue: 0x27)
    public static let keyboardReturnOrEnter = UIKeyboardHIDUsage(rawValue: 0x28)
    public static let keyboardEscape = UIKeyboardHIDUsage(rawValue: 0x29)
    public static let keyboardDeleteOrBackspace = UIKeyboardHIDUsage(rawValue: 0x2A)
    public static let keyboardTab = UIKeyboardHIDUsage(rawValue: 0x2B)
    public static let keyboardSpacebar = UIKeyboardHIDUsage(rawValue: 0x2C)
    public static let keyboardSlash = UIKeyboardHIDUsage(rawValue: 0x38)
    public static let keyboardF1 = UIKeyboardHIDUsage(rawValue: 0x3A)
    public static let keyboardHome = UIKeyboardHIDUsage(rawValue: 0x4A)
    public static let keyboardPageUp = UIKeyboardHIDUsage(rawValue: 0x4B)
    public static let keyboardDeleteForward = UIKeyboardHIDUsage(rawValue: 0x4C)
    public static let keyboardEnd = UIKeyboardHIDUsage(rawValue: 0x4D)
    public static let keyboardPageDown = UIKeyboardHIDUsage(rawValue: 0x4E)
    public static let keyboardRightArrow = UIKeyboardHIDUsage(rawValue: 0x4F)
    public static let keyboardLeftArrow = UIKeyboardHIDUsage(rawValue: 0x50)
    public static let keyboardDownArrow = UIKeyboardHIDUsage(rawValue: 0x51)
    public static let keyboardUpArrow = UIKeyboardHIDUsage(rawValue: 0x52)
    /// No usage this keyboard map knows.
    public static let keyboardErrorUndefined = UIKeyboardHIDUsage(rawValue: 0x03)

    /// The usage of the key an X keysym names (letters and digits by position in the HID table).
    init(keysym: UInt32) {
        switch keysym {
        case 0x61...0x7A: self.init(rawValue: 0x04 + Int(keysym - 0x61))            // a–z
        case 0x41...0x5A: self.init(rawValue: 0x04 + Int(keysym - 0x41))            // A–Z
        case 0x31...0x39: self.init(rawValue: 0x1E + Int(keysym - 0x31))            // 1–9
        case 0x30: self = .keyboard0
        case 0x20: self = .keyboardSpacebar
        case 0x2F, 0x3F: self = .keyboardSlash
        case 0xFF0D: self = .keyboardReturnOrEnter
        case 0xFF1B: self = .keyboardEscape
        case 0xFF08: self = .keyboardDeleteOrBackspace
        case 0xFF09: self = .keyboardTab
        case 0xFFFF: self = .keyboardDeleteForward
        case 0xFF50: self = .keyboardHome
        case 0xFF55: self = .keyboardPageUp
        case 0xFF57: self = .keyboardEnd
        case 0xFF56: self = .keyboardPageDown
        case 0xFF53: self = .keyboardRightArrow
        case 0xFF51: self = .keyboardLeftArrow
        case 0xFF54: self = .keyboardDownArrow
        case 0xFF52: self = .keyboardUpArrow
        case 0xFFBE...0xFFC9: self.init(rawValue: 0x3A + Int(keysym - 0xFFBE))     // F1–F12
        default: self = .keyboardErrorUndefined
        }
    }
}

/// The key of a keyboard press (`UIPress.key`).
public final class UIKey: CustomStringConvertible {
    /// What the key types with the modifiers held ("A" with Shift).
    public let characters: String
    /// What it types without them ("a"); for keys that type nothing, the
    /// input a `UIKeyCommand` names (`UIKeyCommand.inputLeftArrow`…).
    public let charactersIgnoringModifiers: String
    public let modifierFlags: UIKeyModifierFlags
    public let keyCode: UIKeyboardHIDUsage
    /// The X keysym the key came as (the demo's own keys are X keysyms).
    @_spi(TouchLab) public let keysym: UInt32

    init(keysym: UInt32, xState: UInt32) {
        self.keysym = keysym
        modifierFlags = UIKeyModifierFlags(xState: xState)
        keyCode = UIKeyboardHIDUsage(keysym: keysym)
        let plain = UIKey.input(forKeysym: keysym)
        charactersIgnoringModifiers = plain.count == 1 ? plain.lowercased() : plain
        characters = plain.count == 1 ? plain : ""
    }

    /// The text a keysym types (Latin-1), or the special input name UIKit uses.
    static func input(forKeysym keysym: UInt32) -> String {
        switch keysym {
        case 0xFF51: return UIKeyCommand.inputLeftArrow
        case 0xFF53: return UIKeyCommand.inputRightArrow
        case 0xFF52: return UIKeyCommand.inputUpArrow
        case 0xFF54: return UIKeyCommand.inputDownArrow
        case 0xFF1B: return UIKeyCommand.inputEscape
        case 0xFF50: return UIKeyCommand.inputHome
        case 0xFF57: return UIKeyCommand.inputEnd
        case 0xFF55: return UIKeyCommand.inputPageUp
        case 0xFF56: return UIKeyCommand.inputPageDown
        case 0xFF0D: return "\r"
        case 0xFF09: return "\t"
        case 0xFF08: return "\u{8}"
        case 0x20...0xFF: return String(UnicodeScalar(UInt8(keysym)))
        default: return ""
        }
    }

    public var description: String {
        let shown = characters.isEmpty || characters == " " ? charactersIgnoringModifiers : characters
        return "<UIKey: keyCode = \(keyCode.rawValue); characters = \(shown == " " ? "space" : shown)>"
    }
}
