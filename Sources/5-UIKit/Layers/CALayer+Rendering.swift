@_spi(TouchLab) import CoreGraphics
import Foundation

/// Compositing a layer tree into a `CGContext`, as Core Animation's render
/// server does, in this order for each layer (Apple, "CALayer"):
///
///     shadow (of everything below, unless masksToBounds) ─┐ one transparency
///     background, rounded by cornerRadius                  │ layer, composited
///     content: contents image · draw(in:) · a view's draw(_:) ·   with opacity
///              a shape / gradient / text layer's own                and shadow
///     masksToBounds ─▶ clip to the rounded bounds          │
///     sublayers by zPosition, each through its transform   │
///       and then this layer's sublayerTransform (about the  │
///       anchor point: a perspective container)             │
///     (a view's layer: then its subviews' layers)          │
///     border, over content and sublayers                  ─┘
///     mask ─▶ all of it kept only where the mask layer has alpha
///
/// The shadow, background, corners and border are `LayerLook`'s, the code
/// the phone draws a view's layer's with too.
///
/// The phone draws the presentation values (what animations show now);
/// `render(in:)` draws the model, "ignoring any animations" (Apple, "render(in:)").
///
/// One definition of that order, `composite(_:in:sublayer:mask:viewContent:)`,
/// and of a layer's place in its superlayer, `place(_:in:superlayerProjection:draw:)`,
/// serve both walks over the tree: `render(in:)`'s here, and the phone's
/// (`SceneRenderer`), which draws each sublayer its own way — a view's layer
/// with the demo's teaching marks, from its caches — and passes its own
/// steps in.
extension CALayer {
    func renderTree(in ctx: CGContext, presented: Bool) {
        let shown = presented ? presentation() ?? self : self
        composite(shown, in: ctx,
                  sublayer: { $0.renderInSuperlayer(ctx, presented: presented, superlayerProjection: $1) },
                  mask: { $0.renderInSuperlayer(ctx, presented: presented) },
                  viewContent: { delegate?.renderViewContent(in: ctx, bounds: shown.bounds) })
    }

    /// The layer drawn into its superlayer's space (`ctx`) through its
    /// placement: flat when it is affine, otherwise drawn into a bitmap and projected.
    ///
    /// `superlayerProjection`: the superlayer's `sublayerTransform` about its
    /// anchor point (`sublayerProjection`), applied after the layer's own
    /// placement — the projection a perspective container gives every sublayer.
    func renderInSuperlayer(_ ctx: CGContext, presented: Bool, superlayerProjection: CATransform3D? = nil) {
        place(presented ? presentation() ?? self : self, in: ctx, superlayerProjection: superlayerProjection) {
            renderTree(in: $0, presented: presented)
        }
    }

    /// The layer, with its values as `shown`, composited into `ctx` (its
    /// user space the layer's bounds) in Core Animation's order (above):
    /// nothing if hidden or transparent; × opacity, casting its shadow, as
    /// one; background; the `masksToBounds` clip; its content, then
    /// `viewContent` (what a view's layer holds); each sublayer in order
    /// through `sublayer`, given this layer's `sublayerTransform` about its
    /// anchor point; the border; all of it kept where `mask` draws the mask
    /// layer (in this layer's space) with alpha.
    @_spi(TouchLab) public func composite(_ shown: CALayer, in ctx: CGContext,
                                          sublayer drawSublayer: (CALayer, CATransform3D?) -> Void,
                                          mask drawMask: (CALayer) -> Void, viewContent: () -> Void = {}) {
        guard !isHidden, !(delegate?.isHidden ?? false) else { return }
        let opacity = CGFloat(shown.opacity)
        guard opacity > 0 else { return }
        // Background, border, corners and shadow: one piece of code for every layer (`LayerLook`).
        let look = LayerLook(shown)
        ctx.saveGState()
        // A layer of its own paints only what its drawn bounds hold (a view's also draws text and images).
        let grouped = look.beginComposite(in: ctx, opacity: opacity,
                                          shadowSource: delegate == nil ? drawnBoundsInOwnCoordinates(shown) : nil)
        func body() {
            look.fillBackground(in: ctx)
            ctx.saveGState()
            if look.masksToBounds { look.clipToRoundedBounds(in: ctx) }
            drawContent(of: shown, in: ctx)
            viewContent()
            let projection = sublayerProjection(shown)
            for sublayer in orderedSublayersToDraw { drawSublayer(sublayer, projection) }
            ctx.restoreGState()
            look.strokeBorder(in: ctx)
        }
        if let mask {
            ctx.masked(body, by: { drawMask(mask) })
        } else {
            body()
        }
        if grouped { ctx.endTransparencyLayer() }
        ctx.restoreGState()
    }

    /// The layer, with its values as `shown`, placed in its superlayer's
    /// space (`ctx`) by `LayerPlacement`: `draw` is given a context whose
    /// user space is the layer's bounds — `ctx` through an affine placement,
    /// or a bitmap at `ctx`'s resolution that is then projected.
    @_spi(TouchLab) public func place(_ shown: CALayer, in ctx: CGContext, superlayerProjection: CATransform3D?,
                                      draw: (CGContext) -> Void) {
        ctx.saveGState()
        defer { ctx.restoreGState() }
        switch LayerPlacement(shown, superlayerProjection: superlayerProjection) {
        case let .affine(t):
            ctx.concatenate(t)
            draw(ctx)
        case let .projected(projection):
            guard let bitmap = projection.bitmap(under: ctx) else { return }
            draw(bitmap)
            projection.draw(bitmap, in: ctx)
        }
    }

    /// `sublayerTransform` as a projection of this layer's bounds space onto
    /// itself: about the anchor point (Nick Lockwood, *iOS Core Animation:
    /// Advanced Techniques*, ch. 5, "The sublayerTransform Property": "The
    /// vanishing point is set as the center of the container layer" — the
    /// anchor point, the centre by default); nil when it is the identity.
    func sublayerProjection(_ shown: CALayer) -> CATransform3D? {
        let s = shown.sublayerTransform
        guard !CATransform3DIsIdentity(s) else { return nil }
        let b = shown.bounds, a = shown.anchorPoint
        let pivot = CGPoint(x: b.minX + a.x * b.width, y: b.minY + a.y * b.height)
        return CATransform3DConcat(CATransform3DConcat(CATransform3DMakeTranslation(-pivot.x, -pivot.y, 0), s),
                                   CATransform3DMakeTranslation(pivot.x, pivot.y, 0))
    }

    /// The sublayers drawn, back to front: for a view's layer, its added
    /// layers and its shown subviews' layers in one order (CALayer+ViewOrder.swift).
    var orderedSublayersToDraw: [CALayer] {
        guard let view = delegate else { return sublayersInDrawingOrder }
        guard let items = view.drawingOrder else { return view.subviews.filter { !$0.isHidden }.map(\.layer) }
        return items.compactMap { item in
            switch item {
            case let .layer(l): l
            case let .subview(v): v.isHidden ? nil : v.layer
            }
        }
    }

    /// The layer's own content, between its background and its sublayers:
    /// its `contents` image, what `draw(in:)` painted (drawn now if it was
    /// marked, as on iOS: never by itself), a shape, gradient, text or
    /// replicator layer's own drawing. `shown` is the presentation copy (or
    /// the model, for `render(in:)`).
    func drawContent(of shown: CALayer, in ctx: CGContext) {
        let b = shown.bounds
        if let image = contents as? CGImage {
            let size = CGSize(width: CGFloat(image.width) / max(contentsScale, 0.01),
                              height: CGFloat(image.height) / max(contentsScale, 0.01))
            ctx.drawUpright(image, in: contentsGravity.contentMode.rect(forContentOfSize: size, in: b))
        }
        if delegate == nil, needsContentDraw { display() }
        if let drawn = drawnContent { ctx.drawUpright(drawn, in: b) }
        shown.renderOwnContent(in: ctx)
    }
}

extension UIView {
    /// The bitmaps the view fills its layer with, back to front, placed in
    /// `bounds` by `contentMode`: `draw(_:)`'s backing store, an image view's
    /// image (tinted if a template). One list for the phone and `render(in:)`.
    @_spi(TouchLab) public func contentBitmaps(in bounds: CGRect) -> [LayerBitmap] {
        var bitmaps: [LayerBitmap] = []
        if let content = drawnContent {
            bitmaps.append(LayerBitmap(view: self, kind: .backingStore, surface: content.surface,
                                       pixelWidth: Int((content.size.width * content.scale).rounded(.up)),
                                       pixelHeight: Int((content.size.height * content.scale).rounded(.up)),
                                       rect: contentMode.rect(forContentOfSize: content.size, in: bounds), tint: nil))
        }
        if let image = (self as? UIImageView)?.image, let cg = image.cgImage {
            bitmaps.append(LayerBitmap(view: self, kind: .image, surface: cg.cairoSurface, pixelWidth: cg.width, pixelHeight: cg.height,
                                       rect: contentMode.rect(forContentOfSize: image.size, in: bounds),
                                       tint: image.isTemplate ? tintColor.cgColor : nil))
        }
        return bitmaps
    }

    /// Whether a view's layer sits somewhere under the layers added to this
    /// view's layer (`holder.addSublayer(view.layer)`): the phone then draws
    /// it inside them, every frame (its layer cache does not follow it there).
    @_spi(TouchLab) public var hasViewLayerUnderAddedLayers: Bool {
        guard let layer = existingLayer, !layer._sublayers.isEmpty else { return false }
        var stack = layer._sublayers.filter { $0.delegate?.superview !== self }
        var steps = 0
        while let l = stack.popLast(), steps < 10_000 {
            if l.delegate != nil { return true }
            stack.append(contentsOf: l._sublayers)
            steps += 1
        }
        return false
    }

    /// Whether the view's layer or its sublayers are placed through a
    /// projection (`LayerPlacement.projected`): a layer turned in 3D, or one
    /// whose `sublayerTransform` places its sublayers (subviews' layers among
    /// them) in a space of its own. The phone's layer cache and repair do not
    /// follow such a subtree: what it paints is worked out by drawing it.
    @_spi(TouchLab) public var drawsInPerspective: Bool {
        existingLayer?.hasSublayerTransform == true || perspectiveTransform != nil
    }

    /// The view's layer's `sublayerTransform` about its anchor point, as
    /// drawn now (`CALayer.sublayerProjection`); nil when it has none.
    @_spi(TouchLab) public var sublayerProjection: CATransform3D? {
        guard let layer = existingLayer, layer.hasSublayerTransform else { return nil }
        return layer.sublayerProjection(layer.presentation() ?? layer)
    }

    /// The view's layer's mask, if it has one (`view.layer.mask`).
    @_spi(TouchLab) public var layerMask: CALayer? { existingLayer?.mask }

    /// Whether the view's layer has anything of its own to draw (the phone asks before setting up a context).
    @_spi(TouchLab) public var hasLayerContent: Bool {
        drawnContent != nil || (self as? UIImageView)?.image?.cgImage != nil || existingLayer?._sublayers.isEmpty == false
    }

    /// What a view draws itself inside its layer: `draw(_:)`'s bitmap placed
    /// by `contentMode`, an image view's image (tinted if a template), a label's text.
    func renderViewContent(in ctx: CGContext, bounds: CGRect) {
        for bitmap in contentBitmaps(in: bounds) { bitmap.draw(in: ctx) }
        if let label = self as? UILabel, let text = label.text, !text.isEmpty {
            let attributes: [NSAttributedString.Key: Any] = [.font: label.font as Any, .foregroundColor: label.textColor as Any]
            let size = text.size(withAttributes: attributes)
            let x: CGFloat = switch label.textAlignment {
            case .center: bounds.midX - size.width / 2
            case .right: bounds.maxX - size.width
            default: bounds.minX
            }
            UIGraphicsPushContext(ctx)
            text.draw(at: CGPoint(x: x, y: bounds.midY - size.height / 2), withAttributes: attributes)
            UIGraphicsPopContext()
        }
    }
}

/// A bitmap a view's layer shows — its `draw(_:)` backing store or an image
/// view's image — and where: what a compositor that caches bitmaps at its
/// own resolution needs to know (`UIView.contentBitmaps(in:)`).
@_spi(TouchLab) public struct LayerBitmap {
    /// Which of the view's bitmaps this is.
    public enum Kind: Sendable {
        /// What the view's `draw(_:)` painted.
        case backingStore
        /// An image view's image.
        case image
    }
    /// The view whose layer shows it.
    public let view: UIView
    /// Its backing store or its image.
    public let kind: Kind
    /// The `cairo_surface_t *` (an image surface), `pixelWidth` × `pixelHeight`.
    public let surface: OpaquePointer
    /// The bitmap's width in pixels.
    public let pixelWidth: Int
    /// The bitmap's height in pixels.
    public let pixelHeight: Int
    /// Where the bitmap goes, in the view's bounds (placed by `contentMode`).
    public let rect: CGRect
    /// A template image's colour: the bitmap's alpha painted in it.
    public let tint: CGColor?

    /// Draws it at its place, scaled from its pixels (no cache).
    @_spi(TouchLab) public func draw(in ctx: CGContext) {
        ctx.drawUpright(surface: surface, pixelWidth: pixelWidth, pixelHeight: pixelHeight, in: rect, tint: tint)
    }
}
