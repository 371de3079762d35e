import Foundation

/// The referee between a window's recognizers, its touches and its views
/// (UIKit has a private `UIGestureEnvironment` with this job).
///
/// The rules, each from Behaviour §4 or Apple's documentation:
/// - At touch-down the recognizers of the hit view and all its ancestors are
///   attached to the touch (unless disabled, of a touch type they do not
///   allow, or their delegate refuses it). Hover recognizers never are: they
///   follow the pointer (`UIGestureEnvironment+Hover.swift`).
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

    deinit {
        scrollSequence?.quietTimer?.invalidate()
        for r in activeRecognizers where r.trackingEnvironment === self { r.trackingEnvironment = nil }
    }

    /// Recognizers attached to live or recently ended touches, oldest first.
    public internal(set) var activeRecognizers: [UIGestureRecognizer] = []

    private enum Work { case action(UIGestureRecognizer, UIGestureRecognizer.State), cancelTouches(UIGestureRecognizer) }
    private var pendingWork: [Work] = []
    /// The wheel or trackpad scroll in progress, if any (`ScrollSequence.swift`).
    var scrollSequence: ScrollSequence?
    private var isDelivering = false
    /// Cheap guards so the common case — a move nobody holds, no recognizer
    /// finishing — skips the scans below (dispatch with ten recognizers on
    /// the hit path must keep at least half the speed of dispatch without).
    /// Touches whose view has a call held back (`delaysTouchesBegan/Ended`).
    /// Kept here, not found through the recognizers, because the recognizer
    /// that held a call may since have been reset, removed or disabled — the
    /// call must be released all the same.
    private(set) var heldTouches: [UITouch] = []
    func touchWasHeld(_ touch: UITouch) {
        if !heldTouches.contains(where: { $0 === touch }) { heldTouches.append(touch) }
    }
    private var mayHaveFinishedRecognizers = false
    /// The hover recognizers the pointer is over (see `+Hover`).
    var hoveringRecognizers: [UIHoverGestureRecognizer] = []

    func recognizerDidChangeState(_ r: UIGestureRecognizer, to state: UIGestureRecognizer.State) {
        guard state.isFinished else { return }
        mayHaveFinishedRecognizers = true
        for touch in r.trackedTouches { touch.deliverableRecognizers.removeAll { $0 === r } }
        // Whatever finished must come back to .possible, even one that
        // finished with no touch (its state set by code): only recognizers in
        // this list are reset.
        if !activeRecognizers.contains(where: { $0 === r }) { activeRecognizers.append(r) }
    }

    // MARK: Touch-down

    func attachRecognizers(to touch: UITouch) {
        if scrollSequence != nil { endScrollSequence() }   // a finger ends a wheel scroll: its pans are free again
        var attached: [UIGestureRecognizer] = []
        var view = touch.view
        while let v = view {
            for r in v.attachedRecognizers where r.isEnabled && !r._state.isFinished {
                guard type(of: r).receivesTouches, r.accepts(touch.type) else { continue }
                if let d = r.delegate, !d.gestureRecognizer(r, shouldReceive: touch) { continue }
                attached.append(r)
            }
            view = v.superview
        }
        guard !attached.isEmpty else { return }
        touch.gestureRecognizers = attached
        touch.deliverableRecognizers = attached
        for r in attached {
            r.trackedTouches.append(touch)
            r.trackingEnvironment = self
            if !activeRecognizers.contains(where: { $0 === r }) { activeRecognizers.append(r) }
            trace(.gestureAttached(recognizer: r, touch: touch))
        }
    }

    // MARK: Delivery

    func deliver(_ event: UIEvent) {
        isDelivering = true
        defer { isDelivering = false }
        for touch in event.touchSet where touch.isReported {
            let recognizers = touch.deliverableRecognizers
            if recognizers.isEmpty { continue }
            let touches = event.touchesSet(containingOnly: touch)
            let phase = touch.phase
            // `recognizers` keeps every element alive for the loop, so each call
            // can borrow its recognizer at +0 instead of retaining and releasing
            // it: with ten recognizers on a path that is most of the cost of a move.
            withExtendedLifetime(recognizers) {
                for i in recognizers.indices {
                    Unmanaged.passUnretained(recognizers[i])._withUnsafeGuaranteedRef { r in
                        guard !r._state.isFinished else { return }   // one may finish during this loop
                        switch phase {
                        case .began: r.touchesBegan(touches, with: event)
                        case .moved, .stationary: r.touchesMoved(touches, with: event)
                        case .ended: r.touchesEnded(touches, with: event)
                        case .cancelled: r.touchesCancelled(touches, with: event)
                        }
                    }
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
        var waitsFor: [UIGestureRecognizer] = []
        for other in activeRecognizers where other !== r && requiresFailure(r, of: other) {
            switch other._state {
            case .began, .changed, .ended: fail(r); return   // what it waited on recognized
            case .possible: waitsFor.append(other)
            default: break
            }
        }
        if !waitsFor.isEmpty {
            if r.deferredRecognition == nil { trace(.gestureWaiting(recognizer: r, for: waitsFor)) }
            r.deferredRecognition = new   // still .possible, until they fail
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
            let waitsForWinner = requiresFailure(other, of: winner)
            let excluded = sharesTouches(other, winner) && !simultaneous(other, winner)
                && winner.canPrevent(other) && other.canBePrevented(by: winner)
            if waitsForWinner || excluded { fail(other) }
        }
    }

    /// A recognizer failed or was cancelled: those waiting on its failure may go now.
    private func recognizerGaveUp(_ loser: UIGestureRecognizer) {
        guard loser._state == .failed else { return }
        for waiting in activeRecognizers where waiting.deferredRecognition != nil {
            guard requiresFailure(waiting, of: loser) else { continue }
            let allGone = activeRecognizers.allSatisfy { other in
                other === waiting || !requiresFailure(waiting, of: other)
                    || other._state == .failed || other._state == .cancelled
            }
            if allGone {
                let target = waiting.deferredRecognition!
                waiting.deferredRecognition = nil
                attemptRecognition(waiting, as: target)
            }
        }
    }

    /// The recognizer was disabled, or removed from its view: it leaves the
    /// gesture it is in — cancelled if it had begun, failed if it was still
    /// possible — and is reset when its touches end, like any finished one.
    /// An idle recognizer (no touches) has no gesture to leave: it stays
    /// `.possible`, so enabling or adding it again makes it work again.
    func recognizerLeftGesture(_ r: UIGestureRecognizer) {
        switch r._state {
        case .began, .changed: r.apply(.cancelled)
        case .possible:
            guard !r.trackedTouches.isEmpty else { r.deferredRecognition = nil; return }
            fail(r)
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

    /// Must `r` see `other` fail first? `require(toFail:)`, the subclass
    /// hooks and the delegate hooks say so.
    func requiresFailure(_ r: UIGestureRecognizer, of other: UIGestureRecognizer) -> Bool {
        if r.requiredToFail.contains(where: { $0 === other }) { return true }
        if r.shouldRequireFailure(of: other) || other.shouldBeRequiredToFail(by: r) { return true }
        if let d = r.delegate, d.gestureRecognizer(r, shouldRequireFailureOf: other) { return true }
        if let d = other.delegate, d.gestureRecognizer(other, shouldBeRequiredToFailBy: r) { return true }
        return false
    }

    /// Two recognizers driven by the same scroll share it as they would a touch.
    private func sharesTouches(_ a: UIGestureRecognizer, _ b: UIGestureRecognizer) -> Bool {
        if let scroll = scrollSequence, scroll.drives(a), scroll.drives(b) { return true }
        return a.trackedTouches.contains { t in b.trackedTouches.contains { $0 === t } }
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
        if !heldTouches.isEmpty {
            // Releasing a call runs the view's code, which may hold or release others.
            for touch in heldTouches { window.releaseHeldCalls(of: touch) }
            heldTouches.removeAll { $0.viewDelivery != .heldBegan && $0.viewDelivery != .heldEnded }
        }
        if !isDelivering { resetFinishedRecognizers() }
    }

    /// A finished recognizer goes back to `.possible` once all its touches
    /// have ended, ready for the next gesture.
    private func resetFinishedRecognizers() {
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
            trace(.gestureStateChanged(recognizer: r, from: old, to: .possible))
            return true
        }
    }

    // MARK: What holds a view's touches

    /// Only a recognizer still deciding about this touch may hold its calls:
    /// attached to it, still tracking it and still `.possible`. One that failed
    /// and was reset is `.possible` again but no longer tracks the touch — it
    /// would hold the call forever (issue 7: double tap + pan).
    func recognizerHoldingBegan(of touch: UITouch) -> UIGestureRecognizer? {
        touch.gestureRecognizers?.first { $0.delaysTouchesBegan && isDeciding($0, about: touch) }
    }

    func recognizerHoldingEnded(of touch: UITouch) -> UIGestureRecognizer? {
        touch.gestureRecognizers?.first { $0.delaysTouchesEnded && isDeciding($0, about: touch) }
    }

    private func isDeciding(_ r: UIGestureRecognizer, about touch: UITouch) -> Bool {
        r._state == .possible && r.isEnabled && r.trackingEnvironment === self && r.isTracking(touch)
    }
}
