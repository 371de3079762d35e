import Glibc
import HID
import Testing

@Suite("Receiving")
struct HIDPortReceiveTests {
    @Test("every kind goes through the port unchanged and in order")
    func everyKindThroughThePort() throws {
        let port = try HIDPort()
        for event in HIDMessageTests.extremes { try port.sender.send(event) }
        #expect(isReadableNow(port))
        #expect(drain(port) == HIDMessageTests.extremes)
        #expect(!isReadableNow(port))
        #expect(port.malformedMessageCount == 0)
    }

    @Test("receive(max:) leaves the rest in the pipe, so the descriptor stays readable")
    func receiveAtMost() throws {
        let port = try HIDPort()
        try port.sender.send(contentsOf: (0..<10).map { move($0) })
        var first: [UInt64] = []
        #expect(port.receive(max: 3) { first.append($0.timestamp) } == 3)
        #expect(first == [0, 1, 2])
        #expect(isReadableNow(port))
        #expect(port.receive(max: 0) { _ in } == 0)
        #expect(drain(port).map(\.timestamp) == Array(3..<10))
        #expect(!isReadableNow(port))
        #expect(port.receive { _ in } == 0)  // empty pipe: returns at once
    }

    @Test("receiverHasReadEverything agrees with the kernel's count of unread bytes at every step")
    func receiverHasReadEverything() throws {
        let port = try HIDPort()
        let sender = port.sender
        /// The kernel's answer, which the sender's own count replaces on SpringBoard's path.
        func pipeIsEmpty() -> Bool {
            var queued: Int32 = -1
            #expect(ioctl(sender.sendFileDescriptor, UInt(FIONREAD), &queued) == 0)
            return queued == 0
        }
        #expect(sender.receiverHasReadEverything && pipeIsEmpty())
        try sender.send(contentsOf: [press(1), move(2), move(3)])
        #expect(!sender.receiverHasReadEverything && !pipeIsEmpty())
        #expect(port.receive(max: 2) { _ in } == 2)
        #expect(!sender.receiverHasReadEverything && !pipeIsEmpty())   // one frame still in the pipe
        #expect(port.receive { _ in } == 1)
        #expect(sender.receiverHasReadEverything && pipeIsEmpty())
        try sender.sendRaw([1, 2, 3])   // padded to a whole frame; rejected by the reader, but read
        #expect(!sender.receiverHasReadEverything && !pipeIsEmpty())
        #expect(port.receive { _ in } == 0 && port.malformedMessageCount == 1)
        #expect(sender.receiverHasReadEverything && pipeIsEmpty())
        try sender.send(key(4))
        sender.close()
        #expect(!sender.receiverHasReadEverything)   // closed: nobody is caught up on a closed port
    }

    @Test("a batch bigger than one atomic write arrives whole and in order")
    func largeBatch() throws {
        let port = try HIDPort()
        let events = (0..<1000).map { $0 % 7 == 0 ? press(UInt64($0)) : move(UInt64($0)) }
        try port.sender.send(contentsOf: events)
        #expect(drain(port) == events)
    }

    @Test("receive called from inside its own body delivers nothing instead of corrupting the batch")
    func reentrantReceive() throws {
        let port = try HIDPort()
        try port.sender.send(contentsOf: [key(1), key(2)])
        var nested: [Int] = []
        var outer: [UInt64] = []
        port.receive { event in
            outer.append(event.timestamp)
            nested.append(port.receive { _ in })
        }
        #expect(outer == [1, 2] && nested == [0, 0])
    }

    @Test("malformed frames are counted and skipped; the good ones around them all arrive")
    func malformedFramesAreSkipped() throws {
        let port = try HIDPort()
        let sender = port.sender
        func frame(_ change: (inout [UInt8]) -> Void) -> [UInt8] {
            var bytes = HIDMessage(sequence: 0, event: key(99)).bytes
            change(&bytes)
            return bytes
        }
        var stamp: UInt64 = 0
        func good() throws(HIDPortError) { try sender.send(key(stamp)); stamp += 1 }

        try good()
        try sender.sendRaw(frame { $0[0] = 0 })                // bad magic
        try good()
        try sender.sendRaw(frame { $0[6] = 9 })                // bad version
        try good()
        try sender.sendRaw([1, 2, 3])                          // short: padded to one frame
        try good()
        try sender.sendRaw((0..<64).map { UInt8(truncatingIfNeeded: $0 &* 37 &+ 11) })  // garbage
        try good()
        try sender.send(HIDEvent(kind: .pointerDown, timestamp: 500, x: .nan, button: 1))  // NaN via the real path
        try good()
        try sender.sendRaw([UInt8](repeating: 0xFF, count: 100))  // two frames of garbage
        try good()
        try sender.sendRaw(frame { $0[12] = 42 })              // unknown kind
        try good()
        try sender.sendRaw(frame { $0.replaceSubrange(48..<56, with: bytesOf(.infinity)) })  // ∞ deltaY
        try good()
        try sender.sendRaw(frame { $0[15] = 1 })               // reserved bits set
        try good()

        #expect(drain(port).map(\.timestamp) == Array(0..<stamp))
        #expect(port.malformedMessageCount == 10)
        let report = try #require(port.lastRejection)
        #expect(report.contains("reserved field is 0x0100"))
        #expect(report.contains("message #18 at stream byte 1152"))  // 9 good and 9 bad frames before it
    }

    @Test("sendRaw refuses more than one atomic write rather than split it")
    func sendRawLimit() throws {
        let port = try HIDPort()
        #expect(throws: HIDPortError.systemCall("sendRaw(4097 bytes, more than one 4096-byte atomic write)", errno: EMSGSIZE)) {
            try port.sender.sendRaw([UInt8](repeating: 0, count: 4097))
        }
        try port.sender.sendRaw([])  // nothing to send: no frame at all
        #expect(!isReadableNow(port))
    }

    @Test("the port holds at least the capacity asked for, in whole pages")
    func capacityRoundsUpToPages() throws {
        #expect(try HIDPort(capacity: 1).capacity == 64)  // one 4 KiB page
        #expect(try HIDPort(capacity: 4096).capacity == 4096)
        #expect(try HIDPort(capacity: 0).capacity >= 1)
    }
}

@Test("MonotonicTime never goes backwards and counts nanoseconds")
func monotonicTime() {
    let first = MonotonicTime.nanoseconds()
    let second = MonotonicTime.nanoseconds()
    #expect(second >= first)
    #expect(first > 0)
}
