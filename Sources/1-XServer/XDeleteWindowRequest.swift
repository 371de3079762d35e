import CX11

extension XDisplay {
    /// Asks `window` to close the way a window manager does: a `WM_PROTOCOLS`
    /// ClientMessage carrying `WM_DELETE_WINDOW`, sent to the window's owner.
    ///
    /// Xvfb has no window manager, so nothing else ever sends this; tests and
    /// scripted demos use it to exercise the close path (PlatformNotes).
    /// Works from any connection: atoms and window ids are server-wide.
    public func sendDeleteWindowRequest(to window: Window) {
        var event = cx11_client_message(window, wmProtocolsAtom, Int(bitPattern: wmDeleteWindowAtom), 0 /* CurrentTime */)
        // Event mask 0: deliver to the client that created the window.
        XSendEvent(handle, window, 0, 0, &event)
        flush()
    }
}
