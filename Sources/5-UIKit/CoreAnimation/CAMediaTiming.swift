import Foundation

/// The names of Core Animation's timing functions.
public struct CAMediaTimingFunctionName: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    /// Makes a name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Even pace: progress equals time.
    public static let linear = CAMediaTimingFunctionName(rawValue: "linear")
    /// Slow start: control points (0.42, 0) (1, 1).
    public static let easeIn = CAMediaTimingFunctionName(rawValue: "easeIn")
    /// Slow end: control points (0, 0) (0.58, 1).
    public static let easeOut = CAMediaTimingFunctionName(rawValue: "easeOut")
    /// Slow start and end: (0.42, 0) (0.58, 1).
    public static let easeInEaseOut = CAMediaTimingFunctionName(rawValue: "easeInEaseOut")
    /// The curve implicit animations use: (0.25, 0.1) (0.25, 1).
    public static let `default` = CAMediaTimingFunctionName(rawValue: "default")
}

/// A cubic Bézier from (0, 0) to (1, 1) mapping an animation's time to its
/// progress; the same curves `UIView.animate` uses (`TimingCurve`).
open class CAMediaTimingFunction {
    let curve: TimingCurve
    /// Core Animation's named curve.
    public init(name: CAMediaTimingFunctionName) {
        curve = switch name {
        case .linear: .linear
        case .easeIn: .easeIn
        case .easeOut: .easeOut
        case .easeInEaseOut: .easeInOut
        default: .cubic(CGPoint(x: 0.25, y: 0.1), CGPoint(x: 0.25, y: 1))
        }
    }
    /// The curve through control points (c1x, c1y) and (c2x, c2y).
    public init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) {
        curve = .cubic(CGPoint(x: CGFloat(c1x), y: CGFloat(c1y)), CGPoint(x: CGFloat(c2x), y: CGFloat(c2y)))
    }
    /// Progress at `time`, both 0…1.
    func progress(_ time: Double) -> Double { curve.progress(time) }
}

/// What an animation shows outside its active time.
public struct CAMediaTimingFillMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    /// Makes a mode.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Nothing: the model value shows before and after (the default).
    public static let removed = CAMediaTimingFillMode(rawValue: "removed")
    /// The last value holds after the end (while the animation is kept: `isRemovedOnCompletion = false`).
    public static let forwards = CAMediaTimingFillMode(rawValue: "forwards")
    /// The first value shows before a delayed start.
    public static let backwards = CAMediaTimingFillMode(rawValue: "backwards")
    /// Both.
    public static let both = CAMediaTimingFillMode(rawValue: "both")
}

/// Core Animation's clock, in seconds: the app's run loop clock — virtual
/// under the headless driver, slowed by the demo's `--speed` — so
/// `beginTime = CACurrentMediaTime() + 0.5` means what it does on iOS.
public func CACurrentMediaTime() -> CFTimeInterval { UIApplication.shared.runLoop.clock.now }
