import Foundation

/// Modifier keys held with a key, with Apple's raw values (`UIKeyModifierFlags`).
public struct UIKeyModifierFlags: OptionSet, Hashable, Sendable {
    /// The flags as bits, as Apple's: Caps Lock 1 << 16, Shift 1 << 17, … the numeric pad 1 << 21.
    public let rawValue: Int
    /// Makes a set of flags from its bits.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// The Caps Lock key is on (X's Lock state).
    public static let alphaShift = UIKeyModifierFlags(rawValue: 1 << 16)
    /// The Shift key is pressed.
    public static let shift = UIKeyModifierFlags(rawValue: 1 << 17)
    /// The Control key is pressed.
    public static let control = UIKeyModifierFlags(rawValue: 1 << 18)
    /// The Option key is pressed: Alt (X's Mod1) here.
    public static let alternate = UIKeyModifierFlags(rawValue: 1 << 19)
    /// The Command key is pressed: Super (X's Mod4) here, the Mac's ⌘.
    public static let command = UIKeyModifierFlags(rawValue: 1 << 20)
    /// The key is on the numeric keypad.
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
    /// The usage ID on the HID keyboard page (0x07).
    public let rawValue: Int
    /// Makes a usage from its HID usage ID.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// The A key: HID usage 0x04.
    public static let keyboardA = UIKeyboardHIDUsage(rawValue: 0x04)
    /// The B key: HID usage 0x05.
    public static let keyboardB = UIKeyboardHIDUsage(rawValue: 0x05)
    /// The C key: HID usage 0x06.
    public static let keyboardC = UIKeyboardHIDUsage(rawValue: 0x06)
    /// The D key: HID usage 0x07.
    public static let keyboardD = UIKeyboardHIDUsage(rawValue: 0x07)
    /// The E key: HID usage 0x08.
    public static let keyboardE = UIKeyboardHIDUsage(rawValue: 0x08)
    /// The F key: HID usage 0x09.
    public static let keyboardF = UIKeyboardHIDUsage(rawValue: 0x09)
    /// The G key: HID usage 0x0A.
    public static let keyboardG = UIKeyboardHIDUsage(rawValue: 0x0A)
    /// The H key: HID usage 0x0B.
    public static let keyboardH = UIKeyboardHIDUsage(rawValue: 0x0B)
    /// The I key: HID usage 0x0C.
    public static let keyboardI = UIKeyboardHIDUsage(rawValue: 0x0C)
    /// The J key: HID usage 0x0D.
    public static let keyboardJ = UIKeyboardHIDUsage(rawValue: 0x0D)
    /// The K key: HID usage 0x0E.
    public static let keyboardK = UIKeyboardHIDUsage(rawValue: 0x0E)
    /// The L key: HID usage 0x0F.
    public static let keyboardL = UIKeyboardHIDUsage(rawValue: 0x0F)
    /// The M key: HID usage 0x10.
    public static let keyboardM = UIKeyboardHIDUsage(rawValue: 0x10)
    /// The N key: HID usage 0x11.
    public static let keyboardN = UIKeyboardHIDUsage(rawValue: 0x11)
    /// The O key: HID usage 0x12.
    public static let keyboardO = UIKeyboardHIDUsage(rawValue: 0x12)
    /// The P key: HID usage 0x13.
    public static let keyboardP = UIKeyboardHIDUsage(rawValue: 0x13)
    /// The Q key: HID usage 0x14.
    public static let keyboardQ = UIKeyboardHIDUsage(rawValue: 0x14)
    /// The R key: HID usage 0x15.
    public static let keyboardR = UIKeyboardHIDUsage(rawValue: 0x15)
    /// The S key: HID usage 0x16.
    public static let keyboardS = UIKeyboardHIDUsage(rawValue: 0x16)
    /// The T key: HID usage 0x17.
    public static let keyboardT = UIKeyboardHIDUsage(rawValue: 0x17)
    /// The U key: HID usage 0x18.
    public static let keyboardU = UIKeyboardHIDUsage(rawValue: 0x18)
    /// The V key: HID usage 0x19.
    public static let keyboardV = UIKeyboardHIDUsage(rawValue: 0x19)
    /// The W key: HID usage 0x1A.
    public static let keyboardW = UIKeyboardHIDUsage(rawValue: 0x1A)
    /// The X key: HID usage 0x1B.
    public static let keyboardX = UIKeyboardHIDUsage(rawValue: 0x1B)
    /// The Y key: HID usage 0x1C.
    public static let keyboardY = UIKeyboardHIDUsage(rawValue: 0x1C)
    /// The Z key: HID usage 0x1D.
    public static let keyboardZ = UIKeyboardHIDUsage(rawValue: 0x1D)
    /// The 1 key of the top row: HID usage 0x1E.
    public static let keyboard1 = UIKeyboardHIDUsage(rawValue: 0x1E)
    /// The 2 key of the top row: HID usage 0x1F.
    public static let keyboard2 = UIKeyboardHIDUsage(rawValue: 0x1F)
    /// The 3 key of the top row: HID usage 0x20.
    public static let keyboard3 = UIKeyboardHIDUsage(rawValue: 0x20)
    /// The 4 key of the top row: HID usage 0x21.
    public static let keyboard4 = UIKeyboardHIDUsage(rawValue: 0x21)
    /// The 5 key of the top row: HID usage 0x22.
    public static let keyboard5 = UIKeyboardHIDUsage(rawValue: 0x22)
    /// The 6 key of the top row: HID usage 0x23.
    public static let keyboard6 = UIKeyboardHIDUsage(rawValue: 0x23)
    /// The 7 key of the top row: HID usage 0x24.
    public static let keyboard7 = UIKeyboardHIDUsage(rawValue: 0x24)
    /// The 8 key of the top row: HID usage 0x25.
    public static let keyboard8 = UIKeyboardHIDUsage(rawValue: 0x25)
    /// The 9 key of the top row: HID usage 0x26.
    public static let keyboard9 = UIKeyboardHIDUsage(rawValue: 0x26)
    /// The 0 key of the top row: HID usage 0x27.
    public static let keyboard0 = UIKeyboardHIDUsage(rawValue: 0x27)
    /// The Return (Enter) key: HID usage 0x28.
    public static let keyboardReturnOrEnter = UIKeyboardHIDUsage(rawValue: 0x28)
    /// The Escape key: HID usage 0x29.
    public static let keyboardEscape = UIKeyboardHIDUsage(rawValue: 0x29)
    /// The Delete (Backspace) key: HID usage 0x2A.
    public static let keyboardDeleteOrBackspace = UIKeyboardHIDUsage(rawValue: 0x2A)
    /// The Tab key: HID usage 0x2B.
    public static let keyboardTab = UIKeyboardHIDUsage(rawValue: 0x2B)
    /// The Space bar key: HID usage 0x2C.
    public static let keyboardSpacebar = UIKeyboardHIDUsage(rawValue: 0x2C)
    /// The hyphen (- and _) key: HID usage 0x2D.
    public static let keyboardHyphen = UIKeyboardHIDUsage(rawValue: 0x2D)
    /// The equal sign (= and +) key: HID usage 0x2E.
    public static let keyboardEqualSign = UIKeyboardHIDUsage(rawValue: 0x2E)
    /// The open bracket ([ and {) key: HID usage 0x2F.
    public static let keyboardOpenBracket = UIKeyboardHIDUsage(rawValue: 0x2F)
    /// The close bracket (] and }) key: HID usage 0x30.
    public static let keyboardCloseBracket = UIKeyboardHIDUsage(rawValue: 0x30)
    /// The backslash (\ and |) key: HID usage 0x31.
    public static let keyboardBackslash = UIKeyboardHIDUsage(rawValue: 0x31)
    /// The semicolon (; and :) key: HID usage 0x33.
    public static let keyboardSemicolon = UIKeyboardHIDUsage(rawValue: 0x33)
    /// The quote (' and ") key: HID usage 0x34.
    public static let keyboardQuote = UIKeyboardHIDUsage(rawValue: 0x34)
    /// The grave accent and tilde (` and ~) key: HID usage 0x35.
    public static let keyboardGraveAccentAndTilde = UIKeyboardHIDUsage(rawValue: 0x35)
    /// The comma (, and <) key: HID usage 0x36.
    public static let keyboardComma = UIKeyboardHIDUsage(rawValue: 0x36)
    /// The period (. and >) key: HID usage 0x37.
    public static let keyboardPeriod = UIKeyboardHIDUsage(rawValue: 0x37)
    /// The slash (/ and ?) key: HID usage 0x38.
    public static let keyboardSlash = UIKeyboardHIDUsage(rawValue: 0x38)
    /// The Caps Lock key: HID usage 0x39.
    public static let keyboardCapsLock = UIKeyboardHIDUsage(rawValue: 0x39)
    /// The F1 function key: HID usage 0x3A.
    public static let keyboardF1 = UIKeyboardHIDUsage(rawValue: 0x3A)
    /// The F2 function key: HID usage 0x3B.
    public static let keyboardF2 = UIKeyboardHIDUsage(rawValue: 0x3B)
    /// The F3 function key: HID usage 0x3C.
    public static let keyboardF3 = UIKeyboardHIDUsage(rawValue: 0x3C)
    /// The F4 function key: HID usage 0x3D.
    public static let keyboardF4 = UIKeyboardHIDUsage(rawValue: 0x3D)
    /// The F5 function key: HID usage 0x3E.
    public static let keyboardF5 = UIKeyboardHIDUsage(rawValue: 0x3E)
    /// The F6 function key: HID usage 0x3F.
    public static let keyboardF6 = UIKeyboardHIDUsage(rawValue: 0x3F)
    /// The F7 function key: HID usage 0x40.
    public static let keyboardF7 = UIKeyboardHIDUsage(rawValue: 0x40)
    /// The F8 function key: HID usage 0x41.
    public static let keyboardF8 = UIKeyboardHIDUsage(rawValue: 0x41)
    /// The F9 function key: HID usage 0x42.
    public static let keyboardF9 = UIKeyboardHIDUsage(rawValue: 0x42)
    /// The F10 function key: HID usage 0x43.
    public static let keyboardF10 = UIKeyboardHIDUsage(rawValue: 0x43)
    /// The F11 function key: HID usage 0x44.
    public static let keyboardF11 = UIKeyboardHIDUsage(rawValue: 0x44)
    /// The F12 function key: HID usage 0x45.
    public static let keyboardF12 = UIKeyboardHIDUsage(rawValue: 0x45)
    /// The Insert key: HID usage 0x49.
    public static let keyboardInsert = UIKeyboardHIDUsage(rawValue: 0x49)
    /// The Home key: HID usage 0x4A.
    public static let keyboardHome = UIKeyboardHIDUsage(rawValue: 0x4A)
    /// The Page Up key: HID usage 0x4B.
    public static let keyboardPageUp = UIKeyboardHIDUsage(rawValue: 0x4B)
    /// The Forward Delete key: HID usage 0x4C.
    public static let keyboardDeleteForward = UIKeyboardHIDUsage(rawValue: 0x4C)
    /// The End key: HID usage 0x4D.
    public static let keyboardEnd = UIKeyboardHIDUsage(rawValue: 0x4D)
    /// The Page Down key: HID usage 0x4E.
    public static let keyboardPageDown = UIKeyboardHIDUsage(rawValue: 0x4E)
    /// The Right Arrow key: HID usage 0x4F.
    public static let keyboardRightArrow = UIKeyboardHIDUsage(rawValue: 0x4F)
    /// The Left Arrow key: HID usage 0x50.
    public static let keyboardLeftArrow = UIKeyboardHIDUsage(rawValue: 0x50)
    /// The Down Arrow key: HID usage 0x51.
    public static let keyboardDownArrow = UIKeyboardHIDUsage(rawValue: 0x51)
    /// The Up Arrow key: HID usage 0x52.
    public static let keyboardUpArrow = UIKeyboardHIDUsage(rawValue: 0x52)
    /// The left Control key: HID usage 0xE0.
    public static let keyboardLeftControl = UIKeyboardHIDUsage(rawValue: 0xE0)
    /// The left Shift key: HID usage 0xE1.
    public static let keyboardLeftShift = UIKeyboardHIDUsage(rawValue: 0xE1)
    /// The left Alt (Option) key: HID usage 0xE2.
    public static let keyboardLeftAlt = UIKeyboardHIDUsage(rawValue: 0xE2)
    /// The left GUI key (Super; the Mac's ⌘) key: HID usage 0xE3.
    public static let keyboardLeftGUI = UIKeyboardHIDUsage(rawValue: 0xE3)
    /// The right Control key: HID usage 0xE4.
    public static let keyboardRightControl = UIKeyboardHIDUsage(rawValue: 0xE4)
    /// The right Shift key: HID usage 0xE5.
    public static let keyboardRightShift = UIKeyboardHIDUsage(rawValue: 0xE5)
    /// The right Alt (Option, AltGr) key: HID usage 0xE6.
    public static let keyboardRightAlt = UIKeyboardHIDUsage(rawValue: 0xE6)
    /// The right GUI key (Super; the Mac's ⌘) key: HID usage 0xE7.
    public static let keyboardRightGUI = UIKeyboardHIDUsage(rawValue: 0xE7)
    /// No usage this keyboard map knows.
    public static let keyboardErrorUndefined = UIKeyboardHIDUsage(rawValue: 0x03)

    /// The usage of the key an X keysym names: letters and digits by their
    /// place in the HID table; a shifted symbol is its key's usage (`?` is
    /// `keyboardSlash`), read on the US layout Xvfb and the seeds' device use.
    init(keysym: UInt32) {
        let base = UIKey.unshifted(keysym)
        switch base {
        case 0x61...0x7A: self.init(rawValue: 0x04 + Int(base - 0x61))              // a–z
        case 0x31...0x39: self.init(rawValue: 0x1E + Int(base - 0x31))              // 1–9
        case 0x30: self = .keyboard0
        case 0x20: self = .keyboardSpacebar
        case 0x2D: self = .keyboardHyphen
        case 0x3D: self = .keyboardEqualSign
        case 0x5B: self = .keyboardOpenBracket
        case 0x5D: self = .keyboardCloseBracket
        case 0x5C: self = .keyboardBackslash
        case 0x3B: self = .keyboardSemicolon
        case 0x27: self = .keyboardQuote
        case 0x60: self = .keyboardGraveAccentAndTilde
        case 0x2C: self = .keyboardComma
        case 0x2E: self = .keyboardPeriod
        case 0x2F: self = .keyboardSlash
        case 0xFF0D: self = .keyboardReturnOrEnter
        case 0xFF1B: self = .keyboardEscape
        case 0xFF08: self = .keyboardDeleteOrBackspace
        case 0xFF09: self = .keyboardTab
        case 0xFF63: self = .keyboardInsert
        case 0xFFFF: self = .keyboardDeleteForward
        case 0xFF50: self = .keyboardHome
        case 0xFF55: self = .keyboardPageUp
        case 0xFF57: self = .keyboardEnd
        case 0xFF56: self = .keyboardPageDown
        case 0xFF53: self = .keyboardRightArrow
        case 0xFF51: self = .keyboardLeftArrow
        case 0xFF54: self = .keyboardDownArrow
        case 0xFF52: self = .keyboardUpArrow
        case 0xFFBE...0xFFC9: self.init(rawValue: 0x3A + Int(base - 0xFFBE))        // F1–F12
        case 0xFFE5: self = .keyboardCapsLock
        case 0xFFE1: self = .keyboardLeftShift
        case 0xFFE2: self = .keyboardRightShift
        case 0xFFE3: self = .keyboardLeftControl
        case 0xFFE4: self = .keyboardRightControl
        case 0xFFE9, 0xFFE7: self = .keyboardLeftAlt                                 // Alt_L, Meta_L
        case 0xFFEA, 0xFFE8, 0xFE03: self = .keyboardRightAlt                        // Alt_R, Meta_R, AltGr
        case 0xFFEB: self = .keyboardLeftGUI                                         // Super: the Mac's ⌘
        case 0xFFEC: self = .keyboardRightGUI
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
    /// The modifier keys held with the key.
    public let modifierFlags: UIKeyModifierFlags
    /// The key's HID usage: which physical key it is, whatever it types.
    public let keyCode: UIKeyboardHIDUsage
    /// The X keysym the key came as (the demo's own keys are X keysyms).
    @_spi(TouchLab) public let keysym: UInt32

    init(keysym: UInt32, xState: UInt32) {
        self.keysym = keysym
        modifierFlags = UIKeyModifierFlags(xState: xState)
        keyCode = UIKeyboardHIDUsage(keysym: keysym)
        let typed = UIKey.input(forKeysym: keysym)
        let plain = UIKey.input(forKeysym: UIKey.unshifted(keysym))
        charactersIgnoringModifiers = plain.count == 1 ? plain.lowercased() : plain   // Latin-1 capitals too
        characters = typed.hasPrefix("UIKeyInput") ? "" : typed
    }

    /// The keysym of the same key without Shift, on the US layout: `A` → `a`,
    /// `!` → `1`, `?` → `/`, `{` → `[` (X sends the shifted keysym; UIKit's
    /// `charactersIgnoringModifiers` and `keyCode` name the key).
    static func unshifted(_ keysym: UInt32) -> UInt32 {
        switch keysym {
        case 0x41...0x5A: return keysym + 0x20                                       // A–Z
        default:
            guard keysym < 0x80, let scalar = UnicodeScalar(keysym),
                  let i = Self.shiftedSymbols.firstIndex(of: Character(scalar)) else { return keysym }
            return UInt32(Self.baseSymbols[i].unicodeScalars.first!.value)
        }
    }
    private static let shiftedSymbols = Array("!@#$%^&*()_+{}|:\"~<>?")
    private static let baseSymbols = Array("1234567890-=[]\\;'`,./")

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

    /// The key's code and characters, as the traces print a key.
    public var description: String {
        let shown = characters.isEmpty || characters == " " ? charactersIgnoringModifiers : characters
        return "<UIKey: keyCode = \(keyCode.rawValue); characters = \(shown == " " ? "space" : shown)>"
    }
}
