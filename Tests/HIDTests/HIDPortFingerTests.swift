import Glibc
import HID
import Testing

/// Fingers on the wire: a frame's byte 14 says which finger an event is
/// about, through the real pipe, and a full port keeps every finger's latest
/// position (two fingers moving are never coalesced into one).
@Suite("Fingers through the port")
struct HIDPortFingerTests {
    func fingerMove(_ stamp: UInt64, finger: UInt8) -> HIDEvent {
        HIDEvent(kind: .pointerMove, timestamp: stamp, x: Double(stamp), y: Double(finger), button: 1, finger: finger)
    }

    @Test("every finger 0..<fingerLimit arrives as sent, with every other field")
    func fingersRoundTrip() throws {
        let port = try HIDPort(capacity: 64)
        let sent = (0..<HIDEvent.fingerLimit).flatMap { finger in
            [HIDEvent(kind: .pointerDown, timestamp: UInt64(finger) * 3, x: 10.5, y: -2, button: 1, modifiers: 8, finger: finger),
             HIDEvent(kind: .pointerMove, timestamp: UInt64(finger) * 3 + 1, x: 11.25, y: -3, button: 1, finger: finger),
             HIDEvent(kind: .pointerUp, timestamp: UInt64(finger) * 3 + 2, x: 12, y: -4, button: 1, finger: finger)]
        }
        try port.sender.send(contentsOf: sent)
        #expect(waitUntilReadable(port))
        #expect(drain(port) == sent)
        #expect(port.malformedMessageCount == 0)
    }

    @Test("a frame whose finger is out of range is rejected by name, as one frame; the next frame arrives")
    func badFingerRejected() throws {
        let port = try HIDPort(capacity: 64)
        let good = HIDEvent(kind: .pointerDown, timestamp: 1, x: 5, y: 5, button: 1, finger: 1)
        try port.sender.send(good)
        var bad = HIDMessage(sequence: 1, event: HIDEvent(kind: .pointerDown, timestamp: 2, x: 5, y: 5, button: 1)).bytes
        bad[14] = HIDEvent.fingerLimit                 // one past the last finger
        try port.sender.sendRaw(bad)
        bad[14] = 255
        try port.sender.sendRaw(bad)
        let after = HIDEvent(kind: .pointerUp, timestamp: 3, x: 5, y: 5, button: 1, finger: 1)
        try port.sender.send(after)

        #expect(waitUntilReadable(port))
        #expect(drain(port) == [good, after])
        #expect(port.malformedMessageCount == 2)
        #expect(port.lastRejection == "HID port: message #2 at stream byte 128 rejected: finger 255 is out of range (0..<10)")
    }

    @Test("two fingers moving into a full pipe: each keeps its own latest position, and nothing waits")
    func movesCoalescePerFinger() throws {
        let port = try HIDPort(capacity: 16)   // one page: 64 frames
        let sender = port.sender
        for stamp in 0..<1000 { try sender.send(fingerMove(UInt64(stamp), finger: UInt8(stamp % 2))) }
        #expect(sender.backlogCount == 2, "one pending move per finger")
        #expect(sender.coalescedMoveCount == 1000 - 64 - 2)

        var received = drain(port)
        #expect(received.map(\.timestamp) == Array(0..<64))
        #expect(try sender.flush())
        received += drain(port)
        // The last move of each finger is the last one sent for it, in order.
        #expect(received.suffix(2).map(\.timestamp) == [998, 999])
        #expect(received.suffix(2).map(\.finger) == [0, 1])
        #expect(port.sequenceGapCount == sender.coalescedMoveCount)
    }

    @Test("with a finger's move pending behind another's, its newer move goes last and the other's stays")
    func newerMoveGoesLast() throws {
        let port = try HIDPort(capacity: 16)
        let sender = port.sender
        for stamp in 0..<64 { try sender.send(fingerMove(UInt64(stamp), finger: 0)) }   // the pipe is full
        try sender.send(fingerMove(100, finger: 0))
        try sender.send(fingerMove(101, finger: 1))
        try sender.send(fingerMove(102, finger: 0))   // replaces 100, behind 101
        try sender.send(fingerMove(103, finger: 0))   // replaces 102 in place
        #expect(sender.backlogCount == 2)
        _ = drain(port)
        #expect(try sender.flush())
        let tail = drain(port)
        #expect(tail.map(\.timestamp) == [101, 103])
        #expect(port.sequenceGapCount == sender.coalescedMoveCount)
        #expect(sender.coalescedMoveCount == 2)
    }

    @Test("a press after two fingers' pending moves waits behind both; no move crosses it")
    func pressWaitsBehindBothFingers() throws {
        let port = try HIDPort(capacity: 16)
        let sender = port.sender
        sender.sendTimeout = .seconds(10)
        for stamp in 0..<64 { try sender.send(fingerMove(UInt64(stamp), finger: 0)) }
        try sender.send(fingerMove(100, finger: 0))
        try sender.send(fingerMove(101, finger: 1))
        let thread = SenderThread { () throws(HIDPortError) in
            try sender.send(HIDEvent(kind: .pointerUp, timestamp: 200, x: 1, y: 1, button: 1, finger: 1))
            try sender.send(self.fingerMove(201, finger: 0))
        }
        var received: [HIDEvent] = []
        while received.last?.timestamp != 201 && waitUntilReadable(port) {
            port.receive { received.append($0) }
        }
        #expect(thread.join() == (true, nil))
        #expect(received.suffix(4).map(\.timestamp) == [100, 101, 200, 201])
    }

    @Test("a call that fails keeps the move that replaced an earlier call's pending move of its finger")
    func failedCallKeepsReplacedFingerPosition() throws {
        let port = try HIDPort(capacity: 16)
        let sender = port.sender
        sender.sendTimeout = .milliseconds(20)
        for stamp in 0..<64 { try sender.send(fingerMove(UInt64(stamp), finger: 0)) }
        try sender.send(fingerMove(100, finger: 0))
        try sender.send(fingerMove(101, finger: 1))
        // One call: finger 0's newer move (replacing 100 from the earlier call),
        // then a press nobody makes room for.
        do {
            try sender.send(contentsOf: [fingerMove(102, finger: 0), HIDEvent(kind: .pointerDown, timestamp: 103, x: 1, y: 1, button: 1, finger: 2)])
            Issue.record("the press went into a full, undrained port")
        } catch {
            #expect(error.isTimeout, "\(error)")
        }
        #expect(sender.backlogCount == 2)
        _ = drain(port)
        #expect(try sender.flush())
        #expect(drain(port).map(\.timestamp) == [101, 102], "finger 0's latest position survived the failed call")
        #expect(port.sequenceGapCount == sender.coalescedMoveCount)
    }
}
