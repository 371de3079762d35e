import UIKit

/// A pad that overrides the touches methods, as a drawing view would.
final class PadView: UIView {
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        backgroundColor = .systemGreen
        let p = touches.first!.location(in: self)
        print("pad began at \(Int(p.x)), \(Int(p.y))")
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        let p = touches.first!.location(in: self)
        print("pad moved to \(Int(p.x)), \(Int(p.y))")
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        backgroundColor = .systemTeal
        print("pad ended")
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        backgroundColor = .systemRed
        print("pad cancelled")
    }
}

final class PaintViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        let pad = PadView(frame: CGRect(x: 40, y: 200, width: 350, height: 500))
        pad.backgroundColor = .systemTeal
        pad.accessibilityIdentifier = "pad"
        view.addSubview(pad)
    }
}
