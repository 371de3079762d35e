import CX11

/// Real input for a headless server: pointer motion, buttons and keys faked
/// with the XTest extension, as if a mouse and keyboard were attached.
///
/// XTest input goes through the server's input path like hardware input
/// (grabs, implicit button grabs, pointer-window selection), unlike
/// `XSendEvent`, which delivers one synthetic event that many programs
/// ignore. It is the closest thing to a finger Xvfb has: no device reports
/// touches, so the core pointer is the one touch (PlatformNotes).
///
/// The injector owns its **own** connection, so it can be driven from a
/// thread other than the one reading events, with no shared Xlib queue.
/// Each call is flushed at once: an injected event must not wait in Xlib's
/// output buffer while the test waits for it to arrive.
public final class XTestInjector: Sendable {
    /// The injector's own connection (never the app's or SpringBoard's).
    public let display: XDisplay

    /// Connects to `displayName` and checks that the server has XTest.
    public init(displayName: String) throws(XServerError) {
        let display = try XDisplay(name: displayName)
        var eventBase: Int32 = 0, errorBase: Int32 = 0, major: Int32 = 0, minor: Int32 = 0
        guard XTestQueryExtension(display.handle, &eventBase, &errorBase, &major, &minor) != 0 else {
            display.close()
            throw .extensionMissing(extension: "XTEST", display: displayName)
        }
        self.display = display
    }

    /// Connects to `$DISPLAY`.
    public convenience init() throws(XServerError) {
        try self.init(displayName: XDisplay.displayNameFromProcessEnvironment())
    }

    /// Closes the connection; close it before stopping the server (see `XDisplay`).
    public func close() { display.close() }

    /// Moves the pointer to (`x`, `y`) on the root window (screen pixels).
    public func move(toRootX x: Int, y: Int) {
        XTestFakeMotionEvent(display.handle, -1 /* the pointer's screen */, Int32(clamping: x), Int32(clamping: y), 0)
        display.flush()
    }

    /// Moves the pointer to (`x`, `y`) in `window`'s coordinates. Costs one
    /// round trip to find the window on the screen; for many moves, get
    /// `rootOrigin(of:)` once and use `move(toRootX:y:)`.
    public func move(toX x: Int, y: Int, in window: Window) throws(XServerError) {
        let origin = try rootOrigin(of: window)
        move(toRootX: origin.x + x, y: origin.y + y)
    }

    /// Moves the pointer to (`x`, `y`) in `window`'s pixels (one round trip, as above).
    public func move(toX x: Int, y: Int, in window: XWindow) throws(XServerError) {
        try move(toX: x, y: y, in: window.id)
    }

    /// Where `window`'s (0, 0) is on the root window.
    public func rootOrigin(of window: Window) throws(XServerError) -> (x: Int, y: Int) {
        var x: Int32 = 0, y: Int32 = 0
        var child: Window = 0
        let (sameScreen, error) = XProtocolErrors.trap(display.handle) {
            XTranslateCoordinates(display.handle, window, display.rootWindow, 0, 0, &x, &y, &child)
        }
        if let error { throw error }
        guard sameScreen != 0 else { throw .invalidArgument("window 0x\(String(window, radix: 16)) is not on the default screen") }
        return (Int(x), Int(y))
    }

    /// Presses pointer `button` (1 = primary, 2 = middle, 3 = secondary,
    /// 4/5 = wheel up/down, 6/7 = wheel left/right) where the pointer is.
    public func press(button: UInt8 = 1) {
        XTestFakeButtonEvent(display.handle, UInt32(button), 1, 0)
        display.flush()
    }

    /// Releases pointer `button` where the pointer is: the finger lifts.
    public func release(button: UInt8 = 1) {
        XTestFakeButtonEvent(display.handle, UInt32(button), 0, 0)
        display.flush()
    }

    /// Press and release in one flush: the two events may carry the same time.
    public func click(button: UInt8 = 1) {
        XTestFakeButtonEvent(display.handle, UInt32(button), 1, 0)
        XTestFakeButtonEvent(display.handle, UInt32(button), 0, 0)
        display.flush()
    }

    /// Presses and releases the key that types `keysym` (`XK_q`, `XK_Escape`),
    /// holding the `modifiers` keys (`XK_Shift_L`…) around it.
    public func tapKey(keysym: UInt32, holding modifiers: [UInt32] = []) throws(XServerError) {
        let keycode = try self.keycode(for: keysym)
        let held = try modifiers.map { (k: UInt32) throws(XServerError) -> UInt32 in try self.keycode(for: k) }
        for m in held { XTestFakeKeyEvent(display.handle, m, 1, 0) }
        XTestFakeKeyEvent(display.handle, keycode, 1, 0)
        XTestFakeKeyEvent(display.handle, keycode, 0, 0)
        for m in held.reversed() { XTestFakeKeyEvent(display.handle, m, 0, 0) }
        display.flush()
    }

    /// Presses or releases the key that types `keysym` and leaves it so (a
    /// held modifier: `XK_Alt_L` for the Simulator's second finger).
    public func setKey(keysym: UInt32, down: Bool) throws(XServerError) {
        XTestFakeKeyEvent(display.handle, try keycode(for: keysym), down ? 1 : 0, 0)
        display.flush()
    }

    private func keycode(for keysym: UInt32) throws(XServerError) -> UInt32 {
        let keycode = XKeysymToKeycode(display.handle, KeySym(keysym))
        guard keycode != 0 else {
            throw .invalidArgument("keysym 0x\(String(keysym, radix: 16)) is on no key of \"\(display.name)\"'s keyboard map")
        }
        return UInt32(keycode)
    }

    /// Sends the end marker after everything injected so far: a
    /// `_TOUCHLAB_INPUT_MARKER` ClientMessage to whoever reads `window`'s key
    /// presses (SpringBoard), which decodes it as `.inputMarker(number:)`.
    /// `number` 0 ends a script; others are the player's own marks.
    ///
    /// Why it arrives last: the server runs one client's requests in order,
    /// and delivers XTest input while it runs the fake-input request (xtest.c
    /// hands each event to the device at once), so every event injected on
    /// this connection is in the reader's stream before the marker is. The
    /// `XSync` makes a vanished window an error here, not a lost marker.
    public func sendInputMarker(to window: Window, number: Int = 0) throws(XServerError) {
        var event = cx11_client_message(window, display.inputMarkerAtom, number, 0)
        let (_, error) = XProtocolErrors.trap(display.handle) {
            // Not propagated, mask KeyPress: delivered to the clients that
            // select key presses on `window`, exactly the input reader.
            XSendEvent(display.handle, window, 0, KeyPressMask, &event)
        }
        if let error { throw error }
    }
}
