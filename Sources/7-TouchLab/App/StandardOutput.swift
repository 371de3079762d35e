import Foundation

/// Flushing standard output before the process may end (a signal, a lost X
/// server, the end of a run), so a trace piped to a file is never cut short.
enum StandardOutput {
    /// `fflush(NULL)` flushes every output stream, stdout among them; it
    /// avoids reading Glibc's `stdout`, a mutable C global that Swift 6 does
    /// not let nonisolated code read.
    /// In compare mode the apps' own output waits in `CompareOutput`'s file:
    /// it is labelled and passed on too.
    static func flush() {
        fflush(nil)
        CompareOutput.collectActive()
    }
}
