import Foundation
import RunLoop

/// One scroll, from its first wheel notch until it goes quiet: the pan
/// recognizers it drives and the timer that ends it.
///
///     notch ──▶ pans under the pointer that admit it: possible ──▶ began
///     notch ──▶ the pan that began: changed          (each restarts the quiet timer)
///     quietPeriod with no notch, or a finger down ──▶ ended
///
/// A mouse wheel sends notches with no phase, so the end of a scroll is
/// inferred: UIKit does not document how long it waits. We take 150 ms — longer
/// than the gap between notches of a wheel turned steadily (a notch every
/// 20–100 ms), and longer than the 100 ms a pan measures velocity over, so a
/// wheel scroll ends with no velocity and no momentum.
///
/// The pans are offered the scroll innermost first; the one-winner rule holds
/// as for a touch (the pans of one scroll "share" it), so of two nested scroll
/// views the inner one scrolls, and the outer one only if the inner cannot.
final class ScrollSequence {
    static let quietPeriod: TimeInterval = 0.15

    let recognizers: [UIPanGestureRecognizer]
    var quietTimer: RunLoopTimer?

    init(recognizers: [UIPanGestureRecognizer]) { self.recognizers = recognizers }

    func drives(_ r: UIGestureRecognizer) -> Bool { recognizers.contains { $0 === r } }

    /// The pans still scrolling (began or changed).
    var live: [UIPanGestureRecognizer] { recognizers.filter { $0._state == .began || $0._state == .changed } }
}

extension UIGestureEnvironment {
    /// How long a scroll waits for its next notch before it ends (for the demo's timeline).
    @_spi(TouchLab) public static var scrollQuietPeriod: TimeInterval { ScrollSequence.quietPeriod }

    /// A scroll is in progress: its pans are still scrolling.
    var isScrolling: Bool { !(scrollSequence?.live.isEmpty ?? true) }

    /// A `.scroll` event reached the window: it continues the scroll in
    /// progress, or starts one with the pans of `hitView` and its ancestors.
    func deliverScroll(_ event: UIScrollEvent, hitView: UIView?) {
        let time = event.timestamp
        if isScrolling, let sequence = scrollSequence {
            for pan in sequence.live { pan.scrollChanged(by: event.delta, time: time) }
        } else {
            if scrollSequence != nil { endScrollSequence() }
            let pans = scrollablePans(from: hitView, admitting: event.scrollType)
            guard !pans.isEmpty else { return }
            scrollSequence = ScrollSequence(recognizers: pans)
            let application = window.windowScene?.application
            for pan in pans { takeIn(pan, from: application) }
            for pan in pans where pan._state == .possible {   // the first to begin fails the rest
                pan.scrollBegan(at: event.locationInWindow, by: event.delta, time: time)
            }
        }
        restartQuietTimer()
        update()
    }

    /// Ends the scroll in progress: its pans that began end.
    func endScrollSequence() {
        guard let sequence = scrollSequence else { return }
        sequence.quietTimer?.invalidate()
        let now = window.windowScene?.application.runLoop.clock.now ?? 0
        for pan in sequence.live { pan.scrollEnded(time: now) }
        scrollSequence = nil
        update()
    }

    /// Innermost first: enabled, idle pans whose mask admits this scroll.
    private func scrollablePans(from hitView: UIView?, admitting type: UIScrollType) -> [UIPanGestureRecognizer] {
        var pans: [UIPanGestureRecognizer] = []
        var view = hitView
        while let v = view {
            for case let pan as UIPanGestureRecognizer in v.attachedRecognizers
            where pan.isEnabled && pan._state == .possible && pan.trackedTouches.isEmpty
                && pan.allowedScrollTypesMask.admits(type) {
                pans.append(pan)
            }
            view = v.superview
        }
        return pans
    }

    private func restartQuietTimer() {
        guard let sequence = scrollSequence else { return }
        sequence.quietTimer?.invalidate()
        guard let app = window.windowScene?.application else { return }
        let timer = RunLoopTimer(name: "scroll quiet period", fireDate: app.runLoop.clock.now + ScrollSequence.quietPeriod) {
            [weak self, weak sequence, weak app] _ in
            guard let self, let sequence, let app, self.scrollSequence === sequence else { return }
            app.tracer.during { self.endScrollSequence() }
        }
        sequence.quietTimer = timer
        app.runLoop.add(timer, forMode: .common)   // tracking mode is on while it scrolls
    }
}
