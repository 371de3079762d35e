import Foundation
@_spi(TouchLab) import UIKit

/// The device's own input, as the motion sensors would report it.
///
///     UIDevice.current.beginGeneratingDeviceOrientationNotifications()
///     driver.rotate(to: .landscapeLeft)   // orientationDidChangeNotification, then handled blocks run
extension HeadlessDriver {
    /// Turns the device: `UIDevice.current.orientation` reads `orientation`
    /// (when orientation notifications are on) and observers of
    /// `UIDevice.orientationDidChangeNotification` are called; then the
    /// interface turns with it (portrait and landscape, not upside down), so
    /// the size classes change and the views and controllers hear
    /// `traitCollectionDidChange(_:)`; then the run loop runs what they scheduled.
    public func rotate(to orientation: UIDeviceOrientation) {
        UIDevice.current.setPhysicalOrientation(orientation)
        application.interfaceFollowDevice(orientation)
        runUntilIdle()
    }
}

/// The app's moments a user makes by leaving it and coming back.
///
///     driver.pressHome()   // willResignActiveNotification, didEnterBackgroundNotification
///     driver.reopenApp()   // willEnterForegroundNotification, didBecomeActiveNotification
extension HeadlessDriver {
    /// The user leaves the app: it resigns active and enters the background;
    /// then the run loop runs what the observers scheduled.
    public func pressHome() {
        application.enterBackground()
        runUntilIdle()
    }

    /// The user comes back: the app enters the foreground and becomes active.
    public func reopenApp() {
        application.enterForeground()
        runUntilIdle()
    }
}
