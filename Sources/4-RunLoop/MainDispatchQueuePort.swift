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
/// found with `dlsym` so no C shim is needed. The eventfd is non-blocking and
/// libdispatch never reads it itself (CF does, in its port wait), so the
/// perform reads it first: a block queued while the others run writes it
/// again and wakes the next pass.
///
/// Only the process's main thread may drain the main queue: libdispatch binds
/// the queue to it.
public struct MainDispatchQueuePort: Sendable {
    private typealias HandleFunction = @convention(c) () -> Int32
    private typealias DrainFunction = @convention(c) (UnsafeMutableRawPointer?) -> Void

    /// The descriptor that becomes readable when the main queue has work.
    public let fileDescriptor: Int32
    private let drainFunction: DrainFunction

    /// libdispatch's port, nil when the hooks are missing (a libdispatch that
    /// does not export them) or the main queue has no port (the handle is -1
    /// in a Swift Testing process, whose harness owns the main thread).
    public static let shared: MainDispatchQueuePort? = {
        // RTLD_DEFAULT is a null handle in glibc: search every loaded object.
        guard let handleSymbol = dlsym(nil, "_dispatch_get_main_queue_handle_4CF"),
              let drainSymbol = dlsym(nil, "_dispatch_main_queue_callback_4CF") else { return nil }
        let handle = unsafeBitCast(handleSymbol, to: HandleFunction.self)
        let fileDescriptor = handle()
        guard fileDescriptor >= 0 else { return nil }
        return MainDispatchQueuePort(fileDescriptor: fileDescriptor,
                                     drainFunction: unsafeBitCast(drainSymbol, to: DrainFunction.self))
    }()

    /// Runs the blocks queued on the main queue. Call on the main thread.
    public func drain() {
        var count: UInt64 = 0
        _ = read(fileDescriptor, &count, MemoryLayout<UInt64>.size)  // EAGAIN when already read: fine
        drainFunction(nil)
    }

    /// Whether blocks wait (the descriptor is readable now).
    public var hasWork: Bool {
        var entry = pollfd(fd: fileDescriptor, events: Int16(POLLIN), revents: 0)
        return poll(&entry, 1, 0) > 0
    }
}
