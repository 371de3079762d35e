import Foundation

/// UIKit's keyframe animations on the one animation model (Behaviour §9, §15).
///
///     animateKeyframes(withDuration: 2) {            one ViewAnimation, its curve over the whole 2 s
///         addKeyframe(withRelativeStartTime: 0,       each property set here gets a keyframe
///                     relativeDuration: 0.5) { … }
///         addKeyframe(withRelativeStartTime: 0.5,
///                     relativeDuration: 0.5) { … }
///     }                                               each track then follows its `KeyframePath`
///
/// The whole animation's time runs through the options' timing curve —
/// ease-in-out unless a `UIView.AnimationOptions` curve is or-ed in, as iOS
/// code does (a published answer: the keyframe animation "appears to apply a
/// default animation curve of ease-in, ease-out", and `curveLinear`'s bits
/// passed in the keyframe options make it linear: Stack Overflow 68056506,
/// 20638956). A property changed in the outer block, outside every
/// keyframe, animates over the whole duration.
extension UIView {
    /// Options for keyframe animations: UIKit's bits (the calculation mode at bits 10–12).
    public struct KeyframeAnimationOptions: OptionSet, Sendable {
        /// The options as bits.
        public let rawValue: UInt
        /// Makes options from their bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// Lay out subviews at commit time.
        public static let layoutSubviews = KeyframeAnimationOptions(rawValue: 1 << 0)
        /// Let touches reach the views being animated.
        public static let allowUserInteraction = KeyframeAnimationOptions(rawValue: 1 << 1)
        /// Start from the values an animation in flight shows now.
        public static let beginFromCurrentState = KeyframeAnimationOptions(rawValue: 1 << 2)
        /// Repeat indefinitely.
        public static let `repeat` = KeyframeAnimationOptions(rawValue: 1 << 3)
        /// Run backward after forward.
        public static let autoreverse = KeyframeAnimationOptions(rawValue: 1 << 4)
        /// Use this duration even inside another animation.
        public static let overrideInheritedDuration = KeyframeAnimationOptions(rawValue: 1 << 5)
        /// Inherit nothing from an enclosing animation.
        public static let overrideInheritedOptions = KeyframeAnimationOptions(rawValue: 1 << 9)
        /// Straight between keyframes: the default.
        public static let calculationModeLinear = KeyframeAnimationOptions(rawValue: 0 << 10)
        /// Each keyframe's value from its start, nothing in between.
        public static let calculationModeDiscrete = KeyframeAnimationOptions(rawValue: 1 << 10)
        /// An even pace through the values; the relative times are ignored.
        public static let calculationModePaced = KeyframeAnimationOptions(rawValue: 2 << 10)
        /// A smooth curve through the values.
        public static let calculationModeCubic = KeyframeAnimationOptions(rawValue: 3 << 10)
        /// A smooth curve at an even pace.
        public static let calculationModeCubicPaced = KeyframeAnimationOptions(rawValue: 4 << 10)

        var mode: KeyframePath.Mode {
            switch (rawValue >> 10) & 7 {
            case 1: .discrete
            case 2: .paced
            case 3: .cubic
            case 4: .cubicPaced
            default: .linear
            }
        }
        /// The bits a view animation reads: interaction, repeat, autoreverse, the curve.
        var animationOptions: AnimationOptions { AnimationOptions(rawValue: rawValue & ~(UInt(7) << 10)) }
    }

    /// Animates the keyframes `animations` adds with
    /// ``addKeyframe(withRelativeStartTime:relativeDuration:animations:)``
    /// over `duration` seconds, after `delay`.
    public class func animateKeyframes(withDuration duration: TimeInterval, delay: TimeInterval,
                                       options: KeyframeAnimationOptions = [], animations: @escaping () -> Void,
                                       completion: ((Bool) -> Void)? = nil) {
        let collector = KeyframeCollector(mode: options.mode)
        animate(withDuration: duration, delay: delay, options: options.animationOptions, animations: {
            KeyframeCollector.running(collector) { animations() }
            collector.attachPaths()
        }, completion: completion)
    }

    /// Adds one keyframe: what `animations` sets is reached between
    /// `frameStartTime` and `frameStartTime + frameDuration`, both fractions
    /// (0…1) of the whole keyframe animation. Outside
    /// ``animateKeyframes(withDuration:delay:options:animations:completion:)``
    /// the changes are made at once.
    public class func addKeyframe(withRelativeStartTime frameStartTime: Double, relativeDuration frameDuration: Double,
                                  animations: @escaping () -> Void) {
        guard let collector = KeyframeCollector.current, let parent = AnimationTransaction.current else {
            return performWithoutAnimation(animations)
        }
        let start = min(1, max(0, frameStartTime)), duration = min(1 - start, max(0, frameDuration))
        AnimationTransaction(record: { view, property, old, new in
            parent.record?(view, property, old, new)
            collector.add(view: view, property: property, start: start, duration: duration, value: new)
        }).run(animations)
    }
}

/// The keyframes an `animateKeyframes` block adds, by view and property;
/// once the block has run, each track of the animation gets its path.
final class KeyframeCollector {
    let mode: KeyframePath.Mode
    private var entries: [(view: UIView, property: AnimatedProperty, keyframes: [KeyframePath.Keyframe])] = []

    init(mode: KeyframePath.Mode) { self.mode = mode }

    func add(view: UIView, property: AnimatedProperty, start: Double, duration: Double, value: AnimatedValue) {
        let keyframe = KeyframePath.Keyframe(start: start, duration: duration, value: value)
        if let i = entries.firstIndex(where: { $0.view === view && $0.property == property }) {
            entries[i].keyframes.append(keyframe)
        } else {
            entries.append((view, property, [keyframe]))
        }
    }

    /// Gives each track this block started its keyframes' path.
    func attachPaths() {
        for entry in entries {
            entry.view.animationTracks[entry.property]?.keyframes = KeyframePath(mode: mode, keyframes: entry.keyframes)
        }
    }

    private static let stack = PerThread<[KeyframeCollector]> { [] }
    /// The innermost `animateKeyframes` block running on this thread.
    static var current: KeyframeCollector? { stack.withValue { $0.last } }
    static func running(_ collector: KeyframeCollector, _ body: () -> Void) {
        stack.withValue { $0.append(collector) }
        defer { _ = stack.withValue { $0.popLast() } }
        body()
    }
}
