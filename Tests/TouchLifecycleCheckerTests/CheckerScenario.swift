import Foundation
import HID
@_spi(TouchLab) @testable import UIKit
import UIKitHeadless

/// One randomized experiment: a view tree, recognizers on it, code that
/// mutates the tree while touches are dispatched, and the pointer input.
///
/// It is decoded from three lists of small numbers (`CheckerGenome`) so the
/// property-based library can shrink it by shortening the lists and lowering
/// the numbers; 0 always decodes to the plainest choice. `swiftSteps` prints
/// it as Swift-like code, the reproducer a failure shows.
struct CheckerScenario {
    enum ViewKind: Int, CaseIterable { case plain, control, scrollView }
    enum Look: Int { case normal, hidden, transparent, nonInteractive }

    struct ViewSpec {
        var kind: ViewKind
        /// -1: the controller's view; otherwise an earlier view's index.
        var parent: Int
        var frame: CGRect
        var look: Look
        var multipleTouch = false
        var exclusiveTouch = false
    }

    enum RecognizerKind: Int, CaseIterable { case tap, doubleTap, longPress, pan, swipe }

    struct RecognizerSpec {
        var kind: RecognizerKind
        var view: Int
        var cancelsTouchesInView: Bool
        var delaysTouchesBegan: Bool
        var delaysTouchesEnded: Bool
        /// An earlier recognizer's index (so the graph is acyclic), or nil.
        var requiresFailureOf: Int?
    }

    /// A change to the tree or its recognizers, made from inside dispatch or between events.
    enum Mutation {
        case removeView(Int)
        case toggleHidden(Int)
        case toggleUserInteraction(Int)
        case moveView(Int, toParent: Int)        // -1: the controller's view
        case toggleEnabled(Int)
        case disableAndEnable(Int)
        case removeRecognizer(Int)
        case addRecognizer(Int, toView: Int)
        case addPlainView(under: Int)
        case toggleTransparent(Int)
        /// Taken out of its window and released: nothing but the engine (a
        /// touch, a timer, queued work) may still hold it (issue 19 item 9).
        case releaseView(Int)
        /// Removed from its view and released.
        case releaseRecognizer(Int)
        /// The recorded trace is cleared (the demo's `R`, a driver going
        /// away): what it let go of may be the last reference to a released
        /// view, whose deinit traces (issue 24: a scroll view leaving the
        /// tracking mode traced into the trace being cleared).
        case clearTrace
    }

    /// When a hook runs.
    enum Trigger: Equatable {
        case viewCall(Int, UITouch.Phase)        // the window calls that touches method on view i
        case recognizerAction(Int)               // recognizer i calls its targets
        case scrolled(Int)                       // scroll view i tells its delegate it scrolled (drag, wheel, glide)
    }

    struct Hook { var trigger: Trigger; var mutation: Mutation }

    enum Step {
        case down(CGPoint)
        case up(CGPoint)
        case move(CGPoint)
        case advance(TimeInterval)
        case tap(CGPoint)
        case scroll(CGPoint, deltaY: Double)
        case mutate(Mutation)
        case malformedFrame([UInt8])
        /// A well-formed frame whose coordinates are NaN or infinite, written into the port.
        case nonFiniteFrame(HIDEvent.Kind, CGPoint)
        /// Another finger (1, 2…) than the pointer (0).
        case fingerDown(Int, CGPoint)
        case fingerMove(Int, CGPoint)
        case fingerUp(Int, CGPoint)
        /// A press frame whose finger is out of range (the port must reject it).
        case badFingerFrame(UInt8)
        /// A fast drag (0.1 s, ten moves): on a scroll view, a glide follows.
        case flick(CGPoint, CGPoint)
    }

    var views: [ViewSpec] = []
    var recognizers: [RecognizerSpec] = []
    var hooks: [Hook] = []
    var steps: [Step] = []

    /// Whether a hook or a step releases a view or a recognizer.
    var mutationsRelease: Bool {
        func releases(_ m: Mutation) -> Bool {
            switch m {
            case .releaseView, .releaseRecognizer: true
            default: false
            }
        }
        return hooks.contains { releases($0.mutation) } || steps.contains { if case let .mutate(m) = $0 { releases(m) } else { false } }
    }

    /// Whether a hook or a step clears the recorded trace.
    var mutationsClearTrace: Bool {
        hooks.contains { if case .clearTrace = $0.mutation { true } else { false } }
            || steps.contains { if case .mutate(.clearTrace) = $0 { true } else { false } }
    }
}

// MARK: Printing the reproducer

extension CheckerScenario {
    func viewName(_ i: Int) -> String { i < 0 ? "c.view" : "v\(i)" }

    var swiftSteps: [String] {
        var lines = ["let d = try HeadlessDriver(); let c = UIViewController(); d.makeWindow(rootViewController: c)"]
        for (i, v) in views.enumerated() {
            let type = ["UIView", "UIControl", "UIScrollView"][v.kind.rawValue]
            let f = v.frame
            var line = "let v\(i) = \(type)(frame: CGRect(x: \(Int(f.minX)), y: \(Int(f.minY)), width: \(Int(f.width)), height: \(Int(f.height)))); \(viewName(v.parent)).addSubview(v\(i))"
            switch v.look {
            case .normal: break
            case .hidden: line += "; v\(i).isHidden = true"
            case .transparent: line += "; v\(i).alpha = 0.005"
            case .nonInteractive: line += "; v\(i).isUserInteractionEnabled = false"
            }
            if v.multipleTouch { line += "; v\(i).isMultipleTouchEnabled = true" }
            if v.exclusiveTouch { line += "; v\(i).isExclusiveTouch = true" }
            lines.append(line)
        }
        for (i, r) in recognizers.enumerated() {
            var line: String
            switch r.kind {
            case .tap: line = "let r\(i) = UITapGestureRecognizer()"
            case .doubleTap: line = "let r\(i) = UITapGestureRecognizer(); r\(i).numberOfTapsRequired = 2"
            case .longPress: line = "let r\(i) = UILongPressGestureRecognizer()"
            case .pan: line = "let r\(i) = UIPanGestureRecognizer()"
            case .swipe: line = "let r\(i) = UISwipeGestureRecognizer()"
            }
            if !r.cancelsTouchesInView { line += "; r\(i).cancelsTouchesInView = false" }
            if r.delaysTouchesBegan { line += "; r\(i).delaysTouchesBegan = true" }
            if !r.delaysTouchesEnded { line += "; r\(i).delaysTouchesEnded = false" }
            line += "; \(viewName(r.view)).addGestureRecognizer(r\(i))"
            if let other = r.requiresFailureOf { line += "; r\(i).require(toFail: r\(other))" }
            lines.append(line)
        }
        for hook in hooks {
            let when: String
            switch hook.trigger {
            case let .viewCall(v, phase): when = "when v\(v) gets touches\(phase)"
            case let .recognizerAction(r): when = "in r\(r)'s action"
            case let .scrolled(v): when = "when v\(v)'s delegate hears scrollViewDidScroll"
            }
            lines.append("// \(when): \(code(hook.mutation))")
        }
        for step in steps {
            switch step {
            case let .down(p): lines.append("d.touchDown(at: \(code(p)))")
            case let .up(p): lines.append("d.touchUp(at: \(code(p)))")
            case let .move(p): lines.append("d.move(to: \(code(p)))")
            case let .advance(t): lines.append("d.advance(by: \(t))")
            case let .tap(p): lines.append("d.tap(at: \(code(p)))")
            case let .scroll(p, dy): lines.append("d.scroll(at: \(code(p)), deltaY: \(dy))")
            case let .mutate(m): lines.append(code(m))
            case let .malformedFrame(bytes): lines.append("try d.application.port.sender.sendRaw(\(bytes)); d.runUntilIdle()")
            case let .nonFiniteFrame(kind, p):
                lines.append("try d.application.port.sender.sendRaw(HIDMessage(sequence: 0, event: HIDEvent(kind: .\(kind), timestamp: 0, x: \(p.x), y: \(p.y))).bytes); d.runUntilIdle()")
            case let .fingerDown(f, p): lines.append("d.touchDown(at: \(code(p)), finger: \(f))")
            case let .fingerMove(f, p): lines.append("d.move(to: \(code(p)), finger: \(f))")
            case let .fingerUp(f, p): lines.append("d.touchUp(at: \(code(p)), finger: \(f))")
            case let .flick(a, b): lines.append("d.drag(from: \(code(a)), to: \(code(b)), duration: 0.1, steps: 10)")
            case let .badFingerFrame(f):
                lines.append("var frame = HIDMessage(sequence: 0, event: HIDEvent(kind: .pointerDown, timestamp: 0, x: 10, y: 10, button: 1)).bytes; frame[14] = \(f); try d.application.port.sender.sendRaw(frame); d.runUntilIdle()")
            }
        }
        lines.append("d.touchUp(at: CGPoint(x: 10, y: 10), finger: f)   // for each finger f still down")
        lines.append("d.advance(by: 10)   // let every timer fire; then the invariant is checked")
        return lines
    }

    func code(_ p: CGPoint) -> String {
        func n(_ x: CGFloat) -> String {
            if x.isNaN { return ".nan" }
            if x.isInfinite { return x > 0 ? ".infinity" : "-.infinity" }
            return x == x.rounded() ? String(Int(x)) : "\(x)"
        }
        return "CGPoint(x: \(n(p.x)), y: \(n(p.y)))"
    }

    func code(_ m: Mutation) -> String {
        switch m {
        case let .removeView(v): "v\(v).removeFromSuperview()"
        case let .toggleHidden(v): "v\(v).isHidden.toggle()"
        case let .toggleUserInteraction(v): "v\(v).isUserInteractionEnabled.toggle()"
        case let .moveView(v, p): "\(viewName(p)).addSubview(v\(v))   // unless that makes a cycle"
        case let .toggleEnabled(r): "r\(r).isEnabled.toggle()"
        case let .disableAndEnable(r): "r\(r).isEnabled = false; r\(r).isEnabled = true"
        case let .removeRecognizer(r): "r\(r).view?.removeGestureRecognizer(r\(r))"
        case let .addRecognizer(r, v): "\(viewName(v)).addGestureRecognizer(r\(r))"
        case let .addPlainView(p): "\(viewName(p)).addSubview(UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100)))"
        case let .toggleTransparent(v): "v\(v).alpha = v\(v).alpha == 1 ? 0.005 : 1"
        case let .releaseView(v): "v\(v).removeFromSuperview(); v\(v) = nil   // released"
        case let .releaseRecognizer(r): "r\(r).view?.removeGestureRecognizer(r\(r)); r\(r) = nil   // released"
        case .clearTrace: "driver.clearLog()   // the recorded trace let go of"
        }
    }
}
