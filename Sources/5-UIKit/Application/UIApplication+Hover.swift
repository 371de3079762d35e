import Foundation
import HID

/// Turns a HID hover (the pointer moving with no button held) into what
/// UIKit code sees: the application's one hover event, `UIEvent.EventType.hover`
/// as on iPadOS, sent through `sendEvent` to the key window.
///
/// A press ends the hover (the pointer is on the glass: a touch now), and
/// the next hover after the release begins it again.
extension UIApplication {
    func hovered(_ hid: HIDEvent, time: TimeInterval) {
        guard activeTouches.isEmpty, let window = keyWindow else { return }   // a touch is down: not a hover
        if let previous = hoveredWindow, previous !== window { endHover(time: time) }
        hoveredWindow = window
        hoverEvent.hoverLocation = window.pointFromSuperview(CGPoint(x: hid.x, y: hid.y))   // screen → window
        hoverEvent.timestamp = time
        hoverEvent.modifierFlags = UIKeyModifierFlags(xState: hid.modifiers)
        moveHoverTouch(in: window, time: time)
        sendEvent(hoverEvent)
    }

    /// The hover event's touch: `.regionEntered` when the pointer starts
    /// hovering over a window, `.regionMoved` after, `.regionExited` when the
    /// hover ends (Apple's `UITouch.Phase`: "a touch is within the range of
    /// detection" / "moved within the range" / "left the range", iPadOS 13.4).
    private func moveHoverTouch(in window: UIWindow, time: TimeInterval) {
        guard let location = hoverEvent.hoverLocation else { return }
        if let touch = hoverEvent.hoverTouch, touch.window === window, touch.phase != .regionExited {
            touch.previousLocationInWindow = touch.locationInWindow
            touch.previousTimestamp = touch.timestamp
            touch.locationInWindow = location
            touch.timestamp = time
            touch.phase = .regionMoved
        } else {
            let touch = UITouch(window: window, location: location, timestamp: time)
            touch.type = .indirectPointer
            touch.phase = .regionEntered
            touch.tapCount = 0
            hoverEvent.hoverTouch = touch
        }
    }

    /// The pointer stops hovering (a press): hover recognizers end.
    func endHover(time: TimeInterval) {
        guard let window = hoveredWindow else { return }
        hoveredWindow = nil
        hoverEvent.hoverLocation = nil
        hoverEvent.timestamp = time
        if let touch = hoverEvent.hoverTouch {
            touch.phase = .regionExited
            touch.timestamp = time
        }
        window.sendEvent(hoverEvent)
    }
}
