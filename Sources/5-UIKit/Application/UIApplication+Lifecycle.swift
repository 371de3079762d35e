import Foundation

// The app's moments, as notifications (Apple, `UIApplication`'s
// notifications): each is posted with the application as its object when the
// app's `applicationState` changes, in iOS's order (Apple, *Managing your
// app's life cycle*: "Not running → Inactive → Active" at launch, "Active →
// Inactive → Background" when the user leaves, "Background → Inactive →
// Active" when they return):
//
//     launch (run(), a headless driver)    ─▶ didBecomeActive
//     leaving (a driver's pressHome())     ─▶ willResignActive, didEnterBackground
//     returning (a driver's reopenApp())   ─▶ willEnterForeground, didBecomeActive
//     terminate() while active             ─▶ willResignActive, didEnterBackground, willTerminate
//
// The demo's window has no other such moment (losing keyboard focus is not
// leaving the app), so these are the only ones posted.
extension UIApplication {
    /// Posted when the app becomes active (Apple: "Posted when the app becomes active").
    public static let didBecomeActiveNotification = Notification.Name("UIApplicationDidBecomeActiveNotification")
    /// Posted when the app is about to stop being active (Apple: "Posted when the app is no longer active and loses focus").
    public static let willResignActiveNotification = Notification.Name("UIApplicationWillResignActiveNotification")
    /// Posted when the app has entered the background.
    public static let didEnterBackgroundNotification = Notification.Name("UIApplicationDidEnterBackgroundNotification")
    /// Posted "shortly before an app leaves the background state on its way to becoming the active app".
    public static let willEnterForegroundNotification = Notification.Name("UIApplicationWillEnterForegroundNotification")
    /// Posted when the app is about to terminate.
    public static let willTerminateNotification = Notification.Name("UIApplicationWillTerminateNotification")

    /// Moves the app to `state` through the states between, posting each
    /// notification of the way (above); nothing when it is there already.
    func move(to state: State) {
        let center = NotificationCenter.default
        while applicationState != state {
            switch (applicationState, state) {
            case (.active, _):
                center.post(name: Self.willResignActiveNotification, object: self)
                applicationState = .inactive
            case (.inactive, .active):
                applicationState = .active
                center.post(name: Self.didBecomeActiveNotification, object: self)
            case (.inactive, .background):
                applicationState = .background
                center.post(name: Self.didEnterBackgroundNotification, object: self)
            case (.background, _):
                center.post(name: Self.willEnterForegroundNotification, object: self)
                applicationState = .inactive
            case (.inactive, .inactive):
                return
            }
        }
    }

    /// The app leaves the foreground, as when the user presses the Home button (a headless driver's `pressHome()`).
    @_spi(TouchLab) public func enterBackground() { move(to: .background) }
    /// The app comes back to the foreground and becomes active (a headless driver's `reopenApp()`).
    @_spi(TouchLab) public func enterForeground() { move(to: .active) }
}
