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
        sendEvent(hoverEvent)
    }

    /// The pointer stops hovering (a press): hover recognizers end.
    func endHover(time: TimeInterval) {
        guard let window = hoveredWindow else { return }
        hoveredWindow = nil
        hoverEvent.hoverLocation = nil
        hoverEvent.timestamp = time
        window.sendEvent(hoverEvent)
    }
}
