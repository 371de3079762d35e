import Foundation
import Testing
@_spi(TouchLab) @testable import UIKit
import UIKitHeadless

/// Issue 7, "time arguments trap or hang": a time a HID event cannot carry is
/// a caller's bug, reported on one line with the misuse exit status — never a
/// trap ("Double value cannot be converted to UInt64") or a loop that never returns.
@Suite("HeadlessDriver time arguments")
struct HeadlessDriverTimeTests {
    @Test("advance(by: 2e10) stops with one line instead of trapping at the next tap")
    func advancePastTheLatestTime() async {
        await #expect(processExitsWith: .exitCode(APIMisuse.exitStatus), observing: [\.standardErrorContent]) {
            let d = try HeadlessDriver()
            d.advance(by: 2e10)
            d.tap(at: CGPoint(x: 100, y: 100))
        }
    }

    @Test("advance(by: .infinity) stops instead of blocking forever")
    func advanceByInfinity() async {
        await #expect(processExitsWith: .exitCode(APIMisuse.exitStatus)) {
            let d = try HeadlessDriver()
            d.advance(by: .infinity)
        }
    }

    @Test("advance(by: .nan) stops")
    func advanceByNaN() async {
        await #expect(processExitsWith: .exitCode(APIMisuse.exitStatus)) {
            let d = try HeadlessDriver()
            d.advance(by: .nan)
        }
    }

    @Test("advance(by: -1) stops: time only moves forward")
    func advanceBackwards() async {
        await #expect(processExitsWith: .exitCode(APIMisuse.exitStatus)) {
            let d = try HeadlessDriver()
            d.advance(by: -1)
        }
    }

    @Test("HeadlessDriver(startTime: -1) stops with one line instead of trapping at the first tap")
    func negativeStartTime() async {
        let result = await #expect(processExitsWith: .exitCode(APIMisuse.exitStatus), observing: [\.standardErrorContent]) {
            let d = try HeadlessDriver(startTime: -1)
            d.tap(at: CGPoint(x: 100, y: 100))
        }
        let text = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(text == "touchlab: UIKit API misuse: HeadlessDriver(startTime: -1.0): a start time must be between 0 and 18000000000.0 seconds\n")
    }

    @Test("the latest representable time still works: a tap there is delivered")
    func latestTimeWorks() throws {
        let s = try LifecycleScene()
        s.driver.advance(by: HeadlessDriver.latestTime - s.driver.clock.now - 1)
        s.driver.tap(at: s.p)
        #expect(s.v.calls == ["began", "ended"])
    }
}
