/// The stand-in for IOKit's `IOHIDEvent`: one pointer, wheel or key event as
/// the hardware layer reports it, before any app has seen it.
///
/// Coordinates are screen points — here, the X window's pixels. SpringBoard
/// has already decided which app gets the event; the app converts to its
/// `UIWindow`'s coordinates through the window's frame. `timestamp` is monotonic
/// nanoseconds (CLOCK_MONOTONIC), never wall-clock time.
public struct HIDEvent: Equatable, Sendable {
    /// What happened. The raw values are the `kind` byte of a `HIDMessage`
    /// frame, so they never change once written.
    public enum Kind: UInt8, Sendable, CaseIterable {
        /// A button went down: a finger touched (touch phase began).
        case pointerDown = 1
        /// The pointer moved with a button held: the finger moved. Coalesced
        /// when the app lags (only the latest position matters).
        case pointerMove = 2
        /// The button went up: the finger lifted.
        case pointerUp = 3
        /// A wheel step, in points (`deltaX`, `deltaY`): a scroll without a touch.
        case scroll = 4
        /// A key went down (`keyCode` is its X keysym).
        case key = 5
        /// The key went up.
        case keyUp = 6
        /// Not input: a marker a script player sends behind its events, so
        /// the app knows when it has handled them all (UIKit never sees it).
        case marker = 7
        /// The pointer moved with no button held: no touch, a hover (iPadOS's
        /// `UIEvent.EventType.hover`). Coalesced like `pointerMove`.
        case hover = 8

        /// A move or a hover: only the latest position of a finger matters,
        /// so the port and SpringBoard's outbox may replace one with a newer one.
        @inline(__always) public var isMotion: Bool { self == .pointerMove || self == .hover }
    }

    /// What happened.
    public var kind: Kind
    /// Monotonic time in nanoseconds.
    public var timestamp: UInt64
    /// Horizontal position in screen points (the X window's pixels, before `ScreenMapping`).
    public var x: Double
    /// Vertical position in screen points, down from the top.
    public var y: Double
    /// Pointer button (1 = primary, 3 = secondary). 0 for a hover. For a
    /// key, the physical key (X keycode), 0 if unknown.
    public var button: UInt8
    /// X's modifier state (Shift = 1, Control = 4, Mod1/Alt = 8) when the event happened.
    public var modifiers: UInt32
    /// Wheel deltas in points, for `.scroll`: horizontal…
    public var deltaX: Double
    /// …and vertical (positive scrolls the content up, as a finger moving up would).
    public var deltaY: Double
    /// Key symbol, for `.key`.
    public var keyCode: UInt32
    /// Which finger, for pointer events: 0 is the pointer itself; 1… are
    /// further fingers (the iOS Simulator's Alt finger). Below `fingerLimit`.
    public var finger: UInt8

    /// Fingers the port accepts (an iPhone tracks about this many).
    public static let fingerLimit: UInt8 = 10

    /// Every field but `kind` and `timestamp` defaults to 0, so each kind names only what it uses.
    public init(kind: Kind, timestamp: UInt64, x: Double = 0, y: Double = 0, button: UInt8 = 0,
                modifiers: UInt32 = 0, deltaX: Double = 0, deltaY: Double = 0, keyCode: UInt32 = 0, finger: UInt8 = 0) {
        self.kind = kind; self.timestamp = timestamp; self.x = x; self.y = y; self.button = button
        self.modifiers = modifiers; self.deltaX = deltaX; self.deltaY = deltaY; self.keyCode = keyCode
        self.finger = finger
    }
}
