import Foundation
import Testing

/// `--record lesson.html` in a real browser: Debian's headless chromium,
/// driven over WebDriver (`WebDriverSession`), opening the page from disk.
/// A machine without chromium fails these tests in one line; they never skip.
@Suite("touchlab --record lesson.html", .serialized)
struct LessonPageTests {
    /// Seed 004's long press: a quick tap on viewb, then a hold that the long press takes at 0.5 s.
    static let script = """
        caption "A quick tap on viewb"
        tap 215 466
        pause 0.4
        caption "Hold: the long press takes the touch"
        down
        wait 0.8
        up
        caption off
        pause 0.3
        """

    /// A recorded lesson: the page, its folder, its data.
    struct Lesson {
        let folder: String
        let page: URL
        let steps: [[String: Any]]
        let fps: Int

        func step(_ i: Int) -> (frame: Int, fwd: Int, back: Int) {
            (steps[i]["f"] as! Int, steps[i]["fwd"] as! Int, steps[i]["back"] as! Int)
        }
    }

    static func record(_ script: String = script, into name: String, output: String = "lesson.html") throws -> (String, CommandLineTests.Outcome) {
        let folder = RecordingCommandTests.temporaryPath(name)
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let scriptPath = folder + "/lesson.script"
        try script.write(toFile: scriptPath, atomically: true, encoding: .utf8)
        let o = try CommandLineTests.run(["--scene", "004-long-press", "--script", scriptPath, "--record", folder + "/" + output],
                                         environment: CommandLineTests.baseEnvironment, timeout: 180)
        return (folder, o)
    }

    static func lesson(_ name: String) throws -> Lesson {
        let (folder, o) = try record(into: name)
        #expect(o.status == 0, "\(o.stderr)")
        let json = try data(ofPage: folder + "/lesson.html")
        return Lesson(folder: folder, page: URL(fileURLWithPath: folder + "/lesson.html"), steps: json["steps"] as! [[String: Any]],
                      fps: json["fps"] as! Int)
    }

    /// The lesson's data, as the page carries it (`<script id="lesson-data">`).
    static func data(ofPage path: String) throws -> [String: Any] {
        let page = try String(contentsOfFile: path, encoding: .utf8)
        guard let open = page.range(of: #"<script type="application/json" id="lesson-data">"#),
              let close = page.range(of: "</script>", range: open.upperBound..<page.endIndex) else {
            throw WebDriverSession.Failure(description: "\(path) carries no lesson data")
        }
        return try JSONSerialization.jsonObject(with: Data(page[open.upperBound..<close.lowerBound].utf8)) as! [String: Any]
    }

    /// A browser on the page, its picture ready, for `body`; closed after it, whatever happens.
    static func browse(_ lesson: Lesson, width: Int = 1600, height: Int = 1000,
                       _ body: (WebDriverSession) async throws -> Void) async throws {
        let browser = try await WebDriverSession(width: width, height: height)
        do {
            try await browser.open(lesson.page)
            try await settle(browser)
            try await body(browser)
        } catch {
            await browser.close()
            throw error
        }
        await browser.close()
    }

    static func settle(_ browser: WebDriverSession) async throws {
        _ = try await browser.executeAsync("window.lesson.settled().then(arguments[arguments.length - 1])")
    }

    /// Where the page is: its step, the frame its video shows, the highlighted lines.
    struct Place { let step: Int; let frame: Int; let lines: [String]; let lineSteps: [Int]; let lineVisible: Bool }

    static func place(_ browser: WebDriverSession) async throws -> Place {
        try await settle(browser)
        let v = try await browser.execute("""
            const video = document.getElementById("video"), list = document.getElementById("lines");
            const current = Array.from(list.querySelectorAll(".current"));
            const first = current[0];
            const visible = !first || (first.offsetTop >= list.scrollTop - 1 && first.offsetTop + first.offsetHeight <= list.scrollTop + list.clientHeight + 1);
            return { step: window.lesson.step, frame: Math.floor(video.currentTime * window.lesson.data.fps + 1e-6),
                     lines: current.map(li => li.textContent), steps: current.map(li => +li.dataset.s), visible };
            """) as! [String: Any]
        return Place(step: v["step"] as! Int, frame: v["frame"] as! Int, lines: v["lines"] as! [String],
                     lineSteps: v["steps"] as! [Int], lineVisible: v["visible"] as! Bool)
    }

    static let right = "\u{E014}", left = "\u{E012}", shift = "\u{E008}", end = "\u{E010}", home = "\u{E011}"

    @Test("the page opens from file:// with no console error and asks for nothing but its own files")
    func loadsOffline() async throws {
        let lesson = try Self.lesson("offline")
        defer { try? FileManager.default.removeItem(atPath: lesson.folder) }
        try await Self.browse(lesson) { browser in
            let video = try await browser.execute("""
                const v = document.getElementById("video");
                return [v.readyState, v.videoWidth, v.videoHeight, v.error === null];
                """) as! [Any]
            #expect(video[0] as! Int >= 2 && video[1] as! Int == 1280 && video[2] as! Int == 800 && video[3] as! Bool,
                    "the video plays in chromium: \(video)")
            let errors = try await browser.consoleMessages().filter { $0["level"] as? String == "SEVERE" }
            #expect(errors.isEmpty, "console errors: \(errors)")
            // From the page on (the browser's own start page comes before it).
            let all = try await browser.requestedURLs()
            let urls = Array(all.drop { $0 != lesson.page.absoluteString })
            #expect(urls.contains { $0.hasSuffix("/lesson/video.mp4") }, "the network log sees the page's own requests: \(urls)")
            let elsewhere = urls.filter { !($0.hasPrefix("file://") || $0.hasPrefix("blob:") || $0.hasPrefix("data:")) }
            #expect(elsewhere.isEmpty, "fetched from elsewhere: \(elsewhere)")
        }
    }

    @Test("← → move one trace step and Shift+→ one run-loop turn: the highlighted line and the picture follow, frame-exact")
    func keyboardSteps() async throws {
        let lesson = try Self.lesson("keys")
        defer { try? FileManager.default.removeItem(atPath: lesson.folder) }
        try await Self.browse(lesson) { browser in
            try await browser.press("v")   // verbose: every step has a line of its own
            try await browser.press(Self.right)
            var here = try await Self.place(browser)
            #expect(here.step == 0 && here.lines == ["port: pointerDown (215, 466)"], "\(here)")
            #expect(here.frame == lesson.step(0).frame)
            for expected in 1...4 {
                try await browser.press(Self.right)
                here = try await Self.place(browser)
                #expect(here.step == expected && here.lineSteps.allSatisfy { $0 == expected } && !here.lines.isEmpty, "\(here)")
                #expect(here.frame == lesson.step(expected).frame)
            }
            try await browser.press(Self.left)
            here = try await Self.place(browser)
            #expect(here.step == 3)
            let turn = lesson.step(3).fwd
            #expect(turn > 4, "a run-loop turn is more than one step")
            try await browser.press(Self.right, holding: Self.shift)
            here = try await Self.place(browser)
            #expect(here.step == turn && here.frame == lesson.step(turn).frame, "\(here)")
            try await browser.press(Self.end)
            here = try await Self.place(browser)
            #expect(here.step == lesson.steps.count - 1 && here.frame == lesson.step(here.step).frame)
            #expect(here.lineVisible, "the step's line is scrolled into view")
            #expect(lesson.step(here.step).frame > lesson.step(0).frame + 20, "the last step is a later picture than the first")
        }
    }

    @Test("a click on a timeline mark, and on a trace line, lands on that step")
    func clicks() async throws {
        let lesson = try Self.lesson("clicks")
        defer { try? FileManager.default.removeItem(atPath: lesson.folder) }
        try await Self.browse(lesson) { browser in
            // The view lane's last mark in the first gesture: viewb's touchesEnded.
            let target = try await browser.execute("""
                const marks = Array.from(document.querySelectorAll("#timeline .mark"));
                return +marks[marks.length - 1].dataset.s;
                """) as! Int
            try await browser.click("#timeline .mark:last-of-type")
            var here = try await Self.place(browser)
            #expect(here.step == target && target > 0 && here.frame == lesson.step(target).frame, "\(here) \(target)")
            // The third of the seeds' lines.
            let id = try await browser.execute("return document.querySelectorAll('#lines li.e')[2].id") as! String
            try await browser.click("#" + id)
            let line = try await browser.execute("return +document.getElementById(arguments[0]).dataset.s", [id]) as! Int
            here = try await Self.place(browser)
            #expect(here.step == line && here.frame == lesson.step(line).frame, "\(here) \(line)")
        }
    }

    @Test("the captions are a WebVTT text track with the script's captions at their times; C switches them off")
    func captions() async throws {
        let lesson = try Self.lesson("captions")
        defer { try? FileManager.default.removeItem(atPath: lesson.folder) }
        try await Self.browse(lesson) { browser in
            let cues = try await browser.execute("""
                const track = document.getElementById("video").textTracks[0];
                return { kind: track.kind, mode: track.mode, cues: Array.from(track.cues).map(c => `${c.startTime.toFixed(2)} ${c.endTime.toFixed(2)} ${c.text}`) };
                """) as! [String: Any]
            #expect(cues["kind"] as? String == "captions" && cues["mode"] as? String == "showing")
            let list = cues["cues"] as! [String]
            // tap (0.05 s) + pause 0.4; the hold's down, wait 0.8, up; `caption off` there.
            #expect(list == ["0.00 0.45 A quick tap on viewb", "0.45 1.25 Hold: the long press takes the touch"], "\(list)")
            let vtt = try String(contentsOfFile: lesson.folder + "/lesson/captions.vtt", encoding: .utf8)
            #expect(vtt.hasPrefix("WEBVTT\n") && vtt.contains("00:00:00.450 --> 00:00:01.250\nHold: the long press takes the touch"))
            try await browser.press("c")
            let mode = try await browser.execute("return document.getElementById('video').textTracks[0].mode") as? String
            #expect(mode == "hidden")
        }
    }

    @Test("the picture at a step is the recording's frame for that step (luma within the codec's error)")
    func pictureIsTheFrame() async throws {
        let lesson = try Self.lesson("picture")
        defer { try? FileManager.default.removeItem(atPath: lesson.folder) }
        // The same script without captions, as PNG frames: the lesson's frames leave captions to the text track.
        let plain = Self.script.split(separator: "\n").filter { !$0.hasPrefix("caption") }.joined(separator: "\n")
        let (frames, o) = try Self.record(plain, into: "picture-frames", output: "frames")
        defer { try? FileManager.default.removeItem(atPath: frames) }
        #expect(o.status == 0, "\(o.stderr)")
        try await Self.browse(lesson, width: 2000, height: 1400) { browser in
            // Shown at its own size, the picture compares pixel for pixel.
            _ = try await browser.execute("""
                document.querySelector("main").style.gridTemplateColumns = "1fr";
                document.getElementById("video").style.width = "1280px";
                """)
            try await browser.press("c")   // the browser draws captions over the picture; the frames have none
            // The first step, one in the middle (the hold), the last.
            let chosen = [0, lesson.steps.count / 2, lesson.steps.count - 1]
            for i in chosen {
                _ = try await browser.execute("window.lesson.go(arguments[0])", [i])
                let here = try await Self.place(browser)
                #expect(here.step == i)
                let f = lesson.step(i).frame
                let png = try await browser.screenshot(of: "#video")
                let shot = try Luma(png: png)
                let frame = try Luma(file: "\(frames)/frames/frame-\(String(format: "%05d", f + 1)).png")
                let wrong = try Luma(file: "\(frames)/frames/frame-\(String(format: "%05d", f + 1 + (f > 5 ? -5 : 5))).png")
                #expect(shot.width == 1280 && shot.height == 800)
                let off = shot.differing(from: frame)
                #expect(off < Luma.tolerance, "step \(i), frame \(f): \(off) pixels differ by more than \(Luma.step) levels")
                if frame.differing(from: wrong) > 4 * Luma.tolerance {
                    #expect(shot.differing(from: wrong) > 4 * Luma.tolerance, "a frame 5 away is told apart")
                }
                // Frame-exact: where the frame before or after differs, the picture is not that one.
                for n in [f - 1, f + 1] where n >= 0 && n <= lesson.step(lesson.steps.count - 1).frame {
                    let neighbour = try Luma(file: "\(frames)/frames/frame-\(String(format: "%05d", n + 1)).png")
                    if frame.differing(from: neighbour) > 2 * Luma.tolerance {
                        #expect(shot.differing(from: neighbour) > Luma.tolerance, "step \(i) shows frame \(f), not \(n)")
                    }
                }
            }
        }
    }

    @Test("at phone size the page has no sideways scrolling and its text stays at least 12 px")
    func phoneSize() async throws {
        let lesson = try Self.lesson("phone")
        defer { try? FileManager.default.removeItem(atPath: lesson.folder) }
        try await Self.browse(lesson, width: 390, height: 844) { browser in
            let v = try await browser.execute("""
                const sizes = Array.from(document.querySelectorAll("h1, p, li, button, label")).map(e => parseFloat(getComputedStyle(e).fontSize));
                return [document.documentElement.scrollWidth, window.innerWidth, Math.min(...sizes)];
                """) as! [Any]
            #expect((v[0] as! Int) <= (v[1] as! Int), "wider than the screen: \(v)")
            #expect((v[2] as! Double) >= 12, "\(v)")
        }
    }

    @Test("at phone size the timeline scrolls to keep its playhead in view at every step, and Home lands on a highlighted line")
    func phoneFollowsPlayhead() async throws {
        let lesson = try Self.lesson("phone-playhead")
        defer { try? FileManager.default.removeItem(atPath: lesson.folder) }
        try await Self.browse(lesson, width: 390, height: 844) { browser in
            // Where the playhead is drawn, against the part of the lanes on screen.
            let playheadInView = """
                const lanes = document.querySelector(".lanes"), head = document.getElementById("playhead");
                const a = lanes.getBoundingClientRect(), p = head.getBoundingClientRect();
                return [p.left >= a.left && p.right <= a.right, lanes.scrollWidth > lanes.clientWidth, window.lesson.step, p.left, a.left, a.right];
                """
            let count = lesson.steps.count
            var stepsSeen = 0
            for target in stride(from: count - 1, through: 0, by: -max(1, count / 12)) {
                _ = try await browser.execute("window.lesson.go(\(target))")
                let v = try await browser.execute(playheadInView) as! [Any]
                #expect(v[1] as! Bool, "at 390 px the lanes are wider than the screen: \(v)")
                #expect(v[0] as! Bool, "the playhead of step \(target) is off screen: \(v)")
                stepsSeen += 1
            }
            #expect(stepsSeen >= 10)
            try await browser.press(Self.home)
            let here = try await Self.place(browser)
            #expect(!here.lines.isEmpty && here.lineVisible, "Home highlights a line of the seeds' trace: \(here)")
            #expect(here.lineSteps.allSatisfy { $0 == here.step }, "the highlighted line is the step's own: \(here)")
            let v = try await browser.execute(playheadInView) as! [Any]
            #expect(v[0] as! Bool, "\(v)")
        }
    }

    @Test("two recordings of one script give identical pages, byte for byte, video included")
    func identical() throws {
        let (a, oa) = try Self.record(into: "same-a"), (b, ob) = try Self.record(into: "same-b")
        defer { for p in [a, b] { try? FileManager.default.removeItem(atPath: p) } }
        #expect(oa.status == 0 && ob.status == 0, "\(oa.stderr) \(ob.stderr)")
        for file in ["lesson.html", "lesson/video.mp4", "lesson/captions.vtt", "lesson/trace.txt"] {
            let x = try Data(contentsOf: URL(fileURLWithPath: "\(a)/\(file)")), y = try Data(contentsOf: URL(fileURLWithPath: "\(b)/\(file)"))
            #expect(!x.isEmpty && x == y, "\(file) differs")
        }
    }

    @Test("a 15 s lesson at 1280×800 with four drags stays under 5 MB, page, video and all")
    func size() throws {
        let fifteen = """
            caption "Taps, holds and drags"
            move 215 466
            pause 1
            tap 215 466
            pause 1
            down
            wait 1.5
            up
            pause 1
            drag 100 300 to 330 700 over 1.5
            pause 1
            drag 330 300 to 100 700 over 1.5
            pause 1
            drag 215 300 to 215 800 over 1
            pause 0.5
            drag 215 800 to 215 300 over 1
            pause 1
            down
            wait 1.5
            up
            caption off
            pause 0.45
            """
        let (folder, o) = try Self.record(fifteen, into: "fifteen")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        #expect(o.status == 0, "\(o.stderr)")
        let files = ["lesson.html"] + (try FileManager.default.contentsOfDirectory(atPath: folder + "/lesson")).map { "lesson/" + $0 }
        let bytes = try files.reduce(0) { total, file in
            total + ((try FileManager.default.attributesOfItem(atPath: "\(folder)/\(file)")[.size] as? Int) ?? 0)
        }
        let frames = try Self.data(ofPage: folder + "/lesson.html")["frames"] as! Int
        #expect(frames == 451, "15 s at 30 fps: \(frames) frames")
        #expect(bytes < 5_000_000, "\(bytes) bytes")
    }

    @Test("bad input: a missing folder, an unwritable one, a bad scene or script — one line, status 1, nothing left behind")
    func badInput() throws {
        let folder = RecordingCommandTests.temporaryPath("bad")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let script = folder + "/ok.script", broken = folder + "/broken.script"
        try Self.script.write(toFile: script, atomically: true, encoding: .utf8)
        try "tap 215\n".write(toFile: broken, atomically: true, encoding: .utf8)
        let cases: [([String], String)] = [
            (["--script", script, "--record", folder + "/missing/lesson.html"], "does not exist"),
            (["--script", script, "--record", "/proc/lesson.html"], "/proc"),
            (["--scene", "no-such-scene", "--script", script, "--record", folder + "/lesson.html"], "no-such-scene"),
            (["--script", broken, "--record", folder + "/lesson.html"], "broken.script"),
        ]
        for (arguments, words) in cases {
            let o = try CommandLineTests.run(arguments, environment: CommandLineTests.baseEnvironment, timeout: 60)
            #expect(o.status == 1, "\(arguments): \(o.stderr)")
            #expect(o.stderr.split(separator: "\n").count == 1 && o.stderr.contains(words), "\(arguments): \(o.stderr)")
        }
        let left = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
        #expect(left == ["broken.script", "ok.script"], "left behind: \(left)")
        #expect(!FileManager.default.fileExists(atPath: "/proc/lesson.html"))
    }
}

/// A picture's luma (ffmpeg decodes the PNG): compared with a frame, the
/// picture the browser drew from the H.264 video differs only by the codec's
/// error. Luma, because H.264's 4:2:0 keeps brightness at full resolution
/// but colour at half, so coloured text edges shift in colour, not in brightness.
struct Luma {
    let width: Int, height: Int
    let pixels: [UInt8]

    /// A pixel counts as different beyond this many levels (of 255): x264 at
    /// CRF 20 moves flat areas and text edges by a few levels, far less.
    static let step = 40
    /// At most this many such pixels (of 1,024,000, 0.02 %). Measured: 1 to 5
    /// against the step's own frame; 14,000 to 37,000 against a frame 5 away.
    static let tolerance = 200

    init(png: Data) throws {
        let path = NSTemporaryDirectory() + "touchlab-luma-\(getpid())-\(UUID().uuidString).png"
        try png.write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        try self.init(file: path)
    }

    init(file: String) throws {
        let probe = Process()
        probe.executableURL = URL(fileURLWithPath: "/usr/bin/ffprobe")
        probe.arguments = ["-v", "error", "-show_entries", "stream=width,height", "-of", "csv=p=0", file]
        let size = Pipe()
        probe.standardOutput = size
        try probe.run()
        let wh = String(decoding: size.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            .trimmingCharacters(in: .whitespacesAndNewlines).split(separator: ",").compactMap { Int($0) }
        probe.waitUntilExit()
        let decode = Process()
        decode.executableURL = URL(fileURLWithPath: "/usr/bin/ffmpeg")
        decode.arguments = ["-v", "error", "-i", file, "-f", "rawvideo", "-pix_fmt", "gray", "-"]
        let out = Pipe()
        decode.standardOutput = out
        try decode.run()
        pixels = Array(out.fileHandleForReading.readDataToEndOfFile())
        decode.waitUntilExit()
        width = wh.first ?? 0
        height = wh.last ?? 0
    }

    /// How many pixels differ by more than `step` levels (every pixel, if the sizes differ).
    func differing(from other: Luma) -> Int {
        guard pixels.count == other.pixels.count else { return max(pixels.count, other.pixels.count) }
        return zip(pixels, other.pixels).reduce(0) { $0 + (abs(Int($1.0) - Int($1.1)) > Self.step ? 1 : 0) }
    }
}
