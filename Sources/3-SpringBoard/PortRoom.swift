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
struct PortRoom {
    /// The pipe's size in bytes; it never changes after the port is made, so asked once.
    private var pipeBytes: Int?

    /// Whole messages the pipe has room for; `Int.max` when the kernel cannot
    /// say (or the port is closed: let the send report it).
    mutating func messages(sender: HIDPortSender) -> Int {
        let fd = sender.sendFileDescriptor
        guard fd >= 0, let pipeBytes = pipeSize(fd) else { return .max }
        guard let queued = Self.queuedBytes(fd) else { return .max }
        return max(0, pipeBytes - queued) / HIDMessage.size
    }

    /// Whole messages an empty pipe has room for: what `messages` would
    /// answer right after `portIsEmpty` said yes, without asking the kernel.
    /// The press the app waits for is written right after that question, so
    /// no `ioctl` stands between reading it from X and writing it
    /// (PipelineAndBenchmarks, "The X path, hop by hop").
    mutating func messagesInEmptyPort(sender: HIDPortSender) -> Int {
        let fd = sender.sendFileDescriptor
        guard fd >= 0, let pipeBytes = pipeSize(fd) else { return .max }
        return pipeBytes / HIDMessage.size
    }

    /// The pipe's size, asked of the kernel the first time; nil when it cannot say.
    private mutating func pipeSize(_ fd: Int32) -> Int? {
        if let pipeBytes { return pipeBytes }
        let size = csystem_pipe_size(fd)
        guard size > 0 else { return nil }
        pipeBytes = Int(size)
        return pipeBytes
    }

    /// Whether the app has read everything written to its port so far (the
    /// pipe holds no byte): it is caught up, and waits for the next event.
    /// The two ends count what they wrote and read (`HIDPipeTraffic`), so
    /// this costs no system call: it is asked for every action, on the way
    /// from X to `touchesBegan`. False once the port is closed.
    func portIsEmpty(sender: HIDPortSender) -> Bool {
        sender.receiverHasReadEverything
    }

    /// The bytes written to the pipe and not yet read (`FIONREAD`); nil when the kernel cannot say.
    private static func queuedBytes(_ fd: Int32) -> Int? {
        var queued: Int32 = 0
        return ioctl(fd, UInt(FIONREAD), &queued) == 0 ? Int(queued) : nil
    }
}
