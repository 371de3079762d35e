import CSystem
import Glibc

/// libdispatch's hand-off to the main thread's run loop: the port CFRunLoop
/// watches on every pass of the main loop, so `DispatchQueue.main.async`
/// blocks run there (CF's `__CFRUNLOOP_IS_SERVICING_THE_MAIN_DISPATCH_QUEUE__`).
///
///     DispatchQueue.main.async { … } ─▶ libdispatch writes the eventfd
///       ─▶ the loop's Source1 on it wakes ─▶ read the eventfd, then
///          `_dispatch_main_queue_callback_4CF` runs every queued block
///
/// The two hooks are libdispatch's own exports (`nm -D libdispatch.so`),
/// looked up by the CSystem shim (`csystem_main_queue_handle`,
/// `csystem_drain_main_queue`), so the engine does not link libdispatch. The
/// eventfd is non-blocking and libdispatch never reads it itself (CF does, in
/// its port wait), so the perform reads it first: a block queued while the
/// others run writes it again and wakes the next pass.
///
/// Only the process's main thread may drain the main queue: libdispatch binds
/// the queue to it.
public struct MainDispatchQueuePort: Sendable {
    /// The descriptor that becomes readable when the main queue has work.
    public let fileDescriptor: Int32

    /// libdispatch's port, nil when the hooks are missing (a libdispatch that
    /// does not export them) or the main queue has no port (the handle is -1
    /// in a Swift Testing process, whose harness owns the main thread).
    public static let shared: MainDispatchQueuePort? = {
        let fileDescriptor = csystem_main_queue_handle()
        guard fileDescriptor >= 0 else { return nil }
        return MainDispatchQueuePort(fileDescriptor: fileDescriptor)
    }()

    /// Runs the blocks queued on the main queue. Call on the main thread.
    public func drain() {
        var count: UInt64 = 0
        _ = read(fileDescriptor, &count, MemoryLayout<UInt64>.size)  // EAGAIN when already read: fine
        _ = csystem_drain_main_queue()  // true: `shared` exists only when both hooks do
    }

    /// Whether blocks wait (the descriptor is readable now).
    public var hasWork: Bool {
        var entry = pollfd(fd: fileDescriptor, events: Int16(POLLIN), revents: 0)
        return poll(&entry, 1, 0) > 0
    }
}
