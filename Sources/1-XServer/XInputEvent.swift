import CX11

/// An X event reduced to what the input pipeline uses, in the window's
/// coordinates and the X server's clock.
///
/// `time` is the server's millisecond clock (32 bits, wraps after 49.7 days).
/// Events injected in one burst can carry the same `time` (PlatformNotes),
/// so anything dividing by a time difference must allow zero. `state` is the
/// modifier and button mask *before* the event: a ButtonPress's state lacks
/// the button being pressed, a ButtonRelease's still has it.
public enum XInputEvent: Equatable, Sendable {
    /// A pointer button went down at (`x`, `y`) in window pixels; `time` is X's milliseconds
    /// (repeats inside a burst: PlatformNotes), so SpringBoard stamps its own time.
    case buttonPress(x: Int, y: Int, button: UInt8, time: UInt32, state: UInt32)
    /// A pointer button went up; `state` still has the button's bit.
    case buttonRelease(x: Int, y: Int, button: UInt8, time: UInt32, state: UInt32)
    /// The pointer moved, with or without a button held (`state` says which).
    case motion(x: Int, y: Int, time: UInt32, state: UInt32)
    /// `text` is the Latin-1 text the key types, nil for keys that type
    /// nothing or only a control character (Return, Escape: see `keysym`).
    /// `state`: the modifier and button mask at the press (ShiftMask, ControlMask…).
    /// `keycode`: the physical key (8…255), the same at press and release
    /// even when the keysym differs (Shift let go first).
    case keyPress(keysym: UInt32, text: String?, state: UInt32 = 0, keycode: UInt8 = 0)
    /// The key went up (`UIPress` ends).
    case keyRelease(keysym: UInt32, state: UInt32 = 0, keycode: UInt8 = 0)
    /// `count` more Expose events follow for this window; redraw at 0.
    case expose(count: Int)
    /// The window's size is now `width`×`height` pixels (ConfigureNotify).
    case configure(width: Int, height: Int)
    /// The window manager (or a test standing in for one) asks the window to
    /// close: a `WM_PROTOCOLS` ClientMessage carrying `WM_DELETE_WINDOW`.
    case closeRequested
    /// The window no longer exists: another client destroyed it
    /// (`xdotool windowclose`, a window manager's kill), or its creator did.
    /// Nothing can be drawn or read there any more.
    case destroyed
    /// A marker a script player sends behind the events it injected
    /// (`XTestInjector.sendInputMarker`): everything injected before it has
    /// been delivered ahead of it on this connection. `number` 0 is the end
    /// of the script; any other is the player's own (a step to perform in order).
    case inputMarker(number: Int)
    /// Any other event, by its X type (MapNotify = 19, ...).
    case other(type: Int32)


    /// `Button1Mask` ... `Button5Mask`: bit `7 + n` of `state` is button n held.
    public static func isButtonHeld(_ button: UInt8, in state: UInt32) -> Bool {
        (1...5).contains(button) && state & (UInt32(1) << (7 + UInt32(button))) != 0
    }
}

extension XDisplay {
    /// Decodes one raw event. A ClientMessage is `.closeRequested` only if it
    /// is `WM_PROTOCOLS` + `WM_DELETE_WINDOW` as interned on this connection,
    /// and `.inputMarker` only if its type is `_TOUCHLAB_INPUT_MARKER`.
    public func decode(_ event: XEvent) -> XInputEvent {
        var event = event
        let f = withUnsafePointer(to: &event) { cx11_event_fields($0) }
        switch f.type {
        case ButtonPress:
            return .buttonPress(x: Int(f.x), y: Int(f.y), button: UInt8(truncatingIfNeeded: f.detail),
                                time: UInt32(truncatingIfNeeded: f.time), state: f.state)
        case ButtonRelease:
            return .buttonRelease(x: Int(f.x), y: Int(f.y), button: UInt8(truncatingIfNeeded: f.detail),
                                  time: UInt32(truncatingIfNeeded: f.time), state: f.state)
        case MotionNotify:
            return .motion(x: Int(f.x), y: Int(f.y), time: UInt32(truncatingIfNeeded: f.time), state: f.state)
        case KeyPress, KeyRelease:
            var keysym: KeySym = 0
            var buffer = [CChar](repeating: 0, count: 16)
            let count = cx11_lookup_key(&event, &buffer, Int32(buffer.count), &keysym)
            let keycode = UInt8(truncatingIfNeeded: f.detail)
            if f.type == KeyRelease { return .keyRelease(keysym: UInt32(truncatingIfNeeded: keysym), state: f.state, keycode: keycode) }
            let bytes = buffer.prefix(Int(max(0, count))).map { UInt8(bitPattern: $0) }
            let printable = !bytes.isEmpty && bytes.allSatisfy { $0 >= 0x20 && $0 != 0x7f }
            // Latin-1 bytes are exactly the first 256 Unicode scalars.
            let text = printable ? String(String.UnicodeScalarView(bytes.map { Unicode.Scalar($0) })) : nil
            return .keyPress(keysym: UInt32(truncatingIfNeeded: keysym), text: text, state: f.state, keycode: keycode)
        case Expose:
            return .expose(count: Int(f.count))
        case ConfigureNotify:
            return .configure(width: Int(f.width), height: Int(f.height))
        case ClientMessage where f.message_type == wmProtocolsAtom && f.format == 32
                && Atom(truncatingIfNeeded: f.data0) == wmDeleteWindowAtom:
            return .closeRequested
        case ClientMessage where f.message_type == inputMarkerAtom && f.format == 32:
            return .inputMarker(number: Int(f.data0))
        case DestroyNotify:
            return .destroyed
        default:
            return .other(type: f.type)
        }
    }
}
