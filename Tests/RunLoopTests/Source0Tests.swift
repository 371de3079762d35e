import Glibc
import Testing
@testable import RunLoop

@Suite struct Source0Tests {
    @Test func signalledSourcesRunByOrderThenBySignalOrder() {
        let (loop, _, log) = makeVirtualLoop()
        let a = RunLoopSource0(name: "A", order: 2) { log.append("source0 A") }
        let b = RunLoopSource0(name: "B", order: 1) { log.append("source0 B") }
        let c = RunLoopSource0(name: "C", order: 1) { log.append("source0 C") }
        for source in [a, b, c] { loop.add(source, forMode: .default) }
        a.signal(); c.signal(); b.signal()

        loop.run(mode: .default, before: 0)

        #expect(log.lines == ["entry", "beforeTimers", "beforeSources", "source0 C", "source0 B", "source0 A", "exit"])
    }

    @Test func returnAfterSourceHandledLeavesTheOthersSignalled() {
        let (loop, _, log) = makeVirtualLoop()
        let a = RunLoopSource0(name: "A", order: 2) { log.append("source0 A") }
        let b = RunLoopSource0(name: "B", order: 1) { log.append("source0 B") }
        loop.add(a, forMode: .default)
        loop.add(b, forMode: .default)
        a.signal(); b.signal()

        #expect(loop.run(mode: .default, before: 1, returnAfterSourceHandled: true) == .handledSource)
        #expect(a.isSignalled && !b.isSignalled)
        #expect(loop.run(mode: .default, before: 1, returnAfterSourceHandled: true) == .handledSource)
        #expect(log.lines.filter { $0.hasPrefix("source0") } == ["source0 B", "source0 A"])
    }

    @Test func manySignalsBeforeAPassMakeOnePerform() {
        let (loop, _, _) = makeVirtualLoop()
        var performs = 0
        let source = RunLoopSource0(name: "A") { performs += 1 }
        loop.add(source, forMode: .default)
        for _ in 0..<5 { source.signal() }
        loop.run(mode: .default, before: 0)
        #expect(performs == 1)
    }

    @Test func aSignalFromItsOwnPerformRunsItAgainNextPass() {
        let (loop, _, log) = makeVirtualLoop()
        var performs = 0
        var source: RunLoopSource0!
        source = RunLoopSource0(name: "A") {
            performs += 1
            log.append("source0 A")
            if performs < 3 { source.signal() }
        }
        loop.add(source, forMode: .default)
        source.signal()

        loop.run(mode: .default, before: 1)

        #expect(performs == 3)
        #expect(log.lines.prefix(10) == ["entry", "beforeTimers", "beforeSources", "source0 A",
                                         "beforeTimers", "beforeSources", "source0 A",
                                         "beforeTimers", "beforeSources", "source0 A"])
    }

    @Test func anInvalidatedSourceIgnoresSignals() {
        let (loop, _, _) = makeVirtualLoop()
        var performs = 0
        let source = RunLoopSource0(name: "A") { performs += 1 }
        loop.add(source, forMode: .default)
        loop.add(idleSource(), forMode: .default)
        source.invalidate()
        source.signal()
        loop.run(mode: .default, before: 1)
        #expect(performs == 0 && !source.isSignalled && !source.isValid)
    }

    @Test func signalAndWakeUpFromAnotherThreadPerformPromptly() throws {
        let loop = try EventRunLoop()
        let log = EventLog()
        let source = RunLoopSource0(name: "A") { log.append("source0 A") }
        loop.add(source, forMode: .default)
        var signallerStarted = false
        loop.add(RunLoopObserver(name: "signaller", activities: .beforeWaiting) { _ in
            guard !signallerStarted else { return }
            signallerStarted = true
            let (signaller, waker) = (source.handle, loop.handle)
            detachThread { signaller.signal(); waker.wakeUp() }
        }, forMode: .default)
        let start = loop.clock.now

        #expect(loop.run(mode: .default, before: start + 10, returnAfterSourceHandled: true) == .handledSource)
        #expect(log.lines == ["source0 A"])   // .handledSource, not .timedOut: the wake-up ended the sleep
    }

    @Test func signalsFromManyThreadsAreNeverLost() throws {
        let loop = try EventRunLoop()
        var performs = 0
        let source = RunLoopSource0(name: "A") { performs += 1 }
        loop.add(source, forMode: .default)
        let signals = 2000
        let delivered = EventLog()
        let done = RunLoopSource0(name: "done") { delivered.append("done") }
        loop.add(done, forMode: .default)
        let (signaller, doneSignaller, waker) = (source.handle, done.handle, loop.handle)
        detachThread {
            for _ in 0..<signals {
                signaller.signal()
                waker.wakeUp()
                while signaller.isSignalled { sched_yield() }  // each signal must be seen before the next
            }
            doneSignaller.signal()
            waker.wakeUp()
        }
        let start = loop.clock.now
        while delivered.lines.isEmpty && loop.clock.now - start < 20 {
            loop.run(mode: .default, before: start + 20, returnAfterSourceHandled: true)
        }
        #expect(performs == signals)
    }
}
