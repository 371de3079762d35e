import Foundation
import Testing

/// Runs the two tools the docs plugin runs, on the modules `swift build`
/// already made: `swift-symbolgraph-extract` (public symbols with their doc
/// comments, from `.build/…/Modules`) and `docc convert`. Everything is found
/// from this file's place in the package and the test bundle's place in
/// `.build`; a tool or a module that is not where it should be fails the
/// test with a line saying which and where — it never skips.
enum DocumentationBuild {
    /// The package's root folder.
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    struct Failure: Error, CustomStringConvertible { let description: String }

    /// The folder holding `UIKit.swiftmodule` and the rest: `Modules` beside
    /// the test bundle (SwiftPM 6), or the bundle's folder itself (older ones).
    static func modulesDirectory() throws -> URL {
        var dir = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
        while dir.path != "/" {
            for candidate in [dir.appendingPathComponent("Modules"), dir] {
                if FileManager.default.fileExists(atPath: candidate.appendingPathComponent("UIKit.swiftmodule").path) {
                    return candidate
                }
            }
            dir.deleteLastPathComponent()
        }
        throw Failure(description: "no UIKit.swiftmodule above the test bundle \(CommandLine.arguments[0]): run `swift build --build-tests` first")
    }

    /// The target triple the modules were built for: the build folder's name
    /// (`.build/x86_64-unknown-linux-gnu/debug`), else the compiler's default.
    static func targetTriple(modules: URL) throws -> String {
        let configuration = modules.lastPathComponent == "Modules" ? modules.deletingLastPathComponent() : modules
        let name = configuration.deletingLastPathComponent().lastPathComponent
        if name.split(separator: "-").count >= 3 { return name }
        let info = try run(tool("swift-frontend"), ["-print-target-info"])
        guard info.status == 0,
              let json = try? JSONSerialization.jsonObject(with: Data(info.output.utf8)) as? [String: Any],
              let target = json["target"] as? [String: Any], let triple = target["triple"] as? String else {
            throw Failure(description: "could not tell the target triple from \(configuration.path) or `swift-frontend -print-target-info`: \(info.output)")
        }
        return triple
    }

    /// A tool of the toolchain that runs the tests (on CI the same Swift image):
    /// beside `swift` on the PATH, else in /opt/swift/usr/bin.
    static func tool(_ name: String) throws -> URL {
        var folders = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").map(String.init)
        folders.append("/opt/swift/usr/bin")
        for folder in folders {
            let url = URL(fileURLWithPath: folder).appendingPathComponent(name)
            if FileManager.default.isExecutableFile(atPath: url.path) { return url }
        }
        throw Failure(description: "`\(name)` is not on the PATH nor in /opt/swift/usr/bin: it comes with the Swift toolchain")
    }

    /// `module`'s public symbol graphs, in a fresh folder, from the built module.
    static func symbolGraphs(of module: String) throws -> URL {
        let modules = try modulesDirectory()
        let output = FileManager.default.temporaryDirectory
            .appendingPathComponent("symbol-graphs-\(module)-\(getpid())-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
        var arguments = ["-module-name", module, "-I", modules.path, "-target", try targetTriple(modules: modules),
                         "-minimum-access-level", "public", "-output-dir", output.path]
        // The package's C modules (Xlib, Cairo), which TouchLab's interface imports.
        let sources = root.appendingPathComponent("Sources")
        for folder in (try? FileManager.default.contentsOfDirectory(atPath: sources.path))?.sorted() ?? [] {
            let map = sources.appendingPathComponent(folder).appendingPathComponent("module.modulemap")
            if FileManager.default.fileExists(atPath: map.path) { arguments += ["-Xcc", "-fmodule-map-file=\(map.path)"] }
        }
        let result = try run(tool("swift-symbolgraph-extract"), arguments)
        guard result.status == 0 else {
            throw Failure(description: "swift-symbolgraph-extract \(module) exited \(result.status):\n\(result.output)")
        }
        let main = output.appendingPathComponent("\(module).symbols.json")
        guard FileManager.default.fileExists(atPath: main.path) else {
            throw Failure(description: "swift-symbolgraph-extract \(module) wrote no \(main.lastPathComponent) in \(output.path)")
        }
        return output
    }

    /// `docc convert` of `catalogue` (nil: the symbols' own comments alone)
    /// with `module`'s symbols, warnings as errors.
    static func runDocC(module: String, catalogue: URL?) throws -> (status: Int32, output: String) {
        let graphs = try symbolGraphs(of: module)
        defer { try? FileManager.default.removeItem(at: graphs) }
        let archive = FileManager.default.temporaryDirectory
            .appendingPathComponent("\(module)-\(getpid())-\(UUID().uuidString).doccarchive")
        defer { try? FileManager.default.removeItem(at: archive) }
        return try run(tool("docc"), ["convert"] + (catalogue.map { [$0.path] } ?? []) + ["--additional-symbol-graph-dir", graphs.path,
                                      "--fallback-display-name", module, "--fallback-bundle-identifier", module,
                                      "--warnings-as-errors", "--output-path", archive.path])
    }

    /// Converts the package's `catalogue` (a path from the root; nil: the
    /// module's doc comments alone) and expects no warning at all; on
    /// failure, docc's own words are the message.
    static func convert(module: String, catalogue: String?) throws {
        let url = catalogue.map { root.appendingPathComponent($0) }
        if let url, !FileManager.default.fileExists(atPath: url.path) {
            throw Failure(description: "no catalogue at \(url.path)")
        }
        let result = try runDocC(module: module, catalogue: url)
        #expect(result.status == 0, "docc convert \(catalogue ?? module) exited \(result.status):\n\(result.output)")
    }

    /// The longest a tool may take. docc converts UIKit in about 4 s on an
    /// idle 2-core machine and under 20 s beside the rest of the suite; one
    /// still running after this is stuck, and is stopped rather than waited for.
    static let toolTimeout: TimeInterval = 300

    /// Runs a tool to the end, its standard output and error together.
    static func run(_ executable: URL, _ arguments: [String]) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let started = Date()
        let stop = DispatchWorkItem { if process.isRunning { process.terminate() } }
        DispatchQueue.global().asyncAfter(deadline: .now() + toolTimeout, execute: stop)
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        stop.cancel()
        let output = String(decoding: data, as: UTF8.self)
        if process.terminationReason == .uncaughtSignal, Date().timeIntervalSince(started) >= toolTimeout {
            throw Failure(description: "\(executable.lastPathComponent) \(arguments.first ?? "") did not finish in \(Int(toolTimeout)) s and was stopped:\n\(output)")
        }
        return (process.terminationStatus, output)
    }
}
