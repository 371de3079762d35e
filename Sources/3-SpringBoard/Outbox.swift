import HID

/// The HID events SpringBoard has read from X and the app's port has not
/// taken yet, first in first out.
///
/// It exists so that SpringBoard never waits for the app: X input is read as
/// fast as it arrives whatever the app does (an X server keeps every event a
/// client does not read — PLATFORM-NOTES: Xvfb grew to 392 MB in a 60 s
/// flood against a lagging app), and what the port cannot take yet waits here.
///
/// While the app lags (`isBehind`: the port had no room for everything), a
/// pointer move that follows a move replaces it: the app only needs the
/// latest position, as UIKit coalesces touches per frame anyway. A press,
/// release, scroll or key is never replaced, and moves are never merged
/// across one, so the outbox holds at most one move between two actions:
/// its size is bounded by the actions, not by the motion rate.
struct Outbox {
    private var events: [HIDEvent] = []
    private var head = 0
    /// Moves replaced by a newer move while the app lagged.
    private(set) var coalescedMoves = 0
    /// The port had no room for everything at the last write.
    var isBehind = false

    init() { events.reserveCapacity(HIDPortSender.backlogLimit) }

    var count: Int { events.count - head }
    var isEmpty: Bool { head == events.count }

    /// The waiting events, oldest first.
    var waiting: ArraySlice<HIDEvent> { events[head...] }

    mutating func append(_ event: HIDEvent) {
        if isBehind, event.kind == .pointerMove, head < events.count,
           let last = events.last, last.kind == .pointerMove, last.button == event.button {
            events[events.count - 1] = event
            coalescedMoves += 1
            return
        }
        events.append(event)
    }

    /// Forgets the oldest `count` events (the port took them).
    mutating func removeFirst(_ count: Int) {
        head += count
        if head == events.count {
            events.removeAll(keepingCapacity: true)
            head = 0
        } else if head >= 4096 && head * 2 >= events.count {
            events.removeFirst(head)
            head = 0
        }
    }
}
