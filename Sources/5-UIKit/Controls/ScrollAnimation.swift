import Foundation
import RunLoop

/// `setContentOffset(_:animated: true)`: the offset eases from where it is to
/// the target over `duration`, one step per 60 Hz frame, on a run-loop timer
/// in the common modes (so it keeps moving while another scroll view tracks).
/// On the headless driver's virtual clock it takes no real time.
final class ScrollAnimation {
    static let duration: TimeInterval = 0.3
    static let frameInterval: TimeInterval = 1.0 / 60

    private let timer: RunLoopTimer

    /// `step(offset)` each frame; `finished()` once, after the last step.
    init(runLoop: EventRunLoop, from: CGPoint, to: CGPoint,
         step: @escaping (CGPoint) -> Void, finished: @escaping () -> Void) {
        let start = runLoop.clock.now
        var done = false
        timer = RunLoopTimer(name: "UIScrollView animation", fireDate: start + Self.frameInterval,
                             interval: Self.frameInterval) { timer in
            guard !done else { return }
            let t = min(1, (runLoop.clock.now - start) / Self.duration)
            let eased = CGFloat(t < 0.5 ? 2 * t * t : 1 - pow(-2 * t + 2, 2) / 2)   // ease in-out
            step(CGPoint(x: from.x + (to.x - from.x) * eased, y: from.y + (to.y - from.y) * eased))
            if t >= 1 {
                done = true
                timer.invalidate()
                finished()
            }
        }
        runLoop.add(timer, forMode: .common)
    }

    /// A drag or a new offset takes over: the animation stops where it is.
    func stop() {
        timer.invalidate()
    }
}
