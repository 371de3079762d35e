import Foundation

/// `UIWindow.sendEvent` for touches: recognizers first, then the view.
///
///     sendEvent(touches)
///       1. gestureEnvironment.deliver   every recognizer attached to the touch
///                                       gets the phase; state changes → actions,
///                                       and, on recognition, touchesCancelled to the view
///       2. deliverToView                the touch's view gets its touches method,
///                                       unless a recognizer cancelled the touch,
///                                       or holds the call (delaysTouchesBegan/Ended)
///       3. gestureEnvironment.finish    ended touches leave their recognizers;
///                                       finished recognizers reset
///
/// Behaviour §4: "the recognizers of the hit view and of its ancestors see the
/// touch; they see it before the view".
extension UIWindow {
    /// Touch-down, with other fingers down: the touch's view will not hear
    /// this touch (`TouchWithholding`); its recognizers still do.
    func withholdFromView(_ touch: UITouch, because reason: TouchWithholding) {
        touch.delivery.withholding = reason
        touch.delivery.stage = .finished
    }

    /// A scroll view takes a touch its content has not heard begin — a finger
    /// that stops moving content, or a held `touchesBegan` the scroll view's
    /// `touchesShouldBegin(_:with:in:)` refuses when it lets it go: the
    /// content never hears of the touch. Once the content has heard it begin,
    /// only a recognizer's cancel ends it there, and this does nothing.
    func takeTouchFromContent(_ touch: UITouch) {
        guard let content = touch.view,
              touch.viewDelivery == .none || touch.viewDelivery == .heldBegan else { return }
        touch.delivery.stage = .finished
        trace(.touchesReleased(view: Traced(content), phase: .began, delivered: false))
    }

    func deliverTouches(of event: UIEvent) {
        gestureEnvironment.deliver(event)
        for touch in event.touchSet where touch.window === self && touch.isReported {
            deliverToView(touch, event: event)
        }
        gestureEnvironment.finishDelivery(of: event)
    }

    /// A scroll view that does not delay its content's touches
    /// (`delaysContentTouches = false`) asks `touchesShouldBegin(_:with:in:)`
    /// at once, at touch-down (UIKit's documentation); with the delay it asks
    /// when it lets the held touch go. The nearest such ancestor that says no.
    private func undelayedScrollViewRefusing(_ touch: UITouch, event: UIEvent) -> UIScrollView? {
        guard let content = touch.view else { return nil }
        var ancestor = content.superview
        while let view = ancestor {
            if let scrollView = view as? UIScrollView {
                guard !scrollView.delaysContentTouches else { return nil }
                return scrollView.touchesShouldBegin([touch], with: event, in: content) ? nil : scrollView
            }
            ancestor = view.superview
        }
        return nil
    }

    private func deliverToView(_ touch: UITouch, event: UIEvent) {
        guard touch.view != nil else { return }
        switch touch.phase {
        case .began:
            if let reason = touch.withholding {
                trace(.touchWithheld(view: Traced(touch.view!), touchID: touch.touchID, reason: reason))
                return
            }
            guard touch.viewDelivery == .none else { return }   // cancelled at once by a recognizer
            if let holder = gestureEnvironment.recognizerHoldingBegan(of: touch) {
                touch.delivery.stage = .heldBegan
                gestureEnvironment.touchWasHeld(touch)
                trace(.touchesHeld(view: Traced(touch.view!), phase: .began, by: Traced(holder)))
                return
            }
            if undelayedScrollViewRefusing(touch, event: event) != nil {
                touch.delivery.stage = .finished
                trace(.touchesReleased(view: Traced(touch.view!), phase: .began, delivered: false))
                return
            }
            touch.delivery.stage = .began
            callView(touch, .began, event)
        case .moved:
            guard touch.viewDelivery == .began else { return }
            callView(touch, .moved, event)
        case .stationary, .regionEntered, .regionMoved, .regionExited:   // hover touches never reach views
            return
        case .ended:
            guard touch.viewDelivery == .began else { return }   // held, or already cancelled
            if let holder = gestureEnvironment.recognizerHoldingEnded(of: touch) {
                touch.delivery.stage = .heldEnded
                gestureEnvironment.touchWasHeld(touch)
                trace(.touchesHeld(view: Traced(touch.view!), phase: .ended, by: Traced(holder)))
                return
            }
            touch.delivery.stage = .finished
            callView(touch, .ended, event)
        case .cancelled:
            guard touch.viewDelivery == .began || touch.viewDelivery == .heldEnded else { return }
            touch.delivery.stage = .finished
            callView(touch, .cancelled, event)
        }
    }

    /// The one place a touches method of a view is called.
    func callView(_ touch: UITouch, _ phase: UITouch.Phase, _ event: UIEvent?, cancelledBy: UIGestureRecognizer? = nil) {
        guard let view = touch.view else { return }
        trace(.touchesDelivered(to: Traced(describing: view), phase: phase, touchID: touch.touchID, cancelledBy: cancelledBy.map { Traced($0) }))
        let touches = event?.touchesSet(containingOnly: touch) ?? [touch]
        switch phase {
        case .began: view.touchesBegan(touches, with: event)
        case .moved: view.touchesMoved(touches, with: event)
        case .ended: view.touchesEnded(touches, with: event)
        case .cancelled: view.touchesCancelled(touches, with: event)
        case .stationary, .regionEntered, .regionMoved, .regionExited: break
        }
    }

    /// A recognizer recognized with `cancelsTouchesInView`: the view hears
    /// `touchesCancelled` and nothing more about this touch (Behaviour §4). A
    /// `touchesBegan` still held back is dropped: the view never knew.
    func cancelTouchInView(_ touch: UITouch, by recognizer: UIGestureRecognizer) {
        switch touch.viewDelivery {
        case .began, .heldEnded:
            touch.delivery.stage = .finished
            touch.delivery.cancelledBy = recognizer
            let phase = touch.phase
            touch.phase = .cancelled
            callView(touch, .cancelled, touchesEventForDelivery, cancelledBy: recognizer)
            touch.phase = phase
        case .heldBegan:
            touch.delivery.stage = .finished
            touch.delivery.cancelledBy = recognizer
            trace(.touchesReleased(view: Traced(touch.view!), phase: .began, delivered: false))
        case .none:
            touch.delivery.stage = .finished
            touch.delivery.cancelledBy = recognizer
        case .finished:
            break
        }
    }

    /// A recognizer that does not cancel touches in its view recognized: the
    /// calls held back for its gesture are settled as Apple's
    /// `delaysTouchesBegan` and `delaysTouchesEnded` say — a held
    /// `touchesBegan` is discarded (the view never knew of the touch), a
    /// `touchesEnded` it held becomes `touchesCancelled`. Other calls go on
    /// as usual.
    func settleHeldCalls(of touch: UITouch, recognizedBy recognizer: UIGestureRecognizer) {
        switch touch.viewDelivery {
        case .heldBegan where recognizer.delaysTouchesBegan || recognizer.trackedTouches.contains { $0 !== touch && $0.phase == .ended }:
            touch.delivery.stage = .finished
            trace(.touchesReleased(view: Traced(touch.view!), phase: .began, delivered: false))
        case .heldEnded where recognizer.delaysTouchesEnded:
            cancelTouchInView(touch, by: recognizer)
        default:
            break
        }
    }

    /// Delivers calls that were held for recognizers that have now failed or
    /// finished (`delaysTouchesBegan`: with the original location and time).
    func releaseHeldCalls(of touch: UITouch) {
        if touch.viewDelivery == .heldBegan, gestureEnvironment.recognizerHoldingBegan(of: touch) == nil {
            touch.delivery.stage = .began
            trace(.touchesReleased(view: Traced(touch.view!), phase: .began, delivered: true))
            let (phase, location, time) = (touch.phase, touch.locationInWindow, touch.timestamp)
            touch.phase = .began
            touch.locationInWindow = touch.initialLocationInWindow
            touch.timestamp = touch.initialTimestamp
            callView(touch, .began, touchesEventForDelivery)
            (touch.phase, touch.locationInWindow, touch.timestamp) = (phase, location, time)
            // The view's touchesBegan is user code: it may have disabled or
            // removed a recognizer, letting another recognize and cancel this
            // very touch. Then the view has had its last call (found by the
            // touch-lifecycle checker: touchesEnded after touchesCancelled).
            if touch.phase == .ended && touch.viewDelivery == .began {
                if gestureEnvironment.recognizerHoldingEnded(of: touch) != nil {
                    touch.delivery.stage = .heldEnded
                    gestureEnvironment.touchWasHeld(touch)
                } else {
                    touch.delivery.stage = .finished
                    callView(touch, .ended, touchesEventForDelivery)
                }
            }
        }
        if touch.viewDelivery == .heldEnded, gestureEnvironment.recognizerHoldingEnded(of: touch) == nil {
            touch.delivery.stage = .finished
            trace(.touchesReleased(view: Traced(touch.view!), phase: .ended, delivered: true))
            let phase = touch.phase
            touch.phase = .ended
            callView(touch, .ended, touchesEventForDelivery)
            touch.phase = phase
        }
    }

    /// The application's reusable touches event, for calls made outside `sendEvent`
    /// (a held call released from a timer).
    var touchesEventForDelivery: UIEvent? { windowScene?.application.touchesEvent }

    // MARK: Motion, remote control

    /// Motion and remote-control events are not hit-tested: they start at the
    /// first responder (or the window) and go up the chain (Behaviour §3).
    func deliverMotion(_ event: UIEvent) {
        let target: UIResponder = firstResponder ?? self
        if event.type == .remoteControl {
            trace(.motionDelivered(to: Traced(target), call: .remoteControl, subtype: event.subtype))
            target.remoteControlReceived(with: event)
            return
        }
        switch event.motionPhase {
        case .began:
            trace(.motionDelivered(to: Traced(target), call: .began, subtype: event.subtype))
            target.motionBegan(event.subtype, with: event)
        case .ended:
            trace(.motionDelivered(to: Traced(target), call: .ended, subtype: event.subtype))
            target.motionEnded(event.subtype, with: event)
        case .cancelled:
            trace(.motionDelivered(to: Traced(target), call: .cancelled, subtype: event.subtype))
            target.motionCancelled(event.subtype, with: event)
        }
    }
}

/// What a touch's view has been told, kept apart from `UITouch` so that this
/// file alone can write it: one owner for the state every held call,
/// cancel and withholding rule reads (a scroll view asks through
/// `UIWindow.takeTouchFromContent(_:)` rather than writing it).
final class TouchViewDelivery {
    fileprivate(set) var stage: UITouch.ViewDelivery = .none
    fileprivate(set) var cancelledBy: UIGestureRecognizer?
    fileprivate(set) var withholding: TouchWithholding?
}
