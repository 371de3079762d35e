import Foundation
@_spi(TouchLab) import UIKit

/// Haptics, shown: the feedback generators iOS code calls from its handlers
/// fire no actuator here, so the phone's edge pulses and names the feedback
/// (`OverlayRenderer+Haptics.swift`). The lesson is *when* each one fires.
enum HapticScenes {
    static var haptics: Scene {
        Scene(
            name: "haptics", title: "Haptics: when does the feedback fire?",
            explanation: "The button fires a medium impact on touch-down, as keyboards do. Drag along the ruler: "
                + "a selection tick each time the finger crosses a notch. Hold the square for 0.5 s: a success "
                + "notification when the long press begins — not when the finger lifts.",
            keysHint: "press the button · drag along the ruler · hold the square"
        ) { b in
            let impact = UIImpactFeedbackGenerator(style: .medium)
            let selection = UISelectionFeedbackGenerator()
            let notification = UINotificationFeedbackGenerator()
            b.keep(impact); b.keep(selection); b.keep(notification)

            let button = b.add(UIButton(type: .system), "button", rect(65, 60, 300, 80), SceneColors.child)
            button.setTitle("Impact on touch-down")
            button.addAction(UIAction { [unowned log = b.log] _ in
                impact.impactOccurred()
                log("button: touchDown → impact medium")
            }, for: .touchDown)

            let ruler = b.add(UIView(), "ruler", rect(15, 220, 400, 120), SceneColors.panel)
            let notches = 8
            for i in 1..<notches {
                b.add(UIView(), "notch \(i)", rect(CGFloat(i) * 50 - 1, 0, 2, 120), .darkGray, to: ruler)
            }
            var notch: Int?
            let pan = b.named(UIPanGestureRecognizer(), "pan (ruler)")
            pan.addTarget { [unowned ruler, unowned log = b.log] recognizer in
                switch recognizer.state {
                case .began:
                    selection.prepare()
                    notch = Int(recognizer.location(in: ruler).x / (ruler.bounds.width / CGFloat(notches)))
                case .changed:
                    let now = Int(recognizer.location(in: ruler).x / (ruler.bounds.width / CGFloat(notches)))
                    if now != notch {
                        notch = now
                        selection.selectionChanged()
                        log("ruler: notch \(now) → selection")
                    }
                default:
                    notch = nil
                }
            }
            ruler.addGestureRecognizer(pan)

            let square = b.add(UIView(), "square", rect(115, 420, 200, 200), SceneColors.child)
            let press = b.named(UILongPressGestureRecognizer(), "long press")
            press.addTarget { [unowned log = b.log] recognizer in
                if recognizer.state == .began {
                    notification.notificationOccurred(.success)
                    log("long press began → notification success")
                }
            }
            square.addGestureRecognizer(press)
        }
    }
}
