import Foundation
import HID
@_spi(TouchLab) @testable import UIKit
import UIKitHeadless

/// Plays a `CheckerScenario` through a `HeadlessDriver` and checks UIKit's
/// promise about touches:
///
/// 1. for every touch a view receives `touchesBegan` for, exactly one
///    `touchesEnded` or `touchesCancelled` follows for that view, and nothing
///    after it (and no `touchesMoved` before `touchesBegan`);
/// 2. every recognizer is back in `.possible` once its touches have ended and
///    it has finished;
/// 3. no touch stays active after its release;
/// 4. with several fingers, the per-view rules hold at every `touchesBegan`
///    of a finger still down (a held one delivered after its lift is not a
///    finger landing):
///    a view with `isMultipleTouchEnabled` false never follows two touches at
///    once, and while an exclusive-touch view follows a touch no other view
///    begins one (nor does an exclusive view begin one while another view
///    follows a touch).
///
/// 5. a view or recognizer the scenario released (`releaseView`,
///    `releaseRecognizer`) is freed once its touches have ended and its timers
///    have fired — and nothing the engine left behind for it (a timer, queued
///    work, a held call) crashes or acts on it (issue 19 item 9). The trace
///    is recorded whenever the scenario releases something, and is still
///    alive when that is checked: a trace names objects, it does not keep
///    them (issue 24).
///
/// Only the calls the window makes count (the touch's view is the receiver):
/// a default touches method forwarding up the responder chain is not a delivery.
final class CheckerRun {
    let scenario: CheckerScenario
    let driver: HeadlessDriver
    let controller = UIViewController()
    /// nil once released.
    var views: [UIView?] = []
    var recognizers: [UIGestureRecognizer?] = []
    /// What the scenario released, watched until the end.
    private var released: [(name: String, object: Weak)] = []
    struct Weak { weak var object: AnyObject? }
    /// Every touch seen, held weakly (a touch holds its view: keeping it
    /// would keep every released view alive); a freed touch matches nothing,
    /// so identities stay unique.
    private var touches: [Weak] = []
    /// Per (touch, view): the calls the window made, in order.
    private var calls: [Pair: [UITouch.Phase]] = [:]
    private var order: [Pair] = []
    var violations: [String] = []
    private var hookDepth = 0

    struct Pair: Hashable { let touch: Int; let view: Int }

    /// `TOUCHLAB_CHECK_TRACE=1` adds the engine's trace to a failure's report
    /// (slower: use it to replay one sequence).
    static let recordsTrace = ProcessInfo.processInfo.environment["TOUCHLAB_CHECK_TRACE"] == "1"

    init(_ scenario: CheckerScenario) throws {
        self.scenario = scenario
        // The trace is recorded whenever the scenario releases an object or
        // clears the trace: a released view must be freed though the trace
        // names it, and clearing must not run code that traces into the
        // trace being cleared (issue 24).
        let recordsTrace = Self.recordsTrace || scenario.mutationsClearTrace || scenario.mutationsRelease
        driver = try HeadlessDriver(recordTrace: recordsTrace)
        driver.makeWindow(rootViewController: controller)
        for spec in scenario.views {
            let view: UIView
            switch spec.kind {
            case .plain: view = CheckedView(frame: spec.frame)
            case .control: view = CheckedControl(frame: spec.frame)
            case .scrollView:
                let scroll = CheckedScrollView(frame: spec.frame)
                scroll.contentSize = CGSize(width: spec.frame.width * 2, height: spec.frame.height * 2)
                scroll.delegate = scroll
                view = scroll
            }
            (view as! CheckedResponder).run = self
            switch spec.look {
            case .normal: break
            case .hidden: view.isHidden = true
            case .transparent: view.alpha = 0.005
            case .nonInteractive: view.isUserInteractionEnabled = false
            }
            view.isMultipleTouchEnabled = spec.multipleTouch
            view.isExclusiveTouch = spec.exclusiveTouch
            view.tag = views.count
            parent(spec.parent)!.addSubview(view)
            views.append(view)
        }
        for (i, spec) in scenario.recognizers.enumerated() {
            let r: UIGestureRecognizer
            switch spec.kind {
            case .tap: r = UITapGestureRecognizer()
            case .doubleTap: let t = UITapGestureRecognizer(); t.numberOfTapsRequired = 2; r = t
            case .longPress: r = UILongPressGestureRecognizer()
            case .pan: r = UIPanGestureRecognizer()
            case .swipe: r = UISwipeGestureRecognizer()
            }
            r.cancelsTouchesInView = spec.cancelsTouchesInView
            r.delaysTouchesBegan = spec.delaysTouchesBegan
            r.delaysTouchesEnded = spec.delaysTouchesEnded
            r.addTarget { [unowned self] _ in self.fire(.recognizerAction(i)) }
            parent(spec.view)?.addGestureRecognizer(r)
            if let other = spec.requiresFailureOf, let required = recognizers[other] { r.require(toFail: required) }
            recognizers.append(r)
        }
    }

    /// nil: view `index` was released.
    private func parent(_ index: Int) -> UIView? { index < 0 ? controller.view : views[index] }

    /// Plays every step, releases a touch left down, lets every timer fire, checks.
    func play() {
        for (n, step) in scenario.steps.enumerated() {
            perform(step)
            let released: Int?
            switch step {
            case .up, .tap: released = 0
            case let .fingerUp(f, _): released = f
            default: released = nil
            }
            if let f = released, isDown(f) {
                violations.append("step \(n + 1): finger \(f)'s touch is still active after its release")
            }
        }
        for touch in driver.application.activeTouches { driver.touchUp(at: CGPoint(x: 10, y: 10), finger: Int(touch.finger)) }
        driver.advance(by: 10)
        checkEnd()
    }

    private func isDown(_ finger: Int) -> Bool {
        driver.application.activeTouches.contains { Int($0.finger) == finger }
    }

    private func perform(_ step: CheckerScenario.Step) {
        switch step {
        case let .down(p): driver.touchDown(at: p)
        case let .up(p): driver.touchUp(at: p)
        case let .move(p): driver.move(to: p)
        case let .advance(t): driver.advance(by: t)
        case let .tap(p): driver.tap(at: p)
        case let .scroll(p, dy): driver.scroll(at: p, deltaY: dy)
        case let .mutate(m): apply(m)
        case let .malformedFrame(bytes):
            try? driver.application.port.sender.sendRaw(bytes)
            driver.runUntilIdle()
        case let .nonFiniteFrame(kind, p):
            let event = HIDEvent(kind: kind, timestamp: 0, x: Double(p.x), y: Double(p.y))
            try? driver.application.port.sender.sendRaw(HIDMessage(sequence: 0, event: event).bytes)
            driver.runUntilIdle()
        case let .fingerDown(f, p): driver.touchDown(at: p, finger: f)
        case let .fingerMove(f, p): driver.move(to: p, finger: f)
        case let .fingerUp(f, p): driver.touchUp(at: p, finger: f)
        case let .flick(a, b): driver.drag(from: a, to: b, duration: 0.1, steps: 10)
        case let .badFingerFrame(f):
            var frame = HIDMessage(sequence: 0, event: HIDEvent(kind: .pointerDown, timestamp: 0, x: 10, y: 10, button: 1)).bytes
            frame[14] = f
            let rejectedBefore = driver.application.port.malformedMessageCount
            try? driver.application.port.sender.sendRaw(frame)
            driver.runUntilIdle()
            // (Stray bytes an earlier step left may be counted with it: check the reason.)
            let port = driver.application.port
            if port.malformedMessageCount <= rejectedBefore || port.lastRejection?.hasSuffix("finger \(f) is out of range (0..<\(HIDEvent.fingerLimit))") != true {
                violations.append("a frame with finger \(f) was not rejected by the port (\(port.lastRejection ?? "no rejection"))")
            }
        }
    }

    // MARK: Recording and hooks

    func record(_ view: UIView, _ phase: UITouch.Phase, _ touchSet: Set<UITouch>) {
        guard let touch = touchSet.first, touch.view === view else { return }   // forwarded, not delivered
        let touchIndex: Int
        if let i = touches.lastIndex(where: { $0.object === touch }) { touchIndex = i } else { touches.append(Weak(object: touch)); touchIndex = touches.count - 1 }
        let pair = Pair(touch: touchIndex, view: view.tag)
        var list = calls[pair] ?? []
        if list.isEmpty { order.append(pair) }
        let name = "v\(view.tag) touch \(touchIndex + 1)"
        if let last = list.last, last == .ended || last == .cancelled {
            violations.append("\(name): touches\(phase) after touches\(last)")
        } else if list.isEmpty && phase != .began {
            violations.append("\(name): touches\(phase) with no touchesBegan before it")
        } else if !list.isEmpty && phase == .began {
            violations.append("\(name): a second touchesBegan")
        }
        // Exclusivity is decided as a finger lands ("while it tracks a touch"):
        // a held touchesBegan delivered after its finger lifted (a double
        // tap that failed late) is not a finger landing now.
        if phase == .began, driver.application.activeTouches.contains(where: { $0 === touch }) {
            checkMultiTouchRules(beginning: pair, on: view, name: name)
        }
        list.append(phase)
        calls[pair] = list
        fire(.viewCall(view.tag, phase))
    }

    /// The fingers still down that a view has begun and not yet ended or
    /// cancelled, other than `pair`'s. A lifted finger whose `touchesEnded` a
    /// recognizer still holds (a double tap waiting for its second tap) is
    /// not followed any more: UIKit, too, begins the next touch first.
    private func openPairs(besides pair: Pair) -> [Pair] {
        let live = driver.application.activeTouches
        return order.filter { other in
            guard other != pair, let list = calls[other], list.first == .began,
                  list.last != .ended && list.last != .cancelled else { return false }
            return live.contains { $0 === touches[other.touch].object }
        }
    }

    private func checkMultiTouchRules(beginning pair: Pair, on view: UIView, name: String) {
        let open = openPairs(besides: pair)
        guard !open.isEmpty else { return }
        if !view.isMultipleTouchEnabled, open.contains(where: { $0.view == pair.view }) {
            violations.append("\(name): touchesBegan while it follows another touch, with isMultipleTouchEnabled false")
        }
        let others = open.filter { $0.view != pair.view }
        if view.isExclusiveTouch, let other = others.first {
            violations.append("\(name): touchesBegan on an exclusive-touch view while v\(other.view) follows touch \(other.touch + 1)")
        }
        if let other = others.first(where: { scenario.views[$0.view].exclusiveTouch }) {
            violations.append("\(name): touchesBegan while exclusive-touch v\(other.view) follows touch \(other.touch + 1)")
        }
    }

    func fire(_ trigger: CheckerScenario.Trigger) {
        guard hookDepth < 3 else { return }
        hookDepth += 1
        defer { hookDepth -= 1 }
        for hook in scenario.hooks where hook.trigger == trigger { apply(hook.mutation) }
    }

    /// A mutation of a released view or recognizer does nothing (the
    /// reproducer's `v3 = nil` leaves nothing to call).
    func apply(_ m: CheckerScenario.Mutation) {
        switch m {
        case let .removeView(v): views[v]?.removeFromSuperview()
        case let .toggleHidden(v): views[v]?.isHidden.toggle()
        case let .toggleUserInteraction(v): views[v]?.isUserInteractionEnabled.toggle()
        case let .moveView(v, p):
            guard let view = views[v], let newParent = parent(p) else { return }
            if newParent !== view && !newParent.isDescendant(of: view) { newParent.addSubview(view) }
        case let .toggleEnabled(r): recognizers[r]?.isEnabled.toggle()
        case let .disableAndEnable(r): recognizers[r]?.isEnabled = false; recognizers[r]?.isEnabled = true
        case let .removeRecognizer(r):
            guard let recognizer = recognizers[r] else { return }
            recognizer.view?.removeGestureRecognizer(recognizer)
        case let .addRecognizer(r, v):
            guard let recognizer = recognizers[r] else { return }
            parent(v)?.addGestureRecognizer(recognizer)
        case let .addPlainView(p): parent(p)?.addSubview(UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100)))
        case let .toggleTransparent(v):
            guard let view = views[v] else { return }
            view.alpha = view.alpha == 1 ? 0.005 : 1
        // The scenario lets go of it first: the removal may run the scenario's
        // own hooks (a released held call), which must not find it again.
        case let .releaseView(v):
            guard let view = views[v] else { return }
            views[v] = nil
            view.removeFromSuperview()
            released.append(("v\(v)", Weak(object: view)))
        case .clearTrace:
            driver.clearLog()
        case let .releaseRecognizer(r):
            guard let recognizer = recognizers[r] else { return }
            recognizers[r] = nil
            recognizer.view?.removeGestureRecognizer(recognizer)
            // A recognizer another requires to fail stays held by that one
            // (`require(toFail:)`), as the app asked: only the engine's holds count.
            if !scenario.recognizers.contains(where: { $0.requiresFailureOf == r }) {
                released.append(("r\(r)", Weak(object: recognizer)))
            }
        }
    }

    // MARK: The end of the experiment

    private func checkEnd() {
        for pair in order {
            let list = calls[pair]!
            if list.first == .began, list.last != .ended && list.last != .cancelled {
                violations.append("v\(pair.view) touch \(pair.touch + 1): touchesBegan, then no touchesEnded or touchesCancelled (got \(list.map(\.description)))")
            }
        }
        for (i, r) in recognizers.enumerated() {
            guard let r, r.state != .possible else { continue }
            violations.append("r\(i) (\(r.className)) is \(r.state) after its touches ended, not Possible")
        }
        for (i, view) in views.enumerated() {   // the scroll views' own recognizers, too
            guard let view else { continue }
            for r in view.gestureRecognizers ?? [] where r.state != .possible && !recognizers.contains(where: { $0 === r }) {
                violations.append("v\(i)'s \(r.className) is \(r.state) after its touches ended, not Possible")
            }
        }
        if driver.application.hasActiveTouch { violations.append("a touch is still active at the end") }
        // Checked with the recorded trace still alive: it names what it saw
        // and keeps none of it.
        for (name, object) in released where object.object != nil {
            violations.append("\(name) was released, yet something still holds it after its touches ended and its timers fired"
                              + (driver.tracer.isRecording ? " (the trace is recording)" : ""))
        }
    }

    var report: String {
        (["touch-lifecycle invariant violated:"] + violations.map { "  - " + $0 }
         + ["reproducer:"] + scenario.swiftSteps.map { "    " + $0 }
         + (Self.recordsTrace ? ["trace:"] + driver.logWithoutAddresses.map { "    " + $0 } : [])).joined(separator: "\n")
    }
}

// MARK: Views that report what the window delivers

protocol CheckedResponder: AnyObject { var run: CheckerRun? { get set } }

final class CheckedView: UIView, CheckedResponder {
    weak var run: CheckerRun?
    override func touchesBegan(_ t: Set<UITouch>, with e: UIEvent?) { run?.record(self, .began, t); super.touchesBegan(t, with: e) }
    override func touchesMoved(_ t: Set<UITouch>, with e: UIEvent?) { run?.record(self, .moved, t); super.touchesMoved(t, with: e) }
    override func touchesEnded(_ t: Set<UITouch>, with e: UIEvent?) { run?.record(self, .ended, t); super.touchesEnded(t, with: e) }
    override func touchesCancelled(_ t: Set<UITouch>, with e: UIEvent?) { run?.record(self, .cancelled, t); super.touchesCancelled(t, with: e) }
}

final class CheckedControl: UIControl, CheckedResponder {
    weak var run: CheckerRun?
    override func touchesBegan(_ t: Set<UITouch>, with e: UIEvent?) { run?.record(self, .began, t); super.touchesBegan(t, with: e) }
    override func touchesMoved(_ t: Set<UITouch>, with e: UIEvent?) { run?.record(self, .moved, t); super.touchesMoved(t, with: e) }
    override func touchesEnded(_ t: Set<UITouch>, with e: UIEvent?) { run?.record(self, .ended, t); super.touchesEnded(t, with: e) }
    override func touchesCancelled(_ t: Set<UITouch>, with e: UIEvent?) { run?.record(self, .cancelled, t); super.touchesCancelled(t, with: e) }
}

final class CheckedScrollView: UIScrollView, CheckedResponder, UIScrollViewDelegate {
    weak var run: CheckerRun?
    /// Its own delegate: a hook may release it while it glides or scrolls.
    func scrollViewDidScroll(_ scrollView: UIScrollView) { run?.fire(.scrolled(tag)) }
    override func touchesBegan(_ t: Set<UITouch>, with e: UIEvent?) { run?.record(self, .began, t); super.touchesBegan(t, with: e) }
    override func touchesMoved(_ t: Set<UITouch>, with e: UIEvent?) { run?.record(self, .moved, t); super.touchesMoved(t, with: e) }
    override func touchesEnded(_ t: Set<UITouch>, with e: UIEvent?) { run?.record(self, .ended, t); super.touchesEnded(t, with: e) }
    override func touchesCancelled(_ t: Set<UITouch>, with e: UIEvent?) { run?.record(self, .cancelled, t); super.touchesCancelled(t, with: e) }
}
