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

    @Test("a caption is a dark bar across the bottom centre; without one the bottom stays as it was")
    func captionBar() throws {
        let captioned = try Self.draw(PointerOverlay(position: CGPoint(x: 10, y: 10), caption: "A long press takes the touch"))
        let plain = try Self.draw(PointerOverlay(position: CGPoint(x: 10, y: 10)))
        // The bar's left edge, inside it, below the text's baseline.
        let probe = (x: 320 - 150, y: 400 - 18 - 6)
        #expect(captioned.pixel(x: probe.x, y: probe.y)!.isClose(to: RGBA(hex: 0x383838), tolerance: 40))
        #expect(plain.pixel(x: probe.x, y: probe.y)!.isClose(to: RGBA(hex: 0xFFFFFF)))
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
