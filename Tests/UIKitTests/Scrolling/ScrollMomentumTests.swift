import Foundation
import RunLoop
import Testing
@_spi(TouchLab) @testable import UIKit

/// After the finger lifts: deceleration at UIKit's documented rate per
/// millisecond, bouncing at the edges, paging, the directional lock, a
/// finger that stops the content, and the delegate calls in UIKit's order —
/// all on the headless driver's virtual clock.
@Suite("UIScrollView momentum")
struct ScrollMomentumTests {
    /// The closed form: a velocity v (points per ms) kept at rate r per ms
    /// travels v·r + v·r² + … = v·r / (1 − r).
    static func restingDistance(velocity v: Double, rate r: Double) -> Double { v * r / (1 - r) }

    @Test("a flick at 1,000 points/s travels v·r/(1−r) further: 499 points at .normal, 99 at .fast", arguments: [
        (UIScrollView.DecelerationRate.normal, 0.998), (.fast, 0.99)])
    func decelerationDistance(rate: UIScrollView.DecelerationRate, r: Double) throws {
        let s = try ScrollTestScene()
        s.scrollView.decelerationRate = rate
        // 300 points up in 0.3 s: the content moves down at 1 point per millisecond.
        s.flick(from: CGPoint(x: 150, y: 350), by: CGPoint(x: 0, y: -300), over: 0.3)
        let released = s.scrollView.contentOffset.y
        #expect(released == 300)
        #expect(s.scrollView.isDecelerating)
        // Timestamps travel as whole nanoseconds, so the measured speed is 1 to about 1e-12.
        #expect(abs(try #require(s.delegate.endVelocity).y - 1) < 1e-9 && s.delegate.endVelocity?.x == 0)

        s.settle()
        let travelled = Double(s.scrollView.contentOffset.y - released)
        let expected = Self.restingDistance(velocity: 1, rate: r)
        // The motion stops once less than half a point of it is left
        // (`ScrollAxisMotion.restDistance`): that is the whole tolerance.
        #expect(abs(travelled - expected) <= 0.5, "travelled \(travelled), closed form \(expected)")
        #expect(!s.scrollView.isDecelerating)
        // Where it would rest is what the delegate was told.
        let proposed = try #require(s.delegate.proposedTarget)
        #expect(abs(Double(proposed.y - released) - expected) < 1e-6)
    }

    @Test("the velocity decays as r^t: half a second in, the offset is where the series says")
    func decayOverTime() throws {
        let s = try ScrollTestScene()
        s.flick(from: CGPoint(x: 150, y: 350), by: CGPoint(x: 0, y: -300), over: 0.3)
        s.driver.advance(by: 0.5)
        // After n ms the series has covered D·(1 − rⁿ). The last frame may lag
        // the clock by up to one 60 Hz frame, when the speed is v·r⁵⁰⁰ ≈ 0.37
        // points/ms: at most about 6 points.
        let covered = Double(s.scrollView.contentOffset.y) - 300
        let expected = Self.restingDistance(velocity: 1, rate: 0.998) * (1 - pow(0.998, 500))
        #expect(abs(covered - expected) <= 6.5, "covered \(covered), series \(expected)")
        #expect(s.scrollView.isDecelerating)
    }

    @Test("the delegate hears UIKit's order: dragging, scrolling, will end (velocity, target), did end, decelerating")
    func delegateOrder() throws {
        let s = try ScrollTestScene()
        s.flick(from: CGPoint(x: 150, y: 350), by: CGPoint(x: 0, y: -200), over: 0.2)
        s.settle()
        #expect(s.delegate.calls == ["willBeginDragging", "didScroll", "willEndDragging",
                                     "didEndDragging(willDecelerate: true)", "willBeginDecelerating",
                                     "didScroll", "didEndDecelerating"])
    }

    @Test("a slow release does not decelerate: willDecelerate false, and no deceleration calls")
    func slowRelease() throws {
        let s = try ScrollTestScene()
        s.driver.touchDown(at: CGPoint(x: 150, y: 350))
        s.driver.advance(by: 0.05)
        s.driver.move(to: CGPoint(x: 150, y: 250))
        s.driver.advance(by: 0.3)                       // rests: the last 100 ms saw no movement
        s.driver.touchUp(at: CGPoint(x: 150, y: 250))
        s.settle()
        #expect(s.delegate.calls == ["willBeginDragging", "didScroll", "willEndDragging",
                                     "didEndDragging(willDecelerate: false)"])
        #expect(s.scrollView.contentOffset.y == 100)
    }

    @Test("the delegate may move the target: the content lands exactly there")
    func delegateMovesTarget() throws {
        let s = try ScrollTestScene()
        s.delegate.replaceTarget = CGPoint(x: 0, y: 1234)
        s.flick(from: CGPoint(x: 150, y: 350), by: CGPoint(x: 0, y: -200), over: 0.2)
        s.settle()
        #expect(s.scrollView.contentOffset == CGPoint(x: 0, y: 1234))
        #expect(s.delegate.calls.last == "didEndDecelerating")
    }

    @Test("dragged past the top, the content rubber-bands, then springs back to the edge")
    func bounceBack() throws {
        let s = try ScrollTestScene(contentSize: CGSize(width: 300, height: 1000))
        s.driver.touchDown(at: CGPoint(x: 150, y: 100))
        for y in stride(from: 120, through: 300, by: 20) {
            s.driver.advance(by: 0.02)
            s.driver.move(to: CGPoint(x: 150, y: CGFloat(y)))
        }
        // 200 points past the edge show as (1 − 1/(200·0.55/400 + 1))·400 ≈ 86.3.
        let pulled = s.scrollView.contentOffset.y
        #expect(abs(pulled + 86.27) < 0.01, "\(pulled)")
        s.driver.advance(by: 0.3)                       // hold still, then let go
        s.driver.touchUp(at: CGPoint(x: 150, y: 300))
        #expect(s.delegate.calls.suffix(2) == ["didEndDragging(willDecelerate: true)", "willBeginDecelerating"])
        s.settle()
        #expect(s.scrollView.contentOffset.y == 0)
        #expect(s.delegate.offsets.allSatisfy { $0.y <= 0 }, "a spring back does not overshoot into the content")
        #expect(s.delegate.calls.last == "didEndDecelerating")
    }

    @Test("a flick into the bottom edge overshoots it, then comes back to rest exactly on it")
    func flickIntoTheEdge() throws {
        let s = try ScrollTestScene(contentSize: CGSize(width: 300, height: 1000))   // the bottom edge is offset 600
        s.flick(from: CGPoint(x: 150, y: 350), by: CGPoint(x: 0, y: -300), over: 0.15)
        s.settle()
        let furthest = s.delegate.offsets.map(\.y).max() ?? 0
        #expect(furthest > 600, "it went past the edge: \(furthest)")
        #expect(furthest < 800)
        #expect(s.scrollView.contentOffset.y == 600)
        #expect(s.delegate.proposedTarget == CGPoint(x: 0, y: 600), "the target reported is inside the content")
    }

    @Test("bounces = false: the edge stops the drag and the flick dead")
    func noBounce() throws {
        let s = try ScrollTestScene(contentSize: CGSize(width: 300, height: 1000))
        s.scrollView.bounces = false
        s.flick(from: CGPoint(x: 150, y: 100), by: CGPoint(x: 0, y: 200), over: 0.2)
        #expect(s.scrollView.contentOffset.y == 0)
        s.flick(from: CGPoint(x: 150, y: 350), by: CGPoint(x: 0, y: -300), over: 0.15)
        s.settle()
        #expect(s.delegate.offsets.allSatisfy { $0.y >= 0 && $0.y <= 600 })
        #expect(s.scrollView.contentOffset.y == 600)
    }

    @Test("content no taller than the view: no scrolling, unless alwaysBounceVertical, which bounces and returns")
    func alwaysBounceVertical() throws {
        for always in [false, true] {
            let s = try ScrollTestScene(contentSize: CGSize(width: 300, height: 300))
            s.scrollView.alwaysBounceVertical = always
            s.driver.touchDown(at: CGPoint(x: 150, y: 100))
            for y in stride(from: 120, through: 200, by: 20) {
                s.driver.advance(by: 0.02)
                s.driver.move(to: CGPoint(x: 150, y: CGFloat(y)))
            }
            #expect((s.scrollView.contentOffset.y < 0) == always)
            #expect(s.scrollView.contentOffset.x == 0, "never sideways")
            s.driver.touchUp(at: CGPoint(x: 150, y: 200))
            s.settle()
            #expect(s.scrollView.contentOffset == .zero)
        }
    }

    @Test("paging: a slow short drag settles back on its page; a flick turns exactly one page")
    func paging() throws {
        let s = try ScrollTestScene(contentSize: CGSize(width: 300, height: 4000))
        s.scrollView.isPagingEnabled = true
        // 100 points in 1 s (0.1 point/ms): back to page 0.
        s.flick(from: CGPoint(x: 150, y: 350), by: CGPoint(x: 0, y: -100), over: 1.0)
        #expect(s.delegate.proposedTarget == CGPoint(x: 0, y: 0))
        s.settle()
        #expect(s.scrollView.contentOffset.y == 0)
        // The same 100 points in 0.1 s (1 point/ms): page 1, at 400.
        s.flick(from: CGPoint(x: 150, y: 350), by: CGPoint(x: 0, y: -100), over: 0.1)
        #expect(s.delegate.proposedTarget == CGPoint(x: 0, y: 400))
        s.settle()
        #expect(s.scrollView.contentOffset.y == 400)
        // A hard flick still turns one page, not seven.
        s.flick(from: CGPoint(x: 150, y: 390), by: CGPoint(x: 0, y: -380), over: 0.1)
        s.settle()
        #expect(s.scrollView.contentOffset.y == 800)
    }

    @Test("isDirectionalLockEnabled: a mostly vertical drag moves only vertically; a diagonal one moves freely")
    func directionalLock() throws {
        for lock in [false, true] {
            let s = try ScrollTestScene(contentSize: CGSize(width: 3000, height: 3000))
            s.scrollView.isDirectionalLockEnabled = lock
            s.driver.touchDown(at: CGPoint(x: 150, y: 300))
            for i in 1...10 {
                s.driver.advance(by: 0.03)
                s.driver.move(to: CGPoint(x: 150 - CGFloat(i) * 3, y: 300 - CGFloat(i) * 20))
            }
            #expect(s.scrollView.contentOffset.y == 200)
            #expect(s.scrollView.contentOffset.x == (lock ? 0 : 30))
            s.driver.touchUp(at: CGPoint(x: 120, y: 100))
            s.settle()
            #expect((s.scrollView.contentOffset.x == 0) == lock, "and the momentum keeps to the axis")
        }
        let s = try ScrollTestScene(contentSize: CGSize(width: 3000, height: 3000))
        s.scrollView.isDirectionalLockEnabled = true
        s.driver.drag(from: CGPoint(x: 200, y: 300), to: CGPoint(x: 100, y: 200), duration: 1, steps: 10)
        #expect(s.scrollView.contentOffset == CGPoint(x: 100, y: 100))
    }

    @Test("a tap during deceleration stops the content where it is and does not reach the content")
    func tapStopsDeceleration() throws {
        let s = try ScrollTestScene()
        s.flick(from: CGPoint(x: 150, y: 350), by: CGPoint(x: 0, y: -300), over: 0.3)
        s.driver.advance(by: 0.2)
        #expect(s.scrollView.isDecelerating)
        #expect(s.driver.application.runLoopMode == .tracking)
        s.delegate.calls.removeAll()

        s.driver.touchDown(at: CGPoint(x: 150, y: 200))
        let stoppedAt = s.scrollView.contentOffset
        s.driver.advance(by: 0.05)
        #expect(s.scrollView.contentOffset == stoppedAt, "the finger stopped the content")
        #expect(s.scrollView.isDecelerating && s.scrollView.isDragging, "the catch is a drag; the deceleration it stopped is not over")
        #expect(s.delegate.calls == ["willBeginDragging"], "the catching drag begins at touch-down")
        s.driver.touchUp(at: CGPoint(x: 150, y: 200))
        #expect(!s.scrollView.isDecelerating)
        #expect(s.driver.application.runLoopMode == .default)
        s.settle()
        #expect(s.scrollView.contentOffset == stoppedAt, "it stays stopped")
        #expect(s.log.lines == [], "the content never heard of the touch")
        // Behaviour §6: the leftover end of the deceleration comes after the catch's end of dragging.
        #expect(s.delegate.calls == ["willBeginDragging", "willEndDragging", "didEndDragging(willDecelerate: false)", "didEndDecelerating"])
        let steps = SeedLogFormatter.lines(for: s.driver.tracer.recorded, style: .verbose)
        #expect(steps.contains { $0.hasPrefix("Touches Began for") && $0.hasSuffix("dropped") }, "the trace says so")

        // The content itself takes taps: a tap at rest reaches it.
        s.driver.tap(at: CGPoint(x: 150, y: 200), holding: 0.05)
        #expect(s.log.lines == ["began", "ended"])
    }

    /// The published delegate of flowkey's PR 307 (`published/catch-decelerating-scroll.log`).
    final class FlowkeyDelegate: UIScrollViewDelegate {
        var lines: [String] = []
        func scrollViewDidScroll(_ s: UIScrollView) { lines.append("scrollViewDidScroll; is decelerating: \(s.isDecelerating)") }
        func scrollViewDidEndDragging(_ s: UIScrollView, willDecelerate d: Bool) {
            lines.append("scrollViewDidEndDragging; is Decelerating? \(s.isDecelerating), willDecelerate? \(d)")
        }
    }

    @Test("a finger catching a decelerating scroll view: the published iOS log line for line (runs of one line collapsed)")
    func catchingMatchesThePublishedLog() throws {
        let s = try ScrollTestScene()
        let printer = FlowkeyDelegate()
        s.scrollView.delegate = printer
        s.flick(from: CGPoint(x: 150, y: 350), by: CGPoint(x: 0, y: -300), over: 0.3)
        s.driver.advance(by: 0.3)
        s.driver.tap(at: CGPoint(x: 150, y: 200), holding: 0.1)
        s.settle()
        let collapsed = printer.lines.enumerated().filter { $0.offset == 0 || printer.lines[$0.offset - 1] != $0.element }.map(\.element)
        #expect(collapsed == (try SeedFixture.lines("published/catch-decelerating-scroll.log")))
    }

    @Test("a finger that catches the content can drag it on")
    func catchAndDrag() throws {
        let s = try ScrollTestScene()
        s.flick(from: CGPoint(x: 150, y: 350), by: CGPoint(x: 0, y: -300), over: 0.3)
        s.driver.advance(by: 0.2)
        let caught = s.scrollView.contentOffset.y
        s.driver.drag(from: CGPoint(x: 150, y: 300), to: CGPoint(x: 150, y: 200), duration: 1, steps: 10)
        #expect(s.scrollView.contentOffset.y == caught + 100)
        #expect(s.log.lines == [])
    }

    @Test("the run loop stays in tracking mode while the content decelerates: a default-mode timer waits")
    func trackingWhileDecelerating() throws {
        let s = try ScrollTestScene()
        var defaultTicks = 0
        let timer = RunLoopTimer(name: "default", fireDate: s.driver.clock.now + 0.1, interval: 0.1) { _ in defaultTicks += 1 }
        s.driver.runLoop.add(timer, forMode: .default)
        s.flick(from: CGPoint(x: 150, y: 350), by: CGPoint(x: 0, y: -300), over: 0.3)
        defaultTicks = 0
        s.driver.advance(by: 1.5)
        #expect(s.scrollView.isDecelerating)
        #expect(s.driver.application.runLoopMode == .tracking)
        #expect(defaultTicks == 0)
        s.settle()
        #expect(s.driver.application.runLoopMode == .default)
        #expect(defaultTicks >= 1)
        timer.invalidate()
    }
}
