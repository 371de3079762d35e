// CONTRACT STUB — to be replaced by the real implementation (same public API).
public enum HIDPortError: Error, Equatable, CustomStringConvertible {
    case closed
    case systemCall(String, errno: Int32)
    public var description: String { "\(self)" }
}

/// A mach-port-like channel: a receive right (this object, read on the app's
/// run-loop thread) and a send right (`sender`, usable from any thread).
public final class HIDPort {
    public init(capacity: Int = 4096) throws(HIDPortError) { fatalError("stub") }
    public var sender: HIDPortSender { fatalError("stub") }
    /// Readable when at least one message waits: a run-loop Source1 polls it.
    public var receiveFileDescriptor: Int32 { fatalError("stub") }
    /// Non-blocking: delivers waiting events in FIFO order, at most `max`; returns how many.
    @discardableResult
    public func receive(max: Int = .max, _ body: (HIDEvent) -> Void) -> Int { fatalError("stub") }
    public var malformedMessageCount: Int { fatalError("stub") }
    public func close() {}
}

public final class HIDPortSender: @unchecked Sendable {
    public func send(_ event: HIDEvent) throws(HIDPortError) { fatalError("stub") }
    public func sendRaw(_ bytes: [UInt8]) throws(HIDPortError) { fatalError("stub") }
    public var coalescedMoveCount: Int { fatalError("stub") }
}
