import Foundation
@_spi(TouchLab) import UIKit

/// Scenes about recognizers intercepting touches (Behaviour §4): 004's four
/// traces, then the rules UIKit documents — delaying touchesBegan, one
/// recognizer waiting for another, a control inside a tappable view.
enum GestureScenes {
    /// 004's setup, at the seed's own sizes: `superview` fills the
    /// controller's view, and the 100×100 blue `viewb` is centred in it — on
    /// the seeds' 430×932 screen, `frame = (165 416; 100 100)` as the logs
    /// print it. Recognizers go on the superview; the finger goes on viewb.
    private static func seed004(_ b: SceneBuilder) -> (superview: UIView, viewb: UIView) {
        let superview = b.add(UIView(), "superview", rect(0, 0, 430, 800), SceneColors.panel)
        superview.frame = b.root.bounds
        let viewb = b.add(UIView(), "viewb", rect(0, 0, 100, 100), SceneColors.c, to: superview)
        viewb.frame = CGRect(x: superview.bounds.midX - 50, y: superview.bounds.midY - 50, width: 100, height: 100)
        return (superview, viewb)
    }

    static var tap: Scene {
        Scene(
            name: "004-tap", title: "004 · A tap recognizer cancels the view's touch",
            explanation: "A tap recognizer on viewb's superview. Tap viewb: it gets touchesBegan, the tap recognizes "
                + "on release, and viewb gets touchesCancelled instead of touchesEnded.",
            keysHint: "tap viewb; compare with 004-tap-no-cancel"
        ) { b in
            let (superview, _) = seed004(b)
            superview.addGestureRecognizer(b.named(UITapGestureRecognizer(), "tap"))
        }
    }

    static var tapWithoutCancelling: Scene {
        Scene(
            name: "004-tap-no-cancel", title: "004 · cancelsTouchesInView = false",
            explanation: "The same tap with cancelsTouchesInView = false: the tap's action runs, and viewb gets its "
                + "touchesEnded as well.",
            keysHint: "tap viewb"
        ) { b in
            let (superview, _) = seed004(b)
            let tap = b.named(UITapGestureRecognizer(), "tap")
            tap.cancelsTouchesInView = false
            superview.addGestureRecognizer(tap)
        }
    }

    static var longPress: Scene {
        Scene(
            name: "004-long-press", title: "004 · A long press takes the touch at 0.5 s",
            explanation: "Hold viewb and wiggle a little: viewb hears the moves until the press recognizes at 0.5 s; "
                + "then it gets touchesCancelled and hears nothing more of that touch.",
            keysHint: "press and hold viewb, moving a few points"
        ) { b in
            let (superview, _) = seed004(b)
            superview.addGestureRecognizer(b.named(UILongPressGestureRecognizer(), "long press"))
        }
    }

    static var longPressWithoutCancelling: Scene {
        Scene(
            name: "004-long-press-no-cancel", title: "004 · A long press that shares the touch",
            explanation: "With cancelsTouchesInView = false, viewb keeps getting touchesMoved and touchesEnded after the "
                + "press recognizes — and for each move the recognizer hears it before the view.",
            keysHint: "press and hold viewb, then drag"
        ) { b in
            let (superview, _) = seed004(b)
            let press = b.named(UILongPressGestureRecognizer(), "long press")
            press.cancelsTouchesInView = false
            superview.addGestureRecognizer(press)
        }
    }

    static var delaysTouchesBegan: Scene {
        Scene(
            name: "gesture-delays-began", title: "delaysTouchesBegan: the view waits for the recognizer",
            explanation: "The tap on the superview holds viewb's touchesBegan until it fails. A quick tap never reaches "
                + "viewb; drag more than 10 points and the tap fails, so viewb gets the held touchesBegan, late.",
            keysHint: "tap viewb, then press and drag it"
        ) { b in
            let (superview, _) = seed004(b)
            let tap = b.named(UITapGestureRecognizer(), "tap")
            tap.delaysTouchesBegan = true
            superview.addGestureRecognizer(tap)
        }
    }

    static var singleOrDoubleTap: Scene {
        Scene(
            name: "gesture-single-double", title: "require(toFail:): a single tap waits for the double",
            explanation: "The single tap requires the double tap to fail. Tap once: the single tap waits 0.35 s for a "
                + "second tap before it recognizes. Tap twice quickly: the double tap wins and the single tap fails.",
            keysHint: "tap once, then twice quickly"
        ) { b in
            let target = b.add(UIView(), "tap target", rect(65, 250, 300, 300), SceneColors.child)
            let single = b.named(UITapGestureRecognizer(), "single tap")
            let double = b.named(UITapGestureRecognizer(), "double tap")
            double.numberOfTapsRequired = 2
            single.require(toFail: double)
            target.addGestureRecognizer(single)
            target.addGestureRecognizer(double)
        }
    }

    static var buttonInTappableView: Scene {
        Scene(
            name: "gesture-button", title: "A button inside a view with a tap recognizer",
            explanation: "Tap the button: a control's own tap wins, so the card's single-tap recognizer may not begin and "
                + "the button fires touchUpInside. Tap the card around it: the recognizer recognizes.",
            keysHint: "tap the button, then the card around it"
        ) { b in
            let card = b.add(UIView(), "card", rect(40, 200, 350, 400), SceneColors.panel)
            card.addGestureRecognizer(b.named(UITapGestureRecognizer(), "tap (card)"))
            let button = b.add(UIButton(type: .system), "button", rect(75, 160, 200, 80), SceneColors.child, to: card)
            button.setTitle("Button")
            button.addAction(for: [.touchDown, .touchUpInside, .touchUpOutside, .touchCancel]) { [weak log = b.log] _, event in
                log?("button: \(event.names.joined(separator: ", "))")
            }
        }
    }
}
