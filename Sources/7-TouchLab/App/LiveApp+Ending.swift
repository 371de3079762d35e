import Foundation
import RunLoop
import XServer

/// The ways the demo ends other than a quit key: a termination signal and
/// the window destroyed under it. (A scripted run with `--screenshot` ends
/// through `ScriptSession` and `ScreenshotTaker`.)
extension LiveApp {
    struct Ending {
        var signals: TerminationSignals?
        var signalSource: RunLoopSource1?
        /// The signal that ended the run, if one did.
        var signal: Int32?
    }

    var exitReason: ExitReason {
        ending.signal.map { .signalled($0) } ?? .finished(status: exitStatus)
    }

    // MARK: Signals

    /// SIGINT, SIGTERM, SIGHUP end the run like `Q` does (see `TerminationSignals`).
    func installTerminationSignals() {
        guard let signals = try? TerminationSignals() else { return }   // no pipe: keep the default actions
        let source = RunLoopSource1(name: "termination signals", fileDescriptor: signals.fileDescriptor) { [unowned self] in
            guard let signo = self.ending.signals?.take() else { return }
            self.ending.signal = signo
            self.application.terminate()
        }
        ending.signals = signals
        ending.signalSource = source
        application.runLoop.add(source, forMode: .common)
    }

    /// Called once everything is flushed: from here a signal takes its default action.
    func removeTerminationSignals() {
        ending.signalSource?.invalidate()
        ending.signalSource = nil
        ending.signals = nil
    }

    // MARK: The window destroyed

    /// `xdotool windowclose`, or any client's XDestroyWindow: with no window
    /// there is nothing to show and no key left to quit with, so the demo
    /// ends normally (status 0), as it does when the close button is used.
    /// With `--screenshot` still to come, that is a failure to say, not a
    /// silent exit without the file.
    func windowWasDestroyed() {
        xWindow.windowWasDestroyed()
        if let screenshot, !screenshot.isTaken {
            FileHandle.standardError.write(Data("\(ProgramName.current): the window was closed before the screenshot \(quoted(screenshot.path)) was taken\n".utf8))
            exitStatus = 1
        }
        application.terminate()
    }
}
