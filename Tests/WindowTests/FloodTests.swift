import CX11
import Foundation
import HID
import Synchronization
@testable import TouchLab
import Testing
@testable import UIKit
import XServer

/// The demo under a flood of real input, sized for CI: the whole app in this
/// process on a private Xvfb, a second thread injecting motions through XTest
/// as fast as the server takes them (PLATFORM-NOTES: nothing coalesces XTest
/// motion), with a press or a release after every 25 motions. Presses are
/// counted in (injected) and out (`touchesBegan` / `touchesEnded` the app's
/// views received), then `q` must end the app at once: a lagging app may
/// coalesce moves, never an action, and must never fall behind for good.
/// (The 60-second version with memory and timing targets is the release
/// benchmark: `swift run -c release touchlab-bench load`.)
@Suite("The demo under a flood of real input", .serialized)
struct FloodTests {
    @Test("a 30,000-motion XTest flood with 600 presses: every press and release arrives, and `q` still quits at once")
    func floodThroughTheRealWindow() throws {
        let server = try XvfbServer(width: 1280, height: 800)
        defer { server.stop() }
        var options = TouchLabOptions()
        options.displayName = server.displayName
        let app = try LiveApp(options: options)
        let counts = TouchCounts()
        app.application.tracer.addSink { event in
            guard case let .touchesDelivered(_, phase, _, _) = event else { return }
            counts.note(phase)
        }
        let windowID = app.xWindow.id
        let flood = Mutex(FloodOutcome())
        let person = Thread {
            do {
                let injector = try XTestInjector(displayName: server.displayName)
                defer { injector.close() }
                usleep(100_000)   // the run loop and SpringBoard are running
                let origin = try injector.rootOrigin(of: windowID)
                var outcome = FloodOutcome()
                Self.flood(injector, origin: origin, motions: 30_000, pressEvery: 25, into: &outcome)
                outcome.quitAt = MonotonicTime.nanoseconds()
                try injector.tapKey(keysym: 0x71)   // q
                flood.withLock { $0 = outcome }
            } catch {
                flood.withLock { $0.error = "\(error)" }
                if let closer = try? XDisplay(name: server.displayName) {
                    closer.sendDeleteWindowRequest(to: windowID)
                    closer.close()
                }
            }
        }
        person.start()
        let status = app.run()
        let exitedAt = MonotonicTime.nanoseconds()
        let outcome = flood.withLock { $0 }

        #expect(outcome.error == nil, "\(outcome.error ?? "")")
        #expect(status == 0)
        #expect(outcome.presses == 600 && outcome.releases == 600)
        #expect(counts.began == outcome.presses, "every press became a touchesBegan")
        #expect(counts.ended == outcome.releases, "every release became a touchesEnded or touchesCancelled")
        let quitSeconds = Double(exitedAt &- outcome.quitAt) / 1e9
        #expect(outcome.quitAt > 0 && quitSeconds < 2, "`q` took \(quitSeconds) s to end the app")
        let statistics = app.springBoard.statistics
        #expect(statistics.eventsWaiting == 0)
        #expect(statistics.eventsRead >= 30_000 + 1_200 + 1, "SpringBoard read every X event (\(statistics.eventsRead))")
    }

    struct FloodOutcome {
        var presses = 0, releases = 0
        var quitAt: UInt64 = 0
        var error: String?
    }

    /// Motions over the phone's screen (window pixels 41…451 × 41…759),
    /// one `XTestFakeMotionEvent` + `XFlush` each, the first press only
    /// after the pointer is in place. Ends released.
    static func flood(_ injector: XTestInjector, origin: (x: Int, y: Int), motions: Int, pressEvery: Int,
                      into outcome: inout FloodOutcome) {
        let dpy = injector.display.handle
        for i in 0..<motions {
            let x = 41 + (i * 7) % 410, y = 41 + (i / 59 * 13) % 718
            XTestFakeMotionEvent(dpy, -1, Int32(origin.x + x), Int32(origin.y + y), 0)
            XFlush(dpy)
            if (i + 1) % pressEvery == 0 {
                if outcome.presses == outcome.releases {
                    injector.press(); outcome.presses += 1
                } else {
                    injector.release(); outcome.releases += 1
                }
            }
        }
        if outcome.presses != outcome.releases { injector.release(); outcome.releases += 1 }
    }
}

/// touchesBegan and touchesEnded/Cancelled the app's views received (the
/// window's own calls, not those passed up the responder chain).
private final class TouchCounts: @unchecked Sendable {
    private let counts = Mutex((began: 0, ended: 0))
    func note(_ phase: UITouch.Phase) {
        counts.withLock { c in
            switch phase {
            case .began: c.began += 1
            case .ended, .cancelled: c.ended += 1
            default: break
            }
        }
    }
    var began: Int { counts.withLock { $0.began } }
    var ended: Int { counts.withLock { $0.ended } }
}
