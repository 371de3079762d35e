import Glibc
import Testing
@testable import RunLoop

@Suite struct Source1Tests {
    @Test func aWriteFromAnotherThreadWakesTheLoopAndTheCallbackGetsEveryByte() throws {
        let loop = try EventRunLoop()
        let log = EventLog()
        let port = makePipe()
        defer { close(port.read); close(port.write) }
        loop.add(RunLoopSource1(name: "P", fileDescriptor: port.read) {
            var buffer = [UInt8](repeating: 0, count: 64)
            let count = read(port.read, &buffer, buffer.count)
            log.append("source1 P read \(String(decoding: buffer.prefix(max(count, 0)), as: UTF8.self))")
        }, forMode: .default)
        var writerStarted = false
        loop.add(RunLoopObserver(name: "writer", activities: .allActivities) { activity in
            log.append("\(activity)")
            guard activity == .beforeWaiting, !writerStarted else { return }
            writerStarted = true
            detachThread { _ = write(port.write, "hello", 5) }
        }, forMode: .default)
        let start = loop.clock.now

        let result = loop.run(mode: .default, before: start + 10, returnAfterSourceHandled: true)

        #expect(result == .handledSource)
        #expect(log.lines == ["entry", "beforeTimers", "beforeSources", "beforeWaiting", "afterWaiting",
                              "source1 P read hello", "exit"])   // .handledSource: the write ended the sleep, not the deadline
    }

    @Test func readySourcesRunByOrder() {
        let (loop, _, log) = makeVirtualLoop()
        let first = makePipe(), second = makePipe()
        defer { [first.read, first.write, second.read, second.write].forEach { close($0) } }
        for (name, order, port) in [("late", 2, first), ("early", 1, second)] {
            loop.add(RunLoopSource1(name: name, fileDescriptor: port.read, order: order) {
                var byte: UInt8 = 0
                _ = read(port.read, &byte, 1)
                log.append("source1 \(name)")
            }, forMode: .default)
            _ = write(port.write, "x", 1)
        }

        loop.run(mode: .default, before: 1)

        #expect(log.lines.filter { $0.hasPrefix("source1") } == ["source1 early", "source1 late"])
    }

    @Test func aClosedDescriptorIsReportedAndDroppedInsteadOfSpinning() {
        let (loop, _, _) = makeVirtualLoop()
        let port = makePipe()
        close(port.write)
        // A high descriptor number: once closed, no test running in parallel
        // gets it back (the kernel hands out the lowest free number), so the
        // loop really meets a closed descriptor, not someone else's new one.
        let high = fcntl(port.read, F_DUPFD_CLOEXEC, 900)
        close(port.read)
        #expect(high >= 900)
        loop.add(RunLoopSource1(name: "P", fileDescriptor: high) {}, forMode: .default)
        close(high)
        var result: RunLoopRunResult?
        let messages = capturingMisuse { result = loop.run(mode: .default, before: 1) }
        #expect(result == .finished)
        #expect(messages.contains { $0.contains("RunLoopSource1 P") && $0.contains("not open") })
    }

    @Test func badDescriptorsAreRefusedWithAMessage() throws {
        let loop = try EventRunLoop()
        let messages = capturingMisuse {
            loop.add(RunLoopSource1(name: "negative", fileDescriptor: -1) {}, forMode: .default)
        }
        #expect(messages.contains { $0.contains("negative") && $0.contains("not added") })
        #expect(loop.run(mode: .default, before: 0) == .finished)
    }
}
