import Foundation

/// Haptics that simulate a physical impact: a view snapping into place, a
/// drag hitting an edge. Traced, not felt (see `UIFeedbackGenerator`).
open class UIImpactFeedbackGenerator: UIFeedbackGenerator {
    /// The mass of the objects colliding. Raw values as Apple's.
    public enum FeedbackStyle: Int, Sendable, CustomStringConvertible {
        /// A collision between small, light user interface elements.
        case light
        /// A collision between moderately sized user interface elements.
        case medium
        /// A collision between large, heavy user interface elements.
        case heavy
        /// A collision between user interface elements that are soft, with a large amount of compression or elasticity.
        case soft
        /// A collision between user interface elements that are rigid, with a small amount of compression or elasticity.
        case rigid

        /// `light`, `medium`, … as the trace prints it.
        public var description: String {
            switch self {
            case .light: "light"
            case .medium: "medium"
            case .heavy: "heavy"
            case .soft: "soft"
            case .rigid: "rigid"
            }
        }
    }

    /// The style given at creation.
    public let style: FeedbackStyle

    /// Makes a generator of the given style.
    public init(style: FeedbackStyle) {
        self.style = style
        super.init()
    }
    /// Makes a `.medium` generator, as UIKit's `init()` does.
    public convenience override init() { self.init(style: .medium) }

    /// Triggers impact feedback at full intensity.
    open func impactOccurred() { impactOccurred(intensity: 1) }

    /// Triggers impact feedback at `intensity`, from 0 to 1; values outside
    /// are clamped into that range.
    open func impactOccurred(intensity: CGFloat) {
        let clamped = intensity.isNaN ? 0 : min(1, max(0, intensity))
        trace(.hapticFeedback(.impact(style: style, intensity: clamped)))
    }
}
