import Drawing
import Foundation
import HID
import SpringBoard
@_spi(TouchLab) import UIKit

/// The iOS Simulator's second finger in the window: SpringBoard makes it
/// (`SecondFinger` in its translator); the demo follows the same HID events
/// with its own copy to draw where it is — a hollow ring while Alt is held,
/// filled while it is down. (The moves the app merged into one report,
/// `UIEvent.coalescedTouches(for:)`, are on the touch's trail: `LiveApp`
/// hands them to the visualizer as they are merged.)
extension LiveApp {
    /// Mirrors about the centre of the phone's screen, in points.
    static func altFinger() -> SecondFinger {
        SecondFinger(centreX: Double(UIScreen.main.bounds.midX), centreY: Double(UIScreen.main.bounds.midY))
    }

    /// Follows finger 0 and the keys as SpringBoard did; a moved ghost redraws the frame.
    func noteAltFinger(_ hid: HIDEvent) {
        switch hid.kind {
        case .pointerDown, .pointerMove, .pointerUp, .hover: guard hid.finger == 0 else { return }
        case .key, .keyUp: break
        default: return
        }
        let before = altFinger.ghost
        altFinger.process(hid) { _ in }
        let after = altFinger.ghost
        if before?.x != after?.x || before?.y != after?.y { rendering.needsWholeFrame = true; rendering.needsDisplay = true }
    }

    func drawFingerGhosts(on canvas: CairoCanvas) {
        func pixels(_ x: Double, _ y: Double) -> CGPoint { let p = screen.toPixels(x: x, y: y); return CGPoint(x: p.x, y: p.y) }
        var ghosts = FingerGhosts()
        ghosts.scale = screen.scale
        if let ghost = altFinger.ghost {
            ghosts.secondFinger = pixels(ghost.x, ghost.y)
            ghosts.secondFingerIsDown = altFinger.isDown
            ghosts.mirrorCentre = pixels(altFinger.centreX, altFinger.centreY)
        }
        ghosts.draw(in: canvas)
    }
}
