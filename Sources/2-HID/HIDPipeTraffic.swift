import Synchronization

/// The bytes a port's send right has put into its pipe and the bytes its
/// receive right has taken out, each counted by its own end as it goes:
/// equal exactly when the pipe holds nothing.
///
/// Both ends live in this process (SpringBoard's thread writes, the app's
/// run-loop thread reads), so whether the app has read everything sent so
/// far is known here without asking the kernel. SpringBoard asks that for
/// every press, release, scroll or key, before deciding to write it at once
/// (`InputReader`); through `FIONREAD` the question cost a system call on
/// the path from X to `touchesBegan` (PipelineAndBenchmarks, "The X path,
/// hop by hop").
///
/// Each count moves after its system call returns, so for the instant
/// between a `read` and its count the pipe is emptier than the counts say
/// (the answer is "not yet": the event waits for the end of the drain, as
/// before), and for the instant between another thread's `write` and its
/// count it is fuller — the same race the kernel's answer had, since
/// another sender could always write between the question and the write:
/// a wrong answer costs a wait in the sender, never an event.
final class HIDPipeTraffic: Sendable {
    /// Bytes written into the pipe by any sender through `HIDPortSender`.
    let written = Atomic<UInt64>(0)
    /// Bytes read out of the pipe by `HIDPort.receive`.
    let read = Atomic<UInt64>(0)

    /// True when every byte written has been read.
    var isDrained: Bool {
        // `read` first: bytes written meanwhile make the answer "not yet", the safe side.
        let taken = read.load(ordering: .acquiring)
        return taken == written.load(ordering: .acquiring)
    }
}
