import Foundation
import XServer
import RunLoop

/// `--screenshot FILE`, taken once. The path is checked before the window
/// opens (a typo costs a line at once, not a whole script's run); after a
/// script the picture waits until the loop is next about to sleep — after
/// the gesture observer and the frame commit (order 2000000) have acted on
/// the last event — so it shows what a person would see; and a failure is
/// one line naming the path, not Cairo's "error while writing to output stream".
final class ScreenshotTaker {
    let path: String
    /// The picture has been written (or its writing failed and was reported).
    private(set) var isTaken = false
    private var observer: RunLoopObserver?

    init(path: String) throws(TouchLabError) {
        try ScreenshotPath.check(path)
        self.path = path
    }

    /// Calls `take` at the loop's next `beforeWaiting`, after the frame commit.
    func takeWhenLoopSleeps(on runLoop: EventRunLoop, _ take: @escaping () -> Void) {
        guard observer == nil else { return }
        let observer = RunLoopObserver(name: "screenshot after the script", activities: .beforeWaiting,
                                       repeats: false, order: 2_000_001) { _ in take() }
        self.observer = observer
        runLoop.add(observer, forMode: .common)
    }

    /// Writes the picture with `render`; false, with the reason on standard error, if it could not.
    func write(_ render: (_ path: String) throws -> Void) -> Bool {
        isTaken = true
        do {
            try render(path)
            return true
        } catch {
            // Cairo's own words are vague: say what is wrong with the path if something is.
            let reason: Any
            do { try ScreenshotPath.check(path); reason = error } catch { reason = error }
            FileHandle.standardError.write(Data("\(ProgramName.current): \(reason)\n".utf8))
            return false
        }
    }
}
