import Drawing
import Foundation
import XServer
import Synchronization

/// Where `--record FILE` puts the frames: `FILE.mp4` or `FILE.gif` through
/// ffmpeg, anything else a folder of numbered PNGs (`frame-00001.png`, …).
///
/// Video goes to ffmpeg as raw frames on its standard input (`-f rawvideo
/// -pix_fmt bgra`, PlatformNotes), so no frame touches the disk twice; a GIF
/// gets its own palette (`palettegen`/`paletteuse`), which keeps the demo's
/// flat colours clean and the file small.
///
/// A GIF is made in two passes, so ffmpeg's memory does not grow with the
/// recording: one ffmpeg filter graph that both builds the palette and uses
/// it must hold every frame until the palette is done (an 11 s GIF at
/// `--scale 2` peaked at 5.4 GB). Instead, a first pass sends a sample of
/// the frames to `palettegen` alone (a histogram: constant memory) and a
/// second sends every frame to `paletteuse` with that palette, streamed.
/// The frames are drawn on a virtual clock, so both passes draw the same ones.
enum RecordingOutput {
    case pngFolder(String)
    case video(path: String, format: VideoFormat)

    enum VideoFormat: String { case mp4, gif }

    /// The Debian package that provides ffmpeg, named in the error.
    static let ffmpegPackage = "ffmpeg"

    /// Reads the path; refuses one that can be neither, in one line.
    init(path: String) throws(TouchLabError) {
        guard !path.isEmpty else { throw TouchLabError("--record: the path is empty") }
        let ext = (path as NSString).pathExtension.lowercased()
        if let format = VideoFormat(rawValue: ext) {
            self = .video(path: path, format: format)
            return
        }
        var isDirectory: ObjCBool = false
        let exists = FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
        if exists && !isDirectory.boolValue {
            throw TouchLabError("--record \(path): expected FILE.mp4, FILE.gif, or a folder for PNG frames; this is an existing file")
        }
        if !exists && !ext.isEmpty {
            throw TouchLabError("--record \(path): .\(ext) is not a format \(ProgramName.current) writes; use FILE.mp4, FILE.gif, FILE.html (a lesson page), or a folder for PNG frames")
        }
        self = .pngFolder(path)
    }

    /// The ffmpeg on `PATH`, or the one line that says it is missing.
    static func ffmpeg(searchPath: String? = ProcessInfo.processInfo.environment["PATH"]) throws(TouchLabError) -> String {
        for directory in (searchPath ?? "").split(separator: ":") where !directory.isEmpty {
            let candidate = "\(directory)/ffmpeg"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        throw TouchLabError("--record: making a video needs ffmpeg, and there is none on PATH; "
            + "install the Debian package \(ffmpegPackage) (apt-get install \(ffmpegPackage)), or record PNG frames into a folder")
    }

    /// The palette pass's sink, for a GIF (nil for anything else): every
    /// frame it is given goes into a histogram, written to `palette` at the end.
    func openPalettePass(palette: String, width: Int, height: Int, fps: Int) throws(TouchLabError) -> FrameSink? {
        guard case let .video(path, .gif) = self else { return nil }
        return try FFmpegSink(ffmpeg: Self.ffmpeg(), path: path, encoding: .palette(palette), width: width, height: height, fps: fps)
    }

    /// Opens the sink: checks ffmpeg and starts it, or makes the folder. A
    /// GIF needs the `palette` its first pass wrote.
    func open(width: Int, height: Int, fps: Int, palette: String? = nil) throws(TouchLabError) -> FrameSink {
        switch self {
        case let .pngFolder(path):
            do { try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true) } catch {
                throw TouchLabError("--record \(path): cannot make the folder: \(error.localizedDescription)")
            }
            return PNGFolderSink(folder: path)
        case let .video(path, format):
            let encoding: FFmpegSink.Encoding = format == .mp4 ? .mp4 : .gif(palette: palette ?? "")
            return try FFmpegSink(ffmpeg: Self.ffmpeg(), path: path, encoding: encoding, width: width, height: height, fps: fps)
        }
    }
}

/// Takes frames one by one, in order.
protocol FrameSink: AnyObject {
    func write(_ frame: ImageSurface) throws(TouchLabError)
    /// Everything written and closed; a failure here is the encoder's.
    func finish() throws(TouchLabError)
}

/// PNG files, compressed on every core: zlib is most of a PNG frame's cost
/// (cairo writes one 1280×800 frame in about 50 ms), and frames do not
/// depend on each other. At most one frame per core waits in memory.
final class PNGFolderSink: FrameSink {
    let folder: String
    private var count = 0
    private let queue = DispatchQueue(label: "touchlab.png-frames", attributes: .concurrent)
    private let group = DispatchGroup()
    private let slots = DispatchSemaphore(value: max(1, ProcessInfo.processInfo.activeProcessorCount))
    /// The first compression job's failure, reported at the next frame or at the end.
    private let firstError = FirstError()

    init(folder: String) { self.folder = folder }

    func write(_ frame: ImageSurface) throws(TouchLabError) {
        if let error = firstError.message { throw TouchLabError("--record: \(error)") }
        count += 1
        let path = "\(folder)/frame-\(String(format: "%05d", count)).png"
        let copy: ImageSurface
        do { copy = try frame.copy() } catch { throw TouchLabError("--record: \(error)") }
        slots.wait()
        let job = HandedOff(frame: copy), slots = slots, firstError = firstError
        queue.async(group: group) {
            defer { slots.signal() }
            do { try job.frame.writePNG(to: path) } catch { firstError.note("\(error)") }
        }
    }

    func finish() throws(TouchLabError) {
        group.wait()
        if let error = firstError.message { throw TouchLabError("--record: \(error)") }
    }

    /// @unchecked Sendable: the copy is made for this one job, and the
    /// writing thread never touches it again once it is handed over.
    private struct HandedOff: @unchecked Sendable { let frame: ImageSurface }

    private final class FirstError: Sendable {
        private let first = Mutex<String?>(nil)
        var message: String? { first.withLock { $0 } }
        func note(_ message: String) { first.withLock { if $0 == nil { $0 = message } } }
    }
}

/// ffmpeg reading raw BGRA frames on a pipe. Its messages go to a temporary
/// file, so a failure can be quoted in one line and a full pipe never stalls it.
final class FFmpegSink: FrameSink {
    let path: String
    private let process = Process()
    private let input = Pipe()
    private let log: URL

    /// What ffmpeg makes of the frames.
    enum Encoding {
        case mp4
        /// A GIF's first pass: the palette of the frames it is given, written to this PNG.
        case palette(String)
        /// A GIF, with the palette its first pass wrote. Ordered dithering
        /// keeps the dark panels' gradients free of bands; the palette is
        /// one for the whole GIF (`stats_mode=full`), so no frame's colours
        /// shift in blocks.
        case gif(palette: String)
    }

    init(ffmpeg: String, path: String, encoding: Encoding, width: Int, height: Int, fps: Int) throws(TouchLabError) {
        self.path = path
        log = FileManager.default.temporaryDirectory.appendingPathComponent("touchlab-ffmpeg-\(getpid()).log")
        _ = FileManager.default.createFile(atPath: log.path, contents: nil)
        let (inputs, output): ([String], [String]) = switch encoding {
        case .mp4: ([], ["-c:v", "libx264", "-preset", "veryfast", "-crf", "20", "-pix_fmt", "yuv420p", "-movflags", "+faststart", path])
        case let .palette(palette): ([], ["-vf", "palettegen=stats_mode=full", "-update", "1", "-frames:v", "1", palette])
        case let .gif(palette):
            (["-i", palette], ["-lavfi", "[0:v][1:v]paletteuse=dither=bayer:bayer_scale=4", "-loop", "0", path])
        }
        process.executableURL = URL(fileURLWithPath: ffmpeg)
        process.arguments = ["-v", "error", "-nostdin", "-y", "-f", "rawvideo", "-pix_fmt", "bgra",
                             "-s", "\(width)x\(height)", "-r", "\(fps)", "-i", "-"] + inputs + output
        process.standardInput = input
        process.standardOutput = FileHandle.nullDevice
        do {
            process.standardError = try FileHandle(forWritingTo: log)
            try process.run()
        } catch {
            throw TouchLabError("--record \(path): cannot start ffmpeg (\(ffmpeg)): \(error.localizedDescription)")
        }
    }

    func write(_ frame: ImageSurface) throws(TouchLabError) {
        let written: Bool = frame.withPixelBytes { bytes in
            do { try input.fileHandleForWriting.write(contentsOf: Data(bytes)); return true } catch { return false }
        }
        if !written { try finish(); throw TouchLabError("--record \(path): ffmpeg stopped reading frames") }
    }

    func finish() throws(TouchLabError) {
        try? input.fileHandleForWriting.close()
        process.waitUntilExit()
        defer { try? FileManager.default.removeItem(at: log) }
        guard process.terminationStatus == 0 else {
            let said = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
            let line = said.split(separator: "\n").last.map(String.init) ?? "no message"
            throw TouchLabError("--record \(path): ffmpeg failed (status \(process.terminationStatus)): \(quoted(line))")
        }
    }
}
