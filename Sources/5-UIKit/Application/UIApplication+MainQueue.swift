import Foundation
import RunLoop

/// On iOS the main run loop is CFRunLoop, and every run of it services the
/// main dispatch queue and Foundation's timers. Here the main loop is ours,
/// so an application made on the main thread brings both into its loop
/// (`MainThreadBridge`): `DispatchQueue.main.async`, `asyncAfter` and
/// `Timer`s on `RunLoop.main` run on the main thread while it runs, in the
/// modes they were scheduled for.
///
/// Every application made on the main thread does this, not only one: the
/// main queue and CF's main loop belong to the thread, and whichever loop is
/// running on it services them — as on iOS, where a nested run of the main
/// loop (a replay inside the demo's key handler, say) runs main-queue blocks
/// and timers too. libdispatch refuses a nested drain by itself
/// (`_dispatch_main_queue_callback_4CF` returns at once while a drain is in
/// progress). Applications made on other threads — Swift Testing's drivers —
/// never touch the main queue: libdispatch binds it to the main thread.
extension UIApplication {
    func installMainThreadServices() {
        guard Thread.isMainThread, let mainQueue = MainDispatchQueuePort.shared else { return }
        mainThreadBridge = MainThreadBridge(application: self, mainQueue: mainQueue)
    }

    /// Whether this application runs the main dispatch queue and Foundation's
    /// main-loop timers (it was made on the main thread).
    @_spi(TouchLab) public var servicesMainThreadQueues: Bool { mainThreadBridge != nil }
}
