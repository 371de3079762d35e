import Foundation
import HID
import UIKit

/// The pointer's own input, as SpringBoard sends it: hovering (motion with no
/// button), the right button, and clicks with modifier keys held.
///
///     driver.hover(to: a)                              // the pointer enters a view: hover began
///     driver.hover(to: b)                              // … changed, or ended if b is outside it
///     driver.click(at: c, button: 3)                   // a right click (a touch only with indirect input)
///     driver.click(at: c, modifiers: [.shift, .command])
extension HeadlessDriver {
    /// The pointer moves to `point` with no button held.
    public func hover(to point: CGPoint, modifiers: UIKeyModifierFlags = []) {
        send(.hover, at: point, button: 0, modifiers: modifiers)
    }

    /// A press and release of X button `button` (1 left, 3 right) at one
    /// place, `holding` seconds apart, with `modifiers` held.
    public func click(at point: CGPoint, button: UInt8 = 1, modifiers: UIKeyModifierFlags = [], holding: TimeInterval = 0.05) {
        send(.pointerDown, at: point, button: button, modifiers: modifiers)
        advance(by: holding)
        send(.pointerUp, at: point, button: button, modifiers: modifiers)
    }
}

extension UIKeyModifierFlags {
    /// The X state bits these modifiers stand for (the inverse of `init(xState:)`).
    var xState: UInt32 {
        (contains(.shift) ? 1 : 0) | (contains(.alphaShift) ? 2 : 0) | (contains(.control) ? 4 : 0)
            | (contains(.alternate) ? 8 : 0) | (contains(.command) ? 64 : 0)
    }
}
