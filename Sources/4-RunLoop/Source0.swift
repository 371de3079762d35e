import Synchronization

/// Gives signals a total order. CF stamps each signal with the time; a counter yields the same order
/// ("signalled earlier runs earlier") without reading a clock in `signal()`, and never ties.
private let signalTicketCounter = Atomic<UInt64>(0)

/// A source that runs only when signalled (CFRunLoopSource version 0).
///
/// The rule: `signal()` marks it, the loop's next pass performs it, once per signal however many
/// times it was signalled. Signalling does not wake a sleeping loop; call `EventRunLoop.wakeUp()`
/// too when signalling from another thread (UIKit's event queue works this way: a Source1 callback
/// enqueues the HID event and signals the Source0 that dispatches it).
///
/// Another thread signals through `handle`, a `Sendable` value; the source itself (its perform
/// callout, its loop) stays on the loop's thread.
public final class RunLoopSource0 {
    /// Shown in traces (`source0 <name>`) and in `description`.
    public let name: String
    /// Lower runs first when several are signalled in the same pass; equal orders run in signal order.
    public let order: Int
    let performCallout: () -> Void

    /// The signal and validity flags, shared with the `Handle`s other threads hold.
    let state = Source0SignalState()
    weak var runLoop: EventRunLoop?

    /// `perform` runs on the loop's thread, once per pass in which the source is signalled.
    public init(name: String, order: Int = 0, perform: @escaping () -> Void) {
        self.name = name
        self.order = order
        self.performCallout = perform
    }

    /// What another thread holds to signal this source.
    public var handle: Handle { Handle(state: state) }

    /// Marks the source ready; it runs on the next pass. Thread-safe, but from another thread use
    /// `handle.signal()` (and wake the loop).
    public func signal() { state.signal() }

    /// Sequentially consistent for the loop's scan, the other half of the pairing described in
    /// `Source0SignalState.signal()`.
    public var isSignalled: Bool { state.ticket.load(ordering: .sequentiallyConsistent) != 0 }
    /// False once `invalidate()` ran: the source is out of every mode and ignores signals.
    public var isValid: Bool { state.valid.load(ordering: .relaxed) }

    /// Removes the source from its loop; a pending signal is dropped. Call on the loop's thread.
    public func invalidate() {
        guard state.valid.exchange(false, ordering: .relaxed) else { return }
        runLoop?.purge(self)
    }

    /// Clears the signal before the perform (as CF does), so a perform that signals again is run
    /// again on the next pass instead of being lost.
    func performIfSignalled(tracer: ((RunLoopTraceEvent) -> Void)?) -> Bool {
        guard state.ticket.exchange(0, ordering: .acquiring) != 0, isValid else { return false }
        if let tracer { tracer(.source0(name: name)) }
        performCallout()
        return true
    }

    /// Sorting key when several are signalled: `order`, then signal order.
    func runsBefore(_ other: RunLoopSource0) -> Bool {
        if order != other.order { return order < other.order }
        return state.ticket.load(ordering: .relaxed) < other.state.ticket.load(ordering: .relaxed)
    }
}

extension RunLoopSource0 {
    /// Signals a `RunLoopSource0` from any thread (CFRunLoopSourceSignal). A `Sendable` value:
    /// it holds the source's signal flag only, never its perform callout or its loop.
    public struct Handle: Sendable {
        let state: Source0SignalState

        /// Marks the source ready for the loop's next pass; wake the loop after it
        /// (`EventRunLoop.Handle.wakeUp()`). Ignored once the source is invalidated.
        public func signal() { state.signal() }

        /// Whether the signal is still waiting for the loop's pass (what a sender spins on to pace
        /// its signals).
        public var isSignalled: Bool { state.ticket.load(ordering: .sequentiallyConsistent) != 0 }
    }
}

/// A Source0's cross-thread half: two atomics, so `signal()` from any thread is one
/// compare-and-swap, with no lock.
final class Source0SignalState: Sendable {
    /// 0 = not signalled, else the ticket of the signal that set it.
    let ticket = Atomic<UInt64>(0)
    let valid = Atomic<Bool>(true)

    func signal() {
        guard ticket.load(ordering: .relaxed) == 0, valid.load(ordering: .relaxed) else { return }
        let newTicket = signalTicketCounter.wrappingAdd(1, ordering: .relaxed).newValue
        // Sequentially consistent: pairs with the loop re-arming `wakeUp` before it scans the sources
        // (see `EventRunLoopSharedState.ignoresWakeUps`), so a signal is never both unseen and un-woken.
        _ = ticket.compareExchange(expected: 0, desired: newTicket, ordering: .sequentiallyConsistent)
    }
}

extension RunLoopSource0: CustomStringConvertible {
    /// Name, order and whether a signal is pending, on one line.
    public var description: String {
        "<RunLoopSource0 \(name) order=\(order)\(isSignalled ? " signalled" : "")\(isValid ? "" : " invalid")>"
    }
}
