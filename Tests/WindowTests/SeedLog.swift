import Foundation

/// The iPhone logs in `Tests/Fixtures` (see `Tests/Fixtures/README.md`): lines as captured, `#` lines are notes.
enum SeedLog {
    static func lines(_ name: String) throws -> [String] {
        let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures").appendingPathComponent(name)
        return try String(contentsOf: fixtures, encoding: .utf8).split(separator: "\n").map(String.init).filter { !$0.hasPrefix("#") }
    }
}
