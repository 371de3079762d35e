import Foundation
import Testing
@_spi(TouchLab) @testable import TouchLab
@_spi(TouchLab) @testable import UIKit
import XServer

/// The `custom-controls` scene through the real window (Behaviour §13): the
/// dial's draw(_:) places its thumb, a real pointer drags it by that thumb,
/// and the pixels on the phone follow; a shape-layer star turns yellow when tapped.
@Suite("Controls that draw themselves, through the real window", .serialized)
struct CustomControlsWindowTests {
    @Test("the dial is dragged by the thumb its draw(_:) placed, and is drawn where it was dragged; a tapped star turns yellow")
    func dialAndStars() throws {
        let h = try LiveWindowHarness(scene: "custom-controls")
        let dial = try #require(h.app.content?.view(named: "dial") as? DialControl)
        let stars = try #require(h.app.content?.view(named: "stars") as? StarRating)
        let centre = CGPoint(x: dial.bounds.midX, y: dial.bounds.midY)
        var from = (x: 0, y: 0), fromOffset = CGPoint.zero
        let radius = min(dial.bounds.width, dial.bounds.height) / 2 - min(dial.bounds.width, dial.bounds.height) * 0.09 - 2
        let angle = CGFloat.pi * 3 / 4 + 0.75 * .pi * 3 / 2                  // three quarters along the track
        let toOffset = CGPoint(x: radius * cos(angle), y: radius * sin(angle))
        let to = h.windowPixel(of: "dial", dx: toOffset.x, dy: toOffset.y)
        let star5 = h.windowPixel(of: "stars", dx: stars.bounds.width / 2 - stars.bounds.height / 2)
        var capture: XWindowCapture?
        _ = try h.run { pointer, h in
            try h.waitUntil("the dial drew its thumb") { _ in dial.thumbCenter != nil }
            let thumb = dial.thumbCenter!
            fromOffset = CGPoint(x: thumb.x - centre.x, y: thumb.y - centre.y)
            from = h.windowPixel(of: "dial", dx: fromOffset.x, dy: fromOffset.y)
            try pointer.move(toX: from.x, y: from.y, in: h.app.xWindow.id)
            pointer.press()
            try h.sync(pointer)
            for i in 1...12 {   // round the dial, through the top
                let a = atan2(fromOffset.y, fromOffset.x) + (angle + 2 * .pi - atan2(fromOffset.y, fromOffset.x)).truncatingRemainder(dividingBy: 2 * .pi) * CGFloat(i) / 12
                let p = h.windowPixel(of: "dial", dx: radius * cos(a), dy: radius * sin(a))
                try pointer.move(toX: p.x, y: p.y, in: h.app.xWindow.id)
                try h.sync(pointer)
            }
            pointer.release()
            try h.sync(pointer)
            try h.tap(pointer, at: star5)
            capture = try h.captureUntil("a white thumb at three quarters and a yellow fifth star") {
                Self.isWhite($0.pixel(x: to.x, y: to.y)) && Self.isYellow($0.pixel(x: star5.x, y: star5.y))
            }
        }
        #expect(abs(dial.value - 0.75) < 0.05, "dragged to \(dial.value)")
        #expect(stars.rating == 5)
        let image = try #require(capture)
        // Where the thumb was is now the filled (tinted, blue) part of the track.
        let old = image.pixel(x: from.x, y: from.y)
        #expect(Self.isBlue(old), "the filled track where the thumb started: \(old)")
        #expect(Self.isWhite(image.pixel(x: to.x, y: to.y)))
    }

    static func isWhite(_ p: (r: UInt8, g: UInt8, b: UInt8)) -> Bool { p.r > 240 && p.g > 240 && p.b > 240 }
    static func isYellow(_ p: (r: UInt8, g: UInt8, b: UInt8)) -> Bool { p.r > 230 && p.g > 180 && p.b < 60 }
    static func isBlue(_ p: (r: UInt8, g: UInt8, b: UInt8)) -> Bool { p.r < 60 && p.g > 90 && p.g < 150 && p.b > 230 }
}
