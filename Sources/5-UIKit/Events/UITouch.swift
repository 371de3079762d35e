import Foundation

/// One finger — the pointer, or another finger a script or the driver puts
/// down — for its whole life, from down to up.
///
/// A touch is bound to the view hit-testing found at touch-down and keeps that
/// view until it ends, even if it moves out of it (Behaviour §2). The recognizers
/// of that view and its ancestors are attached to it at the same moment.
public final class UITouch: Hashable, CustomStringConvertible {
    public enum Phase: Int, Sendable, CustomStringConvertible {
        case began, moved, stationary, ended, cancelled
        public var description: String {
            switch self {
            case .began: "Began"
            case .moved: "Moved"
            case .stationary: "Stationary"
            case .ended: "Ended"
            case .cancelled: "Cancelled"
            }
        }
    }

    /// What made the touch, with Apple's raw values. A pointer's click is a
    /// `.direct` touch unless the app opts into indirect input (on iPadOS,
    /// `UIApplicationSupportsIndirectInputEvents`), when it is `.indirectPointer`.
    public enum TouchType: Int, Sendable {
        case direct = 0, indirect = 1, pencil = 2, indirectPointer = 3
        public static let stylus = TouchType.pencil
    }

    public internal(set) var type: TouchType = .direct
    public internal(set) var phase: Phase = .began
    /// Seconds, on the same monotonic clock as the run loop.
    public internal(set) var timestamp: TimeInterval
    public internal(set) var tapCount: Int = 1
    public internal(set) var view: UIView?
    public internal(set) var window: UIWindow?
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

    public func location(in view: UIView?) -> CGPoint {
        guard let view, view !== window else { return locationInWindow }
        return view.convert(locationInWindow, from: window)
    }

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

    public static func == (a: UITouch, b: UITouch) -> Bool { a === b }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

    public var description: String {
        let p = locationInWindow
        return "<UITouch: phase = \(phase); tapCount = \(tapCount); window location = (\(uikitNumber(p.x)) \(uikitNumber(p.y))); view = \(view.map { $0.shortName } ?? "nil")>"
    }
}
