import Drawing
import Foundation
import RunLoop
import SpringBoard
@_spi(TouchLab) import UIKit

/// When the demo draws, kept apart from what it draws: Core Animation's rule.
/// Every part that changes the picture only says so (`needsDisplay`, or
/// `needsWholeFrame` when it drew over regions the composer thinks unchanged);
/// the frame is drawn when the run loop is about to sleep — at
/// `beforeWaiting`, order 2000000, after the gesture observer (order 0), as
/// CA commits — only if something changed or is still fading, and at most
/// once per display refresh (`FrameScheduler`).
final class RenderScheduling {
    /// Something on screen changed since the last frame.
    var needsDisplay = true
    /// The next frame must be drawn and copied whole (an Expose, a card opened
    /// or closed, a ghost moved), not only the regions the composer redrew.
    var needsWholeFrame = true
    /// At most one frame per display refresh.
    let frames: FrameScheduler
    private var lastDrawnRevision: UInt64 = .max
    private var lastSpringBoardForward: UInt64 = 0
    private unowned let application: UIApplication
    private let window: UIWindow
    private let springBoard: SpringBoard
    private let slowMotion: DilatedClock
    private let visualizer: DispatchVisualizer
    private let drainWindowEvents: () -> Void
    private var observer: RunLoopObserver?

    init(application: UIApplication, window: UIWindow, springBoard: SpringBoard, slowMotion: DilatedClock,
         visualizer: DispatchVisualizer, drainWindowEvents: @escaping () -> Void, draw: @escaping () -> Void) {
        self.application = application
        self.window = window
        self.springBoard = springBoard
        self.slowMotion = slowMotion
        self.visualizer = visualizer
        self.drainWindowEvents = drainWindowEvents
        frames = FrameScheduler(runLoop: application.runLoop, interval: FrameScheduler.refresh * slowMotion.speed, draw: draw)
    }

    /// Adds the render observer ("CA commit") to the app's loop, in every mode.
    func install() {
        let observer = RunLoopObserver(name: "render (CA commit)", activities: [.beforeWaiting, .exit], order: 2_000_000) {
            [unowned self] _ in self.renderIfNeeded()
        }
        self.observer = observer
        application.runLoop.add(observer, forMode: .common)
    }

    /// The speed changed: a refresh is that many clock seconds now.
    func speedChanged() {
        frames.interval = FrameScheduler.refresh * slowMotion.speed
        application.displayRefreshInterval = frames.interval   // the moves wait for the same refreshes
    }

    /// The frame was drawn: nothing is owed until the next change.
    func didDraw() {
        needsWholeFrame = false
        needsDisplay = false
        lastDrawnRevision = window.displayRevision
    }

    private func renderIfNeeded() {
        drainWindowEvents()   // the loop is about to sleep: nothing may wait in Xlib's queue
        let now = application.runLoop.clock.now
        let forwarded = springBoard.lastForwardedNanoseconds
        if forwarded != lastSpringBoardForward {
            lastSpringBoardForward = forwarded
            let t = slowMotion.time(atReal: Double(forwarded) / 1e9)
            visualizer.markStage(.x11, at: t)
            visualizer.markStage(.springBoard, at: t)
            needsDisplay = true
        }
        let animating = visualizer.isAnimating(at: now) || StandardRecognizerHints.isAnimating(visualizer)
        guard needsDisplay || animating || window.displayRevision != lastDrawnRevision else { return }
        frames.frameWanted(at: now)
        drainWindowEvents()   // an Expose that came in while drawing wants the next refresh
        if needsDisplay || visualizer.isAnimating(at: now) || StandardRecognizerHints.isAnimating(visualizer) {
            frames.frameWantedNextRefresh()
        }
    }
}
