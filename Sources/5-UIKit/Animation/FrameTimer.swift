import Foundation
import RunLoop

/// The display's frames, on the app's run loop: a 60 Hz timer in the common
/// modes (so motion goes on while a scroll view tracks), calling `frame` with
/// the clock's time until it answers false. Everything timed that UIKit draws
/// — `setContentOffset(_:animated:)`, deceleration, view animations — moves
/// on these frames, so it all reads one clock: virtual under the headless
/// driver (no real time passes), slowed by the demo's `--speed`, and stepped
/// frame by frame in `--record`.
final class FrameTimer {
    static let interval: TimeInterval = 1.0 / 60

    private let timer: RunLoopTimer

    /// The first frame is one interval after now. The run loop keeps the timer;
    /// `frame` should hold what it moves weakly, so that moving it does not keep it alive.
    init(name: String, runLoop: EventRunLoop, frame: @escaping (_ now: TimeInterval) -> Bool) {
        timer = RunLoopTimer(name: name, fireDate: runLoop.clock.now + Self.interval,
                             interval: Self.interval) { [weak runLoop] timer in
            guard let runLoop, frame(runLoop.clock.now) else { timer.invalidate(); return }
        }
        runLoop.add(timer, forMode: .common)
    }

    /// No more frames.
    func stop() { timer.invalidate() }
}
