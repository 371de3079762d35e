import Foundation

/// One finger — the pointer, or another finger a script or the driver puts
/// down — for its whole life, from down to up.
///
/// A touch is bound to the view hit-testing found at touch-down and keeps that
/// view until it ends, even if it moves out of it (Behaviour §2). The recognizers
/// of that view and its ancestors are attached to it at the same moment.
public final class UITouch: NSObject {
    /// The phase of a touch: where the finger is in its life, from down to up.
    ///
    /// Raw values as Apple's (`UITouchPhase`); the description is the word the
    /// seed logs print (`Began`, `Moved`, …).
    public enum Phase: Int, Sendable, CustomStringConvertible {
        /// A touch for a given event has pressed down on the screen.
        case began
        /// A touch has moved on the screen.
        case moved
        /// A touch is resting on the screen and hasn't moved since the previous event.
        case stationary
        /// A finger was lifted from the screen.
        case ended
        /// The system cancelled tracking for the touch: a recognizer recognized (Behaviour §4), or the view left the window.
        case cancelled
        /// A pointer came within range of the screen without touching it: a
        /// hover began (iPadOS 13.4; the hover event's touch, `UIApplication+Hover.swift`).
        case regionEntered
        /// A hovering pointer moved, within range and not touching.
        case regionMoved
        /// A hovering pointer left the range of the screen, or pressed (Behaviour §15).
        case regionExited
        /// The phase as the seed logs spell it: `Began`, `Moved`, `Stationary`, `Ended`, `Cancelled`.
        public var description: String {
            switch self {
            case .began: "Began"
            case .moved: "Moved"
            case .stationary: "Stationary"
            case .ended: "Ended"
            case .cancelled: "Cancelled"
            case .regionEntered: "RegionEntered"
            case .regionMoved: "RegionMoved"
            case .regionExited: "RegionExited"
            }
        }
    }

    /// What made the touch, with Apple's raw values. A pointer's click is a
    /// `.direct` touch unless the app opts into indirect input (on iPadOS,
    /// `UIApplicationSupportsIndirectInputEvents`), when it is `.indirectPointer`.
    public enum TouchType: Int, Sendable {
        /// A touch resulting from direct contact with the screen: a finger, or a click when the app does not opt into indirect input.
        case direct = 0
        /// A touch that doesn't result from contact with the screen.
        case indirect = 1
        /// A touch from Apple Pencil; the engine makes none.
        case pencil = 2
        /// A touch from an indirect input device, such as a mouse or trackpad (``UIApplication/supportsIndirectInputEvents``).
        case indirectPointer = 3
        /// Another name for ``pencil``.
        public static let stylus = TouchType.pencil
    }

    /// The type of the touch: a finger is `.direct`, a pointer's click `.direct`
    /// or `.indirectPointer` (see ``UIApplication/supportsIndirectInputEvents``).
    public internal(set) var type: TouchType = .direct
    /// The phase of the touch, updated before each delivery.
    public internal(set) var phase: Phase = .began
    /// Seconds, on the same monotonic clock as the run loop.
    public internal(set) var timestamp: TimeInterval
    /// The number of times the finger tapped this point in quick succession.
    public internal(set) var tapCount: Int = 1
    /// The view the touch was hit-tested to at touch-down. It stays the touch's
    /// view until the touch ends, even if the finger moves out of it (Behaviour §2).
    public internal(set) var view: UIView?
    /// The window in which the touch began.
    public internal(set) var window: UIWindow?
    /// The gesture recognizers receiving this touch: those of its view and of the
    /// view's ancestors, attached at touch-down (Behaviour §4).
    public internal(set) var gestureRecognizers: [UIGestureRecognizer]?
    /// The attached recognizers still in play (not finished, not ignoring
    /// this touch): kept up to date on state changes so that delivering a
    /// move costs one call per recognizer and no checks.
    var deliverableRecognizers: [UIGestureRecognizer] = []
    /// 1, 2, 3… in the order the application saw the touches go down: the
    /// trace's touch id (UIKit has none to show).
    var touchID = 0
    /// The finger (HID) this touch is.
    var finger: UInt8 = 0
    /// The X button that pressed it (1, or 3 for an indirect right click): only its release ends it.
    var button: UInt8 = 1
    /// Whether the HID report being dispatched is about this touch; the
    /// event's other touches ride along unchanged and are not delivered.
    var isReported = true

    var locationInWindow: CGPoint
    var previousLocationInWindow: CGPoint
    /// When the touch was at `previousLocationInWindow`: with it, the recent
    /// motion `UIEvent.predictedTouches(for:)` extrapolates.
    var previousTimestamp: TimeInterval
    /// The moves the application merged into this report, oldest first, not
    /// counting the report itself (`UIEvent.coalescedTouches(for:)`); empty
    /// when every move was its own report.
    var coalescedSamples: [(location: CGPoint, timestamp: TimeInterval)] = []
    /// Where and when the touch began: a `touchesBegan` held back by
    /// `delaysTouchesBegan` is delivered late with these (UIKit docs).
    let initialLocationInWindow: CGPoint
    let initialTimestamp: TimeInterval

    init(window: UIWindow, location: CGPoint, timestamp: TimeInterval) {
        self.window = window
        locationInWindow = location
        previousLocationInWindow = location
        initialLocationInWindow = location
        self.timestamp = timestamp
        previousTimestamp = timestamp
        initialTimestamp = timestamp
    }

    /// Returns the touch's current location in the coordinates of `view`, or of
    /// the window when `view` is `nil`.
    public func location(in view: UIView?) -> CGPoint {
        guard let view, view !== window else { return locationInWindow }
        return view.convert(locationInWindow, from: window)
    }

    /// Returns the touch's previous location in the coordinates of `view`, or of
    /// the window when `view` is `nil`.
    public func previousLocation(in view: UIView?) -> CGPoint {
        guard let view, view !== window else { return previousLocationInWindow }
        return view.convert(previousLocationInWindow, from: window)
    }

    // MARK: What the view has been told (the dispatcher's bookkeeping)

    /// How far delivery to `view` has gone; `touchesCancelled` and the held
    /// calls of `delaysTouchesBegan/Ended` depend on it.
    enum ViewDelivery { case none, heldBegan, began, heldEnded, finished }
    /// Written by the dispatch code alone (`Dispatch/TouchDelivery.swift`);
    /// everyone else reads it through the properties below.
    let delivery = TouchViewDelivery()
    var viewDelivery: ViewDelivery { delivery.stage }
    /// The recognizer whose recognition cancelled this touch in its view.
    var cancelledBy: UIGestureRecognizer? { delivery.cancelledBy }
    /// Why the view never hears this touch (`isMultipleTouchEnabled`,
    /// `isExclusiveTouch`); its recognizers still do. Set at touch-down.
    var withholding: TouchWithholding? { delivery.withholding }
    /// Whether the view is following this touch, for the rules a later
    /// finger is judged by: a touch withheld from its view, cancelled in it or
    /// refused by a scroll view is no view's.
    var isTrackedByView: Bool { viewDelivery != .finished }
    /// Not yet ended or cancelled: a finger still on the glass.
    var isDown: Bool { phase != .ended && phase != .cancelled }

    // Touches are compared by identity (NSObject's `isEqual(_:)` and `hash`):
    // a touch is the same object for its whole life.

    /// The phase, tap count, window location and view, as UIKit's description
    /// prints them in the seed logs.
    public override var description: String {
        let p = locationInWindow
        return "<UITouch: phase = \(phase); tapCount = \(tapCount); window location = (\(uikitNumber(p.x)) \(uikitNumber(p.y))); view = \(view.map { $0.shortName } ?? "nil")>"
    }
}
