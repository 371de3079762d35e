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

    /// Holds viewb for 0.7 s: the long press begins at 0.5 s and cancels viewb's touch.
    static func longPress(_ pointer: XTestInjector, _ h: LiveWindowHarness) throws {
        let p = h.windowPixel(of: "viewb")
        try pointer.move(toX: p.x, y: p.y, in: h.app.xWindow.id)
        usleep(30_000)
        pointer.press()
        usleep(700_000)
        pointer.release()
        LiveWindowHarness.settle(0.2)
    }

    @Test("the timeline reads 004's long press: viewb Began, Cancelled at the 0.5 s timer; the recognizer Possible → Began → Ended")
    func timelineOfTheLongPress() throws {
        let h = try LiveWindowHarness(scene: "004-long-press")
        _ = try h.run { pointer, h in try Self.longPress(pointer, h) }
        let timeline = try #require(h.app.composer.timeline.timeline)
        let viewb = try #require(timeline.views.first { ($0.responder as? UIView)?.name == "viewb" })
        #expect(viewb.marks.first?.phase == .began)
        #expect(viewb.marks.last?.phase == .cancelled)
        let lane = try #require(timeline.recognizers.first)
        #expect(lane.bands.map(\.state).prefix(2) == [.possible, .began])
        #expect(lane.bands.contains { $0.state == .ended })
        let began = try #require(lane.bands.first { $0.state == .began })
        #expect(abs(began.span.start - timeline.span.start - 0.5) < 0.05, "the 0.5 s timer, on the real clock")
        #expect(timeline.runLoopMarks.contains { if case let .timer(name) = $0.kind { name.contains("LongPress") } else { false } })
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
            LiveWindowHarness.settle(0.2)
            try h.onMain { app in
                let cursor = app.timelineView.cursor!
                atStart = (TraceJSONLine(cursor.current!).kind, app.timelineView.cursorVisualizer?.responderChain != nil)
            }
            try pointer.tapKey(keysym: Self.right, holding: [Self.shiftL])
            LiveWindowHarness.settle(0.2)
            try h.onMain { app in afterPass = TraceJSONLine(app.timelineView.cursor!.current!).kind }
            try pointer.tapKey(keysym: Self.end)
            LiveWindowHarness.settle(0.2)
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
            LiveWindowHarness.settle(0.2)
            try h.onMain { app in linesBefore = h.log.count }
            try pointer.tap(at: h.windowPixel(of: "viewb"), in: h.app.xWindow.id)
            LiveWindowHarness.settle(0.3)
        }
        let card = try #require(h.app.timelineView.card)
        #expect(card.title == "viewb")
        #expect(card.lines.contains { $0.hasPrefix("viewb got touchesCancelled at 0.5") && $0.contains("cancelsTouchesInView is YES") }, "\(card.lines)")
        #expect(h.log.count == linesBefore, "the question was not a touch")
    }
}

extension LiveWindowHarness {
    /// Runs `body` on the app's run-loop thread and waits for it: the app's
    /// state is read where the app changes it.
    func onMain(_ body: @escaping (LiveApp) -> Void) throws {
        let done = DispatchSemaphore(value: 0)
        app.application.runLoop.perform { [app] in body(app); done.signal() }
        app.application.runLoop.wakeUp()
        guard done.wait(timeout: .now() + 5) == .success else { throw XServerError.invalidArgument("the app's run loop did not run a block in 5 s") }
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
        _ = try h.run { pointer, _ in
            try pointer.tapKey(keysym: 0x76)   // v
            LiveWindowHarness.settle(0.2)
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
        #expect(h.app.visualizer.route?.handler is DemoKeyResponder)
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

    /// Waits (at most 5 s) until the field has heard `count` calls: the events themselves, not a fixed sleep.
    static func waitForCalls(_ field: KeyField, count: Int) {
        let deadline = Date().addingTimeInterval(5)
        while field.calls.get().count < count, Date() < deadline { usleep(5_000) }
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
            Self.waitForCalls(field, count: 2)
            try h.onMain { app in afterV = (app.composer.traceStyle, app.visualizer.route?.summary) }
            try pointer.tapKey(keysym: 0x76, holding: [0xFFE3])   // Control_L + v
            let deadline = Date().addingTimeInterval(5)
            while flips.get() == 0, Date() < deadline { usleep(5_000) }
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
            LiveWindowHarness.settle(1.3)      // the gesture lasted about 0.7 s
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
