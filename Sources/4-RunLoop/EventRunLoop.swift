import Synchronization

/// A run loop with CFRunLoop's shape: modes holding Source0s, Source1s, timers and observers,
/// serviced in CF's order (the pass itself is drawn in RunLoopRun.swift).
///
/// Threading: the loop and its items belong to the thread that runs it; add, remove, run and
/// invalidate there. Other threads get a `Handle` (`handle`), a `Sendable` value offering just the
/// calls that let them hand work to the loop — `wakeUp()`, `stop()`, `perform(inMode:_:)` — and a
/// Source0's `RunLoopSource0.Handle` to signal it. The loop itself is not `Sendable`: the compiler
/// then keeps every other call on the loop's thread.
///
/// An item belongs to at most one loop; it may be in several of its modes.
public final class EventRunLoop {
    /// Where the loop reads the time: timer fire dates and `run(mode:before:)` deadlines are on this
    /// clock. A `VirtualClock` makes the loop jump instead of sleeping.
    public let clock: RunLoopClock
    let clockIsVirtual: Bool

    /// Called for every activity and every source or timer callout when set. Left nil, the loop
    /// pays one nil check per step.
    @exclusivity(unchecked) public var tracer: ((RunLoopTraceEvent) -> Void)?

    /// The modes that items added to `.common` appear in.
    public private(set) var commonModes: Set<RunLoopMode> = [.default, .tracking]

    /// Modes are made on first use, as in CF; a mode never made is empty.
    @exclusivity(unchecked) var modes: [RunLoopMode: RunLoopModeItems] = [:]
    /// The items added to `.common`, copied into each common mode when that mode is made.
    let commonItems = RunLoopModeItems(mode: .common, isCommon: false)

    /// The part other threads reach through `handle`: the wake-up port, the block queue and the
    /// flags `stop()` and `wakeUp()` read and write.
    let shared: EventRunLoopSharedState
    var wakeUpPort: WakeUpPort { shared.wakeUpPort }
    var blocks: BlockQueue { shared.blocks }

    /// The modes of the active runs, innermost last (runs nest when a callout runs the loop again).
    @exclusivity(unchecked) var runningModes: [RunLoopMode] = []
    /// Reusable buffers for each nesting depth, so passes do not allocate.
    @exclusivity(unchecked) var scratchByDepth: [PassScratch] = []

    /// Throws when the wake-up port cannot be made (no file descriptor left: EMFILE).
    public init(clock: RunLoopClock = MonotonicClock()) throws(RunLoopError) {
        shared = EventRunLoopSharedState(wakeUpPort: try WakeUpPort())
        self.clock = clock
        self.clockIsVirtual = clock.isVirtual
    }

    /// The mode of the innermost active run, nil when the loop is not running.
    public var currentMode: RunLoopMode? { runningModes.last }

    // MARK: Adding and removing items

    /// Adds `source` to `mode` (or to every common mode for `.common`), as CFRunLoopAddSource.
    /// Refused with one line on standard error, and not added, when the source is invalidated or
    /// belongs to another loop.
    public func add(_ source: RunLoopSource0, forMode mode: RunLoopMode) {
        guard source.isValid else { return reportRunLoopMisuse("add(\(source), forMode: \(mode)): source is invalidated; not added") }
        guard adopt(&source.runLoop, describing: "\(source)") else { return }
        forEachItems(in: mode, create: true) { $0.add(source) }
    }

    /// Adds `source`, so runs of `mode` wait on its descriptor too. Refused (one line, not added)
    /// when invalidated, owned by another loop, negative, or the loop's own wake-up port.
    public func add(_ source: RunLoopSource1, forMode mode: RunLoopMode) {
        guard source.isValid else { return reportRunLoopMisuse("add(\(source), forMode: \(mode)): source is invalidated; not added") }
        guard source.fileDescriptor >= 0 else {
            return reportRunLoopMisuse("add(\(source), forMode: \(mode)): file descriptor \(source.fileDescriptor) is negative; not added")
        }
        guard source.fileDescriptor != wakeUpPort.fileDescriptor else {
            return reportRunLoopMisuse("add(\(source), forMode: \(mode)): that descriptor is the loop's own wake-up port; not added")
        }
        guard adopt(&source.runLoop, describing: "\(source)") else { return }
        forEachItems(in: mode, create: true) { $0.add(source) }
    }

    /// Schedules `timer` in `mode` (CFRunLoopAddTimer): it fires only while the loop runs in one of
    /// its modes, which is why a `.default` timer waits out a scroll (Behaviour §1, PlatformNotes
    /// "CFRunLoop").
    public func add(_ timer: RunLoopTimer, forMode mode: RunLoopMode) {
        guard timer.isValid else { return reportRunLoopMisuse("add(\(timer), forMode: \(mode)): timer is invalidated; not added") }
        guard adopt(&timer.runLoop, describing: "\(timer)") else { return }
        forEachItems(in: mode, create: true) { $0.add(timer) }
    }

    /// Adds `observer` to `mode` (CFRunLoopAddObserver). Observers alone do not keep a mode
    /// running: a mode with only observers is empty, as in CF.
    public func add(_ observer: RunLoopObserver, forMode mode: RunLoopMode) {
        guard observer.isValid else { return reportRunLoopMisuse("add(\(observer), forMode: \(mode)): observer is invalidated; not added") }
        guard adopt(&observer.runLoop, describing: "\(observer)") else { return }
        forEachItems(in: mode, create: true) { $0.add(observer) }
    }

    /// Takes `source` out of `mode` only; it stays in its other modes (`invalidate()` removes it
    /// from all).
    public func remove(_ source: RunLoopSource0, forMode mode: RunLoopMode) {
        forEachItems(in: mode, create: false) { $0.remove(source) }
    }

    /// Stops waiting on `source`'s descriptor in `mode`; the descriptor is not closed.
    public func remove(_ source: RunLoopSource1, forMode mode: RunLoopMode) {
        forEachItems(in: mode, create: false) { $0.remove(source) }
    }

    /// Unschedules `timer` from `mode`; it keeps its fire date and may be added again.
    public func remove(_ timer: RunLoopTimer, forMode mode: RunLoopMode) {
        forEachItems(in: mode, create: false) { $0.remove(timer) }
    }

    /// Takes `observer` out of `mode`; it stays valid and in its other modes.
    public func remove(_ observer: RunLoopObserver, forMode mode: RunLoopMode) {
        forEachItems(in: mode, create: false) { $0.remove(observer) }
    }

    /// Makes `mode` common: it gets every item added to `.common`, now and later (CFRunLoopAddCommonMode).
    public func addCommonMode(_ mode: RunLoopMode) {
        guard mode != .common else { return reportRunLoopMisuse("addCommonMode(.common): .common is the set itself; ignored") }
        guard commonModes.insert(mode).inserted, let items = modes[mode] else { return }
        items.isCommon = true
        commonItems.copyItems(into: items)
    }

    // MARK: Calls that other threads make through `handle`

    /// What other threads may hold to wake, stop or hand blocks to this loop.
    public var handle: Handle { Handle(shared) }

    /// Blocks to run on the next pass (CFRunLoopPerformBlock). Like CF it does not wake the loop;
    /// from another thread use `handle.perform(inMode:_:)` and then `handle.wakeUp()`.
    public func perform(inMode mode: RunLoopMode = .common, _ block: @escaping () -> Void) {
        // Sendable: the loop is not Sendable, so this call is on the loop's thread, and the block
        // runs on that same thread: it never crosses one.
        nonisolated(unsafe) let block = block
        shared.blocks.enqueue(mode: mode) { block() }
    }

    /// Makes the innermost active run return `.stopped` (CFRunLoopStop); from another thread use
    /// `handle.stop()`. Does nothing when the loop is not running, as in CF: a stop is for a run,
    /// not remembered for the next one.
    public func stop() { handle.stop() }

    /// Ends the loop's current or next sleep (CFRunLoopWakeUp); from another thread use
    /// `handle.wakeUp()`.
    public func wakeUp() { handle.wakeUp() }

    // MARK: Bookkeeping shared with the items

    /// Applies `body` to the items of `mode`, or for `.common` to the common bucket and every common
    /// mode already made (modes made later copy the bucket).
    func forEachItems(in mode: RunLoopMode, create: Bool, _ body: (RunLoopModeItems) -> Void) {
        guard mode == .common else {
            if let items = items(for: mode, create: create) { body(items) }
            return
        }
        body(commonItems)
        for common in commonModes {
            if let items = modes[common] { body(items) }
        }
    }

    func items(for mode: RunLoopMode, create: Bool) -> RunLoopModeItems? {
        if let items = modes[mode] { return items }
        guard create else { return nil }
        let items = RunLoopModeItems(mode: mode, isCommon: commonModes.contains(mode))
        if items.isCommon { commonItems.copyItems(into: items) }
        modes[mode] = items
        return items
    }

    /// Claims an item for this loop; an item already in another loop is refused.
    private func adopt(_ owner: inout EventRunLoop?, describing item: @autoclosure () -> String) -> Bool {
        if let owner, owner !== self {
            reportRunLoopMisuse("add(\(item())): it already belongs to another EventRunLoop; not added")
            return false
        }
        owner = self
        return true
    }

    /// Called by `invalidate()`: the item leaves every mode at once, so an emptied mode ends the run.
    func purge(_ source: RunLoopSource0) { forEveryItems { $0.remove(source) } }
    func purge(_ source: RunLoopSource1) { forEveryItems { $0.remove(source) } }
    func purge(_ timer: RunLoopTimer) { forEveryItems { $0.remove(timer) } }
    func purge(_ observer: RunLoopObserver) { forEveryItems { $0.remove(observer) } }
    func reposition(_ timer: RunLoopTimer) { forEveryItems { $0.reposition(timer) } }

    private func forEveryItems(_ body: (RunLoopModeItems) -> Void) {
        body(commonItems)
        for items in modes.values { body(items) }
    }
}

extension EventRunLoop: CustomStringConvertible {
    /// The current mode, the common modes and every mode's items on one line, for a debugger or a
    /// failing test.
    public var description: String {
        let modeList = modes.values.map(\.description).sorted().joined(separator: ", ")
        return "<EventRunLoop current=\(currentMode?.description ?? "none") common=\(commonModes.map(\.rawValue).sorted()) \(modeList)>"
    }
}
