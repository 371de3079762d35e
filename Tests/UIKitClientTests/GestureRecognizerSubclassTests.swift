import XCTest
import UIKit
import UIKit.UIGestureRecognizerSubclass   // the first line of every recognizer subclass written for iOS
import UIKitHeadless

/// Recognizer subclasses as Apple's "Implementing a custom gesture
/// recognizer" writes them: a continuous one that sets `.began`, `.changed`
/// and `.ended` without declaring anything else, a discrete one that sets
/// `.recognized`, `init(target:action:)` overridden, and actions sent to a
/// target by selector (Behaviour §8).
final class GestureRecognizerSubclassTests: XCTestCase {
    /// A one-finger drag, continuous: began on its first move, changed on each one after.
    final class DragGestureRecognizer: UIGestureRecognizer {
        private(set) var trackedTouch: UITouch?
        private(set) var made = "init(target:action:)"

        override init(target: Any?, action: Selector?) {
            super.init(target: target, action: action)
            made += " overridden"
        }

        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
            super.touchesBegan(touches, with: event)
            if touches.count != 1 || trackedTouch != nil {
                state = .failed
                return
            }
            trackedTouch = touches.first
        }
        override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
            super.touchesMoved(touches, with: event)
            guard let trackedTouch, touches.contains(trackedTouch) else { return }
            state = state == .possible ? .began : .changed
        }
        override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
            super.touchesEnded(touches, with: event)
            state = .ended
        }
        override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
            super.touchesCancelled(touches, with: event)
            state = .cancelled
        }
        override func reset() {
            super.reset()
            trackedTouch = nil
        }
    }

    /// A discrete "press and release without moving" recognizer.
    final class ReleaseGestureRecognizer: UIGestureRecognizer {
        override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) { state = .failed }
        override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) { state = .recognized }
    }

    /// A subclass that sets states off Apple's diagram: Changed before it
    /// began, and Began after it finished (UIKit keeps a finished recognizer
    /// finished until it resets).
    final class SloppyGestureRecognizer: UIGestureRecognizer {
        override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) { state = .changed }
        override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
            state = .recognized
            state = .began
        }
    }

    final class CanvasViewController: UIViewController {
        var log: [String] = []
        let canvas = TouchLoggingView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))

        override func viewDidLoad() {
            super.viewDidLoad()
            view.addSubview(canvas)
            canvas.owner = self
            // On iOS, `@objc func handleDrag(_ sender: DragGestureRecognizer)`.
            setAction("handleDrag:") { [unowned self] sender in
                guard let drag = sender as? DragGestureRecognizer else { return }
                let p = drag.location(in: canvas)
                log.append("drag \(drag.state) (\(Int(p.x)), \(Int(p.y)))")
            }
        }
    }

    final class TouchLoggingView: UIView {
        weak var owner: CanvasViewController?
        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { owner?.log.append("view began") }
        override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { owner?.log.append("view moved") }
        override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { owner?.log.append("view ended") }
        override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { owner?.log.append("view cancelled") }
    }

    func testAContinuousSubclassBeginsChangesAndEndsThroughItsTargetsSelector() throws {
        let driver = try HeadlessDriver()
        let controller = CanvasViewController()
        driver.makeWindow(rootViewController: controller)
        let drag = DragGestureRecognizer(target: controller, action: "handleDrag:")
        controller.canvas.addGestureRecognizer(drag)
        XCTAssertEqual(drag.made, "init(target:action:) overridden")

        driver.touchDown(at: CGPoint(x: 100, y: 100))
        driver.move(to: CGPoint(x: 120, y: 100))
        driver.move(to: CGPoint(x: 140, y: 110))
        driver.touchUp(at: CGPoint(x: 140, y: 110))

        // Began at the first move, before the view hears that move: the view's
        // touch is cancelled (cancelsTouchesInView), as 004's long-press trace
        // shows; then every change calls the target, and Ended once the finger lifts.
        XCTAssertEqual(controller.log, [
            "view began",
            "drag Began (120, 100)", "view cancelled",
            "drag Changed (140, 110)",
            "drag Ended (140, 110)",
        ])
        XCTAssertEqual(drag.state, .possible, "reset once the touches ended")
        XCTAssertNil(drag.trackedTouch, "reset() was called")
    }

    func testADiscreteSubclassCallsItsTargetOnceOnRelease() throws {
        let driver = try HeadlessDriver()
        let controller = CanvasViewController()
        driver.makeWindow(rootViewController: controller)
        var states: [UIGestureRecognizer.State] = []
        let release = ReleaseGestureRecognizer(target: nil, action: nil)
        release.addTarget { states.append($0.state) }
        controller.canvas.addGestureRecognizer(release)

        driver.tap(at: CGPoint(x: 50, y: 50))
        XCTAssertEqual(states, [.recognized])
        XCTAssertEqual(controller.log, ["view began", "view cancelled"], "recognized on release: the view's touch is cancelled")

        driver.drag(from: CGPoint(x: 50, y: 50), to: CGPoint(x: 90, y: 50))
        XCTAssertEqual(states, [.recognized], "a move fails it: no second call")
    }

    func testStatesOffTheDiagramAreIgnoredAndTheProgramGoesOn() throws {
        let driver = try HeadlessDriver()
        let controller = CanvasViewController()
        driver.makeWindow(rootViewController: controller)
        var states: [UIGestureRecognizer.State] = []
        let sloppy = SloppyGestureRecognizer()
        sloppy.addTarget { states.append($0.state) }
        controller.canvas.addGestureRecognizer(sloppy)

        driver.drag(from: CGPoint(x: 50, y: 50), to: CGPoint(x: 90, y: 50), steps: 3)

        XCTAssertEqual(states, [.ended], "recognized once on release; Changed before and Began after are ignored")
        XCTAssertEqual(sloppy.state, .possible, "reset as usual once the touch ended")
        // The trace records each ignored change (the verbose log prints it).
        let ignored = driver.tracer.recorded.compactMap { event -> String? in
            guard case let .gestureStateChangeIgnored(recognizer, from, to) = event, recognizer === sloppy else { return nil }
            return "\(from) → \(to)"
        }
        XCTAssertEqual(ignored, ["Possible → Changed", "Possible → Changed", "Possible → Changed", "Ended → Began"])
    }

    func testRemovedTargetsGetNothingAndATargetIsAddedOnce() throws {
        let driver = try HeadlessDriver()
        let controller = CanvasViewController()
        driver.makeWindow(rootViewController: controller)
        let drag = DragGestureRecognizer(target: controller, action: "handleDrag:")
        drag.addTarget(controller, action: "handleDrag:")     // the same pair again: still one
        controller.canvas.addGestureRecognizer(drag)

        driver.drag(from: CGPoint(x: 10, y: 10), to: CGPoint(x: 30, y: 10), steps: 2)
        XCTAssertEqual(controller.log.filter { $0.hasPrefix("drag") }, ["drag Began (20, 10)", "drag Changed (30, 10)", "drag Ended (30, 10)"])

        drag.removeTarget(controller, action: "handleDrag:")
        controller.log.removeAll()
        driver.drag(from: CGPoint(x: 10, y: 10), to: CGPoint(x: 30, y: 10), steps: 2)
        XCTAssertEqual(controller.log.filter { $0.hasPrefix("drag") }, [])
    }
}
