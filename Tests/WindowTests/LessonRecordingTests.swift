import Drawing
import Foundation
import Testing

/// What a teacher's script asks of a recording (issue 20): captions in their
/// own band, a `pause` that is a true freeze frame, and overlays held long
/// enough to read. Each records PNG frames with the real executable.
@Suite("Lessons: recordings that read well", .serialized)
struct LessonRecordingTests {
    /// Records `script` into a folder of PNG frames and returns their paths, in order.
    static func record(_ script: String, _ arguments: [String] = [], fps: Int = 10) throws -> (frames: [String], cleanUp: () -> Void) {
        let scriptPath = RecordingCommandTests.temporaryPath("lesson.script")
        let folder = RecordingCommandTests.temporaryPath("lesson-frames")
        try script.write(toFile: scriptPath, atomically: true, encoding: .utf8)
        let o = try CommandLineTests.run(["--record", folder, "--script", scriptPath, "--fps", "\(fps)"] + arguments,
                                         environment: CommandLineTests.baseEnvironment, timeout: 120)
        #expect(o.status == 0, "\(o.stderr)")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder).sorted()) ?? []
        return (names.map { "\(folder)/\($0)" }, {
            try? FileManager.default.removeItem(atPath: scriptPath)
            try? FileManager.default.removeItem(atPath: folder)
        })
    }

    static func hash(_ path: String) throws -> UInt64 {
        RecordingCommandTests.hash(try Data(contentsOf: URL(fileURLWithPath: path)))
    }

    @Test("pause freezes the picture: every frame inside a pause is the same, pixel for pixel; a wait of the same length is not")
    func pauseIsAFreezeFrame() throws {
        // 004-tap: the tap cancels viewb's touch; the magenta banner and the hit-test numbers start to fade at once.
        let paused = try Self.record("tap 215 466\npause 1\n", ["--scene", "004-tap"])
        defer { paused.cleanUp() }
        let waited = try Self.record("tap 215 466\nwait 1\n", ["--scene", "004-tap"])
        defer { waited.cleanUp() }
        // Frames at 0.1 … 1.0 s: the pause runs from 0.05 s to 1.05 s.
        let inPause = try paused.frames[1...10].map(Self.hash)
        #expect(Set(inPause).count == 1, "\(Set(inPause).count) different frames during the pause")
        let inWait = try waited.frames[1...10].map(Self.hash)
        #expect(Set(inWait).count > 1, "a wait lets the app's clock run: its frames change")
    }

    @Test("a caption has its own band below the picture: the trace panel's last line is drawn above it, and the band is dark under the text")
    func captionHasItsOwnBand() throws {
        for scale in ["1", "2"] {
            let recorded = try Self.record("""
                caption "A tap on the superview cancels viewb's touch: the recognizer wins, and viewb hears touchesCancelled instead of touchesEnded"
                tap 215 466
                pause 0.2
                """, ["--scene", "004-tap", "--scale", scale])
            defer { recorded.cleanUp() }
            let image = try ImageSurface(contentsOfPNG: try #require(recorded.frames.last))
            let s = Double(scale)!
            let band = Int(CaptionBand.height(uiScale: s))
            let height = Int(800 * s), width = Int(1280 * s)
            let layout = FrameLayout(size: CGSize(width: 1280, height: (Double(height) - Double(band)) / s),
                                     sceneSize: CGSize(width: 430, height: 932))
            #expect(Int(layout.trace.maxY * s) <= height - band, "the trace panel ends above the band")
            // The band's top row is the band's colour across the frame's width (nothing of the picture in it).
            for x in stride(from: 0, to: width, by: width / 16) {
                #expect(image.pixel(x: x, y: height - band + 1)!.isClose(to: CaptionBand.background, tolerance: 8), "x \(x) at --scale \(scale)")
            }
            // Two lines of white text: bright pixels in each half of the band.
            for half in 0..<2 {
                let rows = (height - band + half * band / 2)..<(height - band + (half + 1) * band / 2)
                let lit = rows.contains { y in stride(from: 0, to: width, by: 2).contains { x in image.pixel(x: x, y: y)!.isClose(to: RGBA(hex: 0xFFFFFF), tolerance: 30) } }
                #expect(lit, "line \(half + 1) of the caption at --scale \(scale)")
            }
        }
    }

    @Test("hold banner: the cancel banner still shows long after its default time, and is gone after the time the script set")
    func holdBanner() throws {
        // The banner is magenta (#E0218A-ish): count its pixels on the phone in a frame.
        func magenta(_ path: String) throws -> Int {
            let image = try ImageSurface(contentsOfPNG: path)
            var count = 0
            for y in stride(from: 0, to: 800, by: 2) {
                for x in stride(from: 0, to: 420, by: 2) {
                    let p = image.pixel(x: x, y: y)!
                    if p.red > 200, p.green < 80, p.blue > 100 { count += 1 }
                }
            }
            return count
        }
        let held = try Self.record("hold banner 8\ntap 215 466\nwait 6\nwait 3\n", ["--scene", "004-tap"], fps: 2)
        defer { held.cleanUp() }
        // Frames every 0.5 s; the tap ends at 0.05 s. At 5 s the banner is up, at 9 s it is gone.
        #expect(try magenta(held.frames[10]) > 200, "the banner shows at 5 s")
        #expect(try magenta(held.frames[18]) < 50, "the banner has gone at 9 s")
        let standard = try Self.record("tap 215 466\nwait 2\n", ["--scene", "004-tap"], fps: 2)
        defer { standard.cleanUp() }
        #expect(try magenta(standard.frames[4]) > 200, "by default the banner still shows at 2 s")
    }

    /// The decoded frames of a GIF, hashed one by one (ffmpeg → raw RGB):
    /// what a viewer sees, whatever bytes the encoder chose.
    static func decodedFrameHashes(_ gif: String, width: Int, height: Int) throws -> [UInt64] {
        let data = try ShippedPicturesTests.decodeRGB(gif)
        let frame = width * height * 3
        return stride(from: 0, to: data.count, by: frame).map { RecordingCommandTests.hash(data[$0..<min($0 + frame, data.count)]) }
    }

    @Test("a GIF is made in two passes (palette, then frames): every frame is there; the shipped tutorial GIF is what this build records")
    func gifMatchesTheShippedOne() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let shipped = root.appendingPathComponent("assets/tutorial/long-press.gif").path
        let gif = RecordingCommandTests.temporaryPath("long-press.gif")
        defer { try? FileManager.default.removeItem(atPath: gif) }
        // README's command, exactly (assets/tutorial/long-press.script at 12 fps).
        let o = try CommandLineTests.run(["--scene", "004-long-press", "--script", root.appendingPathComponent("assets/tutorial/long-press.script").path,
                                          "--record", gif, "--fps", "12"], environment: CommandLineTests.baseEnvironment, timeout: 300)
        #expect(o.status == 0, "\(o.stderr)")
        let made = try Self.decodedFrameHashes(gif, width: 1280, height: 800)
        #expect(made.count >= 80, "\(made.count) frames")
        let inRepository = try Self.decodedFrameHashes(shipped, width: 1280, height: 800)
        #expect(made == inRepository, """
            assets/tutorial/long-press.gif is not what this build records (\(zip(made, inRepository).filter { $0 != $1 }.count) frames differ, \(made.count) vs \(inRepository.count)); \
            re-make it with README's command: swift run touchlab --scene 004-long-press --script assets/tutorial/long-press.script --record assets/tutorial/long-press.gif --fps 12
            """)
    }
}
