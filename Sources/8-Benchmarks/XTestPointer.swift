import CX11
import Foundation
import XServer

/// A person at the pointer, faster or steadier than a person: real XTest
/// input on a connection of its own (PlatformNotes: one
/// `XTestFakeMotionEvent` + `XFlush` per event reaches about 155,000
/// motions/s on Xvfb; nothing in the server coalesces them).
final class XTestPointer {
    let injector: XTestInjector
    /// The window's (0, 0) on the root window.
    let origin: (x: Int, y: Int)
    /// The area the pointer stays in, in window pixels (the phone's screen).
    let area: CGRect

    private(set) var motions = 0
    private(set) var presses = 0
    private(set) var releases = 0

    init(displayName: String, window: Window, area: CGRect) throws {
        injector = try XTestInjector(displayName: displayName)
        origin = try injector.rootOrigin(of: window)
        self.area = area
    }

    deinit { injector.close() }

    func move(to p: CGPoint, flush: Bool = true) {
        XTestFakeMotionEvent(injector.display.handle, -1, Int32(origin.x + Int(p.x)), Int32(origin.y + Int(p.y)), 0)
        if flush { XFlush(injector.display.handle) }
        motions += 1
    }

    /// Returns when the server has processed every request sent so far.
    func sync() { XSync(injector.display.handle, 0) }

    func press() { injector.press(); presses += 1 }
    func release() { injector.release(); releases += 1 }

    /// Flat out for `seconds`: motions along a zigzag over `area`, a press
    /// after every `pressEvery` motions and a release `pressEvery` motions
    /// later (so half the flood is drags). Ends released.
    static let flushEvery = 10

    func flood(seconds: Double, pressEvery: Int = 50) {
        move(to: point(0))
        let end = now() + UInt64(seconds * 1e9)
        var i = 0
        while now() < end {
            for _ in 0..<pressEvery {
                // Flushed every `flushEvery` motions: one write per motion
                // makes this thread, not the server, the limit on a busy
                // machine. The press or release below flushes the rest.
                move(to: point(i), flush: (i + 1) % Self.flushEvery == 0)
                i += 1
            }
            if presses == releases { press() } else { release() }
        }
        if presses != releases { release() }
    }

    /// A drag at `hertz` for `seconds`, paced by absolute deadlines (a
    /// mouse reports at a fixed rate whatever the app does).
    func drag(seconds: Double, hertz: Double) {
        let steps = Int(seconds * hertz)
        move(to: point(0))
        usleep(50_000)
        let start = now()
        press()
        for step in 1...steps {
            sleep(until: start + UInt64(Double(step) / hertz * 1e9))
            move(to: point(step * 3))
        }
        release()
    }

    /// The i-th point of a zigzag that covers `area` in a few hundred steps.
    private func point(_ i: Int) -> CGPoint {
        let columns = 97, rows = 89
        let u = Double(i % columns) / Double(columns - 1), v = Double((i / 3) % rows) / Double(rows - 1)
        return CGPoint(x: Double(area.minX) + u * Double(area.width), y: Double(area.minY) + v * Double(area.height))
    }

    private func sleep(until deadline: UInt64) {
        var spec = timespec(tv_sec: Int(deadline / 1_000_000_000), tv_nsec: Int(deadline % 1_000_000_000))
        while clock_nanosleep(CLOCK_MONOTONIC, TIMER_ABSTIME, &spec, nil) == EINTR {}
    }
}
