import Foundation

/// What `sendEvent` carries: for touches, the set of touches that changed;
/// for motion and remote control, just a type and subtype.
///
/// As in UIKit, the application reuses one touches event for the whole life
/// of its touches; only motion and remote-control events are made anew.
open class UIEvent: NSObject {
    /// Raw values as Apple's (`UIEventType` in UIEvent.h): code that stores or
    /// compares them reads the same numbers here.
    public enum EventType: Int, Sendable {
        /// The event is related to touches on the screen.
        case touches = 0
        /// The event is related to motion of the device, such as a shake; not hit-tested (Behaviour §3).
        case motion = 1
        /// The event is a remote-control event; not hit-tested (Behaviour §3).
        case remoteControl = 2
        /// The event is related to the press of a physical button: here, a key.
        case presses = 3
        /// The event is a scroll from a mouse wheel or trackpad (iPadOS 13.4).
        case scroll = 10
        /// The event is the pointer moving over the screen without a button down (iPadOS 13).
        case hover = 11
        /// The event is a trackpad transform gesture; the engine makes none.
        case transform = 14
    }

    /// Raw values as Apple's (`UIEventSubtype`).
    public enum EventSubtype: Int, Sendable {
        /// The event has no subtype: touches, presses, scroll and hover events.
        case none = 0
        /// The user shook the device.
        case motionShake = 1
        /// A remote-control event for playing audio or video.
        case remoteControlPlay = 100
        /// A remote-control event for pausing audio or video.
        case remoteControlPause = 101
        /// A remote-control event for stopping audio or video.
        case remoteControlStop = 102
        /// A remote-control event for toggling between play and pause.
        case remoteControlTogglePlayPause = 103
        /// A remote-control event for skipping to the next track.
        case remoteControlNextTrack = 104
        /// A remote-control event for going back to the previous track.
        case remoteControlPreviousTrack = 105
        /// A remote-control event to start seeking backward.
        case remoteControlBeginSeekingBackward = 106
        /// A remote-control event to end seeking backward.
        case remoteControlEndSeekingBackward = 107
        /// A remote-control event to start seeking forward.
        case remoteControlBeginSeekingForward = 108
        /// A remote-control event to end seeking forward.
        case remoteControlEndSeekingForward = 109
    }

    /// Which motion call a motion event stands for (a shake has a begin and an end).
    public enum MotionPhase: Sendable {
        /// The motion began: `motionBegan(_:with:)`.
        case began
        /// The motion ended: `motionEnded(_:with:)`.
        case ended
        /// The motion was cancelled: `motionCancelled(_:with:)`.
        case cancelled
    }
    var motionPhase: MotionPhase = .ended

    /// The type of the event: touches, motion, remote control, presses, scroll or hover.
    public internal(set) var type: EventType
    /// The subtype of the event: a shake for motion, a command for remote control,
    /// ``EventSubtype/none`` for the others.
    public internal(set) var subtype: EventSubtype
    /// Seconds on the run loop's monotonic clock.
    public internal(set) var timestamp: TimeInterval

    /// The pointer buttons of an indirect pointer's touch (iPadOS 13.4):
    /// `.primary` for a click, `.secondary` for a right click; empty for a
    /// direct touch — a finger has no buttons. Kept for the touch's life, so
    /// `touchesEnded` still says which button made it.
    public internal(set) var buttonMask: ButtonMask = []
    /// The modifier keys held at this event (X's state: Shift, Control, Alt
    /// as `.alternate`, Super as `.command`), on every touch event.
    public internal(set) var modifierFlags: UIKeyModifierFlags = []

    /// Apple's `UIEvent.ButtonMask`: bit n−1 for button n.
    public struct ButtonMask: OptionSet, Hashable, Sendable {
        /// The buttons as bits: bit n−1 for button n.
        public let rawValue: Int
        /// Makes a mask from its bits.
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// The primary button: a click.
        public static let primary = ButtonMask(rawValue: 1 << 0)
        /// The secondary button: a right click.
        public static let secondary = ButtonMask(rawValue: 1 << 1)
        /// The mask for button `buttonNumber` (1 is primary, 2 secondary).
        public static func button(_ buttonNumber: Int) -> ButtonMask {
            buttonNumber >= 1 && buttonNumber <= Int.bitWidth - 1 ? ButtonMask(rawValue: 1 << (buttonNumber - 1)) : []
        }
    }

    var touchSet: Set<UITouch> = []
    /// A hover event's pointer, in its window's coordinates; nil once the hover ended.
    var hoverLocation: CGPoint?
    /// A hover event's one touch, in a region phase (`UIApplication+Hover.swift`).
    var hoverTouch: UITouch?

    init(type: EventType, subtype: EventSubtype = .none, timestamp: TimeInterval) {
        self.type = type; self.subtype = subtype; self.timestamp = timestamp
    }

    /// All touches associated with the event — for a touches event, every touch
    /// still on the glass, not just the ones that changed; `nil` for other events.
    /// A hover event's set holds the pointer's touch, in a region phase.
    public var allTouches: Set<UITouch>? {
        if type == .hover { return hoverTouch.map { [$0] } }
        return type == .touches ? touchSet : nil
    }

    /// The touch the event is being sent for (the others, if any, are unchanged).
    var reportedTouch: UITouch? {
        if touchSet.count == 1 { return touchSet.first }
        return touchSet.first { $0.isReported }
    }

    /// `[touch]` — reusing the event's own set when it holds just that touch
    /// (the one pointer), so delivery builds no new set per call.
    func touchesSet(containingOnly touch: UITouch) -> Set<UITouch> {
        if touchSet.count == 1, touchSet.first === touch { return touchSet }
        return [touch]
    }

    /// The touches of this event that belong to `view` (the view they were
    /// hit-tested to at touch-down, Behaviour §2); `nil` if there are none.
    public func touches(for view: UIView) -> Set<UITouch>? {
        let set = touchSet.filter { $0.view === view }
        return set.isEmpty ? nil : set
    }
    /// The touches of this event that belong to `window`; `nil` if there are none.
    public func touches(for window: UIWindow) -> Set<UITouch>? {
        let set = touchSet.filter { $0.window === window }
        return set.isEmpty ? nil : set
    }
    /// The touches the recognizer is tracking: one it ignored (`ignore(_:for:)`) is left out.
    public func touches(for gestureRecognizer: UIGestureRecognizer) -> Set<UITouch>? {
        let set = touchSet.filter { gestureRecognizer.isTracking($0) }
        return set.isEmpty ? nil : set
    }

    /// The type, subtype, timestamp and number of touches.
    open override var description: String {
        "<UIEvent: type = \(type); subtype = \(subtype); timestamp = \(timestamp); touches = \(touchSet.count)>"
    }
}
