import Foundation

/// One step of a path, as Core Graphics records it. Arcs, ellipses and
/// rounded rectangles are stored as cubic Bézier curves, as Core Graphics
/// stores them (`applyWithBlock` on iOS never reports an arc either).
enum PathElement: Equatable {
    case move(CGPoint)
    case line(CGPoint)
    case quad(CGPoint, CGPoint)
    case cubic(CGPoint, CGPoint, CGPoint)
    case close
}

/// The kinds of path element `applyWithBlock` reports.
public enum CGPathElementType: Int32, Sendable {
    /// Starts a subpath at `points[0]`.
    case moveToPoint = 0
    /// A line to `points[0]`.
    case addLineToPoint
    /// A quadratic curve: control `points[0]`, end `points[1]`.
    case addQuadCurveToPoint
    /// A cubic curve: controls `points[0]`, `points[1]`, end `points[2]`.
    case addCurveToPoint
    /// Closes the subpath.
    case closeSubpath
}

/// One element as `applyWithBlock` hands it over: its type and its points
/// (1 for move and line, 2 for a quadratic curve, 3 for a cubic one, 0 for close).
public struct CGPathElement {
    /// What the element does.
    public var type: CGPathElementType
    /// Its points, valid only inside the block.
    public var points: UnsafeMutablePointer<CGPoint>
}

/// How a path's inside is decided: by the non-zero winding number (Core Graphics' default) or by even-odd crossings.
public enum CGPathFillRule: Int, Sendable {
    /// Inside where the path winds round the point a non-zero number of times.
    case winding = 0
    /// Inside where a ray from the point crosses the path an odd number of times.
    case evenOdd = 1
}

/// An immutable path: lines, curves, arcs, rectangles and ellipses, with
/// `contains(_:using:transform:)` (what `point(inside:with:)` of a custom shape asks) and bounding boxes.
public class CGPath: Equatable, Hashable, CustomStringConvertible {
    var elements: [PathElement]

    init(elements: [PathElement]) { self.elements = elements }

    /// A rectangle path (move, three lines, close), through `transform` if given.
    public convenience init(rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        let p = CGMutablePath(); p.addRect(rect, transform: transform?.pointee ?? .identity)
        self.init(elements: p.elements)
    }
    /// An ellipse path inscribed in `rect`, through `transform` if given.
    public convenience init(ellipseIn rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        let p = CGMutablePath(); p.addEllipse(in: rect, transform: transform?.pointee ?? .identity)
        self.init(elements: p.elements)
    }
    /// A rounded-rectangle path, through `transform` if given.
    public convenience init(roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
                            transform: UnsafePointer<CGAffineTransform>?) {
        let p = CGMutablePath()
        p.addRoundedRect(in: rect, cornerWidth: cornerWidth, cornerHeight: cornerHeight, transform: transform?.pointee ?? .identity)
        self.init(elements: p.elements)
    }

    /// Whether the path has no elements.
    public var isEmpty: Bool { elements.isEmpty }

    /// The last point of the path (where the next element starts); `.zero` for an empty path.
    public var currentPoint: CGPoint {
        var start = CGPoint.zero, current = CGPoint.zero
        for e in elements {
            switch e {
            case let .move(p): start = p; current = p
            case let .line(p), let .quad(_, p), let .cubic(_, _, p): current = p
            case .close: current = start
            }
        }
        return current
    }

    /// The box around every point of the path, control points included (Core Graphics' `boundingBox`); `.null` if empty.
    public var boundingBox: CGRect {
        var box = CGRect.null
        func add(_ p: CGPoint) { box = box.union(CGRect(origin: p, size: .zero)) }
        for e in elements {
            switch e {
            case let .move(p), let .line(p): add(p)
            case let .quad(c, p): add(c); add(p)
            case let .cubic(c1, c2, p): add(c1); add(c2); add(p)
            case .close: break
            }
        }
        return box
    }

    /// The smallest box around the path's curves themselves (control points left out); `.null` if empty.
    public var boundingBoxOfPath: CGRect {
        var box = CGRect.null
        for polygon in flattened() { for p in polygon.points { box = box.union(CGRect(origin: p, size: .zero)) } }
        return box
    }

    /// Whether `point` is inside the path filled with `rule`, after `transform`
    /// is applied to the path. Open subpaths count as closed, as when they are filled.
    public func contains(_ point: CGPoint, using rule: CGPathFillRule = .winding,
                         transform: CGAffineTransform = .identity) -> Bool {
        let p = transform.isIdentity ? point : point.applying(transform.inverted())
        var winding = 0, crossings = 0
        for polygon in flattened() {
            let pts = polygon.points
            guard pts.count > 2 else { continue }
            for i in 0..<pts.count {
                let a = pts[i], b = pts[(i + 1) % pts.count]
                if a.y <= p.y {
                    if b.y > p.y, cross(a, b, p) > 0 { winding += 1; crossings += 1 }
                } else if b.y <= p.y, cross(a, b, p) < 0 { winding -= 1; crossings += 1 }
            }
        }
        return rule == .winding ? winding != 0 : crossings % 2 == 1
    }

    private func cross(_ a: CGPoint, _ b: CGPoint, _ p: CGPoint) -> CGFloat {
        (b.x - a.x) * (p.y - a.y) - (p.x - a.x) * (b.y - a.y)
    }

    /// A mutable copy of the path.
    public func mutableCopy() -> CGMutablePath? { CGMutablePath(elements: elements) }
    /// An immutable copy of the path.
    public func copy() -> CGPath? { CGPath(elements: elements) }
    /// A copy of the path with every point transformed.
    public func copy(using transform: UnsafePointer<CGAffineTransform>?) -> CGPath? {
        guard let t = transform?.pointee else { return copy() }
        return CGPath(elements: elements.map { $0.applying(t) })
    }

    /// Calls `block` with each element in order, as Core Graphics' `CGPathApply` does.
    public func applyWithBlock(_ block: (UnsafePointer<CGPathElement>) -> Void) {
        let buffer = UnsafeMutablePointer<CGPoint>.allocate(capacity: 3)
        defer { buffer.deallocate() }
        for e in elements {
            var element: CGPathElement
            switch e {
            case let .move(p): buffer[0] = p; element = CGPathElement(type: .moveToPoint, points: buffer)
            case let .line(p): buffer[0] = p; element = CGPathElement(type: .addLineToPoint, points: buffer)
            case let .quad(c, p): buffer[0] = c; buffer[1] = p; element = CGPathElement(type: .addQuadCurveToPoint, points: buffer)
            case let .cubic(c1, c2, p):
                buffer[0] = c1; buffer[1] = c2; buffer[2] = p
                element = CGPathElement(type: .addCurveToPoint, points: buffer)
            case .close: element = CGPathElement(type: .closeSubpath, points: buffer)
            }
            withUnsafePointer(to: &element) { block($0) }
        }
    }

    /// Paths are equal when their elements are.
    public static func == (a: CGPath, b: CGPath) -> Bool { a.elements == b.elements }
    /// Hashes the element count and the current point.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(elements.count)
        hasher.combine(currentPoint.x); hasher.combine(currentPoint.y)
    }
    /// `CGPath` with its bounding box.
    public var description: String { "CGPath \(elements.count) elements, boundingBox \(boundingBox)" }

    // MARK: Flattening

    /// One subpath as a polygon (curves cut into short lines), with whether it was closed.
    @_spi(TouchLab) public struct Polygon {
        /// The corners, in order.
        public var points: [CGPoint]
        /// Whether the subpath was closed.
        public var closed: Bool
    }

    /// The subpaths as polygons: what `contains`, tight bounds and `strokeStart`/`strokeEnd` work on.
    @_spi(TouchLab) public func flattened(segmentsPerCurve: Int = 16) -> [Polygon] {
        var result: [Polygon] = []
        var current: [CGPoint] = []
        var start = CGPoint.zero, last = CGPoint.zero
        func finish(closed: Bool) {
            if !current.isEmpty { result.append(Polygon(points: current, closed: closed)) }
            current = []
        }
        for e in elements {
            switch e {
            case let .move(p):
                finish(closed: false); current = [p]; start = p; last = p
            case let .line(p):
                if current.isEmpty { current = [last] }
                current.append(p); last = p
            case let .quad(c, p):
                if current.isEmpty { current = [last] }
                for i in 1...segmentsPerCurve {
                    let t = CGFloat(i) / CGFloat(segmentsPerCurve), u = 1 - t
                    current.append(CGPoint(x: u * u * last.x + 2 * u * t * c.x + t * t * p.x,
                                           y: u * u * last.y + 2 * u * t * c.y + t * t * p.y))
                }
                last = p
            case let .cubic(c1, c2, p):
                if current.isEmpty { current = [last] }
                for i in 1...segmentsPerCurve {
                    let t = CGFloat(i) / CGFloat(segmentsPerCurve), u = 1 - t
                    let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
                    current.append(CGPoint(x: a * last.x + b * c1.x + c * c2.x + d * p.x,
                                           y: a * last.y + b * c1.y + c * c2.y + d * p.y))
                }
                last = p
            case .close:
                finish(closed: true); last = start
            }
        }
        finish(closed: false)
        return result
    }
}

/// A path you build: moves, lines, curves, arcs, rectangles, ellipses, other paths.
public final class CGMutablePath: CGPath {
    /// Makes an empty path.
    public init() { super.init(elements: []) }
    override init(elements: [PathElement]) { super.init(elements: elements) }

    /// Starts a new subpath at `point`.
    public func move(to point: CGPoint, transform: CGAffineTransform = .identity) {
        elements.append(.move(point.applying(transform)))
    }
    /// A straight line from the current point to `point`.
    public func addLine(to point: CGPoint, transform: CGAffineTransform = .identity) {
        ensureStart()
        elements.append(.line(point.applying(transform)))
    }
    /// Lines through `points`, starting a subpath at the first.
    public func addLines(between points: [CGPoint], transform: CGAffineTransform = .identity) {
        guard let first = points.first else { return }
        move(to: first, transform: transform)
        for p in points.dropFirst() { addLine(to: p, transform: transform) }
    }
    /// A quadratic Bézier curve to `end`.
    public func addQuadCurve(to end: CGPoint, control: CGPoint, transform: CGAffineTransform = .identity) {
        ensureStart()
        elements.append(.quad(control.applying(transform), end.applying(transform)))
    }
    /// A cubic Bézier curve to `end`.
    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint, transform: CGAffineTransform = .identity) {
        ensureStart()
        elements.append(.cubic(control1.applying(transform), control2.applying(transform), end.applying(transform)))
    }
    /// Closes the current subpath with a line back to its start.
    public func closeSubpath() { if !elements.isEmpty { elements.append(.close) } }

    /// A closed rectangle subpath: its origin, then the other corners in order.
    public func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
        let r = rect.standardized
        move(to: CGPoint(x: r.minX, y: r.minY), transform: transform)
        addLine(to: CGPoint(x: r.maxX, y: r.minY), transform: transform)
        addLine(to: CGPoint(x: r.maxX, y: r.maxY), transform: transform)
        addLine(to: CGPoint(x: r.minX, y: r.maxY), transform: transform)
        closeSubpath()
    }
    /// One closed subpath per rectangle.
    public func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
        for r in rects { addRect(r, transform: transform) }
    }
    /// A closed ellipse inscribed in `rect`, starting at its right-hand middle, angles increasing.
    public func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
        let r = rect.standardized
        let scale = CGAffineTransform(a: r.width / 2, b: 0, c: 0, d: r.height / 2, tx: r.midX, ty: r.midY).concatenating(transform)
        appendArc(center: .zero, radius: 1, start: 0, end: 2 * .pi, increasing: true, transform: scale, startWithMove: true)
        closeSubpath()
    }
    /// A closed rounded rectangle; corners are quarter ellipses `cornerWidth` by `cornerHeight`.
    public func addRoundedRect(in rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
                               transform: CGAffineTransform = .identity) {
        let r = rect.standardized
        let rx = max(0, min(cornerWidth, r.width / 2)), ry = max(0, min(cornerHeight, r.height / 2))
        guard rx > 0, ry > 0 else { return addRect(r, transform: transform) }
        func corner(_ cx: CGFloat, _ cy: CGFloat, _ from: CGFloat, first: Bool) {
            let t = CGAffineTransform(a: rx, b: 0, c: 0, d: ry, tx: cx, ty: cy).concatenating(transform)
            appendArc(center: .zero, radius: 1, start: from, end: from + .pi / 2, increasing: true, transform: t, startWithMove: first)
        }
        corner(r.maxX - rx, r.minY + ry, -.pi / 2, first: true)
        corner(r.maxX - rx, r.maxY - ry, 0, first: false)
        corner(r.minX + rx, r.maxY - ry, .pi / 2, first: false)
        corner(r.minX + rx, r.minY + ry, .pi, first: false)
        closeSubpath()
    }

    /// An arc of a circle. `clockwise` is Core Graphics' sense, in its y-up
    /// space: `true` draws with decreasing angles — counter-clockwise on a
    /// UIKit (y-down) screen, which is why `UIBezierPath`'s `clockwise` is the
    /// opposite. A line joins the current point to the arc's start.
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool,
                       transform: CGAffineTransform = .identity) {
        appendArc(center: center, radius: radius, start: startAngle, end: endAngle, increasing: !clockwise,
                  transform: transform, startWithMove: elements.isEmpty)
    }
    /// An arc from `startAngle` turning through `delta` radians (positive: increasing angles).
    public func addRelativeArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, delta: CGFloat,
                               transform: CGAffineTransform = .identity) {
        appendArc(center: center, radius: radius, start: startAngle, end: startAngle + delta, increasing: delta >= 0,
                  transform: transform, startWithMove: elements.isEmpty, exactSweep: true)
    }
    /// A rounded corner: a line from the current point towards `tangent1End`,
    /// then an arc of `radius` tangent to both lines (`CGPathAddArcToPoint`).
    public func addArc(tangent1End p1: CGPoint, tangent2End p2: CGPoint, radius: CGFloat,
                       transform: CGAffineTransform = .identity) {
        let p0 = currentPointUntransformed(transform)
        let v1 = CGPoint(x: p0.x - p1.x, y: p0.y - p1.y), v2 = CGPoint(x: p2.x - p1.x, y: p2.y - p1.y)
        let l1 = hypot(v1.x, v1.y), l2 = hypot(v2.x, v2.y)
        let cross = v1.x * v2.y - v1.y * v2.x
        guard l1 > 0, l2 > 0, radius > 0, abs(cross) > 1e-12 else { return addLine(to: p1, transform: transform) }
        let angle = acos(max(-1, min(1, (v1.x * v2.x + v1.y * v2.y) / (l1 * l2))))
        let distance = radius / tan(angle / 2)
        let t1 = CGPoint(x: p1.x + v1.x / l1 * distance, y: p1.y + v1.y / l1 * distance)
        let t2 = CGPoint(x: p1.x + v2.x / l2 * distance, y: p1.y + v2.y / l2 * distance)
        // The centre: from p1 along the bisector.
        let bisector = CGPoint(x: v1.x / l1 + v2.x / l2, y: v1.y / l1 + v2.y / l2)
        let bl = hypot(bisector.x, bisector.y)
        let h = radius / sin(angle / 2)
        let c = CGPoint(x: p1.x + bisector.x / bl * h, y: p1.y + bisector.y / bl * h)
        let a0 = atan2(t1.y - c.y, t1.x - c.x), a1 = atan2(t2.y - c.y, t2.x - c.x)
        addLine(to: t1, transform: transform)
        appendArc(center: c, radius: radius, start: a0, end: a1, increasing: cross < 0, transform: transform,
                  startWithMove: false, shortest: true)
    }
    /// Appends every element of `path`, through `transform`.
    public func addPath(_ path: CGPath, transform: CGAffineTransform = .identity) {
        elements.append(contentsOf: transform.isIdentity ? path.elements : path.elements.map { $0.applying(transform) })
    }

    // MARK: Arcs as Béziers

    private func ensureStart() {
        if elements.isEmpty { elements.append(.move(.zero)) }
    }

    private func currentPointUntransformed(_ t: CGAffineTransform) -> CGPoint {
        t.isIdentity ? currentPoint : currentPoint.applying(t.inverted())
    }

    /// Adds an arc as cubic Béziers of at most a quarter turn each. As
    /// Core Graphics and Cairo do, an end angle "behind" the start in the
    /// drawing direction is moved a whole turn on, so 0 → 2π is a full circle.
    @_spi(TouchLab) public func appendArc(center: CGPoint, radius: CGFloat, start: CGFloat, end: CGFloat, increasing: Bool,
                   transform: CGAffineTransform, startWithMove: Bool, exactSweep: Bool = false, shortest: Bool = false) {
        var sweep = end - start
        if !exactSweep {
            if shortest {
                while sweep > .pi { sweep -= 2 * .pi }
                while sweep < -.pi { sweep += 2 * .pi }
            } else if increasing {
                while sweep < 0 { sweep += 2 * .pi }
            } else {
                while sweep > 0 { sweep -= 2 * .pi }
            }
        }
        func point(_ a: CGFloat) -> CGPoint {
            CGPoint(x: center.x + radius * cos(a), y: center.y + radius * sin(a)).applying(transform)
        }
        let first = point(start)
        if startWithMove || elements.isEmpty { elements.append(.move(first)) } else { elements.append(.line(first)) }
        guard sweep.isFinite, radius.isFinite, abs(sweep) > 1e-12 else { return }
        let pieces = max(1, Int((abs(sweep) / (.pi / 2)).rounded(.up)))
        let step = sweep / CGFloat(pieces)
        let k = 4.0 / 3.0 * tan(step / 4)
        var a = start
        for _ in 0..<pieces {
            let b = a + step
            let p0 = CGPoint(x: cos(a), y: sin(a)), p3 = CGPoint(x: cos(b), y: sin(b))
            let c1 = CGPoint(x: center.x + radius * (p0.x - k * p0.y), y: center.y + radius * (p0.y + k * p0.x))
            let c2 = CGPoint(x: center.x + radius * (p3.x + k * p3.y), y: center.y + radius * (p3.y - k * p3.x))
            elements.append(.cubic(c1.applying(transform), c2.applying(transform), point(b)))
            a = b
        }
    }
}

extension PathElement {
    func applying(_ t: CGAffineTransform) -> PathElement {
        switch self {
        case let .move(p): .move(p.applying(t))
        case let .line(p): .line(p.applying(t))
        case let .quad(c, p): .quad(c.applying(t), p.applying(t))
        case let .cubic(c1, c2, p): .cubic(c1.applying(t), c2.applying(t), p.applying(t))
        case .close: .close
        }
    }
}
