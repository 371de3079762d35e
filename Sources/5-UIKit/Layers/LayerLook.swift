@_spi(TouchLab) import CoreGraphics
import Foundation

/// A layer's own look — its shadow, its background and border rounded by
/// `cornerRadius`, the clip of `masksToBounds` — drawn by one piece of code
/// for every layer, a view's or one of its own, on the phone and in
/// `render(in:)`: Core Graphics' primitives in a context whose user space is
/// the layer's bounds.
///
///     shadow: what the layer composites (background, content, sublayers,
///             border) drawn into a transparency layer that casts it —
///             `shadowOffset`, blurred over `shadowRadius` (Core Graphics'
///             blur: three box blurs, close to a Gaussian), `shadowOpacity`
///             × `shadowColor`; none when `masksToBounds` (it clips it away)
///     background: the rounded bounds filled
///     masksToBounds: the sublayers clipped to the rounded bounds
///     border: `borderWidth` inside the bounds, over content and sublayers
///
/// Why Core Graphics' blur and not rings of rounded rectangles: Apple's
/// `shadowPath` says a layer without one "uses its standard shadow shape",
/// made from "the layer's composited alpha channel" — the shadow of what
/// the layer draws (a clear view's subviews cast one too), blurred by
/// `shadowRadius` ("The blur radius (in points) used to render the layer's
/// shadow"). A blur of the drawn alpha is that; rings round the bounds are
/// not (PipelineAndBenchmarks, "The phone's picture").
@_spi(TouchLab) public struct LayerLook {
    /// A colour's sRGB components, unpremultiplied: what a context's fill takes, with no `CGColor` made for it.
    public typealias Components = (red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat)

    /// The layer's bounds: the user space of every context these draw in.
    public var bounds: CGRect
    public var cornerRadius: CGFloat
    public var backgroundColor: Components?
    public var borderWidth: CGFloat
    public var borderColor: Components?
    public var shadowColor: Components?
    public var shadowOpacity: CGFloat
    public var shadowRadius: CGFloat
    public var shadowOffset: CGSize
    public var masksToBounds: Bool

    /// A view's layer's look from its values as drawn (`PresentationValues`):
    /// the layer itself need not have been made.
    public init(_ shown: PresentationValues, masksToBounds: Bool) {
        bounds = shown.bounds
        cornerRadius = shown.cornerRadius
        backgroundColor = shown.backgroundColor.map { ($0.red, $0.green, $0.blue, $0.alpha) }
        borderWidth = shown.borderWidth
        borderColor = shown.borderColor.map { ($0.red, $0.green, $0.blue, $0.alpha) }
        shadowColor = shown.shadowColor.map { ($0.red, $0.green, $0.blue, $0.alpha) }
        shadowOpacity = shown.shadowOpacity
        shadowRadius = shown.shadowRadius
        shadowOffset = shown.shadowOffset
        self.masksToBounds = masksToBounds
    }

    /// A layer's look from the layer (its presentation copy, or the model for `render(in:)`).
    init(_ shown: CALayer) {
        bounds = shown.bounds
        cornerRadius = shown.cornerRadius
        backgroundColor = shown.backgroundColor?.rgba
        borderWidth = shown.borderWidth
        borderColor = shown.borderColor?.rgba
        shadowColor = shown.shadowColor?.rgba
        shadowOpacity = CGFloat(shown.shadowOpacity)
        shadowRadius = shown.shadowRadius
        shadowOffset = shown.shadowOffset
        masksToBounds = shown.masksToBounds
    }

    /// The corner radius drawn: Core Animation never rounds past half the shorter side.
    public var radius: CGFloat { max(0, min(cornerRadius, min(bounds.width, bounds.height) / 2)) }

    /// Whether the layer casts a shadow: `masksToBounds` clips it away, as on iOS (Behaviour §9).
    public var castsShadow: Bool {
        shadowOpacity > 0 && (shadowColor?.alpha ?? 0) > 0 && !masksToBounds
    }

    /// How far past what casts it the shadow reaches, in points: its offset
    /// and the blur's three box passes (`CGContext`'s, of `shadowRadius` each).
    public var shadowReach: (offset: CGSize, blur: CGFloat) { (shadowOffset, 3 * shadowRadius) }

    /// Sets the layer's shadow on `ctx`: what a transparency layer begun
    /// next composites casts it. Core Graphics' `blur` is twice Core
    /// Animation's `shadowRadius` for the same look (the radius is the
    /// blur's reach each way; Core Graphics' blur, its width).
    public func setShadow(in ctx: CGContext) {
        guard castsShadow, let c = shadowColor else { return }
        ctx.setShadow(offset: shadowOffset, blur: shadowRadius * 2,
                      color: CGColor(srgbRed: c.red, green: c.green, blue: c.blue, alpha: c.alpha * min(1, shadowOpacity)))
    }

    /// Begins what a layer composites as one: × `opacity`, casting its
    /// shadow — a transparency layer, when either is needed (returns whether
    /// one was begun, for `ctx.endTransparencyLayer()` to end). `shadowSource`: where what
    /// casts the shadow can be, in the layer's space (its drawn bounds).
    func beginComposite(in ctx: CGContext, opacity: CGFloat, shadowSource: CGRect?) -> Bool {
        guard opacity < 1 || castsShadow else { return false }
        ctx.setAlpha(opacity)
        setShadow(in: ctx)
        if castsShadow, let shadowSource { ctx.limitShadowSource(to: shadowSource) }
        ctx.beginTransparencyLayer(auxiliaryInfo: nil)
        return true
    }

    /// The rounded bounds as the current path.
    public func addRoundedBounds(to ctx: CGContext) {
        let r = radius
        if r > 0 {
            ctx.addPath(CGPath(roundedRect: bounds, cornerWidth: r, cornerHeight: r, transform: nil))
        } else {
            ctx.addRect(bounds)
        }
    }

    /// The background, filling the rounded bounds.
    public func fillBackground(in ctx: CGContext) {
        guard let c = backgroundColor, c.alpha > 0 else { return }
        ctx.setFillColor(red: c.red, green: c.green, blue: c.blue, alpha: c.alpha)
        addRoundedBounds(to: ctx)
        ctx.fillPath()
    }

    /// `masksToBounds`' clip: the rounded bounds.
    public func clipToRoundedBounds(in ctx: CGContext) {
        addRoundedBounds(to: ctx)
        ctx.clip()
    }

    /// Whether there is a border to draw.
    public var hasBorder: Bool { borderWidth > 0 && (borderColor?.alpha ?? 0) > 0 }

    /// The border, `borderWidth` wide inside the bounds, as Core Animation draws it.
    public func strokeBorder(in ctx: CGContext) {
        guard hasBorder, let c = borderColor else { return }
        let w = min(borderWidth, min(bounds.width, bounds.height) / 2)
        guard w > 0 else { return }
        let inset = bounds.insetBy(dx: w / 2, dy: w / 2)
        let r = max(0, radius - w / 2)
        ctx.setStrokeColor(red: c.red, green: c.green, blue: c.blue, alpha: c.alpha)
        ctx.setLineWidth(w)
        if r > 0 {
            ctx.addPath(CGPath(roundedRect: inset, cornerWidth: r, cornerHeight: r, transform: nil))
        } else {
            ctx.addRect(inset)
        }
        ctx.strokePath()
    }
}
