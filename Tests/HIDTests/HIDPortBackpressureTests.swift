import Glibc
import HID
import Testing

/// What the sender does when the app stops draining: the policy in
/// `HIDPortSender`'s doc comment, one rule per test.
@Suite("A full port")
struct HIDPortBackpressureTests {
    /// A one-page port (64 messages) filled by 1000 moves nobody reads.
    func fullPort() throws -> HIDPort {
        let port = try HIDPort(capacity: 16)
        for stamp in 0..<1000 { try port.sender.send(move(UInt64(stamp))) }
        return port
    }

    @Test("moves into a full pipe replace the one pending move instead of waiting")
    func movesCoalesce() throws {
        let port = try fullPort()
        let sender = port.sender
        #expect(port.capacity == 64)
        #expect(sender.coalescedMoveCount == 1000 - 64 - 1)  // 64 in the pipe, 1 pending, the rest replaced
        #expect(sender.backlogCount == 1)
        #expect(drain(port).map(\.timestamp) == Array(0..<64))
        #expect(try sender.flush())  // the pending move is the latest position
        #expect(drain(port).map(\.timestamp) == [999])
        #expect(port.sequenceGapCount == sender.coalescedMoveCount)
    }

    @Test("hovers into a full pipe coalesce like moves: the pointer's latest place waits, nothing blocks, kinds are kept")
    func hoversCoalesce() throws {
        let port = try HIDPort(capacity: 16)
        let sender = port.sender
        for stamp in 0..<1000 { try sender.send(HIDEvent(kind: .hover, timestamp: UInt64(stamp), x: Double(stamp), y: 1, button: 0)) }
        #expect(sender.coalescedMoveCount == 1000 - 64 - 1)
        #expect(sender.backlogCount == 1)
        let first = drain(port)
        #expect(first.map(\.timestamp) == Array(0..<64) && first.allSatisfy { $0.kind == .hover })
        #expect(try sender.flush())
        #expect(drain(port).map { [$0.timestamp, UInt64($0.kind.rawValue)] } == [[999, UInt64(HIDEvent.Kind.hover.rawValue)]])
        #expect(HIDEvent.Kind.hover.isMotion && HIDEvent.Kind.pointerMove.isMotion && !HIDEvent.Kind.pointerDown.isMotion)
    }

    @Test("flush with a timeout reports a move it could not write, and keeps it")
    func flushTimesOut() throws {
        let port = try fullPort()
        #expect(try port.sender.flush(timeout: .milliseconds(5)) == false)
        #expect(port.sender.backlogCount == 1)
    }

    @Test("a press into a full pipe waits for the receiver, and nothing crosses it")
    func pressWaitsForRoom() throws {
        let port = try fullPort()
        let sender = port.sender
        sender.sendTimeout = .seconds(10)
        let coalescedBefore = sender.coalescedMoveCount
        // The pipe is full before this thread exists, so its press has to wait.
        let thread = SenderThread { () throws(HIDPortError) in
            try sender.send(press(1000))
            for stamp in 1001..<2000 { try sender.send(move(UInt64(stamp))) }
            try sender.send(release(2000))
            for stamp in 2001..<3000 { try sender.send(move(UInt64(stamp))) }
            try sender.send(key(3000))
        }
        var received: [HIDEvent] = []
        while received.last?.kind != .key && waitUntilReadable(port) {
            port.receive { received.append($0) }
        }
        #expect(thread.join() == (true, nil))

        let stamps = received.map(\.timestamp)
        #expect(Array(stamps.prefix(66)) == Array(0..<64) + [999, 1000])  // the pending move goes before the press
        #expect(zip(stamps, stamps.dropFirst()).allSatisfy { $0 < $1 })
        #expect(received.filter { $0.kind != .pointerMove }.map(\.timestamp) == [1000, 2000, 3000])
        #expect(stamps.contains(1999) && stamps.contains(2999))  // each run's latest position
        #expect(received.count - 3 + sender.coalescedMoveCount - coalescedBefore == 64 + 1 + 999 + 999)
    }

    @Test("a press the receiver never makes room for throws after the timeout and is not sent")
    func pressTimesOut() throws {
        let port = try fullPort()
        let sender = port.sender
        sender.sendTimeout = .milliseconds(20)
        let start = MonotonicTime.nanoseconds()
        do {
            try sender.send(press(5000))
            Issue.record("send into a full, undrained port returned")
        } catch {
            #expect(error.isTimeout, "\(error)")
            #expect(error.description.contains("did not drain the HID port"))
        }
        #expect(MonotonicTime.nanoseconds() - start < 2_000_000_000)
        #expect(sender.backlogCount == 1)  // the press was taken back; the pending move stays

        do {
            try sender.send(contentsOf: [release(5001), key(5002)])
            Issue.record("batch into a full, undrained port returned")
        } catch {
            #expect(error.isTimeout)
        }
        #expect(drain(port).count == 64)
        try sender.send(press(6000))  // room now: the pending move, then the press
        #expect(drain(port).map(\.timestamp) == [999, 6000])
        #expect(port.sequenceGapCount == sender.coalescedMoveCount)  // taken-back numbers were reused
    }
}
