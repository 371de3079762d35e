import Foundation

/// The touches whose view has a call held back by `delaysTouchesBegan` or
/// `delaysTouchesEnded`.
///
/// Why kept here, not found through the recognizers: the recognizer that
/// held a call may since have been reset, removed or disabled — the call
/// must be released all the same (Apple's documentation of the two
/// properties; the scenes `gesture-delays-began` and `scroll-buttons` show
/// them). Dispatch (`Dispatch/TouchDelivery.swift`) holds and delivers the
/// calls; this list says which touches to look at again.
struct HeldTouches {
    private(set) var touches: [UITouch] = []

    var isEmpty: Bool { touches.isEmpty }
    mutating func add(_ touch: UITouch) {
        if !touches.contains(where: { $0 === touch }) { touches.append(touch) }
    }
    /// Forgets the touches whose held calls have been delivered or dropped.
    mutating func removeReleased() {
        touches.removeAll { $0.viewDelivery != .heldBegan && $0.viewDelivery != .heldEnded }
    }
}

extension UIGestureEnvironment {
    func touchWasHeld(_ touch: UITouch) { heldTouches.add(touch) }

    /// Delivers the held calls whose recognizers have resolved.
    func releaseResolvedHeldCalls() {
        guard !heldTouches.isEmpty else { return }
        // Releasing a call runs the view's code, which may hold or release others.
        for touch in heldTouches.touches { window.releaseHeldCalls(of: touch) }
        heldTouches.removeReleased()
    }

    /// Only a recognizer still deciding about this touch may hold its calls:
    /// attached to it, still tracking it and still `.possible`. One that failed
    /// and was reset is `.possible` again but no longer tracks the touch — it
    /// would hold the call forever (issue 7: double tap + pan).
    ///
    /// A recognizer whose gesture spans several touches also holds the
    /// `touchesBegan` of each touch after the first, whatever its
    /// `delaysTouchesBegan`: while it still follows a touch that has ended
    /// (the first tap of a double tap), a new touch is part of the same
    /// gesture, and goes to the recognizer only until it decides. If it
    /// recognizes, the held call is discarded; if it fails, the view hears
    /// it late, as `delaysTouchesBegan` would have it (Behaviour §6, "a
    /// double tap…": devices log one `touchesBegan` for the whole double tap,
    /// and with `delaysTouchesEnded = NO` nothing at all of the second tap).
    func recognizerHoldingBegan(of touch: UITouch) -> UIGestureRecognizer? {
        touch.gestureRecognizers?.first {
            isDeciding($0, about: touch) && ($0.delaysTouchesBegan || followsAnEndedTouch($0, besides: touch))
        }
    }

    /// Whether `r` still follows a touch that has ended, other than `touch`:
    /// its gesture began with an earlier touch (a recognizer forgets its
    /// touches when it resets, so this is the gesture under way).
    private func followsAnEndedTouch(_ r: UIGestureRecognizer, besides touch: UITouch) -> Bool {
        r.trackedTouches.contains { $0 !== touch && $0.phase == .ended }
    }

    func recognizerHoldingEnded(of touch: UITouch) -> UIGestureRecognizer? {
        touch.gestureRecognizers?.first { $0.delaysTouchesEnded && isDeciding($0, about: touch) }
    }

    private func isDeciding(_ r: UIGestureRecognizer, about touch: UITouch) -> Bool {
        r._state == .possible && r.isEnabled && r.trackingEnvironment === self && r.isTracking(touch)
    }
}
