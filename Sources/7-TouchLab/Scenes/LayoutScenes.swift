import Foundation
@_spi(TouchLab) import UIKit

/// A bottom sheet laid out with Auto Layout, dragged by its height
/// constraint: the pan handler sets the constant, and on release
/// `UIView.animate { layoutIfNeeded() }` carries it to the nearest detent —
/// as the bottom-sheet libraries of issue 28 do it.
enum LayoutScenes {
    static var bottomSheet: Scene {
        Scene(
            name: "layout-sheet", title: "A sheet dragged by its height constraint",
            explanation: "The sheet's height is a constraint; the pan sets its constant each move and the layout pass "
                + "moves the sheet before the frame is drawn. Let go: an animated layoutIfNeeded() takes it to 160 or 520.",
            keysHint: "drag the sheet's grabber up and down, then let go"
        ) { b in
            let root = b.root
            let sheet = b.add(UIView(), "sheet", .zero, SceneColors.panel)
            sheet.translatesAutoresizingMaskIntoConstraints = false
            sheet.layer.cornerRadius = 16
            let grabber = b.add(UIView(), "grabber", .zero, UIColor(white: 0.55, alpha: 1), to: sheet)
            grabber.translatesAutoresizingMaskIntoConstraints = false
            let rows = UIStackView()
            rows.axis = .vertical
            rows.spacing = 8
            rows.distribution = .fillEqually
            rows.translatesAutoresizingMaskIntoConstraints = false
            sheet.addSubview(rows)
            for (i, color) in [SceneColors.a, SceneColors.b, SceneColors.child, SceneColors.green].enumerated() {
                let row = UIView()
                row.name = "row \(i + 1)"
                row.backgroundColor = color
                rows.addArrangedSubview(row)
            }
            let height = sheet.heightAnchor.constraint(equalToConstant: 160)
            height.identifier = "sheet height"
            NSLayoutConstraint.activate([
                sheet.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                sheet.trailingAnchor.constraint(equalTo: root.trailingAnchor),
                sheet.bottomAnchor.constraint(equalTo: root.bottomAnchor),
                height,
                grabber.topAnchor.constraint(equalTo: sheet.topAnchor, constant: 8),
                grabber.centerXAnchor.constraint(equalTo: sheet.centerXAnchor),
                grabber.widthAnchor.constraint(equalToConstant: 60),
                grabber.heightAnchor.constraint(equalToConstant: 6),
                rows.topAnchor.constraint(equalTo: grabber.bottomAnchor, constant: 16),
                rows.leadingAnchor.constraint(equalTo: sheet.layoutMarginsGuide.leadingAnchor),
                rows.trailingAnchor.constraint(equalTo: sheet.layoutMarginsGuide.trailingAnchor),
                rows.bottomAnchor.constraint(lessThanOrEqualTo: sheet.safeAreaLayoutGuide.bottomAnchor, constant: -8),
                rows.heightAnchor.constraint(equalToConstant: 4 * 60 + 3 * 8).withPriority(.defaultHigh),
            ])
            let pan = b.named(UIPanGestureRecognizer(), "pan (sheet)")
            var startHeight: CGFloat = 160
            pan.addTarget { [weak root] recognizer in
                guard let pan = recognizer as? UIPanGestureRecognizer, let root else { return }
                switch pan.state {
                case .began: startHeight = height.constant
                case .changed:
                    height.constant = min(max(startHeight - pan.translation(in: root).y, 80), 640)
                case .ended, .cancelled:
                    let detent: CGFloat = height.constant > 340 ? 520 : 160
                    height.constant = detent
                    UIView.animate(withDuration: 0.35, delay: 0, options: [.curveEaseOut]) { root.layoutIfNeeded() }
                default: break
                }
            }
            sheet.addGestureRecognizer(pan)
        }
    }
}

extension NSLayoutConstraint {
    /// The constraint with `priority` set: a constraint's priority is set before activation.
    func withPriority(_ priority: UILayoutPriority) -> NSLayoutConstraint {
        self.priority = priority
        return self
    }
}
