import CX11
import Foundation
import Synchronization
import HID
import SpringBoard
import Testing
import XServer

/// Real input (XTest on a private Xvfb) read by SpringBoard's thread and
/// read back from the app's port: what arrives, in what coordinates, in what order.
@Suite("SpringBoard forwards X input to the port")
struct SpringBoardForwardingTests {
    @Test("hover, press, drag, release: pointer events in window coordinates, button 1 only while held")
    func pointerEventsInWindowCoordinates() throws {
        try withSpringBoard { session in
            let before = MonotonicTime.nanoseconds()
            session.move(20, 30)
            session.injector.press()
            session.move(50, 60)
            session.injector.release()

            let events = session.receive(4)
            #expect(events.map(\.summary) == ["hover 20,30", "down 20,30 b1", "move 50,60 b1", "up 50,60 b1"])
            let times = events.map(\.timestamp)
            #expect(zip(times, times.dropFirst()).allSatisfy { $0 < $1 }, "strictly increasing: \(times)")
            // Stamped when SpringBoard read them, on the monotonic clock.
            #expect(times.allSatisfy { $0 > before && $0 <= MonotonicTime.nanoseconds() })
        }
    }

    @Test("wheel clicks become scrolls of ±40 points; their releases and button 2 are dropped; button 3 is forwarded")
    func wheelAndOtherButtons() throws {
        try withSpringBoard { session in
            session.move(100, 100)
            _ = session.receive(1)
            for button: UInt8 in [4, 5, 6, 7, 2, 3] { session.injector.click(button: button) }
            session.move(101, 100)   // a marker: nothing may arrive between the scrolls and it

            let events = session.receive(7)
            #expect(events.map(\.summary) == [
                "scroll 0,-40 at 100,100", "scroll 0,40 at 100,100",
                "scroll -40,0 at 100,100", "scroll 40,0 at 100,100",
                "down 100,100 b3", "up 100,100 b3",
                "hover 101,100",
            ])
        }
    }

    @Test("a key press and its release arrive as its keysym, with the physical key")
    func keyPress() throws {
        try withSpringBoard { session in
            // No window manager gives focus: keys go to the window under the pointer.
            session.move(10, 10)
            _ = session.receive(1)
            try session.injector.tapKey(keysym: 0x61)      // XK_a
            try session.injector.tapKey(keysym: 0xFF1B)    // XK_Escape
            let events = session.receive(4)
            #expect(events.map(\.summary) == ["key 0x61", "keyup 0x61", "key 0xff1b", "keyup 0xff1b"])
            #expect(events.count == 4 && events[0].button == events[1].button && events[0].button >= 8)
        }
    }

    @Test("a 2,000-motion drag with a port that keeps up: every move, in order, between the press and the release")
    func burstArrivesComplete() throws {
        try withSpringBoard { session in
            session.move(5, 5)
            _ = session.receive(1)
            session.injector.press()
            let path = Self.burstPath(count: 2000)
            for (x, y) in path { session.move(x, y) }
            session.injector.release()

            let events = session.receive(2002, timeout: .seconds(10))
            #expect(events.first?.summary == "down 5,5 b1")
            let moves = events.dropFirst().prefix(2000)
            #expect(moves.allSatisfy { $0.kind == .pointerMove && $0.button == 1 })
            #expect(moves.map { (Int($0.x), Int($0.y)) }.elementsEqual(path, by: ==))
            #expect(events.last?.summary == "up \(path.last!.0),\(path.last!.1) b1")
            let times = events.map(\.timestamp)
            #expect(zip(times, times.dropFirst()).allSatisfy { $0 < $1 })
            #expect(session.springBoard.statistics.coalescedMoves == 0)
            #expect(session.springBoard.statistics.wakeUps < 2000, "reading is batched, not one wake-up per event")
        }
    }

    /// The app does not read while the burst arrives and its port holds 64
    /// messages: SpringBoard must keep reading X all the same (an X server
    /// keeps what a client does not read), coalesce the moves, hold on to the
    /// release until there is room, and still deliver the final position.
    @Test("a 2,000-motion drag into a stalled app's full port: X is read at once, moves coalesce, order holds, no action is lost")
    func burstIntoAFullPort() throws {
        try withSpringBoard(portCapacity: 64) { session in
            session.move(5, 5)
            _ = session.receive(1)
            let readBefore = session.springBoard.statistics.eventsRead
            session.injector.press()
            let path = Self.burstPath(count: 2000)
            for (x, y) in path { session.move(x, y) }
            session.injector.release()
            // SpringBoard has read all of it while the app is stalled, and
            // holds the release (and the last position) for it.
            #expect(session.wait {
                let statistics = session.springBoard.statistics
                return statistics.eventsRead >= readBefore + 2002 && statistics.eventsWaiting >= 1
            })
            // Bounded by the actions, not the 2,000 moves: what was read in
            // the round that found the port full, then one move and the release.
            #expect(session.springBoard.statistics.eventsWaiting <= HIDPortSender.backlogLimit + 2)

            // Through the release, then until SpringBoard holds nothing more:
            // whatever it sent is in the port by then, and nothing may follow the release.
            var events = session.receive(through: { $0.kind == .pointerUp })
            #expect(session.wait { session.springBoard.statistics.eventsWaiting == 0 })
            events += session.receiveQueued()
            #expect(events.first?.summary == "down 5,5 b1")
            #expect(events.last?.summary == "up \(path.last!.0),\(path.last!.1) b1")
            let moves = Array(events.dropFirst().dropLast())
            #expect(moves.allSatisfy { $0.kind == .pointerMove && $0.button == 1 })
            #expect(moves.last.map { (Int($0.x), Int($0.y)) } ?? (0, 0) == path.last!, "the final position is delivered")
            // In order: each delivered move is further along the path than the one before.
            let index = Dictionary(uniqueKeysWithValues: path.enumerated().map { ("\($1.0),\($1.1)", $0) })
            let positions = moves.compactMap { index["\(Int($0.x)),\(Int($0.y))"] }
            #expect(positions.count == moves.count, "every move is a point of the path")
            #expect(zip(positions, positions.dropFirst()).allSatisfy { $0 < $1 })
            // Nothing lost except coalesced moves; the port itself lost nothing.
            let coalesced = session.springBoard.statistics.coalescedMoves
            #expect(coalesced > 0)
            #expect(moves.count + coalesced == 2000)
            #expect(session.port.sequenceGapCount == session.port.sender.coalescedMoveCount)
        }
    }

    @Test("onForward sees each batch the port accepted, and the counters add up")
    func forwardObserverAndStatistics() throws {
        try withSpringBoard { session in
            let observed = LockedEvents()
            session.springBoard.onForward = { batch in observed.append(batch) }
            session.move(10, 10)
            session.injector.click()
            let events = session.receive(3)
            #expect(session.wait { observed.events.count == 3 })
            #expect(observed.events == events)
            let statistics = session.springBoard.statistics
            #expect(statistics.eventsForwarded == 3)
            #expect(session.springBoard.forwardedCount == 3)
            #expect(statistics.eventsRead >= 3)
            #expect(statistics.lastForwardedNanoseconds >= events.last!.timestamp)
            #expect(statistics.lastForwardedNanoseconds <= MonotonicTime.nanoseconds())
            #expect(statistics.failures == 0 && statistics.lastFailure == nil)
        }
    }

    /// The press → `touchesBegan` latency (PipelineAndBenchmarks, "The X
    /// path, hop by hop"): when the app has read everything sent so far, a
    /// press goes to its port as soon as SpringBoard has read it, on its
    /// own, not at the end of the drain with whatever X delivered behind it.
    /// The 200 moves are injected in the same flush, so without that rule
    /// the first batch would carry moves too.
    @Test("a press the caught-up app waits for goes out alone as soon as it is read; the moves behind it follow in order")
    func pressForACaughtUpAppGoesOutAtOnce() throws {
        try withSpringBoard { session in
            let observed = LockedBatches()
            session.springBoard.onForward = { batch in observed.append(batch) }
            session.move(5, 5)
            _ = session.receive(1)   // the port is empty again: the app is caught up
            let dpy = session.injector.display.handle
            XTestFakeButtonEvent(dpy, 1, 1, 0)
            let path = Self.burstPath(count: 200)
            for (x, y) in path {
                XTestFakeMotionEvent(dpy, -1, Int32(session.origin.x + x), Int32(session.origin.y + y), 0)
            }
            XFlush(dpy)

            let events = session.receive(201)
            #expect(events.first?.summary == "down 5,5 b1")
            #expect(events.dropFirst().map { (Int($0.x), Int($0.y)) }.elementsEqual(path, by: ==))
            #expect(session.wait { observed.batches.joined().count == 202 })
            let pressBatch = observed.batches.first { $0.contains { $0.kind == .pointerDown } }
            #expect(pressBatch?.map(\.summary) == ["down 5,5 b1"], "the press went out alone")
            session.injector.release()
        }
    }

    /// A zig-zag through a 400×300 window: every point distinct from the one before.
    static func burstPath(count: Int) -> [(Int, Int)] {
        (0..<count).map { i in (10 + i % 300, 10 + i / 300 * 20) }
    }
}

final class LockedBatches: Sendable {
    private let stored = Mutex<[[HIDEvent]]>([])
    func append(_ batch: [HIDEvent]) { stored.withLock { $0.append(batch) } }
    var batches: [[HIDEvent]] { stored.withLock { $0 } }
}

final class LockedEvents: Sendable {
    private let stored = Mutex<[HIDEvent]>([])
    func append(_ batch: [HIDEvent]) { stored.withLock { $0 += batch } }
    var events: [HIDEvent] { stored.withLock { $0 } }
}
