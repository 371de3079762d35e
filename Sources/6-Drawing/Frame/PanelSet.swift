import Foundation

/// Which panels the frame shows beside the phone (`--panels`): a video with
/// fewer panels leaves the rest larger and easier to read.
public struct PanelSet: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    public static let pipeline = PanelSet(rawValue: 1 << 0)
    public static let chain = PanelSet(rawValue: 1 << 1)
    public static let hitTest = PanelSet(rawValue: 1 << 2)
    public static let timeline = PanelSet(rawValue: 1 << 3)
    public static let trace = PanelSet(rawValue: 1 << 4)
    public static let all: PanelSet = [.pipeline, .chain, .hitTest, .timeline, .trace]

    /// How much larger the phone and the text are drawn when panels are
    /// hidden: the room they leave goes to what stays, not to empty space
    /// (8 % a hidden panel, at most 30 %).
    public var zoom: Double {
        let hidden = Self.all.subtracting(self)
        let count = [PanelSet.pipeline, .chain, .hitTest, .timeline, .trace].filter { hidden.contains($0) }.count
        return min(1.3, 1 + 0.08 * Double(count))
    }

    /// The names `--panels` takes; `phone` (and the header) are always shown.
    public static let names: [(String, PanelSet)] = [
        ("phone", []), ("pipeline", .pipeline), ("chain", .chain), ("hittest", .hitTest),
        ("timeline", .timeline), ("trace", .trace),
    ]

    /// `phone,timeline,trace` → the set; an unknown name is one line naming it and the valid ones.
    public static func parse(_ list: String) throws(PanelListError) -> PanelSet {
        var set: PanelSet = []
        for raw in list.split(separator: ",", omittingEmptySubsequences: false) {
            let name = raw.trimmingCharacters(in: .whitespaces).lowercased()
            guard let entry = names.first(where: { $0.0 == name }) else {
                throw PanelListError(name: String(raw))
            }
            set.formUnion(entry.1)
        }
        return set
    }
}

public struct PanelListError: Error, CustomStringConvertible {
    public let name: String
    public var description: String {
        "--panels: no panel called \"\(name)\" (panels: \(PanelSet.names.map(\.0).joined(separator: ", ")))"
    }
}
