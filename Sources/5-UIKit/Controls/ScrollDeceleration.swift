import Foundation
import RunLoop

/// One axis of a scroll view's motion after the finger lifts, stepped one
/// millisecond at a time — the unit UIKit's `decelerationRate` is documented in
/// ("the deceleration rate per millisecond": `.normal` 0.998, `.fast` 0.99).
///
/// - **Free**, inside the content: each millisecond the velocity is multiplied
///   by the rate, then added to the position. The distance travelled is the
///   geometric series `v·r + v·r² + … = v·r / (1 − r)` (v in points per ms);
///   the motion stops once what is left of it is under half a point.
/// - **Past an edge** (bouncing): a critically damped spring pulls the
///   position back to the edge (`springRate` ω per ms: back from 100 points in
///   about 0.6 s, with no oscillation), whatever the velocity it arrived with.
///   Without `bounces` the edge just stops it.
/// - **Targeted** (paging, or a delegate that moved `targetContentOffset`):
///   the distance left shrinks by the rate each millisecond, and it lands
///   exactly on the target.
struct ScrollAxisMotion {
    var position: Double
    /// Points per millisecond.
    var velocity: Double
    let lower: Double, upper: Double
    let rate: Double
    let bounces: Bool
    let target: Double?
    private(set) var isSettled = false

    static let springRate = 0.012
    /// Below this much motion left (points), the axis has stopped.
    static let restDistance = 0.5

    init(position: Double, velocity: Double, lower: Double, upper: Double, rate: Double, bounces: Bool, target: Double? = nil) {
        self.position = position; self.velocity = velocity
        self.lower = lower; self.upper = max(lower, upper)
        self.rate = rate; self.bounces = bounces; self.target = target
        settleIfAtRest()
    }

    /// Where a free motion from `position` at `velocity` comes to rest, ignoring edges.
    static func restingPlace(from position: Double, velocity: Double, rate: Double) -> Double {
        position + velocity * rate / (1 - rate)
    }

    mutating func step() {
        guard !isSettled else { return }
        if let target {
            position = target + (position - target) * rate
        } else if let edge = edgePassed {
            let x = position - edge
            let ω = Self.springRate
            velocity += -ω * ω * x - 2 * ω * velocity
            position += velocity
            if (position - edge) * x <= 0 { position = edge; velocity = 0 }   // back at the edge: no overshoot inward
        } else {
            velocity *= rate
            position += velocity
            if !bounces, let edge = edgePassed { position = edge; velocity = 0 }
        }
        settleIfAtRest()
    }

    /// The edge the position is beyond, if it is.
    private var edgePassed: Double? {
        position < lower ? lower : position > upper ? upper : nil
    }

    private mutating func settleIfAtRest() {
        if let target {
            if abs(position - target) < Self.restDistance { position = target; isSettled = true }
        } else if let edge = edgePassed {
            if abs(position - edge) < Self.restDistance && abs(velocity) < 0.01 { position = edge; velocity = 0; isSettled = true }
        } else if abs(velocity) * rate / (1 - rate) < Self.restDistance {
            velocity = 0
            isSettled = true
        }
    }
}

/// Runs the two axes' motion on the app's display frames (`FrameTimer`: the
/// common modes, since the loop stays in tracking mode while a scroll view
/// decelerates), stepping the millisecond model up to the clock's time at
/// each frame. The clock is the run loop's, so headless it is the virtual
/// clock and in the demo's slow motion (`--speed`) it is slowed with it.
final class ScrollDeceleration {
    private var x: ScrollAxisMotion
    private var y: ScrollAxisMotion
    private var frames: FrameTimer?
    private var millisecondsStepped = 0

    var isFinished: Bool { x.isSettled && y.isSettled }

    /// `step(offset)` each frame; `finished()` once, when both axes rest.
    /// The run loop keeps the timer, the timer only a weak reference to this:
    /// a scroll view that goes away takes its deceleration with it.
    init(runLoop: EventRunLoop, x: ScrollAxisMotion, y: ScrollAxisMotion,
         step: @escaping (CGPoint) -> Void, finished: @escaping () -> Void) {
        self.x = x; self.y = y
        let start = runLoop.clock.now
        frames = FrameTimer(name: "UIScrollView deceleration", runLoop: runLoop) { [weak self] now in
            guard let self else { return false }
            let (offset, settled) = self.advance(to: now - start)
            step(offset)
            if settled { finished() }
            return !settled
        }
    }

    /// Steps the model to `elapsed` seconds after the start.
    private func advance(to elapsed: TimeInterval) -> (CGPoint, Bool) {
        let due = Int((elapsed * 1000).rounded(.down))
        while millisecondsStepped < due && !isFinished {
            x.step(); y.step()
            millisecondsStepped += 1
        }
        return (CGPoint(x: x.position, y: y.position), isFinished)
    }

    /// A finger caught the content, or a drag took over: it stops where it is.
    func stop() { frames?.stop() }
}
