import Foundation
@_spi(TouchLab) import UIKit

/// `require(toFail:)` drawn as arrows between recognizer badges: from the
/// recognizer that waits to the one whose failure it waits for, labelled
/// with the call that made it. UIGestureRecognizer keeps the relation on the
/// waiting side (`failureRequirements`); a delegate's
/// `shouldRequireFailureOf` answers are asked per touch and are not drawn.
///
///     [single tap · Possible] ─╮
///                  require(toFail:)
///     [double tap · Possible] ◀╯
public struct FailureArrow {
    /// The recognizer that called `require(toFail:)`.
    public let waiting: UIGestureRecognizer
    /// The recognizer it waits on.
    public let required: UIGestureRecognizer
    /// The curve's points on the canvas, from the waiting badge to the required one.
    public let points: [CGPoint]

    public var start: CGPoint { points.first! }
    public var end: CGPoint { points.last! }

    static let label = "require(toFail:)"
    static let labelFont = FontSpec.sans(12, bold: true)

    /// Every relation whose two badges the last scene pass drew.
    public static func arrows(in rendered: RenderedScene) -> [FailureArrow] {
        var arrows: [FailureArrow] = []
        func badge(of r: UIGestureRecognizer) -> CGRect? {
            guard let view = r.view, let i = view.gestureRecognizers?.firstIndex(where: { $0 === r }) else { return nil }
            let rects = rendered.badgeRects(of: view)
            return i < rects.count && !rects[i].isNull ? rects[i] : nil
        }
        func visit(_ view: UIView) {
            for r in view.gestureRecognizers ?? [] {
                for other in r.failureRequirements {
                    guard let a = badge(of: r), let b = badge(of: other) else { continue }
                    arrows.append(FailureArrow(waiting: r, required: other, points: curve(from: a, to: b, screen: rendered.screenRect)))
                }
            }
            view.subviews.forEach(visit)
        }
        visit(rendered.root)
        return arrows
    }

    /// Badges in one column (the usual case: two recognizers on one view)
    /// get a loop out to the side with more room; others a gentle arc from
    /// edge to edge.
    static func curve(from a: CGRect, to b: CGRect, screen: CGRect) -> [CGPoint] {
        let p0, p1, p2, p3: CGPoint
        let overlapX = min(a.maxX, b.maxX) - max(a.minX, b.minX)
        if overlapX > 0 {
            let bulge = 44 + abs(Double(b.midY - a.midY)) * 0.15
            let left = Double(min(a.minX, b.minX) - screen.minX) > bulge + 110
            if left {
                let x = Double(min(a.minX, b.minX)) - bulge
                p0 = CGPoint(x: a.minX - 2, y: a.midY); p3 = CGPoint(x: b.minX - 3, y: b.midY)
                p1 = CGPoint(x: x, y: Double(a.midY)); p2 = CGPoint(x: x, y: Double(b.midY))
            } else {
                let x = Double(max(a.maxX, b.maxX)) + bulge
                p0 = CGPoint(x: a.maxX + 2, y: a.midY); p3 = CGPoint(x: b.maxX + 3, y: b.midY)
                p1 = CGPoint(x: x, y: Double(a.midY)); p2 = CGPoint(x: x, y: Double(b.midY))
            }
        } else {
            let ac = CGPoint(x: a.midX, y: a.midY), bc = CGPoint(x: b.midX, y: b.midY)
            p0 = edgePoint(of: a, toward: bc); p3 = edgePoint(of: b, toward: ac)
            let dx = Double(p3.x - p0.x), dy = Double(p3.y - p0.y)
            let length = max(1, (dx * dx + dy * dy).squareRoot())
            let nx = -dy / length * 24, ny = dx / length * 24
            p1 = CGPoint(x: Double(p0.x) + dx / 3 + nx, y: Double(p0.y) + dy / 3 + ny)
            p2 = CGPoint(x: Double(p0.x) + dx * 2 / 3 + nx, y: Double(p0.y) + dy * 2 / 3 + ny)
        }
        return (0...24).map { i in
            let t = Double(i) / 24, u = 1 - t
            func c(_ k: KeyPath<CGPoint, CGFloat>) -> Double {
                u * u * u * Double(p0[keyPath: k]) + 3 * u * u * t * Double(p1[keyPath: k])
                    + 3 * u * t * t * Double(p2[keyPath: k]) + t * t * t * Double(p3[keyPath: k])
            }
            return CGPoint(x: c(\.x), y: c(\.y))
        }
    }

    /// Where the label goes: beside the curve's middle on its outer side,
    /// else under or over its outermost point, else on its inner side (over
    /// the badges) — the first place that is on the screen.
    func labelRect(width: Double, screen: CGRect) -> CGRect {
        let mid = points[points.count / 2]
        let outward = Double(mid.x) >= Double(start.x)
        let xs = points.map { Double($0.x) }, ys = points.map { Double($0.y) }
        let outer = outward ? xs.max()! : xs.min()!
        let candidates = [
            CGRect(x: outward ? Double(mid.x) + 6 : Double(mid.x) - width - 6, y: Double(mid.y) - 10, width: width, height: 20),
            CGRect(x: outward ? outer - width : outer, y: ys.max()! + 8, width: width, height: 20),
            CGRect(x: outward ? outer - width : outer, y: ys.min()! - 28, width: width, height: 20),
            CGRect(x: outward ? Double(mid.x) - width - 6 : Double(mid.x) + 6, y: Double(mid.y) - 10, width: width, height: 20),
        ]
        return candidates.first { screen.insetBy(dx: 2, dy: 2).contains($0) } ?? candidates[0]
    }

    /// Where the segment from `rect`'s centre to `target` leaves `rect`.
    private static func edgePoint(of rect: CGRect, toward target: CGPoint) -> CGPoint {
        let c = CGPoint(x: rect.midX, y: rect.midY)
        let dx = Double(target.x - c.x), dy = Double(target.y - c.y)
        guard dx != 0 || dy != 0 else { return c }
        let sx = dx == 0 ? Double.infinity : Double(rect.width) / 2 / abs(dx)
        let sy = dy == 0 ? Double.infinity : Double(rect.height) / 2 / abs(dy)
        let s = min(sx, sy) + 3 / max(abs(dx), abs(dy))
        return CGPoint(x: Double(c.x) + dx * s, y: Double(c.y) + dy * s)
    }

    /// The line with a dark halo (it crosses light and coloured views), the
    /// arrowhead at the required badge, and the label beside the curve's middle.
    func draw(in canvas: CairoCanvas, theme: DrawingTheme, screen: CGRect) {
        canvas.withSavedState {
            canvas.setRoundCaps()
            for (color, width) in [(InspectTheme.halo, 5.0), (InspectTheme.accent, 2.5)] {
                canvas.move(to: points[0])
                for p in points.dropFirst() { canvas.line(to: p) }
                canvas.stroke(color, width: width)
            }
            let tip = end, from = points[points.count - 3]
            let dx = Double(tip.x - from.x), dy = Double(tip.y - from.y)
            let length = max(0.001, (dx * dx + dy * dy).squareRoot())
            let ux = dx / length, uy = dy / length
            let base = CGPoint(x: Double(tip.x) - ux * 10, y: Double(tip.y) - uy * 10)
            canvas.move(to: tip)
            canvas.line(to: CGPoint(x: Double(base.x) - uy * 6, y: Double(base.y) + ux * 6))
            canvas.line(to: CGPoint(x: Double(base.x) + uy * 6, y: Double(base.y) - ux * 6))
            canvas.closePath()
            canvas.fillPreserve(InspectTheme.accent)
            canvas.stroke(InspectTheme.halo, width: 1)
            let rect = labelRect(width: canvas.chipWidth(Self.label, Self.labelFont, paddingX: 6), screen: screen)
            canvas.drawChip(Self.label, at: rect.origin, Self.labelFont, text: theme.background,
                            fill: InspectTheme.accent, paddingX: 6, height: 20)
        }
    }
}
