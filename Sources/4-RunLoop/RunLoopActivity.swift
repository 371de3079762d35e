/// The points in a run where observers are told what the loop is about to do (CFRunLoopActivity,
/// same raw values, so a trace reads the same as one from CoreFoundation).
///
/// UIKit hangs its work on these: gesture recognizers are updated and the frame is drawn at
/// `beforeWaiting`, just before the loop sleeps.
public struct RunLoopActivity: OptionSet, Hashable, Sendable, CustomStringConvertible {
    /// CFRunLoopActivity's bits, so a CF observer's value converts one to one.
    public let rawValue: UInt32
    /// Any combination of the bits below; unknown bits are kept and shown in hex.
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// A run begins (once per `run(mode:before:)`, before any pass); UIKit pushes an autorelease pool.
    public static let entry = RunLoopActivity(rawValue: 1 << 0)
    /// A pass is about to fire due timers (told even when none is due, as in CF).
    public static let beforeTimers = RunLoopActivity(rawValue: 1 << 1)
    /// A pass is about to perform signalled Source0s.
    public static let beforeSources = RunLoopActivity(rawValue: 1 << 2)
    /// The loop is about to sleep: UIKit settles gesture recognizers and draws the frame here.
    public static let beforeWaiting = RunLoopActivity(rawValue: 1 << 5)
    /// The loop woke (a port, a timer, a wake-up or the deadline).
    public static let afterWaiting = RunLoopActivity(rawValue: 1 << 6)
    /// A run ends, whatever its result.
    public static let exit = RunLoopActivity(rawValue: 1 << 7)
    /// Every activity (kCFRunLoopAllActivities).
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
