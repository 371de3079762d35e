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
/// `viewLayers`: how the compositor draws a view's layer it meets among a
/// layer's sublayers (`holder.addSublayer(view.layer)`), in a context whose
/// user space is the view's bounds; false leaves it to this code. The phone
/// draws it as it draws every view's layer, with its look and marks, so
/// each kind of layer is drawn by one piece of code wherever it sits.
extension CALayer {
    func renderTree(in ctx: CGContext, presented: Bool, viewLayers: ViewLayerDrawer = { _, _ in false }) {
        let shown = presented ? presentation() ?? self : self
        guard !isHidden, !(delegate?.isHidden ?? false) else { return }
        let opacity = CGFloat(shown.opacity)
        guard opacity > 0 else { return }
        // Background, border, corners and shadow: one piece of code for every layer (`LayerLook`).
        let look = LayerLook(shown)
        let grouped = opacity < 1 || look.castsShadow
        ctx.saveGState()
        if grouped {
            ctx.setAlpha(opacity)
            look.setShadow(in: ctx)
            // A layer of its own paints only what its drawn bounds hold (a view's also draws text and images).
            if look.castsShadow, delegate == nil { ctx.limitShadowSource(to: drawnBoundsInOwnCoordinates(shown)) }
            ctx.beginTransparencyLayer(auxiliaryInfo: nil)
        }
        if let mask {
            ctx.masked({ renderBody(of: shown, look: look, in: ctx, presented: presented, viewLayers: viewLayers) }, by: {
                ctx.saveGState()
                ctx.concatenate(mask.transformToSuperlayer())
                mask.renderTree(in: ctx, presented: presented)
                ctx.restoreGState()
            })
        } else {
            renderBody(of: shown, look: look, in: ctx, presented: presented, viewLayers: viewLayers)
        }
        if grouped { ctx.endTransparencyLayer() }
        ctx.restoreGState()
    }

    /// The layer drawn into its superlayer's space (`ctx`) through its
    /// transform: flat when the transform is affine; otherwise — `m34`
    /// perspective, a turn about x or y — its tree is drawn into a bitmap at
    /// the context's resolution and projected as Core Animation projects it,
    /// each point (x, y, 0, 1) of its plane times the transform, divided by
    /// w (`CGContext.drawProjected`). Points behind the eye are not drawn.
    ///
    /// `superlayerProjection`: the superlayer's `sublayerTransform` about its
    /// anchor point (`sublayerProjection`), applied after the layer's own
    /// placement — the projection a perspective container gives every sublayer.
    func renderInSuperlayer(_ ctx: CGContext, presented: Bool, superlayerProjection: CATransform3D? = nil,
                            viewLayers: ViewLayerDrawer = { _, _ in false }) {
        let shown = presented ? presentation() ?? self : self
        let b = shown.bounds, a = shown.anchorPoint, p = shown.position
        let pivot = CGPoint(x: b.minX + a.x * b.width, y: b.minY + a.y * b.height)
        // The whole placement, bounds to superlayer: about the anchor, the transform, to the position, then the projection.
        let t: CATransform3D, offset: CGPoint
        if let superlayerProjection {
            t = CATransform3DConcat(CATransform3DConcat(shown.transform, CATransform3DMakeTranslation(p.x, p.y, 0)), superlayerProjection)
            offset = .zero
        } else {
            t = shown.transform
            offset = p
        }
        ctx.saveGState()
        defer { ctx.restoreGState() }
        guard !CATransform3DIsAffine(t) else {
            ctx.concatenate(superlayerProjection == nil ? shown.transformToSuperlayer()
                : CGAffineTransform(translationX: -pivot.x, y: -pivot.y).concatenating(t.affine))
            if let view = delegate, viewLayers(view, ctx) { return }
            renderTree(in: ctx, presented: presented, viewLayers: viewLayers)
            return
        }
        guard b.width > 0, b.height > 0, b.width.isFinite, b.height.isFinite else { return }
        let m = ctx.ctm
        let scale = max(1, min(4, abs(m.a * m.d - m.b * m.c).squareRoot()))
        guard let bitmap = CGContext(uikitBitmapOfSize: b.size, scale: scale) else { return }
        bitmap.translateBy(x: -b.minX, y: -b.minY)
        renderTree(in: bitmap, presented: presented)
        guard let image = bitmap.makeImage() else { return }
        ctx.drawProjected(image, in: b) { q in
            let x = q.x - pivot.x, y = q.y - pivot.y
            let w = x * t.m14 + y * t.m24 + t.m44
            guard w > 0.01 else { return nil }
            return CGPoint(x: (x * t.m11 + y * t.m21 + t.m41) / w + offset.x, y: (x * t.m12 + y * t.m22 + t.m42) / w + offset.y)
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

    private func renderBody(of shown: CALayer, look: LayerLook, in ctx: CGContext, presented: Bool, viewLayers: ViewLayerDrawer) {
        look.fillBackground(in: ctx)
        ctx.saveGState()
        if look.masksToBounds { look.clipToRoundedBounds(in: ctx) }
        renderContent(of: shown, in: ctx)
        let projection = sublayerProjection(shown)
        func draw(_ sublayer: CALayer) {
            sublayer.renderInSuperlayer(ctx, presented: presented, superlayerProjection: projection, viewLayers: viewLayers)
        }
        if let view = delegate {
            // One order for added layers and subviews (CALayer+ViewOrder.swift).
            if let items = view.drawingOrder {
                for item in items {
                    switch item {
                    case let .layer(l): draw(l)
                    case let .subview(v): if !v.isHidden { draw(v.layer) }
                    }
                }
            } else {
                for subview in view.subviews where !subview.isHidden { draw(subview.layer) }
            }
        } else {
            for sublayer in sublayersInDrawingOrder { draw(sublayer) }
        }
        ctx.restoreGState()
        look.strokeBorder(in: ctx)
    }

    /// The layer's own content, between its background and its sublayers.
    func renderContent(of shown: CALayer, in ctx: CGContext) {
        let b = shown.bounds
        if let image = contents as? CGImage {
            let size = CGSize(width: CGFloat(image.width) / max(contentsScale, 0.01),
                              height: CGFloat(image.height) / max(contentsScale, 0.01))
            ctx.drawUpright(image, in: contentsGravity.contentMode.rect(forContentOfSize: size, in: b))
        }
        // A layer's own drawing happens when it is marked (`setNeedsDisplay()`), as on iOS: never by itself.
        if delegate == nil, needsContentDraw { display() }
        if let drawn = drawnContent { ctx.drawUpright(drawn, in: b) }
        shown.renderOwnContent(in: ctx)
        if let view = delegate { view.renderViewContent(in: ctx, bounds: b) }
    }
}

extension UIView {
    /// For the phone's renderer, which draws a view's background, border,
    /// label text and subviews itself (with its teaching marks): the rest of
    /// what the view's layer holds — `draw(_:)`'s bitmap, an image view's
    /// image, and the sublayers added to the layer — into `ctx`, whose user
    /// space is the view's bounds. Returns whether anything was there to draw.
    /// A view whose layers and subviews share one order (a layer added after
    /// a subview) gets its sublayers from `renderAddedSublayer` in that order instead.
    ///
    /// `bitmaps`, when given, is offered each bitmap first (the backing
    /// store, the image) and returns true if it composited it itself (the
    /// phone's `BackingStoreCache`, which keeps them at the screen's
    /// resolution); otherwise the bitmap is drawn here, scaled.
    @_spi(TouchLab) @discardableResult
    public func renderLayerContent(in ctx: CGContext, bitmaps: ((LayerBitmap) -> Bool)? = nil) -> Bool {
        let sublayers = existingLayer?.sharedOrder == nil ? existingLayer?.sublayersInDrawingOrder ?? [] : []
        let contentBitmaps = contentBitmaps(in: bounds)
        guard !contentBitmaps.isEmpty || !sublayers.isEmpty else { return false }
        for bitmap in contentBitmaps where bitmaps?(bitmap) != true { bitmap.draw(in: ctx) }
        for sublayer in sublayers { sublayer.renderInSuperlayer(ctx, presented: true) }
        return true
    }

    /// The bitmaps the view fills its layer with, back to front, placed in
    /// `bounds` by `contentMode`: `draw(_:)`'s backing store, an image view's
    /// image (tinted if a template). One list for the phone and `render(in:)`.
    func contentBitmaps(in bounds: CGRect) -> [LayerBitmap] {
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

    /// One layer added to the view's layer, at its presentation values, into
    /// `ctx` whose user space is the view's bounds: the phone draws it at its
    /// place among the subviews (`drawingOrder`). A view's layer under it
    /// goes to `viewLayers` (the phone's own view drawing).
    @_spi(TouchLab) public func renderAddedSublayer(_ sublayer: CALayer, in ctx: CGContext,
                                                    viewLayers: ViewLayerDrawer = { _, _ in false }) {
        sublayer.renderInSuperlayer(ctx, presented: true, viewLayers: viewLayers)
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

    /// Whether the phone composites the view's whole layer tree through
    /// UIKit's layer code (`renderInSuperview`) rather than view by view: a
    /// layer turned in 3D, or one whose `sublayerTransform` places its
    /// sublayers (subviews' layers among them) in a space of its own.
    @_spi(TouchLab) public var isCompositedThroughItsLayer: Bool {
        existingLayer?.hasSublayerTransform == true || perspectiveTransform != nil
    }

    /// The view's layer's mask, if it has one (`view.layer.mask`).
    @_spi(TouchLab) public var layerMask: CALayer? { existingLayer?.mask }

    /// The mask layer, at its presentation values, into `ctx` whose user
    /// space is the view's bounds: where it has alpha the view's layer shows
    /// (Apple, `CALayer.mask`: "The layer's alpha channel determines how much
    /// of the layer's content and background shows through").
    @_spi(TouchLab) public func renderLayerMask(in ctx: CGContext) {
        guard let mask = existingLayer?.mask else { return }
        mask.renderInSuperlayer(ctx, presented: true)
    }

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

/// How a compositor draws a view's layer met among a layer's sublayers, into
/// a context whose user space is the view's bounds; false: not drawn there.
@_spi(TouchLab) public typealias ViewLayerDrawer = (UIView, CGContext) -> Bool

/// A bitmap a view's layer shows — its `draw(_:)` backing store or an image
/// view's image — and where: what a compositor that caches bitmaps at its
/// own resolution needs to know (`UIView.renderLayerContent(in:bitmaps:)`).
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
    func draw(in ctx: CGContext) {
        ctx.drawUpright(surface: surface, pixelWidth: pixelWidth, pixelHeight: pixelHeight, in: rect, tint: tint)
    }
}
