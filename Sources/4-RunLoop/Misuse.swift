import CSystem
import Glibc
import Synchronization

/// Bad input must neither crash the app nor hang the loop: say on one line what was wrong and where,
/// then carry on without it.
func reportRunLoopMisuse(_ message: String) {
    if let capture = misuseCaptures.withLock({ $0[pthread_self()] }) {
        capture.messages.append(message)
    } else {
        csystem_print_error_line("RunLoop: \(message)")
    }
}

/// Collects the messages `body` causes on the calling thread instead of printing them, so a test
/// can assert them while other tests run on other threads.
func capturingRunLoopMisuse(_ body: () -> Void) -> [String] {
    let capture = MisuseCapture()
    let thread = pthread_self()
    let outer = misuseCaptures.withLock { captures in
        defer { captures[thread] = capture }
        return captures[thread]
    }
    body()
    misuseCaptures.withLock { $0[thread] = outer }
    return capture.messages
}

/// Collects one thread's messages while `capturingRunLoopMisuse` runs.
// Sendable: only the thread it is registered for (keyed by `pthread_self()`) ever touches it.
private final class MisuseCapture: @unchecked Sendable {
    var messages: [String] = []
}

private let misuseCaptures = Mutex<[pthread_t: MisuseCapture]>([:])
