import Foundation
import Testing
@testable import TouchLab
@_spi(TouchLab) @testable import UIKit
import XServer

/// The seed experiments through the real window, with real pointer events.
@Suite("The real window, driven through XTest", .serialized)
struct LiveWindowTests {
    @Test("seed 001: a tap on B's own area hit-tests twice (C, B), then B gets Began and Ended")
    func seed001ThroughTheWindow() throws {
        let h = try LiveWindowHarness(scene: "001-abc")
        let onB = h.windowPixel(of: "B", dx: -50, dy: -50)
        let status = try h.run { pointer, h in
            try h.tap(pointer, at: onB)
        }
        #expect(status == 0, "closing the window exits cleanly")
        let traversal = ["HitTest: UIWindow", "NextResponder: UIWindowScene", "HitTest: UIView",
                         "NextResponder: SceneViewController", "HitTest: CView", "NextResponder: UIView",
                         "HitTest: BView", "NextResponder: UIView"]
        let log = h.log
        #expect(Array(log.prefix(16)) == traversal + traversal)
        #expect(log.count == 18)
        #expect(log.dropFirst(16).allSatisfy { $0.contains("<BView: 0x…") })
        #expect(log[16].hasPrefix("Touches Began:") && log[17].hasPrefix("Touches Ended:"))
    }

    @Test("seed 004 tap on the superview: Began, the recognizer, Cancelled — and the window shows the cancel colour")
    func tapCancelsThroughTheWindow() throws {
        let h = try LiveWindowHarness(scene: "004-tap")
        var capture: XWindowCapture?
        let viewPixel = h.windowPixel(of: "viewb")
        let status = try h.run { pointer, h in
            try h.tap(pointer, at: viewPixel)
            try h.waitForTrace("viewb's touch cancelled") { $0.isTouches(.cancelled) }
            capture = try h.captureUntil("the cancel colour around viewb") { Self.magentaSamples($0, around: viewPixel) > 100 }
        }
        if let capture { try? capture.writePPM(to: "/tmp/touchlab-cancel-capture.ppm") }
        #expect(status == 0)
        let dispatch = h.log.filter { !$0.hasPrefix("HitTest") && !$0.hasPrefix("NextResponder") }
        #expect(dispatch.count == 3)
        // On the seeds' 430×932 screen, viewb's lines are the iPhone's, to the character:
        // `frame = (165 416; 100 100)` (Tests/Fixtures/seed-004/tap.log).
        let seed = try SeedLog.lines("seed-004/tap.log")
        #expect(dispatch.first == seed.first)
        #expect(dispatch.first?.contains("frame = (165 416; 100 100)") == true)
        #expect(dispatch.dropFirst().first?.hasPrefix("<UITapGestureRecognizer: 0x…; state = Ended;") == true)
        #expect(dispatch.last == seed.last)

        // What a person sees: the cancelled view and its "touchesCancelled by
        // UITapGestureRecognizer" banner in the cancel colour (theme.cancelled, FF1FA0).
        let magenta = Self.magentaSamples(try #require(capture), around: viewPixel)
        #expect(magenta > 100, "cancel colour around the view: \(magenta) samples")
    }

    /// Samples of the cancel colour (theme.cancelled, FF1FA0) around a window pixel.
    static func magentaSamples(_ image: XWindowCapture, around p: (x: Int, y: Int)) -> Int {
        var magenta = 0
        for dy in stride(from: -40, through: 100, by: 4) {
            for dx in stride(from: -100, through: 100, by: 4) {
                let c = image.pixel(x: p.x + dx, y: p.y + dy)
                if c.r > 200 && c.g < 90 && c.b > 110 && c.b < 210 { magenta += 1 }
            }
        }
        return magenta
    }

    @Test("the hit view is outlined in the highlight colour after a touch-down")
    func hitViewHighlighted() throws {
        let h = try LiveWindowHarness(scene: "001-abc")
        var capture: XWindowCapture?
        let b = h.app.content!.view(named: "B")!
        let leftEdge = b.convert(CGPoint(x: 1, y: b.bounds.midY + 40), to: nil)
        let edgePixel = h.app.screen.toPixels(x: Double(leftEdge.x), y: Double(leftEdge.y))
        let edge = (x: Int(edgePixel.x), y: Int(edgePixel.y))
        let onB = h.windowPixel(of: "B", dx: -50, dy: -50), window = h.app.xWindow.id
        _ = try h.run { pointer, h in
            try pointer.move(toX: onB.x, y: onB.y, in: window)
            pointer.press()
            try h.sync(pointer)
            capture = try h.captureUntil("the amber outline") { Self.amberSamples($0, at: edge) >= 2 }
            pointer.release()
        }
        #expect(Self.amberSamples(try #require(capture), at: edge) >= 2, "amber outline at B's edge")
    }

    /// theme.hitView is FFB020 (amber): samples along B's left edge.
    static func amberSamples(_ image: XWindowCapture, at edge: (x: Int, y: Int)) -> Int {
        (-3...3).filter { dx in
            let p = image.pixel(x: edge.x + dx, y: edge.y)
            return p.r > 230 && p.g > 150 && p.g < 200 && p.b < 80
        }.count
    }

    @Test("keys go through the same pipeline: `2` switches the scene, `q` quits with status 0")
    func keysSwitchAndQuit() throws {
        let h = try LiveWindowHarness(scene: "001-abc")
        let status = try h.run { pointer, h in
            try pointer.tapKey(keysym: 0x32)   // "2"
            try h.sync(pointer)
            try pointer.tapKey(keysym: 0x71)   // "q"
            try h.waitForExit("q end the app")
        }
        #expect(h.app.sceneSwitcher.current.name == SceneCatalog.all[1].name)
        #expect(status == 0)
    }
}
