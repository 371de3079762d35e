import Foundation
import HID

/// Turns key HID events into presses: a `UIPress` per key held, one
/// `UIPressesEvent` for all of them, sent like every event through
/// `sendEvent` to the key window, which gives it to its first responder.
///
///     HID key / keyUp ─▶ UIPress (began / ended) ─▶ sendEvent ─▶ UIWindow.sendEvent
///         ─▶ a key command up the chain?  yes ─▶ its action, and the press stops there
///                                         no  ─▶ first responder.pressesBegan ─▶ next ─▶ …
extension UIApplication {
    /// Presses are paired by physical key (X keycode): Shift let go before
    /// the key changes the keysym of the release, not the key.
    private static func physicalKey(_ hid: HIDEvent) -> UInt32 { hid.button != 0 ? 0x1_0000_00 | UInt32(hid.button) : hid.keyCode }

    func keyWentDown(_ hid: HIDEvent, time: TimeInterval) {
        let physical = Self.physicalKey(hid)
        if let held = heldPresses[physical] {   // auto-repeat or a lost release: end the old press first
            heldPresses[physical] = nil
            sendPresses(held, phase: .ended, time: time)
        }
        let press = UIPress(key: UIKey(keysym: hid.keyCode, xState: hid.modifiers), timestamp: time)
        heldPresses[physical] = press
        sendPresses(press, phase: .began, time: time)
    }

    func keyWentUp(_ hid: HIDEvent, time: TimeInterval) {
        let physical = Self.physicalKey(hid)
        guard let press = heldPresses[physical] else { return }   // released before the app saw it go down
        heldPresses[physical] = nil
        sendPresses(press, phase: .ended, time: time)
    }

    private func sendPresses(_ press: UIPress, phase: UIPress.Phase, time: TimeInterval) {
        press.phase = phase
        press.timestamp = time
        let event = UIPressesEvent(timestamp: time)
        event.allPresses = Set(heldPresses.values).union([press])
        event.changedPress = press
        sendEvent(event)
    }
}

extension UIWindow {
    /// The first responder gets the press (the window itself if there is
    /// none); a matching key command wins first and ends the press there.
    func deliverPresses(_ event: UIPressesEvent) {
        guard let press = event.changedPress, let key = press.key else { return }
        let target: UIResponder = firstResponder ?? self
        let presses: Set<UIPress> = [press]
        switch press.phase {
        case .began:
            press.window = self
            press.responder = target
            if performKeyCommand(for: key, from: target, event: event) {
                press.isConsumedByKeyCommand = true
                return
            }
            trace(.pressesDelivered(to: Traced(target), phase: .began, key: key))
            target.pressesBegan(presses, with: event)
        case .ended, .cancelled:
            if press.isConsumedByKeyCommand { return }   // the command had the whole press
            let receiver = press.responder ?? target
            trace(.pressesDelivered(to: Traced(receiver), phase: press.phase, key: key))
            if press.phase == .ended { receiver.pressesEnded(presses, with: event) } else { receiver.pressesCancelled(presses, with: event) }
        case .changed, .stationary:
            let receiver = press.responder ?? target
            trace(.pressesDelivered(to: Traced(receiver), phase: press.phase, key: key))
            receiver.pressesChanged(presses, with: event)
        }
    }

    /// The key commands of the chain that match `key`, in chain order: the
    /// first whose action a responder (from `start` up) can perform runs, and
    /// takes the press. Each match is traced with who was asked.
    private func performKeyCommand(for key: UIKey, from start: UIResponder, event: UIPressesEvent) -> Bool {
        for (command, owner) in start.keyCommandsUpTheChain() where command.matches(key) {
            let handler = start.target(forAction: command.action, withSender: command) as? UIResponder
            if traceIsOn {
                trace(.keyCommandPerformed(command: command, key: key, declaredBy: Traced(owner),
                                           asked: start.respondersAsked(until: handler).map { Traced($0) },
                                           target: handler.map { Traced($0) }))
            }
            guard let handler else { continue }   // nobody can: the next matching command, or a plain press
            _ = handler.perform(command.action, sender: command)
            return true
        }
        return false
    }
}
