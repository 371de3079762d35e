import Foundation

/// What a view looks like on screen at one moment: its model values, with
/// each property an animation is moving replaced by the animation's current
/// value. The demo draws these; `layer.presentation()` returns them; hit-testing
/// never reads them (it uses the model: Behaviour §9).
@_spi(TouchLab) public struct PresentationValues {
    /// The bounds as drawn.
    public var bounds: CGRect
    /// The centre as drawn.
    public var center: CGPoint
    /// The transform as drawn (the affine part of `transform3D` when there is one).
    public var transform: CGAffineTransform
    /// The layer's whole transform as drawn when it is not flat (`m34`
    /// perspective, a turn about x or y), mid-animation its decomposed
    /// interpolation (`DecomposedTransform3D`); nil for a flat one.
    public var transform3D: CATransform3D?
    /// The opacity as drawn.
    public var alpha: CGFloat
    /// The background colour as drawn.
    public var backgroundColor: UIColor?
    /// The layer's corner radius as drawn.
    public var cornerRadius: CGFloat
    /// The layer's border width as drawn.
    public var borderWidth: CGFloat
    /// The layer's border colour as drawn.
    public var borderColor: UIColor?
    /// The layer's shadow colour as drawn.
    public var shadowColor: UIColor?
    /// The layer's shadow opacity as drawn.
    public var shadowOpacity: CGFloat
    /// The layer's shadow blur radius as drawn.
    public var shadowRadius: CGFloat
    /// The layer's shadow offset as drawn.
    public var shadowOffset: CGSize
    /// Where in the bounds (unit coordinates) the centre sits and the transform turns.
    public var anchorPoint = CGPoint(x: 0.5, y: 0.5)

    /// The frame these values give: the box around the transformed bounds, about the anchor point.
    public var frame: CGRect {
        let local = CGRect(x: -bounds.width * anchorPoint.x, y: -bounds.height * anchorPoint.y, width: bounds.width, height: bounds.height)
        if let transform3D { return transform3D.projectedBox(of: local).offsetBy(dx: center.x, dy: center.y) }
        return (transform.isIdentity ? local : local.applying(transform)).offsetBy(dx: center.x, dy: center.y)
    }

    init(view: UIView) {
        bounds = view._bounds; center = view._center; transform = view._transform; anchorPoint = view._anchorPoint
        transform3D = view._transform3D
        alpha = view.alpha; backgroundColor = view.backgroundColor
        let layer = view.existingLayer
        cornerRadius = layer?.cornerRadius ?? 0
        borderWidth = layer?.borderWidth ?? 0
        borderColor = layer?.borderColor.map(UIColor.init(cgColor:)) ?? .black
        shadowColor = layer?.shadowColor.map(UIColor.init(cgColor:)) ?? .black
        shadowOpacity = CGFloat(layer?.shadowOpacity ?? 0)
        shadowRadius = layer?.shadowRadius ?? 3
        shadowOffset = layer?.shadowOffset ?? CGSize(width: 0, height: -3)
    }

    init(layer: CALayer) {
        bounds = layer.bounds; center = layer.position; transform = layer.affineTransform(); anchorPoint = layer.anchorPoint
        transform3D = CATransform3DIsAffine(layer.transform) ? nil : layer.transform
        alpha = CGFloat(layer.opacity); backgroundColor = layer.backgroundColor.map(UIColor.init(cgColor:))
        cornerRadius = layer.cornerRadius; borderWidth = layer.borderWidth
        borderColor = layer.borderColor.map(UIColor.init(cgColor:)); shadowColor = layer.shadowColor.map(UIColor.init(cgColor:))
        shadowOpacity = CGFloat(layer.shadowOpacity); shadowRadius = layer.shadowRadius; shadowOffset = layer.shadowOffset
    }

    mutating func apply(_ property: AnimatedProperty, _ value: AnimatedValue) {
        switch (property, value) {
        case let (.bounds, .rect(r)): bounds = r
        case let (.position, .point(p)): center = p
        case let (.transform, .transform(t)): transform = t; transform3D = nil
        case let (.transform, .transform3D(t)): transform = t.affine; transform3D = CATransform3DIsAffine(t) ? nil : t
        case let (.opacity, .number(n)): alpha = n
        case let (.backgroundColor, .color(c)): backgroundColor = c
        case let (.cornerRadius, .number(n)): cornerRadius = n
        case let (.borderWidth, .number(n)): borderWidth = n
        case let (.borderColor, .color(c)): borderColor = c
        case let (.shadowColor, .color(c)): shadowColor = c
        case let (.shadowOpacity, .number(n)): shadowOpacity = n
        case let (.shadowRadius, .number(n)): shadowRadius = n
        case let (.shadowOffset, .size(s)): shadowOffset = s
        default: break
        }
    }
}

extension UIView {
    /// The view as drawn now (at its run loop's clock time): the model
    /// values, unless an animation is moving them.
    @_spi(TouchLab) public func presentationValues() -> PresentationValues {
        var values = PresentationValues(view: self)
        let layerAnimating = existingLayer.map { !$0.layerAnimations.isEmpty } ?? false
        guard !animationTracks.isEmpty || layerAnimating, let now = animationRunLoop?.clock.now else { return values }
        for (property, track) in animationTracks { values.apply(property, track.value(at: now)) }
        // Core Animation animations added to the view's layer (`CALayer+Animations.swift`): the same presentation.
        if layerAnimating, let layer = existingLayer { layer.applyAnimations(to: &values, at: now) }
        return values
    }

    /// Whether an animation is moving any of the view's properties now (not `isAnimating`: that is
    /// `UIActivityIndicatorView`'s public property).
    @_spi(TouchLab) public var hasRunningAnimations: Bool { !animationTracks.isEmpty || existingLayer?.layerAnimations.isEmpty == false }

    /// "During an animation, user interactions are temporarily disabled for
    /// the views being animated" (Apple, `animate(withDuration:delay:options:animations:completion:)`),
    /// unless the animation allows them (`.allowUserInteraction`; a property
    /// animator's `isUserInteractionEnabled`, true by default).
    @inline(__always) var isAnimatingWithoutInteraction: Bool {
        !animationTracks.isEmpty && animationTracks.values.contains { !$0.driver.allowsUserInteraction }
    }
}

extension UIView {
    /// Sets one animatable property's model value through its public setter
    /// (so a subclass's override sees it), as an animator does when it stops or finishes.
    func setModelValue(_ property: AnimatedProperty, _ value: AnimatedValue) {
        switch (property, value) {
        case let (.bounds, .rect(r)): bounds = r
        case let (.position, .point(p)): center = p
        case let (.transform, .transform(t)): transform = t
        case let (.transform, .transform3D(t)): transform3D = t
        case let (.opacity, .number(n)): alpha = n
        case let (.backgroundColor, .color(c)): backgroundColor = c
        case let (.cornerRadius, .number(n)): layer.cornerRadius = n
        case let (.borderWidth, .number(n)): layer.borderWidth = n
        case let (.borderColor, .color(c)): layer.borderColor = c?.cgColor
        case let (.shadowColor, .color(c)): layer.shadowColor = c?.cgColor
        case let (.shadowOpacity, .number(n)): layer.shadowOpacity = Float(n)
        case let (.shadowRadius, .number(n)): layer.shadowRadius = n
        case let (.shadowOffset, .size(s)): layer.shadowOffset = s
        default: break
        }
    }
}
