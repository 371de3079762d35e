import Foundation
import Testing
import XServer

/// The screenshots in `assets/` are what this build draws (issue 20: "pictures
/// re-made by the current build, and a test fails when they drift").
///
/// They are live screenshots: the script's real-time pace decides how far
/// each fade has gone when the window is captured, so two takes differ in a
/// few pixels (measured: 0.01 % of the pixels by more than 40 levels from one
/// take to the next, 0.02 % against the shipped file). A picture left behind
/// by a change to the layout differs in far more (the 004 picture of the
/// previous stop: 4.4 %), so a take that differs in more than 1 % fails.
///
/// On a loaded machine one take can land late: the timeline's scale follows
/// how long the gesture took, so its marks move, and the trace's addresses
/// are the run's own (measured at load 12: 1.31 % for 004-tap-cancels, then
/// 0.06–0.13 % on the next takes). So a picture gets up to three takes and the
/// closest must be within 1 %: a stale picture differs in every take.
@Suite("The shipped screenshots are what this build draws", .serialized)
struct ShippedPicturesTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Each picture with the arguments that made it (the scripts beside them).
    static let pictures: [(png: String, arguments: [String])] = [
        ("assets/001-tap-b.png", ["--scene", "001-abc", "--script", "assets/001-tap-b.script"]),
        ("assets/004-tap-cancels.png", ["--scene", "004-tap", "--script", "assets/004-tap-cancels.script"]),
        ("assets/004-long-press.png", ["--scene", "004-long-press", "--script", "assets/004-long-press.script"]),
        ("assets/004-tap-compare.png", ["--scene", "004-tap", "--compare", "tap.cancelsTouchesInView",
                                        "--script", "assets/004-tap-cancels.script"]),
    ]

    @Test("each screenshot in assets/ matches a fresh take in all but a few fading pixels", arguments: 0..<4)
    func pictureMatchesAFreshTake(index: Int) throws {
        let picture = Self.pictures[index]
        let shipped = try Self.decodeRGB(Self.root.appendingPathComponent(picture.png).path)
        var shares: [Double] = []
        for _ in 0..<3 {
            let share = try Self.shareDiffering(from: shipped, take: picture.arguments, png: picture.png)
            shares.append(share)
            if share < 0.01 { break }
        }
        let closest = shares.min() ?? 1
        #expect(closest < 0.01, """
            \(picture.png) is not what this build draws (\(shares.map { String(format: "%.2f", $0 * 100) }.joined(separator: ", ")) % \
            of its pixels differ in \(shares.count) takes); \
            re-make it: xvfb-run -a -s "-screen 0 1280x800x24" swift run touchlab \(picture.arguments.joined(separator: " ")) --screenshot \(picture.png)
            """)
    }

    /// One fresh take of a picture under its own Xvfb: the share of its pixels
    /// more than 40 levels away from the shipped file's.
    static func shareDiffering(from shipped: Data, take arguments: [String], png: String) throws -> Double {
        let server = try XvfbServer(width: 1280, height: 800)
        defer { server.stop() }
        var env = CommandLineTests.baseEnvironment
        env["DISPLAY"] = server.displayName
        let fresh = RecordingCommandTests.temporaryPath("fresh.png")
        defer { try? FileManager.default.removeItem(atPath: fresh) }
        let o = try CommandLineTests.run(arguments + ["--screenshot", fresh], environment: env, timeout: 60,
                                         currentDirectory: root)
        try #require(o.status == 0, "\(o.stderr)")
        let made = try decodeRGB(fresh)
        try #require(shipped.count == made.count && !made.isEmpty, "\(png): \(shipped.count) vs \(made.count) bytes decoded")
        var differing = 0
        for pixel in stride(from: 0, to: made.count, by: 3) {
            let d = max(abs(Int(made[pixel]) - Int(shipped[pixel])), abs(Int(made[pixel + 1]) - Int(shipped[pixel + 1])),
                        abs(Int(made[pixel + 2]) - Int(shipped[pixel + 2])))
            if d > 40 { differing += 1 }
        }
        return Double(differing) / Double(made.count / 3)
    }

    /// An image's pixels (every frame's, for a GIF) as RGB bytes, decoded by ffmpeg.
    static func decodeRGB(_ png: String) throws -> Data {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/ffmpeg")
        process.arguments = ["-v", "error", "-nostdin", "-i", png, "-f", "rawvideo", "-pix_fmt", "rgb24", "-"]
        let out = Pipe()
        process.standardOutput = out
        try process.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return data
    }
}
