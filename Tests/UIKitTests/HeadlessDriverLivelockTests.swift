import Foundation
import RunLoop
import Testing
@_spi(TouchLab) @testable import UIKit
import UIKitHeadless

/// Issue 12: a run loop that never goes idle — a source that signals itself
/// on every pass — used to be cut silently after 10,000 passes, and the test
/// went on with a trace that stopped half-way. The driver now stops with one
/// line that names what kept running, with the misuse exit status.
@Suite("HeadlessDriver livelock")
struct HeadlessDriverLivelockTests {
    @Test("a Source0 that signals itself forever is reported by name, not cut silently")
    func selfSignallingSourceIsNamed() async throws {
        let result = await #expect(processExitsWith: .exitCode(APIMisuse.exitStatus), observing: [\.standardErrorContent]) {
            let driver = try HeadlessDriver()
            var echo: RunLoopSource0?
            echo = RunLoopSource0(name: "echo chamber") { echo?.signal() }
            driver.runLoop.add(echo!, forMode: .common)
            echo!.signal()
            driver.runUntilIdle()
            Issue.record("runUntilIdle returned from a loop that never goes idle")
        }
        let line = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(line.contains("HeadlessDriver.runUntilIdle: the run loop never went idle"), "\(line)")
        #expect(line.contains("source0 echo chamber 64×"), "\(line)")
        #expect(line.split(separator: "\n").count == 1, "\(line)")
    }

    @Test("a driver whose loop settles does not trip the limit (a long press: timers and sources)")
    func settlingLoopIsNotALivelock() throws {
        let s = try LifecycleScene()
        s.v.addGestureRecognizer(UILongPressGestureRecognizer())
        s.driver.touchDown(at: s.p)
        s.driver.advance(by: 0.6)
        s.driver.touchUp(at: s.p)
        #expect(s.driver.log.contains { $0.contains("UILongPressGestureRecognizer") && $0.contains("state = Began") })
    }
}
