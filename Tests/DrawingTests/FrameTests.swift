import Foundation
import Testing
@testable import Drawing
@_spi(TouchLab) @testable import UIKit

@Suite("Whole frames", .serialized)
struct FrameTests {
    static let size = CGSize(width: 1280, height: 800)
    static let info = SceneInfo(
        title: "Hit-testing and the responder chain",
        explanation: "hitTest(_:with:) walks from the window to the deepest view under the finger; the touch then climbs the responder chain until a view handles it.",
        keysHint: "1–9 scenes · V verbose trace · R reset · Space pause · Q quit",
        badge: "Seed 004")

    /// The frame of a tap on B that a recognizer cancels: every overlay at once.
    static func tapOnB() -> (SampleScene, TraceFeed) {
        let scene = SampleScene()
        let feed = TraceFeed()
        feed.hitTest(scene.root, at: scene.pointInB)
        feed.touch(.began, at: scene.pointInB, receiver: scene.root)
        feed.deliver(.began, to: scene.b)
        feed.now += 0.08
        feed.touch(.moved, at: CGPoint(x: 172, y: 281), receiver: scene.root)
        feed.deliver(.moved, to: scene.b)
        feed.now += 0.05
        feed.setState(scene.tap, .ended)
        feed.deliver(.cancelled, to: scene.b, cancelledBy: scene.tap)
        feed.now += 0.2
        return (scene, feed)
    }

    @Test("a representative frame is written as a PNG (look at it: /tmp/touchlab-frame.png)")
    func representativeFrame() throws {
        let (scene, feed) = Self.tapOnB()
        let composer = FrameComposer()
        composer.traceStyle = .verbose
        let path = "/tmp/touchlab-frame.png"
        try PNGWriter.writeFrame(composer, size: Self.size, root: scene.root, visualizer: feed.visualizer,
                                 info: Self.info, now: feed.now, to: path)
        let bytes = try Data(contentsOf: URL(fileURLWithPath: path))
        #expect(bytes.prefix(8) == Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]))
    }

    @Test("at 1280×800 an iPhone screen is scaled to fit the height, and clicks map back to window points")
    func layout() {
        let layout = FrameLayout(size: Self.size, sceneSize: UIScreen.main.bounds.size)
        #expect(abs(layout.sceneScale - (800 - 2 * 20 - 2 * 11) / 932) < 1e-9)
        #expect(layout.screen.maxY <= 800 - 20 && layout.screen.minY >= 20)
        #expect(layout.bezel.maxX < layout.header.minX)
        for panel in [layout.header, layout.pipeline, layout.responderChain, layout.hitTest, layout.trace] {
            #expect(panel.maxX <= 1280 - 19 && panel.maxY <= 800 - 19, "\(panel)")
        }
        #expect(!layout.responderChain.intersects(layout.hitTest) && !layout.hitTest.intersects(layout.trace))
        let windowPoint = CGPoint(x: 165, y: 416)
        let onFrame = layout.sceneTransform(rootBounds: UIScreen.main.bounds).toDevice(windowPoint)
        let back = layout.scenePoint(fromFramePoint: onFrame)!
        #expect(abs(back.x - windowPoint.x) < 1e-9 && abs(back.y - windowPoint.y) < 1e-9)
        #expect(layout.scenePoint(fromFramePoint: CGPoint(x: 1000, y: 400)) == nil, "a click on the panels")
        // A small scene is shown at 1:1, never enlarged.
        #expect(FrameLayout(size: Self.size, sceneSize: CGSize(width: 200, height: 300)).sceneScale == 1)
    }

    @Test("SceneInfo reads a keys hint as key/action pairs")
    func keysHint() {
        let info = SceneInfo(title: "t", keysHint: "1–9 scenes · V verbose trace · Q")
        #expect(info.keys.map(\.key) == ["1–9", "V", "Q"])
        #expect(info.keys.map(\.action) == ["scenes", "verbose trace", ""])
    }

    @Test("no scene still draws a frame")
    func noScene() throws {
        let image = try ImageSurface(width: 1280, height: 800)
        let canvas = image.makeCanvas()
        let layout = FrameComposer().compose(into: canvas, size: Self.size, root: nil, visualizer: DispatchVisualizer(),
                                             info: SceneInfo(title: "Empty"), now: 0)
        #expect(canvas.errorDescription == nil)
        #expect(image.pixel(x: Int(layout.screen.midX), y: Int(layout.screen.minY) + 40)!.isClose(to: DrawingTheme.standard.screen))
        #expect(image.pixel(x: 2, y: 2)!.isClose(to: DrawingTheme.standard.background))
    }

    /// A grid of `count` small views with names, under a window-sized root.
    static func denseScene(_ count: Int) -> UIView {
        let root = UIView(frame: UIScreen.main.bounds)
        root.backgroundColor = .white
        let columns = Int(Double(count).squareRoot().rounded(.up))
        let w = 430.0 / Double(columns), h = 932.0 / Double(columns)
        for i in 0..<count {
            let v = UIView(frame: CGRect(x: Double(i % columns) * w, y: Double(i / columns) * h, width: w - 1, height: h - 1))
            v.backgroundColor = UIColor(red: Double(i % 7) / 7, green: 0.5, blue: Double(i % 5) / 5, alpha: 1)
            v.name = "v\(i)"
            root.addSubview(v)
        }
        return root
    }

    @Test("composing frames takes milliseconds (debug build; release numbers are in the report)", arguments: [10, 1000])
    func composeTime(views: Int) throws {
        let root = Self.denseScene(views)
        let feed = TraceFeed()
        feed.hitTest(root, at: CGPoint(x: 200, y: 400))
        feed.touch(.began, at: CGPoint(x: 200, y: 400), receiver: root)
        let image = try ImageSurface(width: 1280, height: 800)
        let canvas = image.makeCanvas()
        let composer = FrameComposer()
        composer.compose(into: canvas, size: Self.size, root: root, visualizer: feed.visualizer, info: Self.info, now: feed.now)
        var total = 0.0
        let frames = 10
        for i in 0..<frames {
            composer.compose(into: canvas, size: Self.size, root: root, visualizer: feed.visualizer, info: Self.info,
                             now: feed.now + Double(i) * 0.016)
            total += composer.lastComposeDuration
        }
        let ms = total / Double(frames) * 1000
        print("compose \(views) views: \(String(format: "%.2f", ms)) ms/frame")
        #expect(composer.lastRendered?.viewCount == views + 1)
        #expect(ms < (views > 100 ? 1000 : 200), "a frame must never take a visible fraction of a second")
    }

    /// Every pixel of a composed frame, for comparisons.
    static func pixels(_ image: ImageSurface) -> [UInt32] {
        var out: [UInt32] = []
        for y in stride(from: 0, to: image.height, by: 2) {
            for x in stride(from: 0, to: image.width, by: 2) {
                let p = image.pixel(x: x, y: y)!
                out.append(UInt32(p.red) << 24 | UInt32(p.green) << 16 | UInt32(p.blue) << 8 | UInt32(p.alpha))
            }
        }
        return out
    }

    @Test("the cached chrome gives the same frame as drawing it fresh; new scene info redraws the header")
    func chromeCache() throws {
        let (scene, feed) = Self.tapOnB()
        let composer = FrameComposer()
        let first = try ImageSurface(width: 1280, height: 800), second = try ImageSurface(width: 1280, height: 800)
        let layout = composer.compose(into: first.makeCanvas(), size: Self.size, root: scene.root, visualizer: feed.visualizer,
                                      info: Self.info, now: feed.now)
        composer.compose(into: second.makeCanvas(), size: Self.size, root: scene.root, visualizer: feed.visualizer,
                         info: Self.info, now: feed.now)
        #expect(Self.pixels(first) == Self.pixels(second))

        // The screen's corner shows the bezel, its middle-top the scene.
        let corner = first.pixel(x: Int(layout.screen.minX) + 1, y: Int(layout.screen.minY) + 1)!
        #expect(!corner.isClose(to: RGBA(.white), tolerance: 60), "\(corner)")

        var other = Self.info
        other.title = "Another scene entirely"
        let third = try ImageSurface(width: 1280, height: 800)
        composer.compose(into: third.makeCanvas(), size: Self.size, root: scene.root, visualizer: feed.visualizer,
                         info: other, now: feed.now)
        let header = layout.header
        let changed = stride(from: Int(header.minX), to: Int(header.maxX), by: 3).contains { x in
            first.pixel(x: x, y: Int(header.minY) + 14)! != third.pixel(x: x, y: Int(header.minY) + 14)!
        }
        #expect(changed, "the header shows the new title")
    }
}

/// `--panels`: the panels left out get no room; the others take it.
@Suite("Frame layout with fewer panels")
struct PanelLayoutTests {
    @Test("phone, timeline, trace: the timeline sits under the header, the trace under it, filling the frame")
    func timelineAndTrace() throws {
        let size = CGSize(width: 1280, height: 800)
        let all = FrameLayout(size: size, sceneSize: CGSize(width: 430, height: 932))
        let few = FrameLayout(size: size, sceneSize: CGSize(width: 430, height: 932), panels: try PanelSet.parse("phone,timeline,trace"))
        #expect(few.pipeline.isEmpty && few.responderChain.isEmpty && few.hitTest.isEmpty)
        #expect(few.timeline.minY == few.header.maxY + FrameLayout.gap)
        #expect(few.trace.minY == few.timeline.maxY + FrameLayout.gap)
        #expect(few.trace.maxY == size.height - FrameLayout.margin)
        #expect(few.trace.height > all.trace.height)
        #expect(few.screen == all.screen, "the phone does not move")
        #expect(throws: PanelListError.self) { try PanelSet.parse("phone,pipe") }
    }

    @Test("every panel (the default) lays out as before: nothing overlaps, the trace reaches the bottom margin")
    func allPanels() {
        let layout = FrameLayout(size: CGSize(width: 1280, height: 800), sceneSize: CGSize(width: 430, height: 932))
        let rects = [layout.header, layout.pipeline, layout.responderChain, layout.hitTest, layout.timeline, layout.trace]
        for (i, a) in rects.enumerated() { for b in rects[(i + 1)...] { #expect(!a.intersects(b)) } }
        #expect(layout.trace.maxY == 800 - FrameLayout.margin)
    }
}
