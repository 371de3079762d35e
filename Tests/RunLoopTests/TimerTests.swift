import Testing
@testable import RunLoop

/// Timers on a virtual clock: a 0.5 s timer is tested in microseconds.
@Suite struct TimerTests {
    @Test func aHalfSecondOneShotFiresAtExactlyHalfAVirtualSecond() {
        let (loop, clock, _) = makeVirtualLoop()
        var firedAt: [Double] = []
        let timer = RunLoopTimer(name: "long press", fireDate: 0.5) { _ in firedAt.append(clock.now) }
        loop.add(timer, forMode: .default)
        loop.add(idleSource(), forMode: .default)

        #expect(loop.run(mode: .default, before: 2) == .timedOut)
        #expect(firedAt == [0.5])
        #expect(!timer.isValid, "a one-shot timer is invalidated after firing")
    }

    @Test func aRepeatingTimerKeepsToItsGrid() {
        let (loop, clock, _) = makeVirtualLoop()
        var firedAt: [Double] = []
        loop.add(RunLoopTimer(name: "tick", fireDate: 1, interval: 0.25) { _ in firedAt.append(clock.now) }, forMode: .default)
        #expect(loop.run(mode: .default, before: 2) == .timedOut)
        #expect(firedAt == [1, 1.25, 1.5, 1.75, 2])
    }

    @Test func aRepeatingTimerSkipsFiringsMissedDuringASlowCallout() {
        let (loop, clock, _) = makeVirtualLoop()
        var firedAt: [Double] = []
        loop.add(RunLoopTimer(name: "tick", fireDate: 0.1, interval: 0.1) { timer in
            firedAt.append(clock.now)
            if firedAt.count == 1 { clock.advance(to: 0.45) }  // a callout that took 0.35 s
        }, forMode: .default)

        loop.run(mode: .default, before: 0.65)

        #expect(firedAt.count == 3)
        for (fired, expected) in zip(firedAt, [0.1, 0.5, 0.6]) { #expect(abs(fired - expected) < 1e-9) }
    }

    @Test func aLaterFireDateSetByTheHandlerWins() {
        let (loop, clock, _) = makeVirtualLoop()
        var firedAt: [Double] = []
        loop.add(RunLoopTimer(name: "tick", fireDate: 1, interval: 1) { timer in
            firedAt.append(clock.now)
            timer.fireDate = clock.now + 5
        }, forMode: .default)
        loop.run(mode: .default, before: 12)
        #expect(firedAt == [1, 6, 11])
    }

    @Test func timersFireEarliestFirst() {
        let (loop, _, log) = makeVirtualLoop()
        loop.add(idleSource(), forMode: .default)
        for (name, date) in [("third", 0.3), ("first", 0.1), ("second", 0.2)] {
            loop.add(RunLoopTimer(name: name, fireDate: date) { _ in log.append("timer \(name)") }, forMode: .default)
        }
        loop.run(mode: .default, before: 1)
        #expect(log.lines.filter { $0.hasPrefix("timer") } == ["timer first", "timer second", "timer third"])
    }

    @Test func dueTimersOfOnePassAllFireAfterOneWait() {
        let (loop, _, log) = makeVirtualLoop(at: 1)
        loop.add(idleSource(), forMode: .default)
        loop.add(RunLoopTimer(name: "A", fireDate: 0.5) { _ in log.append("timer A") }, forMode: .default)
        loop.add(RunLoopTimer(name: "B", fireDate: 0.7) { _ in log.append("timer B") }, forMode: .default)
        loop.run(mode: .default, before: 1)
        #expect(log.lines == ["entry", "beforeTimers", "beforeSources", "timer A", "timer B", "exit"])
    }

    @Test func aTimerInvalidatedByAnEarlierOneDoesNotFire() {
        let (loop, _, log) = makeVirtualLoop()
        loop.add(idleSource(), forMode: .default)
        let victim = RunLoopTimer(name: "victim", fireDate: 0.5) { _ in log.append("timer victim") }
        loop.add(RunLoopTimer(name: "killer", fireDate: 0.5) { _ in victim.invalidate() }, forMode: .default)
        loop.add(victim, forMode: .default)
        loop.run(mode: .default, before: 1)
        #expect(!log.lines.contains("timer victim"))
    }

    @Test func badTimerArgumentsAreReported() {
        var timer: RunLoopTimer?
        let messages = capturingMisuse { timer = RunLoopTimer(name: "bad", fireDate: .nan, interval: -1) { _ in } }
        #expect(timer?.interval == 0 && timer?.fireDate == .infinity)
        #expect(messages.count == 2 && messages.allSatisfy { $0.contains("RunLoopTimer 'bad'") })
    }
}
