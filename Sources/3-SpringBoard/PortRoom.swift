import CSystem
#if canImport(Glibc)
import Glibc
#endif
import HID

/// How many messages the app's port can take right now without waiting:
/// the pipe's size minus what is queued in it, asked of the kernel.
///
/// SpringBoard asks before each write and sends only what fits, so it never
/// waits for the app (see `Outbox`). Others may write to the same port
/// meanwhile, so the answer is a forecast, not a promise: a wrong forecast
/// costs a wait in the sender, never an event.
///
/// The kernel is asked only when the room last counted, less what
/// SpringBoard wrote since, is too small for the write at hand: the app only
/// ever takes messages out, so the room can only have grown. A tap's press
/// then costs one system call (the write) instead of two — the `ioctl` was
/// on the path of every press to `touchesBegan`.
struct PortRoom {
    /// The pipe's size in bytes; it never changes after the port is made, so asked once.
    private var pipeBytes: Int?
    /// Messages known to fit: the last count, less what was written since.
    private(set) var known = 0

    /// Whole messages the pipe has room for, asking the kernel only when
    /// fewer than `wanted` are known to fit; `Int.max` when the kernel cannot
    /// say (or the port is closed: let the send report it).
    mutating func messages(atLeast wanted: Int, sender: HIDPortSender) -> Int {
        if known >= wanted && known > 0 { return known }
        let fd = sender.sendFileDescriptor
        guard fd >= 0 else { return .max }
        if pipeBytes == nil {
            let size = csystem_pipe_size(fd)
            guard size > 0 else { return .max }
            pipeBytes = Int(size)
        }
        var queued: Int32 = 0
        guard ioctl(fd, UInt(FIONREAD), &queued) == 0 else { known = 0; return .max }
        known = max(0, pipeBytes! - Int(queued)) / HIDMessage.size
        return known
    }

    /// `count` messages went into the pipe.
    mutating func took(_ count: Int) { known = max(0, known - count) }

    /// A write found less room than forecast (another sender took it): ask the kernel next time.
    mutating func forget() { known = 0 }
}
