import Foundation
import RunLoop

/// Discrete: recognizes when the finger lifts after `numberOfTapsRequired`
/// taps, each within `allowableMovement` of where it began and each next tap
/// starting within `maximumTapInterval` of the last lift. Fails otherwise.
///
/// A finger held down longer than `maximumTapDuration` (1.5 s) is not a tap:
/// the tap fails while the finger is still down, so a view under it gets its
/// held `touchesEnded` when it lifts (Behaviour §6: UIKit's private
/// `UITapRecognizer` starts a `tooSlow:` timer of `maximumTapDuration` when a
/// tap's first finger lands; the value is the one Gestouch's author gives
/// for iOS).
///
/// With `numberOfTouchesRequired` above 1, a tap is that many fingers down
/// together and all of them lifted: it counts when the last one lifts, and
/// fails if fewer were ever down at once (a one-finger tap is not a
/// two-finger tap) or if more land.
open class UITapGestureRecognizer: UIGestureRecognizer {
    /// The number of taps for the gesture to be recognized; 1 by default.
    open var numberOfTapsRequired = 1
    /// The number of fingers for the gesture to be recognized; 1 by default.
    open var numberOfTouchesRequired = 1
    /// How far a finger may wander and still tap (UIKit's is about 10 points).
    /// UIKit keeps this and the next one private, so they are not part of the
    /// public surface: TouchLab's own code reaches them through its SPI.
    @_spi(TouchLab) public var allowableMovement: CGFloat = 10
    /// The longest pause between a lift and the next tap's touch-down.
    @_spi(TouchLab) public var maximumTapInterval: TimeInterval = 0.35
    /// The longest a tap's fingers may stay down (UIKit's private
    /// `maximumTapDuration`); held longer, the tap fails.
    @_spi(TouchLab) public var maximumTapDuration: TimeInterval = 1.5

    private var tapsSoFar = 0
    /// The most fingers down at once during the current tap.
    private var touchesThisTap = 0
    private var startLocation: CGPoint?
    private var allowableMovementSquared: CGFloat = 100
    /// The pending timer. It holds this recognizer until it fires or is
    /// invalidated (`schedule(after:_:)`); both ends let go of it, so neither
    /// outlives the other for long.
    private var waitTimer: RunLoopTimer?

    /// Starts a tap: stops waiting for it, starts the clock of its longest
    /// duration (at its first finger), notes where it began; more fingers
    /// than ``numberOfTouchesRequired`` fail the tap.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        if touchesThisTap == 0 { failIfStillPossible(after: maximumTapDuration) }
        startLocation = touches.first?.location(in: nil)
        allowableMovementSquared = allowableMovement * allowableMovement
        touchesThisTap = max(touchesThisTap, numberOfTouches)
        if numberOfTouches > numberOfTouchesRequired { state = .failed }
    }

    /// A finger that wanders more than about 10 points from where it went down fails the tap.
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard var start = startLocation, !trackedTouches.isEmpty else { return }
        var p = trackedTouches.withUnsafeBufferPointer { buffer in
            Unmanaged.passUnretained(buffer[buffer.count - 1])._withUnsafeGuaranteedRef { $0.locationInWindow }
        }
        if trackedTouches.count > 1, let moved = touches.first {   // several fingers: each from its own start
            start = moved.initialLocationInWindow
            p = moved.locationInWindow
        }
        let dx = p.x - start.x, dy = p.y - start.y
        if dx * dx + dy * dy > allowableMovementSquared { state = .failed }
    }

    /// When the last finger lifts, counts a tap: recognizes after
    /// ``numberOfTapsRequired``, otherwise waits a short interval for the next
    /// tap and fails if it does not come (Behaviour §4: a tap recognizes on release).
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        guard numberOfTouches == 0 else { return }   // the tap is done when the last finger lifts
        defer { touchesThisTap = 0 }
        if touchesThisTap < numberOfTouchesRequired { state = .failed; return }
        tapsSoFar += 1
        if tapsSoFar >= numberOfTapsRequired {
            state = .ended
        } else {
            failIfStillPossible(after: maximumTapInterval)   // the next tap must come in time
        }
    }

    /// One clock, as UIKit's tap keeps one timer: from a tap's first finger
    /// it measures the tap's duration, from a lift the wait for the next tap.
    private func failIfStillPossible(after delay: TimeInterval) {
        waitTimer?.invalidate()
        waitTimer = schedule(after: delay) { [self] in
            waitTimer = nil
            if state == .possible { state = .failed }
        }
    }

    /// A cancelled touch fails the tap.
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        state = .failed
    }

    /// Forgets the taps counted and stops waiting for the next one.
    open override func reset() {
        tapsSoFar = 0
        touchesThisTap = 0
        startLocation = nil
        waitTimer?.invalidate(); waitTimer = nil
    }

    /// Adds `numberOfTapsRequired` and `numberOfTouchesRequired` when they are not 1.
    open override var extraDescription: [String] {
        (numberOfTapsRequired == 1 ? [] : ["numberOfTapsRequired = \(numberOfTapsRequired)"])
            + (numberOfTouchesRequired == 1 ? [] : ["numberOfTouchesRequired = \(numberOfTouchesRequired)"])
    }
}
