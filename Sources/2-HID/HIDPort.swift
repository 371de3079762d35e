#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// A mach-port-like channel: a receive right (this object, read on the app's
/// run-loop thread) and a send right (`sender`, usable from any thread).
///
/// ```
///  SpringBoard's thread                                  the app's run-loop thread
///  ────────────────────                                  ─────────────────────────
///  sender.send(event)                                    Source1 polls receiveFileDescriptor
///    │ encode: one 64-byte HIDMessage frame                        │ readable
///    ▼                                                             ▼
///  backlog ──write() ≤ PIPE_BUF (atomic)──▶ OS pipe ──read() ≤ 64 KiB──▶ decode, validate ──▶ body(event)
///    ▲        (≤ 64 frames per write)      capacity × 64 B  (≤ 1024 frames)   │
///    └─ pipe full (EAGAIN): a pending move is replaced           malformed ──▶ counted, skipped
///       by a newer one; anything else waits in poll(POLLOUT)                   (exactly one frame)
/// ```
///
/// Reading many frames per `read()` is what makes the port cheap: the system
/// call is paid once per batch, not once per event (PlatformNotes: a
/// write+read pair costs ≈ 0.5 µs; decoding a frame costs a few ns).
///
/// The receive right is not thread-safe: one thread (the run loop's) owns it.
public final class HIDPort {
    /// The send right. Keeps the pipe's write end open for as long as anyone holds it.
    public let sender: HIDPortSender
    /// How many messages the pipe holds before the sender has to coalesce or
    /// wait: `capacity` as asked, rounded up by the kernel to whole pages, or
    /// less if the system's pipe limits refuse the size.
    public let capacity: Int

    /// Why the last malformed frame was rejected and where it was in the
    /// stream, as one line; nil while every frame has been good.
    public private(set) var lastRejection: String?
    /// Sequence number of the last good message (see `HIDMessage`).
    @exclusivity(unchecked) public private(set) var lastSequenceNumber: UInt32 = .max
    /// Sequence numbers skipped between consecutive good messages: the moves
    /// the sender coalesced away. Once the pipe is drained this equals
    /// `sender.coalescedMoveCount`; any difference means lost or reordered
    /// messages (or frames written with `sendRaw`, which carry any number).
    @exclusivity(unchecked) public private(set) var sequenceGapCount = 0
    /// The gap before the message `receive` delivered last: the moves the
    /// sender coalesced away just before it (0 normally).
    @exclusivity(unchecked) public private(set) var gapBeforeLastMessage = 0
    /// True once every send right is closed and a `receive` has found the
    /// pipe drained (the call after the last message: the descriptor polls
    /// readable at end of file). It stays readable forever, so a run loop
    /// should then invalidate the Source1 polling it.
    @exclusivity(unchecked) public private(set) var isSenderClosed = false

    private var readEnd: Int32
    /// Counted here as bytes are read, for the sender's `receiverHasReadEverything`.
    private let traffic: HIDPipeTraffic
    /// Whole frames are decoded in place; only a partial frame (which whole-frame
    /// writes never produce, but a reader must not assume) is carried over.
    private let buffer: UnsafeMutableRawPointer
    private static let bufferSize = 64 * 1024
    @exclusivity(unchecked) private var carriedBytes = 0
    @exclusivity(unchecked) private var streamOffset: UInt64 = 0
    private var malformedCount = 0
    @exclusivity(unchecked) private var isReceiving = false

    /// `capacity` is the queue limit in messages, like a mach port's qlimit.
    public init(capacity: Int = 4096) throws(HIDPortError) {
        let wanted = capacity.multipliedReportingOverflow(by: HIDMessage.size)
        let pipe = try HIDPipe.make(byteCount: wanted.overflow ? .max : max(1, wanted.partialValue))
        readEnd = pipe.read
        self.capacity = pipe.byteCount / HIDMessage.size
        traffic = HIDPipeTraffic()
        sender = HIDPortSender(writeEnd: pipe.write, traffic: traffic)
        buffer = .allocate(byteCount: Self.bufferSize, alignment: HIDMessage.size)
    }

    deinit {
        close()
        buffer.deallocate()
    }

    /// Readable when at least one message waits: a run-loop Source1 polls it.
    /// Also readable at end of file (`isSenderClosed`). -1 once closed.
    public var receiveFileDescriptor: Int32 { readEnd }

    /// Frames that failed validation (`HIDMessage.Rejection`) and were skipped.
    public var malformedMessageCount: Int { malformedCount }

    /// Non-blocking: delivers waiting events in FIFO order, at most `max`; returns how many.
    ///
    /// Reads only as many bytes as `max` frames, so a message it did not
    /// deliver is still in the pipe and the descriptor stays readable: a run
    /// loop never sleeps on an undelivered event. One call also reads at most
    /// one pipe's worth, so a producer faster than `body` cannot keep it
    /// looping forever. Calling `receive` from inside `body` returns 0;
    /// closing the port from inside `body` stops delivery after that event.
    @discardableResult
    public func receive(max: Int = .max, _ body: (HIDEvent) -> Void) -> Int {
        guard readEnd >= 0, max > 0, !isReceiving else { return 0 }
        isReceiving = true
        defer { isReceiving = false }

        let frameSize = HIDMessage.size
        let framesPerRead = Self.bufferSize / frameSize
        let readLimit = capacity * frameSize
        var delivered = 0
        var bytesRead = 0
        var lastSequence = lastSequenceNumber
        var gaps = 0
        var hadGap = gapBeforeLastMessage != 0
        defer {
            lastSequenceNumber = lastSequence
            sequenceGapCount += gaps
        }

        while delivered < max && bytesRead < readLimit {
            let wanted = Swift.min(max - delivered, framesPerRead) * frameSize - carriedBytes
            let count = read(readEnd, buffer + carriedBytes, wanted)
            if count < 0 {
                if errno == EINTR { continue }
                break  // EAGAIN: drained. Anything else (EBADF) cannot be retried either.
            }
            if count == 0 {
                isSenderClosed = true
                if carriedBytes > 0 { reject(.truncated(byteCount: carriedBytes), at: streamOffset) }
                carriedBytes = 0
                break
            }
            bytesRead += count
            traffic.read.add(UInt64(count), ordering: .releasing)
            let available = carriedBytes + count
            let limit = buffer + available
            var frame = buffer
            while limit - frame >= frameSize {
                do {
                    let message = try HIDMessage(decoding: frame)
                    let gap = Int(message.sequence &- lastSequence &- 1)
                    gaps &+= gap
                    if gap != 0 || hadGap { gapBeforeLastMessage = gap; hadGap = gap != 0 }
                    lastSequence = message.sequence
                    delivered += 1
                    body(message.event)
                    if readEnd < 0 { return delivered }
                    frame += frameSize
                } catch where error.isHeaderRejection {
                    frame = resynchronize(from: frame, limit: limit, bufferOffset: streamOffset, because: error)
                } catch {
                    reject(error, at: streamOffset + UInt64(frame - buffer))
                    frame += frameSize
                }
            }
            streamOffset += UInt64(frame - buffer)
            carriedBytes = limit - frame
            if carriedBytes > 0 { buffer.copyMemory(from: frame, byteCount: carriedBytes) }
            if count < wanted { break }  // the pipe had less than asked: it is empty now
        }
        return delivered
    }

    /// Closes the receive right. Senders then get `.closed`. The write end is
    /// the sender's to close: another thread may be inside `write()` on it.
    public func close() {
        guard readEnd >= 0 else { return }
        closeDescriptor(readEnd)
        readEnd = -1
    }

    /// No frame starts at `frame`: something wrote into the pipe bypassing
    /// the sender (a partial frame, stray bytes), so every later frame would
    /// be read off its boundary. Skip to the next frame header in what has
    /// been read, reported as one rejection; if there is none, keep only the
    /// last bytes that could begin one and wait for more. A whole garbage
    /// frame written by `sendRaw` is skipped exactly as before, since the
    /// next header is one frame on.
    @inline(never)
    private func resynchronize(from frame: UnsafeMutableRawPointer, limit: UnsafeMutableRawPointer,
                               bufferOffset: UInt64, because rejection: HIDMessage.Rejection) -> UnsafeMutableRawPointer {
        let headerSize = MemoryLayout<UInt64>.size
        let header = HIDMessage.expectedHeader.littleEndian
        var next = frame + 1
        while limit - next >= headerSize && next.loadUnaligned(as: UInt64.self) != header { next += 1 }
        if limit - next < headerSize { next = limit - (headerSize - 1) }   // a header may straddle the next read
        let skipped = next - frame
        malformedCount += (skipped + HIDMessage.size - 1) / HIDMessage.size
        let offset = bufferOffset + UInt64(frame - buffer)
        lastRejection = "HID port: \(skipped) bytes at stream byte \(offset) skipped: no frame starts there (\(rejection)); "
            + "reading on from the next frame header"
        return next
    }

    @inline(never)
    private func reject(_ rejection: HIDMessage.Rejection, at offset: UInt64) {
        malformedCount += 1
        lastRejection = "HID port: message #\(offset / UInt64(HIDMessage.size)) at stream byte \(offset) rejected: \(rejection)"
    }
}
