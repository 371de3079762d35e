/// A named set of sources, timers and observers; running the loop in a mode services only that set.
///
/// This is how UIKit keeps a scroll smooth: while a finger drags, the main loop runs in `.tracking`,
/// so timers scheduled only in `.default` wait until the drag ends.
///
/// `.common` is not a mode but a label for "every common mode": an item added to it appears in each
/// mode the loop counts as common (`.default` and `.tracking` unless `addCommonMode` adds more), and
/// it cannot be run.
public struct RunLoopMode: Hashable, Sendable, CustomStringConvertible {
    public var rawValue: String
    public init(_ rawValue: String) { self.rawValue = rawValue }
    public static let `default` = RunLoopMode("kCFRunLoopDefaultMode")
    public static let tracking = RunLoopMode("UITrackingRunLoopMode")
    public static let common = RunLoopMode("kCFRunLoopCommonModes")
    public var description: String { rawValue }
}
