import CSystem
import Glibc
import Synchronization
import Testing
import RunLoop

/// A scenario played on both loops. `expected` writes down what CF does, so the test also documents
/// CFRunLoop's behaviour; the essential assertion is that ours logs exactly what CF logs.
struct DifferentialScenario: Sendable, CustomTestStringConvertible {
    let name: String
    let expected: [String]
    let play: @Sendable (LoopDriver) -> Void

    var testDescription: String { name }
}

/// Real time, tens of milliseconds per scenario. Deadlines sit well past the timers so that a busy
/// machine does not change the sequence; only a stall of tens of ms could.
private let scenarios: [DifferentialScenario] = [
    DifferentialScenario(name: "a mode with only observers finishes without entry", expected: ["result finished"]) { loop in
        loop.observe(mode: .unused)
        loop.run(.unused, seconds: 0.05)
    },
    DifferentialScenario(name: ".common cannot be run", expected: ["result finished"]) { loop in
        loop.observe()
        loop.addSource0("idle", mode: .common)
        loop.run(.common, seconds: 0.05)
    },
    DifferentialScenario(name: "a signalled Source0 with returnAfterSourceHandled",
                         expected: ["entry", "beforeTimers", "beforeSources", "source0 A", "exit", "result handledSource"]) { loop in
        loop.observe()
        loop.addSource0("A")()
        loop.run(seconds: 1, returnAfterSourceHandled: true)
    },
    DifferentialScenario(name: "a signalled Source0, then sleep to the deadline",
                         expected: ["entry", "beforeTimers", "beforeSources", "source0 A",
                                    "beforeTimers", "beforeSources", "beforeWaiting", "afterWaiting", "exit", "result timedOut"]) { loop in
        loop.observe()
        loop.addSource0("A")()
        loop.run(seconds: 0.02)
    },
    DifferentialScenario(name: "a zero timeout polls once without waiting",
                         expected: ["entry", "beforeTimers", "beforeSources", "source0 A", "exit", "result timedOut",
                                    "entry", "beforeTimers", "beforeSources", "exit", "result timedOut"]) { loop in
        loop.observe()
        loop.addSource0("A")()
        loop.run(seconds: 0)
        loop.run(seconds: 0)
    },
    DifferentialScenario(name: "Source0s by order, then by signal time",
                         expected: ["entry", "beforeTimers", "beforeSources", "source0 C", "source0 B", "source0 A",
                                    "exit", "result timedOut"]) { loop in
        loop.observe()
        let a = loop.addSource0("A", order: 2)
        let b = loop.addSource0("B", order: 1)
        let c = loop.addSource0("C", order: 1)
        a(); c(); b()
        loop.run(seconds: 0)
    },
    DifferentialScenario(name: "returnAfterSourceHandled leaves the other Source0s signalled",
                         expected: ["source0 C", "result handledSource", "source0 B", "result handledSource",
                                    "source0 A", "result handledSource"]) { loop in
        let a = loop.addSource0("A", order: 2)
        let b = loop.addSource0("B", order: 1)
        let c = loop.addSource0("C", order: 1)
        a(); c(); b()
        for _ in 0..<3 { loop.run(seconds: 1, returnAfterSourceHandled: true) }
    },
    DifferentialScenario(name: "a one-shot timer that is the only item ends the run when it fires",
                         expected: ["entry", "beforeTimers", "beforeSources", "beforeWaiting", "afterWaiting", "timer T",
                                    "exit", "result finished"]) { loop in
        loop.observe()
        loop.addTimer("T", after: 0.01)
        loop.run(seconds: 1)
    },
    DifferentialScenario(name: "a one-shot timer beside an idle source",
                         expected: ["entry", "beforeTimers", "beforeSources", "beforeWaiting", "afterWaiting", "timer T",
                                    "beforeTimers", "beforeSources", "beforeWaiting", "afterWaiting", "exit", "result timedOut"]) { loop in
        loop.observe()
        loop.addSource0("idle")
        loop.addTimer("T", after: 0.01)
        loop.run(seconds: 0.06)
    },
    DifferentialScenario(name: "a repeating timer stops the loop on its third firing",
                         expected: ["entry"] + Array(repeating: ["beforeTimers", "beforeSources", "beforeWaiting",
                                                                 "afterWaiting", "timer T"], count: 3).flatMap { $0 }
                            + ["exit", "result stopped"]) { loop in
        loop.observe()
        loop.addTimer("T", after: 0.005, interval: 0.005) { firing in if firing == 3 { loop.stop() } }
        loop.run(seconds: 1)
    },
    DifferentialScenario(name: "a default-mode timer waits out tracking; a common one fires",
                         expected: ["entry", "beforeTimers", "beforeSources", "beforeWaiting", "afterWaiting", "timer common",
                                    "beforeTimers", "beforeSources", "beforeWaiting", "afterWaiting", "exit", "result timedOut",
                                    "entry", "beforeTimers", "beforeSources", "timer default", "exit", "result timedOut"]) { loop in
        loop.observe()
        loop.addSource0("idle", mode: .tracking)
        loop.addTimer("default", after: 0.01, mode: .default)
        loop.addTimer("common", after: 0.02, mode: .common)
        loop.run(.tracking, seconds: 0.06)
        loop.run(.default, seconds: 0)
    },
    DifferentialScenario(name: "blocks run before Source0s; a block a Source0 queues runs right after it",
                         expected: ["entry", "beforeTimers", "beforeSources", "block 1", "source0 A", "block 2",
                                    "exit", "result timedOut"]) { loop in
        loop.observe()
        loop.addSource0("A") { loop.performBlock("2", mode: .common) }()
        loop.performBlock("1")
        loop.run(seconds: 0)
    },
    DifferentialScenario(name: "a queued block alone keeps the mode running until the deadline",
                         expected: ["entry", "beforeTimers", "beforeSources", "block B", "beforeWaiting", "afterWaiting",
                                    "exit", "result timedOut", "result finished"]) { loop in
        loop.observe()
        loop.performBlock("B")
        loop.run(seconds: 0.02)
        loop.run(seconds: 0.02)
    },
    DifferentialScenario(name: "stop() from another thread ends the sleep",
                         expected: ["entry", "beforeTimers", "beforeSources", "beforeWaiting", "afterWaiting",
                                    "exit", "result stopped"]) { loop in
        loop.addSource0("idle")
        let once = Once()
        loop.observe { activity in
            let calls = loop.fromAnotherThread
            if activity == .beforeWaiting, once.first() { detachThread { calls.stop() } }
        }
        loop.run(seconds: 2)
    },
    DifferentialScenario(name: "stop() while not running is forgotten",
                         expected: ["entry", "beforeTimers", "beforeSources", "beforeWaiting", "afterWaiting",
                                    "exit", "result timedOut"]) { loop in
        loop.observe()
        loop.addSource0("idle")
        loop.stop()
        loop.run(seconds: 0.02)
    },
    DifferentialScenario(name: "wakeUp() from another thread ends a sleep for nothing",
                         expected: ["entry", "beforeTimers", "beforeSources", "beforeWaiting", "afterWaiting",
                                    "beforeTimers", "beforeSources", "beforeWaiting", "afterWaiting", "exit", "result timedOut"]) { loop in
        loop.addSource0("idle")
        let once = Once()
        loop.observe { activity in
            let calls = loop.fromAnotherThread
            if activity == .beforeWaiting, once.first() { detachThread { calls.wakeUp() } }
        }
        loop.run(seconds: 0.05)
    },
    DifferentialScenario(name: "signal + wakeUp from another thread: the Source0 runs on the next pass",
                         expected: ["entry", "beforeTimers", "beforeSources", "beforeWaiting", "afterWaiting",
                                    "beforeTimers", "beforeSources", "source0 A", "exit", "result handledSource"]) { loop in
        let signal = loop.addSource0("A")
        let once = Once()
        loop.observe { activity in
            let calls = loop.fromAnotherThread
            if activity == .beforeWaiting, once.first() { detachThread { signal(); calls.wakeUp() } }
        }
        loop.run(seconds: 2, returnAfterSourceHandled: true)
    },
    DifferentialScenario(name: "a Source1 woken by another thread's write",
                         expected: ["entry", "beforeTimers", "beforeSources", "beforeWaiting", "afterWaiting", "source1 P",
                                    "exit", "result handledSource"]) { loop in
        let port = EventFD()
        loop.addSource1("P", eventFD: port.descriptor, mode: .default)
        let once = Once()
        loop.observe { activity in
            if activity == .beforeWaiting, once.first() { detachThread { port.post() } }
        }
        loop.run(seconds: 2, returnAfterSourceHandled: true)
    },
    DifferentialScenario(name: "a Source1 without returnAfterSourceHandled keeps the run going",
                         expected: ["entry", "beforeTimers", "beforeSources", "beforeWaiting", "afterWaiting", "source1 P",
                                    "beforeTimers", "beforeSources", "beforeWaiting", "afterWaiting", "exit", "result timedOut"]) { loop in
        let port = EventFD()
        loop.addSource1("P", eventFD: port.descriptor, mode: .default)
        let once = Once()
        loop.observe { activity in
            if activity == .beforeWaiting, once.first() { detachThread { port.post() } }
        }
        loop.run(seconds: 0.06)
    },
    DifferentialScenario(name: "observers by order; a non-repeating one fires once",
                         expected: ["early entry", "late entry", "late beforeTimers", "late beforeSources", "source0 A",
                                    "late exit", "result timedOut",
                                    "late entry", "late beforeTimers", "late beforeSources", "late exit", "result timedOut"]) { loop in
        loop.observe(label: "late", order: 5)
        loop.observe(label: "early", repeats: false, order: -1)
        loop.addSource0("A")()
        loop.run(seconds: 0)
        loop.run(seconds: 0)
    },
]

@Suite(.serialized) struct DifferentialTests {
    @Test(arguments: scenarios)
    func sameSequenceAsCoreFoundation(_ scenario: DifferentialScenario) {
        let coreFoundation = record(scenario) { CoreFoundationDriver() }
        let ours = record(scenario) { EventRunLoopDriver() }
        #expect(coreFoundation == scenario.expected, "CFRunLoop itself did not do what the scenario says")
        #expect(ours == coreFoundation)
    }

    /// Each loop gets a fresh thread, hence a fresh CFRunLoop with nothing left from another test.
    private func record(_ scenario: DifferentialScenario, on makeDriver: @escaping () -> LoopDriver) -> [String] {
        var lines: [String] = []
        runOnNewThread {
            let driver = makeDriver()
            scenario.play(driver)
            lines = driver.log.lines
        }
        return lines
    }
}

/// True the first time only; callouts use it to start one helper thread however often they run.
final class Once: Sendable {
    private let done = Atomic<Bool>(false)
    func first() -> Bool { !done.exchange(true, ordering: .relaxed) }
}

/// An eventfd, the only kind of descriptor CF can use as a Source1 port on Linux.
final class EventFD: Sendable {
    let descriptor: Int32
    init() { descriptor = csystem_eventfd_cloexec_nonblock() }
    deinit { close(descriptor) }
    func post() {
        var one: UInt64 = 1
        _ = write(descriptor, &one, 8)
    }
}
