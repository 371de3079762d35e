import Foundation
import Testing
@testable import Drawing
@testable import TouchLab
@_spi(TouchLab) @testable import UIKit
import XServer

/// Seed 004's long press through the real window, then studied: the timeline
/// lays it out, the arrow keys step through it, and explain mode says why.
@Suite("Timeline, stepping and explain mode in the real window", .serialized)
struct TimelineWindowTests {
    static let shiftL: UInt32 = 0xFFE1, left: UInt32 = 0xFF51, right: UInt32 = 0xFF53, home: UInt32 = 0xFF50, end: UInt32 = 0xFF57

    /// Holds viewb until the long press has begun (its 0.5 s timer) and
    /// cancelled viewb's touch, then lets go and waits for the recognizer to end.
    static func longPress(_ pointer: XTestInjector, _ h: LiveWindowHarness) throws {
        let p = h.windowPixel(of: "viewb")
        try pointer.move(toX: p.x, y: p.y, in: h.app.xWindow.id)
        pointer.press()
        try h.waitForTrace("the long press begin") { $0.isRecognizer("UILongPressGestureRecognizer", to: .began) }
        pointer.release()
        try h.sync(pointer)
        try h.waitForTrace("the long press end") { $0.isRecognizer("UILongPressGestureRecognizer", to: .ended) }
    }

    @Test("the timeline reads 004's long press: viewb Began, Cancelled at the 0.5 s timer; the recognizer Possible → Began → Ended")
    func timelineOfTheLongPress() throws {
        let h = try LiveWindowHarness(scene: "004-long-press")
        _ = try h.run { pointer, h in
            try Self.longPress(pointer, h)
            // The panel's timeline is rebuilt at most 4 times a second while live: wait for the one with the end.
            try h.waitUntil("the timeline show the long press's end") { app in
                app.composer.timeline.timeline?.recognizers.first?.bands.contains { $0.state == .ended } == true
            }
        }
        let timeline = try #require(h.app.composer.timeline.timeline)
        let viewb = try #require(timeline.views.first { $0.responder.name == "viewb" })
        #expect(viewb.marks.first?.phase == .began)
        #expect(viewb.marks.last?.phase == .cancelled)
        let lane = try #require(timeline.recognizers.first)
        #expect(lane.bands.map(\.state).prefix(2) == [.possible, .began])
        #expect(lane.bands.contains { $0.state == .ended })
        let began = try #require(lane.bands.first { $0.state == .began })
        // The timer fires 0.5 s after the touch-down at the earliest (a busy
        // machine makes it late, never early), and the recognizer begins in its callout.
        let timer = try #require(timeline.runLoopMarks.first { if case let .timer(name) = $0.kind { name.contains("LongPress") } else { false } })
        #expect(began.span.start - timeline.span.start >= 0.5, "the 0.5 s timer, on the real clock")
        #expect(began.span.start >= timer.time, "began when the timer fired")
    }

    /// The key handled, then the frame that shows the cursor's step drawn
    /// (it rebuilds the visualizer for the step the key moved to).
    static func drawnAtTheCursor(_ pointer: XTestInjector, _ h: LiveWindowHarness) throws {
        try h.sync(pointer)
        try h.waitUntil("a frame drawn at the cursor's step") { app in app.timelineView.cursorVisualizer != nil }
    }

    @Test("Home, →, Shift+→ and End move the cursor; the panels show the state at the cursor")
    func stepping() throws {
        let h = try LiveWindowHarness(scene: "004-long-press")
        var atStart: (kind: String, chainReceived: Bool)?
        var afterPass: String?
        var atEnd: (atEnd: Bool, viewbPhase: UITouch.Phase?)?
        _ = try h.run { pointer, h in
            try Self.longPress(pointer, h)
            try pointer.tapKey(keysym: Self.home)
            try Self.drawnAtTheCursor(pointer, h)
            try h.onMain { app in
                let cursor = app.timelineView.cursor!
                atStart = (TraceJSONLine(cursor.current!).kind, app.timelineView.cursorVisualizer?.responderChain != nil)
            }
            try pointer.tapKey(keysym: Self.right, holding: [Self.shiftL])
            try Self.drawnAtTheCursor(pointer, h)
            try h.onMain { app in afterPass = TraceJSONLine(app.timelineView.cursor!.current!).kind }
            try pointer.tapKey(keysym: Self.end)
            try Self.drawnAtTheCursor(pointer, h)
            try h.onMain { app in
                let viewb = app.content!.view(named: "viewb")!
                atEnd = (app.timelineView.cursor!.isAtEnd, app.timelineView.cursorVisualizer?.lastPhase(of: viewb)?.phase)
            }
        }
        #expect(atStart?.kind == "portReceived", "Home: the touch-down's port message")
        #expect(atStart?.chainReceived == false, "nothing delivered yet at the first step")
        #expect(afterPass == "source0Performed", "Shift+→: the Source0 runs on the loop's next turn")
        #expect(atEnd?.atEnd == true)
        #expect(atEnd?.viewbPhase == .cancelled)
    }

    @Test("explain mode: E, then a click on viewb opens its card; the click never reaches UIKit")
    func explainViewb() throws {
        let h = try LiveWindowHarness(scene: "004-long-press")
        var linesBefore = 0
        _ = try h.run { pointer, h in
            try Self.longPress(pointer, h)
            try pointer.tapKey(keysym: 0x65)   // e
            try h.sync(pointer)
            try h.onMain { app in linesBefore = h.log.count }
            try h.tap(pointer, at: h.windowPixel(of: "viewb"))
            try h.waitUntil("viewb's card") { app in app.timelineView.card != nil }
        }
        let card = try #require(h.app.timelineView.card)
        #expect(card.title == "viewb")
        let cancelled = card.lines.first { $0.hasPrefix("viewb got touchesCancelled at ") }
        #expect(cancelled?.contains("cancelsTouchesInView is YES") == true, "\(card.lines)")
        // At the 0.5 s timer on the real clock: a busy machine makes it late, never early.
        let at = cancelled.flatMap { Double($0.dropFirst("viewb got touchesCancelled at ".count).prefix { $0 != " " }) }
        #expect((at ?? 0) >= 0.5, "\(card.lines)")
        #expect(h.log.count == linesBefore, "the question was not a touch")
    }
}

/// Keys through the real window are presses: the window (no first responder)
/// gets `pressesBegan`, and the default methods pass it up to the app
/// delegate, where the demo's keys live.
@Suite("Keys through the real window are presses", .serialized)
struct PressesWindowTests {
    @Test("v: pressesBegan to the window, then the scene, the application and the demo's app delegate, which switches the trace style")
    func demoKeyIsAPress() throws {
        let h = try LiveWindowHarness(scene: "001-abc")
        let before = h.app.composer.traceStyle
        _ = try h.run { pointer, h in
            try pointer.tapKey(keysym: 0x76)   // v
            try h.sync(pointer)
        }
        #expect(h.app.composer.traceStyle != before)
        let route = h.app.application.tracer.recorded.compactMap { event -> String? in
            switch event {
            case let .pressesDelivered(to, phase, _): "\(phase) \(to.className)"
            case let .pressesForwarded(from, to, .began): "\(from.className) → \(to?.className ?? "nil")"
            default: nil
            }
        }
        #expect(route.prefix(4) == ["Began UIWindow", "UIWindow → UIWindowScene", "UIWindowScene → UIApplication",
                                    "UIApplication → DemoKeyResponder"])
        #expect(route.contains("Ended UIWindow"), "the release follows the press: \(route)")
        #expect(h.app.visualizer.route?.handler?.object is DemoKeyResponder)
    }
}

/// A first responder in the live app: it hears the XTest press first and
/// passes it on with `super`, so the demo's key still works at the end of the
/// chain; its ⌃V key command takes the press before anybody hears it.
@Suite("A first responder in the real window", .serialized)
struct FirstResponderWindowTests {
    final class KeyField: UIView {
        let calls = Locked<[String]>([])
        override var canBecomeFirstResponder: Bool { true }
        override var keyCommands: [UIKeyCommand]? { [UIKeyCommand(input: "v", modifierFlags: .control, action: "flip:")] }
        override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
            calls.set(calls.get() + presses.map { "began " + Self.label($0.key!) })
            super.pressesBegan(presses, with: event)
        }
        override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
            calls.set(calls.get() + presses.map { "ended " + Self.label($0.key!) })
            super.pressesEnded(presses, with: event)
        }
        /// What the key types, or its HID usage for a key that types nothing (Control).
        static func label(_ key: UIKey) -> String { key.characters.isEmpty ? "usage \(key.keyCode.rawValue)" : key.characters }
    }

    @Test("v through XTest: the field's pressesBegan first, super up to the demo's app delegate (the trace style flips); ⌃V is the field's key command")
    func pressReachesTheFirstResponder() throws {
        let h = try LiveWindowHarness(scene: "001-abc")
        let field = KeyField(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let flips = Locked(0)
        let before = h.app.composer.traceStyle
        var afterV: (style: SeedLogFormatter.Style, route: String?)?
        var afterCommand: String?
        _ = try h.run { pointer, h in
            try h.onMain { app in
                app.window.rootViewController!.view.addSubview(field)
                field.setAction("flip:") { _ in flips.set(flips.get() + 1) }
                #expect(field.becomeFirstResponder())
            }
            try pointer.tapKey(keysym: 0x76)   // v
            try h.waitUntil("the field's two press calls") { _ in field.calls.get().count >= 2 }
            try h.onMain { app in afterV = (app.composer.traceStyle, app.visualizer.route?.summary) }
            try pointer.tapKey(keysym: 0x76, holding: [0xFFE3])   // Control_L + v
            try h.waitUntil("⌃V's flip: action") { _ in flips.get() > 0 }
            try h.onMain { app in afterCommand = app.visualizer.route?.summary }
        }
        let calls = field.calls.get()
        #expect(calls.filter { $0.hasSuffix(" v") } == ["began v", "ended v"], "the command's press never reached the field: \(calls)")
        #expect(calls.contains("began usage 224"), "Control_L itself is a press (keyboardLeftControl): \(calls)")
        #expect(afterV?.style != before, "the demo's v still switched the trace style")
        #expect(afterV?.route?.hasPrefix("press v: KeyField → ") == true && afterV?.route?.hasSuffix("DemoKeyResponder ★") == true,
                "\(afterV?.route ?? "no route")")
        #expect(flips.get() == 1)
        #expect(afterCommand == "key command ⌃V → flip: (KeyField's): asked KeyField ★", "\(afterCommand ?? "no route")")
        let delivered = h.app.application.tracer.recorded.compactMap { event -> String? in
            if case let .pressesDelivered(to, phase, key) = event, key.characters == "v" { return "\(phase) \(to.className)" }
            return nil
        }
        #expect(delivered == ["Began KeyField", "Ended KeyField"], "the ⌃V press was the command's alone")
    }
}

/// Space: the last gesture through a fresh copy of the scene, on a virtual
/// clock, played back in the window.
@Suite("Replay in the real window", .serialized)
struct ReplayWindowTests {
    @Test("a long press through XTest, then Space: the replay's trace equals the live one and plays to its end")
    func spaceReplays() throws {
        let h = try LiveWindowHarness(scene: "004-long-press")
        var verdict: String?
        var finished = false
        var phone: UIView?
        _ = try h.run { pointer, h in
            try TimelineWindowTests.longPress(pointer, h)
            try pointer.tapKey(keysym: 0x20)   // space
            try h.waitUntil("the replay to play to its end") { app in app.timelineView.replay?.isFinished == true }
            try h.onMain { app in
                verdict = app.timelineView.replay?.replay.verdict
                finished = app.timelineView.replay?.isFinished ?? false
                phone = app.rootToDraw
            }
        }
        #expect(verdict?.hasPrefix("replay: same trace") == true, "\(String(describing: verdict))")
        #expect(finished)
        #expect(phone !== h.app.window, "the phone shows the replay's own copy of the scene")
    }
}
