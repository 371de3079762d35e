import Foundation
import XServer
import HID

/// `--save-script FILE`: every HID event the app receives is noted (before
/// explain mode or anything else may swallow it) and the script is written
/// when the app ends, however it ends (Q, the close button, a signal, the
/// end of a `--script`).
extension LiveApp {
    /// Checks the path can be written before the window opens: a typo should
    /// cost a line now, not a performance lost at the end.
    static func checkSaveScriptPath(_ path: String) throws(TouchLabError) {
        guard !path.isEmpty else { throw TouchLabError("--save-script: the path is empty") }
        guard FileManager.default.createFile(atPath: path, contents: Data()) else {
            let directory = (path as NSString).deletingLastPathComponent
            let why = !directory.isEmpty && !FileManager.default.fileExists(atPath: directory)
                ? "the folder \(directory) does not exist" : "it cannot be written"
            throw TouchLabError("--save-script \(path): \(why)")
        }
    }

    /// Called for every HID event, first.
    func noteForSavedScript(_ hid: HIDEvent) {
        guard scriptWriter != nil else { return }
        // Waits are real seconds: the app's clock runs at `speed`.
        scriptWriter!.note(hid, clockTime: Double(hid.timestamp) / 1e9, speed: slowMotion.speed)
    }

    func writeSavedScript() {
        guard let path = options.saveScriptPath, let writer = scriptWriter else { return }
        do { try writer.text.write(toFile: path, atomically: true, encoding: .utf8) } catch {
            FileHandle.standardError.write(Data("\(ProgramName.current): --save-script \(path): \(error.localizedDescription)\n".utf8))
            exitStatus = 1
        }
    }
}
