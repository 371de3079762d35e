import Drawing
import Foundation
import Testing
import XServer

/// Scripts that direct a lesson (issue 20): `scene NAME`, the demo's keys
/// under `--record`, and smooth moves while the button is down — each
/// checked against what the same lesson gives when done another way.
@Suite("Scripts that direct", .serialized)
struct ScriptDirectingTests {
    /// The last frame's hash of a recording of `script` at 10 fps.
    static func lastFrame(_ script: String, _ arguments: [String] = []) throws -> UInt64 {
        let recorded = try LessonRecordingTests.record(script, arguments)
        defer { recorded.cleanUp() }
        return try LessonRecordingTests.hash(try #require(recorded.frames.last))
    }

    @Test("--record: `scene 004-tap` and then a tap draw the same last frame as --scene 004-tap and the tap")
    func sceneLineInARecording() throws {
        let directed = try Self.lastFrame("scene 004-tap\ntap 215 466\nwait 0.5\n")
        let opened = try Self.lastFrame("tap 215 466\nwait 0.5\n", ["--scene", "004-tap"])
        #expect(directed == opened)
        let other = try Self.lastFrame("tap 215 466\nwait 0.5\n", ["--scene", "004-tap-no-cancel"])
        #expect(directed != other, "a different scene draws a different frame")
    }

    @Test("--record honours the demo's keys: N opens the next scene, P the previous, R clears what a tap left")
    func keysInARecording() throws {
        // The click label "key n" fades within 3 s; then only the scene shows.
        let next = try Self.lastFrame("key N\nwait 3.5\n", ["--scene", "001-abc"])
        #expect(next == (try Self.lastFrame("wait 3.5\n", ["--scene", "001-cba"])))
        let previous = try Self.lastFrame("key p\nwait 3.5\n", ["--scene", "001-cba"])
        #expect(previous == (try Self.lastFrame("wait 3.5\n", ["--scene", "001-abc"])))
        let cleared = try Self.lastFrame("tap 215 466\nwait 0.5\nkey R\nwait 3.5\n", ["--scene", "004-tap"])
        let untouched = try Self.lastFrame("move 215 466\nwait 4.05\n", ["--scene", "004-tap"])
        #expect(cleared == untouched, "R leaves the scene as it opened")
    }

    @Test("live: a `scene` line switches the window's scene in order with the input: the tap after it lands in 004-tap")
    func sceneLineLive() throws {
        let server = try XvfbServer(width: 1280, height: 800)
        defer { server.stop() }
        var env = CommandLineTests.baseEnvironment
        env["DISPLAY"] = server.displayName
        let script = RecordingCommandTests.temporaryPath("scene.script")
        let png = RecordingCommandTests.temporaryPath("scene.png")
        try "tap 215 466\nscene 004-tap\ntap 215 466\nwait 0.1\n".write(toFile: script, atomically: true, encoding: .utf8)
        defer { unlink(script); unlink(png) }
        let o = try CommandLineTests.run(["--scene", "001-abc", "--script", script, "--trace", "--screenshot", png], environment: env)
        #expect(o.status == 0, "\(o.stderr)")
        let touches = o.stdout.split(separator: "\n").filter { $0.hasPrefix("Touches ") || $0.hasPrefix("<UITap") }
        // 001-abc: B (on top of A there) ends its touch; 004-tap: the tap recognizer cancels viewb's.
        #expect(touches.map { String($0.prefix(17)) } == ["Touches Began: <B", "Touches Ended: <B", "Touches Began: <U",
                                                          "<UITapGestureReco", "Touches Cancelled"], "\(touches)")
    }

    @Test("a scene the catalogue lacks is one line naming the script's line and the nearest scene")
    func unknownScene() throws {
        let script = RecordingCommandTests.temporaryPath("bad-scene.script")
        try "tap 1 1\nscene 004-tapp\n".write(toFile: script, atomically: true, encoding: .utf8)
        defer { unlink(script) }
        let o = try CommandLineTests.run(["--record", RecordingCommandTests.temporaryPath("x"), "--script", script],
                                         environment: CommandLineTests.baseEnvironment)
        #expect(o.status == 1)
        #expect(o.stderr.hasPrefix("touchlab: \(script):2: no scene named \"004-tapp\""), "\(o.stderr)")
        #expect(o.stderr.split(separator: "\n").count == 1)
    }

    @Test("move X Y over S while pressed: a smooth drag, the same frames as the drag line over the same path")
    func smoothMoveWhilePressed() throws {
        let glided = try Self.lastFrame("move 100 300\ndown\nwait 0.3\nmove 300 600 over 0.5\nup\nwait 0.2\n", ["--scene", "gesture-pans"])
        let dragged = try Self.lastFrame("move 100 300\nwait 0.3\ndrag 100 300 to 300 600 over 0.5\nwait 0.2\n", ["--scene", "gesture-pans"])
        // Not the same gesture (the glide holds first), but both move the pan: neither frame is the untouched scene.
        let untouched = try Self.lastFrame("move 300 600\nwait 1.0\n", ["--scene", "gesture-pans"])
        #expect(glided != untouched && dragged != untouched)
    }

    @Test("H in compare mode shows the help card, as in one-phone mode: the screenshot's middle changes")
    func helpInCompareMode() throws {
        let server = try XvfbServer(width: 1280, height: 800)
        defer { server.stop() }
        var env = CommandLineTests.baseEnvironment
        env["DISPLAY"] = server.displayName
        var middles: [Set<String>] = []
        for script in ["tap 215 466\nwait 0.1\n", "tap 215 466\nwait 0.1\nkey h\nwait 0.1\n"] {
            let path = RecordingCommandTests.temporaryPath("help.script")
            let png = RecordingCommandTests.temporaryPath("help.png")
            try script.write(toFile: path, atomically: true, encoding: .utf8)
            defer { unlink(path); unlink(png) }
            let o = try CommandLineTests.run(["--scene", "004-tap", "--compare", "tap.cancelsTouchesInView", "--script", path,
                                              "--screenshot", png], environment: env)
            #expect(o.status == 0, "\(o.stderr)")
            let image = try ImageSurface(contentsOfPNG: png)
            middles.append(Set((0..<40).map { "\(image.pixel(x: 400 + 10 * $0, y: 300)!)" }))
        }
        #expect(middles[0] != middles[1], "the help card covers the middle of the compare frame")
    }

    @Test("highlight rings the named view, spotlight dims the rest, off ends both; a view the scene lacks is one line")
    func highlightAndSpotlight() throws {
        func lastImage(_ script: String) throws -> ImageSurface {
            let recorded = try LessonRecordingTests.record(script, ["--scene", "004-tap"])
            defer { recorded.cleanUp() }
            return try ImageSurface(contentsOfPNG: try #require(recorded.frames.last))
        }
        let plain = try lastImage("wait 0.2\n")
        let ringed = try lastImage("highlight viewb\nwait 0.2\n")
        let spot = try lastImage("spotlight viewb\nwait 0.2\n")
        let ended = try lastImage("spotlight viewb\nwait 0.1\nspotlight off\nwait 0.1\n")
        // viewb is (165 416; 100 100) on a phone scaled 0.79 at (31, 32): its top-left corner is near (161, 360) in the frame.
        let yellow = RGBA(hex: 0xFFD60A)
        let ringPixels = (140..<180).flatMap { x in (340..<380).map { (x, $0) } }.filter { ringed.pixel(x: $0.0, y: $0.1)!.isClose(to: yellow, tolerance: 40) }
        #expect(ringPixels.count > 20, "a yellow ring at viewb's corner")
        #expect((140..<180).allSatisfy { x in !plain.pixel(x: x, y: 356)!.isClose(to: yellow, tolerance: 40) })
        // A panel's background, far from viewb: darker under the spotlight, as it was after `off`.
        let far = (x: 900, y: 500)
        let before = plain.pixel(x: far.x, y: far.y)!, dimmed = spot.pixel(x: far.x, y: far.y)!
        #expect(Int(dimmed.red) + Int(dimmed.green) + Int(dimmed.blue) < Int(before.red) + Int(before.green) + Int(before.blue) - 20)
        #expect(ended.pixel(x: far.x, y: far.y)! == before)

        let bad = RecordingCommandTests.temporaryPath("bad-view.script")
        try "tap 215 466\nhighlight viewc\n".write(toFile: bad, atomically: true, encoding: .utf8)
        defer { unlink(bad) }
        let o = try CommandLineTests.run(["--scene", "004-tap", "--record", RecordingCommandTests.temporaryPath("x"), "--script", bad],
                                         environment: CommandLineTests.baseEnvironment)
        #expect(o.status == 1)
        #expect(o.stderr == "touchlab: highlight viewc: no view named \"viewc\" in 004-tap (views: root, superview, viewb)\n")
    }

    @Test("highlight trace \"TEXT\" rings the newest trace row with that text, in the trace panel")
    func highlightTraceRow() throws {
        func lastImage(_ script: String) throws -> ImageSurface {
            let recorded = try LessonRecordingTests.record(script, ["--scene", "004-tap"])
            defer { recorded.cleanUp() }
            return try ImageSurface(contentsOfPNG: try #require(recorded.frames.last))
        }
        let yellow = RGBA(hex: 0xFFD60A)
        func ringPixels(_ image: ImageSurface) -> Int {
            // The trace panel: the lower right of the frame.
            stride(from: 410, to: 1270, by: 2).reduce(0) { count, x in
                count + stride(from: 600, to: 790, by: 1).filter { image.pixel(x: x, y: $0)!.isClose(to: yellow, tolerance: 40) }.count
            }
        }
        let ringed = try lastImage("tap 215 466\nhighlight trace \"Touches Cancelled\"\nwait 0.2\n")
        let plain = try lastImage("tap 215 466\nwait 0.2\n")
        #expect(ringPixels(ringed) > 200, "a yellow ring in the trace panel")
        #expect(ringPixels(plain) < 20)
    }

    @Test("compare: a script that ends on its last tap still gets B's whole trace, recorded and live (no row missing on B's side)")
    func compareEndsAfterBothApps() throws {
        let script = RecordingCommandTests.temporaryPath("compare-end.script")
        try "tap 215 466\n".write(toFile: script, atomically: true, encoding: .utf8)
        defer { unlink(script) }
        let compare = ["--scene", "004-tap", "--compare", "tap.cancelsTouchesInView", "--script", script, "--trace"]
        let folder = RecordingCommandTests.temporaryPath("compare-end")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let recorded = try CommandLineTests.run(compare + ["--record", folder, "--fps", "10"], environment: CommandLineTests.baseEnvironment)
        let server = try XvfbServer(width: 1280, height: 800)
        defer { server.stop() }
        var env = CommandLineTests.baseEnvironment
        env["DISPLAY"] = server.displayName
        let png = RecordingCommandTests.temporaryPath("compare-end.png")
        defer { unlink(png) }
        let live = try CommandLineTests.run(compare + ["--screenshot", png], environment: env)
        for o in [recorded, live] {
            #expect(o.status == 0, "\(o.stderr)")
            let rows = o.stdout.split(separator: "\n").filter { $0.contains("│") }
            #expect(rows.last?.contains("Touches Ended") == true, "B's last line is its touchesEnded: \(rows.suffix(3))")
            #expect(!rows.contains { $0.hasSuffix("│ —") || $0.contains("│ — ") }, "a row missing on B's side")
        }
    }

    @Test("zoom phone: the frames show the phone's screen close up (viewb fills many times the pixels), zoom off the whole layout again")
    func zoomPhone() throws {
        /// Every frame, and the last one's hash.
        func frames(_ script: String) throws -> (images: [ImageSurface], lastHash: UInt64) {
            let recorded = try LessonRecordingTests.record(script, ["--scene", "004-tap"])
            defer { recorded.cleanUp() }
            return (try recorded.frames.map { try ImageSurface(contentsOfPNG: $0) },
                    try LessonRecordingTests.hash(try #require(recorded.frames.last)))
        }
        let plain = try frames("move 215 466\nwait 0.6\n")
        let zoomed = try frames("move 215 466\nzoom phone\nwait 0.3\nzoom off\nwait 0.3\n")
        let whole = plain.images[2], close = zoomed.images[2]
        // viewb is (165 416; 100 100) on a phone scaled 0.79 at (31, 32): (245, 496) in points is inside it, clear of the pointer.
        let p = try #require(whole.pixel(x: 31 + Int(245 * 0.79), y: 32 + Int(496 * 0.79)))
        let violet = RGBA(red: Double(p.red) / 255, green: Double(p.green) / 255, blue: Double(p.blue) / 255)
        func viewbPixels(_ image: ImageSurface) -> Int {
            stride(from: 0, to: 1280, by: 2).reduce(0) { count, x in
                count + stride(from: 0, to: 800, by: 2).filter { image.pixel(x: x, y: $0)!.isClose(to: violet, tolerance: 12) }.count
            }
        }
        let before = viewbPixels(whole), after = viewbPixels(close)
        #expect(before > 500, "viewb shows in the whole layout: \(before)")
        // The screen's 340 pixels across fill the frame's 1280: 3.8 times as wide, 14 times the area.
        #expect(after > before * 8, "viewb close up: \(after) sampled pixels against \(before)")
        // The panels are gone from the close-up: the trace panel's corner shows the phone instead.
        #expect(close.pixel(x: 1200, y: 700)! != whole.pixel(x: 1200, y: 700)!)
        #expect(zoomed.lastHash == plain.lastHash, "zoom off: the whole layout, as without the zoom")
    }
}
