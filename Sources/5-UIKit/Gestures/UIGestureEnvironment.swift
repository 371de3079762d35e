import Foundation

/// The referee between a window's recognizers, its touches and its views
/// (UIKit has a private `UIGestureEnvironment` with this job).
///
/// The rules, each from Behaviour §4 or Apple's documentation:
/// - At touch-down the recognizers of the hit view and all its ancestors are
///   attached to the touch (unless disabled, of a touch type they do not
///   allow, or their delegate refuses it). Hover recognizers never are: they
///   follow the pointer (`UIGestureEnvironment+Hover.swift`).
/// - They get every phase of the touch before the view does, and all of them
///   get it before any state change is decided or any target runs.
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
///
/// This file attaches recognizers and delivers touches to them; each other
/// job has a file of its own:
///
///     UIGestureEnvironment+Arbitration   who may begin: one winner, require(toFail:), simultaneous
///     UIGestureEnvironment+WorkQueue     recognitions held to the end of a delivery round; targets
///                                        and view cancels, in the order state changes queued them
///     UIGestureEnvironment+HeldCalls     the view calls delaysTouchesBegan/Ended hold, and their release
///     UIGestureEnvironment+Resets        finished recognizers back to .possible when their touches end
///     UIGestureEnvironment+Hover         hover recognizers follow the pointer
///     ScrollSequence                     wheel and trackpad scrolls drive pans
public final class UIGestureEnvironment {
    /// Unowned, not weak: the window owns its environment, and a weak
    /// reference would give every window a side table, slowing each retain
    /// and release of it on the dispatch path (measured: a third of the
    /// dispatch throughput). The engine's timers reach the environment
    /// weakly, so none outlives the window through them (Behaviour §7).
    unowned let window: UIWindow
    init(window: UIWindow) { self.window = window }

    deinit {
        scrollSequence?.quietTimer?.invalidate()
        for r in activeRecognizers where r.trackingEnvironment === self { r.trackingEnvironment = nil }
    }

    /// Recognizers attached to live or recently ended touches, oldest first.
    public internal(set) var activeRecognizers: [UIGestureRecognizer] = []

    /// Targets to call and touches to cancel (`+WorkQueue`).
    @exclusivity(unchecked) var pendingWork = GestureWorkQueue()
    /// Recognitions asked for during the delivery round, decided after it (`+WorkQueue`).
    @exclusivity(unchecked) var heldRecognitions = HeldRecognitions()
    /// The wheel or trackpad scroll in progress, if any (`ScrollSequence.swift`).
    @exclusivity(unchecked) var scrollSequence: ScrollSequence?
    @exclusivity(unchecked) var isDelivering = false
    /// While every recognizer of the event's touches is being given its
    /// phase: recognitions asked for now are held (`+WorkQueue`).
    @exclusivity(unchecked) var isInDeliveryRound = false
    /// Touches whose view has a call held back (`+HeldCalls`).
    @exclusivity(unchecked) var heldTouches = HeldTouches()
    /// A cheap guard so the common case — a move with no recognizer
    /// finishing — skips the reset scan (`+Resets`): dispatch with ten
    /// recognizers on the hit path must keep at least half the speed of
    /// dispatch without.
    @exclusivity(unchecked) var mayHaveFinishedRecognizers = false
    /// The hover recognizers the pointer is over (see `+Hover`).
    @exclusivity(unchecked) var hoveringRecognizers: [UIHoverGestureRecognizer] = []

    func recognizerDidChangeState(_ r: UIGestureRecognizer, to state: UIGestureRecognizer.State) {
        guard state.isFinished else { return }
        mayHaveFinishedRecognizers = true
        for touch in r.trackedTouches { touch.deliverableRecognizers.removeAll { $0 === r } }
        // Whatever finished must come back to .possible, even one that
        // finished with no touch (its state set by code): only recognizers in
        // this list are reset.
        if !activeRecognizers.contains(where: { $0 === r }) { activeRecognizers.append(r) }
    }

    /// Takes `r` in: it tracks for this environment until its reset, with
    /// the application's clock and tracer.
    func takeIn(_ r: UIGestureRecognizer, from application: UIApplication?) {
        r.trackingEnvironment = self
        if let application { r.attach(to: application) }
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
        let application = window.windowScene?.application
        for r in attached {
            r.trackedTouches.append(touch)
            takeIn(r, from: application)
            trace(.gestureAttached(recognizer: Traced(r), touchID: touch.touchID))
        }
    }

    // MARK: Delivery

    func deliver(_ event: UIEvent) {
        isDelivering = true
        isInDeliveryRound = true
        defer { isDelivering = false; isInDeliveryRound = false }
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
                        case .regionEntered, .regionMoved, .regionExited: break   // hover: not a touch
                        }
                    }
                }
            }
        }
        isInDeliveryRound = false
        decideHeldRecognitions()
        update()
    }

    func finishDelivery(of event: UIEvent) {
        update()
        resetFinishedRecognizers()
    }
}
