import Foundation
import Synchronization
import XServer

/// Plays a script as real input: XTest on its own connection and its own
/// thread, so the events take the whole path a mouse's would (X server →
/// SpringBoard → port → the app's run loop) while the app's main thread keeps
/// running its loop and drawing.
///
/// ```
///  player thread                   X server                 the app
///  ─────────────                   ────────                 ───────
///  for each action:                                         main thread: run loop,
///    wait until its time ─┐                                 SpringBoard: input
///    XTestFake… + flush ──┴──────▶ input as from a mouse ──▶ …
///  end marker (XSendEvent) ──────▶ behind every injected event ──▶ SpringBoard: marker
///                                                           a HID `.marker`
///  finished: outcome, onFinish, a byte on finishedFileDescriptor
/// ```
///
/// Finishing here means the last event has been *sent*, not handled: the app
/// may still be working through a backlog. The end marker, sent after the
/// last event on the same connection, reaches the window's input reader after
/// all of them (`XTestInjector.sendInputMarker`), so an app that sees it
/// knows the script's input is behind it (the demo's `--screenshot` waits for it).
///
/// Time is kept against the start, not from step to step, so waits and drag
/// steps do not drift. Drags move at `dragRate` (120 Hz, a fast trackpad).
/// When the script ends, fails or is cancelled, a button the script still
/// holds is released: no touch is left alive in the app.
///
/// Seeing the end from a run loop: add a `RunLoopSource1` on
/// `finishedFileDescriptor`; it becomes readable once and stays readable, so
/// the perform should read `outcome` and invalidate the source.
///
/// @unchecked Sendable: what is shared between threads is in `state` (a
/// mutex) or is a pipe (the signals); the injector and the held button and
/// keys belong to the player's thread from `start()` on.
public final class ScriptPlayer: @unchecked Sendable {
    /// How playing ended.
    public enum Outcome: Equatable, Sendable {
        /// Every action was sent.
        case completed
        /// `cancel()` stopped it before the end.
        case cancelled
        /// One line: the step, its text, and what went wrong.
        case failed(String)
    }

    /// The actions to play, in order.
    public let actions: [ScriptAction]
    /// The X window the input goes to; coordinates are in its space.
    public let windowID: UInt
    /// Moves per second during a drag.
    public let dragRate: Double

    private let injector: XTestInjector
    /// The window's (0, 0) on the root window, asked once: windows do not move here.
    private let origin: (x: Int, y: Int)
    private let cancelSignal: PollableSignal
    private let finishedSignal: PollableSignal
    private let state = Mutex(State())

    private struct State {
        var started = false
        var outcome: Outcome?
        var completedActions = 0
        var onFinish: (@Sendable (Outcome) -> Void)?
        var onAction: (@Sendable (_ index: Int, _ action: ScriptAction) -> Void)?
    }

    /// Connects to `displayName` with XTest and finds the window. Throws if
    /// the server, XTest or the window is missing; nothing plays until `start()`.
    public init(actions: [ScriptAction], displayName: String, windowID: UInt, dragRate: Double = 120) throws(XServerError) {
        guard dragRate.isFinite, dragRate > 0, dragRate <= 10_000 else {
            throw .invalidArgument("drag rate \(dragRate) is outside 0 < rate ≤ 10000 moves per second")
        }
        self.actions = actions
        self.windowID = windowID
        self.dragRate = dragRate
        injector = try XTestInjector(displayName: displayName)
        do throws(XServerError) {
            origin = try injector.rootOrigin(of: windowID)
            cancelSignal = try PollableSignal()
            finishedSignal = try PollableSignal()
        } catch {
            injector.close()
            throw error
        }
    }

    /// Plays into `window`, on its display.
    public convenience init(actions: [ScriptAction], window: XWindow, dragRate: Double = 120) throws(XServerError) {
        try self.init(actions: actions, displayName: window.display.name, windowID: window.id, dragRate: dragRate)
    }

    // MARK: Playing

    /// Starts playing on a thread of its own. Once only; later calls do nothing.
    public func start() {
        let first = state.withLock { state -> Bool in
            defer { state.started = true }
            return !state.started
        }
        guard first else { return }
        let thread = Thread { [self] in play() }
        thread.name = "ScriptPlayer"
        thread.start()
    }

    /// Stops at the next step (a wait ends at once), releasing a held button.
    /// Before `start()`, the player finishes as cancelled without playing.
    public func cancel() {
        cancelSignal.raise()
        let notStarted = state.withLock { state -> Bool in
            defer { state.started = true }
            return !state.started
        }
        if notStarted { finish(.cancelled) }
    }

    /// Blocks until the script has finished, or `timeout` has passed (nil then).
    @discardableResult
    public func wait(timeout: Duration) -> Outcome? {
        _ = finishedSignal.wait(until: ContinuousClock.now.advanced(by: timeout))
        return outcome
    }

    // MARK: Watching

    /// nil while playing (or before `start()`).
    public var outcome: Outcome? { state.withLock { $0.outcome } }
    /// Whether the player has finished: completed, cancelled or failed.
    public var isFinished: Bool { outcome != nil }
    /// Readable once the player has finished (after `onFinish` has run), and from then on.
    public var finishedFileDescriptor: Int32 { finishedSignal.readEnd }
    /// Actions done so far, of `actions.count`.
    public var completedActions: Int { state.withLock { $0.completedActions } }

    /// Called on the player's thread when it finishes (at once if it already has).
    public var onFinish: (@Sendable (Outcome) -> Void)? {
        get { state.withLock { $0.onFinish } }
        set {
            let finished = state.withLock { state -> Outcome? in
                state.onFinish = newValue
                return state.outcome
            }
            if let finished, let newValue { newValue(finished) }
        }
    }

    /// Called on the player's thread as each action starts: the demo shows "step 3 of 9: drag …".
    public var onAction: (@Sendable (_ index: Int, _ action: ScriptAction) -> Void)? {
        get { state.withLock { $0.onAction } }
        set { state.withLock { $0.onAction = newValue } }
    }

    // MARK: The player's thread

    private var buttonIsDown = false

    private func play() {
        var clock = ContinuousClock.now
        var outcome = Outcome.completed
        for (index, action) in actions.enumerated() {
            if cancelSignal.isRaised { outcome = .cancelled; break }
            state.withLock { $0.onAction }?(index, action)
            do throws(StepError) {
                try perform(action, index: index, clock: &clock)
            } catch {
                switch error {
                case .cancelled: outcome = .cancelled
                case .failed(let reason): outcome = .failed("step \(index + 1) (\(action)): \(reason)")
                }
                break
            }
            state.withLock { $0.completedActions = index + 1 }
        }
        if buttonIsDown { injector.release(button: 1) }
        for keysym in heldKeys { try? injector.setKey(keysym: keysym, down: false) }   // a cancelled script leaves no Alt held
        do throws(XServerError) {
            try injector.sendInputMarker(to: windowID)
        } catch {
            if outcome == .completed { outcome = .failed("after the last step: the end marker could not be sent: \(error)") }
        }
        injector.close()
        finish(outcome)
    }

    private enum StepError: Error { case cancelled, failed(String) }

    /// Performs one action, the `index`th; `clock` is when the next one may start.
    private func perform(_ action: ScriptAction, index: Int, clock: inout ContinuousClock.Instant) throws(StepError) {
        switch action {
        case let .move(x, y):
            move(x, y)
        case .down:
            press()
        case .up:
            release()
        case let .tap(x, y):
            move(x, y)
            press()
            // Held from the press, not from when the step was due: a late
            // press must not make the hold shorter.
            clock = max(clock, ContinuousClock.now).advanced(by: .seconds(ScriptAction.tapHold))
            try sleep(until: clock)
            release()
        case .caption, .holdOverlay, .zoom:
            break   // subtitles and zooms are for recordings; the window applies holds when the script starts
        case .scene, .pointAt:
            // The app performs it when this marker arrives, behind every event before it.
            do throws(XServerError) {
                try injector.sendInputMarker(to: windowID, number: index + 1)
            } catch {
                throw .failed("\(error)")
            }
        case let .wait(seconds), let .pause(seconds):
            clock = clock.advanced(by: .seconds(seconds))
            try sleep(until: clock)
        case let .drag(x0, y0, x1, y1, seconds):
            move(x0, y0)
            press()
            let steps = max(1, Int((seconds * dragRate).rounded(.up)))
            // The drag lasts `seconds` from its press, even when the press
            // itself came late (a busy machine): times are kept against it.
            let start = max(clock, ContinuousClock.now)
            for step in 1...steps {
                let f = Double(step) / Double(steps)
                clock = start.advanced(by: .seconds(seconds * f))
                try sleep(until: clock)
                move(x0 + (x1 - x0) * f, y0 + (y1 - y0) * f)
            }
            release()
        case let .scroll(direction, clicks):
            for click in 0..<clicks {
                if click > 0 {
                    clock = clock.advanced(by: .seconds(1 / dragRate))   // wheel notches, not one lump
                    try sleep(until: clock)
                }
                injector.click(button: direction.button)
            }
        case let .key(keysym, _):
            do throws(XServerError) {
                try injector.tapKey(keysym: keysym)
            } catch {
                throw .failed("\(error)")
            }
        case let .modifier(key, isDown):
            // X has one pointer: the second finger is SpringBoard's Alt finger, as a person makes it.
            do throws(XServerError) {
                try injector.setKey(keysym: key.keysym, down: isDown)
            } catch {
                throw .failed("\(error)")
            }
            if isDown { heldKeys.insert(key.keysym) } else { heldKeys.remove(key.keysym) }
        }
        // The next action starts no earlier than now: a slow step does not
        // make the following waits shorter.
        clock = max(clock, ContinuousClock.now)
    }

    private func move(_ x: Double, _ y: Double) {
        injector.move(toRootX: origin.x + Int(x.rounded()), y: origin.y + Int(y.rounded()))
    }

    private func press() { injector.press(button: 1); buttonIsDown = true }
    /// Modifier keys the script holds down (`hold alt`).
    private var heldKeys: Set<UInt32> = []
    private func release() { injector.release(button: 1); buttonIsDown = false }

    private func sleep(until deadline: ContinuousClock.Instant) throws(StepError) {
        if cancelSignal.wait(until: deadline) { throw .cancelled }
    }

    private func finish(_ outcome: Outcome) {
        let callback = state.withLock { state -> (@Sendable (Outcome) -> Void)? in
            guard state.outcome == nil else { return nil }
            state.outcome = outcome
            return state.onFinish
        }
        // The callback first: whoever sees the descriptor readable (or
        // `wait` return) may count on `onFinish` having run.
        callback?(outcome)
        finishedSignal.raise()
    }
}
