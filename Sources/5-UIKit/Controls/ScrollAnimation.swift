import Foundation
import RunLoop

/// `setContentOffset(_:animated: true)`: the offset eases from where it is to
/// the target over `duration`, one step per display frame (`FrameTimer`, in
/// the common modes, so it keeps moving while another scroll view tracks).
/// On the headless driver's virtual clock it takes no real time.
final class ScrollAnimation {
    static let duration: TimeInterval = 0.3

    private var frames: FrameTimer?

    /// `step(offset)` each frame; `finished()` once, after the last step.
    init(runLoop: EventRunLoop, from: CGPoint, to: CGPoint,
         step: @escaping (CGPoint) -> Void, finished: @escaping () -> Void) {
        let start = runLoop.clock.now
        frames = FrameTimer(name: "UIScrollView animation", runLoop: runLoop) { now in
            let t = min(1, (now - start) / Self.duration)
            let eased = CGFloat(t < 0.5 ? 2 * t * t : 1 - pow(-2 * t + 2, 2) / 2)   // ease in-out
            step(CGPoint(x: from.x + (to.x - from.x) * eased, y: from.y + (to.y - from.y) * eased))
            guard t >= 1 else { return true }
            finished()
            return false
        }
    }

    /// A drag or a new offset takes over: the animation stops where it is.
    func stop() {
        frames?.stop()
    }
}
