import Foundation
import HID
import RunLoop
import Synchronization

/// The app's delegate. A delegate that is a `UIResponder` is the last link of
/// the responder chain (Behaviour §3).
public protocol UIApplicationDelegate: AnyObject {}

/// The app: it owns the main run loop, the port SpringBoard writes to, the
/// FIFO event queue between the two run-loop sources, and `sendEvent`.
///
///     SpringBoard ──HIDEvent──▶ port ─▶ Source1 ─▶ eventQueue (FIFO) ─▶ Source0 ─▶ sendEvent
///                               (pipe)  __IOHIDEventSystem-            __handleEventQueue
///                                       ClientQueueCallback
///
/// The wiring of the two sources is in `UIApplication+EventSources.swift`,
/// turning a HID event into `UIEvent`/`UITouch` in `UIApplication+Touches.swift`.
open class UIApplication: UIResponder {
    /// The application, as on iOS: there always is one. It is the most
    /// recently created (a `HeadlessDriver`'s, the demo's); code that asks
    /// before any was made gets a default one, made then.
    public static var shared: UIApplication {
        sharedApplication.withLock { shared in
            if let current = shared { return current.application }
            do {
                let made = try UIApplication(becomesShared: false)
                shared = SharedReference(application: made)
                return made
            } catch {
                APIMisuse.stop("UIApplication.shared: no application could be made: \(error)")
            }
        }
    }
    private static let sharedApplication = Mutex<SharedReference?>(nil)
    /// Sendable: the box carries only the pointer between threads; the
    /// application itself is used on its run loop's thread, as UIKit's on the main thread.
    private struct SharedReference: @unchecked Sendable { let application: UIApplication }

    /// Whether the app is in the foreground and receiving events.
    public enum State: Int, Sendable {
        /// The app is running in the foreground and receiving events.
        case active
        /// The app is in the foreground but not receiving events: before it runs, or between runs.
        case inactive
        /// The app is no longer in the foreground: here, once it has terminated.
        case background
    }
    /// `.inactive` until the app runs (`run()`, or a headless driver taking
    /// it over); `.active` while it does; `.background` once it has terminated.
    public internal(set) var applicationState: State = .inactive

    /// The app's main run loop: the Source1 on ``port`` and the Source0 that drains the
    /// event queue are installed in it (Behaviour §1, <doc:RunLoopModes>).
    public let runLoop: EventRunLoop
    /// The app's trace: every hop of every event, from the port to the responder
    /// (Behaviour §5).
    public let tracer = Tracer()
    /// The receive right of the app's event port; hand `port.sender` to SpringBoard.
    public let port: HIDPort

    /// Strong, unlike UIKit's, so a delegate made inline stays alive.
    public var delegate: UIApplicationDelegate?
    /// The scenes connected to the app, as UIKit hands them out: a set.
    public var connectedScenes: Set<UIScene> { Set(scenes) }
    /// The same scenes in the order they connected (the engine walks them every pass).
    @exclusivity(unchecked) var scenes: [UIWindowScene] = []
    /// The window that receives key presses and motion events, and whose first
    /// responder starts an untargeted action; the last window made key.
    public internal(set) var keyWindow: UIWindow?
    /// The app's visible and hidden windows, "ordered from back to front by
    /// window level" (Apple's `UIApplication.windows`); within a level, scene
    /// by scene in connection order (Behaviour §15).
    public var windows: [UIWindow] {
        scenes.flatMap(\.windows).enumerated()
            .sorted { ($0.element.windowLevel, $0.offset) < ($1.element.windowLevel, $1.offset) }.map(\.element)
    }

    /// The mode the main loop runs in: `.tracking` while a scroll view is dragged.
    /// Changing it makes the current `run` return so the loop re-enters in the new mode.
    public var runLoopMode: RunLoopMode = .default {
        didSet {
            guard oldValue != runLoopMode else { return }
            tracer.during { trace(.runLoopModeChanged(runLoopMode)) }
            runLoop.stop()
        }
    }

    /// Whether the pointer's clicks are indirect-pointer touches: the app's
    /// answer to iPadOS's Info.plist key `UIApplicationSupportsIndirectInputEvents`
    /// (there is no Info.plist here, so it is set in code, before or while
    /// the app runs). false: a click is a `.direct` touch, as if a finger
    /// tapped, and the right button does nothing; true: clicks are
    /// `.indirectPointer` touches with `UIEvent.buttonMask`, and a right
    /// click is one too, with `.secondary` (Apple: "Handling indirect input").
    public var supportsIndirectInputEvents = false

    /// The one hover event, reused like the touches event, and the window
    /// the pointer last hovered in (see `UIApplication+Hover.swift`).
    lazy var hoverEvent = UIEvent(type: .hover, timestamp: 0)
    @exclusivity(unchecked) var hoveredWindow: UIWindow?

    /// The keys held, by keysym: a release finds its press here.
    var heldPresses: [UInt32: UIPress] = [:]

    /// Sees each HID event before UIKit does; returning true keeps it from
    /// UIKit (the demo's explain mode turns clicks into questions).
    @_spi(TouchLab) public var hidEventInterceptor: ((HIDEvent) -> Bool)?


    // The FIFO between Source1 and Source0 (002: first produced, first handled).
    @exclusivity(unchecked) var eventQueue = HIDEventQueue()
    var eventSource0: RunLoopSource0!
    var portSource1: RunLoopSource1!
    var gestureObserver: RunLoopObserver!
    var layoutObserver: RunLoopObserver!
    /// The main dispatch queue and Foundation's timers (UIApplication+MainQueue.swift).
    var mainThreadBridge: MainThreadBridge?

    /// The one touches event reused for every touch event, and the live touch.
    lazy var touchesEvent = UIEvent(type: .touches, timestamp: 0)
    /// The touches down, in the order their fingers went down (usually one).
    @exclusivity(unchecked) var activeTouches: [UITouch] = []
    /// Moves merged into the next report of their finger (UIApplication+CoalescedMoves.swift).
    @exclusivity(unchecked) var pendingCoalescedMoves: [(finger: UInt8, location: CGPoint, timestamp: TimeInterval)] = []
    /// Told of each move merged into a later report (window point, HID time), as it is merged:
    /// the demo puts it on the touch's trail, so every sample is still drawn.
    @_spi(TouchLab) public var coalescedMoveObserver: ((_ location: CGPoint, _ timestamp: TimeInterval) -> Void)?
    /// Merge a finger's moves that wait together in the queue into one report
    /// (UIApplication+CoalescedMoves.swift), whenever the Source0 runs. The
    /// headless driver's `move(through:)` turns it on for its batch.
    @_spi(TouchLab) public var coalescesQueuedMoves = false
    /// A finger's moves wait for the next display refresh and are delivered
    /// there as one `touchesMoved` (UIApplication+DisplayRefreshDelivery.swift,
    /// Behaviour §1); everything else is delivered at once. Off here, where
    /// the headless driver's one-event-at-a-time sends must each be handled;
    /// the live window turns it on (`--every-move` keeps it off).
    @_spi(TouchLab) public var deliversMovesAtDisplayRefresh = false {
        didSet { if !deliversMovesAtDisplayRefresh { deliverHeldMovesNow() } }
    }
    /// Clock seconds between display refreshes: 1/60 s, times the demo's slow-motion speed.
    @_spi(TouchLab) public var displayRefreshInterval = 1.0 / 60
    /// The refresh the held moves wait for, while any wait.
    var displayRefreshTimer: RunLoopTimer?
    /// True between a touch's down and up (the demo waits for it to end before switching scenes).
    @_spi(TouchLab) public var hasActiveTouch: Bool { !activeTouches.isEmpty }
    @exclusivity(unchecked) var lastTap: (time: TimeInterval, location: CGPoint, count: Int)?
    /// The last touch id handed out (see `UITouch.touchID`).
    @exclusivity(unchecked) var nextTouchID = 0
    @exclusivity(unchecked) var isTerminating = false

    /// Throws when the loop's wake-up port or the event port cannot be made
    /// (`RunLoopError`, `HIDPortError`: no file descriptor left, say).
    public convenience init(runLoop: EventRunLoop? = nil, portCapacity: Int = 4096) throws {
        try self.init(runLoop: runLoop, portCapacity: portCapacity, becomesShared: true)
    }

    init(runLoop: EventRunLoop? = nil, portCapacity: Int = 4096, becomesShared: Bool) throws {
        self.runLoop = try runLoop ?? EventRunLoop()
        self.port = try HIDPort(capacity: portCapacity)
        super.init()
        tracer.clock = { [clock = self.runLoop.clock] in clock.now }
        installEventSources()
        installMainThreadServices()
        if becomesShared {
            InterfaceOrientation.current = .portrait   // a new app starts upright, whatever this thread ran before
            Self.becomeShared(self)
        }
    }

    /// A second application on this one's run loop, with a port of its own,
    /// that does not become `shared`: the demo's compare mode runs the same
    /// scene twice, one switch apart, and feeds both ports the same HID events.
    @_spi(TouchLab) public convenience init(twinOf other: UIApplication, portCapacity: Int = 4096) throws {
        try self.init(runLoop: other.runLoop, portCapacity: portCapacity, becomesShared: false)
        // The twin hears what `other` delivers, forwarded as `other` takes it
        // off its queue: merging what arrives together gives it the same reports.
        coalescesQueuedMoves = other.coalescesQueuedMoves || other.deliversMovesAtDisplayRefresh
    }

    private static func becomeShared(_ app: UIApplication) {
        sharedApplication.withLock { $0 = SharedReference(application: app) }
    }

    /// The app's next responder is its delegate, when the delegate is a
    /// `UIResponder`: the last link of the chain (Behaviour §3).
    open override var next: UIResponder? { delegate as? UIResponder }

    // MARK: sendEvent

    /// Routes an event: touches to the windows of their touches, motion and
    /// remote control to the key window's first responder (Behaviour §3: those are
    /// not hit-tested). Overrides must call `super`.
    open func sendEvent(_ event: UIEvent) {
        if traceIsOn {
            let touch = event.reportedTouch
            trace(.sendEvent(receiver: Traced(self), type: event.type, phase: touch?.phase, location: touch?.locationInWindow))
        }
        switch event.type {
        case .touches:
            if event.touchSet.count == 1 {   // the one pointer: no bookkeeping
                event.touchSet.first!.window?.sendEvent(event)
                return
            }
            var sent: [UIWindow] = []
            for touch in event.touchSet {
                if let w = touch.window, !sent.contains(where: { $0 === w }) { sent.append(w); w.sendEvent(event) }
            }
        default:
            keyWindow?.sendEvent(event)
        }
    }

    /// Sends a shake or remote-control event the way the system would.
    public func sendMotionEvent(_ subtype: UIEvent.EventSubtype, phase: UIEvent.MotionPhase = .ended) {
        let type: UIEvent.EventType = subtype == .motionShake ? .motion : .remoteControl
        let event = UIEvent(type: type, subtype: subtype, timestamp: runLoop.clock.now)
        event.motionPhase = phase
        tracer.during { sendEvent(event) }
    }

    // MARK: Running

    /// Runs the main loop until `terminate()`; re-enters when `runLoopMode` changes.
    public func run() {
        move(to: .active)
        defer {
            if isTerminating {
                move(to: .background)
                NotificationCenter.default.post(name: Self.willTerminateNotification, object: self)
            } else {
                move(to: .inactive)
            }
        }
        while !isTerminating {
            runLoop.run(mode: runLoopMode, before: .infinity)
        }
    }

    /// Ends ``run()``: the run loop stops and wakes, and the app moves to the background.
    public func terminate() {
        isTerminating = true
        runLoop.stop()
        runLoop.wakeUp()
    }
}
