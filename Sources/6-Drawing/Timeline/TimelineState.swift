import Foundation

/// What the timeline panel draws: the gesture laid out, and where the step
/// cursor is (nil: following the live gesture, no cursor drawn).
public struct TimelineState {
    public var timeline: GestureTimeline?
    public var cursor: TimeInterval?
    /// While a finger is still down: now. The lanes run on to here, so a
    /// held press is seen to go on after its last event.
    public var liveUntil: TimeInterval?
    /// A word for the panel's caption (the replay's verdict).
    public var note: String?
    public init(timeline: GestureTimeline? = nil, cursor: TimeInterval? = nil, liveUntil: TimeInterval? = nil, note: String? = nil) {
        self.timeline = timeline; self.cursor = cursor; self.liveUntil = liveUntil; self.note = note
    }
}
