import CX11
#if canImport(Glibc)
import Glibc
#endif

/// Taking events off a connection without losing any and without hanging.
///
/// The one rule (PlatformNotes): Xlib reads the socket in chunks and keeps
/// what it read in its own queue, which `poll()` cannot see. So a reader
/// always drains the queue first and polls only when it is empty:
///
///     ┌──▶ pending > 0 ? ── yes ──▶ nextEvent ──▶ handle ──┐
///     │        │ no                                          │
///     │        ▼                                             │
///     └── poll(fileDescriptor) ◀─────────────────────────────┘
extension XDisplay {
    /// The next event, blocking until one arrives.
    public func nextInputEvent() -> XInputEvent { decode(nextEvent()) }

    /// The next event, or nil if none arrives within `timeout`.
    public func nextInputEvent(timeout: Duration) -> XInputEvent? {
        let deadline = ContinuousClock.now.advanced(by: timeout)
        while true {
            if pending > 0 { return nextInputEvent() }
            guard waitUntilReadable(deadline: deadline) else { return pending > 0 ? nextInputEvent() : nil }
        }
    }

    /// Hands every event that can be had without blocking to `body`, in
    /// order; returns how many. Call it when `fileDescriptor` polls readable.
    @discardableResult
    public func drainInputEvents(_ body: (XInputEvent) -> Void) -> Int {
        var count = 0
        while pending > 0 {
            body(nextInputEvent())
            count += 1
        }
        return count
    }

    /// Waits for the first event of `type` on `window`, leaving every other
    /// event queued in order. Throws `.timedOut(what)` at the deadline.
    func waitForEvent(type: Int32, window: Window, timeout: Duration, what: String) throws(XServerError) -> XEvent {
        let deadline = ContinuousClock.now.advanced(by: timeout)
        var event = XEvent()
        while true {
            // Flushes, reads what the socket has, and searches the queue;
            // when it fails, nothing matching is buffered, so polling is safe.
            if XCheckTypedWindowEvent(handle, window, type, &event) != 0 { return event }
            guard waitUntilReadable(deadline: deadline) else {
                if XCheckTypedWindowEvent(handle, window, type, &event) != 0 { return event }
                throw .timedOut("\(what) within \(timeout) on \"\(name)\"")
            }
        }
    }

    /// poll(2) on the socket until readable (true) or the deadline (false).
    func waitUntilReadable(deadline: ContinuousClock.Instant) -> Bool {
        while true {
            let left = ContinuousClock.now.duration(to: deadline)
            guard left > .zero else { return false }
            let (seconds, attoseconds) = left.components
            let ms = Int32(clamping: seconds * 1000 + (attoseconds + 999_999_999_999_999) / 1_000_000_000_000_000)
            var fd = pollfd(fd: fileDescriptor, events: Int16(POLLIN), revents: 0)
            let ready = poll(&fd, 1, ms)
            if ready > 0 { return true }
            if ready < 0 && errno != EINTR { return false }
        }
    }
}
