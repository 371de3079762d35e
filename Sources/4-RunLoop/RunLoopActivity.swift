/// The points in a run where observers are told what the loop is about to do (CFRunLoopActivity,
/// same raw values, so a trace reads the same as one from CoreFoundation).
///
/// UIKit hangs its work on these: gesture recognizers are updated and the frame is drawn at
/// `beforeWaiting`, just before the loop sleeps.
public struct RunLoopActivity: OptionSet, Hashable, Sendable, CustomStringConvertible {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let entry = RunLoopActivity(rawValue: 1 << 0)
    public static let beforeTimers = RunLoopActivity(rawValue: 1 << 1)
    public static let beforeSources = RunLoopActivity(rawValue: 1 << 2)
    public static let beforeWaiting = RunLoopActivity(rawValue: 1 << 5)
    public static let afterWaiting = RunLoopActivity(rawValue: 1 << 6)
    public static let exit = RunLoopActivity(rawValue: 1 << 7)
    public static let allActivities = RunLoopActivity(rawValue: 0x0FFF_FFFF)

    private static let names: [(RunLoopActivity, String)] = [
        (.entry, "entry"), (.beforeTimers, "beforeTimers"), (.beforeSources, "beforeSources"),
        (.beforeWaiting, "beforeWaiting"), (.afterWaiting, "afterWaiting"), (.exit, "exit"),
    ]

    /// `beforeWaiting`, or `entry|exit` for a set.
    public var description: String {
        if self == .allActivities { return "allActivities" }
        let known = Self.names.filter { contains($0.0) }.map(\.1)
        let unknown = rawValue & ~Self.names.reduce(0) { $0 | $1.0.rawValue }
        let parts = known + (unknown == 0 ? [] : ["0x" + String(unknown, radix: 16)])
        return parts.isEmpty ? "none" : parts.joined(separator: "|")
    }
}
