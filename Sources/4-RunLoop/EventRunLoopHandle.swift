import Synchronization

extension EventRunLoop {
    /// The calls another thread may make on a loop (CFRunLoopWakeUp, CFRunLoopStop,
    /// CFRunLoopPerformBlock), as a `Sendable` value: SpringBoard's thread, a signal handler's
    /// thread or a test's helper thread holds this, never the loop, so the compiler rejects any
    /// other cross-thread call. Holding a handle does not keep the loop alive; calls after the
    /// loop is gone write to a port nobody reads, and are harmless.
    ///
    ///     let loop = try EventRunLoop()
    ///     let handle = loop.handle
    ///     Thread.detachNewThread { handle.perform { … }; handle.wakeUp() }
    ///     loop.run(mode: .default, before: .infinity)
    public struct Handle: Sendable {
        private let shared: EventRunLoopSharedState

        init(_ shared: EventRunLoopSharedState) { self.shared = shared }

        /// Queues `block` for the next pass of `mode` (or of any common mode for `.common`). It
        /// does not wake the loop, as in CF: call `wakeUp()` after it.
        public func perform(inMode mode: RunLoopMode = .common, _ block: @escaping @Sendable () -> Void) {
            shared.blocks.enqueue(mode: mode, block)
        }

        /// Makes the innermost active run return `.stopped`, and wakes the loop so it sees the stop.
        /// Does nothing when no run is active: a stop is for a run, not remembered (CFRunLoopStop).
        public func stop() {
            guard shared.activeRuns.load(ordering: .sequentiallyConsistent) > 0 else { return }
            shared.stopRequested.store(true, ordering: .sequentiallyConsistent)
            wakeUp()
        }

        /// Ends the loop's current or next sleep. Free while the loop is between waking and its next
        /// scan of the sources, which will see the new work anyway (CF's ignoreWakeUps).
        public func wakeUp() {
            guard !shared.ignoresWakeUps.load(ordering: .sequentiallyConsistent) else { return }
            shared.wakeUpPort.signal()
        }
    }
}

/// The part of a loop other threads touch, and nothing else: immutable references to `Sendable`
/// parts (the wake-up port, the block queue behind its `Mutex`) and atomics.
final class EventRunLoopSharedState: Sendable {
    let wakeUpPort: WakeUpPort
    let blocks = BlockQueue()

    /// True from the moment a wait returns until the top of the next pass: a wake-up then would only
    /// cost a write and a read, because the pass is about to look at every source anyway (CF's
    /// ignoreWakeUps).
    let ignoresWakeUps = Atomic<Bool>(false)
    let stopRequested = Atomic<Bool>(false)
    /// `stop()` only means something while a run is active (as in CF); other threads read this.
    let activeRuns = Atomic<Int>(0)

    init(wakeUpPort: WakeUpPort) { self.wakeUpPort = wakeUpPort }
}
