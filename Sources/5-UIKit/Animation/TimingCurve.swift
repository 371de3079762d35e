import Foundation

/// How an animation's progress follows time, both on the 0…1 scale of its
/// duration: Core Animation's cubic Bézier timing functions, or a spring.
enum TimingCurve: Equatable {
    /// `CAMediaTimingFunction(controlPoints:)`: the curve from (0, 0) to (1, 1)
    /// through control points `p1` and `p2`.
    case cubic(CGPoint, CGPoint)
    /// A damped spring that settles on the target by the end of the duration;
    /// `velocity` is in animation distances per second, as UIKit's
    /// `initialSpringVelocity` ("a value of 1 corresponds to the total
    /// animation distance traversed in one second").
    case spring(dampingRatio: Double, velocity: Double, duration: Double)

    // Core Animation's named timing functions (`kCAMediaTimingFunction…`).
    static let linear = TimingCurve.cubic(CGPoint(x: 0, y: 0), CGPoint(x: 1, y: 1))
    static let easeIn = TimingCurve.cubic(CGPoint(x: 0.42, y: 0), CGPoint(x: 1, y: 1))
    static let easeOut = TimingCurve.cubic(CGPoint(x: 0, y: 0), CGPoint(x: 0.58, y: 1))
    static let easeInOut = TimingCurve.cubic(CGPoint(x: 0.42, y: 0), CGPoint(x: 0.58, y: 1))

    /// Progress at `time` (0…1 of the duration): exactly 0 at 0 and 1 at 1.
    func progress(_ time: Double) -> Double {
        let u = min(1, max(0, time))
        if u <= 0 { return 0 }
        if u >= 1 { return 1 }
        switch self {
        case let .cubic(p1, p2): return Self.bezier(u, Double(p1.x), Double(p1.y), Double(p2.x), Double(p2.y))
        case let .spring(ratio, velocity, duration): return Self.spring(u, ratio: ratio, velocity: velocity, duration: duration)
        }
    }

    /// y at x = `x` on the Bézier: Newton's method on x(s), bisection if it stalls.
    private static func bezier(_ x: Double, _ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) -> Double {
        func coordinate(_ s: Double, _ a: Double, _ b: Double) -> Double {
            let r = 1 - s
            return 3 * r * r * s * a + 3 * r * s * s * b + s * s * s
        }
        func slope(_ s: Double, _ a: Double, _ b: Double) -> Double {
            let r = 1 - s
            return 3 * r * r * a + 6 * r * s * (b - a) + 3 * s * s * (1 - b)
        }
        var s = x
        for _ in 0..<8 {
            let error = coordinate(s, x1, x2) - x
            if abs(error) < 1e-7 { return coordinate(s, y1, y2) }
            let d = slope(s, x1, x2)
            if abs(d) < 1e-6 { break }
            s -= error / d
        }
        var low = 0.0, high = 1.0
        s = x
        for _ in 0..<40 {
            let value = coordinate(s, x1, x2)
            if abs(value - x) < 1e-7 { break }
            if value < x { low = s } else { high = s }
            s = (low + high) / 2
        }
        return coordinate(s, y1, y2)
    }

    /// A damped harmonic oscillator from 0 to 1, stiff enough that what is
    /// left of its motion at the end of `duration` is a thousandth of the
    /// distance (so snapping to the target there cannot be seen).
    private static func spring(_ u: Double, ratio: Double, velocity: Double, duration: Double) -> Double {
        // A damping or velocity that is not a number springs as the defaults do: critically, from rest.
        let ζ = ratio.isFinite ? max(0.01, ratio) : 1
        let velocity = velocity.isFinite ? velocity : 0
        let t = u * duration
        let ω = log(1000) / (min(1, ζ) * max(duration, 1e-6))
        if ζ < 1 {
            let ωd = ω * (1 - ζ * ζ).squareRoot()
            let envelope = exp(-ζ * ω * t)
            return 1 - envelope * (cos(ωd * t) + (ζ * ω - velocity) / ωd * sin(ωd * t))
        }
        return 1 - exp(-ω * t) * (1 + (ω - velocity) * t)   // critically damped (and over-damped, taken as critical)
    }
}
