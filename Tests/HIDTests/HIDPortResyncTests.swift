import Glibc
import HID
import Testing

/// Bytes written into the pipe past the sender — with `write(2)` on its
/// descriptor, in any length — must not shift every later frame off its
/// boundary: the receiver skips to the next frame header, reports the skip
/// once, and every frame after it arrives. (Before, ten stray bytes made the
/// port reject everything that followed, so a touch's release never came.)
@Suite("The port finds its frames again after stray bytes")
struct HIDPortResyncTests {
    static func writeStraight(_ port: HIDPort, _ bytes: [UInt8]) {
        let written = bytes.withUnsafeBytes { write(port.sender.sendFileDescriptor, $0.baseAddress, $0.count) }
        #expect(written == bytes.count)
    }

    @Test("ten stray bytes, then events: every event arrives, one rejection names the skip")
    func strayBytes() throws {
        let port = try HIDPort()
        try port.sender.send(press(0))
        Self.writeStraight(port, [UInt8](repeating: 0x5A, count: 10))
        for stamp in 1...5 { try port.sender.send(move(UInt64(stamp))) }
        try port.sender.send(release(6))
        #expect(drain(port).map(\.timestamp) == Array(0...6))
        #expect(port.malformedMessageCount == 1)
        #expect(port.lastRejection == "HID port: 10 bytes at stream byte 64 skipped: no frame starts there "
            + "(bad magic 0x5A5A5A5A (expected 0x45444948 \"HIDE\")); reading on from the next frame header")
    }

    /// The limit of finding frames by their header: half a frame that *does*
    /// start with a header is read together with the first half of the next
    /// frame as one message (nothing in a frame can tell them apart without
    /// searching every frame, which the hot path does not pay for). That one
    /// message is garbage and the next is lost; the rest arrive.
    @Test("half a frame that starts with a header costs the frame after it, and only that one")
    func halfFrame() throws {
        let port = try HIDPort()
        let frame = HIDMessage(sequence: 0, event: press(0)).bytes
        Self.writeStraight(port, Array(frame.prefix(32)))
        for stamp in 1...4 { try port.sender.send(key(UInt64(stamp))) }
        let stamps = drain(port).map(\.timestamp)
        #expect(stamps.count == 4 && stamps.suffix(3) == [2, 3, 4], "\(stamps)")
        #expect(port.malformedMessageCount == 1)
    }

    @Test("stray bytes read one frame at a time: the search for a header carries across reads")
    func acrossReads() throws {
        let port = try HIDPort()
        Self.writeStraight(port, (0..<150).map { UInt8(truncatingIfNeeded: $0 &* 7 &+ 3) })
        for stamp in 0..<4 { try port.sender.send(key(UInt64(stamp))) }
        var events: [HIDEvent] = []
        while port.receive(max: 1, { events.append($0) }) > 0 || events.count < 4 {
            if events.count == 4 { break }
            if !isReadableNow(port) { break }
        }
        #expect(events.map(\.timestamp) == [0, 1, 2, 3])
        #expect(port.malformedMessageCount >= 1)
    }

    @Test("whole malformed frames from sendRaw are still skipped one frame each")
    func wholeFramesUnchanged() throws {
        let port = try HIDPort()
        try port.sender.sendRaw([UInt8](repeating: 0xFF, count: 128))
        try port.sender.send(key(7))
        #expect(drain(port).map(\.timestamp) == [7])
        #expect(port.malformedMessageCount == 2)
    }
}
