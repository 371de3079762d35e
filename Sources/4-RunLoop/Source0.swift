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
public final class RunLoopSource0 {
    public let name: String
    /// Lower runs first when several are signalled in the same pass; equal orders run in signal order.
    public let order: Int
    let performCallout: () -> Void

    /// 0 = not signalled, else the ticket of the signal that set it. Atomic so that `signal()` from
    /// any thread is one compare-and-swap, with no lock.
    let signalTicket = Atomic<UInt64>(0)
    private let valid = Atomic<Bool>(true)
    weak var runLoop: EventRunLoop?

    public init(name: String, order: Int = 0, perform: @escaping () -> Void) {
        self.name = name
        self.order = order
        self.performCallout = perform
    }

    /// Thread-safe. Marks the source ready; it runs on the next pass (call `wakeUp` when signalling from another thread).
    public func signal() {
        guard signalTicket.load(ordering: .relaxed) == 0, valid.load(ordering: .relaxed) else { return }
        let ticket = signalTicketCounter.wrappingAdd(1, ordering: .relaxed).newValue
        // Sequentially consistent: pairs with the loop re-arming `wakeUp` before it scans the sources
        // (see `EventRunLoop.ignoresWakeUps`), so a signal is never both unseen and un-woken.
        _ = signalTicket.compareExchange(expected: 0, desired: ticket, ordering: .sequentiallyConsistent)
    }

    /// Sequentially consistent for the loop's scan, the other half of the pairing described in `signal()`.
    public var isSignalled: Bool { signalTicket.load(ordering: .sequentiallyConsistent) != 0 }
    public var isValid: Bool { valid.load(ordering: .relaxed) }

    /// Removes the source from its loop; a pending signal is dropped. Call on the loop's thread.
    public func invalidate() {
        guard valid.exchange(false, ordering: .relaxed) else { return }
        runLoop?.purge(self)
    }

    /// Clears the signal before the perform (as CF does), so a perform that signals again is run
    /// again on the next pass instead of being lost.
    func performIfSignalled(tracer: ((RunLoopTraceEvent) -> Void)?) -> Bool {
        guard signalTicket.exchange(0, ordering: .acquiring) != 0, isValid else { return false }
        if let tracer { tracer(.source0(name: name)) }
        performCallout()
        return true
    }

    /// Sorting key when several are signalled: `order`, then signal order.
    func runsBefore(_ other: RunLoopSource0) -> Bool {
        if order != other.order { return order < other.order }
        return signalTicket.load(ordering: .relaxed) < other.signalTicket.load(ordering: .relaxed)
    }
}

extension RunLoopSource0: CustomStringConvertible {
    public var description: String {
        "<RunLoopSource0 \(name) order=\(order)\(isSignalled ? " signalled" : "")\(isValid ? "" : " invalid")>"
    }
}
