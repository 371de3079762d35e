import Glibc
import HID
import Synchronization
import Foundation

/// Waits (poll, bounded) until the port has something to read. The tests
/// block the way a run loop does instead of sleeping.
func waitUntilReadable(_ port: HIDPort, milliseconds: Int32 = 5_000) -> Bool {
    var descriptor = pollfd(fd: port.receiveFileDescriptor, events: Int16(POLLIN), revents: 0)
    return poll(&descriptor, 1, milliseconds) > 0
}

func isReadableNow(_ port: HIDPort) -> Bool { waitUntilReadable(port, milliseconds: 0) }

/// Drains everything currently in the pipe.
func drain(_ port: HIDPort) -> [HIDEvent] {
    var events: [HIDEvent] = []
    port.receive { events.append($0) }
    return events
}

func move(_ stamp: UInt64, x: Double? = nil) -> HIDEvent {
    HIDEvent(kind: .pointerMove, timestamp: stamp, x: x ?? Double(stamp), y: 1)
}
func press(_ stamp: UInt64) -> HIDEvent { HIDEvent(kind: .pointerDown, timestamp: stamp, x: 5, y: 5, button: 1) }
func release(_ stamp: UInt64) -> HIDEvent { HIDEvent(kind: .pointerUp, timestamp: stamp, x: 5, y: 5, button: 1) }
func key(_ stamp: UInt64) -> HIDEvent { HIDEvent(kind: .key, timestamp: stamp, keyCode: 0x61) }
func scroll(_ stamp: UInt64) -> HIDEvent { HIDEvent(kind: .scroll, timestamp: stamp, deltaY: -3) }

/// Runs `body` on its own thread (the way SpringBoard's thread sends) and
/// lets the test wait for it and see what it threw.
final class SenderThread: Sendable {
    private let finished = DispatchSemaphore(value: 0)
    private let failure = Mutex<HIDPortError?>(nil)

    init(_ body: @escaping @Sendable () throws(HIDPortError) -> Void) {
        let thread = Thread { [self] in
            do throws(HIDPortError) { try body() } catch { failure.withLock { $0 = error } }
            finished.signal()
        }
        thread.start()
    }

    /// The error the thread ended with, after waiting (bounded) for it to end.
    func join(seconds: Double = 10) -> (finished: Bool, error: HIDPortError?) {
        let done = finished.wait(timeout: .now() + seconds) == .success
        return (done, failure.withLock { $0 })
    }
}

extension HIDPortError {
    var isTimeout: Bool {
        if case .systemCall(_, errno: ETIMEDOUT) = self { return true }
        return false
    }
}
