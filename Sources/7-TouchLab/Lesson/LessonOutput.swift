import Foundation
import Glibc

/// `--record lesson.html`: the page, and beside it a folder of the same name
/// with what it shows and what it was made from.
///
///     lesson.html            the page: style, script, the trace as text, and its data inside
///                            (steps, cards, timelines and captions; `<script id="lesson-data">`, JSON)
///     lesson/video.mp4       the recording (H.264, yuv420p, +faststart)
///     lesson/captions.vtt    the script's captions (WebVTT)
///     lesson/trace.txt       the trace, every step, in the seeds' log shape
///
/// The data is not written twice: a 15 s lesson with four drags has 8,000
/// steps, and a second copy would take it past 5 MB.
///
/// Why H.264 in MP4: it is the one video format current Chromium (Debian's
/// too), Firefox and Safari all play, on every OS, with no plug-in; `yuv420p`
/// is the pixel format their decoders take, and `+faststart` puts the index
/// first so the page can seek before the whole file has loaded.
///
/// Nothing half-written is left behind: everything is made in a hidden folder
/// beside the page and moved into place at the end; a failure removes it.
struct LessonOutput {
    let pagePath: String
    let parent: String
    /// The folder beside the page: the page's name without `.html`.
    let folderName: String
    var folderPath: String { parent + "/" + folderName }

    /// The files the page's folder holds: a folder with anything else in it is not replaced.
    static let folderFiles: Set<String> = ["video.mp4", "captions.vtt", "trace.txt"]

    static func isLesson(_ path: String) -> Bool {
        ["html", "htm"].contains((path as NSString).pathExtension.lowercased())
    }

    /// Checks the place before anything is recorded: one line if it cannot be written.
    init(path: String) throws(TouchLabError) {
        let url = URL(fileURLWithPath: path)
        pagePath = url.path
        parent = url.deletingLastPathComponent().path
        folderName = url.deletingPathExtension().lastPathComponent
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: parent, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw TouchLabError("--record \(path): the folder \(parent) does not exist")
        }
        guard access(parent, W_OK | X_OK) == 0 else {
            throw TouchLabError("--record \(path): the folder \(parent) is not writable")
        }
        if FileManager.default.fileExists(atPath: pagePath, isDirectory: &isDirectory), isDirectory.boolValue {
            throw TouchLabError("--record \(path): this is a folder; a lesson is written to FILE.html")
        }
        if FileManager.default.fileExists(atPath: folderPath, isDirectory: &isDirectory) {
            let inside = (try? FileManager.default.contentsOfDirectory(atPath: folderPath)) ?? []
            guard isDirectory.boolValue, Set(inside).isSubset(of: Self.folderFiles) else {
                throw TouchLabError("--record \(path): \(folderPath) is in the way (the lesson's files go there, and it holds other things)")
            }
        }
    }

    /// Records `recording` into a hidden folder beside the page, then moves page and folder into place.
    func write(_ recording: ScriptRecording) throws(TouchLabError) {
        let staging = parent + "/.\(folderName).lesson-\(getpid())"
        let stagedFolder = staging + "/" + folderName
        do { try FileManager.default.createDirectory(atPath: stagedFolder, withIntermediateDirectories: true) } catch {
            throw TouchLabError("--record \(pagePath): cannot make \(staging): \(error.localizedDescription)")
        }
        var done = false
        defer { if !done { try? FileManager.default.removeItem(atPath: staging) } }

        let log = LessonLog()
        recording.lessonLog = log
        let sink = try FFmpegSink(ffmpeg: RecordingOutput.ffmpeg(), path: stagedFolder + "/video.mp4", encoding: .mp4,
                                  width: Int(recording.frameSize.width), height: Int(recording.frameSize.height), fps: recording.fps)
        try recording.render(into: sink)

        let video = (folderName.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? folderName) + "/video.mp4"
        let content = LessonContent(log: log, recording: recording, videoPath: video)
        let vtt = WebVTT.document(content.captions)
        do {
            try Data(vtt.utf8).write(to: URL(fileURLWithPath: stagedFolder + "/captions.vtt"))
            let trace = log.entries.flatMap(\.verbose).joined(separator: "\n") + "\n"
            try Data(trace.utf8).write(to: URL(fileURLWithPath: stagedFolder + "/trace.txt"))
            let page = try LessonPage.html(content, lines: content.lines, vtt: vtt)
            try Data(page.utf8).write(to: URL(fileURLWithPath: staging + "/page.html"))
        } catch {
            throw TouchLabError("--record \(pagePath): cannot write the lesson: \(error.localizedDescription)")
        }
        // Into place: the folder first, so a page never points at a missing video.
        guard replace(folderPath, with: stagedFolder), rename(staging + "/page.html", pagePath) == 0 else {
            throw TouchLabError("--record \(pagePath): cannot move the lesson into place: \(String(cString: strerror(errno)))")
        }
        try? FileManager.default.removeItem(atPath: staging)
        done = true
    }

    /// An earlier lesson's folder (only the lesson's files: checked in `init`) gives way to the new one.
    private func replace(_ destination: String, with staged: String) -> Bool {
        if FileManager.default.fileExists(atPath: destination) {
            do { try FileManager.default.removeItem(atPath: destination) } catch { return false }
        }
        return rename(staged, destination) == 0
    }
}
