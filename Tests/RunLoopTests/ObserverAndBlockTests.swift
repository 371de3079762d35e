import Glibc
import Testing
@testable import RunLoop

@Suite struct ObserverTests {
    @Test func observersRunInAscendingOrder() {
        let (loop, _, _) = makeVirtualLoop()
        let log = EventLog()
        for (name, order) in [("commit", 2_000_000), ("autorelease", Int(Int32.max)), ("gestures", 0)] {
            loop.add(RunLoopObserver(name: name, activities: .beforeWaiting, order: order) { _ in log.append(name) },
                     forMode: .common)
        }
        loop.add(idleSource(), forMode: .default)
        loop.run(mode: .default, before: 1)
        #expect(log.lines == ["gestures", "commit", "autorelease"])
    }

    @Test func aNonRepeatingObserverFiresOnce() {
        let (loop, _, _) = makeVirtualLoop()
        var calls: [RunLoopActivity] = []
        let once = RunLoopObserver(name: "once", activities: [.beforeTimers, .exit], repeats: false) { calls.append($0) }
        loop.add(once, forMode: .default)
        loop.add(RunLoopTimer(name: "tick", fireDate: 0.1, interval: 0.1) { _ in }, forMode: .default)

        loop.run(mode: .default, before: 0.55)
        loop.run(mode: .default, before: 1)

        #expect(calls == [.beforeTimers])
        #expect(!once.isValid)
    }

    @Test func anObserverOnlySeesItsActivitiesAndItsModes() {
        let (loop, _, _) = makeVirtualLoop()
        var calls: [RunLoopActivity] = []
        loop.add(RunLoopObserver(name: "waits", activities: [.beforeWaiting, .afterWaiting]) { calls.append($0) }, forMode: .tracking)
        loop.add(idleSource(), forMode: .common)
        loop.run(mode: .default, before: 1)
        #expect(calls.isEmpty)
        loop.run(mode: .tracking, before: 2)
        #expect(calls == [.beforeWaiting, .afterWaiting])
    }
}

@Suite struct BlockTests {
    @Test func blocksRunBeforeSource0sAndBlocksQueuedBySourcesRightAfterThem() {
        let (loop, _, log) = makeVirtualLoop()
        let source = RunLoopSource0(name: "A") {
            log.append("source0 A")
            loop.perform { log.append("block 2") }
        }
        loop.add(source, forMode: .default)
        source.signal()
        loop.perform(inMode: .default) { log.append("block 1") }
        loop.perform(inMode: .tracking) { log.append("block tracking") }

        loop.run(mode: .default, before: 0)

        #expect(log.lines == ["entry", "beforeTimers", "beforeSources", "block 1", "source0 A", "block 2", "exit"])
        loop.run(mode: .tracking, before: 0)
        #expect(log.lines.last(where: { $0.hasPrefix("block") }) == "block tracking")
    }

    @Test func aQueuedBlockKeepsAnOtherwiseEmptyModeRunningForAPass() {
        let (loop, clock, log) = makeVirtualLoop()
        loop.perform(inMode: RunLoopMode("fresh")) { log.append("block") }
        // After the block the mode is empty, but as in CF the wait comes first and lasts to the deadline.
        #expect(loop.run(mode: RunLoopMode("fresh"), before: 1) == .timedOut)
        #expect(clock.now == 1)
        #expect(log.lines == ["block"], "observers were added to .common, not to the fresh mode")
        #expect(loop.run(mode: RunLoopMode("fresh"), before: 2) == .finished)
    }

    @Test func aBlockFromAnotherThreadRunsAfterWakeUp() throws {
        let loop = try EventRunLoop()
        loop.add(idleSource(), forMode: .default)
        let log = EventLog()
        var started = false
        let handle = loop.handle
        loop.add(RunLoopObserver(name: "sender", activities: .beforeWaiting) { _ in
            guard !started else { return }
            started = true
            detachThread {
                handle.perform { log.append("ran on \(pthread_self())"); handle.stop() }
                handle.wakeUp()
            }
        }, forMode: .default)
        let start = loop.clock.now
        #expect(loop.run(mode: .default, before: start + 10) == .stopped)
        #expect(log.lines == ["ran on \(pthread_self())"])
    }
}

@Suite struct TracerTests {
    @Test func theTracerSeesEveryActivityAndCallout() throws {
        let clock = VirtualClock()
        let loop = try EventRunLoop(clock: clock)
        var trace: [String] = []
        loop.tracer = { trace.append("\($0)") }
        let port = makePipe()
        defer { close(port.read); close(port.write) }
        let source = RunLoopSource0(name: "A") {}
        loop.add(source, forMode: .default)
        loop.add(RunLoopSource1(name: "P", fileDescriptor: port.read) {
            var byte: UInt8 = 0
            _ = read(port.read, &byte, 1)
        }, forMode: .default)
        loop.add(RunLoopTimer(name: "T", fireDate: 0.5) { _ in _ = write(port.write, "x", 1) }, forMode: .default)
        source.signal()

        loop.run(mode: .default, before: 1)

        #expect(trace == [
            "entry", "beforeTimers", "beforeSources", "source0 A",
            "beforeTimers", "beforeSources", "beforeWaiting", "afterWaiting", "timer T",
            "beforeTimers", "beforeSources", "beforeWaiting", "afterWaiting", "source1 P",
            "beforeTimers", "beforeSources", "beforeWaiting", "afterWaiting", "exit",
        ])
    }

    @Test func activitiesPrintTheirCFNames() {
        #expect("\(RunLoopActivity.beforeWaiting)" == "beforeWaiting")
        #expect("\(RunLoopActivity([.entry, .exit]))" == "entry|exit")
        #expect("\(RunLoopTraceEvent.timer(name: "T"))" == "timer T")
    }
}
