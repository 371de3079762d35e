@_spi(TouchLab) import CoreGraphics
import Foundation

/// Told when an animation starts and stops. Core Animation keeps its delegate strongly, as here.
public protocol CAAnimationDelegate: AnyObject {
    /// The animation began (its begin time was reached).
    func animationDidStart(_ anim: CAAnimation)
    /// The animation ended: `flag` is true if it ran its course, false if it was removed first.
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool)
}
extension CAAnimationDelegate {
    /// Does nothing.
    public func animationDidStart(_ anim: CAAnimation) {}
    /// Does nothing.
    public func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {}
}

/// A timed change of layer properties (Apple, "CAAnimation", "CAMediaTiming").
/// A layer keeps a copy of what is added to it; the model value never
/// changes, the presentation shows the animation, and hit-testing reads the
/// model (Behaviour §9).
open class CAAnimation {
    /// Seconds per cycle; 0 means Core Animation's 0.25.
    open var duration: CFTimeInterval = 0
    /// When it starts, on `CACurrentMediaTime()`'s clock; 0: when it is added.
    open var beginTime: CFTimeInterval = 0
    /// Seconds into the animation it starts at.
    open var timeOffset: CFTimeInterval = 0
    /// How fast its time runs relative to the layer's.
    open var speed: Float = 1
    /// How many cycles it runs (`.infinity` for ever); 0 means 1.
    open var repeatCount: Float = 0
    /// Plays each cycle forwards then backwards.
    open var autoreverses = false
    /// What shows before and after its active time.
    open var fillMode = CAMediaTimingFillMode.removed
    /// How time maps to progress; nil: linear.
    open var timingFunction: CAMediaTimingFunction?
    /// Whether the layer drops it when it ends (true, the default); false keeps it (with `.forwards`, its end value shows).
    open var isRemovedOnCompletion = true
    /// Told when it starts and stops (held strongly, as on iOS).
    open var delegate: CAAnimationDelegate?

    /// Makes an animation with Core Animation's defaults.
    public init() {}

    /// A copy (the layer keeps one when the animation is added).
    open func copy() -> Any {
        let c = Self.makeEmpty()
        c.copyTiming(from: self)
        return c
    }
    class func makeEmpty() -> CAAnimation { CAAnimation() }
    func copyTiming(from a: CAAnimation) {
        duration = a.duration; beginTime = a.beginTime; timeOffset = a.timeOffset; speed = a.speed
        repeatCount = a.repeatCount; autoreverses = a.autoreverses; fillMode = a.fillMode
        timingFunction = a.timingFunction; isRemovedOnCompletion = a.isRemovedOnCompletion; delegate = a.delegate
    }

    // MARK: Time

    var cycleDuration: Double { duration > 0 ? duration : 0.25 }
    /// The active time: cycles × (2 if it autoreverses).
    var activeDuration: Double {
        let cycles = repeatCount > 0 ? Double(repeatCount) : 1
        return cycleDuration * (autoreverses ? 2 : 1) * cycles
    }

    /// Progress (0…1, past 1 for a spring) at `local` seconds since its begin time; nil where nothing shows.
    func progress(atLocalTime local: Double) -> Double? {
        let t = local * Double(speed) + timeOffset
        if t < 0 { return fillMode == .backwards || fillMode == .both ? eased(0) : nil }
        if t >= activeDuration {
            guard fillMode == .forwards || fillMode == .both else { return nil }
            let reversedLast = autoreverses
            return eased(reversedLast ? 0 : 1)
        }
        let cycle = t / cycleDuration
        var within = cycle.truncatingRemainder(dividingBy: 1)
        if autoreverses, Int(cycle) % 2 == 1 { within = 1 - within }
        return eased(within)
    }

    func eased(_ u: Double) -> Double { timingFunction?.progress(u) ?? u }

    /// Whether the animation has run its course `local` seconds after its begin time.
    func isOver(atLocalTime local: Double) -> Bool {
        activeDuration.isFinite && local * Double(speed) + timeOffset >= activeDuration
    }

    /// The value this animation gives `keyPath` at `local` seconds, over the model value `base`; nil if it leaves it alone.
    func value(for keyPath: String, base: AnimatedValue, atLocalTime local: Double) -> AnimatedValue? { nil }
    /// The key paths it moves.
    var keyPaths: [String] { [] }
}

/// An animation of one key path (`"position"`, `"transform.rotation.z"`, `"strokeEnd"`).
open class CAPropertyAnimation: CAAnimation {
    /// The property animated.
    open var keyPath: String?
    /// Adds the animated value to the model value.
    open var isAdditive = false
    /// Each repeat continues from where the last ended.
    open var isCumulative = false

    /// An animation of `path`.
    public convenience init(keyPath path: String?) {
        self.init()
        keyPath = path
    }
    override class func makeEmpty() -> CAAnimation { CAPropertyAnimation() }
    override func copyTiming(from a: CAAnimation) {
        super.copyTiming(from: a)
        guard let p = a as? CAPropertyAnimation else { return }
        keyPath = p.keyPath; isAdditive = p.isAdditive; isCumulative = p.isCumulative
    }
    override var keyPaths: [String] { keyPath.map { [$0] } ?? [] }

    /// This animation's value at `progress`, from `base` (the model value).
    func value(atProgress progress: Double, base: AnimatedValue) -> AnimatedValue? { nil }

    override func value(for keyPath: String, base: AnimatedValue, atLocalTime local: Double) -> AnimatedValue? {
        guard keyPath == self.keyPath, let p = progress(atLocalTime: local), let v = value(atProgress: p, base: base) else { return nil }
        return isAdditive ? v.adding(base) : v
    }
}

/// From one value to another (either may be left out: the model value stands in).
open class CABasicAnimation: CAPropertyAnimation {
    /// The start value; nil: the model value (or `toValue − byValue`).
    open var fromValue: Any?
    /// The end value; nil: `fromValue + byValue`, or the model value.
    open var toValue: Any?
    /// How far it goes from the start.
    open var byValue: Any?
    /// An implicit animation's start, already in animated form.
    var fromAnimated: AnimatedValue?

    override class func makeEmpty() -> CAAnimation { CABasicAnimation() }
    override func copyTiming(from a: CAAnimation) {
        super.copyTiming(from: a)
        guard let b = a as? CABasicAnimation else { return }
        fromValue = b.fromValue; toValue = b.toValue; byValue = b.byValue; fromAnimated = b.fromAnimated
    }

    override func value(atProgress progress: Double, base: AnimatedValue) -> AnimatedValue? {
        let by = byValue.flatMap(AnimatedValue.init(any:))
        let to0 = toValue.flatMap(AnimatedValue.init(any:))
        let from = fromAnimated ?? fromValue.flatMap(AnimatedValue.init(any:))
            ?? (to0 != nil && by != nil ? to0!.adding(by!.negated) : base)
        let to = to0 ?? by.map { from.adding($0) } ?? base
        return from.interpolated(to: to, progress)
    }
}

/// Through a list of values (or along a path, for a point property).
open class CAKeyframeAnimation: CAPropertyAnimation {
    /// The values, in order.
    open var values: [Any]?
    /// When each value is reached, 0…1 of the duration; nil: evenly spaced.
    open var keyTimes: [NSNumber]?
    /// The pacing between each pair of values.
    open var timingFunctions: [CAMediaTimingFunction]?
    /// A path a point property follows (instead of `values`).
    open var path: CGPath?
    /// How values between keyframes are found (linear here).
    open var calculationMode = CAAnimationCalculationMode.linear

    override class func makeEmpty() -> CAAnimation { CAKeyframeAnimation() }
    override func copyTiming(from a: CAAnimation) {
        super.copyTiming(from: a)
        guard let k = a as? CAKeyframeAnimation else { return }
        values = k.values; keyTimes = k.keyTimes; timingFunctions = k.timingFunctions; path = k.path; calculationMode = k.calculationMode
    }

    override func value(atProgress progress: Double, base: AnimatedValue) -> AnimatedValue? {
        if let path { return .point(PathWalk(path).point(at: CGFloat(progress))) }
        let list = (values ?? []).compactMap(AnimatedValue.init(any:))
        guard let first = list.first else { return nil }
        guard list.count > 1 else { return first }
        let times = keyTimes.map { $0.map { $0.doubleValue } } ?? (0..<list.count).map { Double($0) / Double(list.count - 1) }
        guard times.count == list.count else { return first }
        if progress <= times[0] { return list[0] }
        for i in 1..<list.count where progress <= times[i] {
            let span = times[i] - times[i - 1]
            var local = span > 0 ? (progress - times[i - 1]) / span : 1
            if calculationMode == .discrete { return list[i - 1] }
            if let fns = timingFunctions, i - 1 < fns.count { local = fns[i - 1].progress(local) }
            return list[i - 1].interpolated(to: list[i], local)
        }
        return list[list.count - 1]
    }
}

/// How a keyframe animation finds values between keyframes.
public struct CAAnimationCalculationMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    /// Makes a mode.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Straight between keyframes.
    public static let linear = CAAnimationCalculationMode(rawValue: "linear")
    /// Each keyframe held until the next (no interpolation).
    public static let discrete = CAAnimationCalculationMode(rawValue: "discrete")
    /// Drawn as `.linear` here (even speed is not computed).
    public static let paced = CAAnimationCalculationMode(rawValue: "paced")
    /// Drawn as `.linear` here (no Catmull-Rom spline).
    public static let cubic = CAAnimationCalculationMode(rawValue: "cubic")
    /// Drawn as `.linear` here.
    public static let cubicPaced = CAAnimationCalculationMode(rawValue: "cubicPaced")
}

/// A basic animation moved by a damped spring: mass, stiffness and damping
/// as physics defines them; it runs for `duration` (set it to `settlingDuration` to see it settle).
open class CASpringAnimation: CABasicAnimation {
    /// The mass on the spring; 1.
    open var mass: CGFloat = 1
    /// The spring's stiffness; 100.
    open var stiffness: CGFloat = 100
    /// The damping; 10.
    open var damping: CGFloat = 10
    /// The starting velocity, in distances per second; 0.
    open var initialVelocity: CGFloat = 0

    override class func makeEmpty() -> CAAnimation { CASpringAnimation() }
    override func copyTiming(from a: CAAnimation) {
        super.copyTiming(from: a)
        guard let s = a as? CASpringAnimation else { return }
        mass = s.mass; stiffness = s.stiffness; damping = s.damping; initialVelocity = s.initialVelocity
    }

    /// The time the spring takes to come to rest (within a thousandth of the distance).
    open var settlingDuration: CFTimeInterval {
        var t = 0.0
        while t < 60, abs(1 - displacement(t)) > 0.001 || abs(1 - displacement(t + 0.1)) > 0.001 { t += 0.01 }
        return t
    }

    /// Where the spring is `t` seconds after release, 0 at the start and 1 at rest.
    func displacement(_ t: Double) -> Double {
        let m = Double(max(mass, 1e-6)), k = Double(max(stiffness, 1e-6)), c = Double(max(damping, 0))
        let ω0 = (k / m).squareRoot(), ζ = c / (2 * (k * m).squareRoot())
        let v0 = -Double(initialVelocity)
        let x0 = -1.0
        if ζ < 1 {
            let ωd = ω0 * (1 - ζ * ζ).squareRoot()
            return 1 + exp(-ζ * ω0 * t) * (x0 * cos(ωd * t) + (v0 + ζ * ω0 * x0) / ωd * sin(ωd * t))
        }
        return 1 + exp(-ω0 * t) * (x0 + (v0 + ω0 * x0) * t)
    }

    override func progress(atLocalTime local: Double) -> Double? {
        let t = local * Double(speed) + timeOffset
        if t < 0 { return fillMode == .backwards || fillMode == .both ? 0 : nil }
        if t >= activeDuration { return fillMode == .forwards || fillMode == .both ? displacement(cycleDuration) : nil }
        return displacement(t.truncatingRemainder(dividingBy: cycleDuration))
    }
}

/// Several animations run together, on the group's time.
open class CAAnimationGroup: CAAnimation {
    /// The animations; each keeps its own begin time, duration and timing within the group.
    open var animations: [CAAnimation]?

    override class func makeEmpty() -> CAAnimation { CAAnimationGroup() }
    override func copyTiming(from a: CAAnimation) {
        super.copyTiming(from: a)
        animations = (a as? CAAnimationGroup)?.animations?.map { $0.copy() as! CAAnimation }
    }
    override var keyPaths: [String] { (animations ?? []).flatMap(\.keyPaths) }

    override func value(for keyPath: String, base: AnimatedValue, atLocalTime local: Double) -> AnimatedValue? {
        guard let p = progress(atLocalTime: local) else { return nil }
        let groupTime = p * cycleDuration   // the group's own time, eased
        var value: AnimatedValue?
        for child in animations ?? [] where child.keyPaths.contains(keyPath) {
            // A child with no duration of its own runs for the group's (the common way groups are written).
            if child.duration == 0 { child.duration = cycleDuration }
            value = child.value(for: keyPath, base: value ?? base, atLocalTime: groupTime - child.beginTime) ?? value
        }
        return value
    }
    override func progress(atLocalTime local: Double) -> Double? {
        let t = local * Double(speed) + timeOffset
        if t < 0 { return fillMode == .backwards || fillMode == .both ? 0 : nil }
        if t >= activeDuration { return fillMode == .forwards || fillMode == .both ? 1 : nil }
        return (t.truncatingRemainder(dividingBy: cycleDuration)) / cycleDuration
    }
}

/// Points along a path by length, for keyframe animations along a path.
struct PathWalk {
    let points: [CGPoint]
    let lengths: [CGFloat]
    init(_ path: CGPath) {
        points = path.flattened(segmentsPerCurve: 32).flatMap(\.points)
        var acc: [CGFloat] = [0]
        for (a, b) in zip(points, points.dropFirst()) { acc.append(acc.last! + hypot(b.x - a.x, b.y - a.y)) }
        lengths = acc
    }
    func point(at fraction: CGFloat) -> CGPoint {
        guard let total = lengths.last, total > 0, points.count > 1 else { return points.first ?? .zero }
        let target = max(0, min(1, fraction)) * total
        let i = max(1, lengths.firstIndex { $0 >= target } ?? lengths.count - 1)
        let span = lengths[i] - lengths[i - 1]
        let t = span > 0 ? (target - lengths[i - 1]) / span : 0
        return CGPoint(x: points[i - 1].x + (points[i].x - points[i - 1].x) * t, y: points[i - 1].y + (points[i].y - points[i - 1].y) * t)
    }
}
