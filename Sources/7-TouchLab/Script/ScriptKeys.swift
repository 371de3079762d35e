/// The keys a script can name, as X keysyms (X11/keysymdef.h).
///
/// A single printable ASCII character is its own keysym (`key 2` is 0x32,
/// `key q` is 0x71); anything longer must be one of these names, matched
/// without regard to case.
enum ScriptKeys {
    static let named: [(name: String, keysym: UInt32)] = [
        ("Escape", 0xFF1B), ("Return", 0xFF0D), ("Enter", 0xFF0D), ("Tab", 0xFF09), ("space", 0x20),
        ("BackSpace", 0xFF08), ("Delete", 0xFFFF), ("Home", 0xFF50), ("End", 0xFF57),
        ("Left", 0xFF51), ("Up", 0xFF52), ("Right", 0xFF53), ("Down", 0xFF54),
        ("PageUp", 0xFF55), ("PageDown", 0xFF56),
    ] + (1...12).map { ("F\($0)", 0xFFBE + UInt32($0) - 1) }

    /// The keysym for a script's key word, or nil.
    static func keysym(for word: String) -> UInt32? {
        if word.unicodeScalars.count == 1, let scalar = word.unicodeScalars.first, (0x21...0x7E).contains(scalar.value) {
            return scalar.value
        }
        return named.first { $0.name.lowercased() == word.lowercased() }?.keysym
    }

    static var namesForHelp: String {
        "a single character, or one of " + named.map(\.name).filter { $0 != "Enter" }.joined(separator: ", ")
    }
}
