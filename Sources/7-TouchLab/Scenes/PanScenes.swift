import Foundation
@_spi(TouchLab) import UIKit

/// Two pan recognizers on a parent and its child: one winner by default, both
/// with a delegate that allows simultaneous recognition.
enum PanScenes {
    static var exclusive: Scene {
        Scene(
            name: "gesture-pans", title: "Two pans, one winner",
            explanation: "Both pans see a drag that starts on the child; the child's reaches its 10-point threshold "
                + "first, so it wins and the parent's fails. Drag the parent outside the child to move the parent.",
            keysHint: "drag the child, then the parent around it"
        ) { b in
            addParentAndChild(b, simultaneous: false)
        }
    }

    static var simultaneous: Scene {
        Scene(
            name: "gesture-pans-simultaneous", title: "Two pans at once",
            explanation: "A delegate answers yes to shouldRecognizeSimultaneouslyWith: dragging the child begins both "
                + "pans, so the child moves and its parent moves with it.",
            keysHint: "drag the child, then the parent"
        ) { b in
            addParentAndChild(b, simultaneous: true)
        }
    }

    private static func addParentAndChild(_ b: SceneBuilder, simultaneous: Bool) {
        let parent = b.add(UIView(), "parent", rect(40, 150, 350, 450), SceneColors.panel)
        let child = b.add(UIView(), "child", rect(100, 150, 150, 150), SceneColors.child, to: parent)
        let parentPan = b.named(UIPanGestureRecognizer(), "pan (parent)")
        let childPan = b.named(UIPanGestureRecognizer(), "pan (child)")
        parentPan.addTarget { moveView(parent, by: $0) }
        childPan.addTarget { moveView(child, by: $0) }
        if simultaneous {
            let delegate = SimultaneousRecognition()
            parentPan.delegate = delegate
            childPan.delegate = delegate
            b.keep(delegate)
        }
        parent.addGestureRecognizer(parentPan)
        child.addGestureRecognizer(childPan)
    }

    /// Moves `view` by the pan's translation since the last call.
    private static func moveView(_ view: UIView, by recognizer: UIGestureRecognizer) {
        guard let pan = recognizer as? UIPanGestureRecognizer, pan.state == .began || pan.state == .changed else { return }
        let t = pan.translation(in: view.superview)
        view.center = CGPoint(x: view.center.x + t.x, y: view.center.y + t.y)
        pan.setTranslation(.zero, in: view.superview)
    }
}

/// Lets any two recognizers it is the delegate of recognize together.
final class SimultaneousRecognition: UIGestureRecognizerDelegate {
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRecognizeSimultaneouslyWith other: UIGestureRecognizer) -> Bool { true }
}
