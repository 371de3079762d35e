#if canImport(Glibc)
import Glibc
#endif
import HID
import Synchronization
import XServer

/// The body of SpringBoard's thread: take every X input event off its own
/// connection, translate it, and forward whole wake-ups' worth at a time.
///
///     ┌──▶ pending > 0 ? ── yes ──▶ read one, stamp it, translate ──▶ batch (≤ 64: then send)
///     │        │ no
///     │        ▼
///     │    send(contentsOf: batch)        one write() for the whole wake-up
///     │    flush() if a move is pending   the last position must not wait for the next event
///     │        ▼
///     └── poll(X socket: IN, stop: IN, port: OUT while a move is pending)
///
/// Draining before polling is the one rule of reading Xlib (PLATFORM-NOTES):
/// events already in Xlib's queue do not make the socket readable.
/// Batching is what makes bursts cheap: 2,000 motions arrive in a few
/// wake-ups and cost a few dozen writes, not 2,000.
final class InputReader: @unchecked Sendable {
    let display: XDisplay
    let sender: HIDPortSender
    let stopSignal: PollableSignal
    private var translator: HIDEventTranslator
    private var room = PortRoom()

    // Published for other threads (the demo's pipeline strip, tests).
    let eventsRead = Atomic<Int>(0)
    let eventsForwarded = Atomic<Int>(0)
    let lastForwardedNanoseconds = Atomic<UInt64>(0)
    let wakeUps = Atomic<Int>(0)
    let failureCount = Atomic<Int>(0)
    let stopRequested = Atomic<Bool>(false)
    let portWasClosed = Atomic<Bool>(false)
    let lastFailure = Mutex<String?>(nil)
    let observer = Mutex<SpringBoard.ForwardObserver?>(nil)

    init(display: XDisplay, sender: HIDPortSender, stopSignal: PollableSignal, translator: HIDEventTranslator) {
        self.display = display
        self.sender = sender
        self.stopSignal = stopSignal
        self.translator = translator
    }

    /// How long to keep polling for input after an event before sleeping.
    var spinNanoseconds: UInt64 = 2_000_000
    private var sawInputSinceSleep = false

    /// Returns when asked to stop or when the app closed its port.
    func run() {
        var batch: [HIDEvent] = []
        batch.reserveCapacity(HIDPortSender.backlogLimit)
        var descriptors = [
            pollfd(fd: display.fileDescriptor, events: Int16(POLLIN), revents: 0),
            pollfd(fd: stopSignal.readEnd, events: Int16(POLLIN), revents: 0),
            pollfd(fd: -1, events: Int16(POLLOUT), revents: 0),
        ]
        while !stopRequested.load(ordering: .relaxed) {
            while display.pending > 0 {
                sawInputSinceSleep = true
                let event = display.nextInputEvent()
                let now = MonotonicTime.nanoseconds()
                eventsRead.add(1, ordering: .relaxed)
                if let hid = translator.translate(event, readAt: now) { batch.append(hid) }
                if batch.count == HIDPortSender.backlogLimit {
                    guard forward(&batch), !stopRequested.load(ordering: .relaxed) else { return }
                }
            }
            if !batch.isEmpty {
                guard forward(&batch) else { return }
            }
            let movePending = flushPendingMove()
            if portWasClosed.load(ordering: .relaxed) { return }

            // Spin, then park: for a short while after input the next event is
            // likely close behind (a finger moving), and catching it without a
            // wake-up saves this thread's share of the latency — the app's
            // thread still has to wake, as a plain Xlib loop does. An idle
            // SpringBoard sleeps in poll.
            if !movePending, spinNanoseconds > 0, sawInputSinceSleep {
                let until = MonotonicTime.nanoseconds() + spinNanoseconds
                while display.pending == 0 && MonotonicTime.nanoseconds() < until
                        && !stopRequested.load(ordering: .relaxed) {
                    sched_yield()
                }
                if display.pending > 0 { continue }
            }
            sawInputSinceSleep = false

            // A pending move is written as soon as the app makes room.
            descriptors[2].fd = movePending ? sender.sendFileDescriptor : -1
            for i in descriptors.indices { descriptors[i].revents = 0 }
            let ready = poll(&descriptors, nfds_t(descriptors.count), -1)
            if ready < 0 && errno != EINTR {
                recordFailure("poll on the X connection failed: \(String(cString: strerror(errno)))")
                return
            }
            wakeUps.add(1, ordering: .relaxed)
            if descriptors[1].revents != 0 { return }
            // A hung-up X socket falls through to `pending`, where Xlib calls
            // the I/O error handler: one line, then exit (XConnectionLost).
        }
    }

    /// Sends the batch: in one write while the port keeps up, event by
    /// event when it has fallen behind. False when the app has closed its
    /// port: there is nobody left to read for.
    ///
    /// Why two ways: `send(contentsOf:)` queues the whole batch and, if the
    /// pipe is full, waits for room for all of it, moves included; and if
    /// the wait times out, an unknown suffix is dropped, actions included.
    /// One event per call is the sender's coalescing path: a move replaces
    /// the pending move and never waits, and a press, release, scroll or key
    /// waits for room, and is retried until it goes (or SpringBoard is
    /// stopped), so an app that stalls longer than `sendTimeout` still gets
    /// every action, and then the latest position.
    private func forward(_ batch: inout [HIDEvent]) -> Bool {
        defer { batch.removeAll(keepingCapacity: true) }
        do throws(HIDPortError) {
            if room.fits(batch.count + (sender.hasBacklog ? 1 : 0), sender: sender) {
                try sender.send(contentsOf: batch)
            } else {
                for event in batch { guard try sendRetrying(event) else { return false } }
            }
        } catch .closed {
            portWasClosed.store(true, ordering: .relaxed)
            return false
        } catch {
            recordFailure("\(error)")
            return true
        }
        eventsForwarded.add(batch.count, ordering: .relaxed)
        lastForwardedNanoseconds.store(MonotonicTime.nanoseconds(), ordering: .relaxed)
        if let observer = observer.withLock({ $0 }) { observer(batch) }
        return true
    }

    /// False if SpringBoard was stopped while the event waited.
    private func sendRetrying(_ event: HIDEvent) throws(HIDPortError) -> Bool {
        while true {
            do throws(HIDPortError) {
                try sender.send(event)
                return true
            } catch .systemCall(_, errno: ETIMEDOUT) {
                recordFailure("the app has not read its port for \(sender.sendTimeout); still holding a \(event.kind)")
                if stopRequested.load(ordering: .relaxed) { return false }
            }
        }
    }

    /// The port keeps a coalesced last move in its backlog until flushed
    /// (HIDPortSender); returns true while one is still waiting for room.
    private func flushPendingMove() -> Bool {
        guard sender.hasBacklog else { return false }
        do {
            return try !sender.flush()
        } catch .closed {
            portWasClosed.store(true, ordering: .relaxed)
        } catch {
            recordFailure("\(error)")
        }
        return false
    }

    private func recordFailure(_ message: String) {
        failureCount.add(1, ordering: .relaxed)
        lastFailure.withLock { $0 = message }
    }
}
