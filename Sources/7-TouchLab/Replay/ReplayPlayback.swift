import Drawing
import Foundation
@_spi(TouchLab) import UIKit
import RunLoop

/// Plays a `GestureReplay`'s records back in the window at the pace they
/// happened: each frame, the records up to (start + elapsed) are fed to the
/// replay's own visualizer, so the phone, the panels and the timeline's
/// cursor move through the gesture as it happened — and stop at its end.
final class ReplayPlayback {
    let replay: GestureReplay
    let visualizer = DispatchVisualizer()
    let timeline: GestureTimeline
    private let runLoop: EventRunLoop
    private let startedAt: TimeInterval
    private let first: TimeInterval
    private var fed = 0
    private var timer: RunLoopTimer?

    init(replay: GestureReplay, runLoop: EventRunLoop, onFrame: @escaping () -> Void) {
        self.replay = replay
        self.runLoop = runLoop
        timeline = GestureTimeline(records: replay.records)
        startedAt = runLoop.clock.now
        first = replay.records.first?.time ?? 0
        let timer = RunLoopTimer(name: "replay", fireDate: startedAt, interval: 1.0 / 60) { [weak self] _ in
            guard let self else { return }   // replaced or dropped without stop(): its frames are over
            self.feed()
            onFrame()
        }
        self.timer = timer
        runLoop.add(timer, forMode: .common)
        feed()
    }

    /// The replay's time now: its first record's time plus the real time since Space.
    var time: TimeInterval { min(first + (runLoop.clock.now - startedAt), replay.records.last?.time ?? first) }
    var isFinished: Bool { fed >= replay.records.count }

    private func feed() {
        let now = first + (runLoop.clock.now - startedAt)
        while fed < replay.records.count, replay.records[fed].time <= now {
            let record = replay.records[fed]
            if !record.event.isRunLoopStep { visualizer.consume(record.event, at: record.time) }
            fed += 1
        }
        if isFinished { stop() }
    }

    func stop() {
        timer?.invalidate()
        timer = nil
    }

    deinit { timer?.invalidate() }
}
