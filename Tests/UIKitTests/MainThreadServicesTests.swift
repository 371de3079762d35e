import Foundation
import Testing
import RunLoop
@_spi(TouchLab) @testable import UIKit
import UIKitHeadless

/// Only an application made on the process's main thread runs the main
/// dispatch queue and Foundation's main-loop timers (libdispatch binds the
/// queue to that thread). Swift Testing runs these tests on other threads, so
/// their drivers must leave the queue alone — the main-thread behaviour
/// itself is tested through a real program, in MainThreadTests.
@Suite("Main-thread services")
struct MainThreadServicesTests {
    @Test("a driver made off the main thread does not take the main queue")
    func offMainThreadDriverLeavesTheMainQueue() throws {
        #expect(!Thread.isMainThread)
        let driver = try HeadlessDriver()
        #expect(!driver.application.servicesMainThreadQueues)
        driver.tap(at: CGPoint(x: 10, y: 10))   // and runs as before
    }

    @Test("the run-loop lane names the main queue and Foundation's timers with their mode")
    func traceLines() {
        #expect(SeedLogFormatter.lines(for: .mainQueueServiced, style: .verbose) == ["RunLoop main dispatch queue"])
        #expect(SeedLogFormatter.lines(for: .foundationTimersFired(mode: .tracking), style: .verbose)
                == ["RunLoop Foundation timers (UITrackingRunLoopMode)"])
        #expect(SeedLogFormatter.lines(for: .mainQueueServiced, style: .seeds).isEmpty, "not a seeds line")
        #expect(TraceEvent.mainQueueServiced.isRunLoopStep && TraceEvent.foundationTimersFired(mode: .default).isRunLoopStep)
        let line = TraceJSONLine(TraceRecord(sequence: 1, time: 2, touchID: nil, event: .foundationTimersFired(mode: .default)))
        #expect(line.kind == "foundationTimersFired")
        #expect(line.text.contains("\"mode\":\"kCFRunLoopDefaultMode\""))
    }
}
