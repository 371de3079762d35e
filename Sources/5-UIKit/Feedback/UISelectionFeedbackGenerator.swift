import Foundation

/// Haptics that mark a change of selection: a picker's wheel passing a row,
/// a slider crossing a notch. Traced, not felt (see `UIFeedbackGenerator`).
open class UISelectionFeedbackGenerator: UIFeedbackGenerator {
    /// Triggers selection feedback.
    open func selectionChanged() { trace(.hapticFeedback(.selectionChanged)) }
}
