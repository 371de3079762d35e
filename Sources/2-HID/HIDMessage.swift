/// One `HIDEvent` as it travels through the port's pipe: a fixed-size,
/// little-endian frame, the way a mach message carries an IOHIDEvent.
///
/// ```
///  offset size field                          offset size field
///  ────── ──── ─────────────────────────      ────── ──── ─────────────────
///     0     4  magic  "HIDE" (0x4544_4948)       16    8  timestamp (ns)
///     4     2  size   = 64                       24    8  x          (Double)
///     6     2  version = 1                       32    8  y          (Double)
///     8     4  sequence (sender's counter)       40    8  deltaX     (Double)
///    12     1  kind   (HIDEvent.Kind raw)        48    8  deltaY     (Double)
///    13     1  button                            56    4  modifiers
///    14     1  finger (< HIDEvent.fingerLimit)   60    4  keyCode
///    15     1  reserved, must be 0
/// ```
///
/// Why fixed-size: the pipe is a byte stream, and the only way a reader can
/// lose its place in a byte stream is to trust a length read from the stream.
/// Every frame here is exactly `size` bytes, and the send side only ever
/// writes whole frames in one `write()` of at most `PIPE_BUF` bytes, which the
/// kernel makes atomic. So frame boundaries are always at multiples of 64 in
/// the stream, whatever the bytes inside a frame say: a malformed frame is
/// skipped as exactly one frame and the next one is read from the right place.
/// The `size` field is checked, never used to advance.
///
/// Why 64 bytes: the payload is 50 bytes; 64 keeps every field naturally
/// aligned, a frame fits one cache line, and 64 frames fill one `PIPE_BUF`.
///
/// The sequence number is given when the sender queues a message. A move the
/// sender coalesces away gives its number up, so the gaps a receiver sees are
/// exactly the moves that were coalesced; any other gap would be a lost or
/// reordered message.
public struct HIDMessage: Equatable, Sendable {
    /// Bytes per frame: 64 divides `PIPE_BUF` (4096), so `backlogLimit` frames
    /// go in one atomic write and frames never straddle a write boundary.
    public static let size = 64
    /// "HIDE" in a hex dump of the pipe.
    public static let magic: UInt32 = 0x4544_4948
    /// The frame layout's version; a receiver rejects any other (`badVersion`).
    public static let version: UInt16 = 1

    /// Given by the sender in queueing order; gaps are exactly the coalesced moves.
    public var sequence: UInt32
    /// The event the frame carries.
    public var event: HIDEvent

    /// A frame for `event`; `encode()` lays it out in 64 bytes.
    public init(sequence: UInt32, event: HIDEvent) {
        self.sequence = sequence
        self.event = event
    }

    /// Magic, size and version as the first 8 bytes read as one little-endian
    /// word: the receiver checks all three with one comparison.
    static let expectedHeader = UInt64(magic) | UInt64(size) << 32 | UInt64(version) << 48

    /// Writes exactly `size` bytes at `frame` (no alignment needed, no allocation).
    @inline(__always)
    public func encode(into frame: UnsafeMutableRawPointer) {
        frame.storeBytes(of: Self.expectedHeader.littleEndian, toByteOffset: 0, as: UInt64.self)
        frame.storeBytes(of: sequence.littleEndian, toByteOffset: 8, as: UInt32.self)
        frame.storeBytes(of: event.kind.rawValue, toByteOffset: 12, as: UInt8.self)
        frame.storeBytes(of: event.button, toByteOffset: 13, as: UInt8.self)
        frame.storeBytes(of: event.finger, toByteOffset: 14, as: UInt8.self)
        frame.storeBytes(of: UInt8(0), toByteOffset: 15, as: UInt8.self)
        frame.storeBytes(of: event.timestamp.littleEndian, toByteOffset: 16, as: UInt64.self)
        frame.storeBytes(of: event.x.bitPattern.littleEndian, toByteOffset: 24, as: UInt64.self)
        frame.storeBytes(of: event.y.bitPattern.littleEndian, toByteOffset: 32, as: UInt64.self)
        frame.storeBytes(of: event.deltaX.bitPattern.littleEndian, toByteOffset: 40, as: UInt64.self)
        frame.storeBytes(of: event.deltaY.bitPattern.littleEndian, toByteOffset: 48, as: UInt64.self)
        frame.storeBytes(of: event.modifiers.littleEndian, toByteOffset: 56, as: UInt32.self)
        frame.storeBytes(of: event.keyCode.littleEndian, toByteOffset: 60, as: UInt32.self)
    }

    /// The frame as bytes: for tests and for `sendRaw`, not the hot path.
    public var bytes: [UInt8] {
        [UInt8](unsafeUninitializedCapacity: Self.size) { buffer, count in
            encode(into: UnsafeMutableRawPointer(buffer.baseAddress!))
            count = Self.size
        }
    }

    /// Reads and validates the `size` bytes at `frame`. Validation is the
    /// receiver's job because the receiver is the trust boundary: anything
    /// holding a send right can put any bytes in the pipe.
    @inline(__always)
    public init(decoding frame: UnsafeRawPointer) throws(Rejection) {
        let header = UInt64(littleEndian: frame.loadUnaligned(as: UInt64.self))
        guard header == Self.expectedHeader else { throw Self.rejectHeader(header) }
        let rawKind = frame.load(fromByteOffset: 12, as: UInt8.self)
        guard let kind = HIDEvent.Kind(rawValue: rawKind) else { throw .badKind(rawKind) }
        let reserved = frame.load(fromByteOffset: 15, as: UInt8.self)
        guard reserved == 0 else { throw .badReserved(UInt16(reserved) << 8) }
        let finger = frame.load(fromByteOffset: 14, as: UInt8.self)
        guard finger < HIDEvent.fingerLimit else { throw .badFinger(finger) }

        @inline(__always) func double(_ offset: Int) -> Double {
            Double(bitPattern: UInt64(littleEndian: frame.loadUnaligned(fromByteOffset: offset, as: UInt64.self)))
        }
        let x = double(24), y = double(32), deltaX = double(40), deltaY = double(48)
        // One branch for the common case; name the culprit only when it fails.
        guard x.isFinite && y.isFinite && deltaX.isFinite && deltaY.isFinite else {
            throw .nonFiniteCoordinate(!x.isFinite ? .x : !y.isFinite ? .y : !deltaX.isFinite ? .deltaX : .deltaY)
        }
        sequence = UInt32(littleEndian: frame.loadUnaligned(fromByteOffset: 8, as: UInt32.self))
        event = HIDEvent(
            kind: kind,
            timestamp: UInt64(littleEndian: frame.loadUnaligned(fromByteOffset: 16, as: UInt64.self)),
            x: x, y: y,
            button: frame.load(fromByteOffset: 13, as: UInt8.self),
            modifiers: UInt32(littleEndian: frame.loadUnaligned(fromByteOffset: 56, as: UInt32.self)),
            deltaX: deltaX, deltaY: deltaY,
            keyCode: UInt32(littleEndian: frame.loadUnaligned(fromByteOffset: 60, as: UInt32.self)),
            finger: finger)
    }

    /// Decodes a frame held in an array; any length other than `size` is rejected.
    public init(decoding bytes: [UInt8]) throws(Rejection) {
        guard bytes.count == Self.size else { throw .truncated(byteCount: bytes.count) }
        let decoded = bytes.withUnsafeBytes { raw in
            Result { () throws(Rejection) in try HIDMessage(decoding: raw.baseAddress!) }
        }
        self = try decoded.get()
    }

    @inline(never)
    static func rejectHeader(_ header: UInt64) -> Rejection {
        let magic = UInt32(truncatingIfNeeded: header)
        let size = UInt16(truncatingIfNeeded: header >> 32)
        let version = UInt16(truncatingIfNeeded: header >> 48)
        if magic != Self.magic { return .badMagic(magic) }
        if size != UInt16(Self.size) { return .badSize(size) }
        return .badVersion(version)
    }
}

extension HIDMessage {
    /// Why a frame was not delivered. Each case names the field and the value
    /// found, so a log line is enough to find the writer's bug.
    public enum Rejection: Error, Equatable, Sendable, CustomStringConvertible {
        /// The first 8 bytes are not a frame header: the reader may be off
        /// the frame boundaries, not just looking at one bad frame.
        public var isHeaderRejection: Bool {
            switch self {
            case .badMagic, .badSize, .badVersion: true
            default: false
            }
        }

        /// Which floating-point field was NaN or infinite.
        public enum Coordinate: String, Sendable {
            /// `HIDEvent.x`.
            case x
            /// `HIDEvent.y`.
            case y
            /// `HIDEvent.deltaX`.
            case deltaX
            /// `HIDEvent.deltaY`.
            case deltaY
        }

        /// The first 4 bytes are not "HIDE" (the value found).
        case badMagic(UInt32)
        /// The size field is not 64.
        case badSize(UInt16)
        /// A frame layout this receiver does not know.
        case badVersion(UInt16)
        /// A kind byte outside `HIDEvent.Kind`.
        case badKind(UInt8)
        /// The reserved field is not zero: a writer with a different layout.
        case badReserved(UInt16)
        /// A finger at or above `HIDEvent.fingerLimit`.
        case badFinger(UInt8)
        /// A coordinate that is NaN or infinite: no view can be hit at it.
        case nonFiniteCoordinate(Coordinate)
        /// Fewer bytes than a frame: the stream ended inside one, or an array had the wrong length.
        case truncated(byteCount: Int)

        /// One line naming the field, the value found and the value expected.
        public var description: String {
            switch self {
            case .badMagic(let found):
                "bad magic 0x\(hex(found, digits: 8)) (expected 0x\(hex(HIDMessage.magic, digits: 8)) \"HIDE\")"
            case .badSize(let found):
                "bad size field \(found) (expected \(HIDMessage.size))"
            case .badVersion(let found):
                "unsupported version \(found) (expected \(HIDMessage.version))"
            case .badKind(let found):
                "unknown event kind \(found) (expected 1...\(HIDEvent.Kind.allCases.count))"
            case .badReserved(let found):
                "reserved field is 0x\(hex(found, digits: 4)) (must be 0)"
            case .badFinger(let found):
                "finger \(found) is out of range (0..<\(HIDEvent.fingerLimit))"
            case .nonFiniteCoordinate(let field):
                "\(field.rawValue) is not a finite number"
            case .truncated(let count):
                "truncated frame of \(count) bytes (a frame is \(HIDMessage.size))"
            }
        }
    }
}

private func hex(_ value: some FixedWidthInteger, digits: Int) -> String {
    let text = String(value, radix: 16, uppercase: true)
    return String(repeating: "0", count: max(0, digits - text.count)) + text
}
