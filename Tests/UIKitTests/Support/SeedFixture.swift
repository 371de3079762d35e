import Foundation

/// A log captured on an iPhone, kept in `Tests/Fixtures` as its lines (addresses
/// masked as `0x…`, `#` lines are notes). The trace tests compare the driver's
/// log with these files, so "matches a real iPhone" means: equal to a file
/// anyone can open.
enum SeedFixture {
    static let folder = URL(fileURLWithPath: #filePath)     // Tests/UIKitTests/Support/SeedFixture.swift
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures")

    /// The captured lines of `Fixtures/<name>`, e.g. `seed-004/tap.log`.
    static func lines(_ name: String) throws -> [String] {
        let text = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
        return text.split(separator: "\n", omittingEmptySubsequences: true)
            .map(String.init)
            .filter { !$0.hasPrefix("#") }
    }
}
