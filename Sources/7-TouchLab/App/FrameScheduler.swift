import RunLoop

/// Paces the demo's frames to the display: at most one per refresh (60 Hz),
/// however often the run loop passes `beforeWaiting`.
///
///     beforeWaiting ──▶ frameWanted(now)
///                         ├─ a refresh since the last frame? ── draw now
///                         └─ no ── one timer for the next refresh ──▶ the loop wakes,
///                                                                    passes beforeWaiting again
///
/// Why: the render observer runs on every pass of the loop, and under input
/// the loop passes once per port wake-up — 125 times a second in a drag at
/// 125 Hz, thousands in a flood. A frame drawn per pass costs a frame per
/// event; Core Animation commits at most once per display refresh, and so
/// does this. The first frame after a quiet spell is drawn at once, so a
/// touch-down still shows without waiting.
final class FrameScheduler {
    /// One display refresh, in real seconds.
    static let refresh = 1.0 / 60
    /// Seconds between frames on the run loop's clock: one refresh, times
    /// the slow-motion speed (a refresh is 1/240 of a clock second at 0.25×).
    var interval: Double
    private let runLoop: EventRunLoop
    private let draw: () -> Void
    private var timer: RunLoopTimer?
    /// When the last frame was drawn, on the run loop's clock.
    private(set) var lastFrameTime = -Double.infinity
    /// Frames drawn so far.
    private(set) var frameCount = 0

    init(runLoop: EventRunLoop, interval: Double = 1.0 / 60, draw: @escaping () -> Void) {
        self.runLoop = runLoop
        self.interval = interval
        self.draw = draw
    }

    /// Something on screen changed (or is fading): draw now if a refresh has
    /// passed since the last frame, otherwise at the next refresh.
    func frameWanted(at now: Double) {
        if now >= lastFrameTime + interval {   // the timer's own date: no rounding gap
            drawNow(at: now)
        } else {
            wake(at: lastFrameTime + interval)
        }
    }

    /// Draws at once, whatever the pace (a screenshot, the first frame).
    func drawNow(at now: Double) {
        lastFrameTime = now
        frameCount += 1
        draw()
    }

    /// One timer at a time: it only wakes the loop, whose next
    /// `beforeWaiting` asks again.
    private func wake(at date: Double) {
        guard timer == nil else { return }
        let timer = RunLoopTimer(name: "next frame", fireDate: date) { [weak self] _ in self?.timer = nil }
        self.timer = timer
        runLoop.add(timer, forMode: .common)
    }

    /// Frames still wanted while something fades: wake at the next refresh.
    func frameWantedNextRefresh() { wake(at: max(lastFrameTime + interval, runLoop.clock.now)) }
}
