import CoreFoundation
import Foundation

/// A timer in step with the display: sends its selector to its target once
/// per frame (60 Hz here) while it is in a run loop and not paused. As on iOS,
/// it keeps its target until it is invalidated, and it runs only in the
/// modes it was added for (`.common` keeps it going while a scroll view tracks).
///
/// It rides on a Foundation `Timer` in the run loop it is added to, which the
/// engine's main run loop services (`MainThreadBridge`).
open class CADisplayLink: NSObject {
    private var target: AnyObject?
    private let selector: Selector
    private var timers: [Timer] = []
    private var last: TimeInterval?

    /// A display link that sends `sel` to `target` at each frame once added to a run loop.
    public init(target: Any, selector sel: Selector) {
        self.target = target as AnyObject
        self.selector = sel
        super.init()
    }

    /// The time of the last frame shown (`CACurrentMediaTime()`'s clock).
    open private(set) var timestamp: TimeInterval = 0
    /// The time of the next frame.
    open var targetTimestamp: TimeInterval { timestamp + duration }
    /// The time between frames.
    open private(set) var duration: TimeInterval = 1.0 / 60
    /// The frames per second the caller wants; 0 means the display's rate.
    open var preferredFramesPerSecond: Int = 0 {
        didSet { duration = 1.0 / Double(preferredFramesPerSecond > 0 ? min(preferredFramesPerSecond, 60) : 60) }
    }
    /// While true, no selector is sent.
    open var isPaused = false

    /// Starts sending at each frame while `runloop` runs in `mode`.
    open func add(to runloop: RunLoop, forMode mode: RunLoop.Mode) {
        let link = WeakLink(self)
        let timer = Timer(fire: Date(timeIntervalSinceNow: duration), interval: duration, repeats: true) { _ in link.link?.frame() }
        timers.append(timer)
        runloop.add(timer, forMode: mode)
    }

    /// Stops sending in the run loop `runloop`, mode `mode` (here: in every mode it was added for).
    open func remove(from runloop: RunLoop, forMode mode: RunLoop.Mode) { stopTimers() }

    /// Stops for good and lets go of the target.
    open func invalidate() {
        stopTimers()
        target = nil
    }

    private func stopTimers() {
        for timer in timers { timer.invalidate() }
        timers.removeAll()
    }

    fileprivate func frame() {
        guard !isPaused, let target else { return }
        timestamp = CACurrentMediaTime()
        ObjCRuntime.sendOrStop(selector, to: target, arguments: [self], from: "CADisplayLink")
    }
}

/// The display link a timer fires, held weakly so the run loop does not keep it.
private final class WeakLink: @unchecked Sendable {
    // @unchecked: a timer fires on the thread whose run loop it was added to.
    weak var link: CADisplayLink?
    init(_ link: CADisplayLink) { self.link = link }
}

/// The current time on the clock display links and animations read, in seconds.
public func CACurrentMediaTime() -> TimeInterval { CFAbsoluteTimeGetCurrent() }
