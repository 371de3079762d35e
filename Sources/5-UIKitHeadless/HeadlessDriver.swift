import Foundation
import HID
import RunLoop
@_spi(TouchLab) import UIKit

/// Runs an application with no X server and no real time: pointer events go
/// in **through the port**, so the whole Source1 → Source0 → sendEvent path
/// runs, and the run loop's clock is virtual, so a 0.5 s long press takes
/// microseconds. Tests, benchmarks and scripted demos drive the engine with it.
///
///     let driver = try HeadlessDriver()
///     let window = driver.makeWindow()
///     …build views…
///     driver.tap(at: CGPoint(x: 150, y: 150))
///     driver.log   // ["HitTest: UIWindow", "NextResponder: UIWindowScene", …]
///
/// A test harness, so a library of its own (`UIKitHeadless`) beside `UIKit`,
/// as SwiftNIO keeps `EmbeddedEventLoop` in `NIOEmbedded`: an app links
/// UIKit alone. What it needs of the application beyond UIKit's API is
/// `@_spi(TouchLab)` (`UIApplication+HeadlessDriving.swift`).
public final class HeadlessDriver {
    /// The virtual clock the app's run loop and events read: it moves only
    /// when the driver advances it, so timers and gesture timeouts are exact.
    public let clock: VirtualClock
    /// The application being driven; it becomes `UIApplication.shared`.
    public let application: UIApplication
    /// The app's run loop, which the driver runs on the calling thread.
    public var runLoop: EventRunLoop { application.runLoop }
    /// The app's tracer: every hop of dispatch, the source of `log`.
    public var tracer: Tracer { application.tracer }

    /// `startTime` is where the virtual clock starts, in seconds; it must be
    /// one an event can carry (0 … `latestTime`), or the program stops with one
    /// line, as UIKit does on a bad argument. Throws when the app's run loop or
    /// port cannot be made (no file descriptor left).
    public init(startTime: TimeInterval = 1000, recordTrace: Bool = true) throws {
        if !(startTime >= 0 && startTime <= Self.latestTime) {
            Self.stop("HeadlessDriver(startTime: \(startTime)): a start time must be between 0 and \(Self.latestTime) seconds")
        }
        clock = VirtualClock(now: startTime)
        application = try UIApplication(runLoop: EventRunLoop(clock: clock))
        application.tracer.isRecording = recordTrace
        application.becomeActiveUnderDriver()   // the driver runs the app's loop from here on
    }

    /// Whether `DispatchQueue.main` blocks (from handlers, say) run at this
    /// driver's steps, in iOS's order: only for a driver made on the main
    /// thread of a process whose main queue has a port — an XCTest test, or
    /// an executable. Swift Testing runs tests on other threads and its
    /// harness owns the main queue, so there the blocks run when the harness
    /// gets to them, not at the driver's steps (README "iOS code here":
    /// drive such code from XCTest). A test can check it first:
    /// `precondition(driver.runsMainQueue)`.
    public var runsMainQueue: Bool { application.servicesMainThreadQueues }

    /// The recorded trace holds the application, its windows and views (a
    /// `sendEvent` line names the app), and the application owns the tracer:
    /// left alone, that cycle kept every driver's app, views and three file
    /// descriptors alive (issue 7: the 340th driver failed with EMFILE).
    deinit { tracer.clearRecorded() }

    /// The latest virtual time a driver can reach: HID events carry their
    /// time as whole nanoseconds in a `UInt64` (about 584 years); this bound
    /// leaves room to spare.
    public static let latestTime: TimeInterval = 1.8e10

    /// The clock's time as a HID timestamp. The clock can only be this far
    /// through `init(startTime:)` and `advance(by:)`, which refuse what an
    /// event cannot carry; a clock moved by hand past it stops here with one line.
    private var hidTimestamp: UInt64 {
        let now = clock.now
        guard now >= 0 && now <= Self.latestTime else {
            Self.stop("HeadlessDriver: the virtual clock reads \(now) s, which a HID event cannot carry (0 … \(Self.latestTime) s)")
        }
        return UInt64((now * 1e9).rounded())
    }

    /// A key window of the given size in a new scene, with a root view controller.
    @discardableResult
    public func makeWindow(frame: CGRect = UIScreen.main.bounds,
                           rootViewController: UIViewController? = UIViewController()) -> UIWindow {
        let scene = UIWindowScene(application: application)
        let window = UIWindow(windowScene: scene, frame: frame)
        window.rootViewController = rootViewController
        window.makeKeyAndVisible()
        return window
    }

    // MARK: Pointer input, as SpringBoard would send it

    /// A point must be finite, as every point a pointer reports is: the port
    /// would reject the frame (`HIDMessage.Rejection.nonFiniteCoordinate`) and
    /// the event — a release, say — would be lost, leaving the touch down.
    /// So a non-finite point stops the program here with one line, naming it.
    /// `finger`: 0 is the pointer; 1… are further fingers (below `HIDEvent.fingerLimit`).
    /// `modifiers`: the keys held, as X's state reports them to SpringBoard.
    public func send(_ kind: HIDEvent.Kind, at point: CGPoint, button: UInt8 = 1, finger: Int = 0,
                     modifiers: UIKeyModifierFlags = []) {
        if !point.x.isFinite || !point.y.isFinite {
            Self.stop("HeadlessDriver.send(.\(kind), at: (\(point.x), \(point.y))): a pointer's coordinates must be finite numbers")
        }
        guard (0..<Int(HIDEvent.fingerLimit)).contains(finger) else {
            Self.stop("HeadlessDriver.send(.\(kind), finger: \(finger)): fingers are 0..<\(HIDEvent.fingerLimit)")
        }
        let event = HIDEvent(kind: kind, timestamp: hidTimestamp, x: Double(point.x), y: Double(point.y),
                             button: button, modifiers: modifiers.xState, finger: UInt8(finger))
        post(event)
        runUntilIdle()
    }

    /// Sends a HID event as recorded elsewhere (a replay), stamped with the
    /// virtual clock's time; its finger must be in range, its numbers finite.
    public func send(_ recorded: HIDEvent) {
        var event = recorded
        guard event.x.isFinite, event.y.isFinite, event.deltaX.isFinite, event.deltaY.isFinite,
              event.finger < HIDEvent.fingerLimit else {
            Self.stop("HeadlessDriver.send(\(recorded.kind)): a replayed event must have finite numbers and a finger below \(HIDEvent.fingerLimit)")
        }
        event.timestamp = hidTimestamp
        post(event)
        runUntilIdle()
    }

    // MARK: Keys, as SpringBoard would send them

    /// A key goes down: `keysym` is the X keysym (0x61 "a", 0xFF51 Left);
    /// `shift`, `control`, `alternate`, `command` are the modifiers held
    /// (`command` is X's Mod4, the Super key standing in for ⌘).
    public func keyDown(_ keysym: UInt32, shift: Bool = false, control: Bool = false, alternate: Bool = false, command: Bool = false) {
        sendKey(.key, keysym, state: Self.xState(shift, control, alternate, command))
    }
    /// A key comes up; the arguments are as for `keyDown`.
    public func keyUp(_ keysym: UInt32, shift: Bool = false, control: Bool = false, alternate: Bool = false, command: Bool = false) {
        sendKey(.keyUp, keysym, state: Self.xState(shift, control, alternate, command))
    }
    /// Down and up.
    public func typeKey(_ keysym: UInt32, shift: Bool = false, control: Bool = false, alternate: Bool = false, command: Bool = false) {
        keyDown(keysym, shift: shift, control: control, alternate: alternate, command: command)
        keyUp(keysym, shift: shift, control: control, alternate: alternate, command: command)
    }

    private static func xState(_ shift: Bool, _ control: Bool, _ alternate: Bool, _ command: Bool) -> UInt32 {
        (shift ? 1 : 0) | (control ? 4 : 0) | (alternate ? 8 : 0) | (command ? 64 : 0)
    }

    private func sendKey(_ kind: HIDEvent.Kind, _ keysym: UInt32, state: UInt32) {
        let event = HIDEvent(kind: kind, timestamp: hidTimestamp, modifiers: state, keyCode: keysym)
        post(event)
        runUntilIdle()
    }

    /// Fingers: `finger` 0 is the pointer (the default, so one-finger code
    /// never names it); 1… are further fingers, each its own `UITouch` in the
    /// same event while more than one is down:
    ///
    ///     driver.touchDown(at: a)                 // finger 0
    ///     driver.touchDown(at: b, finger: 1)      // a second touch, hit-tested at b
    ///     driver.move(to: c, finger: 1)           // finger 0 rides along as .stationary
    ///     driver.touchUp(at: c, finger: 1)
    ///     driver.touchUp(at: a)
    public func touchDown(at point: CGPoint, finger: Int = 0) { send(.pointerDown, at: point, finger: finger) }
    /// The finger moves to `point` (one report, then the loop runs until idle).
    public func move(to point: CGPoint, finger: Int = 0) { send(.pointerMove, at: point, finger: finger) }
    /// The finger lifts at `point`.
    public func touchUp(at point: CGPoint, finger: Int = 0) { send(.pointerUp, at: point, finger: finger) }

    /// Down and up at one place, `holding` seconds apart.
    public func tap(at point: CGPoint, holding: TimeInterval = 0.05, finger: Int = 0) {
        touchDown(at: point, finger: finger)
        advance(by: holding)
        touchUp(at: point, finger: finger)
    }

    /// Down at `from`, `steps` moves to `to` spread over `duration`, up at `to`.
    public func drag(from: CGPoint, to: CGPoint, duration: TimeInterval = 0.2, steps: Int = 10, finger: Int = 0) {
        touchDown(at: from, finger: finger)
        for i in 1...max(1, steps) {
            advance(by: duration / Double(max(1, steps)))
            let f = CGFloat(i) / CGFloat(max(1, steps))
            move(to: CGPoint(x: from.x + (to.x - from.x) * f, y: from.y + (to.y - from.y) * f), finger: finger)
        }
        touchUp(at: to, finger: finger)
    }

    /// Moves `finger` through `points`, `interval` seconds apart, all put in
    /// the port before the app runs: as a fast digitizer's samples waiting
    /// together for a busy app. The app merges them into one report, the
    /// earlier ones its `UIEvent.coalescedTouches(for:)` (the driver turns
    /// `coalescesQueuedMoves` on for the batch). Timers due in between do not
    /// fire until the end (the app was busy).
    public func move(through points: [CGPoint], interval: TimeInterval = 1.0 / 240, finger: Int = 0) {
        guard (0..<Int(HIDEvent.fingerLimit)).contains(finger), interval >= 0, interval.isFinite,
              points.allSatisfy({ $0.x.isFinite && $0.y.isFinite }) else {
            Self.stop("HeadlessDriver.move(through:interval: \(interval), finger: \(finger)): points must be finite, the interval a finite number ≥ 0, the finger 0..<\(HIDEvent.fingerLimit)")
        }
        let merging = application.coalescesQueuedMoves
        application.coalescesQueuedMoves = true
        defer { application.coalescesQueuedMoves = merging }
        for (i, point) in points.enumerated() {
            if i > 0 { clock.advance(to: clock.now + interval) }
            let event = HIDEvent(kind: .pointerMove, timestamp: hidTimestamp, x: Double(point.x), y: Double(point.y),
                                 button: 1, finger: UInt8(finger))
            post(event)
        }
        runUntilIdle()
    }

    /// One wheel notch (or a trackpad step) over `point`: a `.scroll` event,
    /// hit-tested at the pointer and offered to the pan recognizers that
    /// admit it (`allowedScrollTypesMask`). Non-finite values stop the program with one line.
    public func scroll(at point: CGPoint, deltaX: Double = 0, deltaY: Double) {
        if ![Double(point.x), Double(point.y), deltaX, deltaY].allSatisfy(\.isFinite) {
            Self.stop("HeadlessDriver.scroll(at: (\(point.x), \(point.y)), deltaX: \(deltaX), deltaY: \(deltaY)): every value must be a finite number")
        }
        let event = HIDEvent(kind: .scroll, timestamp: hidTimestamp,
                             x: Double(point.x), y: Double(point.y), deltaX: deltaX, deltaY: deltaY)
        post(event)
        runUntilIdle()
    }

    // MARK: Time

    /// Runs the loop until nothing is left to do at the current virtual time.
    ///
    /// On the main thread this includes the main dispatch queue: blocks
    /// queued with `DispatchQueue.main.async` run here, at this virtual time
    /// (see "Time" below for Foundation timers and `asyncAfter`).
    public func runUntilIdle() {
        application.anchorVirtualTime()
        for _ in 0..<Self.idleRoundLimit {
            let result = runLoop.run(mode: application.runLoopMode, before: clock.now, returnAfterSourceHandled: true)
            if result != .handledSource && result != .stopped { return }
        }
        Self.stop("HeadlessDriver.runUntilIdle: the run loop never went idle at t = \(clock.now) s: "
            + "after \(Self.idleRoundLimit) passes it still had work, \(whatKeepsRunning()) "
            + "(a source that signals itself, or a timer or block that schedules itself for now, never lets virtual time move on)")
    }

    /// The passes `runUntilIdle` makes at one virtual time before it calls
    /// it a livelock: a real app settles in a handful (a touch takes about four).
    public static let idleRoundLimit = 10_000

    /// What fires in a few more passes of a loop that does not go idle, most
    /// often first: "source0 X 64×, timer Y 64×".
    private func whatKeepsRunning() -> String {
        var counts: [String: Int] = [:]
        let saved = runLoop.tracer
        runLoop.tracer = { step in
            if case .activity = step { return }
            counts[step.description, default: 0] += 1
        }
        for _ in 0..<64 {
            let result = runLoop.run(mode: application.runLoopMode, before: clock.now, returnAfterSourceHandled: true)
            if result != .handledSource && result != .stopped { break }
        }
        runLoop.tracer = saved
        guard !counts.isEmpty else { return "with no source or timer firing (the loop was stopped on every pass)" }
        let named = counts.sorted { ($0.value, $1.key) > ($1.value, $0.key) }.map { "\($0.key) \($0.value)×" }
        return "firing " + named.joined(separator: ", ")
    }

    /// The driver's one way to fail: a line naming what went wrong, then the
    /// process stops (the status of `APIMisuse`), as UIKit stops on a bad
    /// argument — a harness that limped on would report a wrong trace instead.
    static func stop(_ message: String) -> Never { APIMisuse.stop(message) }

    /// Puts `event` in the app's port; a refusal (a full port, a bad frame)
    /// is the driver's failure, named.
    private func post(_ event: HIDEvent) {
        do { try application.port.sender.send(event) } catch {
            Self.stop("HeadlessDriver: the app's port refused a \(event.kind) event: \(error)")
        }
    }

    /// Lets `seconds` of virtual time pass, firing timers on the way. A
    /// negative, non-finite or too large interval (past `latestTime`) stops
    /// the program with one line: it is a bug in the caller, and going on
    /// would hang (infinity) or trap at the next event.
    ///
    /// Foundation's `Timer`s and `asyncAfter` keep the OS's time: neither CF
    /// nor libdispatch lets anyone re-date its timers. So a driver that owns
    /// the main thread's queues (it runs on the main thread) ties virtual time
    /// to real time while a Foundation timer is scheduled: the step takes
    /// `seconds` of real time too, each Foundation timer fires at the virtual
    /// time that matches its real fire date (after the engine's own timers
    /// due before it, in the mode the app is in), and a default-mode timer
    /// waits while a scroll view tracks. The real time spent between steps
    /// is absorbed by the next tied step, so virtual and real time do not
    /// drift apart while a Foundation timer waits. With no Foundation timer scheduled a
    /// step stays instant; an `asyncAfter` block then runs at the first step
    /// after its real deadline.
    public func advance(by seconds: TimeInterval) {
        guard seconds >= 0, seconds.isFinite, clock.now + seconds <= Self.latestTime else {
            Self.stop("HeadlessDriver.advance(by: \(seconds)): "
                + (seconds.isNaN || seconds < 0 || seconds.isInfinite
                   ? "time can only move forward by a finite number of seconds"
                   : "the clock would pass \(Self.latestTime) s, the latest time a HID event can carry"))
        }
        application.anchorVirtualTime()
        let deadline = clock.now + seconds
        let realDeadline = application.realTimeWhileFoundationTimersWait(atVirtual: deadline)
        var rounds = 0
        while clock.now < deadline {
            rounds += 1
            if rounds > Self.idleRoundLimit * 10 {
                Self.stop("HeadlessDriver.advance(by: \(seconds)): virtual time stuck at t = \(clock.now) s short of \(deadline) s: "
                    + "after \(rounds - 1) passes the run loop still had work, \(whatKeepsRunning())")
            }
            let result = runLoop.run(mode: application.runLoopMode, before: deadline)
            if result == .finished { clock.advance(to: deadline) }
        }
        if let realDeadline { UIApplication.waitInRealTime(until: realDeadline) }
        runUntilIdle()
    }

    // MARK: The log

    /// The recorded trace in the seeds' log shape.
    public var log: [String] { SeedLogFormatter.lines(for: tracer.recorded) }
    /// The same, with `0x…` addresses masked.
    public var logWithoutAddresses: [String] { log.map(SeedLogFormatter.withoutAddresses) }
    /// Forgets the trace recorded so far, so the next `log` starts empty.
    public func clearLog() { tracer.clearRecorded() }
}
