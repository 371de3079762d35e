import CoreFoundation
import Foundation
import Glibc
import RunLoop

/// What CFRunLoop does for free on iOS's main thread, done inside our loop:
/// it services the main dispatch queue and Foundation's timers, so the habits
/// of every iOS developer — `DispatchQueue.main.async`, `asyncAfter`,
/// `Timer.scheduledTimer`, `RunLoop.main.add(timer, forMode: .common)` —
/// work while `UIApplication.run()` (or a headless driver) runs the loop.
///
///     main queue  ─▶ Source1 on libdispatch's eventfd (all common modes)
///                      ─▶ read it, `_dispatch_main_queue_callback_4CF`
///     Foundation  ─▶ beforeWaiting observer: the next fire date of CF's main
///     timers           loop in the mode our loop runs in ─▶ our wake-up timer
///                      ─▶ it fires: `RunLoop.main.limitDate(forMode:)` runs
///                         CF's due timers of that mode, returns the next date
///
/// Modes are honoured as on iOS: our modes have CF's names
/// (`kCFRunLoopDefaultMode`, `UITrackingRunLoopMode`), our common modes are
/// made common in CF's main loop too, and only the timers of the mode the
/// loop is in fire — a default-mode `Timer` waits while a scroll view tracks,
/// a `.common` one keeps firing.
///
/// Time: Foundation's timers and libdispatch's `asyncAfter` read the OS's
/// clock, and neither hands out its timers, so neither can be moved onto a
/// virtual clock. With a `VirtualClock` a Foundation fire date is placed on
/// the virtual clock through an anchor (virtual time `anchor.clock` is real
/// time `anchor.absolute`; the driver re-anchors at its steps while no
/// Foundation timer waits), the loop jumps there like to any timer, and then
/// waits in real time until CF agrees the timer is due. See
/// `HeadlessDriver.advance(by:)`.
final class MainThreadBridge {
    static let mainQueueSourceName = "_dispatch_main_queue_callback_4CF"
    static let foundationTimersName = "__CFRunLoopDoTimers"
    static let wakeUpObserverName = "_scheduleFoundationTimersWakeUp"

    private unowned let application: UIApplication
    private let runLoop: EventRunLoop
    private let clock: RunLoopClock
    private let mainQueue: MainDispatchQueuePort
    private let mainCFRunLoop: CFRunLoop
    private var mainQueueSource: RunLoopSource1!
    private var wakeUpTimer: RunLoopTimer!
    private var wakeUpObserver: RunLoopObserver!
    /// CF's mode names, made once per mode (a pass must not allocate).
    private var cfModes: [RunLoopMode: CoreFoundation.CFString] = [:]
    /// Virtual clocks only: which virtual time is which real (CF) time.
    private var anchor: (clock: Double, absolute: CFAbsoluteTime)

    /// A wake-up timer that never repeats by itself: its handler sets the
    /// next date; the long interval only keeps the loop from invalidating it.
    private static let dormantInterval: Double = 365 * 86_400

    init(application: UIApplication, mainQueue: MainDispatchQueuePort) {
        self.application = application
        self.runLoop = application.runLoop
        self.clock = application.runLoop.clock
        self.mainQueue = mainQueue
        self.mainCFRunLoop = CFRunLoopGetMain()
        self.anchor = (clock.now, CFAbsoluteTimeGetCurrent())
        shareCommonModes()
        mainQueueSource = RunLoopSource1(name: Self.mainQueueSourceName, fileDescriptor: mainQueue.fileDescriptor) {
            [unowned self] in self.drainMainQueue()
        }
        wakeUpTimer = RunLoopTimer(name: Self.foundationTimersName, fireDate: .infinity, interval: Self.dormantInterval) {
            [unowned self] _ in self.fireFoundationTimers()
        }
        // Last before the sleep: after the gesture update, layout and drawing,
        // any of which may have scheduled a Foundation timer.
        wakeUpObserver = RunLoopObserver(name: Self.wakeUpObserverName, activities: .beforeWaiting, order: 2_147_483_000) {
            [unowned self] _ in self.scheduleWakeUp()
        }
        runLoop.add(mainQueueSource, forMode: .common)
        runLoop.add(wakeUpTimer, forMode: .common)
        runLoop.add(wakeUpObserver, forMode: .common)
    }

    deinit {
        mainQueueSource.invalidate()
        wakeUpTimer.invalidate()
        wakeUpObserver.invalidate()
    }

    // MARK: The main queue

    /// The blocks run with the application's tracer current, as its events'
    /// handlers do: what they do (a haptic, a scroll) is traced and drawn.
    private func drainMainQueue() {
        application.tracer.during {
            if application.tracesRunLoop { trace(.mainQueueServiced) }
            mainQueue.drain()
        }
    }

    // MARK: Foundation's timers

    /// Whether a Foundation timer waits in any mode the loop knows (the
    /// driver ties its steps to real time while one does).
    var hasFoundationTimers: Bool {
        if hasFoundationTimers(in: currentMode) { return true }
        return runLoop.commonModes.contains { $0 != currentMode && hasFoundationTimers(in: $0) }
    }

    private func hasFoundationTimers(in mode: RunLoopMode) -> Bool {
        CFRunLoopGetNextTimerFireDate(mainCFRunLoop, cfMode(mode)) != 0
    }

    /// Virtual clocks: while no Foundation timer waits, the present virtual
    /// time becomes the present real time. While one waits the anchor holds,
    /// so the real time the driver spends between its steps does not shift
    /// the timer on the virtual clock (the tied steps absorb it).
    func anchorVirtualTime() {
        if !hasFoundationTimers { anchor = (clock.now, CFAbsoluteTimeGetCurrent()) }
    }

    /// The real (CF) time that virtual time `clockTime` stands for.
    func realTime(atVirtual clockTime: Double) -> CFAbsoluteTime {
        anchor.absolute + (clockTime - anchor.clock)
    }

    /// Makes our common modes common in CF's main loop (default already is),
    /// so a `.common` Foundation timer also fires while tracking.
    private func shareCommonModes() {
        for mode in runLoop.commonModes where mode != .default {
            CFRunLoopAddCommonMode(mainCFRunLoop, cfMode(mode))
        }
        sharedCommonModeCount = runLoop.commonModes.count
    }
    /// Common modes only grow (`addCommonMode`); a new count means a new mode.
    private var sharedCommonModeCount = 0

    private func scheduleWakeUp() {
        if runLoop.commonModes.count != sharedCommonModeCount { shareCommonModes() }
        let next = CFRunLoopGetNextTimerFireDate(mainCFRunLoop, cfMode(currentMode))
        setWakeUp(at: next == 0 ? nil : next)
    }

    private func fireFoundationTimers() {
        let mode = currentMode
        let next = CFRunLoopGetNextTimerFireDate(mainCFRunLoop, cfMode(mode))
        guard next != 0 else { return setWakeUp(at: nil) }
        if clock.isVirtual { Self.waitInRealTime(until: next) }
        // CF checks due-ness on its own clock, which can lag the one read
        // here by a hair: it then fires nothing and keeps the fire date, and
        // the next pass comes straight back. One line per fire date, so the
        // lane shows each timer's fire once, however many passes it took.
        if next <= CFAbsoluteTimeGetCurrent() && application.tracesRunLoop && next != lastTracedFireDate {
            lastTracedFireDate = next
            application.tracer.during { trace(.foundationTimersFired(mode: mode)) }
        }
        // Fires the mode's due timers (one non-blocking pass of CF's main
        // loop), with the app's tracer current, as for main-queue blocks.
        let limit = application.tracer.during { RunLoop.main.limitDate(forMode: RunLoop.Mode(mode.rawValue)) }
        let following = limit.map(\.timeIntervalSinceReferenceDate)
        setWakeUp(at: following.flatMap { $0 < Date.distantFuture.timeIntervalSinceReferenceDate ? $0 : nil })
    }

    /// The fire date the last "Foundation timers" trace line stood for.
    private var lastTracedFireDate: CFAbsoluteTime = 0

    /// A virtual loop reaches a fire date before the real time does; wait
    /// for it, at most a minute (a wall-clock jump must not hang the driver).
    static func waitInRealTime(until absolute: CFAbsoluteTime) {
        let wait = min(60, absolute - CFAbsoluteTimeGetCurrent())
        guard wait > 0 else { return }
        var request = timespec(tv_sec: Int(wait), tv_nsec: Int((wait - wait.rounded(.down)) * 1e9))
        var remaining = timespec()
        while nanosleep(&request, &remaining) == -1 && errno == EINTR { request = remaining }
    }

    private func setWakeUp(at absolute: CFAbsoluteTime?) {
        guard let absolute else {
            if wakeUpTimer.fireDate != .infinity { wakeUpTimer.fireDate = .infinity }
            return
        }
        let date: Double
        if clock.isVirtual {
            date = anchor.clock + (absolute - anchor.absolute)
        } else {
            // Slow motion stretches the loop's clock: one real second is 1 / realInterval(for: 1) clock seconds.
            date = clock.now + (absolute - CFAbsoluteTimeGetCurrent()) / clock.realInterval(for: 1)
        }
        if wakeUpTimer.fireDate != date { wakeUpTimer.fireDate = date }
    }

    private var currentMode: RunLoopMode { runLoop.currentMode ?? application.runLoopMode }

    private func cfMode(_ mode: RunLoopMode) -> CoreFoundation.CFString {
        if let made = cfModes[mode] { return made }
        let made = CFStringCreateWithCString(nil, mode.rawValue, CFStringBuiltInEncodings.UTF8.rawValue)!
        cfModes[mode] = made
        return made
    }
}
