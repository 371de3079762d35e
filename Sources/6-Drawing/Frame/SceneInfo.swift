import Foundation

/// What the header says about the scene on screen: a title, the one idea it
/// demonstrates, and the keys that drive it.
public struct SceneInfo: Equatable, Sendable {
    public struct Key: Equatable, Sendable {
        public var key: String
        public var action: String
        public init(_ key: String, _ action: String) { self.key = key; self.action = action }
    }

    public var title: String
    /// One or two sentences; wrapped to two lines at most.
    public var explanation: String
    public var keys: [Key]
    /// A short tag at the title's right ("Seed 004", "3 / 9").
    public var badge: String?

    public init(title: String, explanation: String = "", keys: [Key] = [], badge: String? = nil) {
        self.title = title; self.explanation = explanation; self.keys = keys; self.badge = badge
    }

    /// The header a presentation shows (`--clean`): the title and the idea,
    /// without the keys and the scene counter ("2 / 26"); a badge's other
    /// parts ("0.5× speed") stay, since they say what the video shows.
    public func forPresentation() -> SceneInfo {
        var info = self
        info.keys = []
        if let badge {
            let parts = badge.components(separatedBy: " · ").filter { !$0.contains(" / ") }
            info.badge = parts.isEmpty ? nil : parts.joined(separator: " · ")
        }
        return info
    }

    /// Parses "1–9 scenes · V verbose · Q quit" into keys (the first word of
    /// each part is the key).
    public init(title: String, explanation: String = "", keysHint: String, badge: String? = nil) {
        let keys = keysHint.components(separatedBy: " · ").compactMap { part -> Key? in
            let trimmed = part.trimmingCharacters(in: .whitespaces)
            guard let space = trimmed.firstIndex(of: " ") else { return trimmed.isEmpty ? nil : Key(trimmed, "") }
            return Key(String(trimmed[..<space]), String(trimmed[trimmed.index(after: space)...]))
        }
        self.init(title: title, explanation: explanation, keys: keys, badge: badge)
    }
}
