#if canImport(Glibc)
import Glibc
#endif
import HID
import Synchronization
import XServer

/// The body of SpringBoard's thread: take every X input event off its own
/// connection as fast as it arrives, translate it, and pass on what the
/// app's port has room for — never waiting for the app.
///
///     ┌──▶ pending > 0 ? ── yes ──▶ read one, stamp it, translate ──▶ outbox (every 64: write;
///     │        │ no                                                    an action the caught-up app
///     │        │                                                       waits for: write at once;
///     │        ▼                                                       a move replaces a move
///     │                                                                while the app lags)
///     │    write the outbox: as many whole messages as the port has room for
///     │    spin ≤ 2 ms if this round read an action; else
///     │        ▼
///     └── poll(X socket: IN, stop: IN, port: OUT while the outbox is not empty)
///
/// Draining before polling is the one rule of reading Xlib (PlatformNotes):
/// events already in Xlib's queue do not make the socket readable.
/// Batching is what makes bursts cheap: 2,000 motions arrive in a few
/// wake-ups and cost a few dozen writes, not 2,000.
///
/// Why never wait for the app: X keeps every event a client does not read,
/// so a reader that waits for a lagging app moves the backlog into the X
/// server (PlatformNotes: Xvfb grew by 300 MB in a 60 s flood, and `q`
/// took effect minutes later). Here the backlog is the `Outbox`, where moves
/// coalesce while the app lags and actions wait in order: its size is
/// bounded by the presses, releases, scrolls and keys, not the motion rate.
///
/// The reader is shared with other threads (counters, the observer, a new
/// screen mapping), so it holds only lets, atomics and mutexes; what the
/// thread changes as it reads — the translator's state, the port's room, the
/// outbox — lives in `run()`'s own variables.
final class InputReader: Sendable {
    let display: XDisplay
    let sender: HIDPortSender
    let stopSignal: PollableSignal
    /// The translator the thread starts from (its copy then keeps the last timestamp and fingers).
    private let initialTranslator: HIDEventTranslator

    // Published for other threads (the demo's pipeline strip, tests).
    let eventsRead = Atomic<Int>(0)
    let eventsForwarded = Atomic<Int>(0)
    let lastForwardedNanoseconds = Atomic<UInt64>(0)
    let wakeUps = Atomic<Int>(0)
    let failureCount = Atomic<Int>(0)
    let stopRequested = Atomic<Bool>(false)
    let portWasClosed = Atomic<Bool>(false)
    let outboxCoalescedMoves = Atomic<Int>(0)
    let eventsWaiting = Atomic<Int>(0)
    let lastFailure = Mutex<String?>(nil)
    let observer = Mutex<SpringBoard.ForwardObserver?>(nil)
    /// A new pixel → point mapping from the app (compare mode moves the phone), taken before the next event.
    let newScreen = Mutex<ScreenMapping?>(nil)

    init(display: XDisplay, sender: HIDPortSender, stopSignal: PollableSignal, translator: HIDEventTranslator,
         spinNanoseconds: UInt64) {
        self.display = display
        self.sender = sender
        self.stopSignal = stopSignal
        self.initialTranslator = translator
        self.spinNanoseconds = spinNanoseconds
    }

    /// How long to keep polling for input after an action before sleeping.
    let spinNanoseconds: UInt64

    /// Returns when asked to stop or when the app closed its port.
    func run() {
        var translator = initialTranslator
        var room = PortRoom()
        var outbox = Outbox()
        var descriptors = [
            pollfd(fd: display.fileDescriptor, events: Int16(POLLIN), revents: 0),
            pollfd(fd: stopSignal.readEnd, events: Int16(POLLIN), revents: 0),
            pollfd(fd: -1, events: Int16(POLLOUT), revents: 0),
        ]
        while !stopRequested.load(ordering: .relaxed) {
            var readAnAction = false
            var readSinceWrite = 0
            while display.pending > 0 {
                let event = display.nextInputEvent()
                let now = MonotonicTime.nanoseconds()
                if let screen = newScreen.withLock({ s in defer { s = nil }; return s }) { translator.screen = screen }
                eventsRead.add(1, ordering: .relaxed)
                let nothingWaitedBefore = outbox.isEmpty
                var actionRead = false
                translator.translate(event, readAt: now) { hid in
                    outbox.append(hid)
                    if !hid.kind.isMotion { actionRead = true }
                }
                readAnAction = readAnAction || actionRead
                readSinceWrite += 1
                if actionRead && nothingWaitedBefore && appIsCaughtUp(room: &room) {
                    readSinceWrite = 0
                    guard writeOutbox(&outbox, room: &room, portIsEmpty: true), !stopRequested.load(ordering: .relaxed) else { return }
                    handCoreToApp()
                } else if readSinceWrite == HIDPortSender.backlogLimit {
                    readSinceWrite = 0
                    guard writeOutbox(&outbox, room: &room), !stopRequested.load(ordering: .relaxed) else { return }
                }
            }
            guard writeOutbox(&outbox, room: &room) else { return }
            let movePending = flushPendingMove()
            if portWasClosed.load(ordering: .relaxed) { return }
            let waitingForRoom = movePending || !outbox.isEmpty

            // Spin, then park: right after a press or release the next action
            // is often close behind (a tap's release, a double tap), and
            // catching it without a wake-up saves this thread's share of the
            // latency — the app's thread still has to wake, as a plain Xlib
            // loop does. Only after actions: a steady stream of moves (a drag
            // at 125 Hz, a flood) would keep a spin after every move busy for
            // good (PlatformNotes), while its moves gain nothing from it —
            // they are drawn at the next frame anyway.
            if readAnAction, !waitingForRoom, spinNanoseconds > 0 {
                let until = MonotonicTime.nanoseconds() + spinNanoseconds
                while display.pending == 0 && MonotonicTime.nanoseconds() < until
                        && !stopRequested.load(ordering: .relaxed) {
                    sched_yield()
                }
                if display.pending > 0 { continue }
            }

            // What waits for the app goes out as soon as the port has room.
            descriptors[2].fd = waitingForRoom ? sender.sendFileDescriptor : -1
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

    /// Passes on as much of the outbox as the port has room for, in whole
    /// atomic writes (at most `backlogLimit` messages each, so a write is
    /// all or nothing). Never waits for the app. False when the app has
    /// closed its port: there is nobody left to read for. `portIsEmpty`:
    /// the pipe was just found empty (`appIsCaughtUp`), so the first chunk's
    /// room is the whole pipe, and the kernel is not asked.
    private func writeOutbox(_ outbox: inout Outbox, room: inout PortRoom, portIsEmpty: Bool = false) -> Bool {
        defer {
            outbox.isBehind = !outbox.isEmpty
            eventsWaiting.store(outbox.count, ordering: .relaxed)
            outboxCoalescedMoves.store(outbox.coalescedMoves, ordering: .relaxed)
        }
        var portIsEmpty = portIsEmpty
        while !outbox.isEmpty {
            let roomNow = portIsEmpty ? room.messagesInEmptyPort(sender: sender) : room.messages(sender: sender)
            portIsEmpty = false
            let count = min(outbox.count, roomNow, HIDPortSender.backlogLimit)
            guard count > 0 else { return true }
            let chunk = outbox.waiting.prefix(count)
            do throws(HIDPortError) {
                try sender.send(contentsOf: chunk)
            } catch .closed {
                portWasClosed.store(true, ordering: .relaxed)
                return false
            } catch {
                // Someone else took the room: the chunk was not sent and is
                // retried when the port polls writable.
                recordFailure("\(error)")
                return true
            }
            outbox.removeFirst(count)
            eventsForwarded.add(count, ordering: .relaxed)
            lastForwardedNanoseconds.store(MonotonicTime.nanoseconds(), ordering: .relaxed)
            if let observer = observer.withLock({ $0 }) { observer(Array(chunk)) }
        }
        return true
    }

    /// Whether an action just read may go to the app before this thread asks
    /// X again: the app has read everything sent so far (its port is empty)
    /// and no coalesced move waits in the sender, so the app's thread is
    /// asleep or about to be, waiting for exactly this event. Writing it now
    /// starts the app's wake-up while this thread reads on, instead of after
    /// one more `XPending` (three `recvmsg` that find nothing, strace).
    ///
    /// Only then: an app that lags has unread messages in its port, and for
    /// it the batching stays as it was — everything read in one drain goes
    /// out at its end, and moves coalesce while the port is full (`Outbox`,
    /// `FloodTests`). Two earlier versions that wrote every action at once
    /// (with the moves before it) lost that coalescing under FloodTests'
    /// lagging app (PipelineAndBenchmarks, "The X path, hop by hop").
    private func appIsCaughtUp(room: inout PortRoom) -> Bool {
        room.portIsEmpty(sender: sender) && !sender.hasBacklog   // the counts first: no lock while the port is full
    }

    /// Gives this core to the app's thread, which the write just woke.
    ///
    /// A pipe write wakes its reader synchronously (`pipe_write` calls
    /// `wake_up_interruptible_sync_poll`): the kernel takes the writer at
    /// its word that it is about to sleep, and unless the other core is idle
    /// it queues the app's thread on the writer's own core (on this virtual
    /// machine waking a halted core costs 15–60 µs: PipelineAndBenchmarks).
    /// But this thread is not about to sleep: it asks X for more
    /// (`XPending`, three `recvmsg`) and then spins or polls, and the woken
    /// app waited behind all of it (`perf sched timehist`: a median 13 µs
    /// after the write; 5 µs with this yield, as long as the plain Xlib
    /// loop's reader waits after the X server's write). Yielding now keeps
    /// the kernel's bargain: the app's thread runs at once, and this thread
    /// reads on when the app sleeps or the other core takes it. With nothing
    /// else to run on this core the yield returns at once (one system call).
    private func handCoreToApp() {
        sched_yield()
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
