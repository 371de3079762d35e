import Foundation
import RunLoop

/// On iOS the main run loop is CFRunLoop, and it runs the main dispatch queue
/// and Foundation's timers on every pass. Here the main loop is ours, so the
/// application that runs on the main thread brings both in
/// (`MainThreadBridge`): `DispatchQueue.main.async`, `asyncAfter` and
/// `Timer`s on `RunLoop.main` run on the main thread while it runs, in the
/// modes they were scheduled for.
///
/// One application a process owns the main queue: the first made on the main
/// thread (the demo's, an experiment's, a driver a program runs on its main
/// thread), for as long as it lives. Applications made on other threads —
/// Swift Testing's drivers — never touch it: libdispatch binds the main queue
/// to the main thread, and CF's main loop belongs to that thread too.
extension UIApplication {
    private nonisolated(unsafe) static weak var mainThreadOwner: UIApplication?

    func claimMainThreadServices() {
        guard Thread.isMainThread, Self.mainThreadOwner == nil, let mainQueue = MainDispatchQueuePort.shared else { return }
        Self.mainThreadOwner = self
        mainThreadBridge = MainThreadBridge(application: self, mainQueue: mainQueue)
    }

    /// Whether this application runs the main dispatch queue and Foundation's
    /// main-loop timers (it was the first made on the main thread).
    @_spi(TouchLab) public var servicesMainThreadQueues: Bool { mainThreadBridge != nil }
}
