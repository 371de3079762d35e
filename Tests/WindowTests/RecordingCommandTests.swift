import Foundation
import Testing

/// `--record`: a script's frames rendered on a virtual clock. No X server is
/// started: a recording must not need one, and must not depend on the
/// machine's speed.
@Suite("touchlab --record", .serialized)
struct RecordingCommandTests {
    static let script = """
        caption "Tap B"
        tap 200 300
        pause 0.3
        caption "Hold A: a long press"
        move 100 250
        down
        wait 0.7
        up
        caption off
        pause 0.2
        """

    static func temporaryPath(_ name: String) -> String {
        NSTemporaryDirectory() + "touchlab-record-\(getpid())-\(UUID().uuidString)-\(name)"
    }

    static func writeScript() throws -> String {
        let path = temporaryPath("tutorial.script")
        try script.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    /// FNV-1a over the file's bytes: equal files, equal hashes.
    static func hash(_ data: Data) -> UInt64 {
        data.reduce(0xcbf2_9ce4_8422_2325 as UInt64) { ($0 ^ UInt64($1)) &* 0x100_0000_01b3 }
    }

    static func frameHashes(in folder: String) throws -> [UInt64] {
        try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
            .map { try hash(Data(contentsOf: URL(fileURLWithPath: "\(folder)/\($0)"))) }
    }

    @Test("two recordings of one script give identical frames, one per 1/30 s of the script, and the frames move")
    func framesAreReproducible() throws {
        let script = try Self.writeScript()
        let first = Self.temporaryPath("a"), second = Self.temporaryPath("b")
        defer { for p in [script, first, second] { try? FileManager.default.removeItem(atPath: p) } }
        for folder in [first, second] {
            let o = try CommandLineTests.run(["--record", folder, "--script", script], environment: CommandLineTests.baseEnvironment,
                                             timeout: 120)
            #expect(o.status == 0, "\(o.stderr)")
        }
        let a = try Self.frameHashes(in: first), b = try Self.frameHashes(in: second)
        // 0.05 tap + 0.3 + 0.7 + 0.2 = 1.25 s: frames at 0, 1/30, … 38/30 (the first at or after the end).
        #expect(a.count == 39)
        #expect(a == b, "frames differ at \(zip(a, b).enumerated().filter { $0.element.0 != $0.element.1 }.map(\.offset))")
        #expect(Set(a).count > 10, "the picture changes as the script plays: \(Set(a).count) distinct frames")
    }

    @Test("--fps sets the rate: 10 fps gives a third of the frames")
    func fps() throws {
        let script = try Self.writeScript()
        let folder = Self.temporaryPath("fps")
        defer { for p in [script, folder] { try? FileManager.default.removeItem(atPath: p) } }
        let o = try CommandLineTests.run(["--record", folder, "--script", script, "--fps", "10"],
                                         environment: CommandLineTests.baseEnvironment, timeout: 120)
        #expect(o.status == 0, "\(o.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).count == 14)   // 0 … 1.3 s
    }

    @Test("an .mp4 goes through ffmpeg: ffprobe counts the frames")
    func mp4() throws {
        let script = try Self.writeScript()
        let movie = Self.temporaryPath("movie.mp4")
        defer { for p in [script, movie] { try? FileManager.default.removeItem(atPath: p) } }
        let o = try CommandLineTests.run(["--record", movie, "--script", script], environment: CommandLineTests.baseEnvironment,
                                         timeout: 120)
        #expect(o.status == 0, "\(o.stderr)")
        let probe = Process()
        probe.executableURL = URL(fileURLWithPath: "/usr/bin/ffprobe")
        probe.arguments = ["-v", "error", "-count_frames", "-select_streams", "v:0",
                           "-show_entries", "stream=nb_read_frames,width,height", "-of", "csv=p=0", movie]
        let out = Pipe()
        probe.standardOutput = out
        try probe.run()
        probe.waitUntilExit()
        let said = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        #expect(said.trimmingCharacters(in: .whitespacesAndNewlines) == "1280,800,39")
    }

    @Test("without ffmpeg on PATH, a video is refused in one line naming the package; PNG frames still work")
    func missingFFmpeg() throws {
        let script = try Self.writeScript()
        let movie = Self.temporaryPath("movie.mp4"), folder = Self.temporaryPath("frames")
        defer { for p in [script, movie, folder] { try? FileManager.default.removeItem(atPath: p) } }
        var env = CommandLineTests.baseEnvironment
        env["PATH"] = "/nonexistent"
        let o = try CommandLineTests.run(["--record", movie, "--script", script], environment: env)
        #expect(o.status == 1)
        #expect(o.stderr.split(separator: "\n").count == 1, "\(o.stderr)")
        #expect(o.stderr.contains("no ffmpeg") || o.stderr.contains("none on PATH"))
        #expect(o.stderr.contains("apt-get install ffmpeg"))
        #expect(!FileManager.default.fileExists(atPath: movie))
        let frames = try CommandLineTests.run(["--record", folder, "--script", script], environment: env, timeout: 120)
        #expect(frames.status == 0, "\(frames.stderr)")
    }

    @Test("bad requests: no script, an unknown format, a zero rate — each one line, status 1")
    func badRequests() throws {
        let script = try Self.writeScript()
        defer { try? FileManager.default.removeItem(atPath: script) }
        let env = CommandLineTests.baseEnvironment
        let cases: [([String], String)] = [
            (["--record", Self.temporaryPath("x.mp4")], "needs --script"),
            (["--record", Self.temporaryPath("x.avi"), "--script", script], ".avi is not a format"),
            (["--record", Self.temporaryPath("f"), "--script", script, "--fps", "0"], "1 to 120 frames a second"),
        ]
        for (arguments, words) in cases {
            let o = try CommandLineTests.run(arguments, environment: env)
            #expect(o.status == 1, "\(arguments)")
            #expect(o.stderr.contains(words), "\(arguments): \(o.stderr)")
            #expect(o.stderr.split(separator: "\n").count == 1)
        }
    }
}
