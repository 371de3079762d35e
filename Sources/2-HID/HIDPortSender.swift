#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
import Synchronization

/// The send right of a `HIDPort`: SpringBoard's thread holds it, any number
/// of threads may send through it, and every message goes out in the order
/// the calls were made.
///
/// When the pipe is full (the app is not draining fast enough) the sender
/// keeps a small backlog (at most `backlogLimit` frames, one atomic write) and
/// follows one rule: **only position is ever given up, never an action.**
///
/// - A pointer move waiting in the backlog is *replaced* by a newer move of
///   the same finger (`coalescedMoveCount` counts the replaced ones): the app
///   only needs each finger's latest position, as UIKit coalesces touches per
///   frame anyway. A move never waits for room. Each finger keeps its own
///   latest position: with two fingers moving, the pending move of one is
///   never given up for the other's.
/// - A press, release, scroll, key or raw frame is never dropped or merged;
///   moves are never merged across it, because a move that follows it is
///   queued behind it. The call waits in `poll(POLLOUT)` until it has been
///   written, at most `sendTimeout`; then it throws
///   `.systemCall(…, errno: ETIMEDOUT)` and the event was *not* sent (it is
///   taken back out of the backlog, so a retry cannot duplicate it).
/// - So when a call returns, the backlog holds at most one pointer move per
///   finger. They go out with the next call, or with `flush()`: a sender that goes idle
///   with `hasBacklog` true should call `flush(timeout:)`, or poll
///   `sendFileDescriptor` for POLLOUT and then flush, or the pointer's last
///   resting position stays undelivered.
/// - When the receive right is closed every call throws `.closed` (SIGPIPE is
///   ignored process-wide, see `HIDPipe`).
// Sendable: every `var` and the backlog buffer are touched only inside `lock` (a `Mutex`); what is
// read without it (coalesced count, timeout, write end) is atomic.
public final class HIDPortSender: @unchecked Sendable {
    /// Frames per `write()`: `PIPE_BUF` / 64 = 64, the most the kernel writes atomically.
    public static let backlogLimit = HIDPipe.atomicWriteLimit / HIDMessage.size

    private let lock = Mutex<Void>(())
    private let coalesced = Atomic<Int>(0)
    private let timeoutNanoseconds = Atomic<UInt64>(1_000_000_000)
    private let publishedWriteEnd: Atomic<Int32>

    // Guarded by `lock`.
    private var writeEnd: Int32
    private var isClosed = false
    private let backlog: UnsafeMutableRawPointer
    private let backlogCapacity = HIDPortSender.backlogLimit * HIDMessage.size
    private var backlogBytes = 0
    /// The last frame in the backlog is a pointer move, so a newer move may
    /// replace it, or one of the same finger in the run of moves it ends.
    private var tailIsMove = false
    /// The last write found no room; until a write succeeds, a pending move is "stuck".
    private var pipeWasFull = false
    private var nextSequence: UInt32 = 0
    // Per call, guarded by `lock`: what to take back if the call fails, and its deadline.
    private var callStart = 0
    /// Sequence numbers below this one are in the pipe or in frames a failure keeps.
    private var keptSequence: UInt32 = 0
    private var callDeadline: UInt64 = 0
    /// A write failed in this call and none has succeeded since: the pipe is
    /// known to be full, no need to ask the kernel again before coalescing.
    private var writeFailedThisCall = false
    /// Moves of this call that replaced a finger's pending move queued by an
    /// earlier call (one per finger, the newest): if the call fails they stay,
    /// as that finger's latest position (see `takeBackThisCall`).
    private var keptMoves: [HIDEvent] = []

    /// What this sender wrote and the receive right read (`HIDPipeTraffic`).
    let traffic: HIDPipeTraffic

    init(writeEnd: Int32, traffic: HIDPipeTraffic) {
        self.writeEnd = writeEnd
        self.traffic = traffic
        publishedWriteEnd = Atomic(writeEnd)
        backlog = .allocate(byteCount: HIDPortSender.backlogLimit * HIDMessage.size, alignment: HIDMessage.size)
    }

    deinit {
        if writeEnd >= 0 { closeDescriptor(writeEnd) }
        backlog.deallocate()
    }

    // MARK: Sending

    /// Sends one event: a move may be coalesced and never waits; any other
    /// kind waits up to `sendTimeout` for room and throws if it was not sent.
    public func send(_ event: HIDEvent) throws(HIDPortError) {
        try performCall { () throws(HIDPortError) in
            try enqueue(event)
            try finishCall()
        }
    }

    /// Sends several events with as few writes as possible (up to
    /// `backlogLimit` messages per write). Same policy as `send(_:)`; if it
    /// throws, a prefix of `events` was sent and the rest was not.
    public func send(contentsOf events: [HIDEvent]) throws(HIDPortError) {
        try send(contentsOf: events[...])
    }

    /// The same for a part of an array (SpringBoard's outbox hands over the
    /// waiting events in place, without copying them into a new array).
    public func send(contentsOf events: ArraySlice<HIDEvent>) throws(HIDPortError) {
        try performCall { () throws(HIDPortError) in
            for event in events { try enqueue(event) }
            try finishCall()
        }
    }

    /// Puts arbitrary bytes in the pipe, for testing the receiver's validation.
    /// They are zero-padded to whole frames and written in one atomic write,
    /// like a mach message of the wrong shape: garbage can fail validation,
    /// but it cannot move the frame boundaries (see `HIDMessage`).
    public func sendRaw(_ bytes: [UInt8]) throws(HIDPortError) {
        let frameCount = (bytes.count + HIDMessage.size - 1) / HIDMessage.size
        guard frameCount <= Self.backlogLimit else {
            throw .systemCall("sendRaw(\(bytes.count) bytes, more than one \(HIDPipe.atomicWriteLimit)-byte atomic write)",
                              errno: EMSGSIZE)
        }
        guard frameCount > 0 else { return }
        let byteCount = frameCount * HIDMessage.size
        try performCall { () throws(HIDPortError) in
            if backlogBytes + byteCount > backlogCapacity { try writeBacklogWaiting() }
            let destination = backlog + backlogBytes
            destination.initializeMemory(as: UInt8.self, repeating: 0, count: byteCount)
            bytes.withUnsafeBytes { destination.copyMemory(from: $0.baseAddress!, byteCount: $0.count) }
            backlogBytes += byteCount
            tailIsMove = false
            try finishCall()
        }
    }

    /// Writes a pending move, waiting up to `timeout` for room. Returns true
    /// when nothing is left in the backlog. A timeout is not an error here.
    @discardableResult
    public func flush(timeout: Duration = .zero) throws(HIDPortError) -> Bool {
        try performCall { () throws(HIDPortError) in
            try writeBacklog()
            guard backlogBytes > 0, timeout > .zero else { return }
            callDeadline = MonotonicTime.nanoseconds() &+ Self.nanoseconds(timeout)
            do throws(HIDPortError) {
                try writeBacklogWaiting()
            } catch .systemCall(_, errno: ETIMEDOUT) {
                // Still full: the move stays pending, which the return value reports.
            }
        }
        return !hasBacklog
    }

    /// Closes this send right; the receiver sees end of file once the pipe is
    /// drained (`HIDPort.isSenderClosed`). Later calls throw `.closed`. A
    /// pending move goes out if the pipe has room, and is discarded if not:
    /// closing must not wait for an app that may never read again.
    public func close() {
        lock.withLock { _ in
            guard writeEnd >= 0 else { return }
            if !isClosed { try? writeBacklog() }
            closeDescriptor(writeEnd)
            writeEnd = -1
            publishedWriteEnd.store(-1, ordering: .relaxed)
            isClosed = true
        }
    }

    // MARK: State

    /// Pointer moves replaced by a newer move while the pipe was full.
    public var coalescedMoveCount: Int { coalesced.load(ordering: .relaxed) }

    /// How long a press, release, scroll, key or raw frame may wait for room. Default 1 s.
    public var sendTimeout: Duration {
        get { .nanoseconds(Int64(clamping: timeoutNanoseconds.load(ordering: .relaxed))) }
        set { timeoutNanoseconds.store(Self.nanoseconds(newValue), ordering: .relaxed) }
    }

    /// Messages queued in user space, not yet in the pipe (0 or 1 between calls).
    /// Takes the lock, so it waits while another thread's send is waiting.
    public var backlogCount: Int { lock.withLock { _ in backlogBytes / HIDMessage.size } }
    /// Whether a coalesced move still waits for room: then call `flush(timeout:)`
    /// or poll `sendFileDescriptor`, or the finger's last position is never delivered.
    public var hasBacklog: Bool { backlogCount > 0 }

    /// Whether the receive right has read every message sent so far, so the
    /// pipe holds nothing: counted by the two ends in this process
    /// (`HIDPipeTraffic`), without a system call. False once this send right
    /// is closed.
    public var receiverHasReadEverything: Bool {
        publishedWriteEnd.load(ordering: .relaxed) >= 0 && traffic.isDrained
    }

    /// The pipe's write end, to poll for POLLOUT when `hasBacklog` (then call
    /// `flush()`). Never write to it: only whole frames may enter the pipe. -1 once closed.
    public var sendFileDescriptor: Int32 { publishedWriteEnd.load(ordering: .relaxed) }

    // MARK: The backlog (all below runs with `lock` held)

    private func performCall(_ body: () throws(HIDPortError) -> Void) throws(HIDPortError) {
        try lock.withLock { _ throws(HIDPortError) in
            guard !isClosed else { throw .closed }
            callStart = backlogBytes
            keptSequence = nextSequence
            if !keptMoves.isEmpty { keptMoves.removeAll(keepingCapacity: true) }
            callDeadline = 0
            writeFailedThisCall = false
            do throws(HIDPortError) {
                try body()
            } catch {
                takeBackThisCall()
                throw error
            }
        }
    }

    private func enqueue(_ event: HIDEvent) throws(HIDPortError) {
        let isMove = event.kind.isMotion
        // A move may replace a pending move only if the pipe is full *now*:
        // ask once per call before giving a position up.
        if isMove && tailIsMove && pipeWasFull && !writeFailedThisCall { try writeBacklog() }
        if backlogBytes == backlogCapacity && !writeFailedThisCall { try writeBacklog() }
        if isMove && tailIsMove && pipeWasFull, let pending = pendingMove(of: event.finger, kind: event.kind) {
            replace(pending, with: event)
            return
        }
        if backlogBytes == backlogCapacity { try writeBacklogWaiting() }
        HIDMessage(sequence: takeSequenceNumber(), event: event).encode(into: backlog + backlogBytes)
        backlogBytes += HIDMessage.size
        tailIsMove = isMove
    }

    /// The byte offset of the last move of `finger` in the run of moves that
    /// ends the backlog (nothing may overtake a press or a release). A hover
    /// replaces only a hover, a move only a move.
    private func pendingMove(of finger: UInt8, kind: HIDEvent.Kind) -> Int? {
        var frame = backlogBytes - HIDMessage.size
        while frame >= 0 {
            let frameKind = backlog.load(fromByteOffset: frame + 12, as: UInt8.self)
            guard Self.isMotion(frameKind) else { return nil }
            if backlog.load(fromByteOffset: frame + 14, as: UInt8.self) == finger { return frameKind == kind.rawValue ? frame : nil }
            frame -= HIDMessage.size
        }
        return nil
    }

    /// Gives the pending move at `frame` up for `event`, the same finger's
    /// newer position. The newer move goes last, with the next sequence
    /// number (numbers stay increasing: the receiver counts the given-up
    /// move as the gap it leaves); the moves of other fingers after it close up.
    private func replace(_ frame: Int, with event: HIDEvent) {
        let last = backlogBytes - HIDMessage.size
        let leftByEarlierCall = frame < callStart
        if frame < last {
            (backlog + frame).copyMemory(from: backlog + frame + HIDMessage.size, byteCount: last - frame)
            if frame < callStart { callStart -= HIDMessage.size }
        }
        HIDMessage(sequence: takeSequenceNumber(), event: event).encode(into: backlog + last)
        coalesced.add(1, ordering: .relaxed)
        if let kept = keptMoves.firstIndex(where: { $0.finger == event.finger }) {
            keptMoves[kept] = event
        } else if leftByEarlierCall {
            // It replaced what an earlier call left: it must outlive this call.
            if frame == last {
                keptSequence = nextSequence   // in place, and the call has no frame yet
            } else {
                keptMoves.append(event)
            }
        }
    }

    /// Whether the backlog is nothing but pending moves, at most one per
    /// finger: what a call may leave behind without waiting.
    private func backlogHoldsOnlyPendingMoves() -> Bool {
        var fingers: UInt16 = 0   // HIDEvent.fingerLimit ≤ 16
        var frame = 0
        while frame < backlogBytes {
            guard Self.isMotion(backlog.load(fromByteOffset: frame + 12, as: UInt8.self)) else { return false }
            let bit = UInt16(1) << backlog.load(fromByteOffset: frame + 14, as: UInt8.self)
            if fingers & bit != 0 { return false }
            fingers |= bit
            frame += HIDMessage.size
        }
        return true
    }

    /// Writes what the call queued, and waits unless all that is left is
    /// pending moves, one per finger (which newer moves may still replace).
    private func finishCall() throws(HIDPortError) {
        if backlogBytes > 0 && !(writeFailedThisCall && tailIsMove && backlogHoldsOnlyPendingMoves()) { try writeBacklog() }
        if backlogBytes > 0 && !(tailIsMove && backlogHoldsOnlyPendingMoves()) { try writeBacklogWaiting() }
    }

    /// One `write()` of the whole backlog: at most `PIPE_BUF` bytes, so the
    /// kernel writes all of it or, with EAGAIN, none of it.
    private func writeBacklog() throws(HIDPortError) {
        while backlogBytes > 0 {
            let written = write(writeEnd, backlog, backlogBytes)
            if written > 0 { traffic.written.add(UInt64(written), ordering: .releasing) }
            if written == backlogBytes {
                backlogBytes = 0
                tailIsMove = false
                pipeWasFull = false
                writeFailedThisCall = false
                callStart = 0
                keptSequence = nextSequence
                if !keptMoves.isEmpty { keptMoves.removeAll(keepingCapacity: true) }
                return
            }
            if written > 0 {
                // POSIX forbids a partial write of ≤ PIPE_BUF bytes to a pipe.
                // Should a kernel do one anyway, keep the rest in order.
                backlogBytes -= written
                backlog.copyMemory(from: backlog + written, byteCount: backlogBytes)
                callStart = Swift.max(0, callStart - written)
                keptSequence = nextSequence
                if !keptMoves.isEmpty { keptMoves.removeAll(keepingCapacity: true) }
                tailIsMove = false
                continue
            }
            switch errno {
            case EINTR:
                continue
            case EAGAIN:
                pipeWasFull = true
                writeFailedThisCall = true
                return
            case EPIPE:
                isClosed = true
                throw .closed
            case let code:
                throw .systemCall("write(\(backlogBytes) bytes) to the HID pipe", errno: code)
            }
        }
    }

    private func writeBacklogWaiting() throws(HIDPortError) {
        try writeBacklog()
        while backlogBytes > 0 {
            try waitForRoom()
            try writeBacklog()
        }
    }

    /// Waits for POLLOUT (or POLLERR, which the next write turns into
    /// `.closed`) until the call's deadline, set on its first wait.
    private func waitForRoom() throws(HIDPortError) {
        let now = MonotonicTime.nanoseconds()
        if callDeadline == 0 { callDeadline = now &+ timeoutNanoseconds.load(ordering: .relaxed) }
        guard now < callDeadline else {
            throw .systemCall("poll(POLLOUT): the receiver did not drain the HID port within \(sendTimeout)",
                              errno: ETIMEDOUT)
        }
        var descriptor = pollfd(fd: writeEnd, events: Int16(POLLOUT), revents: 0)
        let milliseconds = Int32(clamping: (callDeadline - now + 999_999) / 1_000_000)
        if poll(&descriptor, 1, milliseconds) < 0 && errno != EINTR {
            throw .systemCall("poll(POLLOUT) on the HID pipe", errno: errno)
        }
    }

    /// A failed call sends nothing it had not already written. A move that
    /// replaced an older pending one stays: it is still the latest position
    /// of its finger (moved behind the older frames, renumbered in turn).
    /// The sequence numbers taken back are given out again, so they do not
    /// show up as gaps at the receiver (except ones a move coalesced inside
    /// the failed call gave up: those stay counted in `coalescedMoveCount`).
    private func takeBackThisCall() {
        guard backlogBytes > callStart else { return }
        nextSequence = keptSequence
        backlogBytes = callStart
        for move in keptMoves {
            HIDMessage(sequence: takeSequenceNumber(), event: move).encode(into: backlog + backlogBytes)
            backlogBytes += HIDMessage.size
        }
        if !keptMoves.isEmpty { keptMoves.removeAll(keepingCapacity: true) }
        let tailKind = backlogBytes > 0 ? backlog.load(fromByteOffset: backlogBytes - HIDMessage.size + 12, as: UInt8.self) : 0
        tailIsMove = Self.isMotion(tailKind)
    }

    /// A frame's kind byte is a move or a hover.
    @inline(__always) private static func isMotion(_ kindByte: UInt8) -> Bool {
        kindByte == HIDEvent.Kind.pointerMove.rawValue || kindByte == HIDEvent.Kind.hover.rawValue
    }

    private func takeSequenceNumber() -> UInt32 {
        defer { nextSequence &+= 1 }
        return nextSequence
    }

    private static func nanoseconds(_ duration: Duration) -> UInt64 {
        let (seconds, attoseconds) = duration.components
        guard seconds >= 0 && attoseconds >= 0 else { return 0 }
        let (whole, overflow) = UInt64(seconds).multipliedReportingOverflow(by: 1_000_000_000)
        return overflow ? .max : whole &+ UInt64(attoseconds / 1_000_000_000)
    }
}
