/// A named set of sources, timers and observers; running the loop in a mode services only that set.
///
/// This is how UIKit keeps a scroll smooth: while a finger drags, the main loop runs in `.tracking`,
/// so timers scheduled only in `.default` wait until the drag ends.
///
/// `.common` is not a mode but a label for "every common mode": an item added to it appears in each
/// mode the loop counts as common (`.default` and `.tracking` unless `addCommonMode` adds more), and
/// it cannot be run.
public struct RunLoopMode: Hashable, Sendable, CustomStringConvertible {
    /// The mode's name; CF's and UIKit's own names for the modes they define.
    public var rawValue: String
    /// A mode of your own; it is made on first use and is not common unless `addCommonMode` says so.
    public init(_ rawValue: String) { self.rawValue = rawValue }
    /// The mode the main loop runs in when nothing is being tracked (kCFRunLoopDefaultMode).
    public static let `default` = RunLoopMode("kCFRunLoopDefaultMode")
    /// The mode the main loop runs in while a scroll view tracks a finger or decelerates
    /// (UITrackingRunLoopMode).
    public static let tracking = RunLoopMode("UITrackingRunLoopMode")
    /// Every common mode at once (kCFRunLoopCommonModes): for adding items, never for running.
    public static let common = RunLoopMode("kCFRunLoopCommonModes")
    /// The raw name, as CF prints it.
    public var description: String { rawValue }
}
