#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// What can go wrong on either end of a `HIDPort`.
///
/// A receiver that stops draining is reported as
/// `.systemCall("poll(POLLOUT) …", errno: ETIMEDOUT)`: the case set is part of
/// the contract other modules switch over, and a timed-out wait is what it is.
public enum HIDPortError: Error, Equatable, CustomStringConvertible {
    /// The other end is gone (receive right closed, or this send right closed).
    case closed
    /// The named call failed with `errno`; ETIMEDOUT when a send waited
    /// `sendTimeout` for room and the event was not sent.
    case systemCall(String, errno: Int32)

    /// One line naming the call and the system's reason.
    public var description: String {
        switch self {
        case .closed:
            return "HID port: closed (the receive right or this send right has been closed)"
        case .systemCall(let call, let code):
            let reason = strerror(code).map { String(cString: $0) } ?? "unknown error"
            return "HID port: \(call) failed: \(reason) (errno \(code))"
        }
    }
}
