import HID

/// The HID events SpringBoard has read from X and the app's port has not
/// taken yet, first in first out.
///
/// It exists so that SpringBoard never waits for the app: X input is read as
/// fast as it arrives whatever the app does (an X server keeps every event a
/// client does not read — PlatformNotes: Xvfb grew to 392 MB in a 60 s
/// flood against a lagging app), and what the port cannot take yet waits here.
///
/// While the app lags (`isBehind`: the port had no room for everything), a
/// pointer move (or hover) replaces the same finger's move waiting after the last
/// action: the app only needs each finger's latest position, as UIKit
/// coalesces touches per frame anyway. A press, release, scroll or key is
/// never replaced, and moves are never merged across one, so the outbox holds
/// at most one move per finger between two actions: its size is bounded by
/// the actions, not by the motion rate.
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
        if isBehind, event.kind.isMotion, let pending = pendingMove(like: event) {
            // The finger's newer place goes last; the other fingers' moves close up.
            events.remove(at: pending)
            events.append(event)
            coalescedMoves += 1
            return
        }
        events.append(event)
    }

    /// The waiting move (or hover) of the same finger, kind and button in the
    /// run of moves at the end: each finger keeps its own latest position,
    /// and no move overtakes an action.
    private func pendingMove(like event: HIDEvent) -> Int? {
        var i = events.count - 1
        while i >= head, events[i].kind.isMotion {
            if events[i].finger == event.finger {
                return events[i].kind == event.kind && events[i].button == event.button ? i : nil
            }
            i -= 1
        }
        return nil
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
