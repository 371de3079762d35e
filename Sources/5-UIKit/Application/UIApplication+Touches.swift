import Foundation
import HID

/// Turns one HID event into what UIKit code sees: the touches event with a
/// `UITouch` per finger down (the pointer, finger 0, and any other finger a
/// script or the headless driver puts down), each hit-tested at its own
/// touch-down. A report is about one finger; the event's other touches ride
/// along as `.stationary` and are not delivered. A finger that lands while
/// others are down may be withheld from its view (`TouchWithholding`).
extension UIApplication {
    /// Taps closer than this in time and distance count up `tapCount`.
    static let multiTapInterval: TimeInterval = 0.35
    static let multiTapDistance: CGFloat = 45

    func handleHIDEvent(_ hid: HIDEvent) {
        if let interceptor = hidEventInterceptor, interceptor(hid) { return }
        let time = TimeInterval(hid.timestamp) / 1_000_000_000
        switch hid.kind {
        case .pointerDown: touchDown(hid, time: time)
        case .pointerMove: touchMoved(hid, time: time)
        case .pointerUp: touchUp(hid, time: time)
        case .scroll: scrolled(hid, time: time)
        case .key: keyWentDown(hid, time: time)
        case .keyUp: keyWentUp(hid, time: time)
        case .hover: hovered(hid, time: time)
        case .marker: break   // for whoever intercepts HID events (the demo's script runner); UIKit has no use for it
        }
    }

    /// The live touch of `finger`, if any (a short list: one or two fingers).
    @inline(__always)
    private func liveTouch(_ finger: UInt8) -> UITouch? {
        let touches = activeTouches
        if touches.count == 1 { return touches[0].finger == finger ? touches[0] : nil }   // the one pointer
        for touch in touches where touch.finger == finger { return touch }
        return nil
    }

    private func touchDown(_ hid: HIDEvent, time: TimeInterval) {
        // A press while this finger is down (a second button) is not a new finger.
        guard liveTouch(hid.finger) == nil, let window = keyWindow else { return }
        // A right click is a touch only for an app that takes indirect input.
        if hid.button == 3 && !supportsIndirectInputEvents { return }
        if hoveredWindow != nil { endHover(time: time) }   // the pointer is on the glass now
        let location = window.pointFromSuperview(CGPoint(x: hid.x, y: hid.y))   // screen → window
        let touch = UITouch(window: window, location: location, timestamp: time)
        touch.finger = hid.finger
        touch.button = hid.button
        touch.type = supportsIndirectInputEvents ? .indirectPointer : .direct
        touchesEvent.buttonMask = touch.type == .indirectPointer ? (hid.button == 3 ? .secondary : .primary) : []
        touchesEvent.modifierFlags = UIKeyModifierFlags(xState: hid.modifiers)
        nextTouchID += 1
        touch.touchID = nextTouchID
        tracer.currentTouchID = touch.touchID
        if let last = lastTap, activeTouches.isEmpty, time - last.time <= Self.multiTapInterval,
           hypot(location.x - last.location.x, location.y - last.location.y) <= Self.multiTapDistance {
            touch.tapCount = last.count + 1
        }
        touch.view = window.hitTestForTouchDown(at: location, event: touchesEvent)
        if !activeTouches.isEmpty {
            // The view may not hear this touch (`isMultipleTouchEnabled`,
            // `isExclusiveTouch`); its recognizers still do.
            if let reason = withholding(touch, from: activeTouches) { window.withholdFromView(touch, because: reason) }
            for other in activeTouches { other.isReported = false; if other.phase != .ended { other.phase = .stationary } }
        }
        window.gestureEnvironment.attachRecognizers(to: touch)
        touch.isReported = true
        activeTouches.append(touch)
        touchesEvent.touchSet = Set(activeTouches)
        touchesEvent.timestamp = time
        sendEvent(touchesEvent)
    }

    private func touchMoved(_ hid: HIDEvent, time: TimeInterval) {
        guard let touch = liveTouch(hid.finger), let window = touch.window else { return }   // hover: no touch
        let location = window.pointFromSuperview(CGPoint(x: hid.x, y: hid.y))   // screen → window
        touch.previousLocationInWindow = touch.locationInWindow
        touch.previousTimestamp = touch.timestamp
        takeCoalescedMoves(of: hid.finger, into: touch)
        // A report at the same place is a stationary touch: recognizers hear of
        // it, views don't (004's long-press trace has "Changed" lines with no
        // "Touches Moved" between them).
        touch.phase = location == touch.locationInWindow ? .stationary : .moved
        touch.locationInWindow = location
        touch.timestamp = time
        touchesEvent.modifierFlags = UIKeyModifierFlags(xState: hid.modifiers)
        if traceIsOn { tracer.currentTouchID = touch.touchID }
        if activeTouches.count > 1 {
            for other in activeTouches where other !== touch { other.isReported = false; other.phase = .stationary }
            touch.isReported = true
        }
        touchesEvent.timestamp = time
        sendEvent(touchesEvent)
    }

    private func touchUp(_ hid: HIDEvent, time: TimeInterval) {
        guard let touch = liveTouch(hid.finger), let window = touch.window else { return }
        // The other button's release (right while left is down) ends nothing.
        if hid.button != touch.button && (hid.button == 3 || touch.button == 3) { return }
        touchesEvent.modifierFlags = UIKeyModifierFlags(xState: hid.modifiers)
        let location = window.pointFromSuperview(CGPoint(x: hid.x, y: hid.y))   // screen → window
        touch.previousLocationInWindow = touch.locationInWindow
        touch.locationInWindow = location
        touch.phase = .ended
        touch.timestamp = time
        tracer.currentTouchID = touch.touchID
        if activeTouches.count > 1 {
            for other in activeTouches where other !== touch { other.isReported = false; other.phase = .stationary }
            touch.isReported = true
        }
        touchesEvent.timestamp = time
        sendEvent(touchesEvent)
        if activeTouches.count == 1 { lastTap = (time, location, touch.tapCount) }
        activeTouches.removeAll { $0 === touch }
        touchesEvent.touchSet = Set(activeTouches)
        if activeTouches.isEmpty {
            tracer.currentTouchID = nil   // what follows (a port message, a timer) belongs to no touch yet
        } else {
            for other in activeTouches { other.isReported = true }
        }
    }

    /// A wheel notch becomes a `.scroll` event through `sendEvent`, like a
    /// touch (X11's core wheel is buttons 4–7: notches, so `.discrete`).
    private func scrolled(_ hid: HIDEvent, time: TimeInterval) {
        guard let window = keyWindow else { return }
        let location = window.pointFromSuperview(CGPoint(x: hid.x, y: hid.y))   // screen → window
        sendEvent(UIScrollEvent(locationInWindow: location, delta: CGPoint(x: hid.deltaX, y: hid.deltaY),
                                scrollType: .discrete, timestamp: time))
    }
}

extension UIWindow {
    /// UIKit hit-tests twice for every touch-down (Behaviour §2, 004 §2.4's trace
    /// prints the whole traversal two times). Apple does not document why;
    /// the calls come from two places in UIKit — one finds the touch's view,
    /// the other re-checks it while the gesture environment collects the
    /// recognizers — and the result of both is the same view. We make the same
    /// two calls so the logs match, and bind the touch to the second result.
    func hitTestForTouchDown(at location: CGPoint, event: UIEvent) -> UIView? {
        var result: UIView?
        for pass in 1...2 {
            trace(.hitTestBegan(window: Traced(self), point: location, pass: pass))
            result = tracedHitTest(location, with: event)
            trace(.hitTestFinished(window: Traced(self), result: result.map { Traced($0) }, pass: pass))
        }
        return result
    }
}
