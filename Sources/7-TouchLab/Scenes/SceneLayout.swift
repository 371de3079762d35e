import Foundation
@_spi(TouchLab) import UIKit

/// The scenes are drawn on a 430×800 canvas, the demo's phone area; a window
/// of another size gets the canvas scaled uniformly and centred.
struct SceneLayout {
    static let canvas = CGSize(width: 430, height: 800)
    let scale: CGFloat
    let origin: CGPoint

    init(bounds: CGRect) {
        let s = min(bounds.width / Self.canvas.width, bounds.height / Self.canvas.height)
        scale = s.isFinite && s > 0 ? s : 1
        origin = CGPoint(x: bounds.minX + (bounds.width - Self.canvas.width * scale) / 2,
                         y: bounds.minY + (bounds.height - Self.canvas.height * scale) / 2)
    }

    /// A canvas rectangle in the root view's coordinates.
    func place(_ r: CGRect) -> CGRect {
        CGRect(x: origin.x + r.minX * scale, y: origin.y + r.minY * scale, width: r.width * scale, height: r.height * scale)
    }

    /// A rectangle inside a placed view: scaled, not moved.
    func scale(_ r: CGRect) -> CGRect {
        CGRect(x: r.minX * scale, y: r.minY * scale, width: r.width * scale, height: r.height * scale)
    }

    /// The root view's point for a canvas point.
    func place(_ p: CGPoint) -> CGPoint { CGPoint(x: origin.x + p.x * scale, y: origin.y + p.y * scale) }
}

/// The seeds' colours, and the few the scenes add.
enum SceneColors {
    static let background = UIColor(white: 0.95, alpha: 1)
    static let a = UIColor.red
    static let b = UIColor.yellow
    static let c = UIColor.blue
    static let panel = UIColor(white: 0.85, alpha: 1)
    static let child = UIColor(red: 0.3, green: 0.6, blue: 1, alpha: 1)
    static let accent = UIColor.orange
    static let green = UIColor(red: 0.3, green: 0.75, blue: 0.4, alpha: 1)
}

func rect(_ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat) -> CGRect {
    CGRect(x: x, y: y, width: width, height: height)
}
