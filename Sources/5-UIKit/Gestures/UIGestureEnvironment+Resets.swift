import Foundation

/// A finished recognizer (ended, cancelled, failed) goes back to `.possible`
/// once all its touches have ended, ready for the next gesture: the state
/// diagram in `UIGestureRecognizer` and Apple's `reset()` ("the runtime
/// calls this method after the gesture-recognizer state has been set to
/// UIGestureRecognizer.State.ended or UIGestureRecognizer.State.recognized").
///
/// Why a file of its own: when to reset is a rule of its own — not while
/// recognizers are being delivered a touch (one may finish mid-loop), and
/// not before every touch it tracks is over (Behaviour §4's long press
/// ends with its touch).
extension UIGestureEnvironment {
    func resetFinishedRecognizers() {
        guard mayHaveFinishedRecognizers else { return }
        defer { mayHaveFinishedRecognizers = activeRecognizers.contains { $0._state.isFinished } }
        activeRecognizers.removeAll { r in
            let touchesOver = r.trackedTouches.allSatisfy { $0.phase == .ended || $0.phase == .cancelled }
            guard touchesOver, r._state.isFinished else { return false }
            r.trackedTouches.removeAll()
            r.trackingEnvironment = nil
            r.deferredRecognition = nil
            let old = r._state
            r._state = .possible
            r.reset()
            trace(.gestureStateChanged(recognizer: Traced(r), from: old, to: .possible))
            return true
        }
    }
}
