import Foundation

/// One physical button — here, a keyboard key — from its press to its release.
public final class UIPress: Hashable, CustomStringConvertible {
    /// The phase of a press, from down to up. Raw values as Apple's (`UIPress.Phase`).
    public enum Phase: Int, Sendable, CustomStringConvertible {
        /// A physical button was pressed.
        case began
        /// The press changed, without being released.
        case changed
        /// The button is held and hasn't changed since the previous event.
        case stationary
        /// The button was released.
        case ended
        /// The system cancelled tracking for the press.
        case cancelled
        /// The phase as the traces spell it: `Began`, `Changed`, … `Cancelled`.
        public var description: String {
            switch self {
            case .began: "Began"
            case .changed: "Changed"
            case .stationary: "Stationary"
            case .ended: "Ended"
            case .cancelled: "Cancelled"
            }
        }
    }

    /// The phase of the press, updated before each delivery.
    public internal(set) var phase: Phase = .began
    /// When the press began or last changed, in seconds on the run loop's monotonic clock.
    public internal(set) var timestamp: TimeInterval
    /// The key, for a keyboard press.
    public let key: UIKey?
    /// The window that was key when the press began.
    public internal(set) weak var window: UIWindow?
    /// The first responder (or the window) when the press went down.
    public internal(set) weak var responder: UIResponder?
    /// A key has no pressure: 0, as UIKit reports for keyboards.
    public var force: CGFloat { 0 }
    /// A key command performed its action for this press: its release goes nowhere.
    var isConsumedByKeyCommand = false

    init(key: UIKey, timestamp: TimeInterval) {
        self.key = key
        self.timestamp = timestamp
    }

    /// Presses are compared by identity: a press is the same object from down to up.
    public static func == (a: UIPress, b: UIPress) -> Bool { a === b }
    /// Hashes the press's identity.
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
    /// The phase and key, as the traces print a press.
    public var description: String { "<UIPress: phase = \(phase); key = \(key?.description ?? "nil")>" }
}

/// The event of presses: which presses are down and which one changed.
public final class UIPressesEvent: UIEvent {
    /// All presses associated with the event: every key still down.
    public internal(set) var allPresses: Set<UIPress> = []
    /// The press whose phase changed, which this event is sent for.
    var changedPress: UIPress?

    init(timestamp: TimeInterval) { super.init(type: .presses, timestamp: timestamp) }

    /// Presses are not given to gesture recognizers here: none.
    public func presses(for gesture: UIGestureRecognizer) -> Set<UIPress> { [] }
}
