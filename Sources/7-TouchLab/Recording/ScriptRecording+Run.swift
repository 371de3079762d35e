import Foundation
import Glibc

extension ScriptRecording {
    /// `touchlab --record FILE --script S`: one line and status 1 on any
    /// problem (no script, a bad path, no ffmpeg), before a frame is drawn.
    static func run(_ options: TouchLabOptions, catalog: SceneCatalog) -> ExitReason {
        do {
            guard let path = options.recordPath else { throw TouchLabError("--record: no path") }
            guard let scriptPath = options.scriptPath else {
                throw TouchLabError("--record \(path) needs --script FILE: a recording plays a script")
            }
            let actions: [ScriptAction]
            do { actions = try ScriptParser.parse(contentsOfFile: scriptPath) } catch { throw TouchLabError("\(error)") }
            // A lesson page (`lesson.html`): its place checked before a frame is drawn.
            let lesson = LessonOutput.isLesson(path) ? try LessonOutput(path: path) : nil
            let output = lesson == nil ? try RecordingOutput(path: path) : nil
            let recording = try ScriptRecording(options: options, actions: actions, catalog: catalog)
            // ffmpeg dying must be an error line, not SIGPIPE ending us silently.
            signal(SIGPIPE, SIG_IGN)
            if let lesson {
                try lesson.write(recording)
                if options.printsTrace, let compare = recording.compare { for line in compare.table { print(line) } }
                return .finished(status: 0)
            }
            guard let output else { throw TouchLabError("--record: no output") }
            let sink = try output.open(width: Int(recording.frameSize.width), height: Int(recording.frameSize.height),
                                       fps: recording.fps)
            try recording.render(into: sink)
            if options.printsTrace, let compare = recording.compare {
                for line in compare.table { print(line) }
            }
            return .finished(status: 0)
        } catch {
            FileHandle.standardError.write(Data("touchlab: \(error)\n".utf8))
            return .finished(status: 1)
        }
    }
}
