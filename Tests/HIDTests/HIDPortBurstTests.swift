import Glibc
import HID
import Testing

/// SpringBoard's thread floods the port while the app's thread drains it.
@Suite("Bursts across threads")
struct HIDPortBurstTests {
    /// Drags with hover moves in between, and a key now and then: runs of
    /// moves separated by actions. Timestamps are the index, so order and
    /// identity can be checked exactly.
    static func burst(count: Int) -> [HIDEvent] {
        var events: [HIDEvent] = []
        events.reserveCapacity(count + 16)
        var stamp: UInt64 = 0
        func add(_ make: (UInt64) -> HIDEvent) { events.append(make(stamp)); stamp += 1 }
        var cycle = 0
        while events.count < count - 1 {
            add(press)
            for _ in 0..<(cycle % 9) { add { move($0) } }
            add(release)
            for _ in 0..<3 { add { move($0) } }
            if cycle % 10 == 0 { add(key) }
            if cycle % 25 == 0 { add(scroll) }
            cycle += 1
        }
        add(key)  // end on an action, so nothing is left pending when the sender closes
        return events
    }

    struct Case: CustomTestStringConvertible, Sendable {
        var count: Int, capacity: Int, batched: Bool
        var testDescription: String { "\(count) events, capacity \(capacity), \(batched ? "batched" : "one by one")" }
    }

    @Test("every action arrives, in order; moves are only ever coalesced within their own run",
          arguments: [Case(count: 200_000, capacity: 4096, batched: false),
                      Case(count: 200_000, capacity: 4096, batched: true),
                      Case(count: 50_000, capacity: 16, batched: false),
                      Case(count: 50_000, capacity: 16, batched: true)])
    func burstFromAnotherThread(_ test: Case) throws {
        let port = try HIDPort(capacity: test.capacity)
        let sent = Self.burst(count: test.count)
        let sender = port.sender
        sender.sendTimeout = .seconds(10)
        let thread = SenderThread { () throws(HIDPortError) in
            if test.batched {
                var start = 0
                while start < sent.count {  // uneven batches, as X hands them over
                    let end = min(sent.count, start + 1 + start % 97)
                    try sender.send(contentsOf: Array(sent[start..<end]))
                    start = end
                }
            } else {
                for event in sent { try sender.send(event) }
            }
            sender.close()
        }

        var received: [HIDEvent] = []
        received.reserveCapacity(sent.count)
        while !port.isSenderClosed {
            guard waitUntilReadable(port) else { break }
            port.receive { received.append($0) }
        }
        let (finished, error) = thread.join()
        #expect(finished && error == nil)
        #expect(port.isSenderClosed, "the receiver stopped hearing from the sender")
        #expect(port.malformedMessageCount == 0)

        // FIFO, nothing duplicated or invented.
        let stamps = received.map(\.timestamp)
        #expect(zip(stamps, stamps.dropFirst()).allSatisfy { $0 < $1 })
        // Every press, release, key and scroll, none lost.
        let actions = sent.filter { $0.kind != .pointerMove }
        #expect(received.filter { $0.kind != .pointerMove } == actions)
        // The last move of each run (its latest position) always arrives; with
        // strict order above, a move merged across an action could not.
        let receivedStamps = Set(stamps)
        let runEnds = zip(sent, sent.dropFirst()).filter { $0.kind == .pointerMove && $1.kind != .pointerMove }.map(\.0)
        #expect(runEnds.allSatisfy { receivedStamps.contains($0.timestamp) })
        // Moves are either delivered or accounted for as coalesced.
        let sentMoves = sent.count - actions.count
        let receivedMoves = received.count - actions.count
        #expect(receivedMoves + sender.coalescedMoveCount == sentMoves)
        #expect(port.sequenceGapCount == sender.coalescedMoveCount)
        if !test.batched { #expect(received.allSatisfy { sent[Int($0.timestamp)] == $0 }) }
    }
}
