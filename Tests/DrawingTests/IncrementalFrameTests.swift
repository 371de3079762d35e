import CCairo
import Foundation
import Testing
@testable import Drawing
@_spi(TouchLab) @testable import UIKit

/// The demo redraws only the regions of the frame whose content changed and
/// copies only those to the window (`FrameRegion`). That is only right if a
/// frame built that way is the frame a whole redraw would have made: these
/// tests draw both, pixel for pixel, through a touch's life.
@Suite("Frames redrawn only where they changed", .serialized)
struct IncrementalFrameTests {
    static let size = CGSize(width: 1280, height: 800)
    static let info = FrameTests.info

    /// Keeps one canvas across frames, as the demo's pixmap does.
    final class Screen {
        let image: ImageSurface
        let canvas: CairoCanvas
        let composer = FrameComposer()
        init() throws {
            image = try ImageSurface(width: Int(IncrementalFrameTests.size.width), height: Int(IncrementalFrameTests.size.height))
            canvas = image.makeCanvas()
        }
        func frame(_ scene: SampleScene, _ feed: TraceFeed) {
            composer.compose(into: canvas, size: IncrementalFrameTests.size, root: scene.root, visualizer: feed.visualizer,
                             info: IncrementalFrameTests.info, now: feed.now, onlyChanged: true)
        }
    }

    /// The frame a whole redraw makes at this moment.
    static func wholeFrame(_ scene: SampleScene, _ feed: TraceFeed, traceStyle: SeedLogFormatter.Style = .seeds) throws -> ImageSurface {
        let image = try ImageSurface(width: Int(size.width), height: Int(size.height))
        let composer = FrameComposer()
        composer.traceStyle = traceStyle
        composer.compose(into: image.makeCanvas(), size: size, root: scene.root, visualizer: feed.visualizer,
                         info: info, now: feed.now)
        return image
    }

    /// Pixels that differ between two frames, and the first of them.
    static func differences(_ a: ImageSurface, _ b: ImageSurface) -> (count: Int, first: (x: Int, y: Int)?) {
        cairo_surface_flush(a.surface); cairo_surface_flush(b.surface)
        let stride = Int(cairo_image_surface_get_stride(a.surface))
        let pa = cairo_image_surface_get_data(a.surface)!, pb = cairo_image_surface_get_data(b.surface)!
        var count = 0
        var first: (Int, Int)?
        for y in 0..<Int(size.height) {
            if memcmp(pa + y * stride, pb + y * stride, Int(size.width) * 4) == 0 { continue }
            for x in 0..<Int(size.width) where memcmp(pa + y * stride + x * 4, pb + y * stride + x * 4, 4) != 0 {
                count += 1
                if first == nil { first = (x, y) }
            }
        }
        return (count, first)
    }

    /// A finger down on B: hit-tested, and B told it began.
    static func pressB(_ scene: SampleScene, _ feed: TraceFeed) {
        feed.hitTest(scene.root, at: scene.pointInB)
        feed.touch(.began, at: scene.pointInB, receiver: scene.root)
        feed.deliver(.began, to: scene.b)
    }

    /// A point in the trace card's caption, right of its title.
    static func traceCaptionPoint(_ layout: FrameLayout) -> CGPoint {
        CGPoint(x: layout.trace.maxX - 60, y: layout.trace.minY + 14)
    }

    func expectSameAsWhole(_ screen: Screen, _ scene: SampleScene, _ feed: TraceFeed, _ moment: String) throws {
        let diff = Self.differences(screen.image, try Self.wholeFrame(scene, feed))
        #expect(diff.count == 0, "\(moment): \(diff.count) pixels differ from a whole redraw, the first at \(String(describing: diff.first))")
    }

    @Test("through a touch-down, a drag, a cancellation and the fades after it, each frame equals a whole redraw")
    func equalsWholeRedraw() throws {
        let scene = SampleScene()
        let feed = TraceFeed()
        let screen = try Screen()
        screen.frame(scene, feed)
        try expectSameAsWhole(screen, scene, feed, "the first frame")

        Self.pressB(scene, feed)
        screen.frame(scene, feed)
        try expectSameAsWhole(screen, scene, feed, "touch-down")

        for step in 1...6 {
            feed.now += 0.008
            let p = CGPoint(x: scene.pointInB.x + CGFloat(step * 3), y: scene.pointInB.y + CGFloat(step * 2))
            feed.touch(.moved, at: p, receiver: scene.root)
            feed.deliver(.moved, to: scene.b)
            screen.frame(scene, feed)
        }
        try expectSameAsWhole(screen, scene, feed, "a drag")

        feed.now += 0.05
        feed.setState(scene.tap, .ended)
        feed.deliver(.cancelled, to: scene.b, cancelledBy: scene.tap)
        screen.frame(scene, feed)
        try expectSameAsWhole(screen, scene, feed, "the cancellation")

        for _ in 0..<4 {
            feed.now += 0.3
            screen.frame(scene, feed)
        }
        try expectSameAsWhole(screen, scene, feed, "the fades, 1.2 s later")
    }

    @Test("switching the trace's style redraws its caption too, and the frame equals a whole redraw")
    func traceStyleSwitch() throws {
        let scene = SampleScene()
        let feed = TraceFeed()
        let screen = try Screen()
        Self.pressB(scene, feed)
        screen.frame(scene, feed)
        feed.now += 10   // every fade is over
        screen.frame(scene, feed)
        screen.composer.traceStyle = .verbose
        screen.frame(scene, feed)
        let layout = screen.composer.lastLayout!
        let captionMiddle = Self.traceCaptionPoint(layout)
        #expect(screen.composer.lastDamage.contains { $0.contains(captionMiddle) }, "\(screen.composer.lastDamage)")
        let diff = Self.differences(screen.image, try Self.wholeFrame(scene, feed, traceStyle: .verbose))
        #expect(diff.count == 0, "\(diff.count) pixels differ from a whole redraw, the first at \(String(describing: diff.first))")
    }

    @Test("in a steady drag only the phone and the trace are redrawn; with nothing new, nothing is")
    func damageIsWhatChanged() throws {
        let scene = SampleScene()
        let feed = TraceFeed()
        let screen = try Screen()
        Self.pressB(scene, feed)
        feed.touch(.moved, at: scene.pointInB, receiver: scene.root)
        feed.deliver(.moved, to: scene.b)
        screen.frame(scene, feed)
        #expect(screen.composer.lastDamage == [CGRect(origin: .zero, size: Self.size)], "the first frame is whole")
        feed.now += 0.016
        screen.frame(scene, feed)   // the stages' glow dims a step

        feed.now += 0.016
        feed.touch(.moved, at: CGPoint(x: scene.pointInB.x + 5, y: scene.pointInB.y), receiver: scene.root)
        feed.deliver(.moved, to: scene.b)
        feed.visualizer.consume(.source0Signalled(name: "a new trace line"), at: feed.now)
        screen.frame(scene, feed)
        let layout = screen.composer.lastLayout!
        let damage = screen.composer.lastDamage
        #expect(damage.contains(FrameRegion.phone.rect(in: layout)))
        #expect(!damage.contains(layout.hitTest) && !damage.contains(layout.responderChain),
                "the hit-test list and the chain did not change: \(damage)")
        // The trace's new row is drawn, not its caption in the title bar, which only the style changes.
        let captionMiddle = Self.traceCaptionPoint(layout)
        #expect(damage.contains { $0.contains(CGPoint(x: layout.trace.midX, y: layout.trace.maxY - 20)) }, "the rows: \(damage)")
        #expect(!damage.contains { $0.contains(captionMiddle) }, "the caption did not change: \(damage)")

        feed.now += 10
        screen.frame(scene, feed)   // every fade is over
        screen.frame(scene, feed)
        #expect(screen.composer.lastDamage.isEmpty, "nothing changed, nothing is drawn: \(screen.composer.lastDamage)")
    }
}
