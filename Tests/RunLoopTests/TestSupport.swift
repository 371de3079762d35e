import CSystem
import Glibc
import Synchronization
@testable import RunLoop

/// Lines recorded by callouts, possibly from several threads.
final class EventLog: Sendable {
    private let storage = Mutex<[String]>([])
    func append(_ line: String) { storage.withLock { $0.append(line) } }
    var lines: [String] { storage.withLock { $0 } }
}

/// Runs `body` on a fresh pthread and waits for it: a fresh thread has a fresh CFRunLoop, and the
/// loop under test owns the thread as a real app's main loop would. Not `@Sendable`: the caller
/// waits in `pthread_join` while `body` runs, so nothing it captures is used by two threads at once.
func runOnNewThread(_ body: @escaping () -> Void) {
    pthread_join(startThread(body), nil)
}

/// Starts `body` on a thread nobody joins (for "another thread does X later" in callouts).
func detachThread(_ body: @escaping @Sendable () -> Void) {
    pthread_detach(startThread(body))
}

/// Starts `body` on a new joinable pthread.
private func startThread(_ body: @escaping () -> Void) -> pthread_t {
    final class Work { let body: () -> Void; init(_ body: @escaping () -> Void) { self.body = body } }
    var thread = pthread_t()
    let work = Unmanaged.passRetained(Work(body)).toOpaque()
    let status = pthread_create(&thread, nil, { argument in
        Unmanaged<Work>.fromOpaque(argument!).takeRetainedValue().body()
        return nil
    }, work)
    precondition(status == 0, "pthread_create failed: \(status)")
    return thread
}


/// Captures what the loop reports about bad input on this thread instead of printing it.
func capturingMisuse(_ body: () -> Void) -> [String] { capturingRunLoopMisuse(body) }

/// A loop on a virtual clock and a log of its activities, the fixture most tests start from.
func makeVirtualLoop(at start: Double = 0) -> (EventRunLoop, VirtualClock, EventLog) {
    let clock = VirtualClock(now: start)
    let loop = try! EventRunLoop(clock: clock)   // a fixture: no descriptor left ends the test run
    let log = EventLog()
    loop.add(RunLoopObserver(name: "all", activities: .allActivities) { log.append("\($0)") }, forMode: .common)
    return (loop, clock, log)
}

/// A source that is never signalled: it keeps a mode from being empty.
func idleSource() -> RunLoopSource0 { RunLoopSource0(name: "idle") {} }

/// A pipe whose read end is non-blocking, for Source1 tests.
func makePipe() -> (read: Int32, write: Int32) {
    var ends: [Int32] = [0, 0]
    precondition(csystem_pipe_cloexec_nonblock(&ends) == 0)
    return (ends[0], ends[1])
}
