import CX11
import Foundation
import HID
import SpringBoard
import Synchronization
@testable import TouchLab
import Testing
@_spi(TouchLab) @testable import UIKit
import XServer

/// The demo under a flood of real input, sized for CI: the whole app in this
/// process on a private Xvfb, a second thread injecting motions through XTest
/// as fast as the server takes them (PlatformNotes: nothing coalesces XTest
/// motion), with a press or a release after every 25 motions. Presses are
/// counted in (injected) and out (`touchesBegan` / `touchesEnded` the app's
/// views received), then `q` must end the app at once: a lagging app may
/// coalesce moves, never an action, and must never fall behind for good.
/// (The 60-second version with memory and timing targets is the release
/// benchmark: `swift run -c release touchlab-bench load`.)
@Suite("The demo under a flood of real input", .serialized)
struct FloodTests {
    @Test("a 30,000-motion XTest flood with 600 presses: every press and release arrives, and `q` still quits behind a bounded backlog")
    func floodThroughTheRealWindow() throws {
        let run = try Self.flood(motions: 30_000, pressEvery: 25)

        #expect(run.outcome.error == nil, "\(run.outcome.error ?? "")")
        #expect(run.status == 0)
        #expect(run.outcome.presses == 600 && run.outcome.releases == 600)
        #expect(run.began == run.outcome.presses, "every press became a touchesBegan")
        #expect(run.ended == run.outcome.releases, "every release became a touchesEnded or touchesCancelled")
        // "At once", counted in events: after `q`, the app worked through no
        // more than SpringBoard had not yet read and the port holds (a loaded
        // machine cannot make this flaky; how fast is `touchlab-bench load`'s business).
        let backlog = run.backlogAtQuit
        #expect(run.outcome.quitAt > 0)
        #expect(backlog.moves <= backlog.actions + 2_000,
                "after `q` the app still worked through \(backlog.moves) moves and \(backlog.actions) other events")
        #expect(run.statistics.eventsWaiting == 0)
        #expect(run.statistics.eventsRead >= 30_000 + 1_200 + 1, "SpringBoard read every X event (\(run.statistics.eventsRead))")
    }

    /// The case the issue measured: an app slower than the input. Here each
    /// event the app takes from its port costs it 200 µs more of work (as
    /// printing a trace to a slow terminal would), so 15,600 events are 3 s
    /// of work against a flood that lasts about half a second. A SpringBoard that
    /// waits for the app leaves the rest in the X server, and `q` queues
    /// behind all of it (issue 7: 1.8 s after 100,000 motions, 334 s after a
    /// minute). Reading X at once and coalescing moves while the app lags
    /// keeps `q` a port's worth of events away, and still loses no press.
    @Test("an app 200 µs slower per event under a 15,000-motion flood: moves coalesce, no press is lost, `q` waits behind a bounded backlog")
    func floodIntoALaggingApp() throws {
        let run = try Self.flood(motions: 15_000, pressEvery: 25, appCostPerEvent: 200)

        #expect(run.outcome.error == nil, "\(run.outcome.error ?? "")")
        #expect(run.status == 0)
        #expect(run.began == run.outcome.presses && run.outcome.presses == 300, "every press became a touchesBegan")
        #expect(run.ended == run.outcome.releases, "every release became a touchesEnded or touchesCancelled")
        #expect(run.statistics.coalescedMoves > 0, "the app lagged, so SpringBoard coalesced moves")
        // What stood between `q` and the app: presses and releases, which are
        // never dropped, and moves bounded by the port (256), one move between
        // two actions, and what SpringBoard had not read yet on a busy
        // machine — not the flood's 24 moves per action (the old SpringBoard,
        // which waited for the app: 13,700 moves, `q` after 5–6 s). Counted
        // in events, so a loaded machine cannot make it flaky; a `q` that
        // never ends the app is reported by `flood` after 60 s.
        let backlog = run.backlogAtQuit
        #expect(run.outcome.quitAt > 0)
        #expect(backlog.moves <= backlog.actions + 2_000,
                "after `q` the app still worked through \(backlog.moves) moves and \(backlog.actions) other events")
    }

    struct FloodOutcome {
        var presses = 0, releases = 0
        var quitAt: UInt64 = 0
        /// Moves and other events the app had taken from its port when `q` was sent.
        var receivedBeforeQuit = (moves: 0, actions: 0)
        var error: String?
    }

    struct FloodRun {
        var outcome: FloodOutcome
        var status: Int32
        var began: Int, ended: Int
        /// Moves and other events the app took from its port after `q` was
        /// sent: its backlog then.
        var backlogAtQuit: (moves: Int, actions: Int)
        var statistics: SpringBoard.Statistics
    }

    /// Runs the demo on a private Xvfb while another thread floods it and
    /// then types `q`; `appCostPerEvent` (µs) makes the app's thread work
    /// that much longer for each event it takes from its port (a busy wait:
    /// a sleep would give the CPU away and wake late on a loaded machine).
    static func flood(motions: Int, pressEvery: Int, appCostPerEvent: UInt32 = 0) throws -> FloodRun {
        let server = try XvfbServer(width: 1280, height: 800)
        defer { server.stop() }
        var options = TouchLabOptions()
        options.displayName = server.displayName
        let app = try LiveApp(options: options)
        let counts = TouchCounts()
        app.application.tracer.addSink { event in
            switch event {
            case let .touchesDelivered(_, phase, _, _): counts.note(phase)
            case let .portReceived(hid):
                counts.noteReceived(isMove: hid.kind.isMotion)   // a move or a hover
                guard appCostPerEvent > 0 else { break }
                let until = MonotonicTime.nanoseconds() + UInt64(appCostPerEvent) * 1_000
                while MonotonicTime.nanoseconds() < until {}
            default: break
            }
        }
        let windowID = app.xWindow.id
        let screen = app.screen
        let flood = Mutex(FloodOutcome())
        let exited = DispatchSemaphore(value: 0), personDone = DispatchSemaphore(value: 0)
        @Sendable func closeWindow() {
            if let closer = try? XDisplay(name: server.displayName) {
                closer.sendDeleteWindowRequest(to: windowID)
                closer.close()
            }
        }
        let person = Thread {
            do {
                // Nothing to wait for: `LiveApp.init` mapped the window and
                // SpringBoard selected its input (both synced with the
                // server), so X queues what comes now for SpringBoard.
                let injector = try XTestInjector(displayName: server.displayName)
                defer { injector.close() }
                let root = try injector.rootOrigin(of: windowID)
                // The phone's screen, as drawn (scaled) in the window, 10 pixels in from its edges.
                let (x0, y0) = screen.toPixels(x: 0, y: 0), (x1, y1) = screen.toPixels(x: 430, y: 932)
                let area = (x: root.x + Int(x0) + 10, y: root.y + Int(y0) + 10, width: Int(x1 - x0) - 20, height: Int(y1 - y0) - 20)
                var outcome = FloodOutcome()
                Self.flood(injector, area: area, motions: motions, pressEvery: pressEvery, into: &outcome)
                XSync(injector.display.handle, 0)   // the server has taken in the whole flood
                outcome.quitAt = MonotonicTime.nanoseconds()
                outcome.receivedBeforeQuit = counts.received
                try injector.tapKey(keysym: 0x71)   // q
                flood.withLock { $0 = outcome }
            } catch {
                flood.withLock { $0.error = "\(error)" }
                closeWindow()
            }
            // A hang turned into a failure: `q` must end the run; if it does not, the window is closed.
            if flood.withLock({ $0.error == nil }), exited.wait(timeout: .now() + 60) == .timedOut {
                flood.withLock { $0.error = "`q` did not end the app within 60 s" }
                closeWindow()
            }
            personDone.signal()
        }
        person.start()
        let status = app.run()
        exited.signal()
        personDone.wait()   // its connection closed before the server stops
        let outcome = flood.withLock { $0 }
        return FloodRun(outcome: outcome, status: status, began: counts.began, ended: counts.ended,
                        backlogAtQuit: (counts.received.moves - outcome.receivedBeforeQuit.moves,
                                        counts.received.actions - outcome.receivedBeforeQuit.actions),
                        statistics: app.springBoard.statistics)
    }

    /// Motions over `area` (the phone's screen, in root-window pixels), one
    /// `XTestFakeMotionEvent` + `XFlush` each, the first press only after the
    /// pointer is in place. Ends released.
    static func flood(_ injector: XTestInjector, area: (x: Int, y: Int, width: Int, height: Int), motions: Int, pressEvery: Int,
                      into outcome: inout FloodOutcome) {
        let dpy = injector.display.handle
        for i in 0..<motions {
            let x = (i * 7) % area.width, y = (i / 59 * 13) % area.height
            XTestFakeMotionEvent(dpy, -1, Int32(area.x + x), Int32(area.y + y), 0)
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
private final class TouchCounts: Sendable {
    private let counts = Mutex((began: 0, ended: 0, moves: 0, actions: 0))
    func noteReceived(isMove: Bool) { counts.withLock { if isMove { $0.moves += 1 } else { $0.actions += 1 } } }
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
    var received: (moves: Int, actions: Int) { counts.withLock { ($0.moves, $0.actions) } }
}
