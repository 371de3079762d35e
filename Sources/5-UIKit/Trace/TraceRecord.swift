import Foundation

/// One trace event as the tracer stamped it: its place in the sequence, the
/// app's time, and the touch it belongs to.
///
/// Why the stamps: a panel that steps through a gesture, a timeline that
/// lays it out in time and a tool reading `--trace-format json` all need to
/// know *which* touch an event belongs to and *where* it falls, and must not
/// guess that from the order lines happen to arrive in.
public struct TraceRecord {
    /// 1, 2, 3… for one tracer, in the order the engine did things.
    public let sequence: Int
    /// Seconds on the application's run-loop clock (virtual under the
    /// headless driver, dilated in slow motion).
    public let time: TimeInterval
    /// The touch the event is about, or the touch being dispatched when the
    /// event happened; nil for events outside any touch (a timer between
    /// gestures, a key).
    public let touchID: Int?
    /// What happened.
    public let event: TraceEvent

    /// Makes a record from its stamps and its event.
    public init(sequence: Int, time: TimeInterval, touchID: Int?, event: TraceEvent) {
        self.sequence = sequence; self.time = time; self.touchID = touchID; self.event = event
    }
}
