import Foundation
import Testing
@testable import Drawing
@_spi(TouchLab) @testable import UIKit

/// A haptic, drawn: the screen's edge pulses violet for a moment, then
/// nothing is left (Behaviour §8).
@Suite("Haptic pulse")
struct HapticPulseDrawingTests {
    func render(_ visualizer: DispatchVisualizer, now: TimeInterval) throws -> ImageSurface {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        root.backgroundColor = .white
        return try renderScene(root, visualizer: visualizer, now: now) { scene, _ in
            scene.showsNameTags = false
            scene.showsHairlines = false
        }
    }

    @Test("an impact pulses the screen's edge and names itself; prepare() draws nothing; the pulse fades")
    func pulse() throws {
        let visualizer = DispatchVisualizer()
        visualizer.consume(.hapticFeedback(.prepared(generator: "UIImpactFeedbackGenerator")), at: 10)
        #expect(visualizer.haptic == nil, "prepare() moves no actuator")
        #expect(try render(visualizer, now: 10.05).pixel(x: 1, y: 100)!.isClose(to: RGBA(hex: 0xFFFFFF), tolerance: 4))

        visualizer.consume(.hapticFeedback(.impact(style: .heavy, intensity: 1)), at: 10)
        let during = try render(visualizer, now: 10.05)
        #expect(during.pixel(x: 1, y: 100)!.isClose(to: OverlayRenderer.hapticColor, tolerance: 40), "the left edge, mid-height")
        #expect(during.pixel(x: 100, y: 100)!.isClose(to: RGBA(hex: 0xFFFFFF), tolerance: 4), "the middle is untouched")
        #expect(visualizer.isAnimating(at: 10.05))

        let after = try render(visualizer, now: 11)
        #expect(after.pixel(x: 1, y: 100)!.isClose(to: RGBA(hex: 0xFFFFFF), tolerance: 4))
        #expect(!visualizer.isAnimating(at: 11))
    }

    @Test("a stronger feedback draws a thicker edge")
    func strength() {
        #expect(OverlayRenderer.strength(of: .impact(style: .heavy, intensity: 1))
                > OverlayRenderer.strength(of: .impact(style: .light, intensity: 1)))
        #expect(OverlayRenderer.strength(of: .impact(style: .heavy, intensity: 0.5))
                < OverlayRenderer.strength(of: .impact(style: .heavy, intensity: 1)))
        #expect(OverlayRenderer.strength(of: .selectionChanged) < OverlayRenderer.strength(of: .notification(.error)))
    }
}
