import Foundation

/// `Timer`'s target-selector forms, which Foundation on Linux leaves out: the
/// timer keeps its target (as iOS's does, until it is invalidated) and sends
/// the selector with the timer as the argument, for a method
/// `@objc func tick(_ timer: Timer)` or `@objc func tick()`.
///
/// `userInfo` is not kept: Foundation here gives a timer no way to set it.
extension Timer {
    /// A timer not yet scheduled; add it to a run loop.
    public convenience init(timeInterval ti: TimeInterval, target aTarget: Any, selector aSelector: Selector,
                            userInfo: Any?, repeats yesOrNo: Bool) {
        let target = TimerTarget(object: aTarget as AnyObject, selector: aSelector)
        // Foundation on Linux dates `init(timeInterval:repeats:block:)` now,
        // not an interval from now as Darwin's does, so the date is given.
        self.init(fire: Date(timeIntervalSinceNow: ti), interval: ti, repeats: yesOrNo) { timer in target.fire(timer) }
    }

    /// A timer scheduled in the current run loop's default mode.
    public class func scheduledTimer(timeInterval ti: TimeInterval, target aTarget: Any, selector aSelector: Selector,
                                     userInfo: Any?, repeats yesOrNo: Bool) -> Timer {
        let timer = Timer(timeInterval: ti, target: aTarget, selector: aSelector, userInfo: userInfo, repeats: yesOrNo)
        RunLoop.current.add(timer, forMode: .default)
        return timer
    }
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
