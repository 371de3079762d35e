import Foundation
import Testing
@testable import Drawing
@_spi(TouchLab) @testable import UIKit

/// What a recording adds over the frame: the cursor, the ring of a pressed
/// button, a click's label and the script's caption — checked in pixels.
@Suite("PointerOverlay")
struct PointerOverlayTests {
    static func draw(_ overlay: PointerOverlay) throws -> ImageSurface {
        let image = try ImageSurface(width: 640, height: 400)
        let canvas = image.makeCanvas()
        canvas.paint(RGBA(hex: 0xFFFFFF))
        overlay.draw(in: canvas, size: CGSize(width: 640, height: 400))
        return image
    }

    @Test("pressed: an orange ring around the pointer; released: none; the arrow's body is dark just below its tip")
    func ringWhilePressed() throws {
        let pressed = try Self.draw(PointerOverlay(position: CGPoint(x: 200, y: 150), isPressed: true))
        let released = try Self.draw(PointerOverlay(position: CGPoint(x: 200, y: 150), isPressed: false))
        let onRing = (x: 200 - Int(PointerOverlay.ringRadius), y: 150)
        #expect(pressed.pixel(x: onRing.x, y: onRing.y)!.isClose(to: PointerOverlay.ringColor, tolerance: 40))
        #expect(released.pixel(x: onRing.x, y: onRing.y)!.isClose(to: RGBA(hex: 0xFFFFFF)))
        #expect(released.pixel(x: 202, y: 160)!.isClose(to: RGBA(hex: 0x111111), tolerance: 20))
    }

    @Test("a caption fills its own band, wrapped to at most two lines, centred; nothing above the band is touched")
    func captionBand() throws {
        let image = try ImageSurface(width: 640, height: 400)
        let canvas = image.makeCanvas()
        canvas.paint(RGBA(hex: 0xFFFFFF))
        let height = CaptionBand.height(uiScale: 1)
        let band = CGRect(x: 0, y: 400 - height, width: 640, height: height)
        let caption = CaptionBand(text: "Hold it: at half a second the long press begins, and viewb's touch is cancelled by UIKit")
        #expect(caption.lines(in: canvas, width: 640).count == 2)
        caption.draw(in: canvas, band: band)
        #expect(image.pixel(x: 2, y: 400 - Int(height) + 2)!.isClose(to: CaptionBand.background, tolerance: 8))
        #expect(image.pixel(x: 320, y: 400 - Int(height) - 1)!.isClose(to: RGBA(hex: 0xFFFFFF)))
        // Text in both rows: some bright pixel in each half of the band.
        for half in 0..<2 {
            let rows = (400 - Int(height) + half * Int(height) / 2)..<(400 - Int(height) + (half + 1) * Int(height) / 2)
            #expect(rows.contains { y in (0..<640).contains { x in image.pixel(x: x, y: y)!.isClose(to: RGBA(hex: 0xFFFFFF), tolerance: 30) } },
                    "line \(half + 1) of the caption is missing")
        }
    }

    @Test("--scale 2: the caption band, the ring and the click label are twice as large")
    func scaledPointerAndCaption() throws {
        #expect(CaptionBand.height(uiScale: 2) == 2 * CaptionBand.height(uiScale: 1))
        let pressed = try Self.draw(PointerOverlay(position: CGPoint(x: 200, y: 150), isPressed: true, scale: 2))
        let onRing = (x: 200 - Int(2 * PointerOverlay.ringRadius), y: 150)
        #expect(pressed.pixel(x: onRing.x, y: onRing.y)!.isClose(to: PointerOverlay.ringColor, tolerance: 40))
        // The label's box starts at 2 × (18, 20) from the pointer and is 2 × 26 tall: its left edge, below the 1× box.
        let labelled = try Self.draw(PointerOverlay(position: CGPoint(x: 100, y: 100), clickLabel: "tap", scale: 2))
        #expect(!labelled.pixel(x: 100 + 36 + 3, y: 100 + 40 + 30)!.isClose(to: RGBA(hex: 0xFFFFFF)))
        let small = try Self.draw(PointerOverlay(position: CGPoint(x: 100, y: 100), clickLabel: "tap"))
        #expect(small.pixel(x: 100 + 36 + 3, y: 100 + 40 + 30)!.isClose(to: RGBA(hex: 0xFFFFFF)))
    }

    @Test("a click's label fades: at opacity 0 it is gone")
    func labelFades() throws {
        let shown = try Self.draw(PointerOverlay(position: CGPoint(x: 100, y: 100), clickLabel: "tap", clickLabelOpacity: 1))
        let faded = try Self.draw(PointerOverlay(position: CGPoint(x: 100, y: 100), clickLabel: "tap", clickLabelOpacity: 0))
        let inLabel = (x: 100 + 18 + 3, y: 100 + 20 + 13)
        #expect(!shown.pixel(x: inLabel.x, y: inLabel.y)!.isClose(to: RGBA(hex: 0xFFFFFF)))
        #expect(faded.pixel(x: inLabel.x, y: inLabel.y)!.isClose(to: RGBA(hex: 0xFFFFFF)))
    }
}
