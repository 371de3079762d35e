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

    /// `1`…`9` pick scenes 1–9, `0` scene 10.
    static func sceneIndex(_ keysym: UInt32) -> Int? {
        switch keysym {
        case 0x31...0x39: Int(keysym - 0x31)
        case 0x30: 9
        default: nil
        }
    }

    /// The keys the header shows for every scene.
    static let header: [SceneInfo.Key] = [
        // Short enough that every key fits the 1280-pixel header's one line;
        // the help card (H) adds [ ] speed and Esc.
        .init("1–0 N/P", "scenes"), .init("V", "verbose"),
        .init("R", "clear"), .init("←/→", "step"), .init("Space", "replay"), .init("E", "why"), .init("I", "inspect"), .init("C", "compare"), .init("H", "help"), .init("Q", "quit"),
    ]
}
