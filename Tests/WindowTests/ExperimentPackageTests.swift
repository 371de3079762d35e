import Foundation
import Testing
import XServer

/// README's "Your own experiment": the package in Examples/MyExperiment, built
/// as a user builds it (its own Package.swift, this package by path) and run
/// under Xvfb with its script, as the user runs it.
@Suite("an experiment package of your own", .serialized)
struct ExperimentPackageTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
    static let package = root.appendingPathComponent("Examples/MyExperiment")
    /// Beside the main build, so a second run is incremental; `.build-*` is ignored by git.
    static let scratch = root.appendingPathComponent(".build-examples")

    /// `swift build` in the example's folder, once for the suite. If it
    /// fails, once more from nothing: an incremental build of a path
    /// dependency run from inside `swift test` can keep a stale list of the
    /// dependency's files and miss one added since (seen here after merges:
    /// "cannot find … in scope"). A fresh clone builds from nothing anyway.
    static let built: Result<URL, BuildFailure> = {
        var result = build()
        if case .failure = result {
            try? FileManager.default.removeItem(at: scratch)
            result = build()
        }
        return result
    }()

    private static func build() -> Result<URL, BuildFailure> {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swift", "build", "--package-path", package.path, "--scratch-path", scratch.path,
                             "--product", "MyExperiment"]
        let log = Pipe()
        process.standardOutput = log
        process.standardError = log
        do { try process.run() } catch { return .failure(BuildFailure(log: "\(error)")) }
        let output = String(decoding: log.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { return .failure(BuildFailure(log: output)) }
        return .success(scratch.appendingPathComponent("debug/MyExperiment"))
    }

    /// Plays `Scripts/NAME` in the built example on an Xvfb of its own, as a
    /// user runs it; `--screenshot` ends the run when the script is done
    /// (without it the window stays open to play with).
    static func play(_ script: String, _ arguments: [String]) throws -> CommandLineTests.Outcome {
        var png = Data()
        return try play(script, arguments, screenshot: &png)
    }

    static func play(_ script: String, _ arguments: [String], screenshot: inout Data) throws -> CommandLineTests.Outcome {
        let executable = try built.get()
        let server = try XvfbServer(width: 1280, height: 800)
        defer { server.stop() }
        var env = CommandLineTests.baseEnvironment
        env["DISPLAY"] = server.displayName
        let png = NSTemporaryDirectory() + "my-experiment-\(getpid())-\(UUID().uuidString).png"
        defer { unlink(png) }
        let path = package.appendingPathComponent("Scripts/\(script)").path
        let outcome = try CommandLineTests.run(arguments + ["--script", path, "--screenshot", png],
                                               environment: env, timeout: 60, executable: executable)
        screenshot = (try? Data(contentsOf: URL(fileURLWithPath: png))) ?? Data()
        return outcome
    }

    struct BuildFailure: Error, CustomStringConvertible {
        let log: String
        var description: String {
            let errors = log.split(separator: "\n").filter { $0.contains("error") }.prefix(20).joined(separator: "\n")
            return "swift build of Examples/MyExperiment failed:\n\(errors)\n…\n\(log.suffix(3000))"
        }
    }

    @Test("it builds, lists its own scenes, and its script's taps reach its own button and card")
    func buttonAndCard() throws {
        let executable = try Self.built.get()
        let list = try CommandLineTests.run(["--list-scenes"], environment: CommandLineTests.baseEnvironment,
                                            executable: executable)
        #expect(list.status == 0, "\(list.stderr)")
        #expect(list.stdout.split(separator: "\n").map { $0.split(separator: " ").dropFirst().first.map(String.init) }
                == ["card", "paint", "timers", "rating"])

        var png = Data()
        let o = try Self.play("press-the-button.txt", ["--trace"], screenshot: &png)
        #expect(o.status == 0, "\(o.stderr)")
        let lines = o.stdout.split(separator: "\n").map(String.init)
        // First tap: the button keeps its touch (a recognizer on a control's
        // superview does not take the control's tap) and sends its action.
        // Second tap: the card's recognizer takes the touch from the card.
        let story = lines.filter { $0.hasPrefix("Touches") || !$0.contains(":") || $0.hasPrefix("<UITap") }
            .map { line -> String in
                if line.hasPrefix("<UITap") { return "tap: " + (line.contains("state = Ended") ? "Ended" : line) }
                guard let colon = line.firstIndex(of: ":"), line.hasPrefix("Touches") else { return line }
                let what = line[..<colon]
                return what + (line.contains("<UIButton") ? " button" : line.contains("<UIView") ? " card" : " ?")
            }
        #expect(story == ["Touches Began button", "Touches Ended button", "button pressed",
                          "Touches Began card", "tap: Ended", "card tapped", "Touches Cancelled card"], "\(lines)")
        #expect(png.prefix(4) == Data([0x89, 0x50, 0x4E, 0x47]))
    }

    @Test("--scene paint: its own touches methods see the whole stroke, began to ended")
    func paintStroke() throws {
        let o = try Self.play("paint.txt", ["--scene", "paint"])
        #expect(o.status == 0, "\(o.stderr)")
        let pad = o.stdout.split(separator: "\n").filter { $0.hasPrefix("pad ") }
        // The pad is at (40, 200) on the phone; the stroke starts at (100, 300).
        #expect(["pad began at 59, 100", "pad began at 60, 100"].contains(pad.first), "\(pad)")
        #expect(pad.last == "pad ended")
        #expect(pad.filter { $0.hasPrefix("pad moved") }.count >= 3)
    }

    @Test("--compare: what the pad prints is labelled A │ or B │ line by line, live and recorded; the --trace table is not")
    func compareLabelsOwnOutput() throws {
        let executable = try Self.built.get()
        let script = Self.package.appendingPathComponent("Scripts/paint.txt").path
        let mp4 = NSTemporaryDirectory() + "my-experiment-compare-\(getpid()).mp4"
        defer { unlink(mp4) }
        // B's pad is nearly transparent (0.011) but still hit-tested: both pads see the whole stroke.
        let compare = ["--scene", "paint", "--compare", "pad.alpha", "--trace"]
        let live = try Self.play("paint.txt", compare)
        let recorded = try CommandLineTests.run(compare + ["--script", script, "--record", mp4],
                                                environment: CommandLineTests.baseEnvironment, timeout: 60,
                                                executable: executable)
        for (how, o) in [("live", live), ("recorded", recorded)] {
            #expect(o.status == 0, "\(how): \(o.stderr)")
            let lines = o.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            let a = lines.filter { $0.hasPrefix("A │ ") }.map { String($0.dropFirst(4)) }
            let b = lines.filter { $0.hasPrefix("B │ ") }.map { String($0.dropFirst(4)) }
            #expect(a.first?.hasPrefix("pad began at") == true, "\(how): \(lines.prefix(12))")
            #expect(a.last == "pad ended", "\(how): \(a)")
            #expect(a.filter { $0.hasPrefix("pad moved") }.count >= 3, "\(how): \(a)")
            #expect(b == a, "\(how): both pads saw the same stroke")
            #expect(!lines.contains { $0.hasPrefix("pad ") }, "\(how): a pad line without its A/B mark")
            // A handles each event first and forwards it; B prints its own line after A's.
            let aBegan = lines.firstIndex { $0.hasPrefix("A │ pad began") }, bBegan = lines.firstIndex { $0.hasPrefix("B │ pad began") }
            #expect(aBegan != nil && bBegan != nil && aBegan! < bBegan!, "\(how): \(lines.prefix(12))")
            // The demo's own table stays unmarked.
            #expect(lines.contains { $0.hasPrefix("A: pad.alpha = 1") && $0.contains("B: pad.alpha = 0.011") }, "\(how): \(lines.suffix(8))")
        }
    }

    @Test("iOS habits: DispatchQueue.main and Foundation timers run in the experiment; the default-mode one pauses while the list is dragged")
    func timersAndMainQueue() throws {
        let o = try Self.play("timers.txt", ["--scene", "timers"])
        #expect(o.status == 0, "\(o.stderr)")
        let lines = o.stdout.split(separator: "\n").map(String.init)
        #expect(lines.filter { $0 == "main queue ran" }.count == 1, "\(lines.prefix(5))")
        #expect(lines.contains("asyncAfter ran, on the main thread: true"))
        guard let began = lines.firstIndex(of: "drag began"), let ended = lines.firstIndex(of: "drag ended") else {
            Issue.record("no drag in \(lines)"); return
        }
        // Queued in viewDidLoad, it runs on the loop's first turns. Whether
        // before the first 0.2 s tick depends on how long start-up took (both
        // are due when a slow start first runs the loop), so only "before the drag".
        #expect(lines.firstIndex(of: "main queue ran").map { $0 < began } == true, "\(lines.prefix(5))")
        let during = lines[began..<ended]
        // 1.5 s of dragging at 0.2 s a tick: the common-mode timer goes on, the default-mode one waits.
        #expect(during.filter { $0.hasPrefix("common tick") }.count >= 4, "\(during)")
        #expect(during.filter { $0.hasPrefix("default tick") }.isEmpty, "\(during)")
        #expect(lines[..<began].contains { $0.hasPrefix("default tick") })
        #expect(lines[ended...].contains { $0.hasPrefix("default tick") }, "it resumes after the drag")
    }

    @Test("--scene rating: an iOS file dropped into Sources/MyExperiment/iOS unchanged (@objc, #selector, @IBInspectable) runs in the window")
    func pastediOSFile() throws {
        var png = Data()
        // `--every-move`: each motion of the slide is its own touchesMoved, so a
        // machine too busy to draw for 130 ms cannot merge the crossing of the
        // third star into one move past it (moves are otherwise delivered once
        // per display refresh, Behaviour §1, as a stalled iPhone would too).
        let o = try Self.play("rate.txt", ["--scene", "rating", "--every-move"], screenshot: &png)
        #expect(o.status == 0, "\(o.stderr)")
        // The tap lands on the fourth star (a #selector tap recognizer); the
        // slide crosses the third to the second (a #selector pan); each change
        // reaches the controller's @IBAction through addTarget(_:action:for:).
        let ratings = o.stdout.split(separator: "\n").filter { $0.hasPrefix("rating ") }
        #expect(ratings == ["rating 4", "rating 3", "rating 2"], "\(o.stdout.suffix(600))")
        #expect(png.prefix(4) == Data([0x89, 0x50, 0x4E, 0x47]))
    }

    @Test("its own tests: library-style iOS files in Tests/MyExperimentTests/iOS, compiled unchanged, pass when driven by a finger")
    func ownTestsOfPastedFiles() throws {
        _ = try Self.built.get()
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swift", "test", "--package-path", Self.package.path, "--scratch-path", Self.scratch.path]
        let log = Pipe()
        process.standardOutput = log
        process.standardError = log
        try process.run()
        let output = String(decoding: log.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "\(output.suffix(3000))")
        // PastedLibraryTests: optional delegates, #selector recognizers and
        // controls, perform(afterDelay:), Timer and CADisplayLink targets,
        // notifications, associated objects, nil-targeted actions, NSObject;
        // KeyValueObservationTests: observe(\.contentOffset) and observeValue(forKeyPath:…);
        // DynamicPropertyTests: @objc dynamic properties of a pasted class, a @MainActor control;
        // NestedKeyPathTests: key paths through a view's layer and through a replaced object.
        #expect(output.contains("Executed 29 tests, with 0 failures"), "\(output.suffix(3000))")
    }

    @Test("an unknown scene names the experiment's own scenes")
    func unknownScene() throws {
        let executable = try Self.built.get()
        let o = try CommandLineTests.run(["--scene", "cards"], environment: CommandLineTests.baseEnvironment,
                                         executable: executable)
        #expect(o.status == 1)
        #expect(o.stderr == "MyExperiment: no scene named \"cards\"; did you mean card? (scenes: card, paint, timers, rating)\n")
    }
}

/// README's "Your own experiment" shows the package's two files as they are.
@Suite("README's experiment blocks")
struct ExperimentReadmeTests {
    static func swiftBlocks(after heading: String) throws -> [String] {
        let readme = try String(contentsOf: ExperimentPackageTests.root.appendingPathComponent("README.md"), encoding: .utf8)
        guard let start = readme.range(of: heading) else { return [] }
        let end = readme.range(of: "\n## ", range: start.upperBound..<readme.endIndex)?.lowerBound ?? readme.endIndex
        return readme[start.upperBound..<end].components(separatedBy: "```swift\n").dropFirst()
            .map { String($0[..<$0.range(of: "```")!.lowerBound]) }
    }

    @Test("the Package.swift and @main blocks are Examples/MyExperiment's files, byte for byte")
    func blocksAreTheFiles() throws {
        let blocks = try Self.swiftBlocks(after: "## Your own experiment")
        let package = ExperimentPackageTests.package
        #expect(blocks.count == 2)
        #expect(blocks.first == (try String(contentsOf: package.appendingPathComponent("Package.swift"), encoding: .utf8)))
        #expect(blocks.last == (try String(contentsOf: package.appendingPathComponent("Sources/MyExperiment/MyExperiment.swift"),
                                           encoding: .utf8)))
    }
}
