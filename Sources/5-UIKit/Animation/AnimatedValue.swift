import Foundation

/// The properties a view animation can move: Core Animation's key paths,
/// since on iOS each is an animation on the view's layer (`center` is the
/// layer's `position`, `alpha` its `opacity`).
enum AnimatedProperty: String, CaseIterable, Sendable {
    case bounds, position, transform, opacity, backgroundColor
    case cornerRadius, borderWidth, borderColor, shadowColor, shadowOpacity, shadowRadius, shadowOffset

    /// The UIView name where the view has one (`center`, `alpha`), else the layer's.
    var viewName: String {
        switch self {
        case .position: "center"
        case .opacity: "alpha"
        default: rawValue
        }
    }
}

/// One value of an animated property, and how two of them mix.
enum AnimatedValue: Equatable {
    case number(CGFloat)
    case point(CGPoint)
    case size(CGSize)
    case rect(CGRect)
    case transform(CGAffineTransform)
    /// A layer's whole transform (`CABasicAnimation(keyPath: "transform")`
    /// with `CATransform3D` values, `layer.transform` set in an animation
    /// block): mixed through its decomposed parts, perspective kept.
    case transform3D(CATransform3D)
    case color(UIColor?)

    /// The value `progress` of the way from `self` to `target` (0 is `self`,
    /// 1 `target`; a spring passes 1 and comes back).
    func interpolated(to target: AnimatedValue, _ progress: Double) -> AnimatedValue {
        let t = CGFloat(progress)
        func mix(_ a: CGFloat, _ b: CGFloat) -> CGFloat { a + (b - a) * t }
        switch (self, target) {
        case let (.number(a), .number(b)): return .number(mix(a, b))
        case let (.point(a), .point(b)): return .point(CGPoint(x: mix(a.x, b.x), y: mix(a.y, b.y)))
        case let (.size(a), .size(b)): return .size(CGSize(width: mix(a.width, b.width), height: mix(a.height, b.height)))
        case let (.rect(a), .rect(b)):
            return .rect(CGRect(x: mix(a.origin.x, b.origin.x), y: mix(a.origin.y, b.origin.y),
                                width: mix(a.width, b.width), height: mix(a.height, b.height)))
        case let (.transform(a), .transform(b)):
            return .transform(TransformParts(a).interpolated(to: TransformParts(b), t).transform)
        case let (.transform3D(a), .transform3D(b)): return .transform3D(a.interpolated(to: b, t))
        case let (.transform(a), .transform3D(b)): return .transform3D(CATransform3DMakeAffineTransform(a).interpolated(to: b, t))
        case let (.transform3D(a), .transform(b)): return .transform3D(a.interpolated(to: CATransform3DMakeAffineTransform(b), t))
        case let (.color(a), .color(b)):
            // A missing colour is the other one, transparent: a clear view fades its colour in.
            guard a != nil || b != nil else { return .color(nil) }
            let from = a ?? b!.withAlphaComponent(0), to = b ?? a!.withAlphaComponent(0)
            return .color(UIColor(red: mix(from.red, to.red), green: mix(from.green, to.green),
                                  blue: mix(from.blue, to.blue), alpha: mix(from.alpha, to.alpha)))
        default:
            return progress < 1 ? self : target
        }
    }
}

/// An affine transform taken apart the way Core Animation interpolates one:
/// scale, shear, rotation and translation mixed separately, so a quarter turn
/// turns rather than shrinking through a squashed matrix halfway.
///
///     M = scale(sx, sy) · shear(k) · rotation(θ) · translation(tx, ty)
struct TransformParts {
    var sx: CGFloat, sy: CGFloat, shear: CGFloat, angle: CGFloat, tx: CGFloat, ty: CGFloat

    init(_ m: CGAffineTransform) {
        sx = (m.a * m.a + m.b * m.b).squareRoot()
        angle = atan2(m.b, m.a)
        let c = cos(angle), s = sin(angle)
        sy = m.d * c - m.c * s
        shear = sy == 0 ? 0 : (m.c * c + m.d * s) / sy
        tx = m.tx; ty = m.ty
    }

    var transform: CGAffineTransform {
        let c = cos(angle), s = sin(angle)
        return CGAffineTransform(a: sx * c, b: sx * s, c: sy * (shear * c - s), d: sy * (shear * s + c), tx: tx, ty: ty)
    }

    func interpolated(to b: TransformParts, _ t: CGFloat) -> TransformParts {
        func mix(_ x: CGFloat, _ y: CGFloat) -> CGFloat { x + (y - x) * t }
        var turn = b.angle - angle   // the short way round
        if turn > .pi { turn -= 2 * .pi } else if turn < -.pi { turn += 2 * .pi }
        var parts = self
        parts.sx = mix(sx, b.sx); parts.sy = mix(sy, b.sy); parts.shear = mix(shear, b.shear)
        parts.angle = angle + turn * t
        parts.tx = mix(tx, b.tx); parts.ty = mix(ty, b.ty)
        return parts
    }
}
