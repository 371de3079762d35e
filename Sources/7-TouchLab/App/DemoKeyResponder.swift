import Foundation
@_spi(TouchLab) import UIKit

/// The demo's keys, the way an iOS app gets keys: the app delegate is the
/// last responder of the chain, so a press nobody before it kept arrives
/// here (`pressesBegan`), after the first responder, the views, the
/// controller, the window, the scene and the application were each asked.
///
///     first responder ─▶ … ─▶ UIWindow ─▶ UIWindowScene ─▶ UIApplication ─▶ DemoKeyResponder
final class DemoKeyResponder: UIResponder, UIApplicationDelegate {
    /// Receives the key's X keysym and the X modifier state it came with.
    let handle: (_ keysym: UInt32, _ modifiers: UInt32) -> Void

    init(handle: @escaping (_ keysym: UInt32, _ modifiers: UInt32) -> Void) { self.handle = handle }

    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        for press in presses {
            guard let key = press.key else { continue }
            handle(key.keysym, DemoKeyResponder.xState(key.modifierFlags))
        }
    }

    /// Back to X's state bits (Shift 1, Control 4, Mod1 8), which the demo's key table uses.
    static func xState(_ flags: UIKeyModifierFlags) -> UInt32 {
        (flags.contains(.shift) ? 1 : 0) | (flags.contains(.control) ? 4 : 0) | (flags.contains(.alternate) ? 8 : 0)
    }
}
