import CXlibBaseline
import Foundation
import HID
import RunLoop
import SpringBoard
import Synchronization
@_spi(TouchLab) import UIKit
import XServer

/// X event → `touchesBegan`/`touchesEnded`, through the whole real path,
/// beside a plain Xlib loop in C reading the same kind of injected events on
/// the same server in the same run (the limit):
///
///     XTest press ─▶ Xvfb ─▶ SpringBoard thread ─▶ port ─▶ run loop ─▶ Source1 ─▶ Source0 ─▶ touchesBegan
///     XTest press ─▶ Xvfb ─▶ XNextEvent returns                                           (the C loop)
///
/// Lock-step: one event in flight, the app's loop asleep before each sample.
enum XEventLatency {
    struct Sample { var ours: [Double]; var plain: [Double] }

    static func measure(server: XvfbServer, samples: Int) throws -> Sample {
        var plain = [Double](repeating: 0, count: samples)
        let status = xlib_baseline_latency_of_kind(server.displayName, XLIB_BASELINE_BUTTON, Int32(samples), &plain)
        guard status == 0 else { throw BenchmarkError("the plain Xlib loop failed on \(server.displayName)") }

        let display = try XDisplay(name: server.displayName)
        let xWindow = try XWindow(display: display, width: 400, height: 400, title: "latency", inputMask: 0)
        let app = try GridApp()
        let application = app.application, target = app.target
        let springBoard = try SpringBoard(window: xWindow, sender: application.port.sender)
        try springBoard.start()
        let injector = try XTestInjector(displayName: server.displayName)
        try injector.move(toX: 220, y: 220, in: xWindow)   // inside the target (200…240)

        let asleep = LoopAsleep(), shared = Shared()
        app.watchSleep(asleep)
        target.onBegan = { shared.mark.store(now(), ordering: .releasing) }
        target.onEnded = { shared.mark.store(now(), ordering: .releasing) }

        var ours: [Double] = []
        ours.reserveCapacity(samples)
        let thread = startThread {
            usleep(20_000)   // let the pointer move settle
            for i in 0..<samples {
                asleep.wait()
                usleep(100)
                shared.mark.store(0, ordering: .releasing)
                let t0 = now()
                if i % 2 == 0 { injector.press() } else { injector.release() }
                var t1: UInt64 = 0
                let deadline = t0 + 1_000_000_000
                while t1 == 0 && now() < deadline { t1 = shared.mark.load(ordering: .acquiring); if t1 == 0 { sched_yield() } }
                ours.append(t1 == 0 ? .nan : Double(t1 - t0))
            }
            try? application.port.sender.send(HIDEvent(kind: .key, timestamp: now(), keyCode: 0x71))
        }
        application.run()
        pthread_join(thread, nil)
        springBoard.stop()
        injector.close()
        xWindow.destroy()
        display.close()
        return Sample(ours: ours.filter { !$0.isNaN }, plain: plain)
    }

    private final class Shared: Sendable {
        let mark = Atomic<UInt64>(0)
    }
}

struct BenchmarkError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
