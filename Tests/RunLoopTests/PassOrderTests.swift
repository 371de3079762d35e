import Testing
@testable import RunLoop

/// The order of one pass and the reasons a run ends, as CFRunLoop.c's `__CFRunLoopRun` has them.
@Suite struct PassOrderTests {
    @Test func passThatSleepsUntilATimerRunsObserversAroundTheWait() {
        let (loop, clock, log) = makeVirtualLoop()
        loop.add(RunLoopTimer(name: "T", fireDate: 0.5) { _ in log.append("timer T at \(clock.now)") }, forMode: .default)

        let result = loop.run(mode: .default, before: 10)

        #expect(log.lines == ["entry", "beforeTimers", "beforeSources", "beforeWaiting", "afterWaiting",
                              "timer T at 0.5", "exit"])
        #expect(result == .finished, "the one-shot timer was the mode's only item")
    }

    @Test func aPerformedSource0SkipsTheWaitOfItsPass() {
        let (loop, clock, log) = makeVirtualLoop()
        let source = RunLoopSource0(name: "A") { log.append("source0 A") }
        loop.add(source, forMode: .default)
        source.signal()

        let result = loop.run(mode: .default, before: 1)

        #expect(log.lines == ["entry", "beforeTimers", "beforeSources", "source0 A",
                              "beforeTimers", "beforeSources", "beforeWaiting", "afterWaiting", "exit"])
        #expect(result == .timedOut)
        #expect(clock.now == 1, "virtual time jumped to the deadline instead of sleeping")
    }

    @Test func aDeadlineAlreadyPassedMakesOnePollingPass() {
        let (loop, clock, log) = makeVirtualLoop(at: 5)
        loop.add(idleSource(), forMode: .default)

        #expect(loop.run(mode: .default, before: 5) == .timedOut)
        #expect(log.lines == ["entry", "beforeTimers", "beforeSources", "exit"])
        #expect(clock.now == 5)
    }

    @Test func aModeWithOnlyObserversFinishesWithoutEnteringIt() {
        let (loop, _, log) = makeVirtualLoop()
        #expect(loop.run(mode: .default, before: 1) == .finished)
        #expect(loop.run(mode: RunLoopMode("never used"), before: 1) == .finished)
        #expect(log.lines.isEmpty)
    }

    @Test func commonCannotBeRun() {
        let (loop, _, log) = makeVirtualLoop()
        loop.add(idleSource(), forMode: .common)
        var result: RunLoopRunResult?
        let messages = capturingMisuse { result = loop.run(mode: .common, before: 1) }
        #expect(result == .finished)
        #expect(log.lines.isEmpty)
        #expect(messages.contains { $0.contains("run(mode: .common)") })
    }

    @Test func returnAfterSourceHandledReturnsAfterTheFirstPerform() {
        let (loop, _, log) = makeVirtualLoop()
        let source = RunLoopSource0(name: "A") { log.append("source0 A") }
        loop.add(source, forMode: .default)
        source.signal()

        #expect(loop.run(mode: .default, before: 1, returnAfterSourceHandled: true) == .handledSource)
        #expect(log.lines == ["entry", "beforeTimers", "beforeSources", "source0 A", "exit"])
    }

    @Test func aTimerAloneIsNotAHandledSource() {
        let (loop, _, _) = makeVirtualLoop()
        loop.add(idleSource(), forMode: .default)
        loop.add(RunLoopTimer(name: "T", fireDate: 0.1) { _ in }, forMode: .default)
        #expect(loop.run(mode: .default, before: 1, returnAfterSourceHandled: true) == .timedOut)
    }

    @Test func stopFromAnotherThreadEndsTheSleep() throws {
        let loop = try EventRunLoop()
        loop.add(idleSource(), forMode: .default)
        var stopperStarted = false
        loop.add(RunLoopObserver(name: "stopper", activities: .beforeWaiting) { _ in
            guard !stopperStarted else { return }
            stopperStarted = true
            let handle = loop.handle
            detachThread { handle.stop() }
        }, forMode: .default)
        let start = loop.clock.now

        // .stopped, not .timedOut: stop() woke the loop; it did not sleep to the deadline.
        #expect(loop.run(mode: .default, before: start + 10) == .stopped)
    }

    @Test func stopWhileNotRunningIsForgotten() {
        let (loop, _, _) = makeVirtualLoop()
        loop.add(idleSource(), forMode: .default)
        loop.stop()
        #expect(loop.run(mode: .default, before: 1) == .timedOut)
    }

    @Test func stopFromACalloutEndsTheRunAtTheEndOfThePass() {
        let (loop, _, log) = makeVirtualLoop()
        let source = RunLoopSource0(name: "A") { log.append("source0 A"); loop.stop() }
        loop.add(source, forMode: .default)
        source.signal()
        #expect(loop.run(mode: .default, before: 1) == .stopped)
        #expect(log.lines == ["entry", "beforeTimers", "beforeSources", "source0 A", "exit"])
    }

    @Test func stopFromTheEntryObserverStopsBeforeAnyPass() {
        let (loop, _, log) = makeVirtualLoop()
        loop.add(idleSource(), forMode: .default)
        loop.add(RunLoopObserver(name: "stop at entry", activities: .entry) { _ in loop.stop() }, forMode: .default)
        #expect(loop.run(mode: .default, before: 1) == .stopped)
        #expect(log.lines == ["entry", "exit"])
    }

    @Test func invalidatingTheLastSourceFinishesTheRun() {
        let (loop, _, log) = makeVirtualLoop()
        var source: RunLoopSource0!
        source = RunLoopSource0(name: "A") { log.append("source0 A"); source.invalidate() }
        source.signal()
        loop.add(source, forMode: .default)
        #expect(loop.run(mode: .default, before: 1) == .finished)
        #expect(log.lines == ["entry", "beforeTimers", "beforeSources", "source0 A", "exit"])
    }

    @Test func aModeEmptiedBeforeTheWaitSleepsToTheDeadline() {
        // CF checks the deadline before emptiness, and an empty mode has nothing to wake it.
        let (loop, clock, log) = makeVirtualLoop()
        let source = idleSource()
        loop.add(source, forMode: .default)
        loop.add(RunLoopObserver(name: "invalidator", activities: .beforeWaiting) { _ in source.invalidate() }, forMode: .default)
        #expect(loop.run(mode: .default, before: 1) == .timedOut)
        #expect(clock.now == 1)
        #expect(log.lines.suffix(3) == ["beforeWaiting", "afterWaiting", "exit"])
    }
}
