import Foundation
@testable import Drawing
import SeedViews
@_spi(TouchLab) @testable import UIKit

// AView, BView, CView: the seeds' own classes (SeedViews), so labels read "BView  B".
/// A pass-through overlay: its `hitTest` override returns nil (004 §2.5).
final class PassThroughView: UIView {
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? { nil }
}
/// Handles touches itself: does not call super, so the chain stops here.
final class HandlingView: UIView {
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {}
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {}
}

/// A phone-sized tree with one of each thing the renderers draw:
///
///     root (430×932, white)
///     ├─ title        UILabel "Inbox"
///     ├─ a  AView A   (40,140 350×300, blue)      ← HandlingView would be here; AView forwards
///     │  ├─ b  BView B   (50,60 150×150, orange, a recognizer)
///     │  └─ c  CView C   (220,60 100×100, green, hidden)
///     ├─ image  UIImageView "photo.jpg" (40,480 350×190)
///     │  └─ button  UIView "button" (100,60 150×60)
///     ├─ ghost  UIView "ghost" (40,700 160×110, alpha 0.01)
///     ├─ overlay PassThroughView "overlay" (230,700 160×110, translucent)
///     └─ footer  UILabel
struct SampleScene {
    let root = HandlingView(frame: CGRect(x: 0, y: 0, width: 430, height: 932))
    let title = UILabel(frame: CGRect(x: 24, y: 60, width: 380, height: 44))
    let a = AView(log: nil, frame: CGRect(x: 40, y: 140, width: 350, height: 300))
    let b = BView(log: nil, frame: CGRect(x: 50, y: 60, width: 150, height: 150))
    let c = CView(log: nil, frame: CGRect(x: 220, y: 60, width: 100, height: 100))
    let image = UIImageView(frame: CGRect(x: 40, y: 480, width: 350, height: 190))
    let button = UIView(frame: CGRect(x: 100, y: 60, width: 150, height: 60))
    let ghost = UIView(frame: CGRect(x: 40, y: 700, width: 160, height: 110))
    let overlay = PassThroughView(frame: CGRect(x: 230, y: 700, width: 160, height: 110))
    let footer = UILabel(frame: CGRect(x: 24, y: 850, width: 380, height: 30))
    let tap = UIGestureRecognizer()

    static let blue = UIColor(red: 0.20, green: 0.47, blue: 0.96, alpha: 1)
    static let orange = UIColor(red: 1.00, green: 0.58, blue: 0.00, alpha: 1)
    static let green = UIColor(red: 0.20, green: 0.78, blue: 0.35, alpha: 1)

    init() {
        root.name = "root"
        root.backgroundColor = .white
        title.text = "Inbox"
        title.font = .systemFont(ofSize: 30)
        a.name = "A"; a.backgroundColor = Self.blue
        b.name = "B"; b.backgroundColor = Self.orange
        c.name = "C"; c.backgroundColor = Self.green; c.isHidden = true
        image.imageName = "photo.jpg"
        button.name = "button"; button.backgroundColor = Self.green
        ghost.name = "ghost"; ghost.backgroundColor = .purple; ghost.alpha = 0.01
        overlay.name = "overlay"; overlay.backgroundColor = UIColor(red: 0.5, green: 0.2, blue: 0.9, alpha: 0.25)
        footer.text = "Tap B: hit-test, then the responder chain"
        footer.font = .systemFont(ofSize: 15)
        footer.textColor = .darkGray
        tap.name = "tap"
        b.addGestureRecognizer(tap)
        a.addSubview(b); a.addSubview(c)
        image.addSubview(button)
        for v in [title, a, image, ghost, overlay, footer] as [UIView] { root.addSubview(v) }
    }

    /// B's centre in root coordinates.
    var pointInB: CGPoint { CGPoint(x: 40 + 50 + 75, y: 140 + 60 + 75) }
}

/// Feeds a visualizer the way the engine would, at a controllable time.
final class TraceFeed {
    let visualizer: DispatchVisualizer
    let tracer = Tracer()
    var now: TimeInterval = 100

    init(_ visualizer: DispatchVisualizer = DispatchVisualizer()) {
        self.visualizer = visualizer
        tracer.addSink { [unowned self] event in self.visualizer.consume(event, at: self.now) }
    }

    /// Runs the engine's real, traced hit-test from `root` (as the window's
    /// `hitTestForTouchDown` does, minus the window-only begin/finish events).
    @discardableResult
    func hitTest(_ root: UIView, at point: CGPoint) -> UIView? {
        tracer.during { root.tracedHitTest(point, with: nil) }
    }

    /// The pipeline up to the window, as stage marks and a sendEvent.
    func touch(_ phase: UITouch.Phase, at point: CGPoint, receiver: UIResponder) {
        for stage in [PipelineStage.x11, .springBoard] { visualizer.markStage(stage, at: now) }
        tracer.during {
            visualizer.consume(.source1Fired(name: "__IOHIDEventSystemClientQueueCallback", messages: 1), at: now)
            visualizer.consume(.source0Performed(name: "__handleEventQueue", events: 1), at: now)
            visualizer.consume(.sendEvent(receiver: Traced(receiver), type: .touches, phase: phase, location: point), at: now)
        }
    }

    /// The window's touches call on `view`, then the view's own method (whose
    /// default forwards up the chain with traced events).
    func deliver(_ phase: UITouch.Phase, to view: UIView, cancelledBy recognizer: UIGestureRecognizer? = nil) {
        visualizer.noteDelivery(to: view, phase: phase, cancelledBy: recognizer, at: now)
        tracer.during {
            switch phase {
            case .began: view.touchesBegan([], with: nil)
            case .moved, .stationary: view.touchesMoved([], with: nil)
            case .ended: view.touchesEnded([], with: nil)
            case .cancelled: view.touchesCancelled([], with: nil)
            case .regionEntered, .regionMoved, .regionExited: break
            }
        }
    }

    func setState(_ recognizer: UIGestureRecognizer, _ state: UIGestureRecognizer.State) {
        tracer.during { recognizer.state = state }
    }
}
