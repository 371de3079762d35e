import Glibc

/// One run of the loop, in the order of CFRunLoop.c (`CFRunLoopRunSpecific` and `__CFRunLoopRun`):
///
/// ```
///  run(mode:before:returnAfterSourceHandled:)
///   │ .common, or a mode with no sources, timers or blocks ──────────────────────▶ .finished
///   ▼
///  entry observers
///   │ stopped already? ─────────────────────────────────────────────────────────▶ .stopped
///   ▼
///  ┌▶ beforeTimers observers ─▶ beforeSources observers ─▶ blocks
///  │   ─▶ signalled Source0s (by order, then signal order) ─▶ blocks if one performed
///  │   │
///  │   ├─ a Source0 performed, or the deadline had already passed: poll the ports
///  │   └─ otherwise: beforeWaiting observers ─▶ SLEEP on the wake-up port + the mode's
///  │        Source1 descriptors until the next timer of this mode or the deadline
///  │        ─▶ afterWaiting observers
///  │   ─▶ due timers of this mode ─▶ ready Source1s (by order) ─▶ blocks
///  │   │ a source performed and returnAfterSourceHandled ─────────────────────────▶ .handledSource
///  │   │ deadline passed ─────────────────────────────────────────────────────────▶ .timedOut
///  │   │ stop() called ───────────────────────────────────────────────────────────▶ .stopped
///  │   │ mode now empty ──────────────────────────────────────────────────────────▶ .finished
///  └───┘
///  exit observers (around every result after entry)
/// ```
///
/// Timers do not make a pass "handle a source": a timer alone never returns `.handledSource`.
/// With a virtual clock the sleep is a zero-timeout poll, then a jump of the clock to the next
/// timer or the deadline, whichever is first.
extension EventRunLoop {
    /// Like `CFRunLoopRunInMode`: `deadline` is an absolute clock time.
    @discardableResult
    public func run(mode: RunLoopMode = .default, before deadline: Double,
                    returnAfterSourceHandled: Bool = false) -> RunLoopRunResult {
        guard mode != .common else {
            reportRunLoopMisuse("run(mode: .common): .common is a set of modes and cannot be run; run .default or .tracking")
            return .finished
        }
        // Made on demand, as CF's perform-block does, so blocks queued for a new mode keep it alive.
        guard let items = items(for: mode, create: true), !isEmpty(items) else { return .finished }

        let depth = runningModes.count
        if depth == scratchByDepth.count { scratchByDepth.append(PassScratch(wakeUpPort: wakeUpPort.fileDescriptor)) }
        let scratch = scratchByDepth[depth]
        runningModes.append(mode)
        shared.activeRuns.add(1, ordering: .sequentiallyConsistent)
        // Each run has its own stop flag (CF's per-run data): a stop meant for an outer run that is
        // still pending survives this nested run.
        let outerStopRequested = shared.stopRequested.exchange(false, ordering: .sequentiallyConsistent)
        defer {
            shared.stopRequested.store(outerStopRequested, ordering: .sequentiallyConsistent)
            shared.activeRuns.subtract(1, ordering: .sequentiallyConsistent)
            runningModes.removeLast()
        }

        notify(.entry, items)
        let result: RunLoopRunResult
        if shared.stopRequested.exchange(false, ordering: .sequentiallyConsistent) {
            result = .stopped
        } else {
            result = runPasses(items, until: deadline, returnAfterSourceHandled, scratch)
        }
        notify(.exit, items)
        return result
    }

    private func runPasses(_ items: RunLoopModeItems, until deadline: Double, _ stopAfterHandle: Bool,
                           _ scratch: PassScratch) -> RunLoopRunResult {
        // `!(>)` so that a NaN deadline counts as passed rather than as forever.
        let deadlineAlreadyPassed = !(deadline > clock.now)
        while true {
            shared.ignoresWakeUps.store(false, ordering: .sequentiallyConsistent)
            notify(.beforeTimers, items)
            notify(.beforeSources, items)
            blocks.runBlocks(for: items.mode, modeIsCommon: items.isCommon)

            var sourceHandled = performSignalledSources0(items, stopAfterHandle, scratch)
            if sourceHandled { blocks.runBlocks(for: items.mode, modeIsCommon: items.isCommon) }

            let poll = sourceHandled || deadlineAlreadyPassed
            scratch.portSet.fill(with: items.sources1)
            if poll {
                scratch.portSet.wait(timeout: 0)
            } else {
                notify(.beforeWaiting, items)
                sleep(until: min(items.nextTimerFireDate, deadline), on: scratch.portSet)
            }
            shared.ignoresWakeUps.store(true, ordering: .sequentiallyConsistent)
            if !poll { notify(.afterWaiting, items) }

            if scratch.portSet.isWakeUpPortReady { wakeUpPort.drain() }
            fireDueTimers(items, scratch)
            if performReadySources1(scratch.portSet, stopAfterHandle) { sourceHandled = true }
            scratch.portSet.clear()
            blocks.runBlocks(for: items.mode, modeIsCommon: items.isCommon)

            if sourceHandled && stopAfterHandle { return .handledSource }
            if clock.now >= deadline { return .timedOut }
            if shared.stopRequested.exchange(false, ordering: .sequentiallyConsistent) { return .stopped }
            if isEmpty(items) { return .finished }
        }
    }

    /// The only place the loop blocks. Real time: `ppoll` until a port is ready or `wakeTime`.
    /// Virtual time: take what is ready now; if nothing is, move the clock to `wakeTime` instead of
    /// sleeping. Only when there is nothing to move to (no timer, no deadline) does a virtual loop
    /// block, because then only another thread can make anything happen.
    private func sleep(until wakeTime: Double, on portSet: PortSet) {
        if clockIsVirtual {
            if portSet.wait(timeout: 0) { return }
            if wakeTime.isFinite { clock.advance(to: wakeTime) } else { portSet.wait(timeout: .infinity) }
        } else {
            portSet.wait(timeout: wakeTime.isFinite ? clock.realInterval(for: wakeTime - clock.now) : .infinity)
        }
    }

    /// The tracer, then the observers in ascending order. An activity nobody observes costs a bit test.
    @inline(__always)
    private func notify(_ activity: RunLoopActivity, _ items: RunLoopModeItems) {
        if let tracer { tracer(.activity(activity)) }
        if !items.observedActivities.isDisjoint(with: activity) { callObservers(activity, items) }
    }

    private func callObservers(_ activity: RunLoopActivity, _ items: RunLoopModeItems) {
        // Iterating the array value is a snapshot: observers added by a callout wait for the next activity.
        for observer in items.observers where observer.isValid && !observer.isFiring
            && !observer.activities.isDisjoint(with: activity) {
            observer.isFiring = true
            observer.callout(activity)
            observer.isFiring = false
            if !observer.repeats { observer.invalidate() }
        }
    }

    /// One signalled source (the common case) is performed directly; only two or more are gathered
    /// and sorted, in a buffer that keeps its capacity. With `stopAfterHandle`, the first perform
    /// ends the step and the others stay signalled for the next run.
    private func performSignalledSources0(_ items: RunLoopModeItems, _ stopAfterHandle: Bool,
                                          _ scratch: PassScratch) -> Bool {
        var first: RunLoopSource0?
        for source in items.sources0 where source.isSignalled {
            if first == nil {
                first = source
            } else {
                if scratch.signalledSources0.isEmpty { scratch.signalledSources0.append(first!) }
                scratch.signalledSources0.append(source)
            }
        }
        guard let first else { return false }
        if scratch.signalledSources0.isEmpty { return first.performIfSignalled(tracer: tracer) }

        scratch.sortSignalledSources0()
        var handled = false
        // By index, holding no second reference to the buffer: clearing it below must not copy it.
        for index in scratch.signalledSources0.indices
        where scratch.signalledSources0[index].performIfSignalled(tracer: tracer) {
            handled = true
            if stopAfterHandle { break }
        }
        scratch.signalledSources0.removeAll(keepingCapacity: true)
        return handled
    }

    /// Fires the timers of this mode that were due when the step began, earliest first. A timer a
    /// callout makes due, or adds, waits for the next pass, as in CF.
    private func fireDueTimers(_ items: RunLoopModeItems, _ scratch: PassScratch) {
        let now = clock.now
        guard let earliest = items.timers.first, earliest.fireDate <= now else { return }  // sorted: none due
        for timer in items.timers {
            if timer.fireDate > now { break }
            if !timer.isFiring { scratch.dueTimers.append(timer) }
        }
        for index in scratch.dueTimers.indices { fire(scratch.dueTimers[index]) }
        scratch.dueTimers.removeAll(keepingCapacity: true)
    }

    private func fire(_ timer: RunLoopTimer) {
        let firedDate = timer.fireDate
        guard timer.isValid, !timer.isFiring, firedDate <= clock.now else { return }
        timer.isFiring = true
        if let tracer { tracer(.timer(name: timer.name)) }
        timer.handler(timer)
        timer.isFiring = false
        guard timer.interval > 0 else { return timer.invalidate() }
        // A later date set by the handler wins; otherwise keep to the grid and skip missed firings.
        guard timer.isValid, timer.fireDate <= firedDate else { return }
        timer.fireDate = timer.nextGridDate(after: firedDate, now: clock.now)
    }

    private func performReadySources1(_ portSet: PortSet, _ stopAfterHandle: Bool) -> Bool {
        var handled = false
        for index in portSet.sources.indices {
            let readiness = portSet.readiness(ofSourceAt: index)
            guard readiness != 0 else { continue }
            let source = portSet.sources[index]
            if readiness & Int16(POLLNVAL) != 0 {
                reportRunLoopMisuse("\(source): descriptor \(source.fileDescriptor) is not open; source invalidated")
                source.invalidate()
                continue
            }
            guard source.isValid else { continue }  // invalidated by an earlier callout of this step
            if let tracer { tracer(.source1(name: source.name)) }
            source.performCallout()
            handled = true
            if stopAfterHandle { break }
        }
        return handled
    }

    /// CF's rule: sources, Source1s and timers keep a mode alive, and so do blocks queued for it;
    /// observers do not.
    private func isEmpty(_ items: RunLoopModeItems) -> Bool {
        !items.hasSourcesOrTimers && !blocks.hasBlocks(for: items.mode, modeIsCommon: items.isCommon)
    }
}
