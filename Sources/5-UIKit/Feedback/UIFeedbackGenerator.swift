import Foundation

/// The base of the haptic feedback generators. There is no actuator here:
/// each call is a trace event (`TraceEvent.hapticFeedback`), which the demo
/// draws as a brief pulse on the phone, so a lesson shows *when* the haptic
/// fires — on a touch-down, on recognition, on each step of a drag
/// (Behaviour §8).
///
/// Calls are traced wherever the application runs code: its events'
/// handlers (a touches method, a recognizer's target, a control's action),
/// its timers, and `DispatchQueue.main` blocks on the main thread.
open class UIFeedbackGenerator {
    /// Makes a generator.
    public init() {}

    /// Apple: prepares the Taptic Engine to cut the latency of the next
    /// feedback. Here it only traces that it was called.
    open func prepare() {
        trace(.hapticFeedback(.prepared(generator: String(describing: type(of: self)))))
    }
}

/// What a feedback generator was asked to do, as the trace records it.
public enum HapticFeedback: Sendable, Equatable, CustomStringConvertible {
    /// `prepare()` on a generator of the named class.
    case prepared(generator: String)
    /// `impactOccurred()` (intensity 1) or `impactOccurred(intensity:)`.
    case impact(style: UIImpactFeedbackGenerator.FeedbackStyle, intensity: CGFloat)
    /// `UISelectionFeedbackGenerator.selectionChanged()`.
    case selectionChanged
    /// `UINotificationFeedbackGenerator.notificationOccurred(_:)`.
    case notification(UINotificationFeedbackGenerator.FeedbackType)

    /// Whether an actuator would move: everything but `prepare()`.
    public var isFeedback: Bool {
        if case .prepared = self { return false }
        return true
    }

    /// `impact medium`, `impact heavy 0.5`, `selection`, `notification success`, `prepare UIImpactFeedbackGenerator`.
    public var description: String {
        switch self {
        case let .prepared(generator): "prepare \(generator)"
        case let .impact(style, intensity): intensity == 1 ? "impact \(style)" : "impact \(style) \(uikitNumber(intensity))"
        case .selectionChanged: "selection"
        case let .notification(type): "notification \(type)"
        }
    }
}
