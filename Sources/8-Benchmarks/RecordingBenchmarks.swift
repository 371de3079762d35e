import Foundation

/// `touchlab --record` of a 10 s script (as mp4, PNG frames and a lesson page):
/// the wall time of the whole command
/// (start, 300 frames composed on the virtual clock, encoding), which issue 9
/// wants under the script's own 10 s. Run as a process, as an author runs it.
enum RecordingBenchmarks {
    /// Ten seconds of a tutorial: captions, taps, a long press, a drag, pauses.
    static let script = """
        caption "001 · the last-added view is asked first"
        move 250 300
        pause 0.5
        tap 250 300
        pause 1
        tap 120 260
        pause 1
        caption "Hold: nothing special happens here"
        move 300 420
        down
        wait 1.2
        up
        pause 1
        caption "A drag: touchesMoved all the way"
        drag 120 260 to 330 480 over 1.5
        pause 1
        tap 330 480
        pause 1.2
        caption off
        pause 0.5
        """

    static func run(runs: Int, emit: (Result) -> Void) {
        guard case let .found(executable) = DemoExecutable.status else {
            if case let .unavailable(reason) = DemoExecutable.status {
                emit(Result(name: "record a 10 s script (mp4, 30 fps)", value: .nan, unit: "", target: "< 10 s",
                            meetsTarget: nil, note: "not measured: \(reason)"))
            }
            return
        }
        let directory = NSTemporaryDirectory() + "touchlab-bench-record-\(getpid())"
        try? FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let scriptPath = directory + "/tutorial.script"
        do { try script.write(toFile: scriptPath, atomically: true, encoding: .utf8) } catch {
            return emit(.failed("record a 10 s script", error))
        }
        for (name, output) in [("mp4", "movie.mp4"), ("PNG frames", "frames"), ("lesson page", "lesson.html")] {
            var seconds: [Double] = []
            for _ in 0..<runs {
                try? FileManager.default.removeItem(atPath: directory + "/" + output)
                let process = Process()
                process.executableURL = executable
                process.arguments = ["--record", directory + "/" + output, "--script", scriptPath]
                let started = DispatchTime.now().uptimeNanoseconds
                do { try process.run() } catch { return emit(.failed("record a 10 s script (\(name))", error)) }
                process.waitUntilExit()
                guard process.terminationStatus == 0 else {
                    return emit(Result(name: "record a 10 s script (\(name), 30 fps)", value: .nan, unit: "", target: "< 10 s",
                                       meetsTarget: nil, note: "not measured: touchlab exited with \(process.terminationStatus)"))
                }
                seconds.append(Double(DispatchTime.now().uptimeNanoseconds - started) / 1e9)
            }
            let median = Stats.median(seconds)
            emit(Result(name: "record a 10 s script (\(name), 30 fps, 1280×800)", value: median, unit: "s", target: "< 10 s",
                        meetsTarget: median < 10,
                        note: "wall time of `touchlab --record`, 301 frames; runs: "
                            + seconds.map { String(format: "%.2f", $0) }.joined(separator: ", ")))
        }
    }
}
