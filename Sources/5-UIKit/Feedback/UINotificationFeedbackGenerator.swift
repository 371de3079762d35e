import Foundation

/// Haptics that tell a task's outcome: success, warning, error. Traced, not
/// felt (see `UIFeedbackGenerator`).
open class UINotificationFeedbackGenerator: UIFeedbackGenerator {
    /// The kind of outcome. Raw values as Apple's.
    public enum FeedbackType: Int, Sendable, CustomStringConvertible {
        /// A task completed successfully.
        case success
        /// A task produced a warning.
        case warning
        /// A task failed.
        case error

        /// `success`, `warning`, `error` as the trace prints it.
        public var description: String {
            switch self {
            case .success: "success"
            case .warning: "warning"
            case .error: "error"
            }
        }
    }

    /// Triggers notification feedback of the given type.
    open func notificationOccurred(_ notificationType: FeedbackType) {
        trace(.hapticFeedback(.notification(notificationType)))
    }
}
