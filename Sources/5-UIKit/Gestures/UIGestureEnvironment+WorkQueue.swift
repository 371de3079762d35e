import Foundation

/// What state changes set off, in the order they happened: a target call,
/// and on recognition with `cancelsTouchesInView`, the cancel of the view's
/// touches.
///
/// Two queues, one rule — every recognizer of a touch hears the event's
/// phase before any of them acts on it (Behaviour §6): a recognition asked
/// for while an event is being delivered (`state = .ended` inside
/// `touchesEnded`) is held until the delivery round is over, then decided in
/// the order it was asked for; only then do targets run. Published iOS logs
/// of nested tap recognizers show it: all of them log `touchesEnded`, then
/// the innermost one's action fires, and the others fail. Nothing here
/// promises an order of delivery among the recognizers: the published runs
/// differ in it.
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

/// The recognitions asked for during one delivery round, in the order asked.
/// A held recognizer stays `.possible`, its wish kept in
/// `deferredRecognition`, as one waiting on `require(toFail:)` does.
struct HeldRecognitions {
    private(set) var recognizers: [UIGestureRecognizer] = []

    var isEmpty: Bool { recognizers.isEmpty }
    mutating func add(_ r: UIGestureRecognizer) {
        if !recognizers.contains(where: { $0 === r }) { recognizers.append(r) }
    }
    func contains(_ r: UIGestureRecognizer) -> Bool { recognizers.contains { $0 === r } }
    mutating func takeAll() -> [UIGestureRecognizer] {
        defer { recognizers.removeAll(keepingCapacity: true) }
        return recognizers
    }
}

extension UIGestureEnvironment {
    /// A recognizer asked to begin or recognize while the event is still
    /// being delivered to the others: it waits for the round to end.
    func holdRecognition(_ r: UIGestureRecognizer, as new: UIGestureRecognizer.State) {
        r.deferredRecognition = new
        heldRecognitions.add(r)
    }

    func isHeldForThisDelivery(_ r: UIGestureRecognizer) -> Bool {
        isInDeliveryRound && heldRecognitions.contains(r)
    }

    /// The round is over: decide the held recognitions, in the order they were
    /// asked for. The first to win makes the others sharing its touch fail
    /// (`+Arbitration`); one that failed or was cancelled meanwhile (its wish
    /// cleared) is skipped.
    func decideHeldRecognitions() {
        guard !heldRecognitions.isEmpty else { return }
        // Every wish is taken back first, so that while the first is decided
        // the others are plain `.possible` recognizers, not ones waiting on a
        // failure (`recognizerGaveUp` would otherwise try each again).
        let wishes = heldRecognitions.takeAll().map { r in
            defer { r.deferredRecognition = nil }
            return (r, r.deferredRecognition)
        }
        for case let (r, wish?) in wishes where r._state == .possible {
            attemptRecognition(r, as: wish, allowed: true)
        }
    }

    /// `recognizing`: the change leaves `.possible` (to Began, or to Ended
    /// for a recognizer recognized at once), the moment the view's touches
    /// are cancelled.
    ///
    /// Recognizing also settles the view calls this recognizer held back,
    /// whether or not it cancels touches in its view — Apple's
    /// `delaysTouchesBegan`: "If the gesture recognizer subsequently
    /// recognizes its gesture, these touch objects are discarded", and
    /// `delaysTouchesEnded`: "these touch objects are cancelled (via a
    /// touchesCancelled(_:with:) message)". Behaviour §6.
    func enqueueAction(_ r: UIGestureRecognizer, state: UIGestureRecognizer.State, recognizing: Bool) {
        pendingWork.append(.action(r, state))
        if recognizing { pendingWork.append(.cancelTouches(r)) }
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
                for touch in r.trackedTouches {
                    if r.cancelsTouchesInView {
                        window.cancelTouchInView(touch, by: r)
                    } else {
                        window.settleHeldCalls(of: touch, recognizedBy: r)
                    }
                }
            }
        }
        releaseResolvedHeldCalls()
        if !isDelivering { resetFinishedRecognizers() }
    }
}
