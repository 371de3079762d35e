@_spi(TouchLab) import CoreGraphics
import Foundation

/// How a shape layer's stroke ends (`CAShapeLayerLineCap`).
public struct CAShapeLayerLineCap: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    /// Makes a cap from its name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Squared off at the end point (the default).
    public static let butt = CAShapeLayerLineCap(rawValue: "butt")
    /// A half circle past the end point.
    public static let round = CAShapeLayerLineCap(rawValue: "round")
    /// A half square past the end point.
    public static let square = CAShapeLayerLineCap(rawValue: "square")
    var cg: CGLineCap { self == .round ? .round : self == .square ? .square : .butt }
}
/// How a shape layer's stroke turns corners.
public struct CAShapeLayerLineJoin: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    /// Makes a join from its name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// A sharp corner, bevelled past `miterLimit` (the default).
    public static let miter = CAShapeLayerLineJoin(rawValue: "miter")
    /// A rounded corner.
    public static let round = CAShapeLayerLineJoin(rawValue: "round")
    /// A flattened corner.
    public static let bevel = CAShapeLayerLineJoin(rawValue: "bevel")
    var cg: CGLineJoin { self == .round ? .round : self == .bevel ? .bevel : .miter }
}
/// Which parts of a shape are inside.
public struct CAShapeLayerFillRule: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    /// Makes a rule from its name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Inside where the path winds round a point a non-zero number of times (the default).
    public static let nonZero = CAShapeLayerFillRule(rawValue: "non-zero")
    /// Inside where a ray from a point crosses the path an odd number of times.
    public static let evenOdd = CAShapeLayerFillRule(rawValue: "even-odd")
    var cg: CGPathFillRule { self == .evenOdd ? .evenOdd : .winding }
}

/// A layer that draws a path: filled (opaque black by default), stroked
/// (no stroke by default), the stroke trimmed to `strokeStart…strokeEnd` of
/// its length — the progress ring and the checkmark that draws itself.
/// Defaults are Core Animation's (Apple, "CAShapeLayer").
open class CAShapeLayer: CALayer {
    /// The shape, in the layer's coordinates; it may reach outside the bounds.
    open var path: CGPath? { didSet { layerChanged() } }
    /// The fill; opaque black by default, nil for none.
    open var fillColor: CGColor? = CGColor(gray: 0, alpha: 1) {
        didSet { noteChange("fillColor", .color(oldValue.map(UIColor.init(cgColor:))), .color(fillColor.map(UIColor.init(cgColor:)))) }
    }
    /// The stroke; nil (none) by default.
    open var strokeColor: CGColor? {
        didSet { noteChange("strokeColor", .color(oldValue.map(UIColor.init(cgColor:))), .color(strokeColor.map(UIColor.init(cgColor:)))) }
    }
    /// The stroke's width; 1 by default.
    open var lineWidth: CGFloat = 1 { didSet { noteChange("lineWidth", .number(oldValue), .number(lineWidth)) } }
    /// Where along the path the stroke starts, 0…1.
    open var strokeStart: CGFloat = 0 { didSet { noteChange("strokeStart", .number(oldValue), .number(strokeStart)) } }
    /// Where along the path the stroke ends, 0…1.
    open var strokeEnd: CGFloat = 1 { didSet { noteChange("strokeEnd", .number(oldValue), .number(strokeEnd)) } }
    /// How the stroke's ends are drawn.
    open var lineCap = CAShapeLayerLineCap.butt { didSet { layerChanged() } }
    /// How the stroke's corners are drawn.
    open var lineJoin = CAShapeLayerLineJoin.miter { didSet { layerChanged() } }
    /// The miter limit; 10 by default.
    open var miterLimit: CGFloat = 10 { didSet { layerChanged() } }
    /// Dash lengths, painted and skipped in turn; nil for a solid line.
    open var lineDashPattern: [NSNumber]? { didSet { layerChanged() } }
    /// How far into the dash pattern the stroke starts.
    open var lineDashPhase: CGFloat = 0 { didSet { noteChange("lineDashPhase", .number(oldValue), .number(lineDashPhase)) } }
    /// Which parts of the path the fill covers.
    open var fillRule = CAShapeLayerFillRule.nonZero { didSet { layerChanged() } }

    /// Makes a shape layer with no path.
    public required init() { super.init() }
    /// A copy of `layer` (a presentation copy).
    public required init(layer: Any) {
        super.init(layer: layer)
        guard let other = layer as? CAShapeLayer else { return }
        path = other.path; fillColor = other.fillColor; strokeColor = other.strokeColor; lineWidth = other.lineWidth
        strokeStart = other.strokeStart; strokeEnd = other.strokeEnd; lineCap = other.lineCap; lineJoin = other.lineJoin
        miterLimit = other.miterLimit; lineDashPattern = other.lineDashPattern; lineDashPhase = other.lineDashPhase
        fillRule = other.fillRule
    }

    /// Inside the path's fill (by `fillRule`), not the bounds: a star is touched only on the star.
    open override func contains(_ p: CGPoint) -> Bool {
        guard let path else { return false }
        return path.contains(p, using: fillRule.cg)
    }

    override func ownContentBounds() -> CGRect {
        guard let path, !path.isEmpty else { return .null }
        let stroked = (strokeColor?.alpha ?? 0) > 0 && lineWidth > 0
        return path.boundingBoxOfPath.insetBy(dx: stroked ? -lineWidth / 2 : 0, dy: stroked ? -lineWidth / 2 : 0)
    }

    override func renderOwnContent(in ctx: CGContext) {
        guard let path, !path.isEmpty else { return }
        if let fill = fillColor, fill.alpha > 0 {
            ctx.setFillColor(fill)
            ctx.addPath(path)
            ctx.fillPath(using: fillRule.cg)
        }
        guard let stroke = strokeColor, stroke.alpha > 0, lineWidth > 0 else { return }
        let start = max(0, min(1, strokeStart)), end = max(0, min(1, strokeEnd))
        guard end > start else { return }
        ctx.setStrokeColor(stroke)
        ctx.setLineWidth(lineWidth)
        ctx.setLineCap(lineCap.cg)
        ctx.setLineJoin(lineJoin.cg)
        ctx.setMiterLimit(miterLimit)
        ctx.setLineDash(phase: lineDashPhase, lengths: (lineDashPattern ?? []).map { CGFloat($0.doubleValue) })
        ctx.addPath(start == 0 && end == 1 ? path : Self.trimmed(path, from: start, to: end))
        ctx.strokePath()
    }

    /// The part of `path` between fractions `a` and `b` of its total length, as polylines.
    static func trimmed(_ path: CGPath, from a: CGFloat, to b: CGFloat) -> CGPath {
        let polygons = path.flattened(segmentsPerCurve: 32).map { p -> [CGPoint] in
            p.closed && p.points.count > 1 ? p.points + [p.points[0]] : p.points
        }
        func length(_ pts: [CGPoint]) -> CGFloat {
            zip(pts, pts.dropFirst()).reduce(0) { $0 + hypot($1.1.x - $1.0.x, $1.1.y - $1.0.y) }
        }
        let total = polygons.reduce(0) { $0 + length($1) }
        let from = a * total, to = b * total
        let out = CGMutablePath()
        var walked: CGFloat = 0
        for pts in polygons {
            var drawing = false
            for (p, q) in zip(pts, pts.dropFirst()) {
                let l = hypot(q.x - p.x, q.y - p.y)
                let s0 = walked, s1 = walked + l
                walked = s1
                guard l > 0, s1 > from, s0 < to else { drawing = false; continue }
                func at(_ s: CGFloat) -> CGPoint { let t = (s - s0) / l; return CGPoint(x: p.x + (q.x - p.x) * t, y: p.y + (q.y - p.y) * t) }
                if !drawing { out.move(to: at(max(s0, from))); drawing = true }
                out.addLine(to: at(min(s1, to)))
            }
        }
        return out
    }
}
