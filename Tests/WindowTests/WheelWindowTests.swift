import Foundation
import RunLoop
import Testing
@testable import TouchLab
@_spi(TouchLab) @testable import UIKit
import XServer

/// The wheel through the real window: XTest presses buttons 5 (wheel down)
/// over the `scroll-timers` scene's list, and each notch takes the whole path
/// — X → SpringBoard → port → Source1 → Source0 → `UIApplication.sendEvent`
/// → `UIWindow.sendEvent` → the scroll view's pan.
@Suite("The wheel through the real window", .serialized)
struct WheelWindowTests {
    @Test("wheel notches reach the scroll view's pan through sendEvent; the default-mode timer pauses meanwhile")
    func wheelThroughTheWindow() throws {
        let h = try LiveWindowHarness(scene: "scroll-timers")
        let list = h.windowPixel(of: "scroll view"), window = h.app.xWindow.id
        let scrollView = try #require(h.app.content?.view(named: "scroll view") as? UIScrollView)

        // Signals from the app's thread, so the person waits for what happened, not for a time.
        let backToDefault = Locked(false), defaultTickAfter = Locked(false), tickBefore = Locked(false)
        h.app.application.tracer.addRecordSink { record in
            switch record.event {
            case .runLoopModeChanged(.default): backToDefault.set(true)
            case let .runLoopTimerFired(name) where name.hasPrefix("default mode"):
                if backToDefault.get() { defaultTickAfter.set(true) } else { tickBefore.set(true) }
            default: break
            }
        }
        let status = try h.run { pointer, h in
            try pointer.move(toX: list.x, y: list.y, in: window)
            try h.waitUntil("the default-mode timer tick before the scroll") { _ in tickBefore.get() }
            for _ in 0..<8 {
                pointer.click(button: 5)
                try h.sync(pointer)            // a wheel turned steadily: each notch handled before the next
            }
            try h.waitUntil("the scroll go quiet and the loop leave tracking mode") { _ in backToDefault.get() }
            try h.waitUntil("the default-mode timer tick again") { _ in defaultTickAfter.get() }
        }
        #expect(status == 0)

        let records = h.app.application.tracer.records
        let steps = records.map { SeedLogFormatter.lines(for: $0.event, style: .verbose).joined(separator: " | ") }
        #expect(steps.filter { $0 == "UIApplication.sendEvent: scroll" }.count == 8, "every notch through sendEvent")
        #expect(steps.filter { $0 == "UIWindow.sendEvent: scroll" }.count == 8)
        #expect(steps.contains { $0.hasPrefix("UIScrollViewPanGestureRecognizer: Possible → Began") })
        #expect(steps.contains { $0.hasSuffix("→ Ended") && $0.hasPrefix("UIScrollViewPanGestureRecognizer") })
        #expect(!steps.contains { $0.hasPrefix("Touches ") }, "no view's touches method heard the wheel")
        #expect(scrollView.contentOffset.y > 0)

        // While the loop ran in tracking mode, the default-mode timer never
        // fired; the common one did. The mode is the one each pass ran in
        // (its activities are traced with it): as in CFRunLoop, a timer due
        // in the pass whose Source0 began the scroll fires in that pass, in
        // the mode it was run in, after the switch was asked for.
        var runMode: RunLoopMode?, defaultTicksWhileTracking = 0, commonTicksWhileTracking = 0, trackingSpells = 0
        for record in records {
            switch record.event {
            case let .runLoopModeChanged(mode) where mode == .tracking:
                trackingSpells += 1
            case let .runLoopActivity(_, mode):
                runMode = mode
            case let .runLoopTimerFired(name) where runMode == .tracking:
                if name.hasPrefix("default mode") { defaultTicksWhileTracking += 1 }
                if name.hasPrefix("common modes") { commonTicksWhileTracking += 1 }
            default: break
            }
        }
        #expect(trackingSpells >= 1)
        #expect(defaultTicksWhileTracking == 0)
        #expect(commonTicksWhileTracking >= 1, "the 150 ms of quiet that ends tracking spans a 0.1 s tick")
    }
}
