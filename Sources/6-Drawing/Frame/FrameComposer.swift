import Foundation
import UIKit

/// Draws one whole frame of the demo: background, the phone with the scene
/// and the dispatch overlays, and the panels.
///
///     background
///     phone bezel ─ screen (rounded clip)
///         SceneRenderer.renderViews        the views
///         OverlayRenderer.drawBeneathTags  phase tints
///         SceneRenderer.drawTags           "BView  B", recognizer badges
///         OverlayRenderer.drawAboveTags    hit-test path, held calls, CANCELLED, touch
///     PanelRenderer                        header, pipeline, chain, hit-test, trace
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
    /// Never enlarge the scene past this (1 = an iPhone point is a pixel).
    public var maximumSceneScale: CGFloat = 1

    /// What the last frame drew where (the demo maps clicks with `lastLayout`).
    public private(set) var lastLayout: FrameLayout?
    public private(set) var lastRendered: RenderedScene?
    /// Wall-clock time the last `compose` took, in seconds.
    public private(set) var lastComposeDuration: TimeInterval = 0

    public init(theme: DrawingTheme = .standard) {
        self.theme = theme
        scene = SceneRenderer(theme: theme)
        overlay = OverlayRenderer(theme: theme)
        panels = PanelRenderer(theme: theme)
    }

    /// The layout a frame of `size` showing `root` would use.
    public func layout(for size: CGSize, root: UIView?) -> FrameLayout {
        FrameLayout(size: size, sceneSize: root?.bounds.size ?? UIScreen.main.bounds.size, maximumSceneScale: maximumSceneScale)
    }

    /// Draws a frame of `size` pixels into `canvas` (whose origin is the frame's top-left).
    @discardableResult
    public func compose(into canvas: CairoCanvas, size: CGSize, root: UIView?, visualizer: DispatchVisualizer,
                        info: SceneInfo, now: TimeInterval) -> FrameLayout {
        let started = DispatchTime.now().uptimeNanoseconds
        let layout = self.layout(for: size, root: root)
        canvas.withSavedState {
            canvas.paint(theme.background)
            drawPhone(root, visualizer: visualizer, layout: layout, canvas: canvas, now: now)
            panels.draw(visualizer, info: info, layout: layout, in: canvas, now: now)
        }
        lastLayout = layout
        lastComposeDuration = Double(DispatchTime.now().uptimeNanoseconds - started) / 1e9
        return layout
    }

    private func drawPhone(_ root: UIView?, visualizer: DispatchVisualizer, layout: FrameLayout, canvas: CairoCanvas,
                           now: TimeInterval) {
        let bezelRadius = layout.screenCornerRadius + Double(FrameLayout.bezelWidth)
        canvas.fill(layout.bezel.insetBy(dx: -1.5, dy: -1.5), theme.bezelEdge, radius: bezelRadius + 1.5)
        canvas.fillVerticalGradient(layout.bezel, top: RGBA(hex: 0x1A2133), bottom: theme.bezel, radius: bezelRadius)

        canvas.withSavedState {
            canvas.clip(toRoundedRect: layout.screen, radius: layout.screenCornerRadius)
            canvas.fill(layout.screen, theme.screen)
            guard let root else {
                canvas.drawText("No scene", in: layout.screen, .sans(15, bold: true), theme.textMuted, alignment: .center)
                lastRendered = nil
                return
            }
            let transform = layout.sceneTransform(rootBounds: root.bounds)
            let rendered = scene.renderViews(root, in: canvas, transform: transform, screenRect: layout.screen,
                                            screenCornerRadius: layout.screenCornerRadius, visualizer: visualizer)
            overlay.drawBeneathTags(visualizer, over: rendered, in: canvas, now: now)
            scene.drawTags(rendered, in: canvas, visualizer: visualizer, now: now)
            overlay.drawAboveTags(visualizer, over: rendered, in: canvas, now: now)
            lastRendered = rendered
        }
        // The glass edge, drawn over the content so corners stay clean.
        canvas.addRoundedRect(layout.screen.insetBy(dx: -0.5, dy: -0.5), radius: layout.screenCornerRadius + 0.5)
        canvas.stroke(RGBA(hex: 0x000000, alpha: 0.6), width: 1)
    }
}
