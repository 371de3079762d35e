import Drawing
import Foundation
import XServer
import Glibc

extension ScriptRecording {
    /// A GIF's palette is built from every this-many-th frame: the demo's
    /// colours repeat from frame to frame, and the pass costs a third.
    static let paletteSampleStride = 3

    /// `touchlab --record FILE --script S`: one line and status 1 on any
    /// problem (no script, a bad path, no ffmpeg), before a frame is drawn.
    static func run(_ options: TouchLabOptions, catalog: SceneCatalog) -> ExitReason {
        do {
            guard let path = options.recordPath else { throw TouchLabError("--record: no path") }
            guard let scriptPath = options.scriptPath else {
                throw TouchLabError("--record \(path) needs --script FILE: a recording plays a script")
            }
            let actions: [ScriptAction]
            do { actions = try ScriptParser.parse(contentsOfFile: scriptPath, scenes: catalog) } catch { throw TouchLabError("\(error)") }
            // A lesson page (`lesson.html`): its place checked before a frame is drawn.
            let lesson = LessonOutput.isLesson(path) ? try LessonOutput(path: path) : nil
            let output = lesson == nil ? try RecordingOutput(path: path) : nil
            // ffmpeg dying must be an error line, not SIGPIPE ending us silently.
            signal(SIGPIPE, SIG_IGN)
            if let lesson {
                // The page shows the captions as a text track the student can switch off: no band in its frames.
                let recording = try ScriptRecording(options: options, actions: actions, catalog: catalog, captionsInFrame: false)
                try lesson.write(recording)
                if options.printsTrace, let compare = recording.compare { for line in compare.table { print(line) } }
                recording.printExplanations()
                return .finished(status: 0)
            }
            guard let output else { throw TouchLabError("--record: no output") }
            // A GIF's palette first, from a sample of the frames (`RecordingOutput`).
            let palette = FileManager.default.temporaryDirectory.appendingPathComponent("touchlab-palette-\(getpid()).png").path
            defer { try? FileManager.default.removeItem(atPath: palette) }
            let size = (width: Int(options.width), height: Int(options.height))
            if let sampler = try output.openPalettePass(palette: palette, width: size.width, height: size.height, fps: options.recordFPS) {
                let sampling = try ScriptRecording(options: options, actions: actions, catalog: catalog)
                sampling.printsTrace = false
                try sampling.render(into: sampler, stride: Self.paletteSampleStride)
                TraceLog.restartAddressNumbers()   // the second pass numbers its objects from 0x…0001 again
            }
            let recording = try ScriptRecording(options: options, actions: actions, catalog: catalog)
            let sink = try output.open(width: Int(recording.frameSize.width), height: Int(recording.frameSize.height),
                                       fps: recording.fps, palette: palette)
            try recording.render(into: sink)
            if options.printsTrace, let compare = recording.compare {
                for line in compare.table { print(line) }
            }
            recording.printExplanations()
            return .finished(status: 0)
        } catch {
            FileHandle.standardError.write(Data("\(ProgramName.current): \(error)\n".utf8))
            return .finished(status: 1)
        }
    }
}
