import Foundation
import RunLoop
import SpringBoard
import XServer

/// A `--script` run in the live window: the player on its own thread, and
/// knowing when the script is over. Over means two things, which arrive in
/// either order: the player has sent its last event (its finish signal, a
/// Source1 on the main loop), and that event's end marker has come back
/// through X → SpringBoard → port, behind every event the script injected —
/// so all of them have been dispatched. Only then may `--explain` print and
/// `--screenshot` be taken.
final class ScriptSession {
    let player: ScriptPlayer
    /// The player failed (one line, the step and what went wrong).
    var onFailure: (String) -> Void = { _ in }
    /// Both halves of the end are in; called once.
    var onOver: () -> Void = {}
    private var finishSource: RunLoopSource1?
    private var playerCompleted = false
    private var inputHandled = false
    private var isOver = false

    /// Script coordinates are the scene's points; XTest wants the X window's pixels.
    init(actions: [ScriptAction], screen: ScreenMapping, window: XWindow, runLoop: EventRunLoop) throws(TouchLabError) {
        do { player = try ScriptPlayer(actions: actions.map { $0.toPixels(screen) }, window: window) } catch {
            throw TouchLabError("\(error)")
        }
        let source = RunLoopSource1(name: "script finished", fileDescriptor: player.finishedFileDescriptor) { [unowned self] in
            self.finishSource?.invalidate()
            self.playerFinished(self.player.outcome ?? .failed("the script player stopped without an outcome"))
        }
        finishSource = source
        runLoop.add(source, forMode: .common)
    }

    func start() { player.start() }

    /// The end marker reached the app: every event injected before it has been handled.
    func inputWasHandled() {
        inputHandled = true
        endIfOver()
    }

    private func playerFinished(_ outcome: ScriptPlayer.Outcome) {
        if case let .failed(message) = outcome { onFailure(message); return }
        playerCompleted = true
        endIfOver()
    }

    private func endIfOver() {
        guard playerCompleted, inputHandled, !isOver else { return }
        isOver = true
        onOver()
    }
}
