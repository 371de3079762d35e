#if canImport(Glibc)
import Glibc
#endif
import XServer

/// What can stop SpringBoard from reading a window's input, phrased for the
/// person at the terminal.
public enum SpringBoardError: Error, Equatable, Sendable, CustomStringConvertible {
    /// Opening SpringBoard's own connection, or selecting the window's input on it, failed.
    case cannotReadInput(window: UInt, XServerError)
    /// `start()` was called a second time, or after `stop()`.
    case alreadyStarted
    /// Making the stop signal's pipe or the thread failed (`errno` as the call set it).
    case systemCall(String, errno: Int32)

    /// One line for the terminal; a BadAccess says how to fix it (`inputMask: 0`).
    public var description: String {
        switch self {
        case let .cannotReadInput(window, error):
            return "SpringBoard: cannot read the input of window 0x\(String(window, radix: 16)): \(error)"
                + (error.isBadAccess ? " (another client already reads its button presses: create the window with inputMask: 0)" : "")
        case .alreadyStarted:
            return "SpringBoard: start() was already called; make a new SpringBoard to read again"
        case let .systemCall(call, code):
            return "SpringBoard: \(call) failed: \(String(cString: strerror(code))) (errno \(code))"
        }
    }
}

private extension XServerError {
    var isBadAccess: Bool {
        if case let .protocolError(_, error, _) = self { return error.contains("BadAccess") }
        return false
    }
}
