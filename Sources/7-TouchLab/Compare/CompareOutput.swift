import Foundation
@_spi(TouchLab) import UIKit

/// Compare mode's labels on what the apps' own code prints: each line an
/// experiment's or scene's code writes to standard output while app A works
/// comes out as `A │ …`, while app B works as `B │ …`; the demo's own output
/// (the `--trace` table) stays as it is.
///
/// Why it can be exact: A and B share one run loop on one thread, and every
/// turn of it that runs an app's code — its port's Source1, its event
/// Source0, its gesture observer, its timers — runs inside that app's
/// `Tracer.during`. So the moment the loop turns from one app to the other
/// (`Tracer.currentWillChange`) is the moment to collect what was written:
///
///     fd 1 ──▶ unlinked file (O_APPEND)      at each turn: fflush(stdio),
///                                             read the file, empty it,
///     the real stdout ◀── "A │ " + line ◀──  prefix each line with who wrote it
///
/// A file rather than a pipe: a long print can never fill a buffer and
/// block the thread that is the only reader. Code that runs outside any
/// `during` (a view's `layoutSubviews`, called from the layout observer) is
/// printed unlabelled, as the demo's own; a line one app leaves unfinished is
/// ended before the other app's first.
final class CompareOutput {
    private let realOutput: Int32
    private let capture: Int32
    private let marks: [(tracer: Tracer, mark: String)]
    /// Who writes now: the mark of the app whose code runs, nil for the demo.
    private var speaker: String?
    private var atLineStart = true
    private var lastSpeaker: String?
    private var isFinished = false

    /// The one capture running, so a flush before the process ends reaches it.
    // nonisolated(unsafe): set and read on the run-loop thread only.
    nonisolated(unsafe) private static weak var active: CompareOutput?

    /// Starts labelling: fd 1 now writes into a file only this object reads.
    /// Nil (and nothing changed) when no file can be made or fd 1 cannot be duplicated.
    init?(a: Tracer, b: Tracer) {
        Self.active?.finish()
        var template = Array("\(NSTemporaryDirectory())/touchlab-output-XXXXXX".utf8CString)
        let file = mkstemp(&template)
        guard file >= 0 else { return nil }
        unlink(template.withUnsafeBufferPointer { String(cString: $0.baseAddress!) })
        _ = fcntl(file, F_SETFL, fcntl(file, F_GETFL) | O_APPEND)
        StandardOutput.flush()
        let saved = dup(1)
        guard saved >= 0, dup2(file, 1) >= 0 else {
            close(file); if saved >= 0 { close(saved) }
            return nil
        }
        realOutput = saved
        capture = file
        marks = [(a, "A │ "), (b, "B │ ")]
        Tracer.currentWillChange = { [unowned self] next in
            let mark = next.flatMap(self.mark(for:))
            guard mark != self.speaker else { return }
            self.collect()
            self.speaker = mark
        }
        Self.active = self
    }

    private func mark(for tracer: Tracer) -> String? { marks.first { $0.tracer === tracer }?.mark }

    /// Writes what was printed since the last turn to the real standard
    /// output, each line marked with who printed it.
    func collect() {
        fflush(nil)
        var written: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65536)
        var offset: off_t = 0
        while true {
            let n = chunk.withUnsafeMutableBytes { pread(capture, $0.baseAddress, $0.count, offset) }
            if n <= 0 { break }
            written += chunk[0..<n]
            offset += off_t(n)
        }
        guard !written.isEmpty else { return }
        _ = ftruncate(capture, 0)
        var out: [UInt8] = []
        if !atLineStart, lastSpeaker != speaker {   // the other's unfinished line ends here
            out.append(10)
            atLineStart = true
        }
        for byte in written {
            if atLineStart, let speaker { out += Array(speaker.utf8) }
            out.append(byte)
            atLineStart = byte == 10
        }
        lastSpeaker = speaker
        out.withUnsafeBytes { buffer in
            var sent = 0
            while sent < buffer.count {
                let n = write(realOutput, buffer.baseAddress! + sent, buffer.count - sent)
                if n > 0 { sent += n } else if n < 0, errno == EINTR { continue } else { break }
            }
        }
    }

    /// Collects the last of it and gives fd 1 back; called when compare mode
    /// ends and before the process does.
    func finish() {
        guard !isFinished else { return }
        isFinished = true
        collect()
        Tracer.currentWillChange = nil
        if Self.active === self { Self.active = nil }
        dup2(realOutput, 1)
        close(realOutput)
        close(capture)
    }

    /// Collects what the running capture holds (`StandardOutput.flush`).
    static func collectActive() { active?.collect() }

    deinit { finish() }
}
