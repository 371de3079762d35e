import CCairo
import Foundation

/// Small round marks drawn again and again at new places — the pressed
/// touch's dot, the timeline's Source1 and Source0 dots — drawn once into a
/// small surface per look and stamped where they go, instead of arcs
/// tessellated every time.
///
///     first time at a scale and quarter-pixel phase       every other time
///     ┌─────────┐  the circles, in order, into a          one composite of the sprite
///     │  ◯ ● ·  │  transparent surface like the target    at the mark's whole-pixel place
///     └─────────┘  (an X pixmap for the demo's window)    (one X request on the window)
///
/// Why: on Cairo's Xlib surface each circle is an arc cut into a polygon,
/// tessellated into trapezoids and sent: the touch's four circles cost some
/// 360,000 instructions a frame, more than the trail's eight strokes, and a
/// timeline dot some 13,000 (measured under callgrind, `PipelineAndBenchmarks`:
/// "A drag with every panel"). A stamp is one composite.
///
/// What changes in the picture: a mark's centre is placed to a quarter of a
/// device pixel (a sprite is drawn for each of the 16 phases met, so edges
/// are antialiased at their true place to within 1/8 px), and a mark's
/// circles are composited onto each other first and then over the frame,
/// where they were blended one by one: the same Porter–Duff sum, rounded to
/// 8 bits in another order, so a pixel under two translucent circles can
/// differ by a level. Every frame draws marks this way — the kept layers, a
/// whole repaint, a screenshot — so frames still equal their repaints to the
/// bit (`PhoneLayersTests`). Where the canvas's transform is more than a
/// scale and a translation the circles are drawn as vectors, as before.
final class CircleSprites {
    /// One circle of a mark, centred on it.
    struct Circle: Hashable {
        var radius: Double
        /// nil: filled; else the stroke's width.
        var strokeWidth: Double?
        var red, green, blue, alpha: Double

        static func fill(radius: Double, _ color: RGBA) -> Circle {
            Circle(radius: radius, strokeWidth: nil, red: color.red, green: color.green, blue: color.blue, alpha: color.alpha)
        }
        static func stroke(radius: Double, width: Double, _ color: RGBA) -> Circle {
            Circle(radius: radius, strokeWidth: width, red: color.red, green: color.green, blue: color.blue, alpha: color.alpha)
        }
        var color: RGBA { RGBA(red: red, green: green, blue: blue, alpha: alpha) }
        /// How far its pixels reach from the centre.
        var reach: Double { radius + (strokeWidth ?? 0) / 2 }
    }

    /// What a sprite's pixels depend on.
    private struct Key: Hashable {
        /// The kind of surface the target is — its Cairo device (an X
        /// display) and backend — not the target itself: a sprite is made
        /// like it (`cairo_surface_create_similar`, always with an alpha
        /// channel), so any target of the kind takes the same sprite. The
        /// timeline's kept lanes get a new surface at each step of their axis,
        /// and drew every sprite again for it (issue 25).
        var device: UInt
        var backend: UInt32
        var scale: Double
        /// The centre's offset within its pixel, in quarters.
        var phaseX, phaseY: Int
        var circles: [Circle]
    }
    /// A sprite's surface holds a reference to its device, so a device
    /// address in a key stays that device's while its sprites are kept.
    private var sprites: [Key: (surface: CairoSurface, half: Int)] = [:]
    /// The looks stamped last, each with its sprites by phase: a stamp of
    /// one of them compares its circles (a few numbers) instead of hashing a
    /// key — the timeline stamps two looks in turn, two dots a move.
    private struct RecentLook {
        var device: UInt
        var backend: UInt32
        var scale: Double
        var circles: [Circle]
        var byPhase: [(surface: CairoSurface, half: Int)?]
    }
    private var recentLooks: [RecentLook] = []
    private static let recentLookLimit = 4
    /// How many sprites were drawn (tests count them).
    private(set) var drawnSprites = 0
    /// At most this many kept: 16 phases for each of a few looks.
    private let capacity: Int

    init(capacity: Int = 128) { self.capacity = capacity }

    /// Draws `circles`, in order, centred on `center` (user space of `canvas`).
    func draw(_ circles: [Circle], center: CGPoint, on canvas: CairoCanvas) {
        var matrix = cairo_matrix_t()
        cairo_get_matrix(canvas.context, &matrix)
        guard matrix.xy == 0, matrix.yx == 0, matrix.xx > 0, matrix.xx == matrix.yy,
              let target = cairo_get_target(canvas.context) else {
            return Self.drawVectors(circles, center: center, on: canvas)
        }
        var x = Double(center.x), y = Double(center.y)
        cairo_user_to_device(canvas.context, &x, &y)
        guard x.isFinite, y.isFinite, abs(x) < 1e6, abs(y) < 1e6 else { return }
        let qx = (x * 4).rounded(), qy = (y * 4).rounded()
        let px = Int((qx / 4).rounded(.down)), py = Int((qy / 4).rounded(.down))
        let device = UInt(bitPattern: Int(bitPattern: cairo_surface_get_device(target)))
        let backend = cairo_surface_get_type(target).rawValue
        let phaseX = Int(qx) - 4 * px, phaseY = Int(qy) - 4 * py
        let recent = recentLooks.firstIndex {
            $0.device == device && $0.backend == backend && $0.scale == matrix.xx && $0.circles == circles
        }
        let sprite: CairoSurface, half: Int
        if let recent, let kept = recentLooks[recent].byPhase[4 * phaseY + phaseX] {
            (sprite, half) = kept
        } else {
            let key = Key(device: device, backend: backend, scale: matrix.xx, phaseX: phaseX, phaseY: phaseY, circles: circles)
            guard let made = self.sprite(for: key, like: canvas) else {
                return Self.drawVectors(circles, center: center, on: canvas)
            }
            (sprite, half) = made
            // (Making it may have emptied the kept sprites, and the recent looks with them.)
            if let recent, recent < recentLooks.count {
                recentLooks[recent].byPhase[4 * phaseY + phaseX] = made
            } else {
                if recentLooks.count == Self.recentLookLimit { recentLooks.removeFirst() }
                var look = RecentLook(device: device, backend: backend, scale: matrix.xx, circles: circles,
                                      byPhase: Array(repeating: nil, count: 16))
                look.byPhase[4 * phaseY + phaseX] = made
                recentLooks.append(look)
            }
        }
        let side = Double(2 * half + 1)
        canvas.withSavedState {
            cairo_identity_matrix(canvas.context)
            cairo_set_source_surface(canvas.context, sprite.surface, Double(px - half), Double(py - half))
            cairo_rectangle(canvas.context, Double(px - half), Double(py - half), side, side)
            cairo_fill(canvas.context)
        }
    }

    private func sprite(for key: Key, like canvas: CairoCanvas) -> (CairoSurface, Int)? {
        if let kept = sprites[key] { return kept }
        // The widest circle's edge, its antialiasing, and a pixel to spare.
        let reach = key.circles.map(\.reach).max() ?? 0
        let half = Int((reach * key.scale).rounded(.up)) + 2
        guard let surface = CairoSurface(similarTo: canvas, width: 2 * half + 1, height: 2 * half + 1) else { return nil }
        let spriteCanvas = surface.makeCanvas()
        spriteCanvas.translate(x: Double(half) + Double(key.phaseX) / 4, y: Double(half) + Double(key.phaseY) / 4)
        spriteCanvas.scale(key.scale)
        Self.drawVectors(key.circles, center: .zero, on: spriteCanvas)
        // A new window, scale or theme starts afresh.
        if sprites.count >= capacity { sprites.removeAll(); recentLooks.removeAll() }
        sprites[key] = (surface, half)
        drawnSprites += 1
        return (surface, half)
    }

    /// The circles as vectors: what a sprite holds.
    static func drawVectors(_ circles: [Circle], center: CGPoint, on canvas: CairoCanvas) {
        for circle in circles {
            if let width = circle.strokeWidth {
                canvas.strokeCircle(center: center, radius: circle.radius, circle.color, width: width)
            } else {
                canvas.fillCircle(center: center, radius: circle.radius, circle.color)
            }
        }
    }
}
