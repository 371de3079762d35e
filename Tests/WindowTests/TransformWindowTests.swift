import Foundation
import Testing
@_spi(TouchLab) @testable import TouchLab
@_spi(TouchLab) @testable import UIKit
import XServer

/// The `transforms` scene through the real window: the rotated square is
/// drawn as a diamond and touched as one.
@Suite("Transformed views through the real window", .serialized)
struct TransformWindowTests {
    @Test("a tap on the diamond's point outside the old frame reaches the rotated view; one in the old frame's corner does not; the pixels agree")
    func rotatedViewIsTouchedWhereDrawn() throws {
        let h = try LiveWindowHarness(scene: "transforms")
        let rotated = try #require(h.app.content?.view(named: "rotated 45°"))
        let scale = h.app.screen.scale                     // window pixels per point: the phone is drawn scaled
        let c = h.windowPixel(of: "rotated 45°")
        let halfPoints = Double(rotated.bounds.width / 2)
        let half = Int(halfPoints * scale)
        let reach = Int(halfPoints * 2.0.squareRoot() * scale)   // centre to a point of the diamond: s/√2
        let diamondTip = (x: c.x, y: c.y - reach + 10)             // inside the diamond, above the old frame
        let oldCorner = (x: c.x - half + 8, y: c.y - half + 8)    // inside the old frame, off the diamond
        var capture: XWindowCapture?
        let window = h.app.xWindow.id, displayName = h.server.displayName
        _ = try h.run { pointer, _ in
            try pointer.tap(at: diamondTip, in: window)
            LiveWindowHarness.settle(0.2)
            try pointer.tap(at: oldCorner, in: window)
            LiveWindowHarness.settle(0.2)
            let reader = try XDisplay(name: displayName)
            capture = try XWindowCapture(display: reader, window: window, width: 1280, height: 800)
            reader.close()
        }
        let began = h.log.filter { $0.hasPrefix("Touches Began:") }
        #expect(began.count == 2)
        let rotatedLine = "Touches Began: " + SeedLogFormatter.withoutAddresses(rotated.description)
        #expect(began.first == rotatedLine, "the diamond's tip: \(began)")
        #expect(began.last != rotatedLine, "the old frame's corner: \(began)")
        #expect(diamondTip.y < c.y - half, "the tip point lies outside the untransformed frame")

        // Yellow (the rotated view's colour) at the diamond's left point, outside
        // the old frame (its top point has the view's name tag over it); not in the old corner.
        let image = try #require(capture)
        let leftTip = (x: c.x - reach + 12, y: c.y)
        #expect(leftTip.x < c.x - half, "the left point lies outside the untransformed frame")
        let tip = image.pixel(x: leftTip.x, y: leftTip.y), corner = image.pixel(x: oldCorner.x - 3, y: oldCorner.y - 3)
        #expect(tip.r > 200 && tip.g > 200 && tip.b < 120, "yellow at the tip: \(tip)")
        #expect(!(corner.r > 200 && corner.g > 200 && corner.b < 120), "not yellow in the old corner: \(corner)")
    }
}
