import CCairo
import Foundation
@_spi(TouchLab) import UIKit

/// Draws one whole frame of the demo: background, the phone with the scene
/// and the dispatch overlays, and the panels.
///
///     chrome (cached)                      background, bezel, empty screen, panel cards, header
///     screen (rectangular clip)
///       ┌ SceneRenderer.renderViews        the views
///       │ OverlayRenderer.drawBeneathTags  phase tints
///       │ SceneRenderer.drawTags           "BView  B", recognizer badges
///       └ OverlayRenderer.drawMarks        held calls, hit-test path, phase chips
///         OverlayRenderer.drawFingerLayer  hints, CANCELLED, haptic, hover, the touch
///     screen corners                       copied back from the chrome (rounds the screen)
///     PanelRenderer (.content)             pipeline, chain, hit-test, timeline, trace
///
/// The chrome is a third of the pixels and never changes while the size,
/// theme and scene info stay the same, so it is drawn once into a surface
/// like the target (an X pixmap for an Xlib target: the copy is server-side)
/// and copied in each frame. The phone's layers under the finger layer (┌…└)
/// are kept the same way while what they show stays the same
/// (`PhoneLayers`): a held finger's moves redraw only the finger layer.
///
/// Called at the run loop's `beforeWaiting`, like Core Animation's commit,
/// after the gesture observer has settled the recognizers' states.
public final class FrameComposer {
    public var theme: DrawingTheme {
        didSet { scene.theme = theme; overlay.theme = theme; panels.theme = theme }
    }
    public let scene: SceneRenderer
    public let overlay: OverlayRenderer
    public let panels: PanelRenderer
    /// Which of `SeedLogFormatter`'s styles the trace panel shows.
    public var traceStyle: SeedLogFormatter.Style {
        get { panels.traceStyle }
        set { panels.traceStyle = newValue }
    }
    /// What the timeline panel shows: the last gesture and the step cursor.
    public var timeline = TimelineState()
    /// `--scale`: the whole frame drawn this many times larger (a 1280×800
    /// layout in a 2560×1600 window at 2), as vectors, so text stays crisp.
    /// Frames are then drawn whole, without the cached chrome (a cached
    /// bitmap would be scaled, and blur).
    public var uiScale: Double = 1
    /// The panels beside the phone (`--panels`).
    public var shownPanels: PanelSet = .all
    /// False for a presentation (`--clean`): the header has no line of keys, so it is shorter.
    public var showsKeyHints = true
    /// Never enlarge the scene past this (1 = an iPhone point is a pixel).
    public var maximumSceneScale: CGFloat = 1
    /// False: every frame draws the phone's every layer (the picture the
    /// kept layers must equal, for the tests that compare them).
    public var keepsPhoneLayers = true
    /// False: a frame whose phase flashes faded since the kept layers draws
    /// them whole again, as before the fades were repaired in their rects
    /// (the benchmark's child measures both; a test checks the difference).
    var repairsFadedFlashes = true
    /// False: a repair walks every view, clipped to its damage, as before
    /// `SceneRenderer+RepairWalk` (the tests compare both).
    var repairsWithoutWalk = true
    /// The phone's layers under the finger layer, as pixels (`PhoneLayers`).
    let phoneLayers = PhoneLayers()

    /// What the last frame drew where (the demo maps clicks with `lastLayout`).
    public private(set) var lastLayout: FrameLayout?
    public private(set) var lastRendered: RenderedScene?
    /// Wall-clock time the last `compose` took, in seconds.
    public private(set) var lastComposeDuration: TimeInterval = 0
    /// What the last `compose` drew: the whole frame, or only the regions
    /// that changed (in frame pixels), for the demo to copy to the window.
    public private(set) var lastDamage: [CGRect] = []

    public init(theme: DrawingTheme = .standard) {
        self.theme = theme
        scene = SceneRenderer(theme: theme)
        overlay = OverlayRenderer(theme: theme)
        panels = PanelRenderer(theme: theme)
    }

    /// The layout a frame of `size` showing `root` would use; `headerGrowth`
    /// makes room for a long explanation (`layout(for:root:info:canvas:)`).
    public func layout(for size: CGSize, root: UIView?, headerGrowth: CGFloat = 0) -> FrameLayout {
        FrameLayout(size: size, sceneSize: root?.bounds.size ?? UIScreen.main.bounds.size, maximumSceneScale: maximumSceneScale,
                    panels: shownPanels, keyHints: showsKeyHints, headerGrowth: headerGrowth)
    }

    /// The layout with a header tall enough for every word of `info`'s
    /// explanation (Behaviour §12: never cut). The header's width does not
    /// depend on its height, so it is measured in the standard layout.
    func layout(for size: CGSize, root: UIView?, info: SceneInfo, canvas: CairoCanvas) -> FrameLayout {
        let standard = layout(for: size, root: root)
        let growth = panels.headerGrowth(info, width: Double(standard.header.width), canvas: canvas)
        return growth > 0 ? layout(for: size, root: root, headerGrowth: growth) : standard
    }

    /// Draws a frame of `size` pixels into `canvas` (whose origin is the frame's top-left).
    ///
    /// With `onlyChanged`, the canvas must still hold the last frame this
    /// composer drew (the demo's pixmap does): only the regions whose
    /// fingerprint changed are redrawn (`FrameRegion`), and `lastDamage`
    /// says which. The whole frame is drawn when the chrome, the layout or
    /// the scene changed, and always without `onlyChanged`.
    @discardableResult
    public func compose(into canvas: CairoCanvas, size: CGSize, root: UIView?, visualizer: DispatchVisualizer,
                        info: SceneInfo, now: TimeInterval, onlyChanged: Bool = false) -> FrameLayout {
        let started = DispatchTime.now().uptimeNanoseconds
        if uiScale != 1 {
            let layout = self.layout(for: CGSize(width: size.width / uiScale, height: size.height / uiScale), root: root,
                                     info: info, canvas: canvas)
            placedText.removeAll()
            chromeText.removeAll()
            canvas.placedText = recordsPlacedText ? chromeText : nil
            defer { canvas.placedText = nil }
            canvas.withSavedState {
                canvas.scale(uiScale)
                drawChrome(into: canvas, layout: layout, info: info, visualizer: visualizer)
                canvas.placedText = recordsPlacedText ? placedText : nil
                drawPhone(root, visualizer: visualizer, layout: layout, info: info, chrome: nil, canvas: canvas, now: now)
                panels.draw(visualizer, info: info, layout: layout, in: canvas, now: now, layers: .content)
                drawTimelineContent(layout, canvas: canvas)
            }
            lastDamage = [CGRect(origin: .zero, size: size)]
            lastLayout = layout
            lastComposeDuration = Double(DispatchTime.now().uptimeNanoseconds - started) / 1e9
            return layout
        }
        let layout = self.layout(for: size, root: root, info: info, canvas: canvas)
        canvas.withSavedState {
            let chrome = chromeSurface(like: canvas, layout: layout, info: info, visualizer: visualizer)
            let fingerprints = FrameRegion.allCases.map {
                $0.fingerprint(visualizer, root: root, traceStyle: traceStyle, timeline: timeline, now: now)
            }
            let whole = !onlyChanged || chrome == nil || chrome !== lastChrome || layout != lastLayout
                || lastFingerprints.count != fingerprints.count
            canvas.placedText = recordsPlacedText ? placedText : nil
            defer { canvas.placedText = nil }
            if whole {
                placedText.removeAll()
                if let chrome { canvas.paint(chrome) } else {
                    chromeText.removeAll()
                    canvas.placedText = recordsPlacedText ? chromeText : nil
                    drawChrome(into: canvas, layout: layout, info: info, visualizer: visualizer)
                    canvas.placedText = recordsPlacedText ? placedText : nil
                }
                drawPhone(root, visualizer: visualizer, layout: layout, info: info, chrome: chrome, canvas: canvas, now: now)
                panels.draw(visualizer, info: info, layout: layout, in: canvas, now: now, layers: .content)
                drawTimelineContent(layout, canvas: canvas)
                lastDamage = [CGRect(origin: .zero, size: layout.size)]
            } else {
                lastDamage = []
                for (i, region) in FrameRegion.allCases.enumerated() where fingerprints[i] != lastFingerprints[i] {
                    guard !region.rect(in: layout).isEmpty else { continue }   // a panel --panels left out
                    let rect = region.rect(in: layout)
                    lastDamage.append(rect)
                    canvas.withSavedState {
                        canvas.clip(to: rect)
                        canvas.paint(chrome!)
                        canvas.inTextContainer(region.containerName, rect, resets: true) {
                            draw(region, root: root, visualizer: visualizer, layout: layout, info: info, chrome: chrome,
                                 canvas: canvas, now: now)
                        }
                    }
                }
            }
            lastChrome = chrome
            lastFingerprints = fingerprints
        }
        lastLayout = layout
        lastComposeDuration = Double(DispatchTime.now().uptimeNanoseconds - started) / 1e9
        return layout
    }

    /// Whether frames log their text (`lastPlacedText`): the recorder and the
    /// layout tests ask for it; the live window's frames skip the bookkeeping.
    public var recordsPlacedText = false
    /// The text the last frame drew (the chrome's cached titles included),
    /// with each run's box and container: a test checks that no two overlap
    /// and none is cut or escapes its panel; the recorder keeps the
    /// pointer's click label off them.
    public var lastPlacedText: [PlacedText] { chromeText.all + placedText.all }
    private let placedText = PlacedTextLog()
    private let chromeText = PlacedTextLog()

    private func drawTimelineContent(_ layout: FrameLayout, canvas: CairoCanvas) {
        guard layout.panels.contains(.timeline) else { return }
        canvas.inTextContainer(FrameRegion.timeline.containerName, layout.timeline) {
            panels.drawContent { panels.drawTimeline(timeline.timeline, cursor: timeline.cursor, liveUntil: timeline.liveUntil, note: timeline.note, in: layout.timeline, canvas: canvas) }
        }
    }

    private weak var lastChrome: CairoSurface?
    private var lastFingerprints: [Int] = []

    private func draw(_ region: FrameRegion, root: UIView?, visualizer: DispatchVisualizer, layout: FrameLayout,
                      info: SceneInfo, chrome: CairoSurface?, canvas: CairoCanvas, now: TimeInterval) {
        switch region {
        case .phone:
            drawPhone(root, visualizer: visualizer, layout: layout, info: info, chrome: chrome, canvas: canvas, now: now)
        case .pipeline:
            panels.drawContent { panels.drawPipeline(visualizer, in: layout.pipeline, canvas: canvas, now: now) }
        case .responderChain:
            panels.drawContent { panels.drawResponderChain(visualizer, in: layout.responderChain, canvas: canvas, now: now) }
        case .hitTest:
            panels.drawContent { panels.drawHitTestList(visualizer, in: layout.hitTest, canvas: canvas, now: now) }
        case .timeline:
            panels.drawContent { panels.drawTimeline(timeline.timeline, cursor: timeline.cursor, liveUntil: timeline.liveUntil, note: timeline.note, in: layout.timeline, canvas: canvas) }
        case .traceCaption:
            panels.drawContent { panels.drawTraceCaption(in: layout.trace, canvas: canvas) }
        case .trace:
            panels.drawContent { panels.drawTrace(visualizer, in: layout.trace, withCaption: false, canvas: canvas, now: now) }
        }
    }

    // MARK: The chrome

    private struct ChromeKey: Equatable {
        var layout: FrameLayout
        var theme: DrawingTheme
        var info: SceneInfo
    }
    private var chromeKey: ChromeKey?
    private var chrome: CairoSurface?

    /// Drops the cached chrome (the demo calls this if it draws to a new kind of surface).
    public func invalidateChrome() { chrome = nil; chromeKey = nil; phoneLayers.invalidate() }
    /// Counts the chrome surfaces made: the phone's kept layers lie on one of them.
    private var chromeGeneration = 0

    private func chromeSurface(like canvas: CairoCanvas, layout: FrameLayout, info: SceneInfo,
                               visualizer: DispatchVisualizer) -> CairoSurface? {
        let key = ChromeKey(layout: layout, theme: theme, info: info)
        if let chrome, chromeKey == key { return chrome }
        guard let surface = CairoSurface(similarTo: canvas, width: Int(layout.size.width.rounded(.up)),
                                         height: Int(layout.size.height.rounded(.up))) else { return nil }
        let chromeCanvas = surface.makeCanvas()
        chromeText.removeAll()
        chromeCanvas.placedText = recordsPlacedText ? chromeText : nil
        drawChrome(into: chromeCanvas, layout: layout, info: info, visualizer: visualizer)
        chrome = surface
        chromeKey = key
        chromeGeneration += 1
        return surface
    }

    private func drawChrome(into canvas: CairoCanvas, layout: FrameLayout, info: SceneInfo, visualizer: DispatchVisualizer) {
        canvas.paint(theme.background)
        drawBezel(layout, canvas: canvas)
        canvas.fill(layout.screen, theme.screen, radius: layout.screenCornerRadius)
        panels.draw(visualizer, info: info, layout: layout, in: canvas, now: 0, layers: .chrome)
        if layout.panels.contains(.timeline) {
            panels.layers = .chrome
            canvas.inTextContainer(FrameRegion.timeline.containerName, layout.timeline) {
                panels.drawTimeline(nil, cursor: nil, in: layout.timeline, canvas: canvas)
            }
            panels.layers = .all
        }
    }

    /// The bezel's colour at its top (its gradient ends in `theme.bezel`).
    static let bezelTop = RGBA(hex: 0x1A2133)

    /// The phone's frame: a ring between the bezel's outline and the screen's
    /// rounded corners (even-odd fill).
    private func drawBezel(_ layout: FrameLayout, canvas: CairoCanvas) {
        let bezelRadius = layout.screenCornerRadius + Double(FrameLayout.bezelWidth)
        canvas.withSavedState {
            canvas.setEvenOddFill()
            canvas.addRoundedRect(layout.bezel.insetBy(dx: -1.5, dy: -1.5), radius: bezelRadius + 1.5)
            canvas.addRoundedRect(layout.bezel, radius: bezelRadius)
            canvas.fill(theme.bezelEdge)
            canvas.addRoundedRect(layout.bezel, radius: bezelRadius)
            canvas.addRoundedRect(layout.screen, radius: layout.screenCornerRadius)
            canvas.fillVerticalGradient(currentPath: true, layout.bezel, top: Self.bezelTop, bottom: theme.bezel)
        }
    }

    /// The scene was drawn with a rectangular clip (a rounded clip would make
    /// Cairo composite every view through a mask); the slivers outside the
    /// screen's rounded corners get the bezel back, then the glass edge.
    private func roundScreenCorners(_ layout: FrameLayout, chrome: CairoSurface?, canvas: CairoCanvas) {
        canvas.withSavedState {
            canvas.setEvenOddFill()
            canvas.addRect(layout.screen)
            canvas.addRoundedRect(layout.screen, radius: layout.screenCornerRadius)
            // Without a chrome surface (`--scale`), the bezel's own gradient (a
            // flat bezel colour left dark squares in the top corners).
            if let chrome { canvas.fill(chrome) } else { canvas.fillVerticalGradient(currentPath: true, layout.bezel, top: Self.bezelTop, bottom: theme.bezel) }
        }
        canvas.addRoundedRect(layout.screen.insetBy(dx: -0.5, dy: -0.5), radius: layout.screenCornerRadius + 0.5)
        canvas.stroke(RGBA(hex: 0x000000, alpha: 0.6), width: 1)
    }

    /// The phone's screen: its layers under the finger layer copied from
    /// `phoneLayers` (drawn there first if what they show changed), then the
    /// finger layer, then the screen's rounded corners. `chrome` is what lies
    /// under the phone at 1× (nil with `--scale`, where the chrome is drawn
    /// as vectors under it).
    private func drawPhone(_ root: UIView?, visualizer: DispatchVisualizer, layout: FrameLayout, info: SceneInfo,
                           chrome: CairoSurface?, canvas: CairoCanvas, now: TimeInterval) {
        canvas.inTextContainer(FrameRegion.phone.containerName, layout.screen) {
            /// The layers under the finger layer on the cache's canvas, over what lies under the phone.
            func drawLayers(_ cache: CairoCanvas, root: UIView) -> (RenderedScene, TagPlacer) {
                if let chrome { cache.paint(chrome) } else {
                    cache.scale(uiScale)
                    drawChrome(into: cache, layout: layout, info: info, visualizer: visualizer)
                }
                return cache.withSavedState {
                    cache.clip(to: layout.screen)
                    return drawPhoneUnderFinger(root, visualizer: visualizer, layout: layout, canvas: cache, now: now)
                }
            }
            let redraws = phoneLayers.redraws
            guard let root, let key = phoneLayersKey(root, visualizer: visualizer, layout: layout, info: info, chrome: chrome,
                                                      canvas: canvas, now: now),
                  let (layers, rendered, keptChips) = repairedPhoneLayers(root, key: key, visualizer: visualizer, layout: layout, canvas: canvas, draw: drawLayers)
                    ?? phoneLayers.layers(for: key, like: canvas, draw: { drawLayers($0, root: root) })
            else {
                drawPhoneContent(root, visualizer: visualizer, layout: layout, canvas: canvas, now: now)
                return roundScreenCorners(layout, chrome: chrome, canvas: canvas)
            }
            // The corners are drawn after the finger layer; where the finger
            // layer is clear of them the order makes no difference to a
            // pixel, and they are kept with the layers too.
            let corners = layout.screenCornerSquares
            let cornersClear = overlay.fingerLayerBoxes(visualizer, over: rendered, now: now).map { boxes in
                !boxes.contains { box in corners.contains { $0.intersects(box) } }
            } ?? false
            let rounded = cornersClear ? phoneLayers.roundedLayers(like: canvas) { cache in
                if chrome == nil { cache.scale(uiScale) }
                roundScreenCorners(layout, chrome: chrome, canvas: cache)
            } : nil
            if let rounded {
                // The glass edge's stroke lies just outside the screen.
                canvas.copyPixels(canvas.deviceRect(of: layout.screen.insetBy(dx: -2, dy: -2)), from: rounded)
            } else {
                canvas.copyPixels(canvas.deviceRect(of: layout.screen), from: layers)
            }
            var chips = keptChips
            canvas.withSavedState {
                canvas.clip(to: layout.screen)
                overlay.drawFingerLayer(visualizer, over: rendered, in: canvas, now: now, chips: &chips)
            }
            if rounded == nil { roundScreenCorners(layout, chrome: chrome, canvas: canvas) }
            lastRendered = rendered
            if phoneLayers.redraws != redraws {
                phoneLayers.keptViews = scene.snapshot(root)
                phoneLayers.phaseChips = overlay.phaseChipRects
            }
        }
    }

    /// The kept layers drawn again only where `draw(_:)` repainted since
    /// (`PhoneLayers.repair`, `SceneRenderer.damage`), or nil: they are
    /// current, or something else changed and they are drawn whole.
    private func repairedPhoneLayers(_ root: UIView, key: PhoneLayers.Key, visualizer: DispatchVisualizer, layout: FrameLayout, canvas: CairoCanvas,
                                     draw: (CairoCanvas, UIView) -> (RenderedScene, TagPlacer))
        -> (CairoSurface, RenderedScene, TagPlacer)? {
        guard scene.cachesBitmaps, phoneLayers.key != key, let flashes = phoneLayers.changedFlashes(to: key),
              repairsFadedFlashes || flashes.isEmpty,
              let kept = phoneLayers.keptViews, let keptScene = phoneLayers.rendered,
              let faded = fadeDamage(flashes, visualizer: visualizer, over: keptScene),
              let (damage, redrawn) = scene.damageAndRedrawn(root, since: kept, transform: layout.sceneTransform(rootBounds: root.bounds),
                                                             screen: layout.screen, adding: faded,
                                                             marks: keptScene.tags.values.map(\.rect) + keptScene.badges.values.flatMap { $0 }
                                                                 + keptScene.contentText + Array(phoneLayers.phaseChips.values))
        else { return nil }
        // Nothing to draw again (a `.null` damage would turn into NaN on the device): draw whole.
        guard !damage.isNull, !damage.isEmpty, damage.minX.isFinite, damage.minY.isFinite, damage.width.isFinite,
              damage.height.isFinite else { return nil }
        let device = canvas.deviceRect(of: damage).integral
        if device.isNull || device.isEmpty { return nil }
        let screen = canvas.deviceRect(of: layout.screen)
        let keepsCorners = screen.insetBy(dx: 3, dy: 3).contains(device)
            && !layout.screenCornerSquares.contains { canvas.deviceRect(of: $0).insetBy(dx: -3, dy: -3).intersects(device) }
        // Subtrees are drawn, not copied from the layer cache: its pixels hold the whole canvas's clip.
        let cachesLayers = scene.cachesLayers
        scene.cachesLayers = false
        // The walk paints only the subtrees that reach the damage, and takes the rest from the kept pass (`SceneRenderer+RepairWalk`).
        scene.repairWalk = repairsWithoutWalk ? RepairWalk(damage: device, redrawn: redrawn, kept: keptScene) : nil
        defer { scene.cachesLayers = cachesLayers; scene.repairWalk = nil }
        let keptChips = phoneLayers.phaseChips
        let repaired = phoneLayers.repair(for: key, damage: device, keepsCorners: keepsCorners, draw: { draw($0, root) },
                                          accept: { $0.samePlacements(as: $1) && overlay.phaseChipRects == keptChips })
        if repaired != nil { phoneLayers.keptViews = scene.snapshot(root) }
        return repaired
    }

    /// What the fades of `flashes` changed on the canvas (the frame's user
    /// space): each flashed view's box, its tint's and outline's pixels, and
    /// its chip's box when the chip faded — nil when that is not known (the
    /// view is gone, or its chip was not drawn in the kept layers).
    private func fadeDamage(_ flashes: [(kept: PhoneLayers.FlashLook, now: PhoneLayers.FlashLook)], visualizer: DispatchVisualizer,
                            over kept: RenderedScene) -> CGRect? {
        var damage = CGRect.null
        for (before, now) in flashes {
            guard let flash = visualizer.phaseFlashes.first(where: { $0.traced.id == now.id }) else { return nil }
            guard flash.phase != .cancelled else { continue }   // drawn by the cancellation's layers, not the flash's
            guard let view = flash.responder as? UIView, var box = kept.deviceRect(of: view) else { return nil }
            for corner in kept.shape(of: view) ?? [] { box = box.union(CGRect(origin: corner, size: .zero)) }
            if before.fill != now.fill { damage = damage.union(box.insetBy(dx: -3, dy: -3).integral) }
            if before.chip != now.chip {
                guard let chip = phoneLayers.phaseChips[ObjectIdentifier(view)] else { return nil }
                damage = damage.union(chip.insetBy(dx: -3, dy: -3).integral)
            }
        }
        return damage
    }

    /// What the phone's kept layers are drawn from, or nil when they are not
    /// kept: the frame logs or audits its text (every run must be drawn to be
    /// seen), the root is in no window (nothing counts its views' changes),
    /// or there is no chrome surface to lie on.
    private func phoneLayersKey(_ root: UIView, visualizer: DispatchVisualizer, layout: FrameLayout, info: SceneInfo,
                                chrome: CairoSurface?, canvas: CairoCanvas, now: TimeInterval) -> PhoneLayers.Key? {
        guard keepsPhoneLayers, canvas.placedText == nil, canvas.textAudit == nil, chrome != nil || uiScale != 1,
              let window = (root as? UIWindow) ?? root.window, let target = cairo_get_target(canvas.context) else { return nil }
        let size = canvas.deviceRect(of: CGRect(origin: .zero, size: layout.size))
        return PhoneLayers.Key(target: UInt(bitPattern: Int(bitPattern: target)),
                               width: Int(Double(size.maxX).rounded(.up)), height: Int(Double(size.maxY).rounded(.up)),
                               layout: layout, uiScale: uiScale, theme: theme, chromeGeneration: chrome == nil ? 0 : chromeGeneration,
                               info: info, root: ObjectIdentifier(root), displayRevision: window.displayRevision,
                               phoneRevision: visualizer.phoneRevision, settings: .init(scene: scene, overlay: overlay),
                               moment: PhoneLayers.moment(visualizer, overlay: overlay, now: now),
                               flashes: PhoneLayers.flashes(visualizer, now: now))
    }

    /// Every layer of the phone, drawn directly.
    private func drawPhoneContent(_ root: UIView?, visualizer: DispatchVisualizer, layout: FrameLayout, canvas: CairoCanvas,
                                  now: TimeInterval) {
        canvas.withSavedState {
            canvas.clip(to: layout.screen)
            guard let root else {
                canvas.fill(layout.screen, theme.screen)
                canvas.drawText("No scene", in: layout.screen, .sans(15, bold: true), theme.textMuted, alignment: .center)
                lastRendered = nil
                return
            }
            var (rendered, chips) = drawPhoneUnderFinger(root, visualizer: visualizer, layout: layout, canvas: canvas, now: now)
            overlay.drawFingerLayer(visualizer, over: rendered, in: canvas, now: now, chips: &chips)
            lastRendered = rendered
        }
    }

    /// The views, the flashes, the tags and the marks: the layers `PhoneLayers` keeps.
    private func drawPhoneUnderFinger(_ root: UIView, visualizer: DispatchVisualizer, layout: FrameLayout, canvas: CairoCanvas,
                                      now: TimeInterval) -> (RenderedScene, TagPlacer) {
        let transform = layout.sceneTransform(rootBounds: root.bounds)
        let rendered = scene.renderViews(root, in: canvas, transform: transform, screenRect: layout.screen,
                                        screenCornerRadius: layout.screenCornerRadius, visualizer: visualizer)
        overlay.drawBeneathTags(visualizer, over: rendered, in: canvas, now: now)
        scene.drawTags(rendered, in: canvas, visualizer: visualizer, now: now)
        return (rendered, overlay.drawMarks(visualizer, over: rendered, in: canvas, now: now))
    }
}

