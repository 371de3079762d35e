import Foundation

/// `Timer`'s target-selector forms, which Foundation on Linux leaves out: the
/// timer keeps its target (as iOS's does, until it is invalidated) and sends
/// the selector with the timer as the argument, for a method
/// `@objc func tick(_ timer: Timer)` or `@objc func tick()`; the timer's
/// `userInfo` is the object given (Apple: "the receiver maintains a strong
/// reference to this object until it (the timer) is invalidated").
///
/// Foundation here gives a timer no way to set `userInfo`, so these timers
/// are of a subclass that overrides it; the initializer makes one through a
/// protocol extension, the one kind of Swift initializer that may replace `self`.
extension Timer: _TargetSelectorTimerMaking {
    /// A timer scheduled in the current run loop's default mode.
    public class func scheduledTimer(timeInterval ti: TimeInterval, target aTarget: Any, selector aSelector: Selector,
                                     userInfo: Any?, repeats yesOrNo: Bool) -> Timer {
        let timer = Timer(timeInterval: ti, target: aTarget, selector: aSelector, userInfo: userInfo, repeats: yesOrNo)
        RunLoop.current.add(timer, forMode: .default)
        return timer
    }
}

/// Gives `Timer` its `init(timeInterval:target:selector:userInfo:repeats:)`.
public protocol _TargetSelectorTimerMaking {}

extension _TargetSelectorTimerMaking where Self: Timer {
    /// A timer not yet scheduled; add it to a run loop.
    public init(timeInterval ti: TimeInterval, target aTarget: Any, selector aSelector: Selector,
                userInfo: Any?, repeats yesOrNo: Bool) {
        let target = TimerTarget(object: aTarget as AnyObject, selector: aSelector)
        // Foundation on Linux dates `init(timeInterval:repeats:block:)` now,
        // not an interval from now as Darwin's does, so the date is given.
        let timer = TargetSelectorTimer(fire: Date(timeIntervalSinceNow: ti), interval: ti, repeats: yesOrNo) { timer in
            target.fire(timer)
        }
        timer.info = userInfo
        guard let made = timer as? Self else {
            APIMisuse.stop("\(Self.self)(timeInterval:target:selector:userInfo:repeats:): a subclass of Timer cannot be "
                + "made with a target and selector here; make a Timer")
        }
        self = made
    }
}

/// A target-selector timer, which keeps its `userInfo`. Foundation's `Timer`
/// is `@unchecked Sendable` and a subclass inherits that (writing it again is
/// a warning): `info` is set before the timer is scheduled, then only read on
/// its run loop's thread.
private final class TargetSelectorTimer: Timer {
    var info: Any?
    override var userInfo: Any? { info }
}

/// What a target-selector timer keeps.
private final class TimerTarget: @unchecked Sendable {
    // @unchecked: a timer fires on the thread whose run loop it was added to.
    let object: AnyObject
    let selector: Selector
    init(object: AnyObject, selector: Selector) { self.object = object; self.selector = selector }
    func fire(_ timer: Timer) {
        ObjCRuntime.sendOrStop(selector, to: object, arguments: [timer], from: "Timer")
    }
}
