import UIKit

/// A yellow card with a tap recognizer, and a button on it. UIKit lets the
/// button win: a recognizer on a control's superview does not take the
/// control's own tap (`gestureRecognizerShouldBegin`).
final class CardViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white

        let card = UIView(frame: CGRect(x: 65, y: 300, width: 300, height: 260))
        card.backgroundColor = .systemYellow
        card.accessibilityIdentifier = "card"        // the demo's label for it
        view.addSubview(card)

        let tap = UITapGestureRecognizer { _ in print("card tapped") }
        tap.name = "card tap"
        card.addGestureRecognizer(tap)

        let button = UIButton(type: .system, primaryAction: UIAction(title: "Press me") { _ in
            print("button pressed")
        })
        button.frame = CGRect(x: 75, y: 180, width: 150, height: 50)
        button.backgroundColor = .systemBlue
        button.accessibilityIdentifier = "button"
        card.addSubview(button)
    }
}
