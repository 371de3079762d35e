import Foundation

/// A view that turns its own touches into control events (touchDown,
/// touchUpInside, …) sent to closures — UIKit's target-action.
///
///     touchesBegan     → beginTracking    → .touchDown (.touchDownRepeat on a double tap)
///     touchesMoved     → continueTracking → .touchDragInside / .touchDragOutside,
///                                           .touchDragEnter / .touchDragExit on crossing
///     touchesEnded     → endTracking      → .touchUpInside / .touchUpOutside
///     touchesCancelled → cancelTracking   → .touchCancel
///
/// "Inside" is generous, as in UIKit: the bounds grown by 70 points, so a
/// finger that slips a little off a button still presses it.
open class UIControl: UIView {
    public struct Event: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let touchDown = Event(rawValue: 1 << 0)
        public static let touchDownRepeat = Event(rawValue: 1 << 1)
        public static let touchDragInside = Event(rawValue: 1 << 2)
        public static let touchDragOutside = Event(rawValue: 1 << 3)
        public static let touchDragEnter = Event(rawValue: 1 << 4)
        public static let touchDragExit = Event(rawValue: 1 << 5)
        public static let touchUpInside = Event(rawValue: 1 << 6)
        public static let touchUpOutside = Event(rawValue: 1 << 7)
        public static let touchCancel = Event(rawValue: 1 << 8)
        public static let valueChanged = Event(rawValue: 1 << 12)
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        public static let allTouchEvents = Event(rawValue: 0x0FFF)
        public static let allEvents = Event(rawValue: 0xFFFF_FFFF)

        public var names: [String] {
            let all: [(Event, String)] = [(.touchDown, "touchDown"), (.touchDownRepeat, "touchDownRepeat"),
                (.touchDragInside, "touchDragInside"), (.touchDragOutside, "touchDragOutside"),
                (.touchDragEnter, "touchDragEnter"), (.touchDragExit, "touchDragExit"),
                (.touchUpInside, "touchUpInside"), (.touchUpOutside, "touchUpOutside"),
                (.touchCancel, "touchCancel"), (.valueChanged, "valueChanged"),
                (.primaryActionTriggered, "primaryActionTriggered")]
            return all.filter { contains($0.0) }.map(\.1)
        }
    }

    /// How far outside its bounds a touch still counts as inside.
    public static let touchSlop: CGFloat = 70

    public var isEnabled = true { didSet { setNeedsDisplay() } }
    public var isSelected = false { didSet { setNeedsDisplay() } }
    public internal(set) var isHighlighted = false { didSet { setNeedsDisplay() } }
    public private(set) var isTracking = false
    public private(set) var isTouchInside = false

    private var actions: [(events: Event, action: (UIControl, Event) -> Void)] = []

    /// UIKit's `addTarget(_:action:for:)` with a closure; it receives the control and the event that fired.
    public func addAction(for events: Event, _ action: @escaping (UIControl, Event) -> Void) {
        actions.append((events, action))
    }
    public func removeAllActions() { actions.removeAll() }

    public func sendActions(for events: Event) {
        for single in Self.eventOrder where events.contains(single) {
            trace(.controlEvent(control: self, event: single))
            for entry in actions where entry.events.contains(single) { entry.action(self, single) }
        }
    }
    private static let eventOrder: [Event] = [.touchDown, .touchDownRepeat, .touchDragEnter, .touchDragExit,
        .touchDragInside, .touchDragOutside, .touchUpInside, .touchUpOutside, .touchCancel, .valueChanged,
        .primaryActionTriggered]

    // MARK: Tracking — override points, as in UIKit

    open func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }
    open func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }
    open func endTracking(_ touch: UITouch?, with event: UIEvent?) {}
    open func cancelTracking(with event: UIEvent?) {}

    // MARK: Touches — a control handles its own; it does not pass them up.

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isEnabled, let touch = touches.first else { return }
        isTouchInside = true
        isTracking = beginTracking(touch, with: event)
        isHighlighted = true
        sendActions(for: touch.tapCount > 1 ? [.touchDown, .touchDownRepeat] : .touchDown)
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isEnabled, let touch = touches.first else { return }
        let inside = isInsideForTracking(touch.location(in: self))
        if isTracking { isTracking = continueTracking(touch, with: event) }
        var events: Event = inside ? .touchDragInside : .touchDragOutside
        if inside != isTouchInside { events.insert(inside ? .touchDragEnter : .touchDragExit) }
        isTouchInside = inside
        isHighlighted = inside
        sendActions(for: events)
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isEnabled, let touch = touches.first else { return }
        let inside = isInsideForTracking(touch.location(in: self))
        if isTracking { endTracking(touch, with: event) }
        isTracking = false
        isHighlighted = false
        isTouchInside = inside
        sendActions(for: inside ? [.touchUpInside, .primaryActionTriggered] : .touchUpOutside)
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        if isTracking { cancelTracking(with: event) }
        isTracking = false
        isHighlighted = false
        sendActions(for: .touchCancel)
    }

    func isInsideForTracking(_ p: CGPoint) -> Bool {
        bounds.insetBy(dx: -Self.touchSlop, dy: -Self.touchSlop).containsPointUIKit(p)
    }

    /// A control's own single tap wins over a single-tap recognizer on an
    /// ancestor (UIKit, iOS 6 and later): that recognizer is not allowed to begin.
    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        if let tap = gestureRecognizer as? UITapGestureRecognizer, tap.view !== self,
           tap.numberOfTapsRequired == 1, tap.numberOfTouchesRequired == 1 {
            return false
        }
        return true
    }
}
