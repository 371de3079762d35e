import Foundation

/// What state changes set off, in the order they happened: a target call,
/// and on recognition with `cancelsTouchesInView`, the cancel of the view's
/// touches.
///
/// Why a queue and not a call on the spot: a state change happens inside a
/// recognizer's touches method or in the middle of arbitration; the targets
/// and the view's `touchesCancelled` are user code, run once the decisions
/// of the moment are made, in order. 004's traces (Behaviour §4) show the
/// order: the recognizer's line comes before `Touches Cancelled`.
struct GestureWorkQueue {
    enum Work { case action(UIGestureRecognizer, UIGestureRecognizer.State), cancelTouches(UIGestureRecognizer) }
    private var pending: [Work] = []

    var isEmpty: Bool { pending.isEmpty }
    mutating func append(_ work: Work) { pending.append(work) }
    mutating func removeFirst() -> Work { pending.removeFirst() }
}

extension UIGestureEnvironment {
    func enqueueAction(_ r: UIGestureRecognizer, state: UIGestureRecognizer.State) {
        pendingWork.append(.action(r, state))
        let recognizedNow = state == .began || (state == .ended && !type(of: r).isContinuous)
        if recognizedNow && r.cancelsTouchesInView { pendingWork.append(.cancelTouches(r)) }
    }

    /// Does the queued work: targets are called, then the view's touches are
    /// cancelled (004's traces: the recognizer's line comes before
    /// `Touches Cancelled`); then held calls whose recognizers have resolved
    /// are delivered (`+HeldCalls`), and, outside a delivery, finished
    /// recognizers reset (`+Resets`).
    public func update() {
        while !pendingWork.isEmpty {
            switch pendingWork.removeFirst() {
            case let .action(r, state):
                r.sendActions(for: state)
            case let .cancelTouches(r):
                for touch in r.trackedTouches { window.cancelTouchInView(touch, by: r) }
            }
        }
        releaseResolvedHeldCalls()
        if !isDelivering { resetFinishedRecognizers() }
    }
}
