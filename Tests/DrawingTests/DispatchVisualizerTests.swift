import Foundation
import HID
import Testing
@testable import Drawing
@_spi(TouchLab) @testable import UIKit
import UIKitHeadless

/// The state model, fed by the engine's own traced hit-test and default
/// touches methods (and synthetic events where the engine needs a window).
@Suite("DispatchVisualizer")
struct DispatchVisualizerTests {
    @Test("hit-test visits are numbered in visit order, last subview first, with each rejection's reason")
    func hitTestPath() throws {
        let s = SampleScene()
        let feed = TraceFeed()
        #expect(feed.hitTest(s.root, at: s.pointInB) === s.b)

        let record = try #require(feed.visualizer.hitTest)
        #expect(record.isComplete)
        #expect(record.hitView === s.b)
        #expect(record.location == s.pointInB)
        let order: [UIView] = [s.root, s.footer, s.overlay, s.ghost, s.image, s.a, s.c, s.b]
        #expect(record.visits.count == order.count)
        for (visit, view) in zip(record.visits, order) { #expect(visit.view === view, "visit \(visit.number)") }
        #expect(record.visits.map(\.number) == Array(1...8))
        #expect(record.visits.map(\.depth) == [0, 1, 1, 1, 1, 1, 2, 2])

        let reasons = record.visits.map { $0.outcome.rejection }
        #expect(reasons == [nil, .interactionDisabled, .declinedByOverride, .transparent, .interactionDisabled, nil, .hidden, nil])
        guard case let .returned(fromA) = record.visit(of: s.a)!.outcome else { Issue.record("A should return B"); return }
        #expect(fromA === s.b)
        guard case .returnedItself = record.visit(of: s.b)!.outcome else { Issue.record("B should return itself"); return }
    }

    @Test("a new traversal after a finished one starts a new, renumbered record")
    func secondTraversal() throws {
        let s = SampleScene()
        let feed = TraceFeed()
        feed.hitTest(s.root, at: s.pointInB)
        feed.now += 1
        feed.hitTest(s.root, at: CGPoint(x: 10, y: 10))
        let record = try #require(feed.visualizer.hitTest)
        #expect(record.startedAt == feed.now)
        #expect(record.hitView === s.root)
        #expect(record.visits.first?.number == 1 && record.visits.first?.view === s.root)
    }

    @Test("a point inside no interactive view completes with no hit view and an empty chain")
    func missedEverything() throws {
        let s = SampleScene()
        s.root.isUserInteractionEnabled = false
        let feed = TraceFeed()
        #expect(feed.hitTest(s.root, at: s.pointInB) == nil)
        let record = try #require(feed.visualizer.hitTest)
        #expect(record.isComplete && record.hitView == nil)
        #expect(record.visits.map { $0.outcome.rejection } == [.interactionDisabled])
        #expect(feed.visualizer.responderChain?.links.isEmpty == true)
    }

    @Test("the chain is walked from the hit view; the handler is the last responder that received the call and kept it")
    func responderChainHandler() throws {
        let s = SampleScene()
        let feed = TraceFeed()
        feed.hitTest(s.root, at: s.pointInB)
        feed.deliver(.began, to: s.b)   // B and A forward (default), root (HandlingView) keeps it

        var chain = try #require(feed.visualizer.responderChain)
        #expect(chain.links.map(\.responder) == [s.b, s.a, s.root] as [UIResponder])
        #expect(chain.links.map(\.role) == [.hitView, .view, .view])
        #expect(chain.handler === s.root)
        #expect(chain.handledPhase == .began && !chain.fellOffEnd)
        #expect(chain.links[0].forwarded == [.began] && chain.links[1].forwarded == [.began])
        #expect(chain.links[2].received == [.began] && chain.links[2].forwarded.isEmpty)

        feed.deliver(.moved, to: s.b)   // HandlingView doesn't override touchesMoved: off the end
        chain = try #require(feed.visualizer.responderChain)
        #expect(chain.handler == nil && chain.fellOffEnd)
        #expect(chain.handlerByPhase[.began] == 2 && chain.handlerByPhase[.moved] == nil)
    }

    @Test("views that receive a call by forwarding flash too, marked as forwarded")
    func forwardedFlash() throws {
        let s = SampleScene()
        let feed = TraceFeed()
        feed.deliver(.began, to: s.b)
        #expect(feed.visualizer.lastPhase(of: s.b)?.viaForwarding == false)
        let a = try #require(feed.visualizer.lastPhase(of: s.a))
        #expect(a.phase == .began && a.viaForwarding && a.time == feed.now)
        // No traced hit-test: the delivery itself starts the chain at B.
        #expect(feed.visualizer.responderChain?.links.first?.responder === s.b)
    }

    @Test("touchesCancelled records the recognizer that cancelled the touch")
    func cancellation() throws {
        let s = SampleScene()
        let feed = TraceFeed()
        feed.deliver(.began, to: s.b)
        feed.now += 0.1
        feed.deliver(.cancelled, to: s.b, cancelledBy: s.tap)
        let c = try #require(feed.visualizer.cancellation)
        #expect(c.responder === s.b && c.recognizer === s.tap && c.time == feed.now)
        #expect(c.headline == "touchesCancelled by UIGestureRecognizer")
        #expect(feed.visualizer.lastPhase(of: s.b)?.phase == .cancelled)
    }

    @Test("a recognizer's outcome outlives the environment's reset to Possible, then the live state shows")
    func recognizerOutcomeHold() throws {
        let s = SampleScene()
        let feed = TraceFeed()
        feed.setState(s.tap, .ended)   // the real state machine, traced
        let changed = feed.now
        feed.now += 0.01
        feed.visualizer.consume(.gestureStateChanged(recognizer: Traced(s.tap), from: .ended, to: .possible), at: feed.now)
        let status = try #require(feed.visualizer.status(of: s.tap))
        let timing = feed.visualizer.timing
        #expect(status.state == .possible && status.outcome == .ended && status.outcomeAt == changed)
        #expect(status.displayedState(at: feed.now + 0.1, timing: timing) == .ended)
        #expect(status.displayedState(at: changed + timing.recognizerOutcomeHold + 0.01, timing: timing) == .possible)

        let other = UIGestureRecognizer()
        feed.setState(other, .failed)
        #expect(feed.visualizer.status(of: other)?.displayedState(at: feed.now, timing: timing) == .failed)
        #expect(feed.visualizer.recognizerStatuses.map(\.recognizer) == [s.tap, other])
    }

    @Test("held calls are kept until released, then marked delivered or dropped")
    func heldCalls() throws {
        let s = SampleScene()
        let v = DispatchVisualizer()
        v.consume(.touchesHeld(view: Traced(s.b), phase: .began, by: Traced(s.tap)), at: 1)
        v.consume(.touchesHeld(view: Traced(s.a), phase: .ended, by: Traced(s.tap)), at: 1)
        #expect(v.heldTouches.count == 2 && v.heldTouches.allSatisfy { $0.resolution == nil })
        v.consume(.touchesReleased(view: Traced(s.b), phase: .began, delivered: false), at: 1.2)
        v.consume(.touchesReleased(view: Traced(s.a), phase: .ended, delivered: true), at: 1.3)
        #expect(v.heldTouches[0].resolution == .dropped && v.heldTouches[0].resolvedAt == 1.2)
        #expect(v.heldTouches[1].resolution == .delivered)
        #expect(v.isAnimating(at: 1.5))
    }

    @Test("pipeline stages light from the trace, X11 and SpringBoard from markStage; then everything settles")
    func stages() {
        let s = SampleScene()
        let feed = TraceFeed()
        feed.visualizer.consume(.portReceived(HIDEvent(kind: .pointerDown, timestamp: 0, x: 5, y: 5, button: 1)), at: feed.now)
        feed.touch(.began, at: CGPoint(x: 5, y: 5), receiver: s.root)
        feed.deliver(.began, to: s.root)
        let v = feed.visualizer
        for stage in [PipelineStage.x11, .springBoard, .port, .source1, .source0, .application, .view] {
            #expect(v.activity(of: stage).lastTime == feed.now, "\(stage)")
            #expect(v.activity(of: stage).count == 1, "\(stage)")
        }
        #expect(v.activity(of: .window).count == 0, "only a UIWindow's sendEvent or hit-test lights UIWindow")
        #expect(v.isAnimating(at: feed.now + 0.1))
        feed.touch(.ended, at: CGPoint(x: 5, y: 5), receiver: s.root)
        #expect(!v.isAnimating(at: feed.now + 5))
    }

    @Test("the touch keeps a trail of recent positions only, and lifts on ended")
    func touchTrail() throws {
        let s = SampleScene()
        let feed = TraceFeed()
        feed.touch(.began, at: CGPoint(x: 0, y: 0), receiver: s.root)
        feed.touch(.began, at: CGPoint(x: 0, y: 0), receiver: s.root)   // the window repeats the app's sendEvent
        for i in 1...50 {
            feed.now += 0.02
            feed.touch(.moved, at: CGPoint(x: Double(i) * 4, y: 0), receiver: s.root)
        }
        var touch = try #require(feed.visualizer.touch)
        #expect(touch.isPressed && touch.location == CGPoint(x: 200, y: 0) && touch.downLocation == .zero)
        #expect(touch.trail.count <= feed.visualizer.timing.trailMaxPoints)
        #expect(touch.trail.allSatisfy { feed.now - $0.time <= feed.visualizer.timing.trail + 1e-9 })
        #expect(touch.trail.last?.location == CGPoint(x: 200, y: 0))
        feed.now += 0.02
        feed.touch(.ended, at: CGPoint(x: 204, y: 0), receiver: s.root)
        touch = try #require(feed.visualizer.touch)
        #expect(!touch.isPressed && touch.upTime == feed.now && touch.location == CGPoint(x: 204, y: 0))
    }

    @Test("reset forgets every record (no old scene's views stay alive)")
    func reset() {
        let s = SampleScene()
        let feed = TraceFeed()
        feed.hitTest(s.root, at: s.pointInB)
        feed.deliver(.cancelled, to: s.b, cancelledBy: s.tap)
        feed.setState(s.tap, .ended)
        feed.visualizer.reset()
        let v = feed.visualizer
        #expect(v.hitTest == nil && v.responderChain == nil && v.cancellation == nil && v.touch == nil)
        #expect(v.phaseFlashes.isEmpty && v.recognizerStatuses.isEmpty && v.heldTouches.isEmpty)
        #expect(v.traceLines(.verbose).isEmpty && v.activity(of: .view).count == 0)
    }
}

@Suite("TraceLog")
struct TraceLogTests {
    @Test("keeps the seeds' lines and the verbose lines apart, with addresses shortened")
    func styles() {
        let s = SampleScene()
        let feed = TraceFeed()
        feed.hitTest(s.root, at: s.pointInB)
        let seeds = feed.visualizer.traceLines(.seeds).map(\.text)
        #expect(seeds.prefix(4) == ["HitTest: HandlingView", "NextResponder: (null)", "HitTest: UILabel", "NextResponder: HandlingView"])
        #expect(seeds.count == 14, "two lines per call that reaches UIView's hitTest (the overlay's override never calls super)")
        let verbose = feed.visualizer.traceLines(.verbose).map(\.text)
        #expect(verbose.contains("  UILabel rejected: userInteractionEnabled = NO"))
        #expect(verbose.contains("  PassThroughView overlay's own hitTest → nil (no call to super)"))
        #expect(verbose.contains("  BView B point(inside: (75 75)) → YES"))
        #expect(feed.visualizer.traceLines(.seeds).first?.kind == .hitTest)
        #expect(feed.visualizer.traceLines(.seeds)[1].kind == .nextResponder)
    }

    @Test("addresses become 0x…last4; short hex is left alone")
    func addresses() {
        #expect(TraceLog.shortenAddresses("<UIView: 0x7f3a2c0012a0; frame = (0 0; 1 1)>") == "<UIView: 0x…12a0; frame = (0 0; 1 1)>")
        #expect(TraceLog.shortenAddresses("mask 0x10 and 0xdeadbeef00") == "mask 0x10 and 0x…ef00")
        #expect(TraceLog.shortenAddresses("no address") == "no address")
        #expect(TraceLog.shortenAddresses("ends 0x") == "ends 0x")
        #expect(TraceLog.shortenAddresses("é 0x7f3a2c0012a0") == "é 0x…12a0", "a line that is not ASCII")
    }

    @Test("an ASCII line read as bytes is shortened as it is read by Character")
    func addressesAsBytes() {
        var generator = SystemRandomNumberGenerator()
        let pieces = ["0x", "0x7f3a2c0012a0", "0x10", "0xdeadbeef", "0x123456", "0x1234567", "x", "0", "7f", "; ", "<UIView: ", "ABCDEF", "0X99999999"]
        for _ in 0..<2_000 {
            let line = (0..<Int.random(in: 0...8, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined()
            #expect(TraceLog.shortenAddresses(line) == TraceLog.addressesShortenedByCharacter(line), "\(line)")
        }
    }

    @Test("a recording's address numbers are written as %04d writes them")
    func addressNumbers() {
        for n in Array(-1_200 ... 12_000) + [99_999, 100_000, 1_234_567] {
            var bytes: [UInt8] = []
            TraceLog.appendNumber(n, to: &bytes)
            #expect(String(decoding: bytes, as: UTF8.self) == String(format: "%04d", n))
        }
    }

    @Test("is a ring: the newest lines survive, oldest first")
    func ring() {
        let log = TraceLog(capacity: 3)
        for i in 0..<5 { log.append(.source0Signalled(name: "s\(i)"), at: Double(i)) }
        #expect(log.lines(.verbose).map(\.text) == ["Source0 s2 signalled", "Source0 s3 signalled", "Source0 s4 signalled"])
        #expect(log.lines(.verbose, last: 2).map(\.time) == [3, 4])
        #expect(log.lines(.seeds).isEmpty)
    }

    @Test("run-loop activity lines stay out unless asked for")
    func runLoopActivity() {
        let log = TraceLog()
        log.append(.runLoopActivity(.beforeWaiting, mode: .default), at: 0)
        #expect(log.lines(.verbose).isEmpty)
        log.includesRunLoopActivity = true
        log.append(.runLoopActivity(.beforeWaiting, mode: .default), at: 0)
        #expect(log.lines(.verbose).map(\.text) == ["RunLoop beforeWaiting (kCFRunLoopDefaultMode)"])
    }
}

/// The trace panel keeps events and formats them only when shown
/// (`TraceLog`), choosing on arrival which events belong to the seeds'
/// style. Whatever it keeps must print exactly what `SeedLogFormatter`
/// prints for the same events, in both styles: checked on a real session
/// through the engine (a tap that a recognizer cancels, a drag, a scroll).
@Suite("TraceLog formats lazily, as SeedLogFormatter does")
struct LazyTraceLogTests {
    @Test("a real session's events: the panel's lines are the formatter's lines, in both styles")
    func sameLinesAsTheFormatter() throws {
        let driver = try HeadlessDriver()
        let controller = UIViewController()
        driver.makeWindow(rootViewController: controller)
        let view = UIView(frame: CGRect(x: 20, y: 20, width: 200, height: 200))
        controller.view.addSubview(view)
        view.addGestureRecognizer(UITapGestureRecognizer(action: { _ in }))
        let button = UIButton(frame: CGRect(x: 20, y: 300, width: 120, height: 44))
        controller.view.addSubview(button)

        let log = TraceLog(capacity: 10_000)
        var events: [TraceEvent] = []
        driver.tracer.addSink { event in
            log.append(event, at: 0)
            if case .runLoopActivity = event { return }
            events.append(event)
        }
        driver.tap(at: CGPoint(x: 100, y: 100))
        driver.advance(by: 1)
        driver.drag(from: CGPoint(x: 50, y: 50), to: CGPoint(x: 150, y: 180))
        driver.tap(at: CGPoint(x: 60, y: 320))
        driver.scroll(at: CGPoint(x: 100, y: 100), deltaY: 40)
        driver.runUntilIdle()

        for style in [SeedLogFormatter.Style.seeds, .verbose] {
            let expected = SeedLogFormatter.lines(for: events, style: style).map(TraceLog.shortenAddresses)
            #expect(!expected.isEmpty)
            #expect(log.lines(style).map(\.text) == expected, "\(style)")
            #expect(log.lines(style, last: 5).map(\.text) == Array(expected.suffix(5)), "\(style), the last 5")
        }
    }
}
