// An experiment written the way an iOS developer writes one — main-queue
// blocks and Foundation timers beside a scroll view — run on the process's
// main thread, where the XCTest and Swift Testing harnesses cannot put it
// (XCTest nests tests in its own run loop; Swift Testing runs them on other
// threads). MainThreadTests launch it and read what it prints:
//
//     fired <what> at <seconds since start> mode <run-loop mode> main <true|false>
//     drag began at … / drag ended at …
//     tracking entered at … / tracking left at …   (each run of the loop in UITrackingRunLoopMode)
//     trace <a run-loop lane line>           (headless only)
//     virtual <s> drag real <s> last step real <s>   (headless only: real time the steps took)
//
// `live`: `UIApplication.run()` on the real clock; a second thread plays
// SpringBoard, writing a drag into the app's port. `headless`: a
// `HeadlessDriver` on its virtual clock drags the same scroll view.
@_spi(TouchLab) import UIKit
import UIKitHeadless
import HID
import RunLoop
import Dispatch
import Glibc

/// One line to stdout, written at once (a probe that hangs and is killed has
/// said everything it got to; C's `stdout`, a mutable global, is out of reach in Swift 6).
func say(_ line: String) { FileHandle.standardOutput.write(Data((line + "\n").utf8)) }

let mode = CommandLine.arguments.dropFirst().first ?? ""
guard mode == "live" || mode == "headless" else {
    FileHandle.standardError.write(Data("usage: MainQueueProbe live|headless\n".utf8))
    exit(2)
}

/// Main-actor isolated: everything the probe does runs on the main thread
/// (the loop, Foundation's timers, main-queue blocks), and the closures that
/// the timers and queues take check it (`MainActor.assumeIsolated`).
@MainActor
final class Lab: NSObject {
    let application: UIApplication
    let start: Double
    var timers: [Timer] = []
    init(_ application: UIApplication) {
        self.application = application
        start = application.runLoop.clock.now
    }
    var now: Double { application.runLoop.clock.now - start }
    let firings = FiringCount()
    func fired(_ what: String) {
        let mode = application.runLoop.currentMode?.rawValue ?? "none"
        say("fired \(what) at \(String(format: "%.4f", now)) mode \(mode) main \(Thread.isMainThread)")
        firings.note(what)
    }
}

/// UIKit calls the delegate from the run loop, on the main thread here.
extension Lab: @preconcurrency UIScrollViewDelegate {
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) { say("drag began at \(String(format: "%.4f", now))") }
    /// The content stays where the finger lets go (no momentum), so the loop
    /// leaves tracking mode with the drag, as the expectations read it.
    func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                   targetContentOffset: UnsafeMutablePointer<CGPoint>) {
        targetContentOffset.pointee = scrollView.contentOffset
    }
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        say("drag ended at \(String(format: "%.4f", now))")
    }
}

/// How often each thing has fired, for the live mode's SpringBoard thread:
/// it paces the drag by the timers themselves, not by guessed sleeps.
final class FiringCount: @unchecked Sendable {   // `counts` is guarded by `condition`
    private let condition = NSCondition()
    private var counts: [String: Int] = [:]
    func note(_ what: String) {
        condition.lock(); counts[what, default: 0] += 1; condition.broadcast(); condition.unlock()
    }
    func count(_ what: String) -> Int { condition.lock(); defer { condition.unlock() }; return counts[what, default: 0] }
    /// Waits until `what` has fired `n` times; after 30 s the probe fails with a line saying so.
    func wait(_ what: String, reaches n: Int) {
        condition.lock(); defer { condition.unlock() }
        let deadline = Date().addingTimeInterval(30)
        while counts[what, default: 0] < n {
            guard condition.wait(until: deadline) else {
                FileHandle.standardError.write(Data("MainQueueProbe: \(what) never fired \(n) times\n".utf8))
                exit(3)
            }
        }
    }
}

/// What every iOS developer writes: two repeating timers, one for the default
/// mode (`scheduledTimer` schedules there) and one for the common modes, and
/// blocks for the main queue — at once, later, and from a background queue.
@MainActor
func scheduleHabits(_ lab: Lab) -> [Timer] {
    let defaultTimer = Timer.scheduledTimer(withTimeInterval: 0.05, repeats: true) { _ in
        MainActor.assumeIsolated { lab.fired("default-mode timer") }
    }
    let commonTimer = Timer(fire: Date(timeIntervalSinceNow: 0.05), interval: 0.05, repeats: true) { _ in
        MainActor.assumeIsolated { lab.fired("common-mode timer") }
    }
    RunLoop.main.add(commonTimer, forMode: .common)
    DispatchQueue.main.async { MainActor.assumeIsolated { lab.fired("main.async") } }
    DispatchQueue.main.asyncAfter(deadline: .now() + 0.1) { MainActor.assumeIsolated { lab.fired("main.asyncAfter 0.1") } }
    DispatchQueue.global().async {
        DispatchQueue.main.async { MainActor.assumeIsolated { lab.fired("main.async from a background queue") } }
    }
    return [defaultTimer, commonTimer]
}

/// Marks, in the output's order, each run of the loop in the tracking mode.
@MainActor
func watchTrackingMode(_ lab: Lab) {
    let watch = RunLoopObserver(name: "probe tracking watch", activities: [.entry, .exit]) { activity in
        MainActor.assumeIsolated {
            say("tracking \(activity == .entry ? "entered" : "left") at \(String(format: "%.4f", lab.now))")
        }
    }
    lab.application.runLoop.add(watch, forMode: .tracking)
}

@MainActor
func makeScrollView(delegate: Lab) {
    let window = UIWindow(frame: UIScreen.main.bounds)
    window.rootViewController = UIViewController()
    let scrollView = UIScrollView(frame: window.bounds)
    scrollView.contentSize = CGSize(width: window.bounds.width, height: 5000)
    scrollView.delegate = delegate
    window.rootViewController!.view.addSubview(scrollView)
    window.makeKeyAndVisible()
}

if mode == "live" {
    let application = try UIApplication()
    let lab = Lab(application)
    makeScrollView(delegate: lab)
    watchTrackingMode(lab)
    lab.timers = scheduleHabits(lab)
    say("services main thread queues \(application.servicesMainThreadQueues)")
    // SpringBoard's part: from another thread, a drag into the app's port.
    // The live loop's clock is `CLOCK_MONOTONIC`, which HID timestamps read too.
    let sender = application.port.sender
    let springBoard = Thread {
        func send(_ kind: HIDEvent.Kind, y: Double) {
            try! sender.send(HIDEvent(kind: kind, timestamp: MonotonicTime.nanoseconds(), x: 200, y: y, button: 1))
        }
        // Paced by the timers, not by sleeps: six default-mode ticks before
        // the touch; a common-mode tick every five moves (twelve in all, so
        // at least eight fall inside the drag however the loop is delayed);
        // after the lift, two default-mode ticks and a common one.
        lab.firings.wait("default-mode timer", reaches: 6)
        send(.pointerDown, y: 800)
        for step in 1...60 {
            send(.pointerMove, y: 800 - Double(step) * 8)
            if step % 5 == 0 { lab.firings.wait("common-mode timer", reaches: lab.firings.count("common-mode timer") + 1) }
        }
        send(.pointerUp, y: 320)
        lab.firings.wait("default-mode timer", reaches: lab.firings.count("default-mode timer") + 2)
        lab.firings.wait("common-mode timer", reaches: lab.firings.count("common-mode timer") + 1)
        DispatchQueue.main.async {
            MainActor.assumeIsolated {
                lab.fired("terminate")
                for timer in lab.timers { timer.invalidate() }
                lab.application.terminate()
            }
        }
    }
    springBoard.start()
    application.run()
    say("ended")
} else {
    let driver = try HeadlessDriver()
    driver.application.tracesRunLoop = true
    let lab = Lab(driver.application)
    makeScrollView(delegate: lab)
    watchTrackingMode(lab)
    let timers = scheduleHabits(lab)
    say("services main thread queues \(driver.application.servicesMainThreadQueues)")
    driver.runUntilIdle()
    driver.advance(by: 0.4)
    let dragStart = Date()
    driver.drag(from: CGPoint(x: 200, y: 800), to: CGPoint(x: 200, y: 320), duration: 0.6, steps: 60)
    let dragReal = Date().timeIntervalSince(dragStart)
    driver.advance(by: 0.4)
    for timer in timers { timer.invalidate() }
    let lastStart = Date()
    driver.advance(by: 5)   // no Foundation timer left: it does not wait the 5 s out
    let lastReal = Date().timeIntervalSince(lastStart)
    say("virtual \(String(format: "%.4f", lab.now)) drag real \(String(format: "%.4f", dragReal)) last step real \(String(format: "%.4f", lastReal))")
    for record in driver.tracer.records where record.event.isRunLoopStep {
        if case .runLoopActivity = record.event { continue }
        for line in SeedLogFormatter.lines(for: record.event, style: .verbose) {
            say("trace \(line) at \(String(format: "%.4f", record.time - lab.start))")
        }
    }
    say("ended")
}
