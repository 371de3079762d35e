import Foundation
import HID

/// UIKit merges the moves of one finger that wait together into one report
/// (`UIEvent.coalescedTouches(for:)` hands the merged ones back). Here they
/// wait together in the application's event queue: when the Source0 finds a
/// finger's move followed straight away by another move of the same finger,
/// the first is kept as a sample and the second is reported with it.
///
/// Only a run of moves of one finger merges: a press, release, key or
/// another finger's move in between keeps both (nothing is reordered), and
/// the driver's one-event-at-a-time sends never merge. Each merged move is
/// still offered to `hidEventInterceptor` (the demo's saved scripts keep it).
///
/// Off unless `coalescesQueuedMoves` is set: merging depends on how many
/// moves happen to wait together, which depends on timing, and TouchLab's
/// traces are reproducible line for line (a saved script replays to the
/// same trace; Behaviour §1.4's Source0 hands over every event). With it off,
/// every move is its own report and `coalescedTouches(for:)` is `[touch]`.
extension UIApplication {
    /// Whether `event` was merged into the next report: its finger's next
    /// move is already waiting at the head of the queue.
    func isCoalescible(_ event: HIDEvent) -> Bool {
        guard coalescesQueuedMoves, event.kind == .pointerMove, event.button != 0, let next = eventQueue.first,
              next.kind == .pointerMove, next.finger == event.finger, next.button == event.button else { return false }
        if let interceptor = hidEventInterceptor, interceptor(event) { return true }
        let time = TimeInterval(event.timestamp) / 1_000_000_000
        guard let window = keyWindow else { return true }
        let location = window.pointFromSuperview(CGPoint(x: event.x, y: event.y))
        pendingCoalescedMoves.append((event.finger, location, time))
        if recentCoalescedMoves.count == Self.recentCoalescedLimit { recentCoalescedMoves.removeFirst() }
        recentCoalescedMoves.append(location)
        return true
    }

    /// How many merged moves `recentCoalescedMoves` keeps.
    static let recentCoalescedLimit = 256

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
