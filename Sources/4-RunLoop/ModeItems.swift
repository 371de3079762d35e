/// Everything scheduled in one mode (CF's `__CFRunLoopMode`): what the loop services while it runs
/// in that mode.
///
/// Kept in the order the loop needs them, so a pass never sorts what it can read in order:
/// Source1s and observers by `order`, timers by fire date. Equal keys keep insertion order.
final class RunLoopModeItems {
    let mode: RunLoopMode
    @exclusivity(unchecked) private(set) var sources0: [RunLoopSource0] = []
    @exclusivity(unchecked) private(set) var sources1: [RunLoopSource1] = []
    @exclusivity(unchecked) private(set) var timers: [RunLoopTimer] = []
    @exclusivity(unchecked) private(set) var observers: [RunLoopObserver] = []
    /// Union of the observers' activities: an activity nobody observes costs one bit test.
    @exclusivity(unchecked) private(set) var observedActivities: RunLoopActivity = []

    /// Whether blocks queued for `.common` run in this mode; kept here so a pass need not hash the name.
    var isCommon: Bool

    init(mode: RunLoopMode, isCommon: Bool) {
        self.mode = mode
        self.isCommon = isCommon
    }

    /// Observers don't count: a mode with only observers has nothing that could ever wake the loop.
    var hasSourcesOrTimers: Bool { !sources0.isEmpty || !sources1.isEmpty || !timers.isEmpty }

    /// The earliest fire date of a timer not currently firing, or `.infinity`.
    var nextTimerFireDate: Double {
        for timer in timers where !timer.isFiring { return timer.fireDate }
        return .infinity
    }

    func add(_ source: RunLoopSource0) {
        guard !sources0.contains(where: { $0 === source }) else { return }
        sources0.append(source)
    }

    func add(_ source: RunLoopSource1) {
        guard !sources1.contains(where: { $0 === source }) else { return }
        sources1.insert(source, at: sources1.firstIndex { $0.order > source.order } ?? sources1.endIndex)
    }

    func add(_ timer: RunLoopTimer) {
        guard !timers.contains(where: { $0 === timer }) else { return }
        insertByFireDate(timer)
    }

    func add(_ observer: RunLoopObserver) {
        guard !observers.contains(where: { $0 === observer }) else { return }
        observers.insert(observer, at: observers.firstIndex { $0.order > observer.order } ?? observers.endIndex)
        observedActivities.formUnion(observer.activities)
    }

    func remove(_ source: RunLoopSource0) { sources0.removeAll { $0 === source } }
    func remove(_ source: RunLoopSource1) { sources1.removeAll { $0 === source } }
    func remove(_ timer: RunLoopTimer) { timers.removeAll { $0 === timer } }

    func remove(_ observer: RunLoopObserver) {
        observers.removeAll { $0 === observer }
        observedActivities = observers.reduce(into: []) { $0.formUnion($1.activities) }
    }

    /// After a timer's fire date changed: move it to its new place, if this mode has it.
    func reposition(_ timer: RunLoopTimer) {
        guard let index = timers.firstIndex(where: { $0 === timer }) else { return }
        timers.remove(at: index)
        insertByFireDate(timer)
    }

    /// Every item, for copying the `.common` items into a mode that becomes common.
    func copyItems(into other: RunLoopModeItems) {
        sources0.forEach(other.add)
        sources1.forEach(other.add)
        timers.forEach(other.add)
        observers.forEach(other.add)
    }

    private func insertByFireDate(_ timer: RunLoopTimer) {
        timers.insert(timer, at: timers.firstIndex { $0.fireDate > timer.fireDate } ?? timers.endIndex)
    }
}

extension RunLoopModeItems: CustomStringConvertible {
    var description: String {
        "<mode \(mode): sources0=\(sources0.map(\.name)) sources1=\(sources1.map(\.name)) "
            + "timers=\(timers.map(\.name)) observers=\(observers.map(\.name))>"
    }
}
