import Foundation

/// Hover recognizers follow the pointer, not touches: after each hover
/// event, every enabled `UIHoverGestureRecognizer` on the hovered view or an
/// ancestor is "over" — one that was not begins, one that was changes — and
/// one that was over and is not any more ends (Apple's `UIHoverGestureRecognizer`:
/// began on enter, changed on move, ended on exit).
///
/// They go through the same state machine and arbitration as every other
/// recognizer (the delegate's should-begin, `require(toFail:)`), but share no
/// touch with anyone, so they neither prevent nor are prevented by a touch's
/// recognizers.
extension UIGestureEnvironment {
    /// The pointer is over `view` at `location` (window coordinates); nil:
    /// it is over no view of this window any more, or it went down.
    func hover(over view: UIView?, at location: CGPoint?) {
        var over: [UIHoverGestureRecognizer] = []
        var next = view
        while let v = next {
            for r in v.attachedRecognizers where r.isEnabled {
                if let hover = r as? UIHoverGestureRecognizer { over.append(hover) }
            }
            next = v.superview
        }
        for r in hoveringRecognizers where !over.contains(where: { $0 === r }) {
            if let location { r.hoverLocationInWindow = location }
            if r._state == .began || r._state == .changed { r.state = .ended }
        }
        let application = window.windowScene?.application
        for r in over {
            guard let location else { break }
            if let application { r.attach(to: application) }
            let moved = r.hoverLocationInWindow != location
            r.hoverLocationInWindow = location
            switch r._state {
            case .possible: r.state = .began
            case .began, .changed: if moved { r.state = .changed }
            default: break
            }
        }
        hoveringRecognizers = over
        update()
    }

    /// Whether any view of the window has an enabled hover recognizer: without
    /// one, a hover has no receiver, and is not even hit-tested (which keeps
    /// the hit-tests and `hitTest` logs of a scene about its touches).
    var windowHasHoverRecognizers: Bool {
        if !hoveringRecognizers.isEmpty { return true }
        var stack: [UIView] = [window]
        while let v = stack.popLast() {
            if v.attachedRecognizers.contains(where: { $0.isEnabled && $0 is UIHoverGestureRecognizer }) { return true }
            stack.append(contentsOf: v.subviews)
        }
        return false
    }
}
