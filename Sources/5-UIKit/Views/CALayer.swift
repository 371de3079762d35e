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
open class CALayer: CustomStringConvertible {
    /// The view that owns the layer, as on iOS.
    public internal(set) weak var delegate: UIView?

    /// Makes a layer with no delegate.
    public required init() {}

    // MARK: Geometry, shared with the view

    /// A layer with no view (a presentation copy, or one made by hand) keeps its own.
    private var ownBounds = CGRect.zero
    private var ownPosition = CGPoint.zero
    private var ownTransform = CGAffineTransform.identity
    private var ownOpacity: Float = 1
    private var ownBackgroundColor: CGColor?
    private var ownMasksToBounds = false

    /// The layer's bounds rectangle: the view's `bounds`.
    open var bounds: CGRect {
        get { delegate?.bounds ?? ownBounds }
        set { if let delegate { delegate.bounds = newValue } else { ownBounds = newValue } }
    }
    /// The layer's position in its superlayer's coordinates: the view's `center`.
    open var position: CGPoint {
        get { delegate?.center ?? ownPosition }
        set { if let delegate { delegate.center = newValue } else { ownPosition = newValue } }
    }
    /// The layer's frame rectangle: the box around its transformed bounds, about its position.
    open var frame: CGRect {
        get {
            let b = bounds, p = position
            let local = CGRect(x: -b.width / 2, y: -b.height / 2, width: b.width, height: b.height)
            return local.applying(affineTransform()).offsetBy(dx: p.x, dy: p.y)
        }
        set {
            if let delegate { delegate.frame = newValue; return }
            ownBounds.size = newValue.size
            ownPosition = CGPoint(x: newValue.midX, y: newValue.midY)
        }
    }
    /// The layer's opacity, 0…1: the view's `alpha`.
    open var opacity: Float {
        get { delegate.map { Float($0.alpha) } ?? ownOpacity }
        set { if let delegate { delegate.alpha = CGFloat(newValue) } else { ownOpacity = newValue } }
    }
    /// The layer's background colour: the view's `backgroundColor`.
    open var backgroundColor: CGColor? {
        get { delegate.map { $0.backgroundColor?.cgColor } ?? ownBackgroundColor }
        set { if let delegate { delegate.backgroundColor = newValue.map(UIColor.init(cgColor:)) } else { ownBackgroundColor = newValue } }
    }
    /// Whether sublayers are clipped to the layer's bounds (and its rounded corners): the view's `clipsToBounds`.
    open var masksToBounds: Bool {
        get { delegate?.clipsToBounds ?? ownMasksToBounds }
        set { if let delegate { delegate.clipsToBounds = newValue } else { ownMasksToBounds = newValue } }
    }
    /// The layer's transform as an affine transform: the view's `transform`.
    open func affineTransform() -> CGAffineTransform { delegate?.transform ?? ownTransform }
    /// Sets the layer's transform (the view's `transform`).
    open func setAffineTransform(_ m: CGAffineTransform) {
        if let delegate { delegate.transform = m } else { ownTransform = m }
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
        guard let delegate, old != new else { return }
        delegate.animatableChange(property, from: old, to: new)
        delegate.setNeedsRedraw()
    }

    // MARK: Presentation and animations

    private weak var modelLayer: CALayer?

    /// A copy of the layer as it is drawn now: mid-animation, the values the
    /// animation shows, while the layer's own are already the targets. Hit-test
    /// it to touch a moving view where it is seen (Behaviour §9).
    open func presentation() -> Self? {
        let copy = Self.init()
        copy.modelLayer = self
        let shown = delegate?.presentationValues() ?? PresentationValues(layer: self)
        copy.ownBounds = shown.bounds
        copy.ownPosition = shown.center
        copy.ownTransform = shown.transform
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
        return copy
    }

    /// The model layer: for a presentation copy, the layer it was made from; otherwise the layer itself.
    open func model() -> Self { (modelLayer as? Self) ?? self }

    /// The key paths being animated (`position`, `bounds`, `opacity`…), or nil if none.
    open func animationKeys() -> [String]? {
        guard let tracks = delegate?.animationTracks, !tracks.isEmpty else { return nil }
        return AnimatedProperty.allCases.filter { tracks[$0] != nil }.map(\.rawValue)
    }

    /// Removes every animation: the view shows its model values at once, and
    /// the completions of the animations removed hear `finished == false`.
    open func removeAllAnimations() { delegate?.removeAllAnimationTracks() }

    /// Removes the animation of one key path (`"position"`, `"opacity"`…).
    open func removeAnimation(forKey key: String) {
        guard let delegate, let property = AnimatedProperty(rawValue: key),
              let track = delegate.animationTracks[property] else { return }
        delegate.remove(track)
        track.driver.trackWasRemoved(track)
    }

    /// Whether `p`, in the layer's own coordinates, is inside its bounds.
    open func contains(_ p: CGPoint) -> Bool { bounds.contains(p) }

    /// `<CALayer: 0x…>`, as the seed logs end a view's description.
    open var description: String {
        "<CALayer: 0x" + String(UInt(bitPattern: ObjectIdentifier(self)), radix: 16) + ">"
    }
}
