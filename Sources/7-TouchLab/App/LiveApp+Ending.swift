import Foundation
import RunLoop
import XServer

/// The ways the demo ends other than a quit key: a termination signal, the
/// window destroyed under it, and a scripted run with `--screenshot`.
extension LiveApp {
    struct Ending {
        var signals: TerminationSignals?
        var signalSource: RunLoopSource1?
        /// The signal that ended the run, if one did.
        var signal: Int32?
        /// The script player has sent its last event (and its end marker).
        var playerCompleted = false
        /// The end marker came through X → SpringBoard → port → Source0: every
        /// event the script injected before it has been handled.
        var inputHandled = false
        var screenshotObserver: RunLoopObserver?
        var screenshotTaken = false
        /// `--explain`'s cards are printed.
        var explained = false
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
        if let path = options.screenshotPath, !ending.screenshotTaken {
            FileHandle.standardError.write(Data("touchlab: the window was closed before the screenshot \(quoted(path)) was taken\n".utf8))
            exitStatus = 1
        }
        application.terminate()
    }

    // MARK: The end of a script

    /// The player has played every action and sent its end marker.
    func scriptPlayerCompleted() {
        ending.playerCompleted = true
        takeScreenshotWhenScriptIsDone()
    }

    /// The end marker reached the app's key handler, behind every event the
    /// script injected: they have all been dispatched.
    func scriptInputWasHandled() {
        ending.inputHandled = true
        takeScreenshotWhenScriptIsDone()
    }

    /// `--screenshot` after a script: the picture is taken when the loop is
    /// next about to sleep — after the gesture observer and the frame commit
    /// (order 2000000) have acted on the last event — and then the demo quits.
    private func takeScreenshotWhenScriptIsDone() {
        if ending.playerCompleted, ending.inputHandled, options.explains, !ending.explained {
            ending.explained = true
            printExplanations()
        }
        guard ending.playerCompleted, ending.inputHandled, ending.screenshotObserver == nil,
              let path = options.screenshotPath else { return }
        let observer = RunLoopObserver(name: "screenshot after the script", activities: .beforeWaiting,
                                       repeats: false, order: 2_000_001) { [unowned self] _ in
            self.ending.screenshotTaken = true
            self.writeScreenshot(to: path)
            self.application.terminate()
        }
        ending.screenshotObserver = observer
        application.runLoop.add(observer, forMode: .common)
    }
}
