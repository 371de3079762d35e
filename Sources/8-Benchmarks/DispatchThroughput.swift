import Foundation
import HID
import RunLoop
@_spi(TouchLab) import UIKit

/// Pointer events per second through the whole engine:
///
///     sender thread ──batches──▶ port (pipe) ─▶ Source1 ─▶ FIFO ─▶ Source0 ─▶ sendEvent ─▶ touches…
///
/// The sender writes gestures of one down, 98 moves and one up; the main
/// thread runs the application's loop. Rate = events dispatched to the view
/// (began + moved + ended) / wall time. Moves coalesced by a full port are
/// not counted as dispatched.
enum DispatchThroughput {
    static func measure(gestures: Int = 20_000, recognizersOnPath: Int = 0) throws -> (rate: Double, coalesced: Int) {
        let app = try GridApp(portCapacity: 16_384)
        let application = app.application, target = app.target
        // Recognizers along the hit path: taps that tolerate any movement, so
        // every one of them sees every move and stays in play until the lift.
        var host: UIView = target
        for i in 0..<recognizersOnPath {
            let tap = UITapGestureRecognizer()
            tap.allowableMovement = .greatestFiniteMagnitude
            tap.cancelsTouchesInView = false
            host.addGestureRecognizer(tap)
            if i % 2 == 1, let up = host.superview { host = up }
        }
        let point = app.pointInTarget
        let sender = application.port.sender

        let start = now()
        let thread = startThread {
            var batch: [HIDEvent] = []
            batch.reserveCapacity(100)
            var t = now()
            for _ in 0..<gestures {
                batch.removeAll(keepingCapacity: true)
                t += 1
                batch.append(HIDEvent(kind: .pointerDown, timestamp: t, x: point.x, y: point.y, button: 1))
                for m in 0..<98 {
                    t += 1
                    batch.append(HIDEvent(kind: .pointerMove, timestamp: t, x: point.x + Double(m % 7), y: point.y, button: 1))
                }
                t += 1
                batch.append(HIDEvent(kind: .pointerUp, timestamp: t, x: point.x, y: point.y, button: 1))
                try? sender.send(contentsOf: Array(batch[0..<50]))
                try? sender.send(contentsOf: Array(batch[50..<100]))
            }
            _ = try? sender.flush(timeout: .seconds(5))
            try? sender.send(HIDEvent(kind: .key, timestamp: t + 1, keyCode: 0x71))
        }
        application.run()
        let elapsed = Double(now() - start) / 1e9
        pthread_join(thread, nil)
        let dispatched = target.began + target.moved + target.ended
        return (Double(dispatched) / elapsed, sender.coalescedMoveCount)
    }
}
