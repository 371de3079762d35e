import Foundation
import Testing
@testable import Drawing
@testable import UIKit

@Suite("Whole frames")
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
}
