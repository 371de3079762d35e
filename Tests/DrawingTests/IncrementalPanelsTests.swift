import Foundation
import Testing
@testable import Drawing
@_spi(TouchLab) @testable import UIKit
import UIKitHeadless

/// The trace and timeline panels draw what changed since the last frame
/// (issue 25: a drag with every panel cost a fifth of a core, most of it
/// re-reading, re-parsing and re-drawing rows that had not changed). What
/// they show must not depend on it: drawn frame by frame, they show what
/// they would show drawn once, from scratch.
@Suite("Trace and timeline panels, drawn frame by frame")
struct IncrementalPanelsTests {
    static func line(_ text: String, _ kind: TraceLog.Kind = .recognizer) -> TraceLog.Line {
        TraceLog.Line(text: text, kind: kind, time: 0)
    }

    /// The batch collapse the panel used before it kept its rows as lines came:
    /// runs of one kind and shape, three or more, as one summary line.
    static func batchCollapse(_ lines: [TraceLog.Line]) -> [String] {
        var out: [String] = [], index = 0
        let parsed = lines.map { TraceLineFields($0.text) }
        while index < lines.count {
            var end = index + 1
            while end < lines.count, lines[end].kind == lines[index].kind, parsed[end].shape == parsed[index].shape { end += 1 }
            if end - index >= TraceCollapse.shortestRun {
                out.append(TraceCollapse.summary(parsed[index], parsed[end - 1], count: end - index))
            } else {
                out += lines[index..<end].map(\.text)
            }
            index = end
        }
        return out
    }

    @Test("rows kept as lines come, in chunks of any size, equal the batch collapse of every line")
    func rowsEqualBatch() {
        var generator = SystemRandomNumberGenerator()
        let vocabulary: [TraceLog.Line] = [
            Self.line("<UIPinchGestureRecognizer: 0x…0003; state = Changed; view = <UIView: 0x…0004>; scale = 1.1>"),
            Self.line("<UIPinchGestureRecognizer: 0x…0003; state = Changed; view = <UIView: 0x…0004>; scale = 1.3>"),
            Self.line("<UIPinchGestureRecognizer: 0x…0003; state = Ended; view = <UIView: 0x…0004>; scale = 1.3>"),
            Self.line("Touches Moved: <UIView: 0x…0001; frame = (165 416; 100 100)>", .touches(.moved)),
            Self.line("Touches Moved: <UIView: 0x…0001; frame = (165 420; 100 100)>", .touches(.moved)),
            Self.line("HitTest: UIWindow", .hitTest),
        ]
        for _ in 0..<300 {
            // Runs are what matter: repeat each pick a few times.
            var lines: [TraceLog.Line] = []
            for _ in 0..<Int.random(in: 0...12, using: &generator) {
                let pick = vocabulary.randomElement(using: &generator)!
                lines += Array(repeating: pick, count: Int.random(in: 1...5, using: &generator))
            }
            var rows = TraceCollapse.Rows()
            var rest = lines[...]
            while !rest.isEmpty {
                let n = Int.random(in: 1...max(1, rest.count), using: &generator)
                rows.append(contentsOf: Array(rest.prefix(n)))
                rest = rest.dropFirst(n)
            }
            #expect(rows.lines.map(\.text) == Self.batchCollapse(lines), "\(lines.map(\.text))")
        }
    }

    /// The rows a feed shows, as text.
    static func rows(_ feed: TracePanelFeed) -> [String] { feed.rows.rows.map(\.line.text) }

    @Test("a drag's trace read a frame at a time gives the rows a fresh reading gives, also across a ring overflow and a clear")
    func feedEqualsFreshReading() throws {
        let driver = try HeadlessDriver(recordTrace: false)
        let window = driver.makeWindow(rootViewController: UIViewController())
        let view = UIView(frame: CGRect(x: 50, y: 50, width: 200, height: 200))
        window.rootViewController!.view.addSubview(view)
        let visualizer = DispatchVisualizer(traceCapacity: 40)
        driver.application.tracer.addSink { [clock = driver.clock] in visualizer.consume($0, at: clock.now) }
        let feed = TracePanelFeed(log: visualizer.traceLog, style: .seeds)
        var compared = 0
        func compare() {
            feed.update(style: .seeds)
            let fresh = TracePanelFeed(log: visualizer.traceLog, style: .seeds)
            // A fresh reading starts at the ring's oldest event; the kept rows may
            // reach further back, so the newest rows are what must agree.
            let shown = Self.rows(fresh).suffix(10)
            #expect(Array(Self.rows(feed).suffix(shown.count)) == Array(shown))
            compared += 1
        }
        driver.touchDown(at: CGPoint(x: 100, y: 100))
        compare()
        for i in 1...30 {
            driver.move(to: CGPoint(x: 100 + i, y: 100 + i % 3))
            if i % 4 == 0 { compare() }
        }
        driver.touchUp(at: CGPoint(x: 130, y: 100))
        compare()
        // More events than the ring keeps between two frames: read afresh.
        for i in 0..<30 { driver.tap(at: CGPoint(x: 60 + i, y: 60)) }
        compare()
        visualizer.traceLog.removeAll()
        compare()
        #expect(Self.rows(feed).isEmpty)
        driver.tap(at: CGPoint(x: 100, y: 100))
        compare()
        #expect(Self.rows(feed).contains { $0.hasPrefix("Touches Began") })
        #expect(compared == 12)
    }

    @Test("the trace panel's kept rows, a run's count drawn again from the column it changed: after every frame of a drag, the panel equals one drawn afresh, to the bit")
    func keptTraceRowsEqualFreshDrawing() throws {
        let driver = try HeadlessDriver(recordTrace: false)
        let window = driver.makeWindow(rootViewController: UIViewController())
        let view = UIView(frame: CGRect(x: 50, y: 50, width: 200, height: 200))
        view.addGestureRecognizer(UIPanGestureRecognizer())
        window.rootViewController!.view.addSubview(view)
        let visualizer = DispatchVisualizer(traceCapacity: 400)
        driver.application.tracer.addSink { [clock = driver.clock] in visualizer.consume($0, at: clock.now) }
        let rect = CGRect(x: 0, y: 0, width: 760, height: 300)
        let keptImage = try ImageSurface(width: Int(rect.width), height: Int(rect.height))
        let freshImage = try ImageSurface(width: Int(rect.width), height: Int(rect.height))
        let keptCanvas = keptImage.makeCanvas(), freshCanvas = freshImage.makeCanvas()
        let kept = PanelRenderer()
        var frames = 0, counts: Set<Int> = []
        func frame() {
            let now = driver.clock.now
            keptCanvas.fill(rect, DrawingTheme.standard.background)
            kept.drawTrace(visualizer, in: rect, canvas: keptCanvas, now: now)
            freshCanvas.fill(rect, DrawingTheme.standard.background)
            PanelRenderer().drawTrace(visualizer, in: rect, canvas: freshCanvas, now: now)
            let differing = keptImage.withPixelBytes { kept in
                freshImage.withPixelBytes { fresh in
                    memcmp(kept.baseAddress!, fresh.baseAddress!, kept.count) == 0 ? 0
                        : stride(from: 0, to: kept.count, by: 4).count { memcmp(kept.baseAddress! + $0, fresh.baseAddress! + $0, 4) != 0 }
                }
            }
            #expect(differing == 0, "frame \(frames): \(differing) pixels differ")
            frames += 1
            for row in kept.traceRows where row.text.hasPrefix("× ") {
                if let count = Int(row.text.dropFirst(2).prefix { $0.isNumber }) { counts.insert(count) }
            }
        }
        frame()
        // Two drags, a tap between: the runs' counts go up through ×9 → ×10 and ×99 → ×100,
        // the highlight fades between them, and new rows scroll the kept ones up.
        for drag in 0..<2 {
            driver.touchDown(at: CGPoint(x: 100, y: 100))
            frame()
            for i in 1...(drag == 0 ? 120 : 30) {
                driver.advance(by: 1.0 / 125)
                driver.move(to: CGPoint(x: 100 + i % 60, y: 100 + i % 5))
                if i % 2 == 0 || i < 15 { frame() }
            }
            driver.advance(by: 0.3)
            driver.touchUp(at: CGPoint(x: 130, y: 100))
            frame()
            driver.advance(by: 0.5)
            frame()
            driver.tap(at: CGPoint(x: 120, y: 120))
            frame()
        }
        #expect(counts.contains(9) && counts.contains(10) && counts.contains(100), "a run counted past 9 and 99: \(counts.sorted())")
        #expect(kept.tracePixels.rowSpansRedrawn > 50, "the counted rows were drawn across their count: \(kept.tracePixels.rowSpansRedrawn)")
        if let dir = ProcessInfo.processInfo.environment["TOUCHLAB_TEST_IMAGES"] { try keptImage.writePNG(to: dir + "/trace-kept.png") }
    }

    /// A long drag on seed 004's scene, its timeline rebuilt at `times`.
    static func dragTimelines(at times: [Int]) throws -> [GestureTimeline] {
        let scene = try Seed004Scene(UIPanGestureRecognizer())
        let recorder = GestureRecorder()
        scene.driver.application.tracer.addRecordSink { recorder.append($0) }
        var timelines: [GestureTimeline] = []
        scene.driver.touchDown(at: scene.center)
        for i in 1...times.max()! {
            scene.driver.advance(by: 1.0 / 125)
            scene.driver.move(to: CGPoint(x: scene.center.x + CGFloat(i % 40), y: scene.center.y + CGFloat(i % 7)))
            if times.contains(i) { timelines.append(recorder.timeline!) }
        }
        return timelines
    }

    @Test("a recognizer lane's settled bands kept as pixels: the timeline after every rebuild equals the lanes drawn band by band, to the bit")
    func keptRecognizerRows() throws {
        let rect = CGRect(x: 0, y: 0, width: 900, height: 200)
        // A pan changes with every move: a band a move, most of them settled.
        let timelines = try Self.dragTimelines(at: [10, 20, 21, 35, 50, 60, 61, 62, 80, 95, 110, 140])
        #expect(timelines.last!.recognizers.contains { $0.bands.count > 60 }, "the pan's lane has a band a move")
        let kept = PanelRenderer(), whole = PanelRenderer()
        whole.keepsRecognizerRows = false
        let keptImage = try ImageSurface(width: Int(rect.width), height: Int(rect.height))
        let wholeImage = try ImageSurface(width: Int(rect.width), height: Int(rect.height))
        let keptCanvas = keptImage.makeCanvas(), wholeCanvas = wholeImage.makeCanvas()
        for (i, timeline) in timelines.enumerated() {
            for (panels, canvas) in [(kept, keptCanvas), (whole, wholeCanvas)] {
                canvas.fill(rect, DrawingTheme.standard.background)
                panels.drawTimeline(timeline, cursor: nil, liveUntil: timeline.span.end + 0.004, in: rect, canvas: canvas)
            }
            var differing = 0
            for y in 0..<Int(rect.height) {
                for x in 0..<Int(rect.width) where keptImage.pixel(x: x, y: y)! != wholeImage.pixel(x: x, y: y)! { differing += 1 }
            }
            #expect(differing == 0, "rebuild \(i): \(differing) pixels differ")
        }
        #expect(kept.timelinePlot.keptRecognizerRows > 0, "the rows were kept, not drawn whole")
        #expect(whole.timelinePlot.keptRecognizerRows == 0)
    }

    @Test("the live timeline drawn after every rebuild shows what one drawing of the last rebuild shows")
    func timelineFrameByFrame() throws {
        let rect = CGRect(x: 0, y: 0, width: 900, height: 200)
        let times = [10, 20, 35, 50, 60, 61, 62, 80, 95, 110]
        let timelines = try Self.dragTimelines(at: times)
        let image = try ImageSurface(width: Int(rect.width), height: Int(rect.height))
        let canvas = image.makeCanvas()
        let panels = PanelRenderer()
        for timeline in timelines {
            canvas.fill(rect, DrawingTheme.standard.background)
            panels.drawTimeline(timeline, cursor: nil, liveUntil: timeline.span.end + 0.004, in: rect, canvas: canvas)
        }
        let once = try ImageSurface(width: Int(rect.width), height: Int(rect.height))
        let onceCanvas = once.makeCanvas()
        onceCanvas.fill(rect, DrawingTheme.standard.background)
        PanelRenderer().drawTimeline(timelines.last!, cursor: nil, liveUntil: timelines.last!.span.end + 0.004, in: rect, canvas: onceCanvas)
        if let dir = ProcessInfo.processInfo.environment["TOUCHLAB_TEST_IMAGES"] {
            try image.writePNG(to: dir + "/timeline-frames.png"); try once.writePNG(to: dir + "/timeline-once.png")
        }
        var differing = 0, inked = 0
        for y in 0..<Int(rect.height) {
            for x in 0..<Int(rect.width) {
                let a = image.pixel(x: x, y: y)!, b = once.pixel(x: x, y: y)!
                let near = abs(Int(a.red) - Int(b.red)) <= 24 && abs(Int(a.green) - Int(b.green)) <= 24 && abs(Int(a.blue) - Int(b.blue)) <= 24
                if !near { differing += 1 }
                if !b.isClose(to: DrawingTheme.standard.panel, tolerance: 8) { inked += 1 }
            }
        }
        #expect(inked > 2_000, "the lanes have marks to compare: \(inked) pixels")
        // Seams where a tracking band was shaded on in pieces, and the odd mark a column apart.
        #expect(Double(differing) < Double(inked) * 0.02, "\(differing) of \(inked) drawn pixels differ")
    }
}
