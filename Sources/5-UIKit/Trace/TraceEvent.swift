import Foundation
import HID
import RunLoop

/// One decision the engine made. Every stage of the pipeline reports what it
/// does as one of these, so a test can compare the log with a seed's, and the
/// demo can draw it.
///
/// The objects an event names are ``Traced`` records — a weak reference and
/// what a log prints of them — never the objects themselves: a trace must
/// not keep a released view alive (issue 24).
///
///     port ─▶ Source1 ─▶ Source0 ─▶ UIApplication ─▶ UIWindow ─▶ hit-test ─▶ recognizers ─▶ views
///     .portReceived  .source1Fired  .source0Performed  .sendEvent  .hitTest…  .gesture…  .touchesDelivered
public enum TraceEvent {
    // MARK: From the port to the application
    /// The Source1's callback read one message from the port.
    case portReceived(HIDEvent)
    /// The sender had coalesced `count` moves away just before the next
    /// message (the port's sequence numbers skipped them).
    case movesCoalesced(count: Int)
    /// The Source1 (`__IOHIDEventSystemClientQueueCallback`) ran and queued `messages` events.
    case source1Fired(name: String, messages: Int)
    /// The Source1 signalled the Source0.
    case source0Signalled(name: String)
    /// The Source0 (`__handleEventQueue`) ran and took `events` events off the FIFO queue.
    case source0Performed(name: String, events: Int)
    /// The run loop passed through one of CFRunLoop's activities.
    case runLoopActivity(RunLoopActivity, mode: RunLoopMode)
    /// The run-loop timer named `name` fired.
    case runLoopTimerFired(name: String)
    /// The main loop ran the blocks of the main dispatch queue (CF's
    /// `__CFRUNLOOP_IS_SERVICING_THE_MAIN_DISPATCH_QUEUE__`).
    case mainQueueServiced
    /// The main loop fired Foundation's due `Timer`s of `mode` (CF's `__CFRunLoopDoTimers`).
    case foundationTimersFired(mode: RunLoopMode)

    // MARK: sendEvent
    /// `UIApplication.sendEvent` or `UIWindow.sendEvent` was called.
    case sendEvent(receiver: Traced<UIResponder>, type: UIEvent.EventType, phase: UITouch.Phase?, location: CGPoint?)

    /// `UIWindow.sendEvent` handled a hover: the pointer is over `view` (nil:
    /// no view, or no hover recognizer in the window), at `location` (nil:
    /// the hover ended). Verbose only.
    case hoverDelivered(window: Traced<UIWindow>, view: Traced<UIView>?, location: CGPoint?)

    // MARK: Hit-testing (a touch-down hit-tests twice: `pass` is 1 or 2)
    /// The window began hit-testing `point` (window coordinates); `pass` is 1 or 2.
    case hitTestBegan(window: Traced<UIWindow>, point: CGPoint, pass: Int)
    /// `UIView`'s own `hitTest(_:with:)` ran on `view`, with `point` in its
    /// coordinates: every call that reaches the base implementation — the
    /// engine's traversal, an override's `super` call, or an override asking
    /// another view itself (`subview.hitTest(p, with: e)`) — as 004's
    /// swizzled method logs every call (Behaviour §5, §7). `next` is the
    /// view's next responder at that moment, which 004's log prints after it.
    case hitTestVisit(view: Traced<UIView>, point: CGPoint, next: Traced<UIResponder>?)
    /// The traversal asked `view`, and the view's own `hitTest(_:with:)`
    /// override answered `result` without calling `super` (nor any other
    /// view's `hitTest`): a swizzled `UIView` method would not see the call,
    /// so no `HitTest:` line prints; the verbose trace and the demo show it.
    case hitTestAnsweredByOverride(view: Traced<UIView>, point: CGPoint, result: Traced<UIView>?)
    /// `UIView`'s own `point(inside:with:)` ran on `view` and answered
    /// `inside` — called by hit-testing, or by any code (Behaviour §7).
    case pointInsideChecked(view: Traced<UIView>, point: CGPoint, inside: Bool)
    /// `view` refused the point, for `reason` (Behaviour §2).
    case hitTestRejected(view: Traced<UIView>, reason: HitTestRejection)
    /// `hitTest(_:with:)` on `view` returned `result`.
    case hitTestReturned(view: Traced<UIView>, result: Traced<UIView>?)
    /// The window's hit-test pass ended with `result`: the touch's view.
    case hitTestFinished(window: Traced<UIWindow>, result: Traced<UIView>?, pass: Int)

    // MARK: Touch delivery and the responder chain
    /// The window called a touches method on the touch's view.
    /// `cancelledBy` names the recognizer whose recognition cancelled the touch.
    case touchesDelivered(to: Traced<UIResponder>, phase: UITouch.Phase, touchID: Int, cancelledBy: Traced<UIGestureRecognizer>?)
    /// A default touches method passed the call to its next responder.
    case touchesForwarded(from: Traced<UIResponder>, to: Traced<UIResponder>?, phase: UITouch.Phase)
    /// A touches call was held back for a recognizer (`delaysTouchesBegan`, `delaysTouchesEnded`).
    case touchesHeld(view: Traced<UIView>, phase: UITouch.Phase, by: Traced<UIGestureRecognizer>)
    /// A held call was delivered late, or dropped because a recognizer recognized.
    case touchesReleased(view: Traced<UIView>, phase: UITouch.Phase, delivered: Bool)
    /// A finger went down on `view` while others were down, and the view will
    /// not hear it (`isMultipleTouchEnabled`, `isExclusiveTouch`); its recognizers do.
    case touchWithheld(view: Traced<UIView>, touchID: Int, reason: TouchWithholding)
    /// A motion or remote-control call went to `to` (the first responder, or the next one up).
    case motionDelivered(to: Traced<UIResponder>, call: MotionCall, subtype: UIEvent.EventSubtype)
    /// A default motion or remote-control method passed the call to its next responder.
    case motionForwarded(from: Traced<UIResponder>, to: Traced<UIResponder>?, call: MotionCall)
    /// A presses method was called on `to` (the first responder, or the window).
    case pressesDelivered(to: Traced<UIResponder>, phase: UIPress.Phase, key: UIKey)
    /// A default presses method passed the call to its next responder.
    case pressesForwarded(from: Traced<UIResponder>, to: Traced<UIResponder>?, phase: UIPress.Phase)
    /// A key matched a key command `declaredBy` a responder; the walk for its
    /// action asked `asked` in order and `target` performed it (nil: none could).
    case keyCommandPerformed(command: UIKeyCommand, key: UIKey, declaredBy: Traced<UIResponder>, asked: [Traced<UIResponder>], target: Traced<UIResponder>?)
    /// A nil-targeted action walked the chain: `asked` in order, `target` performed it (nil: nobody).
    case actionSent(action: Selector, asked: [Traced<UIResponder>], target: Traced<UIResponder>?)

    // MARK: Gesture recognizers
    /// At touch-down, `recognizer` (of the hit view or an ancestor) was attached to `touch` (Behaviour §4).
    case gestureAttached(recognizer: Traced<UIGestureRecognizer>, touchID: Int)
    /// `recognizer`'s state changed.
    case gestureStateChanged(recognizer: Traced<UIGestureRecognizer>, from: UIGestureRecognizer.State, to: UIGestureRecognizer.State)
    /// A subclass set a state off Apple's state diagram (a finished
    /// recognizer asked to begin, a possible one to change): ignored, as a
    /// recognizer stays in its final state until it resets. Verbose only.
    case gestureStateChangeIgnored(recognizer: Traced<UIGestureRecognizer>, from: UIGestureRecognizer.State, to: UIGestureRecognizer.State)
    /// The recognizer would have recognized, but waits (still `.possible`) for
    /// the recognizers it requires to fail (`require(toFail:)`).
    case gestureWaiting(recognizer: Traced<UIGestureRecognizer>, for: [Traced<UIGestureRecognizer>])
    /// The recognizer called its targets (the log line seeds print from the action).
    case gestureAction(recognizer: Traced<UIGestureRecognizer>, state: UIGestureRecognizer.State, description: String)

    // MARK: Controls and scroll views
    /// A control sent one of its events to its actions.
    case controlEvent(control: Traced<UIControl>, event: UIControl.Event)
    /// A scroll view moved its content (`contentOffset` changed).
    case scrolled(scrollView: Traced<UIScrollView>, contentOffset: CGPoint)
    /// The application switched the main run loop's mode (tracking while dragging a scroll view).
    case runLoopModeChanged(RunLoopMode)

    // MARK: Haptics
    /// A feedback generator was called (there is no actuator: this is what
    /// shows when the haptic fires; Behaviour §8).
    case hapticFeedback(HapticFeedback)

    // MARK: Animations
    /// A view animation (`UIView.animate`, `UIViewPropertyAnimator`) began
    /// moving `view`, was interrupted (replaced by a newer animation of the
    /// same property, stopped or removed), or completed (Behaviour §9).
    case animation(view: Traced<UIView>, phase: AnimationPhase)

    // MARK: The demo's what-if switches
    /// Someone flipped a property of a named recognizer or view while the app
    /// runs (the demo's inspect mode, `--compare`): `value` as UIKit logs it
    /// (`NO`, `YES`, `0.011`). Not a UIKit decision, but it changes every
    /// decision after it, so it belongs in the same log.
    case whatIf(target: String, property: String, value: String)

    /// What happened to a view animation.
    public enum AnimationPhase: Sendable {
        /// It began: the properties it moves (UIView's names: `center`,
        /// `alpha`, `bounds`…), over `duration` seconds after `delay`.
        case began(properties: [String], duration: TimeInterval, delay: TimeInterval)
        /// It stopped before its end: its completion hears `finished == false`.
        case interrupted
        /// It reached its end: its completion hears `finished == true`.
        case completed
    }

    /// Which of a responder's motion or remote-control methods forwarded the event.
    public enum MotionCall: String, Sendable {
        /// `motionBegan(_:with:)`.
        case began
        /// `motionEnded(_:with:)`.
        case ended
        /// `motionCancelled(_:with:)`.
        case cancelled
        /// `remoteControlReceived(with:)`.
        case remoteControl
    }
}

extension TraceEvent {
    /// An activity or timer of the run loop itself (`tracesRunLoop`).
    public var isRunLoopStep: Bool {
        switch self {
        case .runLoopActivity, .runLoopTimerFired, .mainQueueServiced, .foundationTimersFired: true
        default: false
        }
    }

    /// The touch the event names, if it names one.
    var touchID: Int? {
        switch self {
        case let .touchesDelivered(_, _, touchID, _): touchID
        case let .gestureAttached(_, touchID): touchID
        default: nil
        }
    }
}
