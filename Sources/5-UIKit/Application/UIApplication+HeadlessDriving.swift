import Foundation

/// What the headless driver (the `UIKitHeadless` library, a test harness
/// kept out of this one) needs of an application beyond UIKit's API: it runs
/// the app's loop itself on a virtual clock, and ties that clock to the main
/// thread's Foundation timers while one waits (`MainThreadBridge`).
extension UIApplication {
    /// The driver runs the app's loop from here on: the app is active.
    @_spi(TouchLab) public func becomeActiveUnderDriver() { move(to: .active) }

    /// While no Foundation timer waits, the present virtual time becomes the
    /// present real time (`MainThreadBridge.anchorVirtualTime()`); without
    /// the main thread's services, nothing.
    @_spi(TouchLab) public func anchorVirtualTime() { mainThreadBridge?.anchorVirtualTime() }

    /// The real (CF) time that virtual time `clockTime` stands for, while a
    /// Foundation timer waits; nil when none does (a step then stays instant).
    @_spi(TouchLab) public func realTimeWhileFoundationTimersWait(atVirtual clockTime: Double) -> Double? {
        guard let bridge = mainThreadBridge, bridge.hasFoundationTimers else { return nil }
        return bridge.realTime(atVirtual: clockTime)
    }

    /// Sleeps until real (CF) time `absolute`, at most a minute.
    @_spi(TouchLab) public static func waitInRealTime(until absolute: Double) {
        MainThreadBridge.waitInRealTime(until: absolute)
    }
}
