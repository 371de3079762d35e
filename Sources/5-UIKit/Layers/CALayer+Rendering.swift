@_spi(TouchLab) import CoreGraphics
import Foundation

/// Compositing a layer tree into a `CGContext`, as Core Animation's render
/// server does, in this order for each layer (Apple, "CALayer"):
///
///     shadow (of everything below, if shadowOpacity > 0) ─┐ one transparency
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
/// The phone draws the presentation values (what animations show now);
/// `render(in:)` draws the model, "ignoring any animations" (Apple, "render(in:)").
extension CALayer {
    func renderTree(in ctx: CGContext, presented: Bool) {
        let shown = presented ? presentation() ?? self : self
        guard !isHidden, !(delegate?.isHidden ?? false) else { return }
        let opacity = CGFloat(shown.opacity)
        guard opacity > 0 else { return }
        let hasShadow = shown.shadowOpacity > 0 && (shown.shadowColor?.alpha ?? 0) > 0
        let grouped = opacity < 1 || hasShadow
        ctx.saveGState()
        if grouped {
            ctx.setAlpha(opacity)
            if hasShadow, let color = shown.shadowColor {
                ctx.setShadow(offset: shown.shadowOffset, blur: shown.shadowRadius * 2,
                              color: color.copy(alpha: color.alpha * CGFloat(min(1, shown.shadowOpacity))))
                // A layer of its own paints only what its drawn bounds hold (a view's also draws text and images).
                if delegate == nil { ctx.limitShadowSource(to: drawnBoundsInOwnCoordinates(shown)) }
            }
            ctx.beginTransparencyLayer(auxiliaryInfo: nil)
        }
        if let mask {
            ctx.masked({ renderBody(of: shown, in: ctx, presented: presented) }, by: {
                ctx.saveGState()
                ctx.concatenate(mask.transformToSuperlayer())
                mask.renderTree(in: ctx, presented: presented)
                ctx.restoreGState()
            })
        } else {
            renderBody(of: shown, in: ctx, presented: presented)
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
    func renderInSuperlayer(_ ctx: CGContext, presented: Bool, superlayerProjection: CATransform3D? = nil) {
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
            renderTree(in: ctx, presented: presented)
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

    private func roundedBounds(_ shown: CALayer) -> CGPath {
        let b = shown.bounds
        let r = min(shown.cornerRadius, min(b.width, b.height) / 2)
        return r > 0 ? CGPath(roundedRect: b, cornerWidth: r, cornerHeight: r, transform: nil) : CGPath(rect: b, transform: nil)
    }

    private func renderBody(of shown: CALayer, in ctx: CGContext, presented: Bool) {
        let b = shown.bounds
        if let background = shown.backgroundColor, background.alpha > 0 {
            ctx.setFillColor(background)
            ctx.addPath(roundedBounds(shown))
            ctx.fillPath()
        }
        ctx.saveGState()
        if shown.masksToBounds { ctx.addPath(roundedBounds(shown)); ctx.clip() }
        renderContent(of: shown, in: ctx)
        let projection = sublayerProjection(shown)
        func draw(_ sublayer: CALayer) { sublayer.renderInSuperlayer(ctx, presented: presented, superlayerProjection: projection) }
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
        if shown.borderWidth > 0, let border = shown.borderColor, border.alpha > 0 {
            // Inside the bounds, as Core Animation draws it.
            let w = min(shown.borderWidth, min(b.width, b.height) / 2)
            let inset = b.insetBy(dx: w / 2, dy: w / 2)
            let r = max(0, min(shown.cornerRadius, min(b.width, b.height) / 2) - w / 2)
            ctx.setStrokeColor(border)
            ctx.setLineWidth(w)
            ctx.addPath(r > 0 ? CGPath(roundedRect: inset, cornerWidth: r, cornerHeight: r, transform: nil) : CGPath(rect: inset, transform: nil))
            ctx.strokePath()
        }
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
        let imageView = self as? UIImageView
        let sublayers = existingLayer?.sharedOrder == nil ? existingLayer?.sublayersInDrawingOrder ?? [] : []
        guard drawnContent != nil || imageView?.image?.cgImage != nil || !sublayers.isEmpty else { return false }
        let b = bounds
        if let content = drawnContent {
            let bitmap = LayerBitmap(view: self, kind: .backingStore, surface: content.surface,
                                     pixelWidth: Int((content.size.width * content.scale).rounded(.up)),
                                     pixelHeight: Int((content.size.height * content.scale).rounded(.up)),
                                     rect: contentMode.rect(forContentOfSize: content.size, in: b), tint: nil)
            if bitmaps?(bitmap) != true {
                ctx.drawUpright(surface: bitmap.surface, pixelWidth: bitmap.pixelWidth, pixelHeight: bitmap.pixelHeight, in: bitmap.rect)
            }
        }
        if let image = imageView?.image, let cg = image.cgImage {
            let bitmap = LayerBitmap(view: self, kind: .image, surface: cg.cairoSurface, pixelWidth: cg.width, pixelHeight: cg.height,
                                     rect: contentMode.rect(forContentOfSize: image.size, in: b),
                                     tint: image.isTemplate ? tintColor.cgColor : nil)
            if bitmaps?(bitmap) != true { ctx.drawUpright(cg, in: bitmap.rect, tint: bitmap.tint) }
        }
        for sublayer in sublayers { sublayer.renderInSuperlayer(ctx, presented: true) }
        return true
    }

    /// One layer added to the view's layer, at its presentation values, into
    /// `ctx` whose user space is the view's bounds: the phone draws it at its
    /// place among the subviews (`drawingOrder`).
    @_spi(TouchLab) public func renderAddedSublayer(_ sublayer: CALayer, in ctx: CGContext) {
        sublayer.renderInSuperlayer(ctx, presented: true)
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
        if let content = drawnContent {
            let rect = contentMode.rect(forContentOfSize: content.size, in: bounds)
            ctx.drawUpright(surface: content.surface, pixelWidth: Int((content.size.width * content.scale).rounded(.up)),
                            pixelHeight: Int((content.size.height * content.scale).rounded(.up)), in: rect)
        }
        if let imageView = self as? UIImageView, let image = imageView.image, let cg = image.cgImage {
            let rect = contentMode.rect(forContentOfSize: image.size, in: bounds)
            ctx.drawUpright(cg, in: rect, tint: image.isTemplate ? tintColor.cgColor : nil)
        }
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
}
