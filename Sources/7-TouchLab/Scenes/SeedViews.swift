import Foundation
@_spi(TouchLab) import UIKit

/// A view that writes what the seeds' views `NSLog`'d into the scene log:
/// its `hitTest` calls (001's first experiment) and its `touchesBegan`
/// (001's responder experiment).
///
/// A view that logs `touchesBegan` handles the touch, as the seed's did, and
/// does not call `super`, unless `passesTouchesOn` is set: then it behaves
/// like a view without the override, and the touch goes up the chain.
class SeedView: UIView {
    let log: SceneLog
    var logsHitTest = false
    var logsTouchesBegan = false
    var passesTouchesOn = false

    init(log: SceneLog) {
        self.log = log
        super.init(frame: .zero)
    }
    required init?(coder: NSCoder) { nil }   // no archives here

    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        if logsHitTest { log("\(name ?? className) hitTest") }
        return super.hitTest(point, with: event)
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard logsTouchesBegan, !passesTouchesOn else { return super.touchesBegan(touches, with: event) }
        log("\(name ?? className) touchesBegan")
    }
}

// 001's three views. Separate classes so traces and the demo show which is which.
final class AView: SeedView {}
final class BView: SeedView {}
final class CView: SeedView {}

/// 004 §2.5's second fix: B declines the touch where A lies beneath it, so
/// hit-testing goes on to A there; elsewhere B is hit as usual.
final class BViewDecliningOverA: SeedView {
    weak var viewBeneath: UIView?
    var declines = true

    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        if declines, let a = viewBeneath, a.point(inside: convert(point, to: a), with: event) {
            if logsHitTest { log("\(name ?? className) hitTest → nil (A is beneath)") }
            return nil
        }
        return super.hitTest(point, with: event)
    }
}

/// 001's app delegate, logging `touchesBegan` as the last link of the chain.
final class LoggingAppDelegate: UIResponder, UIApplicationDelegate {
    let log: SceneLog
    /// The delegate it stands in for while the scene shows (the demo's keys
    /// live there): presses are handed on to it.
    let standingInFor: UIResponder?
    init(log: SceneLog, standingInFor: UIResponder?) { self.log = log; self.standingInFor = standingInFor; super.init() }
    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        standingInFor?.pressesBegan(presses, with: event)
    }
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        log("app delegate touchesBegan")
        super.touchesBegan(touches, with: event)
    }
}

/// 004 §2.4's controller: viewa (black, 150×150) and viewb (blue, 100×100),
/// both centred. The class name is the seed's, so the trace's
/// `NextResponder: XMDashboardViewController` line reads the same.
final class XMDashboardViewController: UIViewController {
    let viewa = UIView(), viewb = UIView()

    override func viewDidLoad() {
        viewa.name = "viewa"
        viewa.backgroundColor = .black
        viewa.frame.size = CGSize(width: 150, height: 150)
        viewa.center = view.center
        view.addSubview(viewa)
        viewb.name = "viewb"
        viewb.backgroundColor = .blue
        viewb.frame.size = CGSize(width: 100, height: 100)
        viewb.center = view.center
        view.addSubview(viewb)
    }
}
