import Foundation
import RunLoop

/// The base of all recognizers: a state machine fed with the touches of the
/// view it is attached to (and of that view's subviews), before the view
/// itself gets them.
///
///     discrete:    possible ──▶ ended (= recognized)         possible ──▶ failed
///     continuous:  possible ──▶ began ──▶ changed* ──▶ ended | cancelled
///                  possible ──▶ failed
///     every finished recognizer goes back to possible by `reset()` once its
///     touches have ended.
///
/// Subclasses set `state` from their touches methods or timers; the
/// `UIGestureEnvironment` of the window decides what a change means for the
/// others (one winner, `require(toFail:)`, `gestureRecognizerShouldBegin`),
/// calls the targets and cancels the view's touches.
open class UIGestureRecognizer: NSObject {
    /// The current state of a gesture recognizer. Raw values as Apple's
    /// (`UIGestureRecognizerState`); the description is the word 004's logs print.
    public enum State: Int, Sendable, CustomStringConvertible {
        /// The recognizer hasn't yet recognized its gesture, but may be evaluating touch events. The default state.
        case possible
        /// The recognizer has received touch objects recognized as a continuous gesture: its targets run.
        case began
        /// The recognizer has received touches recognized as a change to a continuous gesture: its targets run.
        case changed
        /// The recognizer has received touches recognized as the end of the gesture: its targets run, then it resets.
        case ended
        /// The recognizer has received touches resulting in the cancellation of a continuous gesture.
        case cancelled
        /// The recognizer has received a touch sequence that can't be recognized as the gesture; its targets do not run.
        case failed
        /// A discrete gesture recognized: the same as ``ended``.
        public static let recognized = State.ended
        /// The state as 004's logs spell it: `Possible`, `Began`, … `Failed`.
        public var description: String {
            switch self {
            case .possible: "Possible"
            case .began: "Began"
            case .changed: "Changed"
            case .ended: "Ended"
            case .cancelled: "Cancelled"
            case .failed: "Failed"
            }
        }
        var isFinished: Bool { self == .ended || self == .cancelled || self == .failed }
    }

    /// UIKit's designated initializer: `action` is sent to `target` when the
    /// recognizer recognizes (and, if it is continuous, as it changes).
    ///
    /// The target implements the selector as an `@objc` method of a pasted iOS
    /// file (``ObjCRuntime``) or, on a responder, with `setAction(_:_:)`; it
    /// gets the recognizer as the sender when its method takes one. A target that cannot perform it stops the program with one
    /// line naming the target and the selector when the action is due, where
    /// iOS raises "unrecognized selector sent to instance". A `nil` target or
    /// action adds nothing, as in UIKit (Behaviour §8).
    public init(target: Any?, action: Selector?) {
        super.init()
        if let target, let action { addTarget(target, action: action) }
    }

    /// `init(target:action:)` with a closure for the target and selector.
    public convenience init(action: ((UIGestureRecognizer) -> Void)? = nil) {
        self.init(target: nil, action: nil)
        if let action { targets.append(Target(call: action)) }
    }

    /// Adds a closure to call when the recognizer's state changes to began,
    /// changed or ended (UIKit's `addTarget(_:action:)` with a closure for the selector).
    public func addTarget(_ action: @escaping (UIGestureRecognizer) -> Void) { targets.append(Target(call: action)) }

    /// UIKit's `addTarget(_:action:)`: the target and the selector's name only
    /// label the logs (`target= <(action=_handleGesture:, target=<…>)>`), as in
    /// 004's traces; the closure is what runs.
    public func addTarget(_ target: AnyObject, action name: String, _ action: @escaping (UIGestureRecognizer) -> Void) {
        targets.append(Target(call: action, label: Self.label(action: name, target: target)))
    }

    /// UIKit's `addTarget(_:action:)`: sends `action` to `target` (which
    /// implements it with `setAction(_:_:)`) whenever the targets are called.
    /// The target is not retained, as in UIKit; adding the same pair twice
    /// adds it once.
    open func addTarget(_ target: Any, action: Selector) {
        let object = target as AnyObject
        if targets.contains(where: { $0.object === object && $0.selector == action }) { return }
        targets.append(Target(object: object, selector: action,
                              label: Self.label(action: action.name, target: object)))
    }

    /// UIKit's `removeTarget(_:action:)`: a `nil` target removes the action
    /// from every target, a `nil` action every action of the target.
    open func removeTarget(_ target: Any?, action: Selector?) {
        let object = target.map { $0 as AnyObject }
        targets.removeAll { entry in
            guard entry.selector != nil else { return false }
            return (object == nil || entry.object === object) && (action == nil || entry.selector == action)
        }
    }

    /// Removes every target, with its log label.
    public func removeAllTargets() { targets.removeAll() }

    /// One target: a closure, or an object and the selector it implements.
    struct Target {
        var call: ((UIGestureRecognizer) -> Void)?
        weak var object: AnyObject?
        var selector: Selector?
        var label: String?

        init(call: @escaping (UIGestureRecognizer) -> Void, label: String? = nil) {
            self.call = call
            self.label = label
        }
        init(object: AnyObject, selector: Selector, label: String) {
            self.object = object
            self.selector = selector
            self.label = label
        }
    }
    var targets: [Target] = []
    /// What `objc_setAssociatedObject` attached to this recognizer: released with it.
    var associatedObjects: [UnsafeRawPointer: AssociatedValue] = [:]
    /// Its key-value observations (`KeyValueObserving.swift`): nil until the first.
    var keyValueObservers: KeyValueObservers?

    /// Receives the changes this object observes with
    /// `addObserver(_:forKeyPath:options:context:)`; an observer must override it, as on iOS.
    open func observeValue(forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
                           context: UnsafeMutableRawPointer?) {
        unhandledObservation(self, keyPath)
    }
    var targetLabels: [String] { targets.compactMap(\.label) }

    private static func label(action: String, target: AnyObject) -> String {
        let targetDescription = (target as? UIResponder).map { "<\($0.className) \($0.address)>" }
            ?? "<\(String(describing: type(of: target)))>"
        return "(action=\(action), target=\(targetDescription))"
    }

    /// Sends a selector target its action: performed by a responder that
    /// implements it; a target gone meanwhile gets nothing (UIKit does not
    /// retain targets); any other stops the program, as iOS's "unrecognized
    /// selector" does, with the way to implement it here.
    private func send(_ selector: Selector, to target: Target) {
        guard let object = target.object else { return }
        ObjCRuntime.sendOrStop(selector, to: object, arguments: [self], from: className)
    }

    /// Cleared by the view's `deinit` (see `UIView.superview` for why not `weak`).
    public internal(set) unowned(unsafe) var view: UIView?
    /// The delegate of the gesture recognizer, asked whether it may receive a
    /// touch, begin, or recognize with others (<doc:GestureArbitration>).
    open weak var delegate: UIGestureRecognizerDelegate?
    /// For logs and the demo's badges.
    open var name: String?

    /// Disabling a recognizer in the middle of a gesture cancels it (or fails
    /// it, if it had not begun); disabling an idle one changes nothing but
    /// keeps it from new touches, so enabling it again makes it work again.
    open var isEnabled = true {
        didSet { if !isEnabled, oldValue { environment?.recognizerLeftGesture(self) } }
    }
    /// On recognition, the view's touches are cancelled (default true).
    open var cancelsTouchesInView = true
    /// Hold the view's `touchesBegan` until this recognizer fails (default false).
    open var delaysTouchesBegan = false
    /// Hold the view's `touchesEnded` until this recognizer resolves (default true).
    open var delaysTouchesEnded = true

    /// False for recognizers fed by something other than touches (hover):
    /// they are never attached to a touch.
    class var receivesTouches: Bool { true }

    // MARK: State

    /// The current state of the gesture recognizer.
    ///
    /// Subclasses set it from their touches methods and timers, and any
    /// subclass may take either path of Apple's state machine ("About the
    /// Gesture Recognizer State Machine"): Possible → Ended (`.recognized`)
    /// or Failed, or Possible → Began → Changed… → Ended or Cancelled. The
    /// first recognition decides which: a recognizer that began calls its
    /// targets on every change, one recognized at once calls them once.
    ///
    /// A change off that diagram is ignored, and the verbose trace says so:
    /// Apple's article says a recognizer stays in its final state (Ended,
    /// Failed, Cancelled) until the event sequence ends and UIKit resets it,
    /// so a late `state = .began` from a subclass changes nothing and stops
    /// nothing (Behaviour §8). The window's gesture environment decides
    /// what an allowed change means for the others and when the targets run
    /// (Behaviour §4).
    ///
    /// A recognition asked for while the event is still being delivered to
    /// the other recognizers of the touch is decided when the round ends
    /// (Behaviour §6), but the subclass that asked reads its new state at
    /// once, as on iOS; one waiting on `require(toFail:)` reads Possible.
    open var state: State {
        get {
            if let wish = deferredRecognition, environment?.isHeldForThisDelivery(self) == true { return wish }
            return _state
        }
        set { transition(to: newValue) }
    }
    var _state: State = .possible

    /// A recognition waiting for the recognizers this one requires to fail.
    var deferredRecognition: State?

    private func transition(to newState: State) {
        let old = _state
        if old == .possible, let wish = deferredRecognition {
            // Waiting on require(toFail:) or for the delivery round to end: a
            // later failure or cancel replaces the wait; a change off the
            // diagram from the state wished for is ignored and traced.
            if newState == .failed || newState == .cancelled { deferredRecognition = nil }
            else {
                if newState != wish && !Self.isOnStateDiagram(from: wish, to: newState) {
                    trace(.gestureStateChangeIgnored(recognizer: Traced(self), from: wish, to: newState))
                }
                return
            }
        }
        guard Self.isOnStateDiagram(from: old, to: newState) else {
            if old != newState { trace(.gestureStateChangeIgnored(recognizer: Traced(self), from: old, to: newState)) }
            return
        }
        if let environment {
            environment.recognizer(self, wantsTransitionTo: newState)
        } else {
            apply(newState)   // not attached to a window: no arbitration
        }
    }

    /// The arrows of Apple's diagrams, discrete and continuous together.
    static func isOnStateDiagram(from old: State, to new: State) -> Bool {
        switch (old, new) {
        case (.possible, .possible), (.possible, .began), (.possible, .ended), (.possible, .failed): true
        case (.began, .changed), (.began, .ended), (.began, .cancelled),
             (.changed, .changed), (.changed, .ended), (.changed, .cancelled): true
        default: false
        }
    }

    /// Sets the state for real, with no arbitration (the environment calls this).
    func apply(_ newState: State) {
        let old = _state
        notifyingObservers(of: "state") { _state = newState }
        trace(.gestureStateChanged(recognizer: Traced(self), from: old, to: newState))
        environment?.recognizerDidChangeState(self, to: newState)
        if newState != .failed && newState != .possible {
            environment?.enqueueAction(self, state: newState, recognizing: old == .possible)
        }
    }

    /// Calls the targets (the environment does, in its update).
    func sendActions(for state: State) {
        if traceIsOn { trace(.gestureAction(recognizer: Traced(self), state: state, description: describe(state: state))) }
        for target in targets {
            if let call = target.call { call(self) } else if let selector = target.selector { send(selector, to: target) }
        }
    }

    // MARK: Touches (subclasses override; call super)

    /// Tells the recognizer that one or more fingers touched down in its view or
    /// a subview. It hears the touch before the view does (Behaviour §4).
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// Tells the recognizer that one or more of its touches moved.
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// Tells the recognizer that one or more of its fingers lifted.
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// Tells the recognizer that one or more of its touches were cancelled.
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {}

    /// Back to `.possible` after the touches ended; subclasses clear their own state.
    open func reset() {}

    /// Stop receiving a touch (UIKit's `ignore(_:for:)`): from here on it does
    /// not count for this recognizer — no more calls for it, it holds none of
    /// the view's calls, and `numberOfTouches` and `UIEvent.touches(for:)`
    /// leave it out.
    open func ignore(_ touch: UITouch, for event: UIEvent) {
        trackedTouches.removeAll { $0 === touch }
        touch.deliverableRecognizers.removeAll { $0 === self }
    }

    /// The touches this recognizer is tracking, oldest first.
    var trackedTouches: [UITouch] = []

    @inline(__always) func isTracking(_ touch: UITouch) -> Bool {
        trackedTouches.last === touch || trackedTouches.contains { $0 === touch }
    }
    /// The number of touches the recognizer is tracking that are still down.
    open var numberOfTouches: Int { trackedTouches.filter { $0.phase != .ended && $0.phase != .cancelled }.count }

    /// The centroid of the tracked touches (the last one's place once they ended).
    open func location(in view: UIView?) -> CGPoint {
        let touches = trackedTouches
        guard !touches.isEmpty else { return .zero }
        var sum = CGPoint.zero
        for t in touches { let p = t.location(in: view); sum.x += p.x; sum.y += p.y }
        return CGPoint(x: sum.x / CGFloat(touches.count), y: sum.y / CGFloat(touches.count))
    }
    /// Returns the location of one of the recognizer's touches, by index from
    /// the oldest, in `view`'s coordinates (the window's when `view` is `nil`).
    open func location(ofTouch index: Int, in view: UIView?) -> CGPoint {
        trackedTouches[index].location(in: view)
    }

    // MARK: Conflicts

    /// Makes this recognizer wait for `other` to fail before it may recognize:
    /// a single tap that requires a double tap's failure waits out the double tap.
    ///
    /// Requiring its own failure stops the process with an `APIMisuse` message.
    open func require(toFail other: UIGestureRecognizer) {
        if other === self { APIMisuse.stop("require(toFail:): \(className) can't require its own failure") }
        if !requiredToFail.contains(where: { $0 === other }) { requiredToFail.append(other) }
    }
    var requiredToFail: [UIGestureRecognizer] = []
    /// The recognizers this one waits on (`require(toFail:)`), for the demo's explanations.
    @_spi(TouchLab) public var failureRequirements: [UIGestureRecognizer] { requiredToFail }

    /// Whether this recognizer's recognition may make `preventedGestureRecognizer`
    /// fail; `true` by default.
    open func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool { true }
    /// Whether `preventingGestureRecognizer` recognizing may make this one fail;
    /// `true` by default.
    open func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool { true }
    /// Whether this recognizer must wait for `otherGestureRecognizer` to fail,
    /// as with ``require(toFail:)``; `false` by default.
    open func shouldRequireFailure(of otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }
    /// Whether `otherGestureRecognizer` must wait for this one to fail; `false` by default.
    open func shouldBeRequiredToFail(by otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }

    // MARK: Time (timers run on the window's run loop, so tests use virtual time)

    /// The environment of the window whose touches this recognizer tracks,
    /// from touch-down until its reset. Kept here rather than found through
    /// `view.window`, because the view (or the recognizer) may leave the window
    /// mid-touch: the recognizer must still fail or finish, its timers must
    /// still fire, and the view's held calls must still be released.
    /// `unowned(unsafe)`, like the views' back-pointers, to keep weak-reference
    /// costs off the dispatch path: the environment clears it on reset and in
    /// its `deinit` (every recognizer that has it set is in its active list).
    unowned(unsafe) var trackingEnvironment: UIGestureEnvironment?
    var environment: UIGestureEnvironment? { trackingEnvironment ?? view?.window?.gestureEnvironment }

    /// The run loop whose clock and timers this recognizer uses, and the
    /// tracer its timers report to: handed over when it is attached — added
    /// to a view in a window, or first taken in by a window's gesture
    /// environment (touch-down, a scroll, a hover) — so that it never reaches
    /// through `view.window.windowScene.application` for them. Weak: the
    /// application owns both, and a recognizer may outlive it.
    weak var runLoop: EventRunLoop?
    weak var tracer: Tracer?

    /// Takes `application`'s run loop and tracer (see `runLoop`).
    func attach(to application: UIApplication) {
        if runLoop !== application.runLoop { runLoop = application.runLoop }
        if tracer !== application.tracer { tracer = application.tracer }
    }

    /// The run loop's current time, in seconds: virtual under the headless
    /// driver, so subclasses' timing reads the same clock as their timers.
    public var now: TimeInterval { runLoop?.clock.now ?? 0 }

    /// Schedules `body` after `delay` seconds in the common modes (a long press
    /// keeps counting while a scroll view tracks).
    ///
    /// The timer keeps the recognizer until it fires or is invalidated, as
    /// UIKit's `performSelector:withObject:afterDelay:` keeps its target (its
    /// tap fails by one, `tooSlow:`); recognizers invalidate their timers when
    /// they reset. Not a weak capture: a weak reference gives the recognizer a
    /// side table for good, and every retain of it on the dispatch path then
    /// takes the slow road — with a tap timer at each touch-down, a third of
    /// the dispatch rate with ten taps on the hit path.
    @discardableResult
    func schedule(after delay: TimeInterval, _ body: @escaping () -> Void) -> RunLoopTimer? {
        guard let runLoop else { return nil }
        let timer = RunLoopTimer(name: timerName, fireDate: runLoop.clock.now + delay) { [self] _ in
            let tracer = self.tracer ?? Tracer()
            tracer.during {
                body()
                self.environment?.update()
            }
        }
        runLoop.add(timer, forMode: .common)
        return timer
    }

    /// The name its timers carry in traces, made once: a tap schedules a
    /// timer at every touch-down, and describing a type is not free.
    private lazy var timerName = "\(className) timer"

    // MARK: Description, in 004's log shape


    /// The class name as a log prints it (`UITapGestureRecognizer`).
    @_spi(TouchLab) public var className: String { LogNames.className(of: type(of: self)) }
    /// `0x…`, like Objective-C's `%p`.
    @_spi(TouchLab) public var address: String { LogNames.address(of: self) }

    /// The recognizer as 004's logs print it: class, address, state, the
    /// settings that differ from the defaults, and the view.
    open override var description: String { describe(state: state) }

    /// `<UITapGestureRecognizer: 0x…; state = Ended; cancelsTouchesInView = NO; view = <UIView: 0x…>>`
    func describe(state: State) -> String {
        var parts = ["\(className): \(address)", "state = \(state)"]
        if !isEnabled { parts.append("enabled = NO") }
        if !cancelsTouchesInView { parts.append("cancelsTouchesInView = NO") }
        if delaysTouchesBegan { parts.append("delaysTouchesBegan = YES") }
        if !delaysTouchesEnded { parts.append("delaysTouchesEnded = NO") }
        if let view { parts.append("view = <\(view.className): \(view.address)>") }
        if !targetLabels.isEmpty { parts.append("target= <" + targetLabels.joined(separator: ", ") + ">") }
        if let name { parts.append("name = \(name)") }
        parts.append(contentsOf: extraDescription)
        return "<" + parts.joined(separator: "; ") + ">"
    }

    /// Subclass-specific fields for the description (`minimumPressDuration = 0.5`).
    open var extraDescription: [String] { [] }

    // MARK: Touch types (last: the dispatch path's fields keep their places)

    /// The kinds of touch this recognizer hears, as `UITouch.TouchType` raw
    /// values in `NSNumber`s, as UIKit has it; every type by default. A touch
    /// of another type is never attached to it (its view still gets it).
    open var allowedTouchTypes: [NSNumber] = [0, 1, 2, 3].map { NSNumber(value: $0) } {
        didSet { allowedTouchTypeBits = allowedTouchTypes.reduce(0) { $0 | Self.bit(for: $1.intValue) } }
    }
    /// Once it tracks a touch of one type, it ignores touches of any other
    /// until it resets (UIKit's default, true).
    open var requiresExclusiveTouchType = true
    private var allowedTouchTypeBits: UInt = 0b1111
    private static func bit(for rawType: Int) -> UInt { rawType >= 0 && rawType < UInt.bitWidth ? 1 << UInt(rawType) : 0 }

    /// Whether a touch of `type` may be attached now (`allowedTouchTypes`,
    /// `requiresExclusiveTouchType` against the touches it already tracks).
    func accepts(_ type: UITouch.TouchType) -> Bool {
        guard allowedTouchTypeBits & Self.bit(for: type.rawValue) != 0 else { return false }
        return !requiresExclusiveTouchType || trackedTouches.allSatisfy { $0.type == type }
    }
}

extension UIGestureRecognizer: AssociatedObjectHost, KeyValueObservingHost, KeyValueObserverMethod {}
