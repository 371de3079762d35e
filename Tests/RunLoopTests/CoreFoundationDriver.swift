import CoreFoundation
import Glibc
import RunLoop

// CF's symbols live in libFoundation on Linux, which the test runner links.

/// Plays scenarios on the CFRunLoop of the current thread, the real CoreFoundation that ships with
/// the toolchain. Activities are recorded with CF's own observer API (Foundation's `RunLoop` labels
/// them wrongly on Linux); CF's activity raw values are ours, so the log uses the same names.
final class CoreFoundationDriver: LoopDriver {
    let log = EventLog()
    private let runLoop: CFRunLoop = CFRunLoopGetCurrent()
    private let trackingMode = cfString("UITrackingRunLoopMode")
    private let unusedMode = cfString("UnusedMode")
    /// Callout boxes CF holds only as raw `info` pointers.
    private var keptAlive: [AnyObject] = []

    /// Boxes a closure for a C callback's `info` pointer.
    private final class Callout {
        let body: () -> Void
        let port: Int32
        init(port: Int32 = -1, _ body: @escaping () -> Void) { self.body = body; self.port = port }
    }

    init() {
        // UIKit registers its tracking mode as common; CF itself only has the default mode as common.
        CFRunLoopAddCommonMode(runLoop, trackingMode)
    }

    private func mode(_ mode: ScenarioMode) -> CFRunLoopMode {
        switch mode {
        case .default: kCFRunLoopDefaultMode
        case .tracking: trackingMode
        case .common: kCFRunLoopCommonModes
        case .unused: unusedMode
        }
    }

    func observe(_ activities: RunLoopActivity, mode: ScenarioMode, label: String?, repeats: Bool, order: Int,
                 then action: ((RunLoopActivity) -> Void)?) {
        let log = log
        let observer = CFRunLoopObserverCreateWithHandler(nil, CFOptionFlags(activities.rawValue), repeats, order) { _, cfActivity in
            let activity = RunLoopActivity(rawValue: UInt32(cfActivity.rawValue))
            log.append(self.line(label, activity))
            action?(activity)
        }
        CFRunLoopAddObserver(runLoop, observer, self.mode(mode))
    }

    func addSource0(_ name: String, order: Int, mode: ScenarioMode, onPerform: (() -> Void)?) -> @Sendable () -> Void {
        let log = log
        let callout = Callout { log.append("source0 \(name)"); onPerform?() }
        keptAlive.append(callout)
        var context = CFRunLoopSourceContext()
        context.version = 0
        context.info = Unmanaged.passUnretained(callout).toOpaque()
        context.perform = { info in Unmanaged<Callout>.fromOpaque(info!).takeUnretainedValue().body() }
        let source = CFRunLoopSourceCreate(nil, order, &context)!
        CFRunLoopAddSource(runLoop, source, self.mode(mode))
        // Sendable: CFRunLoopSourceSignal is thread-safe (CF locks the source).
        nonisolated(unsafe) let signalled = source
        return { CFRunLoopSourceSignal(signalled) }
    }

    func addSource1(_ name: String, eventFD: Int32, mode: ScenarioMode) {
        let log = log
        // CF reads the eventfd's 8 bytes itself before calling perform.
        let callout = Callout(port: eventFD) { log.append("source1 \(name)") }
        keptAlive.append(callout)
        var context = CFRunLoopSourceContext1()
        context.version = 1
        context.info = Unmanaged.passUnretained(callout).toOpaque()
        context.getPort = { info in Unmanaged<Callout>.fromOpaque(info!).takeUnretainedValue().port }
        context.perform = { info in Unmanaged<Callout>.fromOpaque(info!).takeUnretainedValue().body() }
        let source = withUnsafeMutablePointer(to: &context) { pointer in
            CFRunLoopSourceCreate(nil, 0, UnsafeMutableRawPointer(pointer).assumingMemoryBound(to: CFRunLoopSourceContext.self))
        }
        CFRunLoopAddSource(runLoop, source, self.mode(mode))
    }

    func addTimer(_ name: String, after seconds: Double, interval: Double, mode: ScenarioMode, onFire: ((Int) -> Void)?) {
        let log = log
        var firings = 0
        let timer = CFRunLoopTimerCreateWithHandler(nil, CFAbsoluteTimeGetCurrent() + seconds, interval, 0, 0) { _ in
            firings += 1
            log.append("timer \(name)")
            onFire?(firings)
        }
        CFRunLoopAddTimer(runLoop, timer, self.mode(mode))
    }

    func performBlock(_ name: String, mode: ScenarioMode, then action: (() -> Void)?) {
        let log = log
        CFRunLoopPerformBlock(runLoop, self.mode(mode)) {
            log.append("block \(name)")
            action?()
        }
    }

    func stop() { CFRunLoopStop(runLoop) }
    func wakeUp() { CFRunLoopWakeUp(runLoop) }
    var fromAnotherThread: CrossThreadCalls {
        // Sendable: CFRunLoopStop and CFRunLoopWakeUp are CF's calls for other threads (CF locks the loop).
        nonisolated(unsafe) let runLoop = runLoop
        return CrossThreadCalls(stop: { CFRunLoopStop(runLoop) }, wakeUp: { CFRunLoopWakeUp(runLoop) })
    }

    func run(_ mode: ScenarioMode, seconds: Double, returnAfterSourceHandled: Bool) {
        let result = CFRunLoopRunInMode(self.mode(mode), seconds, returnAfterSourceHandled)
        let names = [1: "finished", 2: "stopped", 3: "timedOut", 4: "handledSource"]
        log.append("result \(names[Int(result.rawValue)] ?? "unknown \(result.rawValue)")")
    }
}

private func cfString(_ string: String) -> CFString {
    CFStringCreateWithCString(nil, string, CFStringBuiltInEncodings.UTF8.rawValue)
}
