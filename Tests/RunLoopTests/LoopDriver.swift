import Glibc
@testable import RunLoop

/// The modes a differential scenario names; each driver maps them to its loop's own names.
enum ScenarioMode { case `default`, tracking, common, unused }

/// One scenario, written once, played on both loops: the real CoreFoundation CFRunLoop and ours.
/// Every callout appends a line to `log` ("entry", "source0 A", "timer T", "result timedOut"), and
/// the two logs must be identical.
///
/// A driver lives on the thread that runs its loop. Other threads get `fromAnotherThread` and a
/// source's `signal`, both `Sendable`.
protocol LoopDriver: AnyObject {
    var log: EventLog { get }
    /// Logs each activity as its CF name, prefixed by `label` when given.
    func observe(_ activities: RunLoopActivity, mode: ScenarioMode, label: String?, repeats: Bool, order: Int,
                 then action: ((RunLoopActivity) -> Void)?)
    /// Returns a "signal" function any thread may call.
    func addSource0(_ name: String, order: Int, mode: ScenarioMode, onPerform: (() -> Void)?) -> @Sendable () -> Void
    /// `eventFD` must be an eventfd: CF reads 8 bytes from its ports, ours leaves that to the callback.
    func addSource1(_ name: String, eventFD: Int32, mode: ScenarioMode)
    /// `onFire` gets the firing count, from 1.
    func addTimer(_ name: String, after seconds: Double, interval: Double, mode: ScenarioMode, onFire: ((Int) -> Void)?)
    func performBlock(_ name: String, mode: ScenarioMode, then action: (() -> Void)?)
    func stop()
    func wakeUp()
    /// `stop` and `wakeUp` for another thread to call.
    var fromAnotherThread: CrossThreadCalls { get }
    /// Logs "result <reason>".
    func run(_ mode: ScenarioMode, seconds: Double, returnAfterSourceHandled: Bool)
}

/// The loop calls a scenario's helper thread may make.
struct CrossThreadCalls: Sendable {
    let stop: @Sendable () -> Void
    let wakeUp: @Sendable () -> Void
}

extension LoopDriver {
    func observe(_ activities: RunLoopActivity = .allActivities, mode: ScenarioMode = .common, label: String? = nil,
                 repeats: Bool = true, order: Int = 0, then action: ((RunLoopActivity) -> Void)? = nil) {
        observe(activities, mode: mode, label: label, repeats: repeats, order: order, then: action)
    }

    @discardableResult
    func addSource0(_ name: String, order: Int = 0, mode: ScenarioMode = .default, onPerform: (() -> Void)? = nil) -> @Sendable () -> Void {
        addSource0(name, order: order, mode: mode, onPerform: onPerform)
    }

    func addTimer(_ name: String, after seconds: Double, interval: Double = 0, mode: ScenarioMode = .default,
                  onFire: ((Int) -> Void)? = nil) {
        addTimer(name, after: seconds, interval: interval, mode: mode, onFire: onFire)
    }

    func performBlock(_ name: String, mode: ScenarioMode = .default, then action: (() -> Void)? = nil) {
        performBlock(name, mode: mode, then: action)
    }

    func run(_ mode: ScenarioMode = .default, seconds: Double, returnAfterSourceHandled: Bool = false) {
        run(mode, seconds: seconds, returnAfterSourceHandled: returnAfterSourceHandled)
    }

    func line(_ label: String?, _ activity: RunLoopActivity) -> String {
        label.map { "\($0) \(activity)" } ?? "\(activity)"
    }
}

/// Plays scenarios on `EventRunLoop` with the real monotonic clock, as CF runs on real time.
final class EventRunLoopDriver: LoopDriver {
    let log = EventLog()
    let loop = try! EventRunLoop(clock: MonotonicClock())

    private func mode(_ mode: ScenarioMode) -> RunLoopMode {
        switch mode {
        case .default: .default
        case .tracking: .tracking
        case .common: .common
        case .unused: RunLoopMode("UnusedMode")
        }
    }

    func observe(_ activities: RunLoopActivity, mode: ScenarioMode, label: String?, repeats: Bool, order: Int,
                 then action: ((RunLoopActivity) -> Void)?) {
        let log = log
        loop.add(RunLoopObserver(name: label ?? "observer", activities: activities, repeats: repeats, order: order) { activity in
            log.append(self.line(label, activity))
            action?(activity)
        }, forMode: self.mode(mode))
    }

    func addSource0(_ name: String, order: Int, mode: ScenarioMode, onPerform: (() -> Void)?) -> @Sendable () -> Void {
        let log = log
        let source = RunLoopSource0(name: name, order: order) {
            log.append("source0 \(name)")
            onPerform?()
        }
        loop.add(source, forMode: self.mode(mode))
        let handle = source.handle
        return { handle.signal() }
    }

    func addSource1(_ name: String, eventFD: Int32, mode: ScenarioMode) {
        let log = log
        loop.add(RunLoopSource1(name: name, fileDescriptor: eventFD) {
            var count: UInt64 = 0
            _ = read(eventFD, &count, 8)
            log.append("source1 \(name)")
        }, forMode: self.mode(mode))
    }

    func addTimer(_ name: String, after seconds: Double, interval: Double, mode: ScenarioMode, onFire: ((Int) -> Void)?) {
        let log = log
        var firings = 0
        loop.add(RunLoopTimer(name: name, fireDate: loop.clock.now + seconds, interval: interval) { _ in
            firings += 1
            log.append("timer \(name)")
            onFire?(firings)
        }, forMode: self.mode(mode))
    }

    func performBlock(_ name: String, mode: ScenarioMode, then action: (() -> Void)?) {
        let log = log
        loop.perform(inMode: self.mode(mode)) {
            log.append("block \(name)")
            action?()
        }
    }

    func stop() { loop.stop() }
    func wakeUp() { loop.wakeUp() }
    var fromAnotherThread: CrossThreadCalls {
        let handle = loop.handle
        return CrossThreadCalls(stop: { handle.stop() }, wakeUp: { handle.wakeUp() })
    }

    func run(_ mode: ScenarioMode, seconds: Double, returnAfterSourceHandled: Bool) {
        var result: RunLoopRunResult = .finished
        _ = capturingMisuse {  // run(.common) is refused with a message; the result is what is compared
            result = loop.run(mode: self.mode(mode), before: loop.clock.now + seconds,
                              returnAfterSourceHandled: returnAfterSourceHandled)
        }
        log.append("result \(result)")
    }
}
