#if canImport(Glibc)
import Glibc
#endif
import HID

/// How many messages the app's port can take right now without waiting:
/// the pipe's size minus what is queued in it, asked of the kernel.
///
/// SpringBoard asks before each batch, to choose between one write (it
/// fits) and the sender's per-event coalescing path (it does not; see
/// `InputReader.forward`). Others may write to the same port meanwhile, so
/// the answer is a forecast, not a promise: a wrong forecast costs a wait,
/// never an event.
struct PortRoom {
    /// The pipe's size in bytes; it never changes after the port is made, so asked once.
    private var pipeBytes: Int?

    mutating func fits(_ messages: Int, sender: HIDPortSender) -> Bool {
        let fd = sender.sendFileDescriptor
        guard fd >= 0 else { return true }   // closed: let the send report it
        if pipeBytes == nil {
            let size = fcntl(fd, Self.getPipeSize)
            guard size > 0 else { return true }
            pipeBytes = Int(size)
        }
        var queued: Int32 = 0
        guard ioctl(fd, UInt(FIONREAD), &queued) == 0 else { return true }
        return messages * HIDMessage.size <= pipeBytes! - Int(queued)
    }

    /// F_GETPIPE_SZ (F_LINUX_SPECIFIC_BASE + 8): hidden behind _GNU_SOURCE in Swift's Glibc module.
    private static let getPipeSize: Int32 = 1032
}
