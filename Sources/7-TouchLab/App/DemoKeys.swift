import Drawing

/// The demo's own keys (X keysyms), before a scene's keys.
enum DemoKey {
    static let escape: UInt32 = 0xFF1B
    static let q: UInt32 = 0x71, h: UInt32 = 0x68, v: UInt32 = 0x76, r: UInt32 = 0x72
    static let n: UInt32 = 0x6E, p: UInt32 = 0x70
    static let questionMark: UInt32 = 0x3F
    static let e: UInt32 = 0x65, space: UInt32 = 0x20
    /// Inspect mode: clicks flip what-if switches (LiveApp+Inspect.swift).
    static let i: UInt32 = 0x69
    /// Compare mode: the scene twice, one switch apart (LiveApp+Compare.swift).
    static let c: UInt32 = 0x63
    static let left: UInt32 = 0xFF51, right: UInt32 = 0xFF53, home: UInt32 = 0xFF50, end: UInt32 = 0xFF57
    /// Slow motion: `[` slower, `]` faster, `\\` back to real time.
    static let slower: UInt32 = 0x5B, faster: UInt32 = 0x5D, realTime: UInt32 = 0x5C
    /// X's ShiftMask in a key event's state.
    static let shiftMask: UInt32 = 1

    /// The scene keys, in scene order: `1`…`9` pick scenes 1–9, `0` scene 10.
    /// The one table the live keys, a recording's keys, the help card and
    /// `--list-scenes` all read (a keysym of a digit is its ASCII code).
    static let sceneKeys: [Character] = ["1", "2", "3", "4", "5", "6", "7", "8", "9", "0"]

    /// The scene a key picks, if it is a scene key.
    static func sceneIndex(_ keysym: UInt32) -> Int? {
        guard let scalar = Unicode.Scalar(keysym) else { return nil }
        return sceneKeys.firstIndex(of: Character(scalar))
    }

    /// The key that picks scene `index`, if one does (scenes after the tenth
    /// are reached with N and P).
    static func sceneKey(at index: Int) -> String? {
        sceneKeys.indices.contains(index) ? String(sceneKeys[index]) : nil
    }

    /// The keys the help card (H) lists: the header's, the ones it has no
    /// room for, and the scene's own.
    static func helpKeys(sceneActions: [SceneKeyAction]) -> [SceneInfo.Key] {
        header + [.init("[ ] \\", "slower, faster, real time"), .init("Esc", "quit")] + keys(of: sceneActions)
    }

    /// A scene's own keys as the header and the help card show them.
    static func keys(of sceneActions: [SceneKeyAction]) -> [SceneInfo.Key] {
        sceneActions.map { .init(String($0.key).uppercased(), $0.summary) }
    }

    /// The keys the header shows for every scene.
    static let header: [SceneInfo.Key] = [
        // Short enough that every key fits the 1280-pixel header's one line;
        // the help card (H) adds [ ] speed and Esc.
        .init("\(sceneKeys.first!)–\(sceneKeys.last!) N/P", "scenes"), .init("V", "verbose"),
        .init("R", "clear"), .init("←/→", "step"), .init("Space", "replay"), .init("E", "why"), .init("I", "inspect"), .init("C", "compare"), .init("H", "help"), .init("Q", "quit"),
    ]
}
