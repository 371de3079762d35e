import Foundation

/// Presses go to the first responder and up the chain, like motion events
/// (not hit-tested): each default method passes the call to `next`.
extension UIResponder {
    func forwardPresses(_ phase: UIPress.Phase, _ presses: Set<UIPress>, _ event: UIPressesEvent?) {
        let next = self.next
        trace(.pressesForwarded(from: self, to: next, phase: phase))
        guard let next else { return }
        switch phase {
        case .began: next.pressesBegan(presses, with: event)
        case .changed, .stationary: next.pressesChanged(presses, with: event)
        case .ended: next.pressesEnded(presses, with: event)
        case .cancelled: next.pressesCancelled(presses, with: event)
        }
    }

    /// The key commands of this responder and every responder after it, in chain order.
    func keyCommandsUpTheChain(limit: Int = 256) -> [UIKeyCommand] {
        var commands: [UIKeyCommand] = []
        var responder: UIResponder? = self
        var steps = 0
        while let r = responder, steps < limit {
            commands += r.keyCommands ?? []
            responder = r.next
            steps += 1
        }
        return commands
    }
}
