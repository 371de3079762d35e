import Foundation
import Testing

/// The documentation builds as `swift package generate-documentation` builds
/// it, with every warning an error: each catalogue is converted by `docc`
/// against the symbol graphs of the modules this very test run was built
/// from. A broken ``Symbol`` link, a missing article or a malformed topic
/// group fails here, in `swift test`, which is what CI runs.
@Suite("the documentation builds without warnings")
struct DocumentationBuildTests {
    @Test("UIKit.docc")
    func uikit() throws {
        try DocumentationBuild.convert(module: "UIKit", catalogue: "Sources/5-UIKit/UIKit.docc")
    }

    @Test("TouchLab.docc")
    func touchLab() throws {
        try DocumentationBuild.convert(module: "TouchLab", catalogue: "Sources/7-TouchLab/TouchLab.docc")
    }

    /// RunLoop's catalogue once there is one; until then, its doc comments
    /// alone (their ``links`` must resolve all the same).
    @Test("RunLoop")
    func runLoop() throws {
        let catalogue = "Sources/4-RunLoop/RunLoop.docc"
        let exists = FileManager.default.fileExists(atPath: DocumentationBuild.root.appendingPathComponent(catalogue).path)
        try DocumentationBuild.convert(module: "RunLoop", catalogue: exists ? catalogue : nil)
    }

    /// *Writing an experiment* quotes `Examples/MyExperiment`, which `swift
    /// test` builds and runs (ExperimentPackageTests): each quoted block is
    /// in one of the example's files, character for character.
    @Test("Writing an experiment quotes the example package exactly")
    func articleQuotesTheExample() throws {
        let article = try String(contentsOf: DocumentationBuild.root
            .appendingPathComponent("Sources/7-TouchLab/TouchLab.docc/WritingAnExperiment.md"), encoding: .utf8)
        let example = DocumentationBuild.root.appendingPathComponent("Examples/MyExperiment")
        var files: [String] = []
        let walker = FileManager.default.enumerator(at: example, includingPropertiesForKeys: nil)
        while let url = walker?.nextObject() as? URL {
            if url.pathComponents.contains(where: { $0.hasPrefix(".build") }) { continue }
            if let text = try? String(contentsOf: url, encoding: .utf8) { files.append(text) }
        }
        let quoted = Self.fencedBlocks(in: article).filter { $0.language != "sh" }
        #expect(quoted.count >= 3, "the article quotes \(quoted.count) blocks of the example")
        for block in quoted {
            #expect(files.contains { $0.contains(block.text) }, "quoted in the article but in no file of Examples/MyExperiment:\n\(block.text)")
        }
    }

    /// The fenced code blocks of a Markdown text, with their language.
    static func fencedBlocks(in markdown: String) -> [(language: String, text: String)] {
        var blocks: [(language: String, text: String)] = []
        var current: (language: String, lines: [String])?
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            if line.hasPrefix("```") {
                if let open = current {
                    blocks.append((open.language, open.lines.joined(separator: "\n")))
                    current = nil
                } else {
                    current = (String(line.dropFirst(3)), [])
                }
            } else {
                current?.lines.append(line)
            }
        }
        return blocks
    }

    /// The test can fail: a link to a symbol that does not exist is a
    /// warning, so with `--warnings-as-errors` docc exits non-zero and names it.
    @Test("a broken symbol link fails the build")
    func brokenLinkFails() throws {
        let catalogue = FileManager.default.temporaryDirectory
            .appendingPathComponent("BrokenLink-\(getpid())-\(UUID().uuidString).docc")
        try FileManager.default.createDirectory(at: catalogue, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: catalogue) }
        try """
        # ``UIKit``

        A page with a link to ``UIView/noSuchProperty``.
        """.write(to: catalogue.appendingPathComponent("UIKit.md"), atomically: true, encoding: .utf8)
        let result = try DocumentationBuild.runDocC(module: "UIKit", catalogue: catalogue)
        #expect(result.status != 0, "docc accepted a broken link:\n\(result.output)")
        #expect(result.output.contains("noSuchProperty"), "docc's complaint does not name the link:\n\(result.output)")
    }
}
