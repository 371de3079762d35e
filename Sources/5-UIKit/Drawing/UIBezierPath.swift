@_spi(TouchLab) import CoreGraphics
import Foundation

/// A path with its drawing attributes, UIKit's wrapper around `CGMutablePath`.
/// `clockwise` means clockwise *on screen* (UIKit's y-down space), the
/// opposite of `CGMutablePath.addArc`'s flag, as on iOS.
open class UIBezierPath: NSObject {
    /// The Core Graphics path; setting it replaces the whole path.
    open var cgPath: CGPath {
        get { path.copy() ?? path }
        set { path = newValue.mutableCopy() ?? CGMutablePath() }
    }
    private var path = CGMutablePath()

    /// The stroke's width; 1 by default.
    open var lineWidth: CGFloat = 1
    /// How open ends are drawn; `.butt` by default.
    open var lineCapStyle = CGLineCap.butt
    /// How corners are drawn; `.miter` by default.
    open var lineJoinStyle = CGLineJoin.miter
    /// The miter limit; 10 by default.
    open var miterLimit: CGFloat = 10
    /// Whether `fill()` and `contains(_:)` use the even-odd rule instead of non-zero winding.
    open var usesEvenOddFillRule = false
    /// How finely curves are flattened (kept for API compatibility; Cairo decides its own tolerance).
    open var flatness: CGFloat = 0.6
    private var dashPattern: [CGFloat] = []
    private var dashPhase: CGFloat = 0

    /// An empty path.
    public override init() {}
    /// A closed rectangle.
    public convenience init(rect: CGRect) { self.init(); path.addRect(rect) }
    /// An ellipse inscribed in `rect`.
    public convenience init(ovalIn rect: CGRect) { self.init(); path.addEllipse(in: rect) }
    /// A rectangle with corners of `cornerRadius`.
    public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        self.init()
        path.addRoundedRect(in: rect, cornerWidth: cornerRadius, cornerHeight: cornerRadius)
    }
    /// A rectangle with only `corners` rounded, each by `cornerRadii`.
    public convenience init(roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize) {
        self.init()
        let r = rect.standardized
        let rx = min(cornerRadii.width, r.width / 2), ry = min(cornerRadii.height, r.height / 2)
        func corner(_ c: UIRectCorner, _ point: CGPoint, _ cx: CGFloat, _ cy: CGFloat, _ from: CGFloat, first: Bool) {
            if corners.contains(c), rx > 0, ry > 0 {
                let t = CGAffineTransform(a: rx, b: 0, c: 0, d: ry, tx: cx, ty: cy)
                path.appendArc(center: .zero, radius: 1, start: from, end: from + .pi / 2, increasing: true, transform: t, startWithMove: first)
            } else if first { path.move(to: point) } else { path.addLine(to: point) }
        }
        corner(.topRight, CGPoint(x: r.maxX, y: r.minY), r.maxX - rx, r.minY + ry, -.pi / 2, first: true)
        corner(.bottomRight, CGPoint(x: r.maxX, y: r.maxY), r.maxX - rx, r.maxY - ry, 0, first: false)
        corner(.bottomLeft, CGPoint(x: r.minX, y: r.maxY), r.minX + rx, r.maxY - ry, .pi / 2, first: false)
        corner(.topLeft, CGPoint(x: r.minX, y: r.minY), r.minX + rx, r.minY + ry, .pi, first: false)
        path.closeSubpath()
    }
    /// An arc of a circle; `clockwise` is on screen.
    public convenience init(arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        self.init()
        addArc(withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
    }
    /// A path made from a Core Graphics path.
    public convenience init(cgPath: CGPath) { self.init(); self.cgPath = cgPath }

    // MARK: Building

    /// Starts a subpath at `point`.
    open func move(to point: CGPoint) { path.move(to: point) }
    /// A line from the current point.
    open func addLine(to point: CGPoint) { path.addLine(to: point) }
    /// A cubic Bézier curve.
    open func addCurve(to endPoint: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
        path.addCurve(to: endPoint, control1: controlPoint1, control2: controlPoint2)
    }
    /// A quadratic Bézier curve.
    open func addQuadCurve(to endPoint: CGPoint, controlPoint: CGPoint) { path.addQuadCurve(to: endPoint, control: controlPoint) }
    /// An arc; `clockwise` on screen. A line joins the current point to its start.
    open func addArc(withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        path.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: !clockwise)
    }
    /// Closes the current subpath.
    open func close() { path.closeSubpath() }
    /// Removes every element.
    open func removeAllPoints() { path = CGMutablePath() }
    /// Appends another path's elements.
    open func append(_ bezierPath: UIBezierPath) { path.addPath(bezierPath.path) }
    /// Transforms every point of the path.
    open func apply(_ transform: CGAffineTransform) {
        let copy = CGMutablePath(); copy.addPath(path, transform: transform); path = copy
    }
    /// The path traced backwards (each subpath reversed).
    open func reversing() -> UIBezierPath {
        let reversed = UIBezierPath()
        reversed.copyAttributes(from: self)
        for polygon in path.flattened(segmentsPerCurve: 8) {
            let points = polygon.points.reversed()
            guard let first = points.first else { continue }
            reversed.move(to: first)
            for p in points.dropFirst() { reversed.addLine(to: p) }
            if polygon.closed { reversed.close() }
        }
        return reversed
    }

    // MARK: Reading

    /// Whether the path has no elements.
    open var isEmpty: Bool { path.isEmpty }
    /// The box around the path, control points included (as on iOS).
    open var bounds: CGRect { path.isEmpty ? .zero : path.boundingBox }
    /// Where the next element starts.
    open var currentPoint: CGPoint { path.currentPoint }
    /// Whether `point` is inside the filled path (its fill rule; open subpaths count as closed).
    open func contains(_ point: CGPoint) -> Bool {
        path.contains(point, using: usesEvenOddFillRule ? .evenOdd : .winding)
    }

    /// The dash pattern: `count` lengths from `pattern`, starting `phase` into it.
    open func setLineDash(_ pattern: UnsafePointer<CGFloat>?, count: Int, phase: CGFloat) {
        dashPattern = pattern.map { p in (0..<count).map { p[$0] } } ?? []
        dashPhase = phase
    }

    // MARK: Drawing into the current context

    /// Fills the path with the current fill colour.
    open func fill() {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.saveGState(); defer { context.restoreGState() }
        context.beginPath(); context.addPath(path)
        context.fillPath(using: usesEvenOddFillRule ? .evenOdd : .winding)
    }
    /// Fills the path with `blendMode` and `alpha`.
    open func fill(with blendMode: CGBlendMode, alpha: CGFloat) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.saveGState(); defer { context.restoreGState() }
        context.setBlendMode(blendMode); context.setAlpha(alpha)
        fill()
    }
    /// Strokes the path with the current stroke colour and this path's line attributes.
    open func stroke() {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.saveGState(); defer { context.restoreGState() }
        context.setLineWidth(lineWidth); context.setLineCap(lineCapStyle); context.setLineJoin(lineJoinStyle)
        context.setMiterLimit(miterLimit)
        context.setLineDash(phase: dashPhase, lengths: dashPattern)
        context.beginPath(); context.addPath(path)
        context.strokePath()
    }
    /// Strokes the path with `blendMode` and `alpha`.
    open func stroke(with blendMode: CGBlendMode, alpha: CGFloat) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.saveGState(); defer { context.restoreGState() }
        context.setBlendMode(blendMode); context.setAlpha(alpha)
        stroke()
    }
    /// Intersects the current context's clip with the path.
    open func addClip() {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.beginPath(); context.addPath(path)
        context.clip(using: usesEvenOddFillRule ? .evenOdd : .winding)
    }

    private func copyAttributes(from other: UIBezierPath) {
        lineWidth = other.lineWidth; lineCapStyle = other.lineCapStyle; lineJoinStyle = other.lineJoinStyle
        miterLimit = other.miterLimit; usesEvenOddFillRule = other.usesEvenOddFillRule
        dashPattern = other.dashPattern; dashPhase = other.dashPhase
    }

    /// `<UIBezierPath: 0x…; …>` with its bounds.
    open override var description: String {
        "<UIBezierPath: 0x" + String(UInt(bitPattern: ObjectIdentifier(self)), radix: 16) + "; bounds \(bounds)>"
    }
}

/// The corners of a rectangle, for `UIBezierPath(roundedRect:byRoundingCorners:cornerRadii:)`.
public struct UIRectCorner: OptionSet, Sendable {
    public let rawValue: UInt
    /// Makes the set from its raw value.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The top-left corner.
    public static let topLeft = UIRectCorner(rawValue: 1 << 0)
    /// The top-right corner.
    public static let topRight = UIRectCorner(rawValue: 1 << 1)
    /// The bottom-left corner.
    public static let bottomLeft = UIRectCorner(rawValue: 1 << 2)
    /// The bottom-right corner.
    public static let bottomRight = UIRectCorner(rawValue: 1 << 3)
    /// All four.
    public static let allCorners: UIRectCorner = [.topLeft, .topRight, .bottomLeft, .bottomRight]
}
