import Foundation
@_spi(TouchLab) import UIKit

// The seed experiments' own classes, written once: the demo's scenes build
// them, and the tests that reproduce the seeds' traces line for line build
// the same ones — so the scene a person taps and the scene a test checks
// cannot drift apart. They depend on UIKit alone, as the seeds' code did.

/// Where a seed view writes what the seeds' views `NSLog`'d: the demo's
/// scene log, or a test's list of lines.
public protocol SeedLog: AnyObject {
    func callAsFunction(_ line: String)
}

/// A view that writes what the seeds' views `NSLog`'d: its `hitTest` calls
/// (001's first experiment) and its `touchesBegan` (001's responder experiment).
///
/// A view that logs `touchesBegan` handles the touch, as the seed's did, and
/// does not call `super`, unless `passesTouchesOn` is set: then it behaves
/// like a view without the override, and the touch goes up the chain.
open class SeedView: UIView {
    public let log: SeedLog?
    public var logsHitTest = false
    public var logsTouchesBegan = false
    public var passesTouchesOn = false

    public init(log: SeedLog?, frame: CGRect = .zero) {
        self.log = log
        super.init(frame: frame)
    }
    public required init?(coder: NSCoder) { nil }   // no archives here

    open override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        if logsHitTest { log?("\(name ?? className) hitTest") }
        return super.hitTest(point, with: event)
    }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard logsTouchesBegan, !passesTouchesOn else { return super.touchesBegan(touches, with: event) }
        log?("\(name ?? className) touchesBegan")
    }
}

// 001's three views. Separate classes so traces and the demo show which is which.
public final class AView: SeedView {}
public final class BView: SeedView {}
public final class CView: SeedView {}

/// 004 §2.5's second fix: B declines the touch where A lies beneath it, so
/// hit-testing goes on to A there; elsewhere B is hit as usual.
public final class BViewDecliningOverA: SeedView {
    public weak var viewBeneath: UIView?
    public var declines = true

    public override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        if declines, let a = viewBeneath, a.point(inside: convert(point, to: a), with: event) {
            if logsHitTest { log?("\(name ?? className) hitTest → nil (A is beneath)") }
            return nil
        }
        return super.hitTest(point, with: event)
    }
}

/// 001's app delegate, logging `touchesBegan` as the last link of the chain
/// (and the motion and remote-control events that reach it, Behaviour §3).
public final class LoggingAppDelegate: UIResponder, UIApplicationDelegate {
    public let log: SeedLog
    /// The delegate it stands in for while the scene shows (the demo's keys
    /// live there): presses are handed on to it.
    public let standingInFor: UIResponder?
    public init(log: SeedLog, standingInFor: UIResponder? = nil) { self.log = log; self.standingInFor = standingInFor; super.init() }
    public override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        standingInFor?.pressesBegan(presses, with: event)
    }
    public override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        log("app delegate touchesBegan")
        super.touchesBegan(touches, with: event)
    }
    public override func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        log("app delegate motionEnded \(motion)")
        super.motionEnded(motion, with: event)
    }
    public override func remoteControlReceived(with event: UIEvent?) {
        log("app delegate remoteControlReceived \(event.map { "\($0.subtype)" } ?? "nil")")
    }
}

/// 004's controller, its class name the seed's, so a trace's
/// `NextResponder: XMDashboardViewController` line reads the same.
///
/// - `.viewaAndViewb` (004 §2.4, hit-testing): `viewa` (black, 150×150) and
///   `viewb` (blue, 100×100), both centred in the controller's view.
/// - `.viewbInSuperview` (004 §2.6, recognizers): a `superview` filling the
///   controller's view, `viewb` (blue, 100×100) centred in it; recognizers
///   go on the superview, the finger on viewb — on the seeds' 430×932
///   screen, `frame = (165 416; 100 100)` as the logs print it.
public final class XMDashboardViewController: UIViewController {
    public enum Layout: Sendable { case viewaAndViewb, viewbInSuperview }
    public let layout: Layout
    public let viewa = UIView(), viewb = UIView(), superview = UIView()

    public init(_ layout: Layout = .viewaAndViewb) {
        self.layout = layout
        super.init(nibName: nil, bundle: nil)
    }
    /// No archives here.
    public required init?(coder: NSCoder) { nil }

    public override func viewDidLoad() {
        viewb.name = "viewb"
        viewb.backgroundColor = .blue
        viewb.frame.size = CGSize(width: 100, height: 100)
        viewb.center = view.center
        switch layout {
        case .viewaAndViewb:
            viewa.name = "viewa"
            viewa.backgroundColor = .black
            viewa.frame.size = CGSize(width: 150, height: 150)
            viewa.center = view.center
            view.addSubview(viewa)
            view.addSubview(viewb)
        case .viewbInSuperview:
            superview.name = "superview"
            superview.frame = view.bounds
            view.addSubview(superview)
            superview.addSubview(viewb)
        }
    }
}
