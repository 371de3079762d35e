// CONTRACT STUB — to be replaced by the real implementation (same public API, split into files).

/// Where the loop reads the time. Seconds, monotonic, arbitrary origin.
public protocol RunLoopClock: AnyObject {
    var now: Double { get }
    /// A virtual clock never sleeps: when the loop would wait it jumps to the next timer/deadline.
    var isVirtual: Bool { get }
    func advance(to time: Double)
}
public final class MonotonicClock: RunLoopClock {
    public init() {}
    public var now: Double { fatalError("stub") }
    public var isVirtual: Bool { false }
    public func advance(to time: Double) {}
}
public final class VirtualClock: RunLoopClock {
    public init(now: Double = 0) { self.now = now }
    public private(set) var now: Double
    public var isVirtual: Bool { true }
    public func advance(to time: Double) { now = max(now, time) }
    public func advance(by seconds: Double) { now += seconds }
}

public struct RunLoopMode: Hashable, Sendable, CustomStringConvertible {
    public var rawValue: String
    public init(_ rawValue: String) { self.rawValue = rawValue }
    public static let `default` = RunLoopMode("kCFRunLoopDefaultMode")
    public static let tracking = RunLoopMode("UITrackingRunLoopMode")
    public static let common = RunLoopMode("kCFRunLoopCommonModes")
    public var description: String { rawValue }
}

public struct RunLoopActivity: OptionSet, Hashable, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let entry = RunLoopActivity(rawValue: 1 << 0)
    public static let beforeTimers = RunLoopActivity(rawValue: 1 << 1)
    public static let beforeSources = RunLoopActivity(rawValue: 1 << 2)
    public static let beforeWaiting = RunLoopActivity(rawValue: 1 << 5)
    public static let afterWaiting = RunLoopActivity(rawValue: 1 << 6)
    public static let exit = RunLoopActivity(rawValue: 1 << 7)
    public static let allActivities = RunLoopActivity(rawValue: 0x0FFF_FFFF)
}

public enum RunLoopRunResult: Equatable, Sendable { case finished, stopped, timedOut, handledSource }

/// One step the loop took, for the trace.
public enum RunLoopTraceEvent: Equatable, Sendable {
    case activity(RunLoopActivity)
    case source0(name: String)
    case source1(name: String)
    case timer(name: String)
}

public final class RunLoopSource0 {
    public init(name: String, order: Int = 0, perform: @escaping () -> Void) { fatalError("stub") }
    public let name: String = ""
    /// Thread-safe. Marks the source ready; it runs on the next pass (call `wakeUp` when signalling from another thread).
    public func signal() {}
    public var isSignalled: Bool { false }
    public func invalidate() {}
}
public final class RunLoopSource1 {
    /// A port-based source: the loop wakes when `fileDescriptor` is readable and calls `perform`.
    public init(name: String, fileDescriptor: Int32, order: Int = 0, perform: @escaping () -> Void) { fatalError("stub") }
    public func invalidate() {}
}
public final class RunLoopTimer {
    /// `fireDate` in the loop clock's seconds; `interval` > 0 repeats (missed firings are skipped).
    public init(name: String, fireDate: Double, interval: Double = 0, handler: @escaping (RunLoopTimer) -> Void) { fatalError("stub") }
    public var fireDate: Double { 0 }
    public var isValid: Bool { false }
    public func invalidate() {}
}
public final class RunLoopObserver {
    public init(name: String, activities: RunLoopActivity, repeats: Bool = true, order: Int = 0,
                callback: @escaping (RunLoopActivity) -> Void) { fatalError("stub") }
    public func invalidate() {}
}

public final class EventRunLoop {
    public init(clock: RunLoopClock = MonotonicClock()) { fatalError("stub") }
    public var clock: RunLoopClock { fatalError("stub") }
    public func add(_ source: RunLoopSource0, forMode mode: RunLoopMode) {}
    public func add(_ source: RunLoopSource1, forMode mode: RunLoopMode) {}
    public func add(_ timer: RunLoopTimer, forMode mode: RunLoopMode) {}
    public func add(_ observer: RunLoopObserver, forMode mode: RunLoopMode) {}
    /// Like `CFRunLoopRunInMode`: `deadline` is an absolute clock time.
    @discardableResult
    public func run(mode: RunLoopMode = .default, before deadline: Double, returnAfterSourceHandled: Bool = false) -> RunLoopRunResult { .finished }
    /// Blocks to run on the next pass (CFRunLoopPerformBlock).
    public func perform(inMode mode: RunLoopMode = .common, _ block: @escaping () -> Void) {}
    public func stop() {}
    /// Thread-safe.
    public func wakeUp() {}
    public var currentMode: RunLoopMode? { nil }
    public var tracer: ((RunLoopTraceEvent) -> Void)?
}
