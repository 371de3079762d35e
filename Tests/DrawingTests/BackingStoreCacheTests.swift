import CCairo
import Foundation
import Testing
@testable import Drawing
@_spi(TouchLab) @testable import UIKit
import UIKitHeadless

/// The phone keeps each view's `draw(_:)` backing store at its own
/// resolution and updates only the dirty rects (`BackingStoreCache`), as
/// Core Animation's render server keeps a backing store's texture. That is
/// only right if every frame is what scaling the whole 3× bitmap down again
/// would draw: pixel for pixel from a fresh cache and from one updated rect
/// by rect (`BoxFilterDownscale`, Cairo's arithmetic through the whole
/// cache's transform). These tests draw both through a signature.
@Suite("A view's backing store, cached at the phone's resolution")
struct BackingStoreCacheTests {
    /// A signature pad as apps write it: quad curves through the touch
    /// points, and `setNeedsDisplay(_:)` for each new segment's rect only.
    final class Pad: UIView {
        private(set) var strokes: [UIBezierPath] = []
        private var last: CGPoint?
        private(set) var drawRects: [CGRect] = []

        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
            guard let p = touches.first?.location(in: self) else { return }
            let path = UIBezierPath()
            path.lineWidth = 3
            path.lineCapStyle = .round
            path.move(to: p)
            strokes.append(path)
            last = p
        }
        override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
            guard let p = touches.first?.location(in: self), let last, let path = strokes.last else { return }
            path.addQuadCurve(to: CGPoint(x: (last.x + p.x) / 2, y: (last.y + p.y) / 2), controlPoint: last)
            self.last = p
            setNeedsDisplay(CGRect(x: min(last.x, p.x) - 4, y: min(last.y, p.y) - 4,
                                   width: abs(last.x - p.x) + 8, height: abs(last.y - p.y) + 8))
        }
        override func draw(_ rect: CGRect) {
            drawRects.append(rect)
            UIColor(red: 0.1, green: 0.15, blue: 0.45, alpha: 1).setStroke()
            for stroke in strokes where stroke.bounds.insetBy(dx: -4, dy: -4).intersects(rect) { stroke.stroke() }
        }
    }

    /// The phone's picture of `root` at a scale and offset that put no edge on a whole pixel.
    static let transform = SceneTransform(origin: CGPoint(x: 3.3, y: 2.6), scale: 0.73, rootBoundsOrigin: .zero)

    static func draw(_ root: UIView, with renderer: SceneRenderer, into image: ImageSurface) {
        let canvas = image.makeCanvas()
        canvas.withSavedState {
            cairo_set_operator(canvas.context, CAIRO_OPERATOR_CLEAR)
            cairo_paint(canvas.context)
        }
        _ = renderer.renderViews(root, in: canvas, transform: transform)
    }

    static func renderer(caching: Bool) -> SceneRenderer {
        let renderer = SceneRenderer()
        renderer.showsNameTags = false
        renderer.showsHairlines = false
        renderer.cachesBitmaps = caching
        return renderer
    }

    /// Pixels that differ between two pictures, and the largest difference in any channel (0…255).
    static func differences(_ a: ImageSurface, _ b: ImageSurface) -> (pixels: Int, largest: Int) {
        cairo_surface_flush(a.surface); cairo_surface_flush(b.surface)
        let stride = Int(cairo_image_surface_get_stride(a.surface))
        let pa = cairo_image_surface_get_data(a.surface)!, pb = cairo_image_surface_get_data(b.surface)!
        var pixels = 0, largest = 0
        for y in 0..<a.height {
            for x in 0..<a.width where memcmp(pa + y * stride + x * 4, pb + y * stride + x * 4, 4) != 0 {
                pixels += 1
                for c in 0..<4 {
                    let o: Int = y * stride + x * 4 + c
                    largest = max(largest, abs(Int(pa[o]) - Int(pb[o])))
                }
            }
        }
        return (pixels, largest)
    }

    @Test("a signature drawn move by move: every frame from the cache is the frame drawn from the whole bitmap")
    func everyFrameMatchesTheUncachedPicture() throws {
        let driver = try HeadlessDriver()
        let controller = UIViewController()
        let window = driver.makeWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 260), rootViewController: controller)
        controller.view.backgroundColor = .white
        let pad = Pad(frame: CGRect(x: 20.5, y: 30, width: 270, height: 190))
        pad.backgroundColor = UIColor(white: 0.97, alpha: 1)
        pad.layer.cornerRadius = 12
        controller.view.addSubview(pad)
        driver.runUntilIdle()

        let cached = Self.renderer(caching: true)
        let size = (width: 240, height: 200)
        let kept = try ImageSurface(width: size.width, height: size.height)
        Self.draw(window, with: cached, into: kept)
        // The same cache with every changed region scaled by Cairo itself.
        let cairoScaled = Self.renderer(caching: true)
        cairoScaled.backingStores.computesDownscale = false
        let keptByCairo = try ImageSurface(width: size.width, height: size.height)
        Self.draw(window, with: cairoScaled, into: keptByCairo)
        let before = pad.drawnContentRevision

        driver.touchDown(at: CGPoint(x: 60, y: 150))
        for i in 1...24 {
            let t = Double(i) / 24
            driver.move(to: CGPoint(x: 60 + 200 * t, y: 150 - 90 * sin(t * 6)))
            driver.runUntilIdle()
            let previous = try ImageSurface(width: size.width, height: size.height)
            Self.draw(window, with: Self.renderer(caching: true), into: previous)
            Self.draw(window, with: cached, into: kept)
            Self.draw(window, with: cairoScaled, into: keptByCairo)
            let whole = try ImageSurface(width: size.width, height: size.height)
            Self.draw(window, with: Self.renderer(caching: false), into: whole)
            // Regions scaled by `BoxFilterDownscale`, through the whole cache's transform: the whole bitmap scaled.
            let updated = Self.differences(kept, whole)
            #expect(updated.pixels == 0,
                    "move \(i): the cache updated in the dirty rect: \(updated.pixels) pixels differ, by up to \(updated.largest)")
            // Cairo corrects its 16.16 transform at the centre of the extents it draws: with the
            // region alone in its clip a pixel came out a level or two apart from the whole (up to
            // 16 pixels a frame); with the cache's far corners in the clip too, none.
            let byCairo = Self.differences(keptByCairo, whole)
            #expect(byCairo.pixels == 0,
                    "move \(i): the cache updated by Cairo: \(byCairo.pixels) pixels differ, by up to \(byCairo.largest)")
            #expect(Self.differences(previous, whole).pixels == 0, "move \(i): a fresh cache differs from the whole bitmap scaled")
        }
        #expect(pad.drawnContentRevision > before, "the pad redrew")
        // The wave runs off the pad's top and bottom: regions at its edges are left to Cairo.
        #expect(cached.backingStores.computedRegions >= 12, "\(cached.backingStores.computedRegions) of 24 segments' regions scaled by BoxFilterDownscale")
        #expect(cairoScaled.backingStores.computedRegions == 0)
        #expect(pad.drawRects.dropFirst().allSatisfy { $0.width < 120 && $0.height < 120 }, "each redraw was the segment's rect, not the pad")
        // The stroke shows: under the last segment's middle, the ink, not the pad's grey.
        let end = window.convert(CGPoint(x: 60 + 200 * (23.5 / 24), y: 150 - 90 * sin(23.5 / 24 * 6)), from: controller.view)
        let device = Self.transform.toDevice(end)
        #expect(kept.pixel(x: Int(device.x), y: Int(device.y))!.isClose(to: RGBA(red: 0.1, green: 0.15, blue: 0.45), tolerance: 60),
                "the newest segment is on the phone")
    }

    /// A 3× bitmap of noise (premultiplied: no channel above its alpha),
    /// every pixel different, so each weight of each tap shows.
    static func noise(width: Int, height: Int, seed: UInt64) -> OpaquePointer {
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))!
        cairo_surface_flush(surface)
        let data = cairo_image_surface_get_data(surface)!
        let stride = Int(cairo_image_surface_get_stride(surface))
        var state = seed
        func next() -> UInt32 {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return UInt32(truncatingIfNeeded: state >> 33)
        }
        for y in 0..<height {
            let row = UnsafeMutableRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
            for x in 0..<width {
                let v = next()
                // Some opaque, some clear, most in between.
                let a: UInt32 = v % 7 == 0 ? 255 : v % 11 == 0 ? 0 : v & 0xFF
                let r = a == 0 ? 0 : (v >> 8) % (a + 1), g = a == 0 ? 0 : (v >> 16) % (a + 1), b = a == 0 ? 0 : (v >> 3) % (a + 1)
                row[x] = a << 24 | r << 16 | g << 8 | b
            }
        }
        cairo_surface_mark_dirty(surface)
        return surface
    }

    @Test("Cairo's GOOD downscale of a 3× bitmap, computed by BoxFilterDownscale, is Cairo's to the bit",
          arguments: [(0.73, 3.3, 2.6), (0.83, 0.0, 0.0), (1.0, 10.0, 7.0), (0.5, 1.25, 0.75), (0.61, 17.9, 4.1), (0.9, 0.5, 0.5)])
    func computedDownscaleIsCairos(scale: Double, dx: Double, dy: Double) throws {
        let pixelWidth = 390, pixelHeight = 210
        let bitmap = Self.noise(width: pixelWidth, height: pixelHeight, seed: UInt64(scale * 1000))
        defer { cairo_surface_destroy(bitmap) }
        // The bitmap fills a view of 130×70 points at (20.5, 11) in the scene, shown at `scale`.
        let rect = CGRect(x: 0, y: 0, width: 130, height: 70)
        let origin = (x: dx + 20.5 * scale, y: dy + 11 * scale)
        let device = CGRect(x: origin.x, y: origin.y, width: 130 * scale, height: 70 * scale)
        let box = device.integral
        var shifted = cairo_matrix_t(xx: scale, yx: 0, xy: 0, yy: scale, x0: origin.x - Double(box.minX), y0: origin.y - Double(box.minY))
        // What a fresh cache holds: Cairo scales the whole bitmap into it.
        let cairoCache = try ImageSurface(width: Int(box.width), height: Int(box.height))
        let cr = cairo_create(cairoCache.surface)!
        cairo_set_matrix(cr, &shifted)
        CGContext(cairo: cr, baseScale: CGFloat(scale)).drawUpright(surface: bitmap, pixelWidth: pixelWidth, pixelHeight: pixelHeight, in: rect)
        cairo_destroy(cr)
        cairo_surface_flush(cairoCache.surface)

        let downscale = try #require(BoxFilterDownscale(matrix: shifted, rect: rect, pixelWidth: pixelWidth, pixelHeight: pixelHeight,
                                                        width: Int(box.width), height: Int(box.height)))
        let inner = downscale.interior
        #expect(inner.maxX - inner.minX >= Int(box.width) - 8 && inner.maxY - inner.minY >= Int(box.height) - 8,
                "all but the edges' pixels are computed: \(inner) of \(box)")
        let stride = Int(cairo_image_surface_get_stride(cairoCache.surface))
        let computed = UnsafeMutablePointer<UInt8>.allocate(capacity: stride * Int(box.height))
        defer { computed.deallocate() }
        downscale.scale(source: cairo_image_surface_get_data(bitmap)!, sourceStride: Int(cairo_image_surface_get_stride(bitmap)),
                        opaque: false, x0: inner.minX, y0: inner.minY, x1: inner.maxX, y1: inner.maxY,
                        into: computed + inner.minY * stride + inner.minX * 4, stride: stride)
        let cairoPixels = cairo_image_surface_get_data(cairoCache.surface)!
        var differing = 0, first: (Int, Int)?
        for y in inner.minY..<inner.maxY {
            for x in inner.minX..<inner.maxX where memcmp(computed + y * stride + x * 4, cairoPixels + y * stride + x * 4, 4) != 0 {
                differing += 1
                if first == nil { first = (x, y) }
            }
        }
        #expect(differing == 0, "scale \(scale): \(differing) pixels differ from Cairo's, the first at \(String(describing: first))")
        // A region alone is the same pixels as the whole: the transform is the whole cache's.
        let part = UnsafeMutablePointer<UInt8>.allocate(capacity: 4 * 9 * 5)
        defer { part.deallocate() }
        downscale.scale(source: cairo_image_surface_get_data(bitmap)!, sourceStride: Int(cairo_image_surface_get_stride(bitmap)),
                        opaque: false, x0: inner.minX + 7, y0: inner.minY + 3, x1: inner.minX + 16, y1: inner.minY + 8, into: part, stride: 36)
        for y in 0..<5 {
            #expect(memcmp(part + y * 36, computed + (inner.minY + 3 + y) * stride + (inner.minX + 7) * 4, 36) == 0, "row \(y) of a region alone")
        }
    }

    @Test("only the dirty rect's pixels change in the cache; a pad moved or resized is drawn afresh")
    func onlyTheDirtyRectIsTakenAgain() throws {
        let driver = try HeadlessDriver()
        let controller = UIViewController()
        let window = driver.makeWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 260), rootViewController: controller)
        let pad = Pad(frame: CGRect(x: 20, y: 30, width: 270, height: 190))
        controller.view.addSubview(pad)
        driver.runUntilIdle()
        driver.touchDown(at: CGPoint(x: 40, y: 60))
        driver.move(to: CGPoint(x: 50, y: 64))
        driver.runUntilIdle()
        let revision = pad.drawnContentRevision
        driver.move(to: CGPoint(x: 60, y: 70))
        driver.runUntilIdle()
        let changes = pad.drawnContentChanges(since: revision)
        let changed = try #require(changes.changed)
        #expect(changes.revision == revision + 1)
        #expect(changed.width < 30 && changed.height < 30, "one segment's rect, in the pad's points: \(changed)")
        #expect(pad.drawnContentChanges(since: changes.revision).changed == .null, "nothing since the newest")
        #expect(pad.drawnContentChanges(since: 0).changed == nil, "from before the bitmap: the whole of it")

        let cached = Self.renderer(caching: true)
        let kept = try ImageSurface(width: 240, height: 200)
        Self.draw(window, with: cached, into: kept)
        pad.frame = CGRect(x: 40, y: 20, width: 200, height: 150)
        pad.setNeedsDisplay()
        driver.runUntilIdle()
        Self.draw(window, with: cached, into: kept)
        let whole = try ImageSurface(width: 240, height: 200)
        Self.draw(window, with: Self.renderer(caching: false), into: whole)
        #expect(Self.differences(kept, whole).pixels == 0, "moved and resized: drawn afresh")
    }

    /// Paints its whole bounds in a new colour on every call: what shows
    /// is only what the dirty rect let through.
    final class Repainter: UIView {
        var colors: [UIColor] = [.systemBlue, .systemOrange, .systemGreen]
        private(set) var rects: [CGRect] = []
        override func draw(_ rect: CGRect) {
            rects.append(rect)
            colors[(rects.count - 1) % colors.count].setFill()
            UIRectFill(bounds)
        }
    }

    @Test("draw(_:) is given the dirty rect and its context is clipped to it: a fill of the whole bounds repaints only that rect on the phone")
    func drawIsClippedToTheDirtyRect() throws {
        let driver = try HeadlessDriver()
        let controller = UIViewController()
        let window = driver.makeWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 260), rootViewController: controller)
        let view = Repainter(frame: CGRect(x: 20, y: 20, width: 200, height: 100))
        controller.view.addSubview(view)
        driver.runUntilIdle()
        let renderer = Self.renderer(caching: true)
        let image = try ImageSurface(width: 240, height: 200)
        Self.draw(window, with: renderer, into: image)
        view.setNeedsDisplay(CGRect(x: 100, y: 40, width: 40, height: 30))
        driver.runUntilIdle()
        #expect(view.rects.last == CGRect(x: 100, y: 40, width: 40, height: 30), "draw(_:) gets the dirty rect")
        Self.draw(window, with: renderer, into: image)
        func shown(_ p: CGPoint) -> ImageSurface.Pixel {
            let d = Self.transform.toDevice(window.convert(p, from: view))
            return image.pixel(x: Int(d.x), y: Int(d.y))!
        }
        #expect(shown(CGPoint(x: 120, y: 55)).isClose(to: RGBA(UIColor.systemOrange)), "inside the dirty rect: the new fill")
        #expect(shown(CGPoint(x: 60, y: 55)).isClose(to: RGBA(UIColor.systemBlue)), "left of it: the first fill, kept")
        #expect(shown(CGPoint(x: 120, y: 85)).isClose(to: RGBA(UIColor.systemBlue)), "below it: the first fill, kept")
        let whole = try ImageSurface(width: 240, height: 200)
        Self.draw(window, with: Self.renderer(caching: false), into: whole)
        #expect(Self.differences(image, whole).largest <= 1, "the cache shows what the bitmap holds")
    }
}
