import CCairo
import Foundation
import Testing
@testable import Drawing

/// The touch's dot and the timeline's dots are stamped from sprites
/// (`CircleSprites`) instead of tessellated each time. A stamp must look
/// like the circles drawn as vectors — the same place to within the
/// quarter-pixel its centre is placed to, the same colours to within the
/// rounding of compositing the circles first — and a sprite must be drawn
/// once per look, not per stamp.
@Suite("Circle sprites")
struct CircleSpritesTests {
    let theme = DrawingTheme.standard
    var dot: [CircleSprites.Circle] {
        [.fill(radius: 28, theme.touchRing.withAlpha(0.16)), .fill(radius: 22, theme.touchFill),
         .stroke(radius: 22, width: 2.5, theme.touchRing), .fill(radius: 3, theme.touchRing)]
    }

    /// A 120×120 frame, grey, with `draw` applied.
    func frame(scale: Double = 1, _ draw: (CairoCanvas) -> Void) throws -> ImageSurface {
        let image = try ImageSurface(width: Int(120 * scale), height: Int(120 * scale))
        let canvas = image.makeCanvas()
        canvas.paint(RGBA(hex: 0x808890))
        canvas.scale(scale)
        draw(canvas)
        return image
    }

    /// The largest difference of any channel between two frames, and how many pixels differ.
    func difference(_ a: ImageSurface, _ b: ImageSurface) -> (largest: Int, pixels: Int) {
        var largest = 0, pixels = 0
        for y in 0..<a.height {
            for x in 0..<a.width {
                let p = a.pixel(x: x, y: y)!, q = b.pixel(x: x, y: y)!
                let d = max(abs(Int(p.red) - Int(q.red)), abs(Int(p.green) - Int(q.green)), abs(Int(p.blue) - Int(q.blue)))
                largest = max(largest, d)
                if d > 0 { pixels += 1 }
            }
        }
        return (largest, pixels)
    }

    @Test("a stamp at a quarter-pixel centre is the vector dot to within a level or two", arguments: [1.0, 2.0])
    func stampMatchesVectors(scale: Double) throws {
        let sprites = CircleSprites()
        for center in [CGPoint(x: 60, y: 60), CGPoint(x: 50.25, y: 61.75), CGPoint(x: 64.5, y: 55.5)] {
            let stamped = try frame(scale: scale) { sprites.draw(dot, center: center, on: $0) }
            let vectors = try frame(scale: scale) { CircleSprites.drawVectors(dot, center: center, on: $0) }
            let (largest, _) = difference(stamped, vectors)
            #expect(largest <= 2, "\(center) at ×\(scale): a channel differs by \(largest)")
            // The ring is where it belongs: opaque ring colour 22 pt right of the centre.
            let ring = stamped.pixel(x: Int((Double(center.x) + 22) * scale), y: Int(Double(center.y) * scale))!
            #expect(ring.isClose(to: theme.touchRing, tolerance: 3), "\(ring)")
        }
    }

    @Test("a centre between quarters moves by at most an eighth of a pixel")
    func snapsToQuarters() throws {
        let sprites = CircleSprites()
        let center = CGPoint(x: 60.1, y: 59.93)   // placed at (60, 60)
        let stamped = try frame { sprites.draw(dot, center: center, on: $0) }
        let atQuarter = try frame { CircleSprites.drawVectors(dot, center: CGPoint(x: 60, y: 60), on: $0) }
        let exact = try frame { CircleSprites.drawVectors(dot, center: center, on: $0) }
        #expect(difference(stamped, atQuarter).largest <= 2)
        #expect(difference(stamped, exact).pixels > 0, "the snap is real: this test would see a sprite drawn at the exact centre")
    }

    @Test("one sprite per look and phase, reused at every whole-pixel place")
    func reuse() throws {
        let sprites = CircleSprites()
        let image = try ImageSurface(width: 300, height: 300)
        let canvas = image.makeCanvas()
        for i in 0..<50 { sprites.draw(dot, center: CGPoint(x: 40 + i * 4, y: 100 + i), on: canvas) }
        #expect(sprites.drawnSprites == 1)
        sprites.draw(dot, center: CGPoint(x: 40.25, y: 100), on: canvas)   // another phase
        sprites.draw([.fill(radius: 2.5, theme.visited)], center: CGPoint(x: 10, y: 10), on: canvas)   // another look
        #expect(sprites.drawnSprites == 3)
        canvas.scale(2)   // another scale
        sprites.draw(dot, center: CGPoint(x: 40, y: 100), on: canvas)
        #expect(sprites.drawnSprites == 4)
    }

    @Test("a sprite made for one target is stamped on every target of its kind, the same pixels as one made for it")
    func reuseAcrossTargets() throws {
        // The timeline's kept lanes get a new surface at each step of their axis.
        let shared = CircleSprites()
        _ = try frame { shared.draw(dot, center: CGPoint(x: 60, y: 60), on: $0) }
        let reused = try frame { shared.draw(dot, center: CGPoint(x: 50, y: 61), on: $0) }
        #expect(shared.drawnSprites == 1, "the second target took the first one's sprite")
        let fresh = try frame { CircleSprites().draw(dot, center: CGPoint(x: 50, y: 61), on: $0) }
        #expect(difference(reused, fresh).pixels == 0)
    }

    @Test("under a rotation the circles are drawn as vectors")
    func rotatedFallsBack() throws {
        let sprites = CircleSprites()
        let stamped = try frame { canvas in
            canvas.translate(x: 60, y: 60)
            cairo_rotate(canvas.context, 0.3)
            sprites.draw(dot, center: CGPoint(x: 5, y: 0), on: canvas)
        }
        let vectors = try frame { canvas in
            canvas.translate(x: 60, y: 60)
            cairo_rotate(canvas.context, 0.3)
            CircleSprites.drawVectors(dot, center: CGPoint(x: 5, y: 0), on: canvas)
        }
        #expect(sprites.drawnSprites == 0)
        #expect(difference(stamped, vectors).pixels == 0)
    }
}
