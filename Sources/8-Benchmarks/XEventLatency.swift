import CXlibBaseline
import Foundation
import HID
import RunLoop
import SpringBoard
import Synchronization
@_spi(TouchLab) import UIKit
import XServer

/// X event → `touchesBegan`/`touchesEnded`, through the whole real path,
/// beside a plain Xlib loop in C reading the same kind of injected events on
/// the same server in the same run (the limit):
///
///     XTest press ─▶ Xvfb ─▶ SpringBoard thread ─▶ port ─▶ run loop ─▶ Source1 ─▶ Source0 ─▶ touchesBegan
///     XTest press ─▶ Xvfb ─▶ XNextEvent returns                                           (the C loop)
///
/// Lock-step: one event in flight, the app's loop asleep before each sample.
/// Each sample is also cut at its hops, from stamps the path leaves anyway
/// or one observer adds (no trace sink is installed, as in an app that
/// prints no trace):
///
///     inject ─X server, SpringBoard's poll wakes, XNextEvent─▶ read (the HID event's timestamp)
///            ─translate, port write─▶ forwarded (SpringBoard's `lastForwardedNanoseconds`)
///            ─the app's thread wakes from ppoll─▶ afterWaiting (an observer)
///            ─Source1 drains the port, signals Source0, next pass─▶ Source0 hands the HID event to UIApplication
///            ─UIEvent, hit-test ×2, sendEvent─▶ touchesBegan
enum XEventLatency {
    struct Sample {
        var ours: [Double]
        var plain: [Double]
        /// Per hop, in the order above, nanoseconds per sample.
        var hops: [(name: String, values: [Double])] = []
        /// The X server's own CPU time over our samples.
        var serverWork = ServerWork()
    }

    /// What the X server (Xvfb) itself works over a number of samples: its
    /// CPU time from `/proc/<pid>/schedstat`, read just before the first
    /// sample and just after the last, so window set-up is not in it. Both
    /// loops' figures come from the same server in the same rounds, so the
    /// difference is what the server does more for one loop's window and
    /// connections than for the other's (PipelineAndBenchmarks: "What Xvfb
    /// works per press").
    struct ServerWork {
        var nanoseconds = 0.0
        var samples = 0
        var perSample: Double { samples > 0 ? nanoseconds / Double(samples) : .nan }
        /// Adds one measurement; a negative one (schedstat unreadable) is left out.
        mutating func add(_ nanoseconds: Double, samples: Int) {
            guard nanoseconds >= 0 else { return }
            self.nanoseconds += nanoseconds
            self.samples += samples
        }
    }
    static let hopNames = ["X server → SpringBoard's read", "translate + port write", "app thread wakes (ppoll)",
                           "Source1 → Source0 (next pass)", "dispatch: UIEvent, hit-test ×2, sendEvent → touchesBegan"]

    /// `spinAfterInput`: SpringBoard's poll after a press or release (its
    /// default, or zero to see what the spin costs or saves on this machine).
    static func measure(server: XvfbServer, samples: Int, spinAfterInput: Duration = .milliseconds(2)) throws -> Sample {
        let plain = try measurePlain(server: server, samples: samples)
        var ours = try measureOurs(server: server, samples: samples, spinAfterInput: spinAfterInput)
        ours.plain = plain
        return ours
    }

    /// How long the harness leaves the machine idle before each sample of
    /// our path, once the app's loop is asleep: the plain loop idles as long
    /// before each of its samples (`measurePlain(afterIdle: true)`), so both
    /// start from the same idle cores.
    static let idleMicrosecondsBeforeSample: Int32 = 100

    /// The plain Xlib loop in C alone: press and release alternately, `samples` of them,
    /// idle `idleMicrosecondsBeforeSample` before each (or back to back, warm, with `afterIdle: false`).
    static func measurePlain(server: XvfbServer, samples: Int, afterIdle: Bool = true) throws -> [Double] {
        var work = ServerWork()
        return try measurePlain(server: server, samples: samples, afterIdle: afterIdle, serverWork: &work)
    }

    /// The same, adding the X server's CPU time over the samples to `serverWork`.
    static func measurePlain(server: XvfbServer, samples: Int, afterIdle: Bool = true,
                             serverWork: inout ServerWork) throws -> [Double] {
        var plain = [Double](repeating: 0, count: samples)
        var serverNanoseconds = -1.0
        let status = xlib_baseline_latency_server_cpu(server.displayName, XLIB_BASELINE_BUTTON, Int32(samples),
                                                      afterIdle ? idleMicrosecondsBeforeSample : 0,
                                                      Int32(server.processID), &plain, &serverNanoseconds)
        guard status == 0 else { throw BenchmarkError("the plain Xlib loop failed on \(server.displayName)") }
        serverWork.add(serverNanoseconds, samples: samples)
        return plain
    }

    /// Our path alone (`plain` left empty).
    static func measureOurs(server: XvfbServer, samples: Int, spinAfterInput: Duration = .milliseconds(2)) throws -> Sample {
        let plain: [Double] = []

        let display = try XDisplay(name: server.displayName)
        let xWindow = try XWindow(display: display, width: 400, height: 400, title: "latency", inputMask: 0)
        let app = try GridApp()
        let application = app.application, target = app.target
        let springBoard = try SpringBoard(window: xWindow, sender: application.port.sender, spinAfterInput: spinAfterInput)
        try springBoard.start()
        let injector = try XTestInjector(displayName: server.displayName)
        try injector.move(toX: 220, y: 220, in: xWindow)   // inside the target (200…240)

        let asleep = LoopAsleep(), shared = Shared()
        app.watchSleep(asleep)
        // The harness sleeps until the app's thread has stamped the sample,
        // as the plain loop's one thread has no sibling awake while it waits.
        let stamped = DispatchSemaphore(value: 0)
        target.onBegan = { shared.mark.store(now(), ordering: .releasing); stamped.signal() }
        target.onEnded = { shared.mark.store(now(), ordering: .releasing); stamped.signal() }
        application.runLoop.add(RunLoopObserver(name: "woke", activities: [.afterWaiting]) { _ in
            shared.woke.store(now(), ordering: .releasing)
        }, forMode: .common)
        application.hidEventInterceptor = { hid in
            shared.read.store(hid.timestamp, ordering: .releasing)
            shared.source0.store(now(), ordering: .releasing)
            return false
        }

        var ours: [Double] = []
        ours.reserveCapacity(samples)
        var hops = Array(repeating: [Double](), count: hopNames.count)
        let serverPID = Int32(server.processID)
        let serverWork = Mutex(ServerWork())
        let thread = startThread {
            usleep(20_000)   // let the pointer move settle
            let serverStart = xlib_baseline_process_cpu_ns(serverPID)
            for i in 0..<samples {
                while !asleep.flag.load(ordering: .acquiring) { usleep(20) }
                usleep(useconds_t(idleMicrosecondsBeforeSample))
                shared.mark.store(0, ordering: .releasing)
                let t0 = now()
                if i % 2 == 0 { injector.press() } else { injector.release() }
                // The app's thread stamps t1; this one only has to notice, so it
                // blocks instead of spinning or napping: on two cores a harness
                // that wakes takes the core the X server, SpringBoard or the app
                // needs (the plain C loop has no such sibling).
                _ = stamped.wait(timeout: .now() + .seconds(1))
                let t1 = shared.mark.load(ordering: .acquiring)
                ours.append(t1 == 0 ? .nan : Double(t1 - t0))
                let read = shared.read.load(ordering: .acquiring), woke = shared.woke.load(ordering: .acquiring)
                let source0 = shared.source0.load(ordering: .acquiring)
                let forwarded = springBoard.statistics.lastForwardedNanoseconds
                let stamps = [t0, read, forwarded, woke, source0, t1]
                if t1 != 0, zip(stamps, stamps.dropFirst()).allSatisfy({ $0 <= $1 }) {
                    for h in hops.indices { hops[h].append(Double(stamps[h + 1] - stamps[h])) }
                }
            }
            let serverEnd = xlib_baseline_process_cpu_ns(serverPID)
            if serverStart >= 0, serverEnd >= 0 { serverWork.withLock { $0.add(serverEnd - serverStart, samples: samples) } }
            try? application.port.sender.send(HIDEvent(kind: .key, timestamp: now(), keyCode: 0x71))
        }
        application.run()
        pthread_join(thread, nil)
        springBoard.stop()
        injector.close()
        xWindow.destroy()
        display.close()
        return Sample(ours: ours.filter { !$0.isNaN }, plain: plain, hops: zip(hopNames, hops).map { ($0, $1) },
                      serverWork: serverWork.withLock { $0 })
    }

    private final class Shared: Sendable {
        let mark = Atomic<UInt64>(0)
        let read = Atomic<UInt64>(0)
        let woke = Atomic<UInt64>(0)
        let source0 = Atomic<UInt64>(0)
    }
}

struct BenchmarkError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
