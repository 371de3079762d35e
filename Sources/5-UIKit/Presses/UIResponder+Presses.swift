import Foundation

/// Presses go to the first responder and up the chain, like motion events
/// (not hit-tested): each default method passes the call to `next`.
extension UIResponder {
    func forwardPresses(_ phase: UIPress.Phase, _ presses: Set<UIPress>, _ event: UIPressesEvent?) {
        let next = self.next
        trace(.pressesForwarded(from: Traced(self), to: next.map { Traced($0) }, phase: phase))
        guard let next else { return }
        switch phase {
        case .began: next.pressesBegan(presses, with: event)
        case .changed, .stationary: next.pressesChanged(presses, with: event)
        case .ended: next.pressesEnded(presses, with: event)
        case .cancelled: next.pressesCancelled(presses, with: event)
        }
    }

    /// The key commands of this responder and every responder after it, in
    /// chain order, each with the responder that declared it.
    func keyCommandsUpTheChain(limit: Int = 256) -> [(command: UIKeyCommand, declaredBy: UIResponder)] {
        var commands: [(command: UIKeyCommand, declaredBy: UIResponder)] = []
        var responder: UIResponder? = self
        var steps = 0
        while let r = responder, steps < limit {
            commands += (r.keyCommands ?? []).map { ($0, r) }
            responder = r.next
            steps += 1
        }
        return commands
    }

    /// The responders a walk for an action asks, from this one up to and
    /// including `handler` (to the end of the chain when nobody can perform it).
    func respondersAsked(until handler: UIResponder?, limit: Int = 256) -> [UIResponder] {
        var asked: [UIResponder] = []
        var r: UIResponder? = self
        while let current = r, asked.count < limit {
            asked.append(current)
            if current === handler { break }
            r = current.next
        }
        return asked
    }
}
