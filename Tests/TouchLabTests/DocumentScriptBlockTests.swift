import Foundation
import Testing
import TouchLab

/// Every script a reader can copy out of README.md or a DocC article is a
/// script the demo accepts, exactly as written: a fenced block with no
/// language whose first line is a script command or a `#` comment.
@Suite("Script blocks in README and the articles")
struct DocumentScriptBlockTests {
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static let documents = ["README.md", "Sources/7-TouchLab/TouchLab.docc", "Sources/5-UIKit/UIKit.docc"]

    /// Script commands, as a block's first word shows it is a script.
    static let commands: Set<String> = ["move", "down", "up", "tap", "wait", "drag", "scroll", "key", "caption", "pause",
                                        "pinch", "rotate", "hold", "release", "scene", "highlight", "spotlight", "zoom"]

    /// (file, first line, text) of each script block.
    static func scriptBlocks() throws -> [(file: String, line: Int, text: String)] {
        var files: [String] = []
        for document in documents {
            let url = packageRoot.appendingPathComponent(document)
            if document.hasSuffix(".md") { files.append(document); continue }
            for name in try FileManager.default.contentsOfDirectory(atPath: url.path).sorted() where name.hasSuffix(".md") {
                files.append(document + "/" + name)
            }
        }
        var blocks: [(String, Int, String)] = []
        for file in files {
            let lines = try String(contentsOf: packageRoot.appendingPathComponent(file), encoding: .utf8)
                .split(separator: "\n", omittingEmptySubsequences: false)
            var index = 0
            while index < lines.count {
                let fence = lines[index].trimmingCharacters(in: .whitespaces)
                guard fence.hasPrefix("```") else { index += 1; continue }
                let language = fence.dropFirst(3)
                var end = index + 1
                while end < lines.count, !lines[end].trimmingCharacters(in: .whitespaces).hasPrefix("```") { end += 1 }
                let body = lines[(index + 1)..<min(end, lines.count)].map(String.init)
                let firstWord = body.first?.split(separator: " ").first.map { $0.lowercased() } ?? ""
                if language.isEmpty, firstWord.hasPrefix("#") || commands.contains(firstWord) {
                    blocks.append((file, index + 2, body.joined(separator: "\n")))
                }
                index = end + 1
            }
        }
        return blocks
    }

    @Test("README's and the articles' script blocks parse as written")
    func everyScriptBlockParses() throws {
        let blocks = try Self.scriptBlocks()
        #expect(blocks.count >= 3, "README's script blocks were not found")
        for block in blocks {
            #expect(throws: Never.self, "\(block.file):\(block.line)") {
                _ = try ScriptParser.parse(block.text, fileName: "\(block.file):\(block.line)")
            }
        }
    }
}
