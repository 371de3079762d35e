import CX11
import Foundation
import Testing
import Drawing
@testable import TouchLab
import XServer

/// The window fits the screen it opens on and follows a resize (Behaviour
/// §12): read back from the X server's pixels, the whole phone and every
/// panel are on screen, and no part of the window is left unpainted (the
/// window's white background showing through).
@Suite("The desktop window fits its screen and reflows when resized", .serialized)
struct WindowFitTests {
    /// White pixels the frame did not paint, on the window's edges and across a grid.
    static func unpainted(_ capture: XWindowCapture, size: (Int, Int)) -> [String] {
        var points: [(Int, Int)] = []
        for x in stride(from: 0, to: size.0, by: 7) { points += [(x, size.1 - 1), (x, 0)] }
        for y in stride(from: 0, to: size.1, by: 7) { points += [(size.0 - 1, y), (0, y)] }
        for x in stride(from: 3, to: size.0, by: 61) { for y in stride(from: 3, to: size.1, by: 53) { points.append((x, y)) } }
        return points.compactMap { x, y in
            let p = capture.pixel(x: x, y: y)
            return p.r == 255 && p.g == 255 && p.b == 255 ? "white at (\(x), \(y))" : nil
        }
    }

    /// The server's copy of the window, once the frame drawn at `size` has
    /// reached it (the app's copy and this read travel on two connections):
    /// what is still unpainted then.
    static func paintedProblems(_ h: LiveWindowHarness, size: (Int, Int)) throws -> [String] {
        let reader = try XDisplay(name: h.server.displayName)
        defer { reader.close() }
        let deadline = Date().addingTimeInterval(LiveWindowHarness.hangDeadline)
        var problems: [String] = []
        repeat {
            problems = unpainted(try XWindowCapture(display: reader, window: h.app.xWindow.id, width: size.0, height: size.1), size: size)
            if problems.isEmpty { break }
            usleep(20_000)   // the polling step: the loop ends when the picture shows it
        } while Date() < deadline
        return problems
    }

    /// The phone and the trace panel whole inside the frame, the panels still wide enough to read.
    static func layoutProblems(_ app: LiveApp, size: (Int, Int)) -> [String] {
        guard let layout = app.composer.lastLayout else { return ["no frame drawn"] }
        let s = CGFloat(app.options.uiScale)
        func pixels(_ r: CGRect) -> CGRect { CGRect(x: r.minX * s, y: r.minY * s, width: r.width * s, height: r.height * s) }
        let frame = CGRect(x: 0, y: 0, width: CGFloat(size.0), height: CGFloat(size.1))
        var out: [String] = []
        if !frame.contains(pixels(layout.bezel)) { out.append("the phone \(pixels(layout.bezel)) is not whole in \(frame)") }
        if !frame.contains(pixels(layout.trace)) { out.append("the trace \(pixels(layout.trace)) is not whole in \(frame)") }
        if layout.trace.width < 300 { out.append("the trace is \(layout.trace.width) wide") }
        return out
    }

    /// Waits for a frame of `size`, then what is wrong with it.
    static func check(_ h: LiveWindowHarness, size: (Int, Int), problems: Locked<[String]>) throws {
        let s = h.app.options.uiScale
        try h.waitUntil("a frame at \(size.0)×\(size.1)") {
            $0.frameSize == CGSize(width: size.0, height: size.1)
                && $0.composer.lastLayout?.size == CGSize(width: Double(size.0) / s, height: Double(size.1) / s)
        }
        try h.onMain { app in problems.set(problems.get() + layoutProblems(app, size: size)) }
        problems.set(problems.get() + (try paintedProblems(h, size: size)))
    }

    /// Opens the demo on a `screen`-sized Xvfb and checks the window it chose.
    static func opens(on screen: (Int, Int), dotsPerInch: Int? = nil, at size: (Int, Int), scale: Double) throws {
        let harness = try LiveWindowHarness(scene: "001-abc", screen: screen, dotsPerInch: dotsPerInch)
        #expect(harness.app.frameSize == CGSize(width: size.0, height: size.1))
        #expect(harness.app.options.uiScale == scale)
        let problems = Locked<[String]>([])
        let status = try harness.run { _, h in try Self.check(h, size: size, problems: problems) }
        #expect(status == 0)
        #expect(problems.get().isEmpty, "\(problems.get().prefix(8))")
    }

    @Test("a 1366×768 laptop screen: the window opens at 1280×768, the phone and the trace whole, nothing unpainted")
    func laptop() throws { try Self.opens(on: (1366, 768), at: (1280, 768), scale: 1) }

    @Test("a 3840×2160 screen at 192 dpi: a 2560×1600 window drawn at 2×")
    func hiDPI() throws { try Self.opens(on: (3840, 2160), dotsPerInch: 192, at: (2560, 1600), scale: 2) }

    @Test("resized live (XResizeWindow → ConfigureNotify): larger, then smaller, the frame reflows and is painted whole")
    func liveResize() throws {
        let harness = try LiveWindowHarness(scene: "004-tap", screen: (1920, 1200))
        let problems = Locked<[String]>([])
        let reachedViewb = Locked(false)
        let status = try harness.run { pointer, h in
            for (w, ht) in [(1700, 1000), (1000, 640)] {
                let display = try XDisplay(name: h.server.displayName)
                XResizeWindow(display.handle, h.app.xWindow.id, UInt32(w), UInt32(ht))
                display.sync()
                display.close()
                try Self.check(h, size: (w, ht), problems: problems)
            }
            // SpringBoard maps the window's pixels to the phone where it is now: a tap on viewb reaches viewb.
            try h.tap(pointer, at: h.windowPixel(of: "viewb"))
            try h.sync(pointer)
            try h.onMain { app in
                let viewb = app.content?.view(named: "viewb")
                reachedViewb.set(app.application.tracer.records.contains { record in
                    if case let .touchesDelivered(to, .began, _, _) = record.event { return to.object === viewb }
                    return false
                })
            }
        }
        #expect(status == 0)
        #expect(problems.get().isEmpty, "\(problems.get().prefix(8))")
        #expect(reachedViewb.get())
    }
}
