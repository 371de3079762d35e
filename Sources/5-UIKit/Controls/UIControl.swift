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
    /// The events a control sends actions for. Raw values as Apple's
    /// (`UIControlEvents`).
    public struct Event: OptionSet, Hashable, Sendable {
        /// The events as bits.
        public let rawValue: UInt
        /// Makes a set of events from its bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// A touch-down event in the control.
        public static let touchDown = Event(rawValue: 1 << 0)
        /// A second or later touch-down in a row: the touch's `tapCount` is more than one.
        public static let touchDownRepeat = Event(rawValue: 1 << 1)
        /// A finger dragged within the control's bounds, grown by ``UIControl/touchSlop``.
        public static let touchDragInside = Event(rawValue: 1 << 2)
        /// A finger dragged outside the control's bounds, grown by ``UIControl/touchSlop``.
        public static let touchDragOutside = Event(rawValue: 1 << 3)
        /// A finger dragged into the control.
        public static let touchDragEnter = Event(rawValue: 1 << 4)
        /// A finger dragged from within the control to outside it.
        public static let touchDragExit = Event(rawValue: 1 << 5)
        /// A finger lifted inside the control: a button's tap.
        public static let touchUpInside = Event(rawValue: 1 << 6)
        /// A finger lifted outside the control.
        public static let touchUpOutside = Event(rawValue: 1 << 7)
        /// The system cancelled the control's touch (a recognizer recognized, Behaviour §4).
        public static let touchCancel = Event(rawValue: 1 << 8)
        /// The user changed the control's value.
        public static let valueChanged = Event(rawValue: 1 << 12)
        /// A semantic action of the control: a button's tap.
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        /// All touch events.
        public static let allTouchEvents = Event(rawValue: 0x0FFF)
        /// All events, system ones included.
        public static let allEvents = Event(rawValue: 0xFFFF_FFFF)

        /// The names of the single events in this set, in declaration order, for traces.
        @_spi(TouchLab) public var names: [String] {
            let all: [(Event, String)] = [(.touchDown, "touchDown"), (.touchDownRepeat, "touchDownRepeat"),
                (.touchDragInside, "touchDragInside"), (.touchDragOutside, "touchDragOutside"),
                (.touchDragEnter, "touchDragEnter"), (.touchDragExit, "touchDragExit"),
                (.touchUpInside, "touchUpInside"), (.touchUpOutside, "touchUpOutside"),
                (.touchCancel, "touchCancel"), (.valueChanged, "valueChanged"),
                (.primaryActionTriggered, "primaryActionTriggered"), (.menuActionTriggered, "menuActionTriggered"),
                (.editingDidBegin, "editingDidBegin"), (.editingChanged, "editingChanged"),
                (.editingDidEnd, "editingDidEnd"), (.editingDidEndOnExit, "editingDidEndOnExit")]
            return all.filter { contains($0.0) }.map(\.1)
        }
    }

    /// How far outside its bounds a touch still counts as inside.
    public static let touchSlop: CGFloat = 70

    // Open, as in UIKit: subclasses restyle with `override var isHighlighted { didSet { … } }`.
    /// Whether the control is enabled; a disabled control ignores its touches
    /// and draws dimmed.
    open var isEnabled = true { didSet { setNeedsRedraw() } }
    /// Whether the control is selected.
    open var isSelected = false { didSet { setNeedsRedraw() } }
    /// Whether the control draws highlighted; true while a touch is down inside it.
    open var isHighlighted = false { didSet { setNeedsRedraw() } }
    /// Whether the control is tracking a touch: from `touchesBegan`, while
    /// ``beginTracking(_:with:)`` and ``continueTracking(_:with:)`` say yes.
    public private(set) var isTracking = false
    /// Whether the control's touch is inside its bounds, grown by ``touchSlop``.
    public private(set) var isTouchInside = false

    /// The state the three flags add up to, as UIKit computes it.
    open var state: State {
        var state: State = .normal
        if isHighlighted { state.insert(.highlighted) }
        if !isEnabled { state.insert(.disabled) }
        if isSelected { state.insert(.selected) }
        return state
    }

    private enum Handler {
        case closure((UIControl, Event) -> Void)
        case action(UIAction)
        case targetAction(target: AnyObject?, action: Selector)
    }
    private var actions: [(events: Event, handler: Handler)] = []

    /// `addTarget(_:action:for:)` with a closure where UIKit takes a selector:
    /// `button.addTarget(self, action: #selector(save), for: .touchUpInside)` reads
    /// `button.addAction(for: .touchUpInside) { [unowned self] _, _ in save() }`.
    /// The closure receives the control and the event that fired.
    public func addAction(for events: Event, _ action: @escaping (UIControl, Event) -> Void) {
        actions.append((events, .closure(action)))
    }

    /// UIKit's `addAction(_:for:)` (iOS 14): the action's handler runs with
    /// `action.sender` set to this control. Adding the same action again for
    /// the same events does nothing, as in UIKit.
    public func addAction(_ action: UIAction, for controlEvents: Event) {
        if !actions.contains(where: { Self.entry($0, holds: { $0 === action }, for: controlEvents) }) {
            actions.append((controlEvents, .action(action)))
        }
    }

    /// Removes an action added with ``addAction(_:for:)`` for exactly these events.
    public func removeAction(_ action: UIAction, for controlEvents: Event) {
        actions.removeAll { Self.entry($0, holds: { $0 === action }, for: controlEvents) }
    }

    /// Removes the action with this identifier, added for exactly these events.
    public func removeAction(identifiedBy identifier: UIAction.Identifier, for controlEvents: Event) {
        actions.removeAll { Self.entry($0, holds: { $0.identifier == identifier }, for: controlEvents) }
    }

    private static func entry(_ entry: (events: Event, handler: Handler), holds matches: (UIAction) -> Bool,
                              for controlEvents: Event) -> Bool {
        guard entry.events == controlEvents, case let .action(action) = entry.handler else { return false }
        return matches(action)
    }

    /// UIKit's target-action with a named action (see `Selector`). A nil
    /// target sends it up the responder chain from the first responder:
    /// `addTarget(nil, action: "save:", for: .touchUpInside)`.
    open func addTarget(_ target: AnyObject?, action: Selector, for controlEvents: Event) {
        actions.append((controlEvents, .targetAction(target: target, action: action)))
    }

    /// UIKit's `removeTarget(_:action:for:)`: a nil target removes the
    /// action from every target, a nil action every action of the target.
    public func removeTarget(_ target: Any?, action: Selector?, for controlEvents: Event) {
        let object = target.map { $0 as AnyObject }
        actions.removeAll { entry in
            guard case let .targetAction(entryTarget, entryAction) = entry.handler else { return false }
            return entry.events.intersection(controlEvents) == entry.events
                && (object == nil || entryTarget === object) && (action == nil || entryAction == action)
        }
    }

    /// The event whose touches the control is handling, passed to an action
    /// method that takes `(sender, event)` as iOS passes it; nil otherwise.
    private var eventBeingHandled: UIEvent?

    /// Removes every action, closure and target-action of the control.
    public func removeAllActions() { actions.removeAll() }

    /// Runs the actions registered for each event in `events`, one event at a time
    /// in UIKit's order (touchDown before touchUpInside, …), and traces each event.
    open func sendActions(for events: Event) {
        for single in Self.eventOrder where events.contains(single) {
            trace(.controlEvent(control: Traced(self), event: single))
            for entry in actions where entry.events.contains(single) {
                switch entry.handler {
                case let .closure(closure): closure(self, single)
                case let .action(action):
                    action.sender = self
                    action.handler(action)
                    action.sender = nil
                case let .targetAction(target, action):
                    if let application = window?.windowScene?.application {
                        application.sendAction(action, to: target, from: self, for: eventBeingHandled)
                    } else if let target {
                        // Not in a window (a control driven by hand): straight to its target.
                        ObjCRuntime.sendOrStop(action, to: target, arguments: [self, eventBeingHandled], from: className)
                    }
                }
            }
        }
    }

    /// The control's semantic action, sent with `.touchUpInside`. A plain
    /// `UIControl` has none (UIKit's docs: `.primaryActionTriggered` is "a
    /// semantic action triggered by buttons"); `UIButton` answers yes.
    open var sendsPrimaryActionOnTouchUpInside: Bool { false }
    private static let eventOrder: [Event] = [.touchDown, .touchDownRepeat, .touchDragEnter, .touchDragExit,
        .touchDragInside, .touchDragOutside, .touchUpInside, .touchUpOutside, .touchCancel, .valueChanged,
        .primaryActionTriggered, .menuActionTriggered, .editingDidBegin, .editingChanged, .editingDidEnd, .editingDidEndOnExit]

    // MARK: Tracking — override points, as in UIKit

    /// Called when a touch enters the control's bounds; return `false` to stop
    /// tracking it. `true` by default.
    open func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }
    /// Called when a touch the control tracks moves; return `false` to stop
    /// tracking it. `true` by default.
    open func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }
    /// Called when a touch the control tracks ends.
    open func endTracking(_ touch: UITouch?, with event: UIEvent?) {}
    /// Called when the control's touch is cancelled.
    open func cancelTracking(with event: UIEvent?) {}

    // MARK: Touches — a control handles its own; it does not pass them up.
    //
    // Its own: touches whose view is the control. A touch of a subview that
    // handles touches, passed up the chain to the control, is not the
    // control's to track — no beginTracking, no endTracking, no action — and
    // goes on up the chain (Behaviour §6, "A control tracks only its own
    // touches": a published log of a plain view inside a UIButton).

    /// Whether `touch` is the control's own: hit-testing chose the control.
    private func tracksOwn(_ touches: Set<UITouch>) -> UITouch? {
        guard let touch = touches.first, touch.view === self else { return nil }
        return touch
    }

    /// Starts tracking: highlights the control and sends `.touchDown`
    /// (with `.touchDownRepeat` on a repeated tap). A control handles its own
    /// touches and does not pass them up the chain.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = tracksOwn(touches) else { return super.touchesBegan(touches, with: event) }
        eventBeingHandled = event
        defer { eventBeingHandled = nil }
        guard isEnabled else { return }
        isTouchInside = true
        isTracking = beginTracking(touch, with: event)
        isHighlighted = true
        sendActions(for: touch.tapCount > 1 ? [.touchDown, .touchDownRepeat] : .touchDown)
    }

    /// Sends `.touchDragInside` or `.touchDragOutside`, with `.touchDragEnter`
    /// or `.touchDragExit` when the finger crosses the grown bounds.
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = tracksOwn(touches) else { return super.touchesMoved(touches, with: event) }
        eventBeingHandled = event
        defer { eventBeingHandled = nil }
        guard isEnabled else { return }
        let inside = isInsideForTracking(touch.location(in: self))
        if isTracking { isTracking = continueTracking(touch, with: event) }
        var events: Event = inside ? .touchDragInside : .touchDragOutside
        if inside != isTouchInside { events.insert(inside ? .touchDragEnter : .touchDragExit) }
        isTouchInside = inside
        isHighlighted = inside
        sendActions(for: events)
    }

    /// Sends `.touchUpInside` (and `.primaryActionTriggered` for a button) or
    /// `.touchUpOutside`, and ends the highlight.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = tracksOwn(touches) else { return super.touchesEnded(touches, with: event) }
        eventBeingHandled = event
        defer { eventBeingHandled = nil }
        guard isEnabled else { return }
        let inside = isInsideForTracking(touch.location(in: self))
        if isTracking { endTracking(touch, with: event) }
        isTracking = false
        isHighlighted = false
        isTouchInside = inside
        if inside {
            sendActions(for: sendsPrimaryActionOnTouchUpInside ? [.touchUpInside, .primaryActionTriggered] : .touchUpInside)
        } else {
            sendActions(for: .touchUpOutside)
        }
    }

    /// Sends `.touchCancel` and ends the highlight: a recognizer took the touch.
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard tracksOwn(touches) != nil else { return super.touchesCancelled(touches, with: event) }
        eventBeingHandled = event
        defer { eventBeingHandled = nil }
        if isTracking { cancelTracking(with: event) }
        isTracking = false
        isHighlighted = false
        sendActions(for: .touchCancel)
    }

    func isInsideForTracking(_ p: CGPoint) -> Bool {
        bounds.insetBy(dx: -Self.touchSlop, dy: -Self.touchSlop).containsPointUIKit(p)
    }
}
