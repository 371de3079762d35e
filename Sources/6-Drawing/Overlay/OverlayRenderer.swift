import CCairo
import Foundation
@_spi(TouchLab) import UIKit

/// Draws the dispatch on top of the scene: where the touch is, which views
/// hit-testing visited and why it passed over some, which touches method each
/// view just received, and what the recognizers are doing.
///
///     beneath the name tags:  phase flashes (began green, moved blue, ended grey)
///     above them, the marks:  held calls ─ hit-test path ─ phase chips
///     the finger layer:       recognizer hints ─ CANCELLED banner ─ haptic pulse ─ hover
///                             ─ touch trail and indicator
///
/// Everything fades by the visualizer's times at `now`; nothing here keeps
/// state but the touch's dot, drawn once per look (`CircleSprites`).
public final class OverlayRenderer {
    public var theme: DrawingTheme
    /// Keep the last hit-test path (dimmed) until the next touch-down, so a
    /// teacher can explain it after the tap; false fades it out completely.
    public var keepsHitPathUntilNextTouch = true
    public var showsOutsideRejections = true
    /// Past this many visits, "point outside" rejections are drawn compactly.
    public var compactOutsideAfter = 24
    /// Draws long-press rings, pan thresholds… for recognizers (see `RecognizerHint`).
    public var recognizerHintProvider: RecognizerHintProvider? = StandardRecognizerHints.provider

    public init(theme: DrawingTheme = .standard) { self.theme = theme }

    /// The pressed touch's dot, kept as pixels.
    let sprites = CircleSprites()
    /// Where the last `drawMarks` put each phase flash's chip, by the flashed
    /// view: a fade of the chip changes that rect (`PhoneLayers.phaseChips`).
    var phaseChipRects: [ObjectIdentifier: CGRect] = [:]

    static let chipFont = FontSpec.sans(11, bold: true)
    static let chipHeight = 19.0

    /// Both layers at once, for callers that draw no name tags in between.
    public func draw(_ visualizer: DispatchVisualizer, over rendered: RenderedScene, in canvas: CairoCanvas, now: TimeInterval) {
        drawBeneathTags(visualizer, over: rendered, in: canvas, now: now)
        drawAboveTags(visualizer, over: rendered, in: canvas, now: now)
    }

    /// Translucent fills that should not cover the views' name tags.
    public func drawBeneathTags(_ visualizer: DispatchVisualizer, over rendered: RenderedScene, in canvas: CairoCanvas,
                                now: TimeInterval) {
        canvas.withSavedState {
            canvas.clip(to: rendered.screenRect)
            drawPhaseFills(visualizer, rendered, canvas, now)
            drawCancellationFill(visualizer, rendered, canvas, now)
        }
    }

    public func drawAboveTags(_ visualizer: DispatchVisualizer, over rendered: RenderedScene, in canvas: CairoCanvas,
                              now: TimeInterval) {
        var chips = drawMarks(visualizer, over: rendered, in: canvas, now: now)
        drawFingerLayer(visualizer, over: rendered, in: canvas, now: now, chips: &chips)
    }

    /// What the dispatch left on the views — held calls, the hit-test path,
    /// the phase chips — which a held finger's moves do not change (their
    /// fades aside: `FrameComposer` keeps this and everything under it as
    /// pixels while `PhoneLayersKey` stays the same). Returns where its chips
    /// went, for the finger layer's labels to keep clear of.
    func drawMarks(_ visualizer: DispatchVisualizer, over rendered: RenderedScene, in canvas: CairoCanvas,
                   now: TimeInterval) -> TagPlacer {
        // The scene's tags are already on screen: the overlay's chips go around them.
        var chips = TagPlacer()
        for tag in rendered.tags.values { chips.insert(tag.rect) }
        for pills in rendered.badges.values { for pill in pills where !pill.isNull { chips.insert(pill) } }
        for box in rendered.contentText { chips.insert(box) }
        canvas.withSavedState {
            canvas.clip(to: rendered.screenRect)
            drawHeldTouches(visualizer, rendered, canvas, now, chips: &chips)
            drawHitTestPath(visualizer, rendered, canvas, now, chips: &chips)
            drawPhaseChips(visualizer, rendered, canvas, now, chips: &chips)
        }
        return chips
    }

    /// The top of the phone, drawn every frame: what follows the finger or
    /// the clock — recognizer hints (a countdown, a threshold round the
    /// start), the cancel banner (kept off the finger), the haptic pulse, the
    /// hover ring, and the touch with its trail.
    func drawFingerLayer(_ visualizer: DispatchVisualizer, over rendered: RenderedScene, in canvas: CairoCanvas,
                         now: TimeInterval, chips: inout TagPlacer) {
        canvas.withSavedState {
            canvas.clip(to: rendered.screenRect)
            drawRecognizerHints(visualizer, over: rendered, in: canvas, now: now, chips: &chips)
            drawCancellationBanner(visualizer, rendered, canvas, now, chips: &chips)
            drawHapticPulse(visualizer, rendered, canvas, now)
            drawHover(visualizer, rendered, canvas)
            drawTouch(visualizer, rendered, canvas, now)
        }
    }

    /// Where the finger layer draws at `now`, on the canvas — boxes round
    /// the trail's segments and the touch's circle (none: nowhere) — when it
    /// draws only the touch; nil when it draws more (a hint, the cancel
    /// banner, a haptic pulse, the hover ring), whose extent is not worked
    /// out here. `FrameComposer` keeps the screen's rounded corners with the
    /// phone's layers while the touch stays clear of them.
    func fingerLayerBoxes(_ visualizer: DispatchVisualizer, over rendered: RenderedScene, now: TimeInterval) -> [CGRect]? {
        if let provider = recognizerHintProvider,
           visualizer.recognizerStatuses.contains(where: { !provider($0, visualizer, now).isEmpty }) { return nil }
        if activeCancellation(visualizer, rendered, now) != nil { return nil }
        if let pulse = visualizer.haptic, now - pulse.time >= 0, now - pulse.time < visualizer.timing.hapticPulse { return nil }
        if let hover = visualizer.hover, hover.view != nil, visualizer.touch?.isPressed != true { return nil }
        guard let touch = visualizer.touch else { return [] }
        let transform = rendered.transform
        var boxes: [CGRect] = []
        // The trail's widest band is 6.5 wide, with round caps and joins:
        // 3.25 round each segment, and a pixel of antialiasing.
        let points = touch.trail
        if points.count >= 2 {
            for i in 1..<points.count where 1 - (now - points[i].time) / visualizer.timing.trail > 0 {
                let a = transform.toDevice(points[i - 1].location), b = transform.toDevice(points[i].location)
                boxes.append(CGRect(x: min(a.x, b.x), y: min(a.y, b.y), width: abs(a.x - b.x), height: abs(a.y - b.y)).insetBy(dx: -5, dy: -5))
            }
        }
        let center = transform.toDevice(touch.location)
        let radius: Double? = touch.isPressed ? theme.touchRadius + 6 + 2
            : touch.upTime.flatMap { (now - $0) / visualizer.timing.liftRipple < 1 ? theme.touchRadius * 1.8 + 4 : nil }
        if let radius {
            boxes.append(CGRect(x: Double(center.x) - radius, y: Double(center.y) - radius, width: 2 * radius, height: 2 * radius))
        }
        return boxes
    }

    // MARK: The touch

    static let trailBands = 8
    /// How far the trail's flattened round caps and joins may stray from true circles, in device pixels.
    static let trailTolerance = 0.25

    /// Strokes the current path as the trail looks at the middle of age band `band`.
    private func strokeTrailBand(_ band: Int, _ canvas: CairoCanvas) {
        let a = (Double(band) + 0.5) / Double(Self.trailBands)
        canvas.stroke(theme.trail.withAlpha(0.75 * a), width: 1.5 + 5 * a)
    }

    func drawTouch(_ visualizer: DispatchVisualizer, _ rendered: RenderedScene, _ canvas: CairoCanvas, _ now: TimeInterval) {
        guard let touch = visualizer.touch else { return }
        let transform = rendered.transform
        let trailTime = visualizer.timing.trail

        // The trail: older segments thinner and fainter, in a few bands of
        // age, each stroked as one path (one stroke per segment cost a
        // tessellation each, 48 per frame in a fast drag). Its round caps
        // and joins are flattened to within a quarter pixel rather than
        // Cairo's default tenth: at most 3.25 px round, the polygons' corners
        // are not to be seen through the antialiasing, and the tessellation
        // of a frame's eight bands costs a quarter less (PipelineAndBenchmarks).
        let points = touch.trail
        if points.count >= 2 {
            canvas.withSavedState {
                canvas.setRoundCaps()
                cairo_set_tolerance(canvas.context, Self.trailTolerance)
                let bands = Self.trailBands
                var band = -1
                for i in 1..<points.count {
                    let a = 1 - (now - points[i].time) / trailTime
                    guard a > 0 else { continue }
                    let b = min(bands - 1, Int(a * Double(bands)))
                    if b != band {
                        if band >= 0 { strokeTrailBand(band, canvas) }
                        band = b
                        canvas.move(to: transform.toDevice(points[i - 1].location))
                    }
                    canvas.line(to: transform.toDevice(points[i].location))
                }
                if band >= 0 { strokeTrailBand(band, canvas) }
            }
        }

        let center = transform.toDevice(touch.location)
        let r = theme.touchRadius
        if touch.isPressed {
            sprites.draw([.fill(radius: r + 6, theme.touchRing.withAlpha(0.16)), .fill(radius: r, theme.touchFill),
                          .stroke(radius: r, width: 2.5, theme.touchRing), .fill(radius: 3, theme.touchRing)],
                         center: center, on: canvas)
        } else if let up = touch.upTime {
            let p = (now - up) / visualizer.timing.liftRipple
            guard p >= 0, p < 1 else { return }
            canvas.strokeCircle(center: center, radius: r * (1 + 0.8 * p), theme.touchRing.withAlpha(1 - p), width: 2.5 * (1 - p) + 0.5)
        }
    }
}

