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
        let leftTip = (x: c.x - reach + 12, y: c.y)
        var capture: XWindowCapture?
        _ = try h.run { pointer, h in
            try h.tap(pointer, at: diamondTip)
            try h.tap(pointer, at: oldCorner)
            capture = try h.captureUntil("yellow at the diamond's left point") { Self.isYellow($0.pixel(x: leftTip.x, y: leftTip.y)) }
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
        #expect(leftTip.x < c.x - half, "the left point lies outside the untransformed frame")
        let tip = image.pixel(x: leftTip.x, y: leftTip.y), corner = image.pixel(x: oldCorner.x - 3, y: oldCorner.y - 3)
        #expect(Self.isYellow(tip), "yellow at the tip: \(tip)")
        #expect(!Self.isYellow(corner), "not yellow in the old corner: \(corner)")
    }

    static func isYellow(_ p: (r: UInt8, g: UInt8, b: UInt8)) -> Bool { p.r > 200 && p.g > 200 && p.b < 120 }
}
