import Foundation
import Testing
@testable import Drawing
@testable import TouchLab

/// `--size` and `--clean`: a 16:9 presentation frame without the demo's
/// key hints and scene counter (Behaviour §12).
@Suite("Presentation output: --size and --clean")
struct PresentationOptionsTests {
    @Test("--size 1920x1080 draws a 1280×800 layout 1.35 times larger; --scale keeps its own")
    func size() throws {
        var options = TouchLabOptions()
        try options.setSize("1920x1080")
        #expect((options.width, options.height) == (1920, 1080))
        #expect(options.uiScale == 1.35)
        var scaled = TouchLabOptions()
        try scaled.setScale(2)
        try scaled.setSize("1920×1080")
        #expect((scaled.width, scaled.height, scaled.uiScale) == (1920, 1080, 2))
        var small = TouchLabOptions()
        try small.setSize("1024x640")
        #expect(small.uiScale == 1)   // never below 1: 12-px text stays 12 px
    }

    @Test("a bad --size is one line saying what to type", arguments: ["1920", "widexhigh", "100x100", "99999x1080"])
    func badSize(text: String) {
        var options = TouchLabOptions()
        #expect(throws: TouchLabError.self) { try options.setSize(text) }
        do { try options.setSize(text) } catch {
            #expect(error.description.hasPrefix("--size \(text): "))
            #expect(!error.description.contains("\n"))
        }
    }

    @Test("--clean drops the keys and the scene counter, keeps what the video shows")
    func clean() {
        let info = SceneInfo(title: "t", explanation: "e", keysHint: "N next · Q quit", badge: "2 / 26 · 0.5× speed")
        let shown = info.forPresentation()
        #expect(shown.keys.isEmpty)
        #expect(shown.badge == "0.5× speed")
        #expect(SceneInfo(title: "t", badge: "3 / 26").forPresentation().badge == nil)
    }

    @Test("a recording at --size 1920x1080 --clean is 1920×1080, its header has no key hints, its phone the whole height")
    func recording() throws {
        var options = TouchLabOptions()
        options.sceneName = "004-tap"
        options.recordFPS = 5
        try options.setSize("1920x1080")
        options.clean = true
        let recording = try ScriptRecording(options: options, actions: try ScriptParser.parse("tap 215 466\nwait 0.4\n", fileName: "t"),
                                            numbersAddresses: false)
        final class Frames: FrameSink {
            var sizes: [(Int, Int)] = []
            func write(_ frame: ImageSurface) throws(TouchLabError) { sizes.append((frame.width, frame.height)) }
            func finish() throws(TouchLabError) {}
        }
        let frames = Frames()
        try recording.render(into: frames)
        #expect(frames.sizes.allSatisfy { $0 == (1920, 1080) })
        let header = recording.lastPlacedText.filter { $0.container?.name == "header" }.map(\.text)
        #expect(header.contains { $0.hasPrefix("004") })
        #expect(!header.contains("quit") && !header.contains("scenes") && !header.contains { $0.contains(" / ") })
        let layout = try #require(recording.composer.lastLayout)
        #expect(layout.bezel.height * 1.35 >= 1080 - 2 * (FrameLayout.margin + 1) * 1.35)
    }
}
