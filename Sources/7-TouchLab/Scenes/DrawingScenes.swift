import Foundation
@_spi(TouchLab) import UIKit

/// Custom controls that draw themselves (Behaviour §13): `draw(_:)` with
/// Core Graphics, `CAShapeLayer`s, a gradient and text layer, Core Animation,
/// images and the tint colour — and touches on them, since a control's
/// drawing decides where it is touched.
enum DrawingScenes {
    static var customControls: Scene {
        Scene(
            name: "custom-controls", title: "Drawing · Controls that draw themselves",
            explanation: "The dial draws its arcs and thumb in draw(_:) and starts tracking only on the thumb it drew: "
                + "drag the white thumb round. The stars are CAShapeLayers, hit-tested by their shapes. The switch "
                + "slides with a CABasicAnimation. Sign the pad: each move redraws only its segment's rect.",
            keysHint: "t: tint colour · drag the dial's thumb · tap a star · tap the switch · sign the pad"
        ) { b in
            b.controller.logsTouches = true
            let header = b.add(UIView(), "header", rect(20, 24, 390, 70))
            let gradient = CAGradientLayer()
            gradient.frame = header.bounds
            gradient.colors = [UIColor.systemIndigo.cgColor, UIColor.systemTeal.cgColor]
            gradient.startPoint = CGPoint(x: 0, y: 0.5)
            gradient.endPoint = CGPoint(x: 1, y: 0.5)
            gradient.cornerRadius = 14
            header.layer.addSublayer(gradient)
            let title = CATextLayer()
            // Below the view's name tag, left of the symbol.
            title.frame = CGRect(x: header.bounds.width * 0.04, y: header.bounds.height * 0.42,
                                 width: header.bounds.width * 0.7, height: header.bounds.height * 0.5)
            title.string = "Drawn by hand"
            title.fontSize = header.bounds.height * 0.3
            title.contentsScale = 3
            header.layer.addSublayer(title)
            let symbol = b.add(UIImageView(image: UIImage(systemName: "hand.draw")), "symbol", rect(300, 36, 96, 46), to: nil)
            symbol.tintColor = .white
            symbol.contentMode = .scaleAspectFit

            let dial = b.add(DialControl(), "dial", rect(20, 120, 200, 200))
            dial.addAction(UIAction { [weak log = b.log] _ in log?("dial: \(Int((dial.value * 100).rounded()))") }, for: .valueChanged)
            let stars = b.add(StarRating(frame: b.layout.scale(rect(0, 0, 180, 36))), "stars", rect(240, 150, 180, 36))
            stars.addAction(UIAction { [weak log = b.log] _ in log?("rating: \(stars.rating)") }, for: .valueChanged)
            let toggle = b.add(SlideSwitch(frame: b.layout.scale(rect(0, 0, 64, 36))), "switch", rect(300, 240, 64, 36))
            toggle.addAction(UIAction { [weak log = b.log] _ in log?("switch: \(toggle.isOn ? "on" : "off")") }, for: .valueChanged)
            let pad = b.add(SignaturePad(), "pad", rect(20, 350, 390, 170), .white)
            pad.layer.cornerRadius = 12
            pad.layer.borderWidth = 1
            pad.layer.borderColor = UIColor(white: 0.8, alpha: 1).cgColor
            let s = b.layout.scale(rect(0, 0, 1, 1)).width
            pad.sign([CGPoint(x: 40, y: 120), CGPoint(x: 60, y: 60), CGPoint(x: 80, y: 110), CGPoint(x: 100, y: 70),
                      CGPoint(x: 125, y: 105), CGPoint(x: 150, y: 80), CGPoint(x: 180, y: 100), CGPoint(x: 220, y: 90)]
                .map { CGPoint(x: $0.x * s, y: $0.y * s) })
            var tints: [UIColor] = [.systemOrange, .systemPurple, .systemBlue]
            b.key("t", "change the root's tint colour") { [weak root = b.root] in
                let tint = tints.removeFirst()
                tints.append(tint)
                root?.tintColor = tint
                return "root.tintColor = \(tint): the dial inherits it"
            }
        }
    }

    /// A view's own layer turned in 3D, as a card flip leaves it: drawn in
    /// perspective with its subviews and border, and tapped where it is seen
    /// (Behaviour §13, `UIView+Transform3D.swift`).
    static var layer3D: Scene {
        Scene(
            name: "layer-3d", title: "CALayer · A view's layer turned in 3D",
            explanation: "card.layer.transform has m34 = −1/500 and a turn of 35° about y: the card is drawn in perspective, "
                + "its label and border with it, and a tap finds it where you see it — the tall near edge reaches "
                + "higher than the flat card would, the short far edge not as high. A tap on the card flips it to "
                + "the other side with a CABasicAnimation of \"transform\": each frame is drawn turned part way, in "
                + "perspective, while taps already find it where it will end.",
            keysHint: "tap the card: it flips, animated · f: turn it the other way at once · tap just above its far edge"
        ) { b in
            b.controller.logsTouches = true
            let card = b.add(UIView(), "card", rect(40, 220, 350, 220), .systemIndigo)
            card.layer.cornerRadius = 18
            card.layer.borderWidth = 4
            card.layer.borderColor = UIColor.white.cgColor
            let caption = b.add(UILabel(), "caption", rect(24, 24, 302, 172), .systemTeal, to: card)
            caption.text = "layer.transform, m34"
            caption.textAlignment = .center
            caption.textColor = .white
            caption.font = .boldSystemFont(ofSize: 22)
            let tap = b.named(UITapGestureRecognizer(), "card tap")
            card.addGestureRecognizer(tap)
            var tilt: CGFloat = 35
            func turn() {
                var t = CATransform3DIdentity
                t.m34 = -1 / 500
                card.layer.transform = CATransform3DRotate(t, tilt * .pi / 180, 0, 1, 0)
            }
            turn()
            // The flip as an iOS card flip writes it: the model set to the end, an animation from where it is shown.
            tap.addTarget { [unowned card, unowned log = b.log] _ in
                let from = card.layer.presentation()?.transform ?? card.layer.transform
                tilt = -tilt
                turn()
                let flip = CABasicAnimation(keyPath: "transform")
                flip.fromValue = from
                flip.toValue = card.layer.transform
                flip.duration = 0.6
                flip.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
                card.layer.add(flip, forKey: "flip")
                log("card flips to \(Int(tilt))° about y: CABasicAnimation(keyPath: \"transform\"), 0.6 s")
            }
            b.key("f", "turn the card the other way") {
                tilt = -tilt
                turn()
                return "card.layer.transform: \(Int(tilt))° about y, m34 = −1/500"
            }
        }
    }
}
