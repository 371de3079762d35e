import Glibc
import HID
import Testing

@Suite("Closing either end")
struct HIDPortClosingTests {
    @Test("sending after the receive right is closed throws .closed, whatever is sent")
    func sendAfterReceiverClosed() throws {
        let port = try HIDPort()
        let sender = port.sender
        try sender.send(move(0))
        port.close()
        #expect(port.receiveFileDescriptor == -1)
        #expect(port.receive { _ in } == 0)
        #expect(throws: HIDPortError.closed) { try sender.send(move(1)) }
        #expect(throws: HIDPortError.closed) { try sender.send(press(2)) }
        #expect(throws: HIDPortError.closed) { try sender.send(contentsOf: [release(3)]) }
        #expect(throws: HIDPortError.closed) { try sender.sendRaw([1]) }
    }

    @Test("a sender still holding the send right after the port is gone gets .closed")
    func portDeallocated() throws {
        var port: HIDPort? = try HIDPort()
        let sender = port!.sender
        port = nil
        #expect(throws: HIDPortError.closed) { try sender.send(key(1)) }
    }

    @Test("a press waiting for room is released with .closed when the receiver closes")
    func waitingSenderSeesClose() throws {
        let port = try HIDPort(capacity: 16)
        let sender = port.sender
        for stamp in 0..<100 { try sender.send(move(UInt64(stamp))) }
        sender.sendTimeout = .seconds(30)
        let start = MonotonicTime.nanoseconds()
        let thread = SenderThread { () throws(HIDPortError) in try sender.send(press(100)) }
        port.close()
        #expect(thread.join() == (true, .closed))
        #expect(MonotonicTime.nanoseconds() - start < 5_000_000_000)
    }

    @Test("closing the send right gives the receiver end of file after the last message")
    func senderClosed() throws {
        let port = try HIDPort()
        try port.sender.send(contentsOf: [press(1), release(2)])
        port.sender.close()
        #expect(port.sender.sendFileDescriptor == -1)
        #expect(throws: HIDPortError.closed) { try port.sender.send(key(3)) }
        #expect(!port.isSenderClosed)
        #expect(drain(port).map(\.timestamp) == [1, 2])
        #expect(isReadableNow(port))  // end of file wakes the run loop once more…
        #expect(port.receive { _ in } == 0)
        #expect(port.isSenderClosed)  // …and that receive sees it
        #expect(port.malformedMessageCount == 0)
    }

    @Test("closing the port from inside receive stops delivery after that event")
    func closeInsideReceive() throws {
        let port = try HIDPort()
        try port.sender.send(contentsOf: [key(1), key(2), key(3)])
        var seen: [UInt64] = []
        #expect(port.receive { seen.append($0.timestamp); port.close() } == 1)
        #expect(seen == [1])
    }
}
