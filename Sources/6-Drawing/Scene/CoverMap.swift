import Foundation
@_spi(TouchLab) import UIKit

/// Which parts of the screen each view's opaque body covers, in drawing
/// order, so a view's label goes on the part of it a viewer can see: in
/// 001-cba A is added last and covers B's top-left corner, where B's tag
/// would otherwise sit — on red A, naming the wrong square (Behaviour §12).
///
/// Drawing order is a preorder walk, so a view's subviews are exactly the
/// bodies from its own order to the end of its subtree: what covers it is
/// drawn after `subtreeEnd`, and no ancestry is walked. The coarse grid is
/// built on the first query that needs it (a scene of a thousand small,
/// untagged views never asks), and keeps queries cheap after that.
final class CoverMap {
    private struct Body {
        let rect: CGRect; let order: Int; let view: UIView
        /// A turned view's corners: it covers that diamond, not its box.
        let shape: [CGPoint]?
        func intersects(_ r: CGRect) -> Bool {
            guard rect.intersects(r) else { return false }
            return shape.map { ConvexShape.intersects($0, r) } ?? true
        }
    }
    private var bodies: [Body] = []
    private var grid: [Int: [Body]]?
    private let cell = 64.0

    /// A body as the tags' places depend on it (`TagPlacement.Inputs`).
    struct BodyKey: Equatable {
        var rect: CGRect; var order: Int; var view: ObjectIdentifier; var shape: [CGPoint]?
    }
    var bodyKeys: [BodyKey] { bodies.map { BodyKey(rect: $0.rect, order: $0.order, view: ObjectIdentifier($0.view), shape: $0.shape) } }

    /// Records a body drawn `order`-th that hides what is under it.
    func add(_ rect: CGRect, order: Int, view: UIView, shape: [CGPoint]? = nil) {
        guard !rect.isNull, !rect.isEmpty else { return }
        bodies.append(Body(rect: rect, order: order, view: view, shape: shape))
        grid = nil
    }

    /// The parts of `rect` (the body of a view whose subtree ends at
    /// `subtreeEnd` in drawing order) that no later body covers, top to
    /// bottom then left to right. A view's own subviews do not count: its
    /// tag is drawn over them, as before.
    func visibleParts(of rect: CGRect, subtreeEnd: Int) -> [CGRect] {
        // A turned view's middle half stands for its shape here; `firstCover` checks the shape itself.
        let covers = bodies(over: rect, after: subtreeEnd).map { body in
            body.shape == nil ? body.rect : body.rect.insetBy(dx: body.rect.width / 4, dy: body.rect.height / 4)
        }
        var parts = [rect]
        for cover in covers {
            parts = parts.flatMap { Self.subtract(cover, from: $0) }
            if parts.isEmpty { break }
        }
        return parts.sorted { ($0.minY, $0.minX) < ($1.minY, $1.minX) }
    }

    /// The first body drawn after `subtreeEnd` that covers part of `r`.
    func firstCover(of r: CGRect, subtreeEnd: Int) -> CGRect? {
        bodies(over: r, after: subtreeEnd).first { $0.intersects(r) }?.rect
    }

    private func bodies(over rect: CGRect, after subtreeEnd: Int) -> [Body] {
        guard let last = bodies.last, last.order > subtreeEnd else { return [] }   // nothing drawn after it
        let grid = builtGrid()
        var out: [Body] = []
        var seen = Set<ObjectIdentifier>()
        for key in keys(for: rect) {
            for body in grid[key] ?? [] where body.order > subtreeEnd && body.rect.intersects(rect) {
                if seen.insert(ObjectIdentifier(body.view)).inserted { out.append(body) }
            }
        }
        return out
    }

    private func builtGrid() -> [Int: [Body]] {
        if let grid { return grid }
        var built: [Int: [Body]] = [:]
        for body in bodies { for key in keys(for: body.rect) { built[key, default: []].append(body) } }
        grid = built
        return built
    }

    /// `r` minus `c`: up to four rectangles (the bands above and below `c`,
    /// and the pieces left and right of it between them).
    static func subtract(_ c: CGRect, from r: CGRect) -> [CGRect] {
        let i = r.intersection(c)
        guard !i.isNull, i.width > 0, i.height > 0 else { return [r] }
        var out: [CGRect] = []
        if i.minY > r.minY { out.append(CGRect(x: r.minX, y: r.minY, width: r.width, height: i.minY - r.minY)) }
        if i.maxY < r.maxY { out.append(CGRect(x: r.minX, y: i.maxY, width: r.width, height: r.maxY - i.maxY)) }
        if i.minX > r.minX { out.append(CGRect(x: r.minX, y: i.minY, width: i.minX - r.minX, height: i.height)) }
        if i.maxX < r.maxX { out.append(CGRect(x: i.maxX, y: i.minY, width: r.maxX - i.maxX, height: i.height)) }
        return out
    }

    private func keys(for r: CGRect) -> [Int] {
        guard r.minX.isFinite, r.minY.isFinite, r.maxX.isFinite, r.maxY.isFinite else { return [] }
        let x0 = Int((Double(r.minX) / cell).rounded(.down)), x1 = Int((Double(r.maxX) / cell).rounded(.down))
        let y0 = Int((Double(r.minY) / cell).rounded(.down)), y1 = Int((Double(r.maxY) / cell).rounded(.down))
        guard x1 - x0 < 200, y1 - y0 < 200 else { return [] }   // a view far larger than any screen covers nothing we label
        var out: [Int] = []
        for y in y0...max(y0, y1) { for x in x0...max(x0, x1) { out.append(y &* 100_003 &+ x) } }
        return out
    }
}

/// Whether a convex polygon and a rectangle overlap (separating axes: the
/// rectangle's two and the polygon's edge normals).
enum ConvexShape {
    static func intersects(_ polygon: [CGPoint], _ r: CGRect) -> Bool {
        let box = [CGPoint(x: r.minX, y: r.minY), CGPoint(x: r.maxX, y: r.minY), CGPoint(x: r.maxX, y: r.maxY), CGPoint(x: r.minX, y: r.maxY)]
        var axes = [(1.0, 0.0), (0.0, 1.0)]
        for i in polygon.indices {
            let a = polygon[i], b = polygon[(i + 1) % polygon.count]
            axes.append((-Double(b.y - a.y), Double(b.x - a.x)))
        }
        for (ax, ay) in axes {
            let p = polygon.map { Double($0.x) * ax + Double($0.y) * ay }, q = box.map { Double($0.x) * ax + Double($0.y) * ay }
            if p.max()! <= q.min()! + 0.5 || q.max()! <= p.min()! + 0.5 { return false }
        }
        return true
    }
}
