import CoreFoundation
import Glibc
import RunLoop
import Synchronization

/// Signal-to-perform latency of a Source0 woken from another thread, for either loop:
///
/// ```
///  loop thread                              producer thread
///  beforeWaiting observer: asleep = true ─▶ sees asleep, waits 200 µs more (the loop is in ppoll)
///  ... sleeping in ppoll/epoll ...           t0 = now; signal(); wakeUp()
///  wakes, next pass performs the Source0 ◀─┘
///  perform: sample = now - t0, performed += 1 ─▶ next sample
/// ```
///
/// Each sample is a full sleeping-loop wake-up, the path a HID event takes. A quick debug run is a
/// sanity check; compare the loops with a release build.
enum Source0WakeLatency {
    /// Which loop to measure.
    enum Loop { case eventRunLoop, coreFoundation }

    /// Latencies in microseconds, one per sample, in the order taken.
    static func measure(_ loop: Loop, samples: Int) -> [Double] {
        let probe = Probe(samples: samples)
        var stopLoop: () -> Void = {}
        let ready = Atomic<Bool>(false)
        var signal: () -> Void = {}
        var wakeUp: () -> Void = {}

        let loopThread = startThread {
            switch loop {
            case .eventRunLoop:
                let runLoop = try! EventRunLoop()   // a benchmark: no descriptor left is fatal here
                let source = RunLoopSource0(name: "probe") { probe.performed() }
                runLoop.add(source, forMode: .default)
                runLoop.add(RunLoopObserver(name: "asleep", activities: [.beforeWaiting, .afterWaiting]) {
                    probe.asleep.store($0 == .beforeWaiting, ordering: .releasing)
                }, forMode: .default)
                let (signaller, handle) = (source.handle, runLoop.handle)
                signal = { signaller.signal() }
                wakeUp = { handle.wakeUp() }
                stopLoop = { handle.stop() }
                ready.store(true, ordering: .releasing)
                while !probe.isDone { runLoop.run(mode: .default, before: runLoop.clock.now + 10) }
            case .coreFoundation:
                let runLoop = CFRunLoopGetCurrent()!
                var context = CFRunLoopSourceContext()
                context.info = Unmanaged.passUnretained(probe).toOpaque()
                context.perform = { Unmanaged<Probe>.fromOpaque($0!).takeUnretainedValue().performed() }
                let source = CFRunLoopSourceCreate(nil, 0, &context)!
                CFRunLoopAddSource(runLoop, source, kCFRunLoopDefaultMode)
                let activities = CFRunLoopActivity.beforeWaiting.rawValue | CFRunLoopActivity.afterWaiting.rawValue
                let observer = CFRunLoopObserverCreateWithHandler(nil, activities, true, 0) { _, activity in
                    probe.asleep.store(activity == .beforeWaiting, ordering: .releasing)
                }
                CFRunLoopAddObserver(runLoop, observer, kCFRunLoopDefaultMode)
                signal = { CFRunLoopSourceSignal(source) }
                wakeUp = { CFRunLoopWakeUp(runLoop) }
                stopLoop = { CFRunLoopStop(runLoop) }
                ready.store(true, ordering: .releasing)
                while !probe.isDone { _ = CFRunLoopRunInMode(kCFRunLoopDefaultMode, 10, false) }
            }
        }

        while !ready.load(ordering: .acquiring) { sched_yield() }
        for sample in 0..<samples {
            while !probe.asleep.load(ordering: .acquiring) { sched_yield() }
            usleep(200)
            probe.start.store(now(), ordering: .releasing)
            signal()
            wakeUp()
            while probe.count.load(ordering: .acquiring) <= sample { sched_yield() }
        }
        stopLoop()
        pthread_join(loopThread, nil)
        return probe.latencies
    }

    /// @unchecked Sendable: the atomics are shared; `latencies` is written
    /// by the loop thread only and read after that thread is joined.
    private final class Probe: @unchecked Sendable {
        let asleep = Atomic<Bool>(false)
        let start = Atomic<UInt64>(0)
        let count = Atomic<Int>(0)
        /// Written by the loop thread only, read after it is joined.
        private(set) var latencies: [Double]
        private let samples: Int

        init(samples: Int) {
            self.samples = samples
            latencies = []
            latencies.reserveCapacity(samples)
        }

        var isDone: Bool { count.load(ordering: .acquiring) >= samples }

        func performed() {
            let end = now()
            latencies.append(Double(end - start.load(ordering: .acquiring)) / 1000)
            count.add(1, ordering: .releasing)
        }
    }

}
