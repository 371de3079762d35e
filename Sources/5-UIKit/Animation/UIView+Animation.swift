import Foundation

/// UIKit's block-based view animations (Behaviour §9).
///
/// The model values change at once — `frame` read inside or after the block
/// is the target — while what is drawn (`layer.presentation()`) moves there
/// over the duration, on the app's run-loop clock. Hit-testing reads the
/// model, and a view being animated receives no touches unless the options
/// include `.allowUserInteraction`.
extension UIView {
    /// Options for animating views with blocks: UIKit's bits, so raw values read the same.
    public struct AnimationOptions: OptionSet, Sendable {
        /// The options as bits.
        public let rawValue: UInt
        /// Makes options from their bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// Lay out subviews at commit time so that they are animated along with their parent.
        public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
        /// Allow the user to interact with views while they are being animated.
        public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
        /// Start the animation from the current setting associated with an already in-flight animation.
        public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
        /// Repeat the animation indefinitely.
        public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
        /// Run the animation backward and forward (must be combined with the repeat option to repeat).
        public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
        /// Force the animation to use the original duration value specified when the animation was submitted.
        public static let overrideInheritedDuration = AnimationOptions(rawValue: 1 << 5)
        /// Force the animation to use the original curve value specified when the animation was submitted.
        public static let overrideInheritedCurve = AnimationOptions(rawValue: 1 << 6)
        /// Animate the views by changing the property values dynamically and redrawing the view.
        public static let allowAnimatedContent = AnimationOptions(rawValue: 1 << 7)
        /// Hide or show views during a transition instead of removing or adding them.
        public static let showHideTransitionViews = AnimationOptions(rawValue: 1 << 8)
        /// The option to not inherit the animation type or any options.
        public static let overrideInheritedOptions = AnimationOptions(rawValue: 1 << 9)
        /// An ease-in ease-out curve: slow at the start and the end. The default.
        public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
        /// An ease-in curve: slow at the start.
        public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
        /// An ease-out curve: slow at the end.
        public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
        /// A linear curve: the same speed throughout.
        public static let curveLinear = AnimationOptions(rawValue: 3 << 16)
        /// No transition.
        public static let transitionNone = AnimationOptions(rawValue: 0 << 20)
        /// A transition that flips a view around its vertical axis from left to right.
        public static let transitionFlipFromLeft = AnimationOptions(rawValue: 1 << 20)
        /// A transition that flips a view around its vertical axis from right to left.
        public static let transitionFlipFromRight = AnimationOptions(rawValue: 2 << 20)
        /// A transition that curls a view up from the bottom.
        public static let transitionCurlUp = AnimationOptions(rawValue: 3 << 20)
        /// A transition that curls a view down from the top.
        public static let transitionCurlDown = AnimationOptions(rawValue: 4 << 20)
        /// A cross-dissolve transition (`UIView+Transitions.swift`).
        public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)
        /// A transition that flips a view around its horizontal axis from top to bottom.
        public static let transitionFlipFromTop = AnimationOptions(rawValue: 6 << 20)
        /// A transition that flips a view around its horizontal axis from bottom to top.
        public static let transitionFlipFromBottom = AnimationOptions(rawValue: 7 << 20)
        /// The default frame rate.
        public static let preferredFramesPerSecondDefault = AnimationOptions(rawValue: 0 << 24)
        /// A frame rate of 60 frames per second.
        public static let preferredFramesPerSecond60 = AnimationOptions(rawValue: 3 << 24)
        /// A frame rate of 30 frames per second.
        public static let preferredFramesPerSecond30 = AnimationOptions(rawValue: 7 << 24)

        /// The curve the options name (bits 16–19).
        var curve: AnimationCurve { AnimationCurve(rawValue: Int((rawValue >> 16) & 0xF)) ?? .easeInOut }
    }

    /// The timing curves of view animations.
    public enum AnimationCurve: Int, Sendable {
        /// Slow at the start and the end.
        case easeInOut = 0
        /// Slow at the start.
        case easeIn = 1
        /// Slow at the end.
        case easeOut = 2
        /// The same speed throughout.
        case linear = 3

        var timing: TimingCurve {
            switch self {
            case .easeInOut: .easeInOut
            case .easeIn: .easeIn
            case .easeOut: .easeOut
            case .linear: .linear
            }
        }
    }

    /// Animates changes to one or more views over `duration` seconds, with the ease-in-out curve.
    public class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: nil)
    }

    /// Animates changes to one or more views over `duration` seconds; `completion`
    /// hears whether the animations ran to their end (`false`: interrupted or replaced).
    public class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void,
                              completion: ((Bool) -> Void)? = nil) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: completion)
    }

    /// Animates changes to one or more views after `delay` seconds, as `options` say.
    ///
    /// A `duration` of 0 or less makes the changes without animating them.
    /// "During an animation, user interactions are temporarily disabled for
    /// the views being animated" (Apple) unless `options` has `.allowUserInteraction`.
    public class func animate(withDuration duration: TimeInterval, delay: TimeInterval,
                              options: AnimationOptions = [], animations: @escaping () -> Void,
                              completion: ((Bool) -> Void)? = nil) {
        run(duration: duration, delay: delay, curve: options.curve.timing, options: options,
            animations: animations, completion: completion)
    }

    /// Animates changes with a spring: `dampingRatio` 1 settles without
    /// oscillating, smaller values oscillate more; `velocity` 1 is the whole
    /// distance in one second.
    public class func animate(withDuration duration: TimeInterval, delay: TimeInterval,
                              usingSpringWithDamping dampingRatio: CGFloat, initialSpringVelocity velocity: CGFloat,
                              options: AnimationOptions = [], animations: @escaping () -> Void,
                              completion: ((Bool) -> Void)? = nil) {
        run(duration: duration, delay: delay,
            curve: .spring(dampingRatio: Double(dampingRatio), velocity: Double(velocity), duration: duration),
            options: options, animations: animations, completion: completion)
    }

    /// Runs `actionsWithoutAnimation` with animations off: what it changes changes at once, even inside an animation block.
    public class func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
        AnimationTransaction(record: nil).run(actionsWithoutAnimation)
    }

    private class func run(duration: TimeInterval, delay: TimeInterval, curve: TimingCurve, options: AnimationOptions,
                           animations: @escaping () -> Void, completion: ((Bool) -> Void)?) {
        // An interactive transition's animator: the interaction controller drives it (UIPercentDrivenInteractiveTransition).
        if let scrubbed = UIPercentDrivenInteractiveTransition.capturing {
            return scrubbed.capture(duration: duration, curve: curve, animations: animations, completion: completion)
        }
        guard duration > 0 || delay > 0, duration.isFinite, delay.isFinite else {
            // Apple: "If you specify a negative value or 0, the changes are made without animating them."
            performWithoutAnimation(animations)
            completion?(true)
            return
        }
        let animation = ViewAnimation(duration: max(0, duration), delay: delay, curve: curve, options: options,
                                      completion: completion)
        animation.run(animations)
    }
}
