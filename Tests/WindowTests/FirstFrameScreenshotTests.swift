import Foundation
import Testing
import XServer

/// `--screenshot` with no script is taken when the loop first sleeps, after
/// UIKit's commit: a view is drawn (`draw(_:)`) before it is first shown
/// (Behaviour §13), so the picture shows what the first frame on a phone
/// would. Taken before that commit, the `custom-controls` dial and pad were
/// empty boxes.
@Suite("a screenshot with no script shows views that draw themselves")
struct FirstFrameScreenshotTests {
    @Test("custom-controls: the phone in a no-script screenshot equals the phone after the loop has turned")
    func noScriptScreenshotIsAfterTheFirstCommit() throws {
        let server = try XvfbServer(width: 1280, height: 800)
        defer { server.stop() }
        var env = CommandLineTests.baseEnvironment
        env["DISPLAY"] = server.displayName
        let script = RecordingCommandTests.temporaryPath("wait.script")
        try "wait 0.3\n".write(toFile: script, atomically: true, encoding: .utf8)
        let first = RecordingCommandTests.temporaryPath("first.png")
        let settled = RecordingCommandTests.temporaryPath("settled.png")
        defer { for path in [script, first, settled] { try? FileManager.default.removeItem(atPath: path) } }

        let a = try CommandLineTests.run(["--scene", "custom-controls", "--screenshot", first], environment: env, timeout: 60,
                                         currentDirectory: ShippedPicturesTests.root)
        #expect(a.status == 0, "\(a.stderr)")
        let b = try CommandLineTests.run(["--scene", "custom-controls", "--script", script, "--screenshot", settled],
                                         environment: env, timeout: 60, currentDirectory: ShippedPicturesTests.root)
        #expect(b.status == 0, "\(b.stderr)")

        let made = try ShippedPicturesTests.decodeRGB(first)
        let reference = try ShippedPicturesTests.decodeRGB(settled)
        try #require(made.count == 1280 * 800 * 3 && reference.count == made.count)
        // The phone's screen at 1× in the default window (the panels differ: the script's input lights the pipeline).
        var differing = 0
        for y in 40..<760 {
            for x in 40..<365 {
                let i = (y * 1280 + x) * 3
                let d = max(abs(Int(made[i]) - Int(reference[i])), abs(Int(made[i + 1]) - Int(reference[i + 1])),
                            abs(Int(made[i + 2]) - Int(reference[i + 2])))
                if d > 40 { differing += 1 }
            }
        }
        #expect(differing < 50, "\(differing) pixels of the phone differ: the no-script screenshot missed the first draw(_:)")
    }
}
