import Foundation
import XCTest

/// README's "Seed 001 in code" is `Sources/9-Examples/Seed001/main.swift`,
/// byte for byte, so the example a reader copies is one that compiles against
/// the public `UIKit` with a plain import — and it prints what README says.
final class ReadmeExampleTests: XCTestCase {
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The body of the first ```swift block after `heading` in README.md.
    static func readmeBlock(after heading: String) throws -> String {
        let readme = try String(contentsOf: packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
        guard let section = readme.range(of: heading),
              let open = readme.range(of: "```swift\n", range: section.upperBound..<readme.endIndex),
              let close = readme.range(of: "```", range: open.upperBound..<readme.endIndex)
        else { struct Missing: Error {}; XCTFail("README.md has no ```swift block after \(heading)"); throw Missing() }
        return String(readme[open.upperBound..<close.lowerBound])
    }

    func testTheSeed001BlockIsTheCompiledExample() throws {
        let block = try Self.readmeBlock(after: "## Seed 001 in code")
        let source = try String(contentsOf: Self.packageRoot.appendingPathComponent("Sources/9-Examples/Seed001/main.swift"),
                                encoding: .utf8)
        XCTAssertEqual(block, source, "README's Seed 001 block and Sources/9-Examples/Seed001/main.swift differ")
    }

    func testTheSeed001ExamplePrintsWhatReadmeSays() throws {
        var dir = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        while !FileManager.default.fileExists(atPath: dir.appendingPathComponent("Seed001Example").path), dir.path != "/" {
            dir.deleteLastPathComponent()
        }
        let process = Process()
        process.executableURL = dir.appendingPathComponent("Seed001Example")
        let out = Pipe()
        process.standardOutput = out
        try process.run()
        let output = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0)
        XCTAssertEqual(output, "B touchesBegan\n")
    }
}
