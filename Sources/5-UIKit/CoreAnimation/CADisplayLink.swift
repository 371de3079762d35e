import Foundation
import RunLoop

/// A timer at the display's frame rate (60 Hz here), on the app's run loop
/// in the modes it is added to — so a link added in `.default` stops while a
/// scroll view tracks, one in `.common` does not (Apple, "CADisplayLink";
/// Behaviour §13). Its clock is the app's: virtual under the headless driver,
/// slowed by `--speed`, stepped in recordings.
///
/// The selector is sent as any `#selector` is here (`ObjCRuntime`): an iOS
/// file's `@objc` method, or an action a responder set with `setAction(_:_:)`;
/// a target with neither stops the program with one line when a frame is due,
/// where iOS raises "unrecognized selector". As on iOS the link holds its
/// target until `invalidate()`.
open class CADisplayLink: NSObject {
    private let target: Any
    private let selector: Selector
    private var timers: [(timer: RunLoopTimer, mode: String)] = []

    /// No frames are sent while paused.
    open var isPaused = false
    /// When the frame being handled began, on `CACurrentMediaTime()`'s clock.
    open private(set) var timestamp: CFTimeInterval = 0
    /// When the next frame is due.
    open private(set) var targetTimestamp: CFTimeInterval = 0
    /// The time between frames.
    open var duration: CFTimeInterval { interval }
    /// The frame rate asked for; 0 (the default) is the display's, 60.
    open var preferredFramesPerSecond = 0

    private var interval: Double { preferredFramesPerSecond > 0 ? 1 / Double(min(preferredFramesPerSecond, 60)) : 1.0 / 60 }

    /// A link that sends `sel` to `target` every frame once added to a run loop.
    public init(target: Any, selector sel: Selector) {
        self.target = target
        selector = sel
        super.init()
    }

    /// Starts the frames in `mode` of the app's run loop (iOS code passes `.main` or `.current`: both are it here).
    open func add(to runloop: RunLoop, forMode mode: RunLoop.Mode) {
        let loop = UIApplication.shared.runLoop
        let start = loop.clock.now
        let timer = RunLoopTimer(name: "CADisplayLink", fireDate: start + interval, interval: interval) { [self] timer in
            guard !isPaused else { return }
            timestamp = loop.clock.now
            targetTimestamp = timestamp + interval
            send()
        }
        loop.add(timer, forMode: RunLoopMode(mode.rawValue))
        timers.append((timer, mode.rawValue))
    }

    /// Stops the frames in `mode`.
    open func remove(from runloop: RunLoop, forMode mode: RunLoop.Mode) {
        for entry in timers where entry.mode == mode.rawValue { entry.timer.invalidate() }
        timers.removeAll { $0.mode == mode.rawValue }
    }

    /// Stops every frame and lets the target go.
    open func invalidate() {
        for entry in timers { entry.timer.invalidate() }
        timers = []
    }

    private func send() {
        ObjCRuntime.sendOrStop(selector, to: target as AnyObject, arguments: [self], from: "CADisplayLink")
    }
}
