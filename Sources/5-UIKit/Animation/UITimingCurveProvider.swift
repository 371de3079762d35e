import Foundation

/// The kinds of timing curve an animator can use.
public enum UITimingCurveType: Int, Sendable {
    /// One of the built-in curves (`UIView.AnimationCurve`).
    case builtin = 0
    /// A cubic Bézier curve with custom control points.
    case cubic = 1
    /// A spring.
    case spring = 2
    /// A combination of curves.
    case composed = 3
}

/// Timing information for a property animator: a cubic curve or a spring.
public protocol UITimingCurveProvider: AnyObject {
    /// The kind of curve.
    var timingCurveType: UITimingCurveType { get }
    /// The cubic parameters, if the curve is cubic.
    var cubicTimingParameters: UICubicTimingParameters? { get }
    /// The spring parameters, if the curve is a spring.
    var springTimingParameters: UISpringTimingParameters? { get }
}

/// A cubic Bézier timing curve: one of UIKit's named curves or two control points.
open class UICubicTimingParameters: UITimingCurveProvider {
    /// The built-in curve, if the parameters were made from one.
    public let animationCurve: UIView.AnimationCurve
    /// The first control point.
    public let controlPoint1: CGPoint
    /// The second control point.
    public let controlPoint2: CGPoint

    /// The ease-in-out curve.
    public convenience init() { self.init(animationCurve: .easeInOut) }

    /// One of UIKit's named curves.
    public init(animationCurve curve: UIView.AnimationCurve) {
        animationCurve = curve
        guard case let .cubic(p1, p2) = curve.timing else { preconditionFailure("named curves are cubic") }
        controlPoint1 = p1; controlPoint2 = p2
    }

    /// A curve from (0, 0) to (1, 1) through two control points.
    public init(controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint) {
        animationCurve = .easeInOut
        controlPoint1 = point1; controlPoint2 = point2
    }

    /// `.builtin` or `.cubic`.
    open var timingCurveType: UITimingCurveType { .cubic }
    /// Itself.
    open var cubicTimingParameters: UICubicTimingParameters? { self }
    /// Nil: it is not a spring.
    open var springTimingParameters: UISpringTimingParameters? { nil }
}

/// A spring timing curve.
open class UISpringTimingParameters: UITimingCurveProvider {
    /// The damping ratio: 1 settles without oscillating, less oscillates.
    public let dampingRatio: CGFloat
    /// The initial velocity, in animation distances per second on each axis.
    public let initialVelocity: CGVector

    /// A critically damped spring (damping ratio 1, no initial velocity).
    public convenience init() { self.init(dampingRatio: 1, initialVelocity: .zero) }

    /// A spring with the given damping ratio and no initial velocity.
    public convenience init(dampingRatio ratio: CGFloat) { self.init(dampingRatio: ratio, initialVelocity: .zero) }

    /// A spring with the given damping ratio and initial velocity.
    public init(dampingRatio ratio: CGFloat, initialVelocity velocity: CGVector) {
        dampingRatio = ratio; initialVelocity = velocity
    }

    /// A spring from its physical parameters; the damping ratio is `damping / (2·√(stiffness·mass))`.
    public convenience init(mass: CGFloat, stiffness: CGFloat, damping: CGFloat, initialVelocity velocity: CGVector) {
        let critical = 2 * (max(stiffness, 0) * max(mass, 0)).squareRoot()
        self.init(dampingRatio: critical > 0 ? damping / critical : 1, initialVelocity: velocity)
    }

    /// `.spring`.
    open var timingCurveType: UITimingCurveType { .spring }
    /// Nil: it is a spring.
    open var cubicTimingParameters: UICubicTimingParameters? { nil }
    /// Itself.
    open var springTimingParameters: UISpringTimingParameters? { self }
}

extension TimingCurve {
    /// The curve a provider describes, over `duration` (a spring needs it to settle in time).
    init(_ provider: UITimingCurveProvider, duration: TimeInterval) {
        if let spring = provider.springTimingParameters {
            self = .spring(dampingRatio: Double(spring.dampingRatio), velocity: Double(spring.initialVelocity.dx),
                           duration: duration)
        } else if let cubic = provider.cubicTimingParameters {
            self = .cubic(cubic.controlPoint1, cubic.controlPoint2)
        } else {
            self = .easeInOut
        }
    }
}
