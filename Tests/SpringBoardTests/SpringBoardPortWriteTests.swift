import HID
import Synchronization
@testable import SpringBoard
import Testing
import XServer

/// How SpringBoard's writes to the port are cut: what the latency of a press
/// depends on (PipelineAndBenchmarks, "The X path, hop by hop").
@Suite("SpringBoard's port writes")
struct SpringBoardPortWriteTests {
    @Test("a press, release or key goes out in the write that ends with it, not behind the events read after it")
    func actionsEndTheirWrite() throws {
        try withSpringBoard { session in
            let batches = LockedBatches()
            session.springBoard.onForward = { batch in batches.append(batch) }
            session.move(10, 10)
            _ = session.receive(1)
            // Clicks and moves in one flush: the X server hands them over
            // together, so SpringBoard reads several in one drain.
            for i in 0..<5 {
                session.injector.click()
                session.injector.move(toRootX: session.origin.x + 20 + i, y: session.origin.y + 20)
            }
            let events = session.receive(15)
            #expect(events.filter { $0.kind == .pointerDown }.count == 5)
            #expect(session.wait { batches.all.joined().count == 16 })
            for batch in batches.all {
                // Nothing read after an action waited for it to be written.
                if let action = batch.firstIndex(where: { !$0.kind.isMotion }) {
                    #expect(action == batch.count - 1, "an action with events after it in one write: \(batch.map(\.summary))")
                }
            }
        }
    }

    @Test("the port's room is counted once and then forecast from SpringBoard's own writes; the kernel is asked again when it is too small")
    func roomForecast() throws {
        let port = try HIDPort(capacity: 64)
        var room = PortRoom()
        let capacity = room.messages(atLeast: 1, sender: port.sender)
        #expect(capacity == port.capacity)
        // The app takes nothing: the forecast shrinks with each write.
        try port.sender.send(contentsOf: Array(repeating: HIDEvent(kind: .pointerDown, timestamp: 1), count: 10))
        room.took(10)
        #expect(room.messages(atLeast: 1, sender: port.sender) == capacity - 10)
        // Someone else wrote too: the forecast is wrong (never too small), and
        // asking for more than it promises asks the kernel, which knows.
        try port.sender.send(contentsOf: Array(repeating: HIDEvent(kind: .pointerUp, timestamp: 2), count: 5))
        #expect(room.messages(atLeast: 1, sender: port.sender) == capacity - 10)
        #expect(room.messages(atLeast: capacity - 5, sender: port.sender) == capacity - 15)
        // The app drains the port: the room it made is seen on the next count.
        #expect(port.receive { _ in } == 15)
        room.forget()
        #expect(room.messages(atLeast: 1, sender: port.sender) == capacity)
    }
}

final class LockedBatches: Sendable {
    private let stored = Mutex<[[HIDEvent]]>([])
    func append(_ batch: [HIDEvent]) { stored.withLock { $0.append(batch) } }
    var all: [[HIDEvent]] { stored.withLock { $0 } }
}
