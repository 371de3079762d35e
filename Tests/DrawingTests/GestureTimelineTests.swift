import Foundation
import Testing
import HID
import RunLoop
@testable import Drawing
@_spi(TouchLab) @testable import UIKit
import UIKitHeadless

/// Seed 004's four gesture traces, read off the timeline's lanes instead of
/// the log: what the view got and when, what the recognizer went through,
/// and what the run loop did meanwhile.
@Suite("Timeline — seed 004's gestures lane by lane")
struct GestureTimelineTests {
    typealias Scene = Seed004Scene

    /// "Began@0.000 Cancelled@0.050 by Tap": a view lane as a line.
    static func calls(_ lane: GestureTimeline.ViewLane?, from start: TimeInterval) -> [String] {
        (lane?.marks ?? []).map { mark in
            var text = "\(mark.phase)"
            switch mark.delivery {
            case .delivered: break
            case .held: text += " held"
            case .deliveredLate: text += " late"
            case .dropped: text += " dropped"
            }
            if let by = mark.cancelledBy { text += " by \(by)" }
            return text
        }
    }

    static func states(_ lane: GestureTimeline.RecognizerLane?) -> [String] {
        (lane?.bands ?? []).map { "\($0.state)" }
    }

    /// Issue 24 item 1 (Behaviour §6, "A multi-tap recognizer…"): the whole
    /// double tap is one gesture — the second touch-down comes while the
    /// first tap's touchesEnded is held — so the timeline shows one Began
    /// and one Cancelled, and the second tap going to the recognizer only.
    @Test("double tap: one gesture, viewb Began once and Cancelled once; the second tap's Began dropped")
    func doubleTap() throws {
        let double = UITapGestureRecognizer()
        double.numberOfTapsRequired = 2
        let scene = try Scene(double)
        let recorder = GestureRecorder()
        scene.driver.tracer.addRecordSink { recorder.append($0) }
        scene.driver.tap(at: scene.center, holding: 0.05)
        scene.driver.advance(by: 0.1)
        scene.driver.tap(at: scene.center, holding: 0.05)
        scene.driver.advance(by: 0.5)

        for records in [Array(scene.lastGesture), recorder.records] {
            #expect(records.filter(\.isTouchDownMessage).count == 2, "both taps in one gesture")
            let timeline = GestureTimeline(records: records)
            let viewb = timeline.views.first { $0.responder === scene.viewb }
            #expect(Self.calls(viewb, from: 0) == ["Began", "Ended held", "Began held", "Cancelled by Tap", "Began dropped"])
        }
        #expect(GestureTimeline.gestures(in: scene.driver.tracer.records).count == 1)
    }

    @Test("tap (cancelsTouchesInView = YES): viewb Began, then Cancelled by the tap as it ends")
    func tap() throws {
        let tap = UITapGestureRecognizer()
        let scene = try Scene(tap)
        scene.driver.tap(at: scene.center, holding: 0.05)
        scene.driver.advance(by: 0.5)

        let timeline = scene.timeline
        let viewb = timeline.views.first { $0.responder === scene.viewb }
        #expect(Self.calls(viewb, from: timeline.span.start) == ["Began", "Cancelled by Tap"])
        let lane = timeline.recognizers.first { $0.recognizer === tap }
        #expect(Self.states(lane) == ["Possible", "Ended", "Possible"])
        // The cancel comes at the lift, when the tap ends: the same instant as the up message.
        let up = try #require(timeline.input.last)
        #expect(up.kind == .pointerUp)
        #expect(viewb?.marks.last?.time == up.time)
        #expect(lane?.actions.count == 1)
    }

    @Test("tap (cancelsTouchesInView = NO): viewb Began, Ended — the tap still recognizes")
    func tapWithoutCancelling() throws {
        let tap = UITapGestureRecognizer()
        tap.cancelsTouchesInView = false
        let scene = try Scene(tap)
        scene.driver.tap(at: scene.center, holding: 0.05)

        let timeline = scene.timeline
        #expect(Self.calls(timeline.views.first { $0.responder === scene.viewb }, from: 0) == ["Began", "Ended"])
        #expect(Self.states(timeline.recognizers.first { $0.recognizer === tap }) == ["Possible", "Ended", "Possible"])
    }

    @Test("long press (default): moves reach viewb until the 0.5 s timer; Began; viewb Cancelled; Changed only after")
    func longPress() throws {
        let press = UILongPressGestureRecognizer()
        let scene = try Scene(press)
        let p = scene.center, d = scene.driver
        d.touchDown(at: p)
        for i in 1...8 {
            d.advance(by: 0.05)
            d.move(to: CGPoint(x: p.x + CGFloat(i % 3), y: p.y + CGFloat(i % 2)))
        }
        d.advance(by: 0.2)
        d.move(to: CGPoint(x: p.x + 4, y: p.y))
        d.touchUp(at: CGPoint(x: p.x + 4, y: p.y))

        let timeline = scene.timeline
        let viewb = timeline.views.first { $0.responder === scene.viewb }
        #expect(Self.calls(viewb, from: 0) == ["Began"] + Array(repeating: "Moved", count: 8)
                + ["Cancelled by Long press"])
        let lane = try #require(timeline.recognizers.first { $0.recognizer === press })
        #expect(Self.states(lane) == ["Possible", "Began", "Changed", "Ended", "Possible"])
        // Began comes from the 0.5 s timer, not from a HID event: the run-loop
        // lane shows a timer firing exactly when the band starts.
        let began = try #require(lane.bands.first { $0.state == .began })
        #expect(abs(began.span.start - timeline.span.start - 0.5) < 1e-9)
        #expect(timeline.runLoopMarks.contains { mark in
            if case .timer = mark.kind { return mark.time == began.span.start } else { return false }
        })
        // The cancel follows Began in the same instant.
        #expect(viewb?.marks.last?.time == began.span.start)
    }

    @Test("long press (cancelsTouchesInView = NO): viewb keeps getting moves after Began, and Ended")
    func longPressWithoutCancelling() throws {
        let press = UILongPressGestureRecognizer()
        press.cancelsTouchesInView = false
        let scene = try Scene(press)
        let p = scene.center, d = scene.driver
        d.touchDown(at: p)
        d.advance(by: 0.6)
        d.move(to: p)
        d.advance(by: 0.016); d.move(to: CGPoint(x: p.x + 1, y: p.y))
        d.advance(by: 0.016); d.move(to: CGPoint(x: p.x + 2, y: p.y))
        d.advance(by: 0.016); d.touchUp(at: CGPoint(x: p.x + 2, y: p.y))

        let timeline = scene.timeline
        #expect(Self.calls(timeline.views.first { $0.responder === scene.viewb }, from: 0)
                == ["Began", "Moved", "Moved", "Ended"])
        #expect(Self.states(timeline.recognizers.first { $0.recognizer === press })
                == ["Possible", "Began", "Changed", "Changed", "Changed", "Ended", "Possible"])
    }

    @Test("held calls: delaysTouchesBegan holds viewb's Began; the tap recognizes, so it is dropped")
    func heldAndDropped() throws {
        let tap = UITapGestureRecognizer()
        tap.delaysTouchesBegan = true
        let scene = try Scene(tap)
        scene.driver.tap(at: scene.center, holding: 0.05)

        let timeline = scene.timeline
        #expect(Self.calls(timeline.views.first { $0.responder === scene.viewb }, from: 0) == ["Began held", "Began dropped"])
        #expect(timeline.recognizers.first { $0.recognizer === tap }?.heldCalls.map(\.phase) == [.began])
    }

    @Test("require(toFail:): the single tap's wait for the double tap shows as a span that ends when the double fails")
    func waitingForAnotherToFail() throws {
        let single = UITapGestureRecognizer(), double = UITapGestureRecognizer()
        double.numberOfTapsRequired = 2
        single.require(toFail: double)
        let scene = try Scene(single)
        scene.superview.addGestureRecognizer(double)
        scene.driver.tap(at: scene.center, holding: 0.05)
        scene.driver.advance(by: 1)

        let timeline = scene.timeline
        let lane = try #require(timeline.recognizers.first { $0.recognizer === single })
        let wait = try #require(lane.waits.first)
        let doubleFailed = try #require(timeline.recognizers.first { $0.recognizer === double }?.bands.first { $0.state == .failed })
        #expect(wait.end == doubleFailed.span.start)
        #expect(wait.duration > 0.2)
        #expect(Self.states(lane) == ["Possible", "Ended", "Possible"])
        #expect(lane.bands[1].span.start == wait.end)   // it recognizes the moment the wait ends
    }

    @Test("run loop lane: passes alternate with sleeps, every Source0 follows a Source1, the mode is default")
    func runLoopLane() throws {
        let scene = try Scene(UITapGestureRecognizer())
        scene.driver.tap(at: scene.center, holding: 0.05)

        let timeline = scene.timeline
        #expect(timeline.passes.count >= 2)
        for (a, b) in zip(timeline.passes, timeline.passes.dropFirst()) { #expect(a.end <= b.start) }
        let sources = timeline.runLoopMarks.compactMap { mark -> String? in
            switch mark.kind {
            case .source1: "1"
            case .source0: "0"
            default: nil
            }
        }
        #expect(sources.first == "1")
        #expect(!sources.joined().contains("00"))
        #expect(timeline.modes.map(\.mode) == [.default])
        #expect(timeline.input.map(\.kind) == [.pointerDown, .pointerUp])
    }

    @Test("a scroll view's drag switches the mode lane to tracking, through the deceleration, and back")
    func trackingMode() throws {
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
        scroll.contentSize = CGSize(width: 300, height: 2000)
        let driver = try HeadlessDriver()
        driver.application.tracesRunLoop = true
        driver.makeWindow().addSubview(scroll)
        driver.drag(from: CGPoint(x: 150, y: 300), to: CGPoint(x: 150, y: 100), duration: 0.3, steps: 10)
        driver.advance(by: 0.1)
        #expect(GestureTimeline(records: GestureTimeline.lastGesture(in: driver.tracer.records)).modes.map(\.mode)
                == [.default, .tracking], "still tracking while the flick decelerates")
        driver.advance(by: 5)

        let timeline = GestureTimeline(records: GestureTimeline.lastGesture(in: driver.tracer.records))
        #expect(timeline.modes.map(\.mode) == [.default, .tracking, .default])
    }

    @Test("a wheel scroll is a gesture of its own: it starts at its first notch, with the pan's states and the tracking mode")
    func wheelScrollGesture() throws {
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
        scroll.contentSize = CGSize(width: 300, height: 2000)
        let driver = try HeadlessDriver()
        driver.application.tracesRunLoop = true
        driver.makeWindow().addSubview(scroll)
        let recorder = GestureRecorder()
        driver.tracer.addRecordSink { recorder.append($0) }

        driver.tap(at: CGPoint(x: 150, y: 300))          // a gesture before
        driver.advance(by: 1)
        for _ in 0..<3 {
            driver.scroll(at: CGPoint(x: 150, y: 200), deltaY: 40)
            driver.advance(by: 0.05)
        }
        driver.advance(by: 0.3)
        driver.scroll(at: CGPoint(x: 150, y: 200), deltaY: 40)   // after the quiet period: the next scroll

        #expect(recorder.previousRecords.first.map { if case let .portReceived(hid) = $0.event { hid.kind == .scroll } else { false } } == true)
        let timeline = GestureTimeline(records: recorder.previousRecords)
        #expect(timeline.input.map(\.kind) == [.scroll, .scroll, .scroll])
        let lane = timeline.recognizers.first { $0.recognizer === scroll.panGestureRecognizer }
        #expect(Self.states(lane) == ["Began", "Changed", "Changed", "Ended", "Possible"])
        #expect(timeline.modes.map(\.mode).prefix(2) == [.default, .tracking])
        let modeChanges = recorder.previousRecords.compactMap { if case let .runLoopModeChanged(m) = $0.event { m } else { nil } }
        #expect(modeChanges == [.tracking, .default], "tracking from the first notch until the scroll went quiet")
    }
}
