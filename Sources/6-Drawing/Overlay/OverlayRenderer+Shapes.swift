import Foundation
@_spi(TouchLab) import UIKit

/// Highlights drawn on a view's own outline: a rotated view's hit outline
/// and phase tint are the diamond it is drawn as, not the box around it or
/// its old frame (Behaviour §12).
extension OverlayRenderer {
    /// Fills the view's shape (its `rect` when untransformed).
    func fillShape(of view: UIView, rect: CGRect, _ rendered: RenderedScene, _ color: RGBA, canvas: CairoCanvas) {
        guard let corners = rendered.shape(of: view) else { canvas.fill(rect, color); return }
        addPolygon(corners, canvas: canvas)
        canvas.fill(color)
    }

    /// Strokes the view's outline `inset` pixels inside it (negative: outside),
    /// `width` wide.
    func strokeShape(of view: UIView, rect: CGRect, _ rendered: RenderedScene, _ color: RGBA, width: Double, inset: Double = 0,
                     canvas: CairoCanvas) {
        guard let corners = rendered.shape(of: view) else {
            canvas.strokeInside(rect.insetBy(dx: CGFloat(inset), dy: CGFloat(inset)), color, width: width)
            return
        }
        addPolygon(Self.inset(corners, by: inset + width / 2), canvas: canvas)
        canvas.stroke(color, width: width)
    }

    private func addPolygon(_ corners: [CGPoint], canvas: CairoCanvas) {
        guard let first = corners.first else { return }
        canvas.move(to: first)
        for p in corners.dropFirst() { canvas.line(to: p) }
        canvas.closePath()
    }

    /// Moves each corner of a convex quadrilateral toward its centre by `d` pixels along the diagonal.
    static func inset(_ corners: [CGPoint], by d: Double) -> [CGPoint] {
        let cx = corners.map { Double($0.x) }.reduce(0, +) / Double(corners.count)
        let cy = corners.map { Double($0.y) }.reduce(0, +) / Double(corners.count)
        return corners.map { p in
            let dx = cx - Double(p.x), dy = cy - Double(p.y)
            let len = max((dx * dx + dy * dy).squareRoot(), 0.0001)
            let step = min(d * 1.4142, len)
            return CGPoint(x: Double(p.x) + dx / len * step, y: Double(p.y) + dy / len * step)
        }
    }
}
