import Foundation
import Testing
@testable import Drawing
@_spi(TouchLab) import CoreGraphics
@_spi(TouchLab) @testable import UIKit
import UIKitHeadless

/// Layers in perspective are found where they are drawn. Every layer that is
/// not a `CATransformLayer` maps a point into its plane when hit-testing
/// (Apple, `CATransformLayer.h`: transform layers alone "do not have a 2D
/// coordinate space into which to map the supplied point"), and two layers
/// convert through the tree they share (`CALayer.convert(_:to:)`). Each test
/// draws the scene on the phone and asks, at every 4th pixel, whether the
/// layer's own answer — `CALayer.hitTest`, `convert`, `UIView.hitTest` —
/// agrees with the picture: the drawing and the touch work the projection
/// out by different code, and the picture's foreshortening is checked by
/// hand elsewhere (`CardFlipDrawingTests`, `PerspectiveDrawingTests`).
@Suite("Layers in perspective are touched where they are drawn")
struct LayerPerspectiveTouchTests {
    static let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)

    /// A turn of 50° about y in a strong perspective (m34 = −1/250): the
    /// near edge much taller than the far one, so the flat (affine) part of
    /// the transform misses much of what is drawn.
    static let turn: CATransform3D = {
        var perspective = CATransform3DIdentity
        perspective.m34 = -1.0 / 250
        return CATransform3DRotate(perspective, 50 * .pi / 180, 0, 1, 0)
    }()

    func isRed(_ image: ImageSurface, _ x: Int, _ y: Int) -> Bool {
        let p = image.pixel(x: x, y: y)!
        return p.red > 200 && p.green < 60 && p.blue < 60
    }

    /// Whether `answer` agrees with the picture's red at every 4th pixel,
    /// but for a few along the card's edges; returns the red samples, and
    /// how many of them the transform's affine part alone would miss.
    func agreement(_ image: ImageSurface, size: Int, answer: (CGPoint) -> Bool,
                   affinePart: (CGPoint) -> Bool) -> (red: Int, disagree: Int, missedFlat: Int) {
        var red = 0, disagree = 0, missedFlat = 0
        for y in stride(from: 2, to: size, by: 4) {
            for x in stride(from: 2, to: size, by: 4) {
                let p = CGPoint(x: CGFloat(x) + 0.5, y: CGFloat(y) + 0.5)
                let drawn = isRed(image, x, y)
                if drawn { red += 1 }
                if drawn != answer(p) { disagree += 1 }
                if drawn, !affinePart(p) { missedFlat += 1 }
            }
        }
        return (red, disagree, missedFlat)
    }

    /// A white root filled by a container whose `sublayerTransform` is
    /// m34 = −1/250: one vanishing point, at its centre, for its sublayers.
    func perspectiveContainer() -> (root: UIView, container: UIView) {
        let root = whiteRoot()
        let container = UIView(frame: root.bounds)
        root.addSubview(container)
        var perspective = CATransform3DIdentity
        perspective.m34 = -1.0 / 250
        container.layer.sublayerTransform = perspective
        return (root, container)
    }

    @Test("CALayer.hitTest finds a layer of its own turned in 3D where it is drawn, its near edge's corners too")
    func layerHitTestedInPerspective() throws {
        let root = whiteRoot()
        let card = CALayer()
        card.frame = CGRect(x: 50, y: 50, width: 100, height: 100)
        card.backgroundColor = Self.red.cgColor
        card.transform = Self.turn
        root.layer.addSublayer(card)
        let image = try renderScene(root, configure: viewsOnly)
        let flat = card.transform.affine
        let r = agreement(image, size: 200, answer: { root.layer.hitTest($0) === card }, affinePart: { p in
            // Where the turn's affine part alone (no perspective) would put the card.
            let local = p.applying(CGAffineTransform(translationX: -100, y: -100).concatenating(flat.inverted()))
            return abs(local.x) < 50 && abs(local.y) < 50
        })
        #expect(r.red > 300, "the card is drawn: \(r.red) samples")
        #expect(r.missedFlat > 15, "the near edge reaches past the flat part: \(r.missedFlat) samples")
        #expect(r.disagree <= r.red / 25, "hitTest and the picture disagree on \(r.disagree) of \(r.red) samples (edges only)")
    }

    @Test("convert through a perspective container's sublayerTransform lands where the sublayer is drawn, and comes back")
    func convertThroughAPerspectiveContainer() throws {
        let (root, container) = perspectiveContainer()
        let card = CALayer()
        card.frame = CGRect(x: 50, y: 50, width: 100, height: 100)
        card.backgroundColor = Self.red.cgColor
        card.transform = CATransform3DMakeRotation(50 * .pi / 180, 0, 1, 0)
        container.layer.addSublayer(card)
        let image = try renderScene(root, configure: viewsOnly)
        var landed = 0, inRed = 0, back = 0
        for v in stride(from: 6, through: 94, by: 11) {
            for u in stride(from: 6, through: 94, by: 11) {
                let q = CGPoint(x: CGFloat(u), y: CGFloat(v))
                let p = container.layer.convert(q, from: card)
                guard p.isFinite else { continue }
                landed += 1
                if isRed(image, Int(p.x), Int(p.y)) { inRed += 1 }
                let again = card.convert(p, from: container.layer)
                if abs(again.x - q.x) < 0.01, abs(again.y - q.y) < 0.01 { back += 1 }
            }
        }
        #expect(landed == 81, "every point of the card lands in front of the eye")
        #expect(inRed == landed, "each converted point is on the drawn card: \(inRed) of \(landed)")
        #expect(back == landed, "converted back, each is the point it was: \(back) of \(landed)")
    }

    @Test("a subview turned about y in a perspective container (m34 on its sublayerTransform) is touched, and converted, where it is drawn")
    func subviewOfAPerspectiveContainerIsTouchedWhereDrawn() throws {
        let (root, container) = perspectiveContainer()
        let card = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        card.backgroundColor = Self.red
        card.layer.transform = CATransform3DMakeRotation(50 * .pi / 180, 0, 1, 0)
        container.addSubview(card)
        let image = try renderScene(root, configure: viewsOnly)
        let r = agreement(image, size: 200, answer: { root.hitTest($0, with: nil) === card }, affinePart: { p in
            // Turned without the container's perspective: only narrower, 100 tall.
            abs(p.x - 100) < 50 * cos(50 * .pi / 180) && abs(p.y - 100) < 50
        })
        #expect(r.red > 300, "the card is drawn: \(r.red) samples")
        #expect(r.missedFlat > 15, "its near edge reaches past the unforeshortened card: \(r.missedFlat) samples")
        #expect(r.disagree <= r.red / 25, "hitTest and the picture disagree on \(r.disagree) of \(r.red) samples (edges only)")
        // convert(_:to:) agrees: the card's corners' neighbourhoods land on the drawn card, and come back.
        for q in [CGPoint(x: 8, y: 8), CGPoint(x: 92, y: 8), CGPoint(x: 92, y: 92), CGPoint(x: 8, y: 92)] {
            let p = card.convert(q, to: root)
            #expect(isRed(image, Int(p.x), Int(p.y)), "\(q) of the card lands at \(p), on the card")
            let back = card.convert(p, from: root)
            #expect(abs(back.x - q.x) < 0.01 && abs(back.y - q.y) < 0.01, "and comes back: \(back)")
        }
    }

    @Test("a view whose layer a layer of its own turned in 3D holds is touched where that layer draws it")
    func heldViewUnderATurnedHolderIsTouchedWhereDrawn() throws {
        let root = whiteRoot()
        let holder = CALayer()
        holder.frame = CGRect(x: 50, y: 50, width: 100, height: 100)
        holder.transform = Self.turn
        root.layer.addSublayer(holder)
        let held = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        held.backgroundColor = Self.red
        root.addSubview(held)
        holder.addSublayer(held.layer)
        let image = try renderScene(root, configure: viewsOnly)
        let flat = Self.turn.affine
        let r = agreement(image, size: 200, answer: { root.hitTest($0, with: nil) === held }, affinePart: { p in
            let local = p.applying(CGAffineTransform(translationX: -100, y: -100).concatenating(flat.inverted()))
            return abs(local.x) < 50 && abs(local.y) < 50
        })
        #expect(r.red > 300, "the held view is drawn in the turned holder: \(r.red) samples")
        #expect(r.missedFlat > 15, "the near edge reaches past the flat part: \(r.missedFlat) samples")
        #expect(r.disagree <= r.red / 25, "hitTest and the picture disagree on \(r.disagree) of \(r.red) samples (edges only)")
    }
}
