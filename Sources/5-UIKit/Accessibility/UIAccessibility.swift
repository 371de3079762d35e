import Foundation

/// The system's accessibility state and the app's messages to assistive
/// technologies. There is no VoiceOver here: every setting reads as iOS's
/// default with nothing turned on (`isVoiceOverRunning` false, Behaviour §15),
/// and notifications an app posts are kept (`postedNotifications`) for the
/// inspector and for tests, as a screen reader would receive them.
public enum UIAccessibility {
    /// A notification an app posts to VoiceOver. Raw values as Apple's
    /// (`UIAccessibilityScreenChangedNotification` is 1000).
    public struct Notification: RawRepresentable, Hashable, Sendable {
        /// The notification's number.
        public let rawValue: UInt32
        /// Makes a notification from its number.
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// A new screen appeared: VoiceOver starts reading at the argument (an element or a string).
        public static let screenChanged = Notification(rawValue: 1000)
        /// The layout changed: VoiceOver moves to the argument.
        public static let layoutChanged = Notification(rawValue: 1001)
        /// VoiceOver says the argument (a string).
        public static let announcement = Notification(rawValue: 1008)
        /// A scroll finished: VoiceOver says the argument (a string, "Page 3 of 5").
        public static let pageScrolled = Notification(rawValue: 1009)
        /// Pauses an assistive technology.
        public static let pauseAssistiveTechnology = Notification(rawValue: 1010)
        /// Resumes an assistive technology.
        public static let resumeAssistiveTechnology = Notification(rawValue: 1011)
    }

    /// A posted notification, as the inspector lists it.
    @_spi(TouchLab) public struct Posted: @unchecked Sendable {   // the argument is the app's, read on the main thread
        /// Which notification.
        public let notification: Notification
        /// Its argument: an element, a string, or nil.
        public let argument: Any?
    }

    /// Tells assistive technologies that something changed or should be said.
    public static func post(notification: Notification, argument: Any?) {
        postLog.withLock { log in
            log.append(Posted(notification: notification, argument: argument))
            if log.count > 64 { log.removeFirst(log.count - 64) }
        }
    }

    /// The last notifications posted, oldest first (at most 64).
    @_spi(TouchLab) public static var postedNotifications: [Posted] { postLog.withLock { $0 } }
    /// Forgets the posted notifications (a new experiment).
    @_spi(TouchLab) public static func clearPostedNotifications() { postLog.withLock { $0.removeAll() } }
    private static let postLog = LockedValue<[Posted]>([])

    /// False: there is no VoiceOver here.
    public static var isVoiceOverRunning: Bool { false }
    /// False: Switch Control is not running.
    public static var isSwitchControlRunning: Bool { false }
    /// False: iOS's default.
    public static var isReduceMotionEnabled: Bool { false }
    /// False: iOS's default.
    public static var prefersCrossFadeTransitions: Bool { false }
    /// False: iOS's default.
    public static var isReduceTransparencyEnabled: Bool { false }
    /// False: iOS's default.
    public static var isBoldTextEnabled: Bool { false }
    /// False: iOS's default.
    public static var isDarkerSystemColorsEnabled: Bool { false }
    /// False: iOS's default.
    public static var isGrayscaleEnabled: Bool { false }
    /// False: iOS's default.
    public static var isInvertColorsEnabled: Bool { false }
    /// False: iOS's default.
    public static var isMonoAudioEnabled: Bool { false }
    /// False: iOS's default.
    public static var isClosedCaptioningEnabled: Bool { false }
    /// False: iOS's default.
    public static var isGuidedAccessEnabled: Bool { false }
    /// False: iOS's default.
    public static var isSpeakScreenEnabled: Bool { false }
    /// False: iOS's default.
    public static var isSpeakSelectionEnabled: Bool { false }
    /// False: iOS's default.
    public static var shouldDifferentiateWithoutColor: Bool { false }
    /// False: iOS's default.
    public static var isOnOffSwitchLabelsEnabled: Bool { false }
    /// True: iOS's default ("Shake to Undo" is on).
    public static var isShakeToUndoEnabled: Bool { true }
    /// True: iOS's default (auto-play video previews is on).
    public static var isVideoAutoplayEnabled: Bool { true }

    /// Posted when VoiceOver starts or stops (never, here).
    public static let voiceOverStatusDidChangeNotification = Foundation.Notification.Name("UIAccessibilityVoiceOverStatusDidChangeNotification")
    /// Posted when Reduce Motion changes (never, here).
    public static let reduceMotionStatusDidChangeNotification = Foundation.Notification.Name("UIAccessibilityReduceMotionStatusDidChangeNotification")
    /// Posted when Bold Text changes (never, here).
    public static let boldTextStatusDidChangeNotification = Foundation.Notification.Name("UIAccessibilityBoldTextStatusDidChangeNotification")
    /// Posted when VoiceOver finishes an announcement.
    public static let announcementDidFinishNotification = Foundation.Notification.Name("UIAccessibilityAnnouncementDidFinishNotification")
    /// Posted when the element VoiceOver focuses changes.
    public static let elementFocusedNotification = Foundation.Notification.Name("UIAccessibilityElementFocusedNotification")
}
