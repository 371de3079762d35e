import Foundation

/// What the timeline panel draws: the gesture laid out, and where the step
/// cursor is (nil: following the live gesture, no cursor drawn).
public struct TimelineState {
    public var timeline: GestureTimeline?
    public var cursor: TimeInterval?
    public init(timeline: GestureTimeline? = nil, cursor: TimeInterval? = nil) {
        self.timeline = timeline; self.cursor = cursor
    }
}
