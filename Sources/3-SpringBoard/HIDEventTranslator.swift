import HID
import XServer

/// Turns X input events into the HID events an app receives: the job
/// backboardd's event system does for IOKit's reports (Behaviour §1 step 2).
///
/// | X event                                  | HID event                                   |
/// |------------------------------------------|---------------------------------------------|
/// | ButtonPress 1 / 3                        | `pointerDown`, button 1 / 3                 |
/// | MotionNotify, button 1 (else 3) held     | `pointerMove`, button 1 (else 3)            |
/// | MotionNotify, neither held               | `hover`, button 0                           |
/// | ButtonRelease 1 / 3                      | `pointerUp`, button 1 / 3                   |
/// | ButtonPress 4 / 5 (wheel up / down)      | `scroll`, deltaY −40 / +40                  |
/// | ButtonPress 6 / 7 (wheel left / right)   | `scroll`, deltaX −40 / +40                  |
/// | KeyPress                                 | `key`, keyCode = keysym                     |
/// | KeyRelease                               | `keyUp`, keyCode = keysym                   |
/// | a script player's end marker (ClientMessage) | `marker`                                    |
/// | anything else (button 2, 8+, wheel releases, Expose…) | nothing                        |
/// | a press beside the phone's screen, its moves and release | nothing (Behaviour §7)       |
///
/// The core pointer is the one finger (PlatformNotes: Xvfb has no touch
/// devices). The right button (3) is forwarded as what it is, a secondary
/// press: the app makes a touch of it only when it takes indirect pointer
/// input (iPadOS: a secondary click is an `.indirectPointer` touch with
/// `buttonMask` `.secondary`), and ignores it otherwise. Motion with no
/// button is a hover: UIKit wraps it as a `.hover` event for
/// `UIHoverGestureRecognizer`s, and the demo draws the pointer with it.

/// Deltas follow `contentOffset`: a positive deltaY scrolls content up the
/// screen (the wheel turned "down"), as a scroll view's pan moves `contentOffset` by it.
///
/// Timestamps are CLOCK_MONOTONIC nanoseconds taken when SpringBoard read the
/// event, not X's `time`: that is milliseconds and repeats inside a burst
/// (PlatformNotes), which would give velocities of infinity. They are made
/// strictly increasing (+1 ns over the previous when the clock has not
/// moved), so "later event" and "larger timestamp" always agree.
public struct HIDEventTranslator: Sendable {
    /// Points one wheel click scrolls.
    public var scrollStep: Double
    /// The timestamp given to the last event, 0 before the first.
    public private(set) var lastTimestamp: UInt64 = 0

    /// Maps the read time (CLOCK_MONOTONIC nanoseconds) to the app's clock:
    /// the demo's slow motion stamps events on its `DilatedClock`, so touch
    /// timestamps agree with its timers. nil keeps the read time.
    public var retime: (@Sendable (UInt64) -> UInt64)?

    /// Window pixels to screen points (the demo's phone is drawn scaled).
    public var screen: ScreenMapping

    /// The iOS Simulator's Alt finger (`SecondFinger`); nil: one pointer, one finger.
    public var secondFinger: SecondFinger?

    /// The button of a press that began off the screen: it, its moves and
    /// its release are dropped (`ScreenMapping.dropsPressesOffScreen`).
    public private(set) var droppedPressButton: UInt8?

    /// The defaults translate one-to-one: 40 points per wheel click, read-time stamps, window
    /// pixels as points, one finger.
    public init(scrollStep: Double = 40, retime: (@Sendable (UInt64) -> UInt64)? = nil, screen: ScreenMapping = .identity,
                secondFinger: SecondFinger? = nil) {
        self.scrollStep = scrollStep
        self.retime = retime
        self.screen = screen
        self.secondFinger = secondFinger
    }

    /// Every HID event `event` makes: the translated one and, with a
    /// `secondFinger`, the Alt finger's event after it.
    public mutating func translate(_ event: XInputEvent, readAt nanoseconds: UInt64, emit: (HIDEvent) -> Void) {
        guard let hid = translate(event, readAt: nanoseconds) else { return }
        guard secondFinger != nil else { emit(hid); return }
        var last = hid.timestamp
        secondFinger!.process(hid) { e in last = max(last, e.timestamp); emit(e) }
        lastTimestamp = last
    }

    /// The HID event for `event`, stamped `readAt` (or just after the last
    /// one), or nil for an event the app does not get.
    public mutating func translate(_ event: XInputEvent, readAt nanoseconds: UInt64) -> HIDEvent? {
        guard var hid = Self.unstamped(event, scrollStep: scrollStep) else { return nil }
        switch hid.kind {
        case .pointerDown, .pointerMove, .pointerUp, .scroll, .hover:
            if screen != .identity { (hid.x, hid.y) = screen.toPoints(x: hid.x, y: hid.y) }
        case .key, .keyUp, .marker:
            break
        }
        if isOffScreenPress(hid) { return nil }
        let nanoseconds = retime?(nanoseconds) ?? nanoseconds
        hid.timestamp = nanoseconds > lastTimestamp ? nanoseconds : lastTimestamp &+ 1
        lastTimestamp = hid.timestamp
        return hid
    }

    /// No touch begins beside the phone's glass: a press there is dropped,
    /// and so are its moves and its release (a click on the demo's panels
    /// used to hit-test the window twice and find nothing).
    private mutating func isOffScreenPress(_ hid: HIDEvent) -> Bool {
        switch hid.kind {
        case .pointerDown where droppedPressButton == nil:
            guard screen.dropsPressesOffScreen, !screen.isOnScreen(x: hid.x, y: hid.y) else { return false }
            droppedPressButton = hid.button
            return true
        case .pointerDown, .pointerMove:
            return droppedPressButton != nil
        case .pointerUp where droppedPressButton != nil:
            if hid.button == droppedPressButton { droppedPressButton = nil }
            return true
        default:
            return false
        }
    }

    /// Shift, Lock, Control and Mod1–Mod5: the state bits that are not buttons.
    static let modifierMask: UInt32 = 0xFF

    private static func unstamped(_ event: XInputEvent, scrollStep: Double) -> HIDEvent? {
        switch event {
        case let .buttonPress(x, y, button, _, state) where button == 1 || button == 3:
            return HIDEvent(kind: .pointerDown, timestamp: 0, x: Double(x), y: Double(y), button: UInt8(button),
                            modifiers: state & modifierMask)
        case let .buttonRelease(x, y, button, _, state) where button == 1 || button == 3:
            return HIDEvent(kind: .pointerUp, timestamp: 0, x: Double(x), y: Double(y), button: UInt8(button),
                            modifiers: state & modifierMask)
        case let .motion(x, y, _, state):
            let held: UInt8 = XInputEvent.isButtonHeld(1, in: state) ? 1 : XInputEvent.isButtonHeld(3, in: state) ? 3 : 0
            return HIDEvent(kind: held == 0 ? .hover : .pointerMove, timestamp: 0, x: Double(x), y: Double(y),
                            button: held, modifiers: state & modifierMask)
        case let .buttonPress(x, y, button, _, state) where (4...7).contains(button):
            let (dx, dy): (Double, Double) = switch button {
            case 4: (0, -scrollStep)
            case 5: (0, scrollStep)
            case 6: (-scrollStep, 0)
            default: (scrollStep, 0)
            }
            return HIDEvent(kind: .scroll, timestamp: 0, x: Double(x), y: Double(y),
                            modifiers: state & modifierMask, deltaX: dx, deltaY: dy)
        case let .keyPress(keysym, _, state, keycode):
            return HIDEvent(kind: .key, timestamp: 0, button: keycode, modifiers: state & modifierMask, keyCode: keysym)
        case let .keyRelease(keysym, state, keycode):
            return HIDEvent(kind: .keyUp, timestamp: 0, button: keycode, modifiers: state & modifierMask, keyCode: keysym)
        case let .inputMarker(number):
            // In the same queue as the input before it: when the app reads it,
            // it has handled everything the script injected. Its number rides in `keyCode`.
            return HIDEvent(kind: .marker, timestamp: 0, keyCode: UInt32(truncatingIfNeeded: number))
        case .buttonPress, .buttonRelease, .expose, .configure, .closeRequested, .destroyed, .other:
            return nil
        }
    }
}
