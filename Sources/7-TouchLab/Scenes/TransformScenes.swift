import Foundation
import SeedViews
@_spi(TouchLab) import UIKit

/// `UIView.transform` and touches: hit-testing, `point(inside:with:)` and
/// `convert` all go through the transform, so a rotated view is touched where
/// it is drawn, not where its untransformed frame was.
enum TransformScenes {
    static var rotatedAndScaled: Scene {
        Scene(
            name: "transforms", title: "UIView.transform · Taps land where the view is drawn",
            explanation: "The orange square is rotated 45° and the green one scaled ×1.5, both about their centres. "
                + "Tap a corner of the diamond outside the old square: it answers. Tap inside the old square's corner, "
                + "off the diamond: the root answers. T turns the transforms off and on.",
            keysHint: "t: transforms on and off · tap the diamond's points, then the old square's corners"
        ) { b in
            b.controller.logsTouches = true   // a touch that misses climbs from the root to the controller
            // The untransformed frames, as dashed-looking outlines under the views:
            // where the views would be without their transforms.
            let rotatedFrame = rect(115, 120, 200, 200), scaledFrame = rect(140, 470, 150, 150)
            for (frame, name) in [(rotatedFrame, "old frame"), (scaledFrame, "old size")] {
                let ghost = b.add(UIView(), name, frame, nil)
                ghost.isUserInteractionEnabled = false
                ghost.borderWidth = 1.5
                ghost.borderColor = UIColor(red: 0.3, green: 0.3, blue: 0.35, alpha: 0.7)
            }
            let rotated = b.add(SeedView(log: b.log), "rotated 45°", rotatedFrame, SceneColors.b)
            let scaled = b.add(SeedView(log: b.log), "scaled ×1.5", scaledFrame, SceneColors.green)
            for view in [rotated, scaled] { view.logsTouchesBegan = true; view.logsHitTest = true }
            let turn = CGAffineTransform(rotationAngle: .pi / 4), grow = CGAffineTransform(scaleX: 1.5, y: 1.5)
            rotated.transform = turn
            scaled.transform = grow
            b.key("t", "transforms on/off") {
                let on = rotated.transform.isIdentity
                rotated.transform = on ? turn : .identity
                scaled.transform = on ? grow : .identity
                return on ? "transforms on: rotated 45°, scaled ×1.5" : "transforms off: both identity"
            }
        }
    }
}
