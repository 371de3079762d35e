import CCairo
import Foundation
@_spi(TouchLab) import UIKit

/// Draws a view tree the way Core Animation's render server composites its
/// layer tree, plus what a teacher needs to see that UIKit would not show.
///
/// Each view is drawn as its layer is (Apple, *Core Animation Programming
/// Guide*, "Layers Can Be Embedded in Views": the layer tree mirrors the
/// view tree; `CALayer`'s properties in this order):
///
///     for each view's layer, back to front (its superlayer's one `sublayers` list, zPosition first):
///       hidden or alpha ≤ 0.01 ─▶ faint dashed outline + "hidden" / "alpha 0.01"
///                                 (its subtree too, dashed: seed 003's lesson)
///       else  shadow (unless masksToBounds): everything below drawn into a transparency layer that casts it
///             background, rounded by cornerRadius × (alpha multiplied down the tree)
///             (shadow, background, border and the rounded clip: UIKit's `LayerLook`, as for every layer)
///             contents — what the view fills its layer with, as UILabel and UIImageView do on iOS:
///               label text · button title · draw(_:) backing store · image · UIImageView placeholder
///             hairline (a teaching mark: the layer's edge, see below)
///             masksToBounds ─▶ clip the sublayers (to the rounded corners); bounds.origin shifts them
///             sublayers in `sublayers` order, zPosition first, each placed through this
///               layer's sublayerTransform if it has one: a subview's layer ─▶ this walk again;
///               a layer of its own ─▶ this walk's second kind of node (SceneRenderer+OwnLayer:
///                 shape, gradient, text, image, replicator), and a view's layer it holds ─▶ back here
///             border, over the content and every sublayer
///             mask ─▶ all of the above kept where the mask layer, drawn by this walk, has alpha
///       every value is the presentation value: mid-animation, where the layer is shown
///       (its model frame, where touches find it, is a faint outline while hit-testing visits it)
///       placed (SceneRenderer+Placement): transform ≠ identity ─▶ the layer and its sublayers drawn
///                                 through it, about the anchor point (masked there too, in its own space)
///       a 3D transform (m34), or a perspective container's sublayer ─▶ this walk into a bitmap,
///                                 projected (`LayerPlacement`, as `render(in:)` places it): no marks inside
///     a view whose subtree showed the same at the same place last frame: its pixels,
///     kept from then (LayerRasterCache), and the same walk for the marks, painting nothing
///     a frame drawn only where draw(_:) repainted (PhoneLayers.repair, SceneRenderer+Damage):
///     every view drawn in order, clipped to that rect, with no layer cache
///     then, on top of every layer: name tags ("BView  B") and recognizer badges, collected
///     during the walk and drawn after it (`drawTags`), clear of what views draw themselves
///
/// The teaching marks that stay in the walk — a layer's hairline, a hidden
/// view's dashed ghost, an animating view's model-frame outline — are
/// decorations of that layer, drawn in its place in the order: what covers
/// the layer covers them (a card over a hidden view hides its ghost too), and
/// a clipping ancestor clips them. Drawn above the tree instead, every
/// shipped picture would change (each view's hairline would show through
/// the views over it). The marks that belong above everything — tags,
/// badges, and the overlay's hit-test path, highlights and banners
/// (`OverlayRenderer`, `PhoneLayers`) — are a separate pass over the
/// composited tree (`RenderedScene` carries where each view ended up).
///
/// Any `UIView` can be the root (a `UIWindow` in the demo, a plain view in tests).
public final class SceneRenderer {
    public var theme: DrawingTheme
    public var showsNameTags = true
    public var showsHiddenViews = true
    public var showsHairlines = true
    public var showsGestureBadges = true
    /// Views smaller than this on screen get no name tag (dense scenes stay legible and fast).
    public var minimumTaggedSize = CGSize(width: 34, height: 14)

    public init(theme: DrawingTheme = .standard) { self.theme = theme }

    /// Views' backing stores and images at the canvas's resolution, kept between frames.
    let backingStores = BackingStoreCache()
    /// False: every frame scales each bitmap from its full size again (the
    /// picture the cache must reproduce, for the tests that compare them).
    var cachesBitmaps = true
    /// Still subtrees kept as pixels between frames (`LayerRasterCache`).
    let layerCache = LayerRasterCache()
    /// False: every view is drawn every frame (the picture the cache must reproduce).
    var cachesLayers = true
    /// A repair of the phone's kept layers under way (`SceneRenderer+RepairWalk`), and the last pass drawn with its tags.
    var repairWalk: RepairWalk?
    var keptPass: Pass?
    /// How many passes a repair took from the kept pass, painting only what reaches its damage (tests count them).
    var repairsWithoutWalk = 0
    let repairExtents = RepairExtents()
    /// The last tags' and badges' places, kept while what they depend on is the same (`SceneRenderer+Tags`).
    var keptTagPlacement: TagPlacement?

    static let tagFont = FontSpec.sans(11)
    static let tagHeight = 18.0
    static let badgeSlot = 20.0
    static let pillFont = FontSpec.sans(10, bold: true)
    static let pillHeight = 17.0

    /// Draws views, then tags and badges; `screenRect` is the visible area
    /// (views outside it are culled). Use `renderViews` + `drawTags` to put
    /// something between the two (the overlay's phase flashes go there).
    @discardableResult
    public func draw(_ root: UIView, in canvas: CairoCanvas, transform: SceneTransform, screenRect: CGRect? = nil,
                     visualizer: DispatchVisualizer? = nil, now: TimeInterval = 0) -> RenderedScene {
        let rendered = renderViews(root, in: canvas, transform: transform, screenRect: screenRect, visualizer: visualizer)
        drawTags(rendered, in: canvas, visualizer: visualizer, now: now)
        return rendered
    }

    /// The views alone. Remembers the tags and badges to draw for `drawTags`.
    /// `screenCornerRadius`: the screen's rounded corners, which tags keep clear of.
    public func renderViews(_ root: UIView, in canvas: CairoCanvas, transform: SceneTransform, screenRect: CGRect? = nil,
                            screenCornerRadius: Double = 0, visualizer: DispatchVisualizer? = nil) -> RenderedScene {
        let screen = screenRect ?? transform.toDevice(root.bounds)
        backingStores.beginFrame()
        layerCache.beginFrame()
        var pass = Pass(rendered: RenderedScene(root: root, transform: transform, screenRect: screen,
                                                screenCornerRadius: screenCornerRadius))
        if let visits = visualizer?.hitTest?.visits {
            for v in visits {
                guard let view = v.view else { continue }   // released since: not in the tree drawn
                pass.visited.insert(ObjectIdentifier(view))
                if v.outcome.rejection == .hidden || v.outcome.rejection == .transparent {
                    pass.rejectedAsGhost.insert(ObjectIdentifier(view))
                }
            }
        }
        cairo_get_matrix(canvas.context, &pass.canvasBase)
        if let repaired = repairedPass(root, in: canvas, fresh: pass) {
            pending = repaired
            return repaired.rendered
        }
        canvas.withSavedState {
            canvas.clip(to: screen)
            drawView(LayerNode(root), isRoot: true, contentOffset: .zero, inheritedAlpha: 1, clip: screen,
                     ghost: nil, space: transform, canvas: canvas, pass: &pass)
        }
        pending = pass
        return pass.rendered
    }

    // MARK: The traversal

    /// What one pass collects: device rects, and the tags and badges drawn last.
    struct Pass {
        var rendered: RenderedScene
        var visited: Set<ObjectIdentifier> = []
        /// Views hit-testing rejected as hidden or transparent.
        var rejectedAsGhost: Set<ObjectIdentifier> = []
        var tagRequests: [TagRequest] = []
        /// Where each view that draws itself painted, on the canvas: its own tag keeps off it.
        var drawnContent: [ObjectIdentifier: CGRect] = [:]
        var badgeRequests: [(view: UIView, rect: CGRect, clip: CGRect)] = []
        /// Inside a transformed view (which draws in its own coordinates with
        /// no clip of its own): the canvas area its clipping ancestors leave,
        /// so tags go only to what shows, at its visible corner — a zoomed
        /// scroll view's content scrolled out of sight gets none.
        var deviceClipOfTransformed: CGRect = .infinite
        /// Inside a layer of its own (`drawInCanvasSpace`): a view's corners on
        /// the canvas come from the canvas's matrix, not the view chain (the
        /// layer tree placed it, not its superview).
        var cornersFromCanvas = false
        /// False for a walk whose pixels are not the phone's own — into a
        /// projected layer's bitmap, or a mask (`offscreen`): no
        /// hairlines or ghosts, which would turn with the picture.
        var drawsMarks = true
        /// The canvas's matrix when the pass began: canvas pixels are its user space.
        var canvasBase = cairo_matrix_t(xx: 1, yx: 0, xy: 0, yy: 1, x0: 0, y0: 0)
        /// Opaque bodies in drawing order: a tag goes where its view shows.
        let cover = CoverMap()
        var order = 0
        /// What this frame painted so far, where, and a stamp of it: the backdrops of cached subtrees.
        var painted: [(box: CGRect, stamp: Int)] = []
    }

    struct TagRequest {
        let view: UIView
        let rect: CGRect
        /// Longest first: "BView  B", then "B"; the first that fits is drawn.
        let texts: [String]
        let isGhost: Bool
        let reservesBadge: Bool
        /// Where the tag must stay: the screen, or the clip of a scroll view it scrolls in.
        let clip: CGRect
        /// The view's place in drawing order, and the last of its subtree's (`CoverMap`).
        let order: Int
        var subtreeEnd: Int
    }

    enum Ghost { case hidden, transparent(CGFloat) }

    /// What the last `renderViews` collected, for `drawTags`.
    var pending: Pass?

    /// `contentOffset`: where the superview's coordinate origin lies in root
    /// coordinates (a point `p` in the superview is at `contentOffset + p`).
    ///
    /// `space` maps the coordinates this call works in to the canvas: the
    /// root's, or — inside a transformed view — that view's own, with the
    /// view's transform applied to the canvas (`isLocal`).
    ///
    /// `node` is a view's layer, made or not (`LayerNode`): its values as
    /// drawn now are read once, where the node is made.
    func drawView(_ node: LayerNode, isRoot: Bool, contentOffset: CGPoint, inheritedAlpha: Double, clip: CGRect,
                          ghost inheritedGhost: Ghost?, space: SceneTransform, isLocal: Bool = false,
                          superlayerProjection: CATransform3D? = nil, boundingBox: CGRect? = nil,
                          canvas: CairoCanvas, pass: inout Pass, paints: Bool = true, inCache: Bool = false) {
        let view = node.view, shown = node.shown
        let placement = isRoot ? nil : node.placement(under: superlayerProjection)
        if !isRoot, paints, !inCache, !isLocal, placement != nil || node.isTransformed {
            // Turned: where it paints is not worked out here; what is drawn after it over the clip keeps no pixels.
            notePainted(clip, stamp: view.stillLayerTreeFingerprint.map { $0 ^ shown.transform.hashValue } ?? changingStamp(), pass: &pass)
        }
        // Not at its frame — turned, scaled, in perspective: placed first (SceneRenderer+Placement).
        switch placement {
        case let .projected(projection)?:
            return drawProjected(node, through: projection, contentOffset: contentOffset, inheritedAlpha: inheritedAlpha,
                                 ghost: inheritedGhost, clip: clip, space: space, isLocal: isLocal, canvas: canvas, pass: &pass, paints: paints)
        case let .affine(t)?:
            return drawPlaced(node, through: t, contentOffset: contentOffset, inheritedAlpha: inheritedAlpha, ghost: inheritedGhost,
                              clip: clip, space: space, isLocal: isLocal, canvas: canvas, pass: &pass, paints: paints)
        case nil: break
        }
        let frameInRoot: CGRect
        if isRoot {
            frameInRoot = shown.bounds
        } else {
            let f = shown.frame
            frameInRoot = CGRect(x: contentOffset.x + f.origin.x, y: contentOffset.y + f.origin.y, width: f.width, height: f.height)
        }
        guard frameInRoot.origin.x.isFinite, frameInRoot.origin.y.isFinite,
              frameInRoot.width.isFinite, frameInRoot.height.isFinite else { return }
        let rect = space.toDevice(frameInRoot)
        if paints, !inCache, !isRoot, !isLocal, inheritedGhost == nil,
           repairSkips(node, frameInRoot: frameInRoot, clip: clip, space: space, canvas: canvas) { return }
        // A still subtree comes from the layer cache (LayerRasterCache): its pixels, then its marks' bookkeeping.
        if paints, !inCache, !isRoot, !isLocal, inheritedGhost == nil,
           drawFromLayerCache(node, frameInRoot: frameInRoot, rect: rect, contentOffset: contentOffset,
                              inheritedAlpha: inheritedAlpha, clip: clip, space: space, canvas: canvas, pass: &pass) {
            return
        }
        if paints, !inCache, !isLocal {
            notePaintedOwn(node, frameInRoot: frameInRoot, rect: rect, clip: clip, alpha: inheritedAlpha,
                           ghost: inheritedGhost != nil, space: space, pass: &pass)
        }
        // Tags, badges and overlays are drawn untransformed, over the view's
        // box on the canvas: inside a transformed view, that is its bounding box.
        // (`rectInRoot` is the untransformed frame's: the box of the turned corners is where it is drawn;
        // a transformed view's own box comes from its presentation values, mid-animation too.)
        let corners = !isLocal ? nil : pass.cornersFromCanvas ? Self.canvasCorners(of: rect, canvas: canvas, base: pass.canvasBase)
            : Self.deviceCorners(of: view, in: pass.rendered)
        let deviceRect = boundingBox ?? corners.map(Self.boundingBox) ?? rect
        pass.rendered.frames[ObjectIdentifier(view)] = deviceRect
        if let corners { pass.rendered.shapes[ObjectIdentifier(view)] = corners }

        // The layer's shadow, of everything it composites, masked or not (`LayerLook`, as for a
        // layer of its own): what follows is drawn into a transparency layer that casts it.
        let shadowing = paints && inheritedGhost == nil && shown.shadowOpacity > 0 && !node.isHidden
            && shown.alpha > UIView.hitTestAlphaThreshold && rect.intersects(clip)
            ? beginShadow(of: node, rect: rect, canvas: canvas) : nil
        defer { if let shadowing { endShadow(shadowing, canvas: canvas) } }
        // `view.layer.mask`: everything the layer shows (its content, sublayers, subviews, border)
        // kept only where the mask has alpha (Core Animation's order: the mask last). A turned view
        // is the root of its own space here (`drawPlaced`), masked in it like any other.
        // (The mask is asked first: most views have no layer yet, so no other question is.)
        if paints, node.mask != nil, !isRoot || isLocal, inheritedGhost == nil, !node.isHidden,
           shown.alpha > UIView.hitTestAlphaThreshold {
            cairo_push_group(canvas.context)
            drawLayerAndSublayers(node, isRoot: isRoot, isLocal: isLocal, rect: rect, frameInRoot: frameInRoot, corners: corners,
                                  deviceRect: deviceRect, inheritedAlpha: inheritedAlpha, clip: clip, ghost: inheritedGhost,
                                  space: space, canvas: canvas, pass: &pass, paints: paints, inCache: inCache)
            applyLayerMask(of: node, rect: rect, canvas: canvas, pass: pass)
        } else {
            drawLayerAndSublayers(node, isRoot: isRoot, isLocal: isLocal, rect: rect, frameInRoot: frameInRoot, corners: corners,
                                  deviceRect: deviceRect, inheritedAlpha: inheritedAlpha, clip: clip, ghost: inheritedGhost,
                                  space: space, canvas: canvas, pass: &pass, paints: paints, inCache: inCache)
        }
    }

    /// What a view's layer shows, where `drawView` placed it (`rect` on the
    /// canvas): its ghost if hidden, else its body and content, its teaching
    /// marks and tag requests, its sublayers (subviews' and added layers) in
    /// order, clipped if it masks to its bounds, its border over them all.
    private func drawLayerAndSublayers(_ node: LayerNode, isRoot: Bool, isLocal: Bool, rect: CGRect, frameInRoot: CGRect,
                                       corners: [CGPoint]?, deviceRect: CGRect, inheritedAlpha: Double, clip: CGRect,
                                       ghost inheritedGhost: Ghost?, space: SceneTransform, canvas: CairoCanvas, pass: inout Pass,
                                       paints: Bool, inCache: Bool) {
        let view = node.view, shown = node.shown
        var ghost = inheritedGhost
        var startsGhost = false
        if ghost == nil {
            if node.isHidden { ghost = .hidden; startsGhost = true }
            else if !(shown.alpha > UIView.hitTestAlphaThreshold) { ghost = .transparent(shown.alpha); startsGhost = true }
        }
        let alpha = inheritedAlpha * Double(max(0, min(1, shown.alpha)))
        let visible = rect.intersects(clip)
        // Tags and badges: for a view drawn inside a transformed one, only
        // if part of it shows through the clipping ancestors, at that part.
        let tagRect = isLocal ? deviceRect.intersection(pass.deviceClipOfTransformed) : deviceRect
        let tagged = visible && !tagRect.isNull && !tagRect.isEmpty

        let labelClip = clip.intersection(pass.rendered.screenRect)
        pass.rendered.clips[ObjectIdentifier(view)] = labelClip
        pass.order += 1
        let requestsBefore = pass.tagRequests.count
        // Once the subviews are drawn, the tag knows where its subtree ends in drawing order.
        defer {
            if pass.tagRequests.count > requestsBefore, pass.tagRequests[requestsBefore].view === view {
                pass.tagRequests[requestsBefore].subtreeEnd = pass.order
            }
        }
        if let ghost {
            if paints, showsHiddenViews, pass.drawsMarks, visible { drawGhost(rect, isRoot: startsGhost, canvas: canvas) }
            if startsGhost, showsNameTags, tagged {
                requestTag(for: view, rect: tagRect, suffix: ghostLabel(ghost), isGhost: true, clip: labelClip, pass: &pass)
            }
        } else if visible {
            if paints { drawBody(of: node, rect: rect, alpha: alpha, canvas: canvas, pass: &pass) }
            if showsNameTags {
                noteDrawnContent(of: node, rect: rect, isLocal: isLocal, deviceRect: deviceRect, clip: labelClip, pass: &pass)
            }
            if let bg = shown.backgroundColor, Double(bg.alpha) * alpha >= 0.5 {
                // A turned view covers its shape, not its box.
                pass.cover.add(deviceRect.intersection(labelClip), order: pass.order, view: view,
                               shape: corners.flatMap { SceneRenderer.isTurned($0) ? $0 : nil })
            }
            if showsNameTags, tagged { requestTag(for: view, rect: tagRect, suffix: nil, isGhost: false, clip: labelClip, pass: &pass) }
            if showsGestureBadges, tagged, view.gestureRecognizers != nil { pass.badgeRequests.append((view, tagRect, labelClip)) }
        }

        if paints, !isRoot, !isLocal, view.hasRunningAnimations, pass.visited.contains(ObjectIdentifier(view)) {
            notePainted(clip, stamp: changingStamp(), pass: &pass)
            drawModelOutline(of: view, drawnAt: deviceRect, pass: &pass, canvas: canvas)
        }

        let items = node.sublayers
        // A `sublayerTransform` (a perspective container) places each sublayer through it.
        let projection = node.sublayerProjection
        // A subview at `frame` shows its content shifted by its `bounds.origin`
        // (for the root this is zero: root coordinates are its own).
        let offset = CGPoint(x: frameInRoot.origin.x - shown.bounds.origin.x, y: frameInRoot.origin.y - shown.bounds.origin.y)
        // A scroll view's indicators go over its content (SceneRenderer+ScrollIndicators).
        let scrollView = paints && ghost == nil && visible ? view as? UIScrollView : nil
        // "The border is composited above the receiver's contents and sublayers" (Apple,
        // `CALayer.borderWidth`): over the added layers and the subviews, whose layers are sublayers.
        defer { if paints, ghost == nil, visible, shown.borderWidth > 0 { drawLook(of: node, rect: rect, alpha: alpha, canvas: canvas) { $0.strokeBorder(in: $1) } } }
        guard !view.subviews.isEmpty || items != nil else {
            if let scrollView {
                drawScrollIndicators(of: scrollView, contentOrigin: offset, alpha: alpha, space: space, canvas: canvas)
                if !inCache, !isLocal { notePainted(rect, stamp: changingStamp(), pass: &pass) }
            }
            return
        }
        var childClip = clip
        let clips = node.masksToBounds && ghost == nil
        if clips {
            childClip = clip.intersection(rect)
            if childClip.isNull || childClip.isEmpty { return }
            if paints {
                canvas.save()
                clipToRoundedBounds(of: node, rect: rect, canvas: canvas)
            }
        }
        if let items {
            // Layers added to the view's layer, at their places among the subviews (one list on iOS).
            for item in items {
                switch item {
                case let .subview(subview):
                    drawView(LayerNode(subview), isRoot: false, contentOffset: offset, inheritedAlpha: alpha, clip: childClip,
                             ghost: ghost, space: space, isLocal: isLocal, superlayerProjection: projection,
                             canvas: canvas, pass: &pass, paints: paints, inCache: inCache)
                case let .layer(layer):
                    if paints, ghost == nil, visible {
                        drawAddedSublayer(layer, of: node, rect: rect, alpha: alpha, projection: projection,
                                          deviceClip: isLocal ? pass.deviceClipOfTransformed : childClip, canvas: canvas, pass: &pass)
                    }
                }
            }
        } else {
            for subview in view.subviews {
                drawView(LayerNode(subview), isRoot: false, contentOffset: offset, inheritedAlpha: alpha, clip: childClip,
                         ghost: ghost, space: space, isLocal: isLocal, superlayerProjection: projection,
                         canvas: canvas, pass: &pass, paints: paints, inCache: inCache)
            }
        }
        if let scrollView {
            drawScrollIndicators(of: scrollView, contentOrigin: offset, alpha: alpha, space: space, canvas: canvas)
            if !inCache, !isLocal { notePainted(rect, stamp: changingStamp(), pass: &pass) }
        }
        if clips, paints { canvas.restore() }
    }

    /// The view's bounds' corners on the canvas, through every transform
    /// above it: the shape its highlights follow (a rotated square is a diamond).
    static func deviceCorners(of view: UIView, in rendered: RenderedScene) -> [CGPoint]? {
        let b = view.bounds
        let corners = [CGPoint(x: b.minX, y: b.minY), CGPoint(x: b.maxX, y: b.minY), CGPoint(x: b.maxX, y: b.maxY), CGPoint(x: b.minX, y: b.maxY)]
        let device = corners.map { rendered.transform.toDevice(view.convert($0, to: rendered.root)) }
        return device.allSatisfy { $0.x.isFinite && $0.y.isFinite } ? device : nil
    }

    static func boundingBox(_ points: [CGPoint]) -> CGRect {
        let xs = points.map { Double($0.x) }, ys = points.map { Double($0.y) }
        return CGRect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
    }

    /// A view that draws itself (`draw(_:)`, an image, sublayers): where it
    /// painted, which every tag keeps clear of — a tag over a five-star
    /// rating hides the stars that are the control.
    func noteDrawnContent(of node: LayerNode, rect: CGRect, isLocal: Bool, deviceRect: CGRect,
                                  clip: CGRect, pass: inout Pass) {
        let view = node.view
        guard view.hasLayerContent, let box = view.selfDrawnContentBounds else { return }
        let b = node.shown.bounds
        guard b.width > 0, b.height > 0 else { return }
        // Inside a transformed view, its box on the canvas stands for it.
        let device = isLocal ? deviceRect.intersection(pass.deviceClipOfTransformed)
            : CGRect(x: rect.minX + (box.minX - b.minX) * rect.width / b.width, y: rect.minY + (box.minY - b.minY) * rect.height / b.height,
                     width: box.width * rect.width / b.width, height: box.height * rect.height / b.height)
        let shownPart = device.intersection(clip)
        guard !shownPart.isNull, !shownPart.isEmpty else { return }
        pass.drawnContent[ObjectIdentifier(view)] = shownPart
        pass.rendered.drawnContent.append(shownPart)
    }

    private func ghostLabel(_ ghost: Ghost) -> String {
        switch ghost {
        case .hidden: return "hidden"
        case let .transparent(a): return "alpha " + String(format: "%g", Double(a))
        }
    }

    // MARK: One view's body

    private func drawBody(of node: LayerNode, rect: CGRect, alpha: Double, canvas: CairoCanvas,
                          pass: inout Pass) {
        let view = node.view, shown = node.shown
        let radius = cornerRadius(shown, in: rect)
        // The shadow is cast by the whole layer (`drawView`'s transparency layer), not drawn here.
        if let bg = shown.backgroundColor, bg.alpha > 0 {
            drawLook(of: node, rect: rect, alpha: alpha, canvas: canvas) { $0.fillBackground(in: $1) }
        } else if let button = view as? UIButton, let bg = button.configurationBackgroundColor, bg.alpha > 0 {
            canvas.fill(rect, RGBA(bg).multipliedAlpha(alpha), radius: max(radius, min(rect.height / 2, 8 * rect.width / max(button.bounds.width, 1))))
        }
        // A label's text is its layer's content: under the layers added to it.
        if let label = view as? UILabel, let text = label.text, !text.isEmpty {
            if let box = drawLabelText(label, text: text, rect: rect, alpha: alpha, canvas: canvas) { pass.rendered.contentText.append(box) }
        } else if let button = view as? UIButton, let title = button.currentTitle, !title.isEmpty {
            if let box = drawButtonTitle(title, of: button, rect: rect, alpha: alpha, canvas: canvas) {
                pass.rendered.contentText.append(box)
            }
        }
        // The layer's own content: draw(_:)'s bitmap, an image, sublayers (SceneRenderer+LayerContent).
        let hadContent = drawLayerContent(of: node, rect: rect, alpha: alpha, canvas: canvas)
        if let imageView = view as? UIImageView, !hadContent || imageView.image?.cgImage == nil {
            drawImagePlaceholder(imageView, rect: rect, alpha: alpha, canvas: canvas)
        }
        if showsHairlines, pass.drawsMarks, rect.width >= 2, rect.height >= 2 {
            canvas.strokeInside(rect, theme.viewOutline, width: 1, radius: radius)
        }
    }

    /// The label's text as UIKit lays it out (`LabelTextLayout`): its font
    /// at its size, wrapped onto `numberOfLines`, each line aligned by
    /// `textAlignment`, the block centred vertically. Returns the text's box,
    /// which labels keep clear of.
    private func drawLabelText(_ label: UILabel, text: String, rect: CGRect, alpha: Double, canvas: CairoCanvas) -> CGRect? {
        let scale = Double(rect.width / max(label.bounds.width, 0.0001))
        let size = Double(label.font.pointSize) * scale
        guard size >= 4 else { return nil }
        // At the demo's 12-pixel floor at least (FontSpec): a label is read on video.
        let font = FontSpec(.sans, size: size, bold: label.font.isDrawnBold)
        let layout = LabelTextLayout(text, font: font, width: Double(rect.width), height: Double(rect.height),
                                     numberOfLines: label.numberOfLines, canvas: canvas)
        let lineHeight = canvas.metrics(font).height
        let alignment: TextAlignment = switch label.textAlignment {
        case .center: .center
        case .right: .right
        case .left, .justified, .natural: .left
        }
        let color = RGBA(label.textColor).multipliedAlpha(alpha)
        let blockTop = Double(rect.midY) - lineHeight * Double(layout.lines.count) / 2
        var top = blockTop
        var box = CGRect.null
        canvas.withSavedState {
            canvas.clip(to: rect)
            for line in layout.lines {
                let lineRect = CGRect(x: Double(rect.minX), y: top, width: Double(rect.width), height: lineHeight)
                let width = canvas.drawText(line, in: lineRect, font, color, alignment: alignment)
                let x: Double = switch alignment {
                case .left: Double(rect.minX)
                case .center: Double(rect.midX) - width / 2
                case .right: Double(rect.maxX) - width
                }
                box = box.union(CGRect(x: x, y: top, width: width, height: lineHeight))
                top += lineHeight
            }
        }
        return box.isNull ? nil : box.intersection(rect)
    }

    /// A button's title, centred, at UIKit's 17-point system size: white on a
    /// coloured button, the system blue on a clear one.
    private func drawButtonTitle(_ title: String, of button: UIButton, rect: CGRect, alpha: Double, canvas: CairoCanvas) -> CGRect? {
        let scale = Double(rect.width / max(button.bounds.width, 0.0001))
        // The app's title colour and font when it chose them (setTitleColor(_:for:),
        // titleLabel.font, a configuration); otherwise the demo's own look.
        let size = Double(button.chosenTitleFont?.pointSize ?? 17) * scale
        guard size >= 4 else { return nil }
        let filled = (button.backgroundColor?.alpha ?? 0) > 0.3
        let color = button.chosenTitleColor.map(RGBA.init) ?? (filled ? RGBA(hex: 0xFFFFFF) : RGBA(UIColor.systemBlue))
        let font = FontSpec.sans(size, bold: button.chosenTitleFont?.isDrawnBold ?? true)
        // Centred in the content rectangle the button's insets leave (`titleDrawingRect`).
        let inner = button.titleDrawingRect, origin = button.bounds.origin
        let titleRect = CGRect(x: Double(rect.minX) + Double(inner.minX - origin.x) * scale, y: Double(rect.minY) + Double(inner.minY - origin.y) * scale,
                               width: Double(inner.width) * scale, height: Double(inner.height) * scale)
        let width = canvas.withSavedState {
            canvas.clip(to: rect)
            return canvas.drawText(title, in: titleRect.insetBy(dx: 4, dy: 0), font, color.multipliedAlpha(alpha), alignment: .center)
        }
        let h = canvas.metrics(font).height
        return CGRect(x: Double(titleRect.midX) - width / 2, y: Double(titleRect.midY) - h / 2, width: width, height: h).intersection(rect)
    }

    /// A hatched box, as design tools draw a missing image, with the fact that
    /// matters for touches: an image view has interaction off by default.
    private func drawImagePlaceholder(_ view: UIImageView, rect: CGRect, alpha: Double, canvas: CairoCanvas) {
        canvas.withSavedState {
            canvas.clip(to: rect)
            if view.backgroundColor == nil { canvas.fill(rect, theme.imageFill.multipliedAlpha(alpha)) }
            let step = 12.0
            var x = Double(rect.minX) - Double(rect.height)
            while x < Double(rect.maxX) {
                canvas.move(to: CGPoint(x: x, y: rect.maxY))
                canvas.line(to: CGPoint(x: x + Double(rect.height), y: rect.minY))
                x += step
            }
            canvas.stroke(theme.imageHatch.multipliedAlpha(alpha), width: 1)

            let interaction = view.isUserInteractionEnabled ? "interaction on" : "interaction off"
            let font = FontSpec.sans(11, bold: true)
            let lines = [canvas.firstFitting(["UIImageView, \(interaction)", interaction], font, width: Double(rect.width) - 12)]
                + (view.imageName.map { ["“\($0)”"] } ?? [])
            let lineHeight = 15.0
            // At the bottom: subviews (seed 003's button) usually sit in the middle.
            let top = Double(rect.maxY) - 8 - lineHeight * Double(lines.count)
            for (i, line) in lines.enumerated() {
                let lineRect = CGRect(x: Double(rect.minX) + 6, y: top + lineHeight * Double(i),
                                      width: Double(rect.width) - 12, height: lineHeight)
                let w = min(canvas.measure(line, font) + 10, Double(rect.width) - 8)
                canvas.fill(CGRect(x: Double(lineRect.midX) - w / 2, y: Double(lineRect.minY), width: w, height: lineHeight),
                            RGBA(hex: 0xFFFFFF, alpha: 0.75 * alpha), radius: 3)
                canvas.drawText(line, in: lineRect, font, RGBA(hex: 0x374151).multipliedAlpha(alpha), alignment: .center)
            }
        }
    }

    private func drawGhost(_ rect: CGRect, isRoot: Bool, canvas: CairoCanvas) {
        guard rect.width >= 1, rect.height >= 1 else { return }
        canvas.setDash([5, 4])
        canvas.addRect(rect.insetBy(dx: 0.5, dy: 0.5))
        canvas.stroke(theme.ghostOutline.multipliedAlpha(isRoot ? 1 : 0.55), width: 1)
        canvas.clearDash()
    }
}
