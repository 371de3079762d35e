import Foundation
import Synchronization

/// Collects `TraceEvent`s for one application.
///
/// Why a thread-local "current" tracer: overrides of `hitTest` and the default
/// touches methods run deep inside user code with no reference to the
/// application; the application makes its tracer current while it handles an
/// event, and those places ask for it. Switched off (no enabled tracer in the
/// process), `trace(_:)` is one load and one branch, and the event is never built.
public final class Tracer {
    /// Makes a tracer with no sinks, not recording: disabled until one is added.
    public init() {}

    /// Receives each event as it happens, on the run-loop thread.
    public func addSink(_ sink: @escaping (TraceEvent) -> Void) {
        sinks.append { sink($0.event) }
        updateEnabled()
    }
    /// Receives each event with its sequence number, time and touch.
    public func addRecordSink(_ sink: @escaping (TraceRecord) -> Void) {
        sinks.append(sink)
        updateEnabled()
    }
    /// Removes every sink added with ``addSink(_:)`` or ``addRecordSink(_:)``.
    /// A sink may hold the last reference to a view; what that view's deinit
    /// traces comes after the removal (``holdingEvents(_:)``).
    public func removeAllSinks() {
        var old: [(TraceRecord) -> Void] = []
        holdingEvents {
            swap(&old, &sinks)
            updateEnabled()
            old = []
        }
    }
    @exclusivity(unchecked) private var sinks: [(TraceRecord) -> Void] = []

    // The stored properties every event reads or writes (`sinks`,
    // `nextSequence`, `isRecording`, `enabled`, `isHolding`, `held`, `clock`,
    // `currentTouchID`) are `@exclusivity(unchecked)`: a drag emits some 40
    // events a move, and Swift's run-time check of each access to a class's
    // stored property was four checks an event, a tenth of what stamping one
    // cost (issue 25). The tracer belongs to its application's run-loop
    // thread, and what the checks once caught — a deinit tracing into the
    // store being emptied (issue 24) — is prevented by `holdingEvents`, not
    // by the checks; `records`, the store that bug was about, stays checked.

    /// Where stamps read the time: the application's run-loop clock.
    @exclusivity(unchecked) public var clock: (() -> TimeInterval)?
    /// The touch being dispatched: events that name no touch of their own
    /// (hit-test visits, `sendEvent`, recognizer states) are stamped with it.
    /// The application sets it as it turns a HID event into a touch.
    @exclusivity(unchecked) public var currentTouchID: Int?
    /// The sequence number the next event gets.
    @exclusivity(unchecked) public private(set) var nextSequence = 1

    /// Keep every event in `records` (tests read it).
    @exclusivity(unchecked) public var isRecording = false { didSet { updateEnabled() } }
    /// The events kept while ``isRecording`` is on, with their stamps.
    public private(set) var records: [TraceRecord] = []
    /// The recorded events without their stamps.
    public var recorded: [TraceEvent] { records.map(\.event) }
    /// Forgets the recorded events; recording goes on if it is on.
    ///
    /// The records may hold the last reference to a view, and a view's
    /// deinit may trace (a scroll view leaves the tracking mode): the old
    /// records are let go outside any access to ``records``, and what the
    /// deinits trace is recorded after (issue 24: clearing the trace freed a
    /// scroll view whose deinit traced into the array being cleared —
    /// "Simultaneous accesses", and the process stopped).
    public func clearRecorded() {
        var old: [TraceRecord] = []
        holdingEvents {
            swap(&old, &records)
            records.reserveCapacity(old.count)
            old = []
        }
    }

    /// Whether anything listens: a sink, or ``isRecording``. When nothing does,
    /// the engine builds no trace events at all.
    public var isEnabled: Bool { enabled }
    @exclusivity(unchecked) private var enabled = false

    private func updateEnabled() {
        let now = isRecording || !sinks.isEmpty
        guard now != enabled else { return }
        enabled = now
        Tracer.count(now ? 1 : -1)
    }

    deinit {
        if enabled { Tracer.count(-1) }
    }

    /// Stamps and reports `event` now, whichever tracer is current (the demo
    /// reports its own what-if switches this way, outside any dispatch).
    @_spi(TouchLab) public func emit(_ event: TraceEvent) {
        if isHolding { held.append(event); return }
        isHolding = true
        stamp(event)
        releaseHeld()
    }

    /// Runs `body` with the tracer taking no event in: what is emitted
    /// meanwhile — by a sink's own code, or by the deinit of an object that
    /// `body` lets go — is stamped and delivered after `body`, in order.
    ///
    /// Why: nothing the tracer does may re-enter it. A sink or the records
    /// can hold the last reference to a view; a sink's owner that empties
    /// its store (the demo's `R`) frees views whose deinits trace, into the
    /// very store being emptied. Wrapping the emptying in this makes those
    /// events arrive once the store is whole again.
    public func holdingEvents<T>(_ body: () throws -> T) rethrows -> T {
        if isHolding { return try body() }
        isHolding = true
        defer { releaseHeld() }
        return try body()
    }

    /// True while an event is being stamped and delivered, or `holdingEvents` runs.
    @exclusivity(unchecked) private var isHolding = false
    /// Events emitted while holding, oldest first.
    @exclusivity(unchecked) private var held: [TraceEvent] = []

    private func stamp(_ event: TraceEvent) {
        let record = TraceRecord(sequence: nextSequence, time: clock?() ?? 0,
                                 touchID: event.touchID ?? currentTouchID, event: event)
        nextSequence += 1
        if isRecording { records.append(record) }
        for sink in sinks { sink(record) }
    }

    /// Delivers the held events (and any they set off), then stops holding.
    private func releaseHeld() {
        while !held.isEmpty {
            let next = held.removeFirst()
            stamp(next)
        }
        isHolding = false
    }

    /// Runs `body` with this tracer current on this thread (nests).
    public func during<T>(_ body: () throws -> T) rethrows -> T {
        let previous = Tracer.current
        guard previous !== self else { return try body() }
        Tracer.currentWillChange?(self)
        Tracer.current = self
        defer {
            Tracer.currentWillChange?(previous)
            Tracer.current = previous
        }
        return try body()
    }

    /// Called on the run-loop thread just before another tracer (or none)
    /// becomes current, with that tracer: the moment the loop turns from one
    /// application's work to another's. The demo's compare mode sets it to
    /// label what each app's code prints A or B (`CompareOutput`); set it
    /// before the loop runs and clear it after, on that thread.
    // nonisolated(unsafe): written only while no application runs, read on the one run-loop thread.
    @_spi(TouchLab) public nonisolated(unsafe) static var currentWillChange: ((Tracer?) -> Void)?

    // MARK: Process-wide switch and the per-thread current tracer

    private static let enabledTracers = Mutex<Int>(0)
    /// Whether any tracer in the process is enabled: read on every dispatch
    /// step, from any application's thread, so an atomic (a relaxed load is a
    /// plain load on x86 and ARM). Written only under `enabledTracers`' lock,
    /// so the flag and the count never disagree.
    private static let anyEnabledFlag = Atomic<Bool>(false)
    static var anyEnabled: Bool { anyEnabledFlag.load(ordering: .relaxed) }

    private static func count(_ change: Int) {
        enabledTracers.withLock { count in
            count += change
            anyEnabledFlag.store(count > 0, ordering: .relaxed)
        }
    }

    static var current: Tracer? {
        get { currentKey.get() }
        set { currentKey.set(newValue) }
    }
    private static let currentKey = ThreadLocal<Tracer>()
}

/// True when some tracer is on: callers skip building expensive trace-only data.
@inline(__always) var traceIsOn: Bool { Tracer.anyEnabled }

/// Reports an event to the current tracer; free when tracing is off.
@inline(__always) func trace(_ event: @autoclosure () -> TraceEvent) {
    guard Tracer.anyEnabled, let tracer = Tracer.current, tracer.isEnabled else { return }
    tracer.emit(event())
}
