@_spi(TouchLab) import CoreGraphics
import Foundation

/// The layer behind every view: what it looks like (rounded corners, a
/// border, a shadow), and — through ``presentation()`` — where an animation
/// shows it now.
///
/// A view's layer and the view share their geometry as on iOS: the layer's
/// `position` is the view's `center`, its `opacity` the view's `alpha`, its
/// `masksToBounds` the view's `clipsToBounds`, its `backgroundColor` the
/// view's. A description ends the way an iPhone prints it: `<CALayer: 0x…>`
/// (seed 004's logs, `Tests/Fixtures/seed-004`).
open class CALayer: NSObject {
    /// The view that owns the layer, as on iOS.
    public internal(set) weak var delegate: UIView?
    /// Key-value observations of the layer's `bounds` and `position` (Core
    /// Animation's properties notify; touch code observes `layer.bounds`).
    var keyValueObservers: KeyValueObservers?

    /// Makes a layer with no delegate.
    public required override init() {}

    /// A copy of `layer`'s own properties, as Core Animation makes presentation layers.
    public required init(layer: Any) {
        guard let other = layer as? CALayer else { return }
        ownBounds = other.bounds; ownPosition = other.position; ownTransform3D = other.transform
        ownOpacity = other.opacity; ownBackgroundColor = other.backgroundColor; ownMasksToBounds = other.masksToBounds
        ownAnchorPoint = other.anchorPoint; zPosition = other.zPosition; contents = other.contents
        contentsScale = other.contentsScale; contentsGravity = other.contentsGravity; isHidden = other.isHidden
        cornerRadius = other.cornerRadius; borderWidth = other.borderWidth; borderColor = other.borderColor
        shadowColor = other.shadowColor; shadowOpacity = other.shadowOpacity; shadowRadius = other.shadowRadius
        shadowOffset = other.shadowOffset; shadowPath = other.shadowPath; mask = other.mask; sublayerTransform = other.sublayerTransform; hasSublayerTransform = other.hasSublayerTransform
        isOpaque = other.isOpaque; shouldRasterize = other.shouldRasterize; name = other.name
        _sublayers = other._sublayers
        sharedOrder = other.sharedOrder
    }

    // MARK: The layer tree (CALayer+Tree.swift)

    /// The layers drawn inside this one, back to front (`zPosition` first orders them).
    var _sublayers: [CALayer] = []
    weak var _superlayer: CALayer? { didSet { isViewLayerHeldByALayer = delegate != nil && _superlayer != nil } }
    /// A view's layer that code added to a layer other than its superview's
    /// (`holder.addSublayer(view.layer)`): touches and conversions find the
    /// view where that layer draws it (`CALayer+HeldViewLayer`). A stored
    /// flag, not the weak `_superlayer`, so hit-testing asks each subview
    /// for one byte.
    private(set) var isViewLayerHeldByALayer = false
    /// For a view's layer that layers were added to: those layers and the
    /// subviews' layers in one back-to-front list, as iOS keeps them in one
    /// `sublayers` array (`CALayer+ViewOrder.swift`). Nil until a layer is
    /// added: the subviews alone, in order, as most views are.
    var sharedOrder: [CALayer]?
    /// The layers this one holds, back to front; nil if none. For a view's
    /// layer, as on iOS, its subviews' layers too, in subview order,
    /// interleaved with the layers added to it (a device prints a fresh
    /// controller view's two layout-guide subviews' layers here: Stack
    /// Overflow 30842621; 3254639, "1 CALayer and 2 subviews … returns 3").
    /// Setting it on a view's layer takes the subviews' layers off the screen
    /// too, as on iOS (Reveal, "UIView root layer and setting sublayers to nil").
    open var sublayers: [CALayer]? {
        get {
            let all = orderedSublayers
            return all.isEmpty ? nil : all
        }
        set {
            for layer in orderedSublayers { layer.removeFromSuperlayer() }
            _sublayers = []
            if delegate != nil { sharedOrder = [] }
            for layer in newValue ?? [] { addSublayer(layer) }
        }
    }
    /// The layer this one was added to; for a subview's layer, its superview's
    /// layer (unless code took it out with `removeFromSuperlayer()`).
    open var superlayer: CALayer? {
        if let _superlayer { return _superlayer }
        guard let view = delegate, let parent = view.superview else { return nil }
        if let order = parent.existingLayer?.sharedOrder, !order.contains(where: { $0 === self }) { return nil }
        return parent.layer
    }
    /// A layer whose alpha masks this one's content (its own geometry, in this layer's coordinates).
    open var mask: CALayer? {
        didSet {
            if oldValue?.maskedLayer === self { oldValue?.maskedLayer = nil }
            mask?.maskedLayer = self
            layerChanged()
        }
    }
    /// The layer this one masks: a change to the mask is a change to what that layer shows.
    weak var maskedLayer: CALayer?

    /// Adds `layer` on top of the sublayers (for a view's layer, over the subviews there now).
    open func addSublayer(_ layer: CALayer) {
        guard layer !== self else { return }
        layer.removeFromSuperlayer()
        insertSublayer(layer, at: UInt32(orderedSublayers.count))
    }
    /// Inserts `layer` at `index` of the sublayers (for a view's layer, of the one
    /// list that holds its subviews' layers too, as on iOS).
    open func insertSublayer(_ layer: CALayer, at index: UInt32) {
        guard layer !== self else { return }
        layer.removeFromSuperlayer()
        if let view = delegate {
            var order = orderedSublayers
            order.insert(layer, at: min(Int(index), order.count))
            sharedOrder = order
            _sublayers = order.filter { $0.delegate == nil || $0.delegate?.superview !== view }
        } else {
            _sublayers.insert(layer, at: min(Int(index), _sublayers.count))
        }
        // A subview's layer put back among its superview's sublayers is held by the view tree, not here.
        if !(delegate != nil && layer.delegate?.superview === delegate) { layer._superlayer = self }
        layerChanged()
    }
    /// Inserts `layer` just below `sibling` (a view's layer: below a subview's layer too).
    open func insertSublayer(_ layer: CALayer, below sibling: CALayer?) {
        layer.removeFromSuperlayer()
        insertSublayer(layer, at: UInt32(sibling.flatMap { s in orderedSublayers.firstIndex { $0 === s } } ?? 0))
    }
    /// Inserts `layer` just above `sibling`.
    open func insertSublayer(_ layer: CALayer, above sibling: CALayer?) {
        layer.removeFromSuperlayer()
        let order = orderedSublayers
        insertSublayer(layer, at: UInt32(sibling.flatMap { s in order.firstIndex { $0 === s }.map { $0 + 1 } } ?? order.count))
    }
    /// Puts `newLayer` where `oldLayer` is.
    open func replaceSublayer(_ oldLayer: CALayer, with newLayer: CALayer) {
        guard oldLayer._superlayer === self, let i = orderedSublayers.firstIndex(where: { $0 === oldLayer }) else { return }
        oldLayer.removeFromSuperlayer()
        insertSublayer(newLayer, at: UInt32(i))
    }
    /// Takes the layer out of its superlayer.
    ///
    /// A subview's layer leaves its superview's layer — the view is no longer
    /// drawn — while the view stays in `subviews` and is still hit-tested, as
    /// on iOS, where `layer.sublayers?.forEach { $0.removeFromSuperlayer() }`
    /// blanks a view's subviews too.
    open func removeFromSuperlayer() {
        if _superlayer == nil, let view = delegate, let parent = view.superview {
            let holder = parent.layer
            var order = holder.orderedSublayers
            order.removeAll { $0 === self }
            holder.sharedOrder = order
            holder.layerChanged()
            return
        }
        guard let parent = _superlayer else { return }
        parent.layerChanged()
        parent._sublayers.removeAll { $0 === self }
        parent.sharedOrder?.removeAll { $0 === self }
        _superlayer = nil
    }

    // MARK: Geometry of a layer of its own

    private var ownTransform3D = CATransform3DIdentity
    private var ownAnchorPoint = CGPoint(x: 0.5, y: 0.5)
    /// The point of the bounds that sits at `position`, in unit coordinates,
    /// and about which the transform turns; (0.5, 0.5), the centre, by default.
    /// For a view's layer it is the view's: `center` (the position) stays, and
    /// the frame moves round it (Apple, `anchorPoint`: "All geometric
    /// manipulations to the view occur about the specified point").
    open var anchorPoint: CGPoint {
        get { delegate?._anchorPoint ?? ownAnchorPoint }
        set {
            if let delegate {
                delegate._anchorPoint = newValue
                delegate.setNeedsRedraw()
                return
            }
            ownAnchorPoint = newValue
            layerChanged()
        }
    }
    /// Orders siblings: higher is drawn later (in front), whatever the order of `sublayers`.
    /// A subview's layer's change reaches the superview's layer (it is a sublayer there), so the window redraws.
    open var zPosition: CGFloat = 0 { didSet { if zPosition != oldValue { superlayer?.layerChanged() } } }
    /// The layer's 3D transform, about its anchor point; for a view's layer, the
    /// view's `transform3D` (its affine part is the view's `transform`).
    open var transform: CATransform3D {
        get { delegate.map { $0._transform3D ?? CATransform3DMakeAffineTransform($0.transform) } ?? ownTransform3D }
        set {
            if let delegate { delegate.setLayerTransform(newValue); return }
            let old = ownTransform3D
            ownTransform3D = newValue
            noteChange("transform", .transform3D(old), .transform3D(newValue))
        }
    }
    /// Applied to the sublayers (not the layer itself), about the layer's centre.
    open var sublayerTransform = CATransform3DIdentity {
        didSet {
            hasSublayerTransform = !CATransform3DIsIdentity(sublayerTransform)
            layerChanged()
        }
    }
    /// Whether `sublayerTransform` is not the identity (the phone asks for every view, every frame).
    var hasSublayerTransform = false
    /// Pixels per point of the layer's bitmap content (`draw(in:)`, `contents`); 1 by default, the screen's for a view's layer.
    open var contentsScale: CGFloat = 1 { didSet { layerChanged() } }
    /// The layer's content: a `CGImage`, drawn upright into the bounds by `contentsGravity`.
    open var contents: Any? { didSet { layerChanged() } }
    /// How `contents` fits the bounds.
    open var contentsGravity = CALayerContentsGravity.resize { didSet { layerChanged() } }
    /// Whether the layer is drawn (a hidden layer's sublayers are not drawn either).
    open var isHidden = false { didSet { layerChanged() } }
    /// A hint that the layer's content is opaque; it changes nothing drawn.
    open var isOpaque = false
    /// Whether the layer is drawn once into a bitmap and reused; here it is drawn each time (the same pixels).
    open var shouldRasterize = false
    /// The scale of a rasterized bitmap.
    open var rasterizationScale: CGFloat = 1
    /// The shadow's shape; nil: the layer's (rounded) bounds.
    open var shadowPath: CGPath? { didSet { layerChanged() } }
    /// A name for the layer (find it among the sublayers).
    open var name: String?
    /// Whether a change of bounds asks for `display()` again.
    open var needsDisplayOnBoundsChange = false
    /// Whether `display()` has been asked for since the content was last drawn.
    var needsContentDraw = false
    /// The bitmap `draw(in:)` painted, for a layer that draws its own content.
    var drawnContent: CGImage?

    /// Marks the layer's content for `display()` before it is next drawn.
    open func setNeedsDisplay() { needsContentDraw = true; layerChanged() }
    /// Whether the content is marked for redrawing.
    open func needsDisplay() -> Bool { needsContentDraw }
    /// Redraws the content now if it is marked.
    open func displayIfNeeded() { if needsContentDraw { display() } }
    /// Draws the content: `draw(in:)` into a bitmap of the bounds at `contentsScale`.
    open func display() {
        needsContentDraw = false
        let size = bounds.size
        guard size.width > 0, size.height > 0,
              let context = CGContext(uikitBitmapOfSize: size, scale: max(1, contentsScale)) else { drawnContent = nil; return }
        context.translateBy(x: -bounds.minX, y: -bounds.minY)
        let before = context.drawingOperations
        draw(in: context)
        drawnContent = context.drawingOperations > before ? context.makeImage() : nil
    }
    /// Draws the layer's content into `ctx`; Core Animation's does nothing. Override to draw.
    open func draw(in ctx: CGContext) {}
    /// Lays out sublayers; Core Animation's does nothing.
    open func layoutSublayers() {}
    /// Marks the layer for `layoutSublayers()`.
    open func setNeedsLayout() { needsSublayerLayout = true; layerChanged() }
    /// Lays the sublayers out now if marked.
    open func layoutIfNeeded() { if needsSublayerLayout { needsSublayerLayout = false; layoutSublayers() } }
    var needsSublayerLayout = false

    /// Draws the layer's content and sublayers into `ctx`, in the layer's own
    /// coordinates (its bounds): the model values, ignoring animations, as on
    /// iOS (`CALayer+Rendering.swift`).
    open func render(in ctx: CGContext) { renderTree(in: ctx, presented: false) }

    /// What a layer subclass draws between its background and its border:
    /// a shape, a gradient, text (`CAShapeLayer`, `CAGradientLayer`, `CATextLayer`).
    func renderOwnContent(in ctx: CGContext) {}
    /// Where a layer subclass paints between its background and border (a
    /// shape's path, a gradient's bounds), in its coordinates (`CALayer+DrawnBounds.swift`).
    func ownContentBounds() -> CGRect { .null }
    /// Copies a subclass's own properties onto its presentation copy (`presentation()`).
    func copyOwnProperties(to copy: CALayer) {}

    /// The farthest-down layer containing `p` (in the superlayer's coordinates), or nil.
    open func hitTest(_ p: CGPoint) -> CALayer? { standardHitTest(p) }

    /// Warnings about what is not supported, each printed once.
    private static let warned = LockedValue<Set<String>>([])
    static func warnOnce(_ message: String) {
        guard warned.withLock({ $0.insert(message).inserted }) else { return }
        FileHandle.standardError.write(Data(("TouchLab: " + message + "\n").utf8))
    }

    // MARK: Geometry, shared with the view

    /// A layer with no view (a presentation copy, or one made by hand) keeps its own.
    private var ownBounds = CGRect.zero
    private var ownPosition = CGPoint.zero
    private var ownOpacity: Float = 1
    private var ownBackgroundColor: CGColor?
    private var ownMasksToBounds = false

    /// The layer's bounds rectangle: the view's `bounds`.
    open var bounds: CGRect {
        get { delegate?.bounds ?? ownBounds }
        set {
            if let delegate { delegate.bounds = newValue; return }
            let old = ownBounds
            notifyingObservers(of: "bounds") { ownBounds = newValue }
            noteChange("bounds", .rect(old), .rect(newValue))
            if old.size != newValue.size {
                if needsDisplayOnBoundsChange { setNeedsDisplay() }
                setNeedsLayout()
            }
        }
    }
    /// The layer's position in its superlayer's coordinates: the view's `center`.
    open var position: CGPoint {
        get { delegate?.center ?? ownPosition }
        set {
            if let delegate { delegate.center = newValue; return }
            let old = ownPosition
            notifyingObservers(of: "position") { ownPosition = newValue }
            noteChange("position", .point(old), .point(newValue))
        }
    }
    /// The layer's frame rectangle: the box around its transformed bounds, about its position.
    open var frame: CGRect {
        get {
            let b = bounds, p = position, a = anchorPoint
            let local = CGRect(x: -b.width * a.x, y: -b.height * a.y, width: b.width, height: b.height)
            return local.applying(affineTransform()).offsetBy(dx: p.x, dy: p.y)
        }
        set {
            if let delegate { delegate.frame = newValue; return }
            // As Core Animation: the size goes to the bounds, the origin through the anchor point to the position.
            bounds = CGRect(origin: bounds.origin, size: newValue.size)
            position = CGPoint(x: newValue.minX + newValue.width * anchorPoint.x, y: newValue.minY + newValue.height * anchorPoint.y)
        }
    }
    /// The layer's opacity, 0…1: the view's `alpha`.
    open var opacity: Float {
        get { delegate.map { Float($0.alpha) } ?? ownOpacity }
        set {
            if let delegate { delegate.alpha = CGFloat(newValue); return }
            let old = ownOpacity
            ownOpacity = newValue
            noteChange("opacity", .number(CGFloat(old)), .number(CGFloat(newValue)))
        }
    }
    /// The layer's background colour: the view's `backgroundColor`.
    open var backgroundColor: CGColor? {
        get { delegate.map { $0.backgroundColor?.cgColor } ?? ownBackgroundColor }
        set {
            if let delegate { delegate.backgroundColor = newValue.map(UIColor.init(cgColor:)); return }
            let old = ownBackgroundColor
            ownBackgroundColor = newValue
            noteChange("backgroundColor", .color(old.map(UIColor.init(cgColor:))), .color(newValue.map(UIColor.init(cgColor:))))
        }
    }
    /// Whether sublayers are clipped to the layer's bounds (and its rounded corners): the view's `clipsToBounds`.
    open var masksToBounds: Bool {
        get { delegate?.clipsToBounds ?? ownMasksToBounds }
        set { if let delegate { delegate.clipsToBounds = newValue } else { ownMasksToBounds = newValue; layerChanged() } }
    }
    /// The layer's transform as an affine transform: the view's `transform`.
    open func affineTransform() -> CGAffineTransform { delegate?.transform ?? ownTransform3D.affine }
    /// Sets the layer's transform (the view's `transform`).
    open func setAffineTransform(_ m: CGAffineTransform) {
        if let delegate { delegate.transform = m } else { transform = CATransform3DMakeAffineTransform(m) }
    }

    // MARK: Appearance: Core Animation's defaults

    /// The radius of the rounded corners of the layer's background and border; 0 by default.
    open var cornerRadius: CGFloat = 0 { didSet { changed(.cornerRadius, .number(oldValue), .number(cornerRadius)) } }
    /// The width of the border, drawn inside the bounds; 0 by default.
    open var borderWidth: CGFloat = 0 { didSet { changed(.borderWidth, .number(oldValue), .number(borderWidth)) } }
    /// The colour of the border; opaque black by default.
    open var borderColor: CGColor? = CGColor(gray: 0, alpha: 1) {
        didSet { changed(.borderColor, .color(oldValue.map(UIColor.init(cgColor:))), .color(borderColor.map(UIColor.init(cgColor:)))) }
    }
    /// The colour of the shadow; opaque black by default.
    open var shadowColor: CGColor? = CGColor(gray: 0, alpha: 1) {
        didSet { changed(.shadowColor, .color(oldValue.map(UIColor.init(cgColor:))), .color(shadowColor.map(UIColor.init(cgColor:)))) }
    }
    /// The opacity of the shadow, 0…1; 0 by default, so no shadow shows until it is set.
    open var shadowOpacity: Float = 0 { didSet { changed(.shadowOpacity, .number(CGFloat(oldValue)), .number(CGFloat(shadowOpacity))) } }
    /// The blur radius of the shadow, in points; 3 by default.
    open var shadowRadius: CGFloat = 3 { didSet { changed(.shadowRadius, .number(oldValue), .number(shadowRadius)) } }
    /// The offset of the shadow, in points; (0, −3) by default (Core Animation's, from macOS's flipped past).
    open var shadowOffset = CGSize(width: 0, height: -3) {
        didSet { changed(.shadowOffset, .size(oldValue), .size(shadowOffset)) }
    }

    /// A change inside an animation block animates, as on iOS; the view redraws either way.
    private func changed(_ property: AnimatedProperty, _ old: AnimatedValue, _ new: AnimatedValue) {
        guard let delegate else { return noteChange(property.rawValue, old, new) }
        guard old != new else { return }
        delegate.animatableChange(property, from: old, to: new)
        delegate.setNeedsRedraw()
    }

    // MARK: Presentation and animations

    weak var modelLayer: CALayer?

    /// A copy of the layer as it is drawn now: mid-animation, the values the
    /// animation shows, while the layer's own are already the targets. Hit-test
    /// it to touch a moving view where it is seen (Behaviour §9).
    open func presentation() -> Self? {
        guard delegate != nil else { return standalonePresentation() }
        let copy = Self.init()
        copy.modelLayer = self
        let shown = delegate?.presentationValues() ?? PresentationValues(layer: self)
        copy.ownBounds = shown.bounds
        copy.ownPosition = shown.center
        copy.ownTransform3D = shown.transform3D ?? CATransform3DMakeAffineTransform(shown.transform)
        copy.ownOpacity = Float(shown.alpha)
        copy.ownBackgroundColor = shown.backgroundColor?.cgColor
        copy.ownMasksToBounds = masksToBounds
        copy.cornerRadius = shown.cornerRadius
        copy.borderWidth = shown.borderWidth
        copy.borderColor = shown.borderColor?.cgColor
        copy.shadowColor = shown.shadowColor?.cgColor
        copy.shadowOpacity = Float(shown.shadowOpacity)
        copy.shadowRadius = shown.shadowRadius
        copy.shadowOffset = shown.shadowOffset
        // Placed as every layer is (`LayerPlacement`: held by a layer of its own, its `sublayerTransform`): about the view's anchor.
        copy.ownAnchorPoint = anchorPoint
        copy.sublayerTransform = sublayerTransform
        return copy
    }

    /// The model layer: for a presentation copy, the layer it was made from; otherwise the layer itself.
    open func model() -> Self { (modelLayer as? Self) ?? self }

    /// Core Animation animations added with `add(_:forKey:)` (`CALayer+Animations.swift`).
    var layerAnimations: [LayerAnimation] = []

    /// The keys of the animations on the layer — a view animation's key
    /// paths (`position`, `bounds`, `opacity`…) and those given to `add(_:forKey:)` — or nil if none.
    open func animationKeys() -> [String]? {
        var keys = delegate.map { view in AnimatedProperty.allCases.filter { view.animationTracks[$0] != nil }.map(\.rawValue) } ?? []
        keys += layerAnimations.map(\.key)
        return keys.isEmpty ? nil : keys
    }

    /// Removes every animation: the layer shows its model values at once,
    /// and the completions and delegates of the animations removed hear `finished == false`.
    open func removeAllAnimations() {
        delegate?.removeAllAnimationTracks()
        removeLayerAnimations { _ in true }
    }

    /// Removes the animation with `key` (a view animation's key path, or the key given to `add(_:forKey:)`).
    open func removeAnimation(forKey key: String) {
        if removeLayerAnimations(where: { $0.key == key }) { return }
        guard let delegate, let property = AnimatedProperty(rawValue: key),
              let track = delegate.animationTracks[property] else { return }
        delegate.remove(track)
        track.driver.trackWasRemoved(track)
    }

    /// Whether `p`, in the layer's own coordinates, is inside its bounds (a shape layer: inside its path).
    open func contains(_ p: CGPoint) -> Bool { bounds.contains(p) }

    /// `<CALayer: 0x…>`, as the seed logs end a view's description.
    open override var description: String {
        "<CALayer: " + LogNames.address(of: self) + ">"
    }
}
