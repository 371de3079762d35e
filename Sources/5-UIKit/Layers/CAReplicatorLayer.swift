@_spi(TouchLab) import CoreGraphics
import Foundation

/// A layer that draws its sublayers `instanceCount` times, each copy through
/// one more `instanceTransform` than the last (about the layer's anchor
/// point): the dots of an activity indicator from one dot.
open class CAReplicatorLayer: CALayer {
    /// How many copies of the sublayers are drawn; 1 by default.
    open var instanceCount = 1 { didSet { layerChanged() } }
    /// Applied once more to each copy.
    open var instanceTransform = CATransform3DIdentity { didSet { layerChanged() } }
    /// The delay between copies' animations (kept; copies animate together here).
    open var instanceDelay: CFTimeInterval = 0
    /// Multiplied into each copy's colour alpha step: each copy's opacity falls by `instanceAlphaOffset`.
    open var instanceAlphaOffset: Float = 0 { didSet { layerChanged() } }

    /// Makes a replicator with one instance.
    public required init() { super.init() }
    /// A copy of `layer`.
    public required init(layer: Any) {
        super.init(layer: layer)
        guard let other = layer as? CAReplicatorLayer else { return }
        instanceCount = other.instanceCount; instanceTransform = other.instanceTransform
        instanceDelay = other.instanceDelay; instanceAlphaOffset = other.instanceAlphaOffset
    }

    override func renderOwnContent(in ctx: CGContext) {
        // Copies 1…n-1 here, under the sublayers' own drawing (copy 0).
        guard instanceCount > 1, let model = modelLayer as? CAReplicatorLayer ?? Optional(self) else { return }
        let b = bounds
        let pivot = CGPoint(x: b.minX + anchorPoint.x * b.width, y: b.minY + anchorPoint.y * b.height)
        let step = CGAffineTransform(translationX: -pivot.x, y: -pivot.y).concatenating(instanceTransform.affine)
            .concatenating(CGAffineTransform(translationX: pivot.x, y: pivot.y))
        var t = CGAffineTransform.identity
        for i in 1..<instanceCount {
            t = t.concatenating(step)
            ctx.saveGState()
            ctx.concatenate(t)
            ctx.setAlpha(max(0, 1 + CGFloat(instanceAlphaOffset) * CGFloat(i)))
            ctx.beginTransparencyLayer(auxiliaryInfo: nil)
            for sublayer in model.sublayersInDrawingOrder {
                ctx.saveGState()
                ctx.concatenate((sublayer.presentation() ?? sublayer).transformToSuperlayer())
                sublayer.renderTree(in: ctx, presented: true)
                ctx.restoreGState()
            }
            ctx.endTransparencyLayer()
            ctx.restoreGState()
        }
    }
}

/// Seconds, as Core Foundation counts them.
public typealias CFTimeInterval = Double
