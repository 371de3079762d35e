@_spi(TouchLab) import CoreGraphics
import Foundation

/// A layer filled with a gradient over its bounds: `colors` (CGColors) at
/// `locations`, from `startPoint` to `endPoint` in unit coordinates of the
/// bounds — (0.5, 0) to (0.5, 1) by default, top to bottom (Apple, "CAGradientLayer").
open class CAGradientLayer: CALayer {
    /// The colours, `CGColor`s.
    open var colors: [Any]? { didSet { layerChanged() } }
    /// Where each colour sits, 0…1; nil spreads them evenly.
    open var locations: [NSNumber]? { didSet { layerChanged() } }
    /// Where the gradient starts, in unit coordinates of the bounds.
    open var startPoint = CGPoint(x: 0.5, y: 0) { didSet { noteChange("startPoint", .point(oldValue), .point(startPoint)) } }
    /// Where it ends.
    open var endPoint = CGPoint(x: 0.5, y: 1) { didSet { noteChange("endPoint", .point(oldValue), .point(endPoint)) } }
    /// Axial (the default) or radial (start point the centre, end point on the rim).
    open var type = CAGradientLayerType.axial { didSet { layerChanged() } }

    /// Makes a gradient layer with no colours.
    public required init() { super.init() }
    /// A copy of `layer`.
    public required init(layer: Any) {
        super.init(layer: layer)
        guard let other = layer as? CAGradientLayer else { return }
        colors = other.colors; locations = other.locations; startPoint = other.startPoint; endPoint = other.endPoint; type = other.type
    }

    override func ownContentBounds() -> CGRect { (colors?.isEmpty ?? true) ? .null : bounds }

    override func renderOwnContent(in ctx: CGContext) {
        let cgColors = (colors ?? []).compactMap { $0 as? CGColor }
        guard !cgColors.isEmpty else { return }
        let stops = locations.map { $0.map { CGFloat($0.doubleValue) } }
        let gradient = stops.map { s in s.withUnsafeBufferPointer { CGGradient(colorsSpace: nil, colors: cgColors, locations: $0.baseAddress) } }
            ?? CGGradient(colorsSpace: nil, colors: cgColors, locations: nil)
        guard let gradient else { return }
        let b = bounds
        func point(_ u: CGPoint) -> CGPoint { CGPoint(x: b.minX + u.x * b.width, y: b.minY + u.y * b.height) }
        ctx.saveGState()
        // The gradient is the layer's background: rounded by cornerRadius as a background colour is.
        let r = min(cornerRadius, min(b.width, b.height) / 2)
        ctx.addPath(r > 0 ? CGPath(roundedRect: b, cornerWidth: r, cornerHeight: r, transform: nil) : CGPath(rect: b, transform: nil))
        ctx.clip()
        if type == .radial {
            let c = point(startPoint), e = point(endPoint)
            ctx.drawRadialGradient(gradient, startCenter: c, startRadius: 0, endCenter: c,
                                   endRadius: hypot(e.x - c.x, e.y - c.y), options: [.drawsAfterEndLocation])
        } else {
            ctx.drawLinearGradient(gradient, start: point(startPoint), end: point(endPoint),
                                   options: [.drawsBeforeStartLocation, .drawsAfterEndLocation])
        }
        ctx.restoreGState()
    }
}

/// The shape of a gradient layer's gradient.
public struct CAGradientLayerType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    /// Makes a type from its name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Colours change along the line from `startPoint` to `endPoint`.
    public static let axial = CAGradientLayerType(rawValue: "axial")
    /// Colours change outwards from `startPoint`; `endPoint` is on the outer circle.
    public static let radial = CAGradientLayerType(rawValue: "radial")
    /// Drawn as axial here (Cairo has no conic gradient).
    public static let conic = CAGradientLayerType(rawValue: "conic")
}
