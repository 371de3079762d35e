import Foundation

/// The referee between a window's recognizers, its touches and its views
/// (UIKit has a private `UIGestureEnvironment` with this job).
///
/// The rules, each from SEEDS §4 or Apple's documentation:
/// - At touch-down the recognizers of the hit view and all its ancestors are
///   attached to the touch (unless disabled or their delegate refuses it).
/// - They get every phase of the touch before the view does.
/// - One winner: when a recognizer begins or recognizes, every other
///   recognizer sharing its touches that is still possible fails — unless a
///   delegate lets the two recognize simultaneously.
/// - `require(toFail:)`: a recognition waits until the required recognizers
///   fail, and fails if one of them recognizes.
/// - `gestureRecognizerShouldBegin` (delegate and views) can refuse: the
///   recognizer fails instead.
/// - State changes queue their work (call targets; on recognition with
///   `cancelsTouchesInView`, cancel the touches in the view) and `update()`
///   does it, in order. `update()` runs right after recognizers receive an
///   event, and from the run loop's `beforeWaiting` observer for changes made
///   elsewhere (timers) — where UIKit's `_UIGestureRecognizerUpdateObserver` runs.
public final class UIGestureEnvironment {
    unowned let window: UIWindow
    init(window: UIWindow) { self.window = window }

    /// Recognizers attached to live or recently ended touches, oldest first.
    public private(set) var activeRecognizers: [UIGestureRecognizer] = []

    private enum Work { case action(UIGestureRecognizer, UIGestureRecognizer.State), cancelTouches(UIGestureRecognizer) }
    private var pendingWork: [Work] = []
    private var isDelivering = false

    // MARK: Touch-down

    func attachRecognizers(to touch: UITouch) {
        var attached: [UIGestureRecognizer] = []
        var view = touch.view
        while let v = view {
            for r in v.attachedRecognizers where r.isEnabled && !r._state.isFinished {
                if let d = r.delegate, !d.gestureRecognizer(r, shouldReceive: touch) { continue }
                attached.append(r)
            }
            view = v.superview
        }
        guard !attached.isEmpty else { return }
        touch.gestureRecognizers = attached
        for r in attached {
            r.trackedTouches.append(touch)
            if !activeRecognizers.contains(where: { $0 === r }) { activeRecognizers.append(r) }
            trace(.gestureAttached(recognizer: r, touch: touch))
        }
    }

    // MARK: Delivery

    func deliver(_ event: UIEvent) {
        isDelivering = true
        defer { isDelivering = false }
        for touch in event.touchSet {
            guard let recognizers = touch.gestureRecognizers else { continue }
            let touches: Set<UITouch> = [touch]
            for r in recognizers where r.isEnabled && !r._state.isFinished
                && r.trackedTouches.contains(where: { $0 === touch }) {
                r.lastLocation = touch.locationInWindow
                switch touch.phase {
                case .began: r.touchesBegan(touches, with: event)
                case .moved, .stationary: r.touchesMoved(touches, with: event)
                case .ended: r.touchesEnded(touches, with: event)
                case .cancelled: r.touchesCancelled(touches, with: event)
                }
            }
        }
        update()
    }

    func finishDelivery(of event: UIEvent) {
        update()
        resetFinishedRecognizers()
    }

    // MARK: Arbitration

    func recognizer(_ r: UIGestureRecognizer, wantsTransitionTo new: UIGestureRecognizer.State) {
        if r._state == .possible && (new == .began || new == .ended) {
            attemptRecognition(r, as: new)
        } else {
            r.apply(new)
            if new == .failed || new == .cancelled { recognizerGaveUp(r) }
        }
    }

    private func attemptRecognition(_ r: UIGestureRecognizer, as new: UIGestureRecognizer.State) {
        if !shouldBegin(r) || isPrevented(r) {
            fail(r)
            return
        }
        let requirements = failureRequirements(of: r)
        if requirements.contains(where: { $0._state == .began || $0._state == .changed || $0._state == .ended }) {
            fail(r)
            return
        }
        if requirements.contains(where: { $0._state == .possible }) {
            r.deferredRecognition = new   // waits, still .possible, until they fail
            return
        }
        r.deferredRecognition = nil
        r.apply(new)
        recognizerRecognized(r)
    }

    private func fail(_ r: UIGestureRecognizer) {
        r.deferredRecognition = nil
        r.apply(.failed)
        recognizerGaveUp(r)
    }

    /// One winner: the others sharing its touches fail, and so do recognizers
    /// that were waiting for this one to fail.
    private func recognizerRecognized(_ winner: UIGestureRecognizer) {
        for other in activeRecognizers where other !== winner && other._state == .possible {
            let waitsForWinner = failureRequirements(of: other).contains { $0 === winner }
            let excluded = sharesTouches(other, winner) && !simultaneous(other, winner)
                && winner.canPrevent(other) && other.canBePrevented(by: winner)
            if waitsForWinner || excluded { fail(other) }
        }
    }

    /// A recognizer failed or was cancelled: those waiting on its failure may go now.
    private func recognizerGaveUp(_ loser: UIGestureRecognizer) {
        guard loser._state == .failed else { return }
        for waiting in activeRecognizers where waiting.deferredRecognition != nil {
            let requirements = failureRequirements(of: waiting)
            guard requirements.contains(where: { $0 === loser }) else { continue }
            if requirements.allSatisfy({ $0._state == .failed || $0._state == .cancelled }) {
                let target = waiting.deferredRecognition!
                waiting.deferredRecognition = nil
                attemptRecognition(waiting, as: target)
            }
        }
    }

    func recognizerWasDisabled(_ r: UIGestureRecognizer) {
        switch r._state {
        case .began, .changed: r.apply(.cancelled)
        case .possible: fail(r)
        default: break
        }
        update()
    }

    private func shouldBegin(_ r: UIGestureRecognizer) -> Bool {
        if let d = r.delegate, !d.gestureRecognizerShouldBegin(r) { return false }
        if let v = r.view, !v.gestureRecognizerShouldBegin(r) { return false }
        for touch in r.trackedTouches {
            if let v = touch.view, v !== r.view, !v.gestureRecognizerShouldBegin(r) { return false }
        }
        return true
    }

    private func isPrevented(_ r: UIGestureRecognizer) -> Bool {
        activeRecognizers.contains { other in
            other !== r && (other._state == .began || other._state == .changed)
                && sharesTouches(other, r) && !simultaneous(other, r)
                && other.canPrevent(r) && r.canBePrevented(by: other)
        }
    }

    /// Recognizers `r` must see fail first: `require(toFail:)`, the subclass
    /// hooks and the delegate hooks — among the recognizers in play.
    func failureRequirements(of r: UIGestureRecognizer) -> [UIGestureRecognizer] {
        activeRecognizers.filter { other in
            guard other !== r else { return false }
            if r.requiredToFail.contains(where: { $0 === other }) { return true }
            if r.shouldRequireFailure(of: other) || other.shouldBeRequiredToFail(by: r) { return true }
            if let d = r.delegate, d.gestureRecognizer(r, shouldRequireFailureOf: other) { return true }
            if let d = other.delegate, d.gestureRecognizer(other, shouldBeRequiredToFailBy: r) { return true }
            return false
        }
    }

    private func sharesTouches(_ a: UIGestureRecognizer, _ b: UIGestureRecognizer) -> Bool {
        a.trackedTouches.contains { t in b.trackedTouches.contains { $0 === t } }
    }

    private func simultaneous(_ a: UIGestureRecognizer, _ b: UIGestureRecognizer) -> Bool {
        (a.delegate?.gestureRecognizer(a, shouldRecognizeSimultaneouslyWith: b) ?? false)
            || (b.delegate?.gestureRecognizer(b, shouldRecognizeSimultaneouslyWith: a) ?? false)
    }

    // MARK: The work queue

    func enqueueAction(_ r: UIGestureRecognizer, state: UIGestureRecognizer.State) {
        pendingWork.append(.action(r, state))
        let recognizedNow = state == .began || (state == .ended && !type(of: r).isContinuous)
        if recognizedNow && r.cancelsTouchesInView { pendingWork.append(.cancelTouches(r)) }
    }

    /// Does the queued work: targets are called, then the view's touches are
    /// cancelled (004's traces: the recognizer's line comes before
    /// `Touches Cancelled`); then held calls whose recognizers have resolved
    /// are delivered.
    public func update() {
        while !pendingWork.isEmpty {
            let work = pendingWork.removeFirst()
            switch work {
            case let .action(r, state):
                r.sendActions(for: state)
            case let .cancelTouches(r):
                for touch in r.trackedTouches { window.cancelTouchInView(touch, by: r) }
            }
        }
        for r in activeRecognizers {
            for touch in r.trackedTouches where touch.viewDelivery == .heldBegan || touch.viewDelivery == .heldEnded {
                window.releaseHeldCalls(of: touch)
            }
        }
        if !isDelivering { resetFinishedRecognizers() }
    }

    /// A finished recognizer goes back to `.possible` once all its touches
    /// have ended, ready for the next gesture.
    private func resetFinishedRecognizers() {
        activeRecognizers.removeAll { r in
            let touchesOver = r.trackedTouches.allSatisfy { $0.phase == .ended || $0.phase == .cancelled }
            guard touchesOver, r._state.isFinished else { return false }
            r.trackedTouches.removeAll()
            r.deferredRecognition = nil
            let old = r._state
            r._state = .possible
            r.reset()
            trace(.gestureStateChanged(recognizer: r, from: old, to: .possible))
            return true
        }
    }

    // MARK: What holds a view's touches

    func recognizerHoldingBegan(of touch: UITouch) -> UIGestureRecognizer? {
        touch.gestureRecognizers?.first { $0.delaysTouchesBegan && $0.isEnabled && $0._state == .possible }
    }

    func recognizerHoldingEnded(of touch: UITouch) -> UIGestureRecognizer? {
        touch.gestureRecognizers?.first { $0.delaysTouchesEnded && $0.isEnabled && $0._state == .possible }
    }
}
