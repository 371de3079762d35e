import Foundation
import HID

/// UIKit merges the moves of one finger that wait together into one report
/// (`UIEvent.coalescedTouches(for:)` hands the merged ones back). Here they
/// wait together in the application's event queue: when the Source0 finds a
/// finger's move with a later move of the same finger behind it — before any
/// press, release, key, scroll or marker — the first is kept as a sample and
/// the later one is reported with it.
///
/// Moves wait together mostly because they wait for the display refresh
/// (`deliversMovesAtDisplayRefresh`, UIApplication+DisplayRefreshDelivery.swift:
/// the live window's default, as on iOS). A press, release or key in between
/// keeps the moves on either side apart (nothing is reordered); another
/// finger's moves do not, as UIKit reports both fingers in one event: each
/// finger is reported at its last move, in the order those came. Each merged
/// move is still offered to `hidEventInterceptor` (the demo's saved scripts
/// keep it) and to `coalescedMoveObserver` (the demo's trail).
///
/// Without the refresh, merging happens only with `coalescesQueuedMoves`
/// (the headless driver's `move(through:)`); the driver's one-event-at-a-time
/// sends never merge, and every move is its own report, its
/// `coalescedTouches(for:)` being `[touch]`.
extension UIApplication {
    /// Whether `event` was merged into a later report: its finger's next
    /// move is already waiting in the queue, with no other kind of event before it.
    func isCoalescible(_ event: HIDEvent) -> Bool {
        guard coalescesQueuedMoves || deliversMovesAtDisplayRefresh, event.kind == .pointerMove, event.button != 0,
              hasLaterMove(of: event) else { return false }
        if let interceptor = hidEventInterceptor, interceptor(event) { return true }
        let time = TimeInterval(event.timestamp) / 1_000_000_000
        guard let window = keyWindow else { return true }
        let location = window.pointFromSuperview(CGPoint(x: event.x, y: event.y))
        pendingCoalescedMoves.append((event.finger, location, time))
        coalescedMoveObserver?(location, time)
        return true
    }

    /// A move of `event`'s finger (same button) waits behind it, with only
    /// other fingers' moves between.
    private func hasLaterMove(of event: HIDEvent) -> Bool {
        var offset = 0
        while let next = eventQueue.peek(offset) {
            guard next.kind == .pointerMove, next.button != 0 else { return false }
            if next.finger == event.finger { return next.button == event.button }
            offset += 1
        }
        return false
    }

    /// Gives `touch` the merged moves of `finger` waiting for its report (none
    /// in the usual case). Its `previousLocation` stays the last *reported*
    /// place, as in UIKit: a view that moves by location − previous location
    /// loses nothing to the merging.
    func takeCoalescedMoves(of finger: UInt8, into touch: UITouch) {
        if !touch.coalescedSamples.isEmpty { touch.coalescedSamples.removeAll(keepingCapacity: true) }
        guard !pendingCoalescedMoves.isEmpty else { return }
        for move in pendingCoalescedMoves where move.finger == finger {
            touch.coalescedSamples.append((move.location, move.timestamp))
        }
        pendingCoalescedMoves.removeAll { $0.finger == finger }
    }
}
