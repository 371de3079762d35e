import Foundation
@_spi(TouchLab) import UIKit

/// What the overlays and panels draw, kept up to date from the engine's trace.
///
///     application.tracer.addSink { event in visualizer.consume(event, at: clock.now) }
///
///     TraceEvent ──▶ consume ──┬─ pipeline stage times      (strip)
///                              ├─ touch location + trail     (touch indicator)
///                              ├─ hit-test visits            (numbered badges, ✕ reasons)
///                              ├─ responder chain + handler  (chain panel)
///                              ├─ phase per responder        (flashes)
///                              ├─ cancellation               (magenta banner)
///                              ├─ recognizer states          (badges)
///                              ├─ held calls                 (hourglass)
///                              └─ trace lines                (trace panel)
///
/// It draws nothing and keeps times, not alphas: a renderer asks "how long
/// ago?" at draw time, so fades run at the frame rate, not the event rate.
/// Single-threaded: feed and read it on the run-loop thread, where the
/// tracer's sinks and the demo's drawing both run.
///
/// It keeps what it shows of the last gesture until the next one (or `R`),
/// and keeps it as the trace does: by ``Traced`` records, never the objects,
/// so a view, controller or recognizer the app releases meanwhile is freed
/// at once (Behaviour §7, "A trace keeps nothing alive").
public final class DispatchVisualizer {
    public var timing: VisualizerTiming
    public let traceLog: TraceLog

    public init(timing: VisualizerTiming = .standard, traceCapacity: Int = 300) {
        self.timing = timing
        traceLog = TraceLog(capacity: traceCapacity)
    }

    // MARK: What the overlays read

    public private(set) var lastEventTime: TimeInterval = -.infinity
    /// Counts the changes to what the phone draws under its finger layer
    /// (the views' tags and ghosts, flashes, badges, the hit-test path, held
    /// calls, the cancellation): every event but those a held finger sends
    /// with each move — the touch's new place, a touches call repeating the
    /// phase a responder last received, a recognizer staying in its state,
    /// its action — whose only change is a time, which the overlays read as
    /// a fade (`PhoneLayersKey` samples those at the frame's time). Events
    /// only the panels show (the pipeline's sources, run-loop steps, hover,
    /// haptics: the finger layer's) leave it alone too.
    public private(set) var phoneRevision: UInt64 = 0
    public private(set) var touch: TouchTrack?
    /// Where the pointer hovers and the view under it (see `HoverTrack`).
    public private(set) var hover: HoverTrack?
    /// The last haptic fired, for its pulse (see `HapticPulse`).
    public private(set) var haptic: HapticPulse?
    public private(set) var hitTest: HitTestRecord?
    public private(set) var responderChain: ResponderChainRecord?
    public private(set) var cancellation: TouchCancellation?
    public private(set) var heldTouches: [HeldTouch] = []
    /// The last press, key command or nil-targeted action, and who it reached.
    public private(set) var route: ResponderRoute?
    /// Recognizers in the order they were first seen.
    public var recognizerStatuses: [RecognizerStatus] { recognizerOrder.compactMap { recognizers[$0] } }
    /// Every responder's last touches call, oldest first.
    /// Oldest first; calls at the same instant in the order they were made
    /// (a dictionary's order changes from run to run, and so would the chips').
    /// Sorted once per change, not per read: every frame reads it several
    /// times (the kept layers' moment, the flashes, the chips, the pipeline),
    /// and each sort copied every flash's weak references.
    public var phaseFlashes: [PhaseFlash] {
        if let sortedFlashes { return sortedFlashes }
        // The sort moves plain keys: each flash is looked up and copied once,
        // not at every comparison (a copy takes each of its weak references
        // again; a drag sorts once a frame).
        var order = flashes.map { key, flash in (time: flash.time, order: flashOrder[key] ?? 0, key: key) }
        order.sort { ($0.time, $0.order) < ($1.time, $1.order) }
        let sorted = order.map { flashes[$0.key]! }
        sortedFlashes = sorted
        return sorted
    }
    /// `phaseFlashes`, until `flashes` or `flashOrder` changes.
    private var sortedFlashes: [PhaseFlash]?

    public func lastPhase(of responder: UIResponder) -> PhaseFlash? {
        flashes[ObjectIdentifier(responder)].flatMap { $0.traced === responder ? $0 : nil }
    }
    public func status(of recognizer: UIGestureRecognizer) -> RecognizerStatus? {
        recognizers[ObjectIdentifier(recognizer)].flatMap { $0.traced === recognizer ? $0 : nil }
    }
    public func activity(of stage: PipelineStage) -> StageActivity { stages[stage.rawValue] }

    /// The newest trace lines (see `TraceLog`).
    public func traceLines(_ style: SeedLogFormatter.Style, last count: Int = .max) -> [TraceLog.Line] {
        traceLog.lines(style, last: count)
    }

    /// True while something drawn from this state is still fading: the demo
    /// keeps redrawing until this turns false, then sleeps.
    public func isAnimating(at now: TimeInterval) -> Bool {
        let t = timing
        if let touch, touch.isPressed || now - (touch.upTime ?? touch.lastTime) < max(t.trail, t.liftRipple) { return true }
        if stages.contains(where: { now - $0.lastTime < t.stageGlow }) { return true }
        if flashes.values.contains(where: { now - $0.time < t.flashDuration(for: $0.phase) }) { return true }
        if let c = cancellation, now - c.time < t.cancelledBanner { return true }
        if let haptic, now - haptic.time < t.hapticPulse { return true }
        if recognizers.values.contains(where: { now - $0.changedAt < max(t.recognizerFlash, t.recognizerOutcomeHold) }) { return true }
        if heldTouches.contains(where: { $0.resolution == nil || now - ($0.resolvedAt ?? now) < t.heldOutcomeHold }) { return true }
        if now - traceLog.lastAppendedTime < t.newTraceLine { return true }
        return false
    }

    // MARK: Feeding

    /// Lights a stage the engine can't see (X11, SpringBoard).
    public func markStage(_ stage: PipelineStage, at time: TimeInterval) {
        stages[stage.rawValue].lastTime = time
        stages[stage.rawValue].count += 1
    }

    public func consume(_ event: TraceEvent, at time: TimeInterval) {
        lastEventTime = time
        traceLog.append(event, at: time)
        if changesPhone(event) { phoneRevision &+= 1 }
        switch event {
        case .portReceived:
            markStage(.port, at: time)
        case .source1Fired:
            markStage(.source1, at: time)
        case .source0Performed:
            markStage(.source0, at: time)
        case .source0Signalled, .runLoopActivity, .runLoopTimerFired, .mainQueueServiced, .foundationTimersFired, .movesCoalesced,
             .gestureWaiting, .gestureStateChangeIgnored, .whatIf:
            break
        case let .sendEvent(receiver, _, phase, location):
            markStage(receiver.isKind(of: UIWindow.self) ? .window : .application, at: time)
            if let phase, let location { noteTouch(at: location, phase: phase, time: time) }

        // The overlays draw objects that exist: what an event names is taken
        // from its record while it lives, and an event about a freed object
        // (its record's reference is nil) has nothing left to draw.
        case let .hoverDelivered(_, view, location):
            hover = location.map { HoverTrack(location: $0, viewRecord: view?.object == nil ? nil : view, time: time) }

        case let .hitTestBegan(_, point, pass):
            markStage(.window, at: time)
            hitTestBegan(at: point, pass: pass, time: time)
        case let .hitTestVisit(view, point, _):
            guard let view = view.object else { break }
            hitTestVisit(view, point: point, time: time)
        case let .hitTestRejected(view, reason):
            guard let view = view.object else { break }
            hitTestRejected(view, reason: reason)
        case let .hitTestReturned(view, result):
            guard let view = view.object, let result = Self.living(result) else { break }
            hitTestReturned(view, result: result, time: time)
        case let .hitTestAnsweredByOverride(view, point, result):   // asked, and answered with no call to super
            guard let view = view.object, let result = Self.living(result) else { break }
            hitTestVisit(view, point: point, time: time)
            hitTestReturned(view, result: result, time: time)
        case .pointInsideChecked:
            break   // its "no" shows as the view's rejection
        case let .hitTestFinished(_, result, pass):
            guard let result = Self.living(result) else { break }
            hitTestFinished(result: result, pass: pass, time: time)

        case let .touchesDelivered(to, phase, _, cancelledBy):
            guard let to = to.object, let cancelledBy = Self.living(cancelledBy) else { break }
            noteDelivery(to: to, phase: phase, cancelledBy: cancelledBy, at: time)
        case let .touchesForwarded(from, to, phase):
            guard let from = from.object, let to = Self.living(to) else { break }
            noteForward(from: from, to: to, phase: phase, at: time)
        case let .touchesHeld(view, phase, by):
            guard let view = view.object, let by = by.object else { break }
            noteHeld(view, phase: phase, by: by, at: time)
        case let .touchesReleased(view, phase, delivered):
            guard let view = view.object else { break }
            noteReleased(view, phase: phase, delivered: delivered, at: time)
        case .motionDelivered, .motionForwarded, .controlEvent, .scrolled, .runLoopModeChanged, .touchWithheld, .animation:
            break
        case let .hapticFeedback(feedback):
            if feedback.isFeedback { haptic = HapticPulse(feedback: feedback, time: time) }
        case let .pressesDelivered(to, phase, key):
            guard let to = to.object else { break }
            if phase == .began { route = ResponderRoute(kind: .press(ResponderRoute.keyLabel(key)), asked: [Traced(to)], handler: Traced(to), time: time) }
        case let .pressesForwarded(_, to, phase):
            guard let to = Self.living(to) else { break }
            if phase == .began, route != nil, case .press = route!.kind {
                if let to { route!.asked.append(Traced(to)); route!.handler = Traced(to) } else { route!.handler = nil }
            }
        case let .keyCommandPerformed(command, _, declaredBy, asked, target):
            guard let target = Self.living(target) else { break }
            route = ResponderRoute(kind: .keyCommand(command.shortcutDescription, command.action.name, declaredBy: declaredBy.className),
                                   asked: asked, handler: target.map { Traced($0) }, time: time)
        case let .actionSent(action, asked, target):
            guard let target = Self.living(target) else { break }
            route = ResponderRoute(kind: .action(action.name), asked: asked, handler: target.map { Traced($0) }, time: time)

        case let .gestureAttached(recognizer, _):
            guard let recognizer = recognizer.object else { break }
            updateRecognizer(recognizer, time: time) { $0.attachedAt = time }
        case let .gestureStateChanged(recognizer, _, to):
            guard let recognizer = recognizer.object else { break }
            noteStateChange(recognizer, to: to, at: time)
        case let .gestureAction(recognizer, _, _):
            guard let recognizer = recognizer.object else { break }
            updateRecognizer(recognizer, time: time) { $0.actionAt = time }
        }
    }

    /// Whether `event` changes what `phoneRevision` counts; asked before it is consumed.
    private func changesPhone(_ event: TraceEvent) -> Bool {
        switch event {
        case .portReceived, .source1Fired, .source0Performed, .source0Signalled, .runLoopActivity, .runLoopTimerFired,
             .mainQueueServiced, .foundationTimersFired, .movesCoalesced, .gestureWaiting, .gestureStateChangeIgnored, .whatIf,
             .pointInsideChecked, .motionDelivered, .motionForwarded, .controlEvent, .scrolled, .runLoopModeChanged,
             .touchWithheld, .animation, .hoverDelivered, .hapticFeedback, .gestureAction:
            return false
        case let .sendEvent(_, _, phase, location):
            guard let phase, location != nil else { return false }
            // A move of the pressed touch changes only the finger layer.
            if phase == .moved || phase == .stationary, touch?.isPressed == true { return false }
            return true
        case let .touchesDelivered(to, phase, _, _):
            return !repeatsLastPhase(to, phase, viaForwarding: false)
        case let .touchesForwarded(_, to, phase):
            guard let to else { return false }   // off the chain's end: the chain panel shows it, not the phone
            return !repeatsLastPhase(to, phase, viaForwarding: true)
        case let .gestureStateChanged(recognizer, from, to):
            guard from == to, let object = recognizer.object, let status = status(of: object) else { return true }
            return status.state != to
        default:
            return true
        }
    }

    /// True when `responder`'s flash already shows `phase`, reached the same way: only its time changes.
    private func repeatsLastPhase(_ responder: Traced<UIResponder>, _ phase: UITouch.Phase, viaForwarding: Bool) -> Bool {
        guard phase != .cancelled, let object = responder.object, let flash = lastPhase(of: object) else { return false }
        return flash.phase == phase && flash.viaForwarding == viaForwarding
    }

    /// An optional record's object: `.some(nil)` for no object (a hit-test
    /// that found nothing), nil when the object named has been freed.
    private static func living<Object>(_ traced: Traced<Object>?) -> Object?? {
        guard let traced else { return .some(nil) }
        guard let object = traced.object else { return nil }
        return .some(object)
    }

    /// Forgets everything (the demo calls this when it switches scenes, so no
    /// record keeps the old scene's views alive).
    public func reset() {
        touch = nil; hover = nil; haptic = nil; hitTest = nil; responderChain = nil; cancellation = nil; route = nil
        heldTouches.removeAll(); flashes.removeAll(); flashOrder.removeAll(); recognizers.removeAll(); recognizerOrder.removeAll()
        stages = Array(repeating: StageActivity(), count: PipelineStage.allCases.count)
        hitStack.removeAll(); ignoringRepeatPass = false
        traceLog.removeAll()
        lastEventTime = -.infinity
        phoneRevision &+= 1
    }

    // MARK: Private state

    private var stages = Array(repeating: StageActivity(), count: PipelineStage.allCases.count)
    private var flashes: [ObjectIdentifier: PhaseFlash] = [:] {
        didSet { flashCount += 1; sortedFlashes = nil }
    }
    /// When each flash was set, counted: ties in time keep the calls' order.
    private var flashOrder: [ObjectIdentifier: Int] = [:] {
        didSet { sortedFlashes = nil }
    }
    private var flashCount = 0
    private var recognizers: [ObjectIdentifier: RecognizerStatus] = [:]
    private var recognizerOrder: [ObjectIdentifier] = []
    /// Indices into `hitTest.visits` of the `hitTest` calls still running.
    private var hitStack: [Int] = []
    /// True during UIKit's second hit-test pass, which repeats the first.
    private var ignoringRepeatPass = false

    // MARK: The touch

    func noteTouch(at location: CGPoint, phase: UITouch.Phase, time: TimeInterval) {
        switch phase {
        case .began:
            if let t = touch, t.isPressed, t.downTime == time { return }   // the window's sendEvent repeats the app's
            touch = TouchTrack(location: location, phase: .began, isPressed: true, downLocation: location,
                               downTime: time, upTime: nil, lastTime: time,
                               trail: [.init(location: location, time: time)])
        case .moved, .stationary, .regionEntered, .regionMoved, .regionExited:
            // In place: a copy would copy the trail, per move.
            guard touch != nil else { return }
            touch!.location = location; touch!.phase = phase; touch!.lastTime = time
            if touch!.trail.last?.location != location { touch!.trail.append(.init(location: location, time: time)) }
            trimTrail(&touch!, now: time)
        case .ended, .cancelled:
            guard var t = touch else { return }
            if !t.isPressed { return }
            t.location = location; t.phase = phase; t.lastTime = time
            t.isPressed = false; t.upTime = time
            if t.trail.last?.location != location { t.trail.append(.init(location: location, time: time)) }
            touch = t
        }
    }

    /// A move the app merged into its finger's next report (`coalescedTouches(for:)`):
    /// on the trail where the finger was, as if it had been its own report.
    public func noteCoalescedSample(at location: CGPoint, time: TimeInterval) {
        guard touch != nil, touch!.isPressed else { return }
        if touch!.trail.last?.location != location { touch!.trail.append(.init(location: location, time: time)) }
        trimTrail(&touch!, now: time)
    }

    private func trimTrail(_ t: inout TouchTrack, now: TimeInterval) {
        let cutoff = now - timing.trail
        if let firstKept = t.trail.firstIndex(where: { $0.time >= cutoff }), firstKept > 0 {
            t.trail.removeFirst(min(firstKept, t.trail.count - 1))
        }
        if t.trail.count > timing.trailMaxPoints { t.trail.removeFirst(t.trail.count - timing.trailMaxPoints) }
    }

    // MARK: Hit-testing
    //
    // Events nest like the calls: visit(window) visit(root) … returned(root) returned(window).
    // A stack of open visits matches each rejection and return to its visit.
    // Without hitTestBegan (a view hit-tested directly), the first visit at
    // depth 0 after a finished traversal starts a new record.

    private func hitTestBegan(at point: CGPoint, pass: Int, time: TimeInterval) {
        if pass <= 1 || hitTest == nil {
            startHitTest(location: point, time: time)
        } else {
            ignoringRepeatPass = true
            hitTest?.passes = pass
        }
    }

    private func startHitTest(location: CGPoint?, time: TimeInterval) {
        hitTest = HitTestRecord(location: location, startedAt: time)
        hitStack.removeAll()
        ignoringRepeatPass = false
    }

    private func hitTestVisit(_ view: UIView, point: CGPoint, time: TimeInterval) {
        if ignoringRepeatPass { return }
        if hitTest == nil || (hitTest!.isComplete && hitStack.isEmpty) {
            startHitTest(location: point, time: time)
        }
        let number = hitTest!.visits.count + 1
        hitTest!.visits.append(.init(number: number, traced: Traced(view), point: point, depth: hitStack.count, outcome: .pending))
        hitStack.append(number - 1)
    }

    private func hitTestRejected(_ view: UIView, reason: HitTestRejection) {
        guard !ignoringRepeatPass, hitTest != nil else { return }
        if let open = hitStack.last, hitTest!.visits[open].traced === view {
            hitTest!.visits[open].outcome = .rejected(reason)
        } else {
            let number = hitTest!.visits.count + 1
            hitTest!.visits.append(.init(number: number, traced: Traced(view), point: nil, depth: hitStack.count, outcome: .rejected(reason)))
        }
    }

    private func hitTestReturned(_ view: UIView, result: UIView?, time: TimeInterval) {
        guard !ignoringRepeatPass, hitTest != nil else { return }
        guard let stackPosition = hitStack.lastIndex(where: { hitTest!.visits[$0].traced === view }) else { return }
        let index = hitStack[stackPosition]
        hitStack.removeSubrange(stackPosition...)
        if case .rejected = hitTest!.visits[index].outcome {} else {
            if let result {
                hitTest!.visits[index].outcome = result === view ? .returnedItself : .returned(Traced(result))
            } else {
                hitTest!.visits[index].outcome = .rejected(.declinedByOverride)
            }
        }
        if hitStack.isEmpty && !hitTest!.isComplete { completeHitTest(result: result, time: time) }
    }

    private func hitTestFinished(result: UIView?, pass: Int, time: TimeInterval) {
        if ignoringRepeatPass {
            ignoringRepeatPass = false
            return
        }
        if hitTest == nil { startHitTest(location: nil, time: time) }
        hitStack.removeAll()
        if !hitTest!.isComplete { completeHitTest(result: result, time: time) }
    }

    private func completeHitTest(result: UIView?, time: TimeInterval) {
        hitTest!.isComplete = true
        hitTest!.hitViewRecord = result.map { Traced($0) }
        if hitTest!.location == nil { hitTest!.location = hitTest!.visits.first?.point }
        responderChain = ResponderChainRecord(from: result, at: time)
    }

    // MARK: Touches calls and the responder chain

    func noteDelivery(to responder: UIResponder, phase: UITouch.Phase, cancelledBy: UIGestureRecognizer?, at time: TimeInterval) {
        markStage(.view, at: time)
        flashes[ObjectIdentifier(responder)] = PhaseFlash(traced: Traced(responder), phase: phase, time: time, viaForwarding: false)
        flashOrder[ObjectIdentifier(responder)] = flashCount
        if phase == .cancelled {
            cancellation = TouchCancellation(responderRecord: Traced(responder), recognizerRecord: cancelledBy.map { Traced($0) }, time: time)
        }
        // A chain that doesn't start at this responder is stale (or there was
        // no traced hit-test): the touch's view starts a new one.
        if responderChain.map({ $0.links.first?.traced === responder }) != true {
            responderChain = ResponderChainRecord(from: responder as? UIView, at: time)
            if responderChain?.links.isEmpty ?? true { responderChain = nil }
        }
        // Mutated in place: a copy would copy every link's phases, per move.
        guard responderChain != nil, let i = responderChain!.index(of: responder) else { return }
        responderChain!.links[i].noteReceived(phase)
        responderChain!.handlerIndex = i
        responderChain!.handledPhase = phase
        responderChain!.handlerByPhase[phase] = i
        responderChain!.fellOffEnd = false
    }

    func noteForward(from: UIResponder, to: UIResponder?, phase: UITouch.Phase, at time: TimeInterval) {
        if let to {
            flashes[ObjectIdentifier(to)] = PhaseFlash(traced: Traced(to), phase: phase, time: time, viaForwarding: true)
            flashOrder[ObjectIdentifier(to)] = flashCount
        }
        guard responderChain != nil, let i = responderChain!.index(of: from) else { return }
        responderChain!.links[i].noteForwarded(phase)
        if let to, let j = responderChain!.index(of: to) {
            responderChain!.links[j].noteReceived(phase)
            responderChain!.handlerIndex = j
            responderChain!.handlerByPhase[phase] = j
        } else if to == nil {
            responderChain!.handlerIndex = nil
            responderChain!.handlerByPhase[phase] = nil
            responderChain!.fellOffEnd = true
        }
        responderChain!.handledPhase = phase
    }

    // MARK: Held calls

    func noteHeld(_ view: UIView, phase: UITouch.Phase, by recognizer: UIGestureRecognizer, at time: TimeInterval) {
        heldTouches.removeAll { $0.resolution != nil && time - ($0.resolvedAt ?? time) > timing.heldOutcomeHold }
        heldTouches.removeAll { $0.viewRecord === view && $0.phase == phase }
        heldTouches.append(HeldTouch(viewRecord: Traced(view), phase: phase, recognizerRecord: Traced(recognizer), heldAt: time))
    }

    func noteReleased(_ view: UIView, phase: UITouch.Phase, delivered: Bool, at time: TimeInterval) {
        guard let i = heldTouches.lastIndex(where: { $0.viewRecord === view && $0.phase == phase && $0.resolution == nil }) else { return }
        heldTouches[i].resolution = delivered ? .delivered : .dropped
        heldTouches[i].resolvedAt = time
    }

    // MARK: Recognizers

    func noteStateChange(_ recognizer: UIGestureRecognizer, to state: UIGestureRecognizer.State, at time: TimeInterval) {
        updateRecognizer(recognizer, time: time) { status in
            status.state = state
            status.changedAt = time
            if state != .possible { status.outcome = state; status.outcomeAt = time }
        }
    }

    private func updateRecognizer(_ recognizer: UIGestureRecognizer, time: TimeInterval, _ body: (inout RecognizerStatus) -> Void) {
        let key = ObjectIdentifier(recognizer)
        // A status under this address for a recognizer since freed names another object: start afresh.
        if let old = recognizers[key], old.traced !== recognizer { recognizers[key] = nil; recognizerOrder.removeAll { $0 == key } }
        var status = recognizers[key]
            ?? RecognizerStatus(traced: Traced(recognizer), state: recognizer.state, changedAt: -.infinity, outcome: nil)
        if recognizers[key] == nil { recognizerOrder.append(key) }
        body(&status)
        recognizers[key] = status
    }
}
