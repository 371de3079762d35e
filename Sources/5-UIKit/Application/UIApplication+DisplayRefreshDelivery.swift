import Foundation
import HID
import RunLoop

/// UIKit hands a finger's moves to the app once per display refresh, not once
/// per digitizer sample: "UIKit usually delivers touches to your app at around
/// 60 Hz … it coalesces any extra touches into a single UITouch object, whose
/// location reflects only the last recorded touch" (Apple, "Getting
/// high-fidelity input with coalesced touches"); "the frequency at which
/// touches are delivered can change according to the refresh rate that the
/// app is experiencing" (a Frameworks Engineer, Apple developer forums thread
/// 710800, beside a device log of `touchesMoved` every 16.6 ms). Behaviour §1.
///
/// In CFRunLoop's shape, with `deliversMovesAtDisplayRefresh` on:
///
///     port readable ─▶ Source1: queue every message (as always)
///                        ├─ anything but a finger's move queued (a press, a release,
///                        │  a cancel, a key, a scroll, a marker): signal the Source0 now
///                        └─ only moves: arm the display refresh (one timer, at the next
///                           multiple of `displayRefreshInterval` on the app's clock)
///     display refresh ─▶ signal the Source0
///     Source0 (next pass): every queued event, oldest first; a finger's moves
///                        merged into its last one (UIApplication+CoalescedMoves.swift)
///     beforeWaiting ──▶ gestures (order 0), layout (1999000), the frame's commit (2000000)
///
/// So the moves are delivered just before the frame that shows them, as iOS
/// delivers them before Core Animation's commit; a press or release never
/// waits (its `touchesBegan` latency is the same as without), and the moves
/// waiting before it go first, in order: nothing is reordered. The refresh
/// grid is the one the demo's frames keep (`FrameScheduler`), so the frame is
/// drawn in the same loop iteration as the delivery.
extension UIApplication {
    /// Whether `event` may wait for the display refresh: a pressed finger's move.
    @inline(__always)
    static func waitsForDisplayRefresh(_ event: HIDEvent) -> Bool {
        event.kind == .pointerMove && event.button != 0
    }

    /// The Source1 queued `received` events, `urgent` among them: signal the
    /// Source0 now, or let the moves wait for the refresh.
    func eventsQueued(urgent: Bool) {
        if urgent || !deliversMovesAtDisplayRefresh {
            eventSource0.signal()
            trace(.source0Signalled(name: Self.source0Name))
        } else {
            armDisplayRefresh()
        }
    }

    /// One timer for the next refresh, if none is armed.
    private func armDisplayRefresh() {
        guard displayRefreshTimer == nil else { return }
        let interval = displayRefreshInterval
        let now = runLoop.clock.now
        // The next multiple of the interval strictly after now (a hair of
        // tolerance: `k * interval / interval` can round just below k), less
        // a hair: a frame drawn at that refresh, its time computed another
        // way (`k / 30` in a recording), must not come before the delivery.
        let next = ((now / interval + 1e-6).rounded(.down) + 1) * interval - interval * 1e-7
        let timer = RunLoopTimer(name: Self.displayRefreshName, fireDate: next) { [weak self] _ in
            self?.displayRefreshFired()
        }
        displayRefreshTimer = timer
        runLoop.add(timer, forMode: .common)
    }

    private func displayRefreshFired() {
        displayRefreshTimer = nil
        guard !eventQueue.isEmpty else { return }
        tracer.during {
            eventSource0.signal()
            trace(.source0Signalled(name: Self.source0Name))
        }
    }

    /// The Source0 has emptied the queue: a refresh armed for it is not needed.
    func heldMovesDelivered() {
        guard let timer = displayRefreshTimer else { return }
        timer.invalidate()
        displayRefreshTimer = nil
    }

    /// Switched off with moves waiting: deliver them on the next pass.
    func deliverHeldMovesNow() {
        heldMovesDelivered()
        guard !eventQueue.isEmpty, let eventSource0 else { return }
        eventSource0.signal()
        runLoop.wakeUp()
    }

    /// The timer's name in run-loop traces and the timeline's run-loop lane.
    static let displayRefreshName = "display refresh"
}
