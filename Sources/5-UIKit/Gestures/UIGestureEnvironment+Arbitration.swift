import Foundation

/// Who may begin: every state change a recognizer asks for comes here first.
///
/// Why a file of its own: these are the rules Behaviour §4 and Apple's
/// documentation state about recognizers competing for touches — one
/// winner among the recognizers sharing a touch, `require(toFail:)` (and
/// the subclass and delegate hooks that say the same), the delegate's
/// should-begin and should-recognize-simultaneously — and nothing else.
/// What a decision sets off (targets, cancels) is queued for `+WorkQueue`.
extension UIGestureEnvironment {
    func recognizer(_ r: UIGestureRecognizer, wantsTransitionTo new: UIGestureRecognizer.State) {
        if r._state == .possible && (new == .began || new == .ended) {
            if isInDeliveryRound {
                // Whether it may begin at all is asked at once — the delegate's
                // and the views' say, a control's included — so a refused
                // recognizer reads `.failed` as soon as its touches method set
                // the state (Behaviour §6, "A superview's tap over a button…").
                // Who wins among those allowed is decided once every recognizer
                // has heard the phase (`+WorkQueue`).
                guard shouldBegin(r) else { fail(r); return }
                holdRecognition(r, as: new)
            } else {
                attemptRecognition(r, as: new)
            }
        } else {
            r.apply(new)
            if new == .failed || new == .cancelled { recognizerGaveUp(r) }
        }
    }

    /// `allowed`: `gestureRecognizerShouldBegin` already said yes (a held recognition).
    func attemptRecognition(_ r: UIGestureRecognizer, as new: UIGestureRecognizer.State, allowed: Bool = false) {
        if (!allowed && !shouldBegin(r)) || isPrevented(r) {
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
            if r.deferredRecognition == nil { trace(.gestureWaiting(recognizer: Traced(r), for: waitsFor.map { Traced($0) })) }
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
            guard requiresFailure(waiting, of: loser), !isHeldForThisDelivery(waiting) else { continue }
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
}
