import Foundation
import Testing
import XServer

/// Every `touchlab` command and every script in README.md and the DocC
/// articles runs, exactly as written, from the repository's root: a command
/// that ends by itself
/// under its own Xvfb when it asks for `xvfb-run`, a script recorded on the
/// virtual clock. (`swift run touchlab` is the executable this test run
/// built; `swift test` itself, the docs plugin and the release benchmarks
/// have tests of their own.)
@Suite("README's and the articles' commands and scripts run as written", .serialized)
struct DocumentCommandTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static var documents: [String] {
        var files = ["README.md"]
        for catalogue in ["Sources/7-TouchLab/TouchLab.docc", "Sources/5-UIKit/UIKit.docc"] {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent(catalogue).path)) ?? []
            files += names.filter { $0.hasSuffix(".md") }.sorted().map { "\(catalogue)/\($0)" }
        }
        return files
    }

    /// (file, language, body) of each fenced block; a block in a list may be indented.
    static func blocks() throws -> [(file: String, language: String, body: [String])] {
        var found: [(String, String, [String])] = []
        for file in documents {
            let lines = try String(contentsOf: root.appendingPathComponent(file), encoding: .utf8).components(separatedBy: "\n")
            var i = 0
            while i < lines.count {
                let fence = lines[i].trimmingCharacters(in: .whitespaces)
                guard fence.hasPrefix("```") else { i += 1; continue }
                var end = i + 1
                while end < lines.count, !lines[end].trimmingCharacters(in: .whitespaces).hasPrefix("```") { end += 1 }
                found.append((file, String(fence.dropFirst(3)), lines[(i + 1)..<min(end, lines.count)].map { $0.trimmingCharacters(in: .whitespaces) }))
                i = end + 1
            }
        }
        return found
    }

    /// The `swift run touchlab …` commands of the `sh` blocks, continuation lines joined, comments dropped.
    static func touchlabCommands() throws -> [(file: String, command: String)] {
        var commands: [(String, String)] = []
        for block in try blocks() where block.language == "sh" {
            var joined: [String] = [], current = ""
            for line in block.body {
                if line.hasSuffix("\\") { current += line.dropLast() + " "; continue }
                joined.append(current + line); current = ""
            }
            for line in joined {
                let command = line.components(separatedBy: "  #").first!.trimmingCharacters(in: .whitespaces)
                if command.contains("swift run touchlab") { commands.append((block.file, command)) }
            }
        }
        return commands
    }

    /// Words as a shell splits them (double quotes only: all these commands use).
    static func words(_ text: String) -> [String] {
        var words: [String] = [], current = "", quoted = false, started = false
        for c in text {
            if c == "\"" { quoted.toggle(); started = true; continue }
            if c == " " && !quoted { if started { words.append(current) }; current = ""; started = false; continue }
            current.append(c); started = true
        }
        if started { words.append(current) }
        return words
    }

    @Test("each `swift run touchlab` command that ends by itself (a screenshot, a recording) exits 0")
    func commandsRun() throws {
        // A bare `swift run touchlab` opens the window for a person: the live window tests cover it.
        let commands = try Self.touchlabCommands().filter { $0.command.contains("--screenshot") || $0.command.contains("--record") }
        #expect(commands.count >= 3, "\(commands)")
        let server = try XvfbServer(width: 1280, height: 800)
        defer { server.stop() }
        for (file, command) in commands {
            let all = Self.words(command)
            let index = try #require(all.firstIndex(of: "touchlab"))
            let arguments = Array(all[(index + 1)...])
            var env = CommandLineTests.baseEnvironment
            if command.hasPrefix("xvfb-run") { env["DISPLAY"] = server.displayName }
            let o = try CommandLineTests.run(arguments, environment: env, timeout: 120, currentDirectory: Self.root)
            #expect(o.status == 0, "\(file): \(command)\n\(o.stderr)")
        }
    }

    @Test("each script block plays: recorded on the virtual clock, status 0")
    func scriptsPlay() throws {
        let scripts = try Self.blocks().filter { block in
            let first = block.body.first?.split(separator: " ").first.map { $0.lowercased() } ?? ""
            return block.language.isEmpty && (first.hasPrefix("#") || DocumentScriptCommands.all.contains(first))
        }
        #expect(scripts.count >= 5)
        for script in scripts {
            let path = RecordingCommandTests.temporaryPath("block.script")
            let folder = RecordingCommandTests.temporaryPath("block-frames")
            try script.body.joined(separator: "\n").write(toFile: path, atomically: true, encoding: .utf8)
            defer { try? FileManager.default.removeItem(atPath: path); try? FileManager.default.removeItem(atPath: folder) }
            let o = try CommandLineTests.run(["--script", path, "--record", folder, "--fps", "2"],
                                             environment: CommandLineTests.baseEnvironment, timeout: 120)
            #expect(o.status == 0, "\(script.file): \(script.body.first ?? "")\n\(o.stderr)")
        }
    }
}

/// The words a script line starts with.
enum DocumentScriptCommands {
    static let all: Set<String> = ["move", "down", "up", "tap", "wait", "drag", "scroll", "key", "caption", "pause",
                                   "pinch", "rotate", "hold", "release", "scene", "zoom"]
}
