import Foundation
import RunLoop

/// Continuous: begins once the finger has stayed down `minimumPressDuration`
/// without moving more than `allowableMovement`; then every update is
/// `changed`, and lifting ends it. Moving too far, or lifting early, fails it.
///
/// With `numberOfTapsRequired` = n, n quick taps come first (each next one
/// within the tap interval of the last lift), and the press is the touch after
/// them: "tap, then press and hold".
///
/// The press timer is a run-loop timer in the common modes, so tests run it
/// in virtual time and the demo can draw its countdown.
open class UILongPressGestureRecognizer: UIGestureRecognizer {
    /// The minimum time the fingers must press on the view for the gesture to be
    /// recognized: half a second by default.
    open var minimumPressDuration: TimeInterval = 0.5
    /// The maximum movement of the fingers, in points, before the gesture fails;
    /// 10 by default.
    open var allowableMovement: CGFloat = 10
    /// The number of taps required before the press; 0 by default.
    open var numberOfTapsRequired = 0
    /// The number of fingers that must be pressed on the view; 1 by default.
    open var numberOfTouchesRequired = 1

    /// When the current press started (nil between presses): the demo draws the countdown from it.
    @_spi(TouchLab) public private(set) var pressStartTime: TimeInterval?
    private var startLocation: CGPoint?
    private var pressTimer: RunLoopTimer?
    private var tapsSoFar = 0
    /// Between taps: fails the recognizer if the next touch is late; during a
    /// tap: fails it if the "tap" is held as long as a press.
    private var tapTimer: RunLoopTimer?
    /// The longest pause between a tap's lift and the next touch (as the tap recognizer's).
    static let tapInterval: TimeInterval = 0.35

    /// Starts the press timer (or, with ``numberOfTapsRequired``, counts a tap);
    /// more fingers than ``numberOfTouchesRequired`` fail the press.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard state == .possible else { return }   // a finger landing after it began changes nothing
        // More fingers than it counts on, before it began: not this gesture.
        // (Pressing with several, `numberOfTouchesRequired` > 1, is later work.)
        if numberOfTouches > numberOfTouchesRequired { cancelTimer(); state = .failed; return }
        tapTimer?.invalidate(); tapTimer = nil
        startLocation = touches.first?.location(in: nil)
        guard tapsSoFar >= numberOfTapsRequired else {
            tapTimer = schedule(after: minimumPressDuration) { [weak self] in
                guard let self, self.state == .possible else { return }
                self.state = .failed                    // held too long to be one of the taps
            }
            return
        }
        pressStartTime = now
        pressTimer = schedule(after: minimumPressDuration) { [weak self] in
            guard let self, self.state == .possible else { return }
            self.state = .began
        }
    }

    /// Before the press begins, moving further than ``allowableMovement`` fails
    /// it; after, every move is `.changed`.
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        switch state {
        case .possible:
            guard let start = startLocation, let p = touches.first?.location(in: nil) else { return }
            if hypot(p.x - start.x, p.y - start.y) > allowableMovement { cancelTimer(); state = .failed }
        case .began, .changed:
            state = .changed
        default:
            break
        }
    }

    /// Lifting before the press began fails it (or counts one of the taps
    /// before it); after, lifting ends it.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        cancelTimer()
        switch state {
        case .possible where tapsSoFar < numberOfTapsRequired && tapTimer != nil:
            // One of the taps before the press: wait for the next touch.
            tapsSoFar += 1
            tapTimer?.invalidate()
            tapTimer = schedule(after: Self.tapInterval) { [weak self] in
                guard let self, self.state == .possible else { return }
                self.state = .failed
            }
        case .possible: state = .failed
        case .began, .changed: state = .ended
        default: break
        }
    }

    /// A cancelled touch fails a press that has not begun and cancels one that has.
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        cancelTimer()
        switch state {
        case .possible: state = .failed
        case .began, .changed: state = .cancelled
        default: break
        }
    }

    private func cancelTimer() { pressTimer?.invalidate(); pressTimer = nil }

    /// Stops the timers and forgets the taps and the start point.
    open override func reset() {
        cancelTimer()
        tapTimer?.invalidate(); tapTimer = nil
        tapsSoFar = 0
        startLocation = nil
        pressStartTime = nil
    }

    /// Adds `numberOfTapsRequired` and `minimumPressDuration` to the description.
    open override var extraDescription: [String] {
        ["numberOfTapsRequired = \(numberOfTapsRequired)", "minimumPressDuration = \(minimumPressDuration)"]
    }
}
