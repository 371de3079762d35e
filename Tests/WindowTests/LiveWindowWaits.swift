import Foundation
import RunLoop
@testable import TouchLab
@_spi(TouchLab) @testable import UIKit
import XServer

/// How the person at the pointer waits for the app: for the thing itself,
/// never for a guessed time. The app's state is read on its own thread when
/// its run loop is about to sleep — after it has handled everything that
/// woke it, the gesture observer and the frame commit included — so a
/// condition is checked exactly when it can have changed. The 30 s deadline
/// only turns a hang into a failure that names what never happened.
extension LiveWindowHarness {
    static let hangDeadline: Double = 30

    struct NeverHappened: Error, CustomStringConvertible {
        let what: String
        var description: String { "waited \(LiveWindowHarness.hangDeadline) s and never saw \(what)" }
    }

    /// Runs `body` on the app's run-loop thread and waits for it: the app's
    /// state is read where the app changes it.
    func onMain(_ body: @escaping (LiveApp) -> Void) throws {
        let done = DispatchSemaphore(value: 0)
        app.application.runLoop.perform { [app] in body(app); done.signal() }
        app.application.runLoop.wakeUp()
        guard done.wait(timeout: .now() + Self.hangDeadline) == .success else { throw NeverHappened(what: "the app's run loop run a block") }
    }

    /// Waits until `condition` holds for the app, checked on its thread now
    /// and then each time its run loop has finished a pass and is about to
    /// sleep (the last observer of `beforeWaiting`).
    func waitUntil(_ what: String, _ condition: @escaping (LiveApp) -> Bool) throws {
        let held = DispatchSemaphore(value: 0)
        try onMain { app in
            if condition(app) { held.signal(); return }
            var observer: RunLoopObserver?
            observer = RunLoopObserver(name: "test waits for \(what)", activities: .beforeWaiting, order: Int.max) { _ in
                guard condition(app) else { return }
                held.signal()
                observer?.invalidate()
                observer = nil
            }
            app.application.runLoop.add(observer!, forMode: .common)
        }
        guard held.wait(timeout: .now() + Self.hangDeadline) == .success else { throw NeverHappened(what: what) }
    }

    /// Everything `pointer` injected so far has been handled by the app: an
    /// end marker sent after it (`XTestInjector.sendInputMarker`) comes the
    /// whole way — X server → SpringBoard → port → the app's Source0 — behind
    /// the input, and this waits until the app's loop has taken it and gone
    /// idle. (A timer the input started, a long press's, may still be pending.)
    func sync(_ pointer: XTestInjector) throws {
        let sent = markersSent.get() + 1
        markersSent.set(sent)
        try pointer.sendInputMarker(to: app.xWindow.id)
        try waitUntil("the app handle the input before end marker \(sent)") { [markersHandled] _ in markersHandled.get() >= sent }
    }

    /// Waits until the app's trace has a record matching `match` (`count` of them).
    func waitForTrace(_ what: String, count: Int = 1, _ match: @escaping (TraceEvent) -> Bool) throws {
        try waitUntil(what) { app in app.application.tracer.recorded.lazy.filter(match).count >= count }
    }

    /// Waits until the app has exited its run (a key quit it): no closing
    /// request needed, and none is sent.
    func waitForExit(_ what: String) throws {
        guard exited.wait(timeout: .now() + Self.hangDeadline) == .success else { throw NeverHappened(what: what) }
        exited.signal()
    }

    /// Captures the window until `condition` holds for the picture: the frame
    /// that shows a change is drawn at the loop's next beforeWaiting, and put
    /// on the app's own connection, so another connection polls for it.
    func captureUntil(_ what: String, _ condition: (XWindowCapture) -> Bool) throws -> XWindowCapture {
        let reader = try XDisplay(name: server.displayName)
        defer { reader.close() }
        let deadline = Date().addingTimeInterval(Self.hangDeadline)
        var last: XWindowCapture?
        while Date() < deadline {
            let capture = try XWindowCapture(display: reader, window: app.xWindow.id, width: 1280, height: 800)
            if condition(capture) { return capture }
            last = capture
            usleep(20_000)   // the polling step, not a guess: the loop ends when the picture shows it
        }
        try? last?.writePPM(to: "/tmp/touchlab-window-capture.ppm")
        throw NeverHappened(what: "the window show \(what) (last capture: /tmp/touchlab-window-capture.ppm)")
    }
}

extension TraceEvent {
    /// A touch reached a view's `touches…` method in `phase`.
    func isTouches(_ phase: UITouch.Phase) -> Bool {
        if case let .touchesDelivered(_, p, _, _) = self { return p == phase }
        return false
    }

    /// A press was delivered in `phase` (the demo's keys act on the press's way up the chain).
    func isPress(_ phase: UIPress.Phase) -> Bool {
        if case let .pressesDelivered(_, p, _) = self { return p == phase }
        return false
    }

    /// A recognizer of class `className` went to `state`.
    func isRecognizer(_ className: String, to state: UIGestureRecognizer.State) -> Bool {
        if case let .gestureStateChanged(recognizer, _, to) = self { return to == state && recognizer.className == className }
        return false
    }
}
