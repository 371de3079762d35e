import Foundation

/// The device the app runs on: the seeds' iPhone (430×932 points at 3×,
/// `UIScreen.main`), a phone running iOS.
///
/// Orientation follows Apple's rules (`UIDevice.orientation`: "The value of
/// this property always returns 0 [unknown] unless orientation notifications
/// have been enabled by calling `beginGeneratingDeviceOrientationNotifications()`";
/// `orientationDidChangeNotification` is posted, with the device as its
/// object, when the orientation changes while notifications are on). The
/// device is held in portrait until something turns it — the headless
/// driver's `rotate(to:)` (Behaviour §15), which also turns the app's
/// interface (`InterfaceOrientation`): the size classes change with it; the
/// screen's bounds do not, here.
public final class UIDevice: @unchecked Sendable {   // its one mutable state is behind `state`'s lock
    /// The device the app runs on.
    public static let current = UIDevice()
    private init() {}

    /// The device's name as the user sees it in Settings (apps without the
    /// entitlement get the model, since iOS 16): "iPhone".
    public var name: String { "iPhone" }
    /// The model: "iPhone".
    public var model: String { "iPhone" }
    /// The model, localized: "iPhone".
    public var localizedModel: String { "iPhone" }
    /// The operating system's name: "iOS".
    public var systemName: String { "iOS" }
    /// The operating system's version the engine stands in for: "17.0".
    public var systemVersion: String { "17.0" }
    /// A phone.
    public var userInterfaceIdiom: UIUserInterfaceIdiom { .phone }
    /// A stable identifier for this app's vendor on this device.
    public let identifierForVendor: UUID? = UUID()
    /// True: iPhones multitask.
    public var isMultitaskingSupported: Bool { true }

    private struct State {
        var physicalOrientation: UIDeviceOrientation = .portrait
        var generatingNotifications = 0
        var batteryMonitoring = false
        var proximityMonitoring = false
    }
    private let state = LockedValue(State())

    /// The device's orientation: `.unknown` unless orientation notifications are on.
    public var orientation: UIDeviceOrientation {
        state.withLock { $0.generatingNotifications > 0 ? $0.physicalOrientation : .unknown }
    }
    /// Whether ``beginGeneratingDeviceOrientationNotifications()`` was called more often than its end.
    public var isGeneratingDeviceOrientationNotifications: Bool { state.withLock { $0.generatingNotifications > 0 } }
    /// Turns orientation on: ``orientation`` reports, and changes post ``orientationDidChangeNotification``.
    /// Calls nest: each begin needs its end.
    public func beginGeneratingDeviceOrientationNotifications() { state.withLock { $0.generatingNotifications += 1 } }
    /// Undoes one ``beginGeneratingDeviceOrientationNotifications()``.
    public func endGeneratingDeviceOrientationNotifications() {
        state.withLock { $0.generatingNotifications = max(0, $0.generatingNotifications - 1) }
    }
    /// Posted on the default notification centre when the orientation changes, the device as its object.
    public static let orientationDidChangeNotification = Notification.Name("UIDeviceOrientationDidChangeNotification")

    /// Turns the device (the headless driver's `rotate(to:)`): posts the
    /// notification if they are on and the orientation changed.
    @_spi(TouchLab) public func setPhysicalOrientation(_ orientation: UIDeviceOrientation) {
        let post = state.withLock { state -> Bool in
            let changed = state.physicalOrientation != orientation
            state.physicalOrientation = orientation
            return changed && state.generatingNotifications > 0
        }
        if post { NotificationCenter.default.post(name: Self.orientationDidChangeNotification, object: self) }
    }

    /// Whether the app monitors the battery.
    public var isBatteryMonitoringEnabled: Bool {
        get { state.withLock { $0.batteryMonitoring } }
        set { state.withLock { $0.batteryMonitoring = newValue } }
    }
    /// -1 unless monitoring (Apple: "If battery monitoring is not enabled, the value … is –1.0"); a full battery when it is.
    public var batteryLevel: Float { isBatteryMonitoringEnabled ? 1 : -1 }
    /// `.unknown` unless monitoring; then full.
    public var batteryState: BatteryState { isBatteryMonitoringEnabled ? .full : .unknown }
    /// Whether the proximity sensor is on.
    public var isProximityMonitoringEnabled: Bool {
        get { state.withLock { $0.proximityMonitoring } }
        set { state.withLock { $0.proximityMonitoring = newValue } }
    }
    /// False: nothing is near the screen.
    public var proximityState: Bool { false }
    /// Plays the keyboard click: silent here.
    public func playInputClick() {}

    /// The battery's state. Raw values as Apple's.
    public enum BatteryState: Int, Sendable {
        /// Not known (not monitoring).
        case unknown = 0
        /// On battery.
        case unplugged = 1
        /// Plugged in, charging.
        case charging = 2
        /// Plugged in, full.
        case full = 3
    }
    /// Posted when the battery level changes (never, here).
    public static let batteryLevelDidChangeNotification = Notification.Name("UIDeviceBatteryLevelDidChangeNotification")
    /// Posted when the battery state changes (never, here).
    public static let batteryStateDidChangeNotification = Notification.Name("UIDeviceBatteryStateDidChangeNotification")
}

/// The physical orientation of the device. Raw values as Apple's.
public enum UIDeviceOrientation: Int, Sendable {
    /// Not known: notifications are off.
    case unknown = 0
    /// Upright, the home indicator at the bottom.
    case portrait = 1
    /// Upside down.
    case portraitUpsideDown = 2
    /// On its side, the home indicator at the right.
    case landscapeLeft = 3
    /// On its side, the home indicator at the left.
    case landscapeRight = 4
    /// Flat, screen up.
    case faceUp = 5
    /// Flat, screen down.
    case faceDown = 6

    /// Portrait or upside down.
    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    /// On either side.
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
    /// Face up or down.
    public var isFlat: Bool { self == .faceUp || self == .faceDown }
    /// An orientation the interface can take: portrait or landscape.
    public var isValidInterfaceOrientation: Bool { isPortrait || isLandscape }
}
