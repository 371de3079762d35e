import Foundation
import HID
import Testing
@_spi(TouchLab) @testable import UIKit
import UIKitHeadless

/// Found by the touch-lifecycle checker: a release at a NaN point was sent
/// into the port, which rejects non-finite frames, so the release was lost and
/// the touch stayed down. The driver now refuses such points at the source;
/// frames written straight into the pipe are still rejected and counted, and
/// the touch they could not end is ended by the next good release.
@Suite("Pointer abuse through the port")
struct PortAbuseTests {
    @Test("touchUp at a NaN point stops with one line, instead of losing the release")
    func nonFiniteReleaseIsRefused() async {
        let result = await #expect(processExitsWith: .exitCode(APIMisuse.exitStatus), observing: [\.standardErrorContent]) {
            let d = try HeadlessDriver()
            d.makeWindow()
            d.touchDown(at: CGPoint(x: 10, y: 10))
            d.touchUp(at: CGPoint(x: CGFloat.nan, y: 10))
        }
        let text = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(text == "touchlab: UIKit API misuse: HeadlessDriver.send(.pointerUp, at: (nan, 10.0)): a pointer's coordinates must be finite numbers\n")
    }

    @Test("scroll by an infinite delta stops with one line")
    func nonFiniteScrollIsRefused() async {
        await #expect(processExitsWith: .exitCode(APIMisuse.exitStatus)) {
            let d = try HeadlessDriver()
            d.makeWindow()
            d.scroll(at: CGPoint(x: 10, y: 10), deltaY: .infinity)
        }
    }

    @Test("a NaN release written into the pipe is rejected and counted; the next good release ends the touch")
    func nonFiniteFrameInThePipe() throws {
        let s = try LifecycleScene()
        s.driver.touchDown(at: s.p)
        let bad = HIDEvent(kind: .pointerUp, timestamp: 0, x: .nan, y: 10)
        try s.driver.application.port.sender.sendRaw(HIDMessage(sequence: 0, event: bad).bytes)
        s.driver.runUntilIdle()
        #expect(s.driver.application.port.malformedMessageCount == 1)
        #expect(s.driver.application.port.lastRejection?.contains("x is not a finite number") == true)
        #expect(s.driver.application.hasActiveTouch)
        s.driver.touchUp(at: s.p)
        #expect(!s.driver.application.hasActiveTouch)
        #expect(s.v.calls == ["began", "ended"])
    }

    @Test("garbage and short frames in the pipe are skipped; a tap after them works")
    func garbageFrames() throws {
        let s = try LifecycleScene()
        try s.driver.application.port.sender.sendRaw((0..<64).map { UInt8($0 &* 37 & 0xff) })
        try s.driver.application.port.sender.sendRaw([1, 2, 3])
        s.driver.runUntilIdle()
        #expect(s.driver.application.port.malformedMessageCount == 2)
        s.driver.tap(at: s.p)
        #expect(s.v.calls == ["began", "ended"])
    }
}
