import CCairo
import Foundation
@_spi(TouchLab) import UIKit

/// The phone's picture under the finger layer, kept as pixels while it does
/// not change: a held, moving finger then costs one copy and its own trail.
///
///     drawn once per change                     drawn every frame on top
///     ┌──────────────────────────────────┐      ┌──────────────────────────────┐
///     │ what lies under the screen       │      │ recognizer hints             │
///     │ views            (renderViews)   │      │ CANCELLED banner (off the    │
///     │ phase flashes    (beneath tags)  │  ──▶ │   finger)                    │
///     │ name tags, recognizer badges     │ copy │ haptic pulse, hover ring     │
///     │ held calls, hit-test path, chips │      │ the touch's trail and dot    │
///     └──────────────────────────────────┘      └──────────────────────────────┘
///
/// Why a prefix of the drawing order, and not layers composited: a frame
/// drawn as "the cache, then the finger layer" runs exactly the operations
/// a whole repaint runs, on exactly the same pixels, so it is the same
/// picture to the last bit. Compositing a layer drawn apart (the tags over
/// freshly drawn flashes) rounds differently wherever two translucent
/// operations of the layer overlap — under every letter of a chip — and a
/// clipped repaint changes the antialiasing of curves cut by the clip (both
/// measured: `PipelineAndBenchmarks`). So everything a held finger's moves
/// change is drawn last: the finger layer comes last in the overlay's order
/// already; the flashes under the tags change only by their fades, and
/// those reach exactly full again with each move (`fadeRemaining`), so the
/// cache stands through a steady drag.
///
/// The cache is a surface like the target (an X pixmap for the demo's
/// window: the copy is the server's), as big as the frame, holding the
/// frame's own pixels under the phone (the chrome) and the phone's layers
/// over them; a frame copies the screen's pixel rectangle from it.
final class PhoneLayers {
    /// Everything the cached layers are drawn from. Any change redraws them.
    struct Key: Equatable {
        /// The target's `cairo_surface_t` and the frame's size in device pixels.
        var target: UInt
        var width: Int, height: Int
        var layout: FrameLayout
        var uiScale: Double
        var theme: DrawingTheme
        /// What lies under the phone: the chrome surface's generation (1×), or
        /// the chrome drawn as vectors (`--scale`), by what it is drawn from.
        var chromeGeneration: Int
        var info: SceneInfo
        var root: ObjectIdentifier
        var displayRevision: UInt64
        var phoneRevision: UInt64
        var settings: Settings
        /// The fades and holds the cached layers show, sampled at the frame's
        /// time, but the phase flashes'…
        var moment: Int
        /// …which are kept apart: a flash that fades changes its view's rect
        /// and its chip, and a frame may draw the layers again there alone.
        var flashes: [FlashLook]
    }

    /// A phase flash as the kept layers show it: whose, which call, and how
    /// strongly its tint and its chip are drawn (`OverlayRenderer.fillAlpha`,
    /// `chipAlpha`) — equal looks, equal pixels.
    struct FlashLook: Equatable {
        var id: ObjectIdentifier
        var phase: UITouch.Phase
        var viaForwarding: Bool
        var fill: Double
        var chip: Double

        /// The same flash (whose, which call), however faded.
        func isSameFlash(as other: FlashLook) -> Bool {
            id == other.id && phase == other.phase && viaForwarding == other.viaForwarding
        }
    }

    /// The renderers' switches the cached layers depend on.
    struct Settings: Equatable {
        var showsNameTags, showsHiddenViews, showsHairlines, showsGestureBadges: Bool
        var minimumTaggedSize: CGSize
        var cachesBitmaps: Bool
        var keepsHitPathUntilNextTouch, showsOutsideRejections: Bool
        var compactOutsideAfter: Int

        init(scene: SceneRenderer, overlay: OverlayRenderer) {
            showsNameTags = scene.showsNameTags
            showsHiddenViews = scene.showsHiddenViews
            showsHairlines = scene.showsHairlines
            showsGestureBadges = scene.showsGestureBadges
            minimumTaggedSize = scene.minimumTaggedSize
            cachesBitmaps = scene.cachesBitmaps
            keepsHitPathUntilNextTouch = overlay.keepsHitPathUntilNextTouch
            showsOutsideRejections = overlay.showsOutsideRejections
            compactOutsideAfter = overlay.compactOutsideAfter
        }
    }

    private(set) var surface: CairoSurface?
    /// What `surface` was made like: another target or size needs another surface.
    private struct SurfaceShape: Equatable { var target: UInt; var width, height: Int }
    private var surfaceShape: SurfaceShape?
    private(set) var key: Key?
    /// The scene pass the cached layers were drawn from (the finger layer draws through its transform).
    private(set) var rendered: RenderedScene?
    /// Where the cached chips went: the finger layer's labels keep clear of them.
    private(set) var chips = TagPlacer()
    /// How many times the layers were drawn (tests count the redraws a drag causes).
    private(set) var redraws = 0
    /// How many times their corners were rounded over a copy of them.
    private(set) var roundings = 0

    /// The same layers with the screen's rounded corners drawn over them,
    /// made from `surface` when first asked for after the layers changed.
    private var rounded: CairoSurface?
    private var roundedIsCurrent = false

    /// Forgets the pixels (the next frame draws the layers again).
    func invalidate() { key = nil; roundedIsCurrent = false; keptViews = nil; phaseChips = [:] }

    /// The views' revisions the kept layers show (`ViewTreeSnapshot`): a
    /// frame whose only change since is what `draw(_:)` repainted draws the
    /// layers again inside that rect alone (`repair`), on the kept pixels —
    /// a signature pad redrawing under the finger costs its segment, not the phone.
    var keptViews: ViewTreeSnapshot?
    /// How many times the layers were drawn again inside a damaged rect only (tests count them).
    private(set) var repairs = 0

    /// Where the kept chips of the phase flashes are, by the flashed view
    /// (`OverlayRenderer.phaseChipRects` of the pass the layers were drawn or repaired by).
    var phaseChips: [ObjectIdentifier: CGRect] = [:]

    /// The flashes whose fade changed, as (kept, now), when `key` differs from
    /// the kept layers' only by the window's display revision (what
    /// `draw(_:)` repainted: `SceneRenderer.damage`) and by how faded the
    /// same flashes are; nil when anything else changed (or nothing is kept).
    func changedFlashes(to key: Key) -> [(kept: FlashLook, now: FlashLook)]? {
        guard var kept = self.key, surface != nil, rendered != nil, kept.flashes.count == key.flashes.count else { return nil }
        var changed: [(kept: FlashLook, now: FlashLook)] = []
        for (old, new) in zip(kept.flashes, key.flashes) where old != new {
            guard old.isSameFlash(as: new) else { return nil }
            changed.append((old, new))
        }
        kept.displayRevision = key.displayRevision
        kept.flashes = key.flashes
        return kept == key ? changed : nil
    }

    /// Draws the kept layers again inside `damage` (device pixels, whole) with
    /// `draw` (given a canvas on the cache clipped to it, nothing else
    /// applied). `accept` compares the new pass's placements with the kept
    /// one's: anything placed elsewhere (a tag moved) changed pixels outside
    /// the damage, so the layers are forgotten and drawn whole instead (nil).
    /// `keepsCorners`: the damage is clear of the screen's rounded corners and
    /// edge, so the rounded copy takes the damage's pixels and stays current.
    func repair(for key: Key, damage: CGRect, keepsCorners: Bool, draw: (CairoCanvas) -> (RenderedScene, TagPlacer)?,
                accept: (_ new: RenderedScene, _ kept: RenderedScene) -> Bool) -> (CairoSurface, RenderedScene, TagPlacer)? {
        guard let surface, let kept = rendered, changedFlashes(to: key) != nil, !damage.isNull, !damage.isEmpty else { return nil }
        let cache = surface.makeCanvas()
        cairo_rectangle(cache.context, Double(damage.minX), Double(damage.minY), Double(damage.width), Double(damage.height))
        cairo_clip(cache.context)
        guard let (repaired, chips) = draw(cache), accept(repaired, kept) else {
            invalidate()
            return nil
        }
        cairo_surface_flush(surface.surface)
        rendered = repaired
        self.chips = chips
        self.key = key
        repairs += 1
        if roundedIsCurrent, keepsCorners, let rounded {
            rounded.makeCanvas().copyPixels(damage, from: surface)
        } else {
            roundedIsCurrent = false
        }
        return (surface, repaired, chips)
    }

    /// The kept layers with the screen's corners rounded over them by
    /// `roundCorners` (given a canvas on a copy of the layers, with nothing
    /// applied); nil until `layers(for:like:draw:)` has drawn the layers.
    func roundedLayers(like canvas: CairoCanvas, roundCorners: (CairoCanvas) -> Void) -> CairoSurface? {
        guard let surface, let shape = surfaceShape, key != nil else { return nil }
        if roundedIsCurrent, let rounded { return rounded }
        if rounded == nil || roundedShape != shape {
            rounded = CairoSurface(similarTo: canvas, width: shape.width, height: shape.height)
            roundedShape = shape
        }
        guard let rounded else { return nil }
        let roundedCanvas = rounded.makeCanvas()
        roundedCanvas.paint(surface)
        roundCorners(roundedCanvas)
        roundedIsCurrent = true
        roundings += 1
        return rounded
    }
    private var roundedShape: SurfaceShape?

    /// The cached layers for `key`, drawing them first with `draw` (given a
    /// canvas on the cache, with nothing applied) when the key changed.
    func layers(for key: Key, like canvas: CairoCanvas,
                draw: (CairoCanvas) -> (RenderedScene, TagPlacer)?) -> (CairoSurface, RenderedScene, TagPlacer)? {
        if let surface, let rendered, self.key == key { return (surface, rendered, chips) }
        let shape = SurfaceShape(target: key.target, width: key.width, height: key.height)
        if surface == nil || surfaceShape != shape {
            surface = CairoSurface(similarTo: canvas, width: key.width, height: key.height)
            surfaceShape = shape
        }
        self.key = nil
        roundedIsCurrent = false
        guard let surface, let (rendered, chips) = draw(surface.makeCanvas()) else { return nil }
        self.rendered = rendered
        self.chips = chips
        self.key = key
        redraws += 1
        return (surface, rendered, chips)
    }

    /// The phase flashes as the layers would show them at `now`, in drawing order.
    static func flashes(_ visualizer: DispatchVisualizer, now: TimeInterval) -> [FlashLook] {
        let timing = visualizer.timing
        return visualizer.phaseFlashes.map { flash in
            FlashLook(id: flash.traced.id, phase: flash.phase, viaForwarding: flash.viaForwarding,
                      fill: OverlayRenderer.fillAlpha(of: flash, timing: timing, now: now),
                      chip: OverlayRenderer.chipAlpha(of: flash, timing: timing, now: now))
        }
    }

    /// The other fades and holds the cached layers show at `now`, as one
    /// number: equal numbers, equal pixels. Each value is the one the drawing
    /// code computes — the overlay's cancellation, held calls and hit-test
    /// path, and the scene's recognizer badges (`drawBadges`: its shown
    /// state, its flash, "→ action") — so a fade that has ended or not begun,
    /// or is held full, leaves the number as it was. (The phase flashes are
    /// `flashes`.)
    static func moment(_ visualizer: DispatchVisualizer, overlay: OverlayRenderer, now: TimeInterval) -> Int {
        var h = Hasher()
        let timing = visualizer.timing
        if let c = visualizer.cancellation {
            h.combine(c.responderRecord.id)
            h.combine(holdThenFade(since: c.time, now: now, duration: timing.cancelledBanner))
            h.combine(fadeRemaining(since: c.time, now: now, duration: 0.35))
        }
        for held in visualizer.heldTouches {
            h.combine(held.viewRecord.id)
            h.combine(held.phase)
            h.combine(held.resolution)
            // Unresolved: the hazard tape marches with the clock.
            h.combine(held.resolution == nil ? now : holdThenFade(since: held.resolvedAt ?? now, now: now, duration: timing.heldOutcomeHold))
        }
        h.combine(overlay.hitPathStrength(visualizer, now: now))
        for status in visualizer.recognizerStatuses {
            h.combine(status.traced.id)
            h.combine(status.displayedState(at: now, timing: timing))
            h.combine(fadeRemaining(since: status.changedAt, now: now, duration: timing.recognizerFlash))
            h.combine(now - status.actionAt < timing.recognizerOutcomeHold)
        }
        return h.finalize()
    }
}

extension CairoCanvas {
    /// Copies `rect` (device pixels, rounded out) of `source` to the same
    /// place on the target, whatever the user space: a pixel copy.
    func copyPixels(_ rect: CGRect, from source: CairoSurface) {
        let x0 = Double(rect.minX).rounded(.down), y0 = Double(rect.minY).rounded(.down)
        let x1 = Double(rect.maxX).rounded(.up), y1 = Double(rect.maxY).rounded(.up)
        withSavedState {
            cairo_identity_matrix(context)
            cairo_rectangle(context, x0, y0, x1 - x0, y1 - y0)
            cairo_clip(context)
            cairo_set_operator(context, CAIRO_OPERATOR_SOURCE)
            cairo_set_source_surface(context, source.surface, 0, 0)
            cairo_paint(context)
        }
    }

    /// Whether nothing drawn within `margin` of `rect` (user space) can reach
    /// a pixel the clip lets through: a repair of the kept layers
    /// (`PhoneLayers.repair`) places every tag, badge and chip as the whole
    /// pass does, but draws only those that meet its damage — a tag's
    /// rounded chip and its text cost the same clipped out as drawn.
    func clipExcludes(_ rect: CGRect, margin: Double = 4) -> Bool {
        var x1 = 0.0, y1 = 0.0, x2 = 0.0, y2 = 0.0
        cairo_clip_extents(context, &x1, &y1, &x2, &y2)
        let reach = rect.insetBy(dx: -margin, dy: -margin)
        return Double(reach.maxX) <= x1 || Double(reach.minX) >= x2 || Double(reach.maxY) <= y1 || Double(reach.minY) >= y2
    }

    /// `rect` (user space) on the target, in device pixels.
    func deviceRect(of rect: CGRect) -> CGRect {
        var x0 = Double(rect.minX), y0 = Double(rect.minY), x1 = Double(rect.maxX), y1 = Double(rect.maxY)
        cairo_user_to_device(context, &x0, &y0)
        cairo_user_to_device(context, &x1, &y1)
        return CGRect(x: min(x0, x1), y: min(y0, y1), width: abs(x1 - x0), height: abs(y1 - y0))
    }
}
