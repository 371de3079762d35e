import Foundation
import HID
import RunLoop
import Synchronization
@_spi(TouchLab) import UIKit

/// From "SpringBoard sends a pointer-down" to "touchesBegan runs", with the
/// app's loop asleep in ppoll each time — the path a real touch takes:
///
///     sender thread: t0 ─▶ port ─▶ (wake) Source1 ─▶ Source0 ─▶ hit-test ×2 ─▶ touchesBegan: t1
///
/// Lock-step: the next sample waits until the loop is asleep again.
enum TouchDownLatency {
    static func measure(samples: Int = 2_000) throws -> [Double] {
        let app = try GridApp()
        let application = app.application, target = app.target, point = app.pointInTarget
        let asleep = LoopAsleep(), shared = Shared()
        app.watchSleep(asleep)
        target.onBegan = { shared.began.store(now(), ordering: .releasing) }
        target.onEnded = { shared.ended.add(1, ordering: .releasing) }
        let sender = application.port.sender

        var latencies: [Double] = []
        latencies.reserveCapacity(samples)
        let thread = startThread {
            for i in 0..<samples {
                asleep.wait()
                usleep(100)
                shared.began.store(0, ordering: .releasing)
                let t0 = now()
                try? sender.send(HIDEvent(kind: .pointerDown, timestamp: t0, x: point.x, y: point.y, button: 1))
                var t1: UInt64 = 0
                while t1 == 0 { t1 = shared.began.load(ordering: .acquiring); if t1 == 0 { sched_yield() } }
                latencies.append(Double(t1 - t0) / 1000)
                try? sender.send(HIDEvent(kind: .pointerUp, timestamp: now(), x: point.x, y: point.y, button: 1))
                while shared.ended.load(ordering: .acquiring) <= i { sched_yield() }
            }
            try? sender.send(HIDEvent(kind: .key, timestamp: now(), keyCode: 0x71))
        }
        application.run()
        pthread_join(thread, nil)
        return latencies
    }

    private final class Shared: Sendable {
        let began = Atomic<UInt64>(0)
        let ended = Atomic<Int>(0)
    }
}
