import HID
import Synchronization
import XServer

/// The system process between the hardware and the app (Behaviour §1 step 2;
/// backboardd on newer iOS): a thread with its own X connection that reads
/// one window's input and forwards it to the app's port as HID events.
///
/// ```
///  X server (Xvfb)            SpringBoard thread                   the app's main thread
///  ───────────────            ──────────────────                   ─────────────────────
///  pointer, wheel, keys       own XDisplay connection              EventRunLoop
///    │ ButtonPress/Motion/…     │ poll(X socket, stop pipe)          │
///    └──────── socket ─────────▶│ drain: pending > 0 → nextEvent     │
///                               │ stamp CLOCK_MONOTONIC, translate   │
///                               │ (HIDEventTranslator)               │
///                               │ outbox: what the port has no room  │
///                               │   for yet (moves coalesce)         │
///                               │ send(contentsOf:) ── HIDPort ─────▶│ Source1 __IOHIDEventSystem-
///                               │   what fits, never waiting (pipe)  │   ClientQueueCallback
///                               │                                    │ Source0 __handleEventQueue
///                               ▼                                    ▼ UIApplication.sendEvent …
/// ```
///
/// Why a thread and a connection of its own: the app's thread is busy
/// drawing and running its loop; input must be read and time-stamped when it
/// arrives, not when the app gets round to it, or velocities and long-press
/// timing would measure the app's frame time. One connection per thread is
/// XServer's rule (no Xlib queue shared between threads), and X lets exactly
/// one client select ButtonPress on a window, so the app creates its window
/// with `inputMask: 0` and SpringBoard selects the input on its own
/// connection:
///
///     let window = try XWindow(display: appDisplay, width: 430, height: 800, title: "TouchLab", inputMask: 0)
///     let springBoard = try SpringBoard(window: window, sender: application.port.sender)
///     try springBoard.start()
///     …
///     springBoard.stop()      // joins the thread, closes its connection
///
/// Each stage leaves a mark the demo's pipeline strip can show: `statistics`
/// (counters and the time of the last forward, readable from any thread) and
/// `onForward` (called on SpringBoard's thread after each batch went out).
///
/// If the X server goes away, Xlib's I/O error handler ends the process with
/// one line (`XConnectionLost`): that is the designed behaviour, not a crash.
/// If the app closes its port, the thread ends by itself (`state` becomes
/// `.portClosed`).
public final class SpringBoard: Sendable {
    /// Called on SpringBoard's thread with each batch the port accepted, in order.
    /// Keep it short: the next X events wait while it runs.
    public typealias ForwardObserver = @Sendable (_ batch: [HIDEvent]) -> Void

    /// Where the thread is in its life, as `state` reports it.
    public enum State: Equatable, Sendable {
        /// Made, and its connection open, but `start()` not called yet.
        case notStarted
        /// The thread reads and forwards input.
        case running
        /// `stop()` was called (or the thread is on its way out because of it).
        case stopped
        /// The app closed its port; the thread has ended.
        case portClosed
    }

    /// What the thread has done so far. Each field is read on its own, so a
    /// snapshot taken while events flow may mix two instants.
    public struct Statistics: Equatable, Sendable {
        /// X events taken off SpringBoard's connection, of every kind.
        public var eventsRead: Int
        /// HID events the port accepted.
        public var eventsForwarded: Int
        /// `MonotonicTime.nanoseconds()` just after the last batch went into the port; 0 before the first.
        public var lastForwardedNanoseconds: UInt64
        /// Times the thread woke from `poll()`.
        public var wakeUps: Int
        /// Pointer moves replaced with newer ones because the app was behind.
        public var coalescedMoves: Int
        /// Events read from X that wait for room in the app's port (at most
        /// one move between two actions: see `Outbox`).
        public var eventsWaiting: Int
        /// Writes to the port that failed (the events are kept and retried),
        /// and other failures.
        public var failures: Int
        /// The last failure as one line, nil while there has been none.
        public var lastFailure: String?
    }

    /// The window whose input is read.
    public let windowID: UInt
    /// The display SpringBoard's own connection talks to.
    public let displayName: String

    private let reader: InputReader
    private let lifecycle = Mutex<Lifecycle>(.notStarted)
    private enum Lifecycle { case notStarted, running(JoinableThread), finished }

    /// Opens SpringBoard's own connection to `displayName` and selects the
    /// input of window `windowID` on it; the thread starts with `start()`.
    /// Throws if the display cannot be opened, the window does not exist, or
    /// another client already reads its button presses.
    ///
    /// `spinAfterInput`: see `spinAfterInput`; fixed for the thread's life, so
    /// the thread reads it without a lock.
    public init(displayName: String, windowID: UInt, sender: HIDPortSender,
                translator: HIDEventTranslator = HIDEventTranslator(),
                spinAfterInput: Duration = .milliseconds(2)) throws(SpringBoardError) {
        let display: XDisplay
        do throws(XServerError) {
            display = try XDisplay(name: displayName)
            try display.selectInput(on: windowID)
        } catch {
            throw .cannotReadInput(window: windowID, error)
        }
        self.windowID = windowID
        self.displayName = displayName
        self.spinAfterInput = spinAfterInput
        let (seconds, attoseconds) = spinAfterInput.components
        let spinNanoseconds = UInt64(max(0, seconds)) * 1_000_000_000 + UInt64(max(0, attoseconds) / 1_000_000_000)
        self.reader = InputReader(display: display, sender: sender, stopSignal: try Self.makeStopSignal(),
                                  translator: translator, spinNanoseconds: spinNanoseconds)
    }

    /// Maps window pixels to the phone's points with `screen` from the next
    /// event on: the demo's compare mode draws the phone twice, smaller.
    public func setScreen(_ screen: ScreenMapping) {
        reader.newScreen.withLock { $0 = screen }
    }

    /// Reads the input of `window`, which must have been created with `inputMask: 0`.
    public convenience init(window: XWindow, sender: HIDPortSender,
                            translator: HIDEventTranslator = HIDEventTranslator(),
                            spinAfterInput: Duration = .milliseconds(2)) throws(SpringBoardError) {
        try self.init(displayName: window.display.name, windowID: window.id, sender: sender, translator: translator,
                      spinAfterInput: spinAfterInput)
    }

    private static func makeStopSignal() throws(SpringBoardError) -> PollableSignal {
        do { return try PollableSignal() } catch {
            if case let .systemCall(call, code) = error { throw .systemCall(call, errno: code) }
            throw .systemCall("pipe: \(error)", errno: 0)
        }
    }

    deinit { stop() }

    /// Starts the thread. Once only: a stopped SpringBoard cannot be restarted.
    public func start() throws(SpringBoardError) {
        try lifecycle.withLock { state throws(SpringBoardError) in
            guard case .notStarted = state else { throw .alreadyStarted }
            let reader = self.reader
            state = .running(try JoinableThread(name: "SpringBoard") { reader.run() })
        }
    }

    /// Asks the thread to stop, waits for it, and closes SpringBoard's
    /// connection. Idempotent. Called from `onForward` (on the thread
    /// itself) it only asks; the thread ends after the callback returns, and
    /// the connection is closed on deinit or the next `stop()` from elsewhere.
    public func stop() {
        reader.stopRequested.store(true, ordering: .relaxed)
        reader.stopSignal.raise()
        // Exactly one caller joins and closes; the connection is the thread's
        // until it has returned.
        let (thread, closesConnection) = lifecycle.withLock { state -> (JoinableThread?, Bool) in
            switch state {
            case .notStarted:
                state = .finished
                return (nil, true)
            case .running(let thread) where !thread.isCurrent:
                state = .finished
                return (thread, true)
            case .running, .finished:
                return (nil, false)
            }
        }
        guard closesConnection else { return }
        thread?.join()
        reader.display.close()
    }

    /// Read from any thread: the stop and port-closed flags are atomics.
    public var state: State {
        if reader.portWasClosed.load(ordering: .relaxed) { return .portClosed }
        if reader.stopRequested.load(ordering: .relaxed) { return .stopped }
        if case .notStarted = lifecycle.withLock({ $0 }) { return .notStarted }
        return .running
    }

    /// After reading a press, release, scroll or key, SpringBoard keeps polling
    /// the X connection this long before it sleeps, so an action close behind
    /// (a tap's release) is read without a thread wake-up (2 ms by default; 0
    /// sleeps at once). Never after moves alone: steady motion must not keep
    /// the thread busy. Given at init (negative counts as 0).
    public let spinAfterInput: Duration

    /// Set or replace at any time; nil to stop observing.
    public var onForward: ForwardObserver? {
        get { reader.observer.withLock { $0 } }
        set { reader.observer.withLock { $0 = newValue } }
    }

    /// A snapshot of the counters, from any thread (see `Statistics` for how instants may mix).
    public var statistics: Statistics {
        Statistics(eventsRead: reader.eventsRead.load(ordering: .relaxed),
                   eventsForwarded: reader.eventsForwarded.load(ordering: .relaxed),
                   lastForwardedNanoseconds: reader.lastForwardedNanoseconds.load(ordering: .relaxed),
                   wakeUps: reader.wakeUps.load(ordering: .relaxed),
                   coalescedMoves: reader.sender.coalescedMoveCount + reader.outboxCoalescedMoves.load(ordering: .relaxed),
                   eventsWaiting: reader.eventsWaiting.load(ordering: .relaxed),
                   failures: reader.failureCount.load(ordering: .relaxed),
                   lastFailure: reader.lastFailure.withLock { $0 })
    }

    /// HID events the port accepted so far (lock-free: one atomic load).
    public var forwardedCount: Int { reader.eventsForwarded.load(ordering: .relaxed) }
    /// When the last batch went into the port, in `MonotonicTime` nanoseconds; 0 before the first.
    public var lastForwardedNanoseconds: UInt64 { reader.lastForwardedNanoseconds.load(ordering: .relaxed) }
}
