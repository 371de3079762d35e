import RunLoop

/// Paces the demo's frames to the display: at most one per refresh (60 Hz),
/// however often the run loop passes `beforeWaiting`.
///
///     beforeWaiting ──▶ frameWanted(now)
///                         ├─ a refresh since the last frame? ── draw now
///                         └─ no ── one timer for the next refresh ──▶ the loop wakes,
///                                                                    passes beforeWaiting again
///
/// A refresh is a multiple of `interval` on the run loop's clock: the grid
/// the app's held moves are delivered on
/// (`UIApplication.deliversMovesAtDisplayRefresh`), so the moves of a drag are
/// delivered and drawn in the same loop iteration, as iOS delivers touches
/// just before Core Animation's commit.
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
        if refresh(at: now) > refresh(at: lastFrameTime) {
            drawNow(at: now)
        } else {
            wake(at: nextRefresh(after: lastFrameTime))
        }
    }

    /// Which refresh `time` falls in (a hair of tolerance: a timer's date
    /// `k * interval`, divided again, can round just below k).
    private func refresh(at time: Double) -> Double { (time / interval + 1e-6).rounded(.down) }
    /// The first refresh after the one `time` falls in.
    private func nextRefresh(after time: Double) -> Double { (refresh(at: time) + 1) * interval }

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
    func frameWantedNextRefresh() { wake(at: max(nextRefresh(after: lastFrameTime), runLoop.clock.now)) }
}
