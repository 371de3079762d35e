import Drawing
import Foundation
import HID
import RunLoop
import SpringBoard
@_spi(TouchLab) import UIKit
import UIKitHeadless

/// `--record FILE --script S`: the demo's frames rendered on a virtual clock
/// at a fixed rate, not captured from the screen.
///
///     ScriptSchedule ──▶ HID events through the port, at virtual times ──▶ the engine
///         frame k at t = k / fps: the clock is moved there (timers fire on the way),
///         the frame composed whole, the pointer drawn over it ──▶ PNGs or ffmpeg
///
/// Nothing here reads the machine's time, so a slow machine takes longer but
/// draws the same frames, and two runs give identical files (the test
/// compares their hashes). The app runs as `HeadlessDriver` runs it: the whole
/// port → Source1 → Source0 → `sendEvent` path, with no X server. The trace
/// panel numbers objects in order of appearance instead of showing their
/// addresses, which differ from run to run.
final class ScriptRecording {
    let options: TouchLabOptions
    let schedule: ScriptSchedule
    let fps: Int
    let driver: HeadlessDriver
    let window: UIWindow
    let composer = FrameComposer()
    let visualizer = DispatchVisualizer()
    let recorder = GestureRecorder()
    let frameSize: CGSize
    /// The demo's picture: the whole frame, less the caption band when the
    /// script has captions (the band is below it, so a caption covers nothing).
    let pictureSize: CGSize
    /// The phone's screen in the frame: pixels ↔ points.
    let screen: ScreenMapping
    /// The scenes this run offers: the built-in ones, or an experiment's.
    let catalog: SceneCatalog
    var scene: Scene
    var content: SceneContent?
    private var timeline: GestureTimeline?
    /// SpringBoard's Alt finger, as live (`hold alt` in a script; `pinch`, `rotate`).
    private var secondFinger = SecondFinger(centreX: TwoFingerSteps.phoneCentre.x, centreY: TwoFingerSteps.phoneCentre.y)
    /// What a `highlight` or `spotlight` line points at, until `off` or another scene.
    private var pointing: LessonPointing?
    /// `zoom phone` until `zoom off`: frames show the phone's screen close up (`PhoneZoom`).
    private var zoomsPhone = false
    /// The frame copied before it is zoomed; made at the first zoomed frame.
    private var zoomScratch: ImageSurface?
    /// A line that could not be played (a view the scene lacks): the recording stops with it.
    private var failure: TouchLabError?
    /// The X state bits of the modifier keys the script holds.
    private var heldModifiers: UInt32 = 0
    private var timelineRevision = -1
    private(set) var pointer: PointerState
    /// `--record lesson.html`: every trace record, with the frame that first shows it.
    var lessonLog: LessonLog?
    /// The frame being prepared: records the engine emits now first show in it.
    private(set) var frameIndex = 0

    /// The most frames a recording may have: an hour at 30 fps.
    static let mostFrames = 108_000

    /// `captionsInFrame`: false for a lesson page, whose captions are a text track.
    /// `numbersAddresses`: false in a test that shares its process with
    /// others reading `TraceLog.numbersAddresses` (it is process-wide).
    init(options: TouchLabOptions, actions: [ScriptAction], catalog: SceneCatalog = .builtIn,
         captionsInFrame: Bool = true, numbersAddresses: Bool = true) throws(TouchLabError) {
        self.options = options
        self.catalog = catalog
        fps = options.recordFPS
        guard (1...120).contains(fps) else { throw TouchLabError("--fps \(fps): a recording's rate must be 1 to 120 frames a second") }
        do { scene = try catalog.scene(forOption: options.sceneName) } catch { throw TouchLabError("\(error)") }
        frameSize = CGSize(width: options.width, height: options.height)
        let captioned = captionsInFrame && actions.contains { if case .caption = $0 { true } else { false } }
        let band = captioned ? CaptionBand.height(uiScale: options.uiScale) : 0
        pictureSize = CGSize(width: frameSize.width, height: frameSize.height - band)
        do { driver = try HeadlessDriver(startTime: 0, recordTrace: false) } catch { throw TouchLabError("\(error)") }
        // The phone as the live demo draws it: the 430×932-point screen,
        // scaled into the frame. The schedule and the drawn pointer are in
        // window pixels; the app gets points, as SpringBoard gives them.
        let ui = options.uiScale
        let (layout, oneScreen) = PhoneScreen.place(in: pictureSize, uiScale: ui)
        // --compare: two phones; the script's points aim at the left one.
        let screen = options.compareSwitch == nil ? oneScreen : PhoneScreen.placeTwo(in: pictureSize, uiScale: ui).screen
        self.screen = screen
        window = driver.makeWindow(frame: UIScreen.main.bounds, rootViewController: nil)
        schedule = ScriptSchedule(actions.map { $0.toPixels(screen) })
        let start = screen.toPixels(x: Double(UIScreen.main.bounds.midX), y: Double(UIScreen.main.bounds.midY))
        pointer = PointerState(position: options.compareSwitch == nil
            ? CGPoint(x: layout.screen.midX * ui, y: layout.screen.midY * ui) : CGPoint(x: start.x, y: start.y))
        guard Int((schedule.duration * Double(fps)).rounded(.up)) + 1 <= Self.mostFrames else {
            throw TouchLabError("--record: the script runs \(Int(schedule.duration)) s; a recording holds at most \(Self.mostFrames / fps / 60) minutes at \(fps) fps")
        }
        if numbersAddresses { TraceLog.numbersAddresses = true }
        composer.shownPanels = options.shownPanels
        composer.uiScale = options.uiScale
        composer.showsKeyHints = !options.clean
        composer.recordsPlacedText = true   // the pointer's label keeps off the frame's text
        compareComposer.recordsPlacedText = true
        installTrace()
        // A finger's moves are delivered once per display refresh, as live
        // and on iOS (Behaviour §1): a script's 120 Hz drag is 60 reports a
        // second, each with its two samples. The refresh is the video's
        // 60 Hz on the app's clock; `--every-move` keeps one report a move.
        driver.application.deliversMovesAtDisplayRefresh = !options.deliversEveryMove
        driver.application.displayRefreshInterval = options.speed / 60
        driver.application.coalescedMoveObserver = { [visualizer] location, time in
            visualizer.noteCoalescedSample(at: location, time: time)
        }
        driver.application.delegate = DemoKeyResponder { [unowned self] keysym, _ in self.handleKey(keysym) }
        content = scene.build(in: window, application: driver.application)
        if let text = options.compareSwitch, let content {
            let flipped: WhatIfSwitch
            do { flipped = try WhatIfSwitch(text, in: content) } catch { throw TouchLabError("--compare: \(error)") }
            do {
                compare = try CompareSession(scene: scene, flipped: flipped, twinOf: driver.application, sceneA: content,
                                             labelsOutput: options.labelsAppOutput)
            } catch { throw TouchLabError("--compare \(text): \(error)") }
            // B hears every HID event A hears, through its own port.
            driver.application.hidEventInterceptor = { [unowned self] hid in self.compare?.forward(hid); return false }
        }
    }

    deinit { compare?.end(); content?.tearDown() }

    /// `--compare`: the scene again in a twin app, one switch apart.
    private(set) var compare: CompareSession?
    private let compareComposer = CompareFrameComposer()

    var frameCount: Int { Int((schedule.duration * Double(fps)).rounded(.up)) + 1 }

    /// False for a pass whose output nobody sees (a GIF's palette pass):
    /// `--trace` prints the trace of the recording that is written, once.
    var printsTrace = true

    private func installTrace() {
        let app = driver.application
        let clock = driver.clock
        app.tracesRunLoop = true
        // --explain reads the whole script's records when it ends, as live.
        app.tracer.isRecording = options.explains
        let format = options.traceFormat
        let style: SeedLogFormatter.Style = format == .seeds ? .seeds : .verbose
        app.tracer.addRecordSink { [weak self] record in
            guard let self else { return }   // the driver's app may outlive the recording (a view released at exit still traces)
            self.lessonLog?.append(record, frame: self.frameIndex)
            self.recorder.append(record)
            if record.event.isRunLoopStep { return }
            self.visualizer.consume(record.event, at: clock.now)
            self.compare?.noteA(record.event)
            // `--trace` prints what it prints live, as the events happen
            // (compare mode prints both traces' table at the end instead).
            guard self.printsTrace, self.options.printsTrace, self.compare == nil else { return }
            switch format {
            case .json: print(TraceJSONLine(record).text)
            case .seeds, .verbose: for line in SeedLogFormatter.lines(for: record.event, style: style) { print(line) }
            }
        }
    }

    /// `--explain`: the "why" cards of every gesture the script played, as
    /// the live window prints them when its script ends.
    func printExplanations() {
        guard options.explains, printsTrace else { return }
        for line in LiveApp.explanations(of: driver.application.tracer.records) { print(line) }
    }

    /// Renders every frame into `sink`, in order; `frameCount` of them. With
    /// a `stride` above 1, only every `stride`th frame is drawn and written
    /// (a GIF's palette pass), while the app still plays every step.
    func render(into sink: FrameSink, stride: Int = 1) throws(TouchLabError) {
        let image: ImageSurface
        do { image = try ImageSurface(width: Int(frameSize.width), height: Int(frameSize.height)) } catch {
            throw TouchLabError("--record: \(error)")
        }
        let canvas = image.makeCanvas()
        var next = schedule.steps.startIndex
        for frame in 0..<frameCount {
            frameIndex = frame
            let time = Double(frame) / Double(fps)
            while next < schedule.steps.endIndex, schedule.steps[next].time <= time {
                let step = schedule.steps[next]
                advance(to: step.appTime * speed)
                perform(step.input, at: step.appTime)
                next += 1
            }
            if let failure { throw failure }
            // B hears A's events through its own port, on the next pass of
            // the loop: let it handle them before the frame shows both.
            if compare != nil { driver.runUntilIdle() }
            // During a `pause` the app's clock stands still: a freeze frame.
            let appTime = schedule.appTime(at: time)
            advance(to: appTime * speed)
            guard frame % max(1, stride) == 0 else { continue }
            draw(on: canvas, at: appTime)
            if zoomsPhone { try zoomPhone(in: image) }
            try sink.write(image)
        }
        try sink.finish()
    }

    /// `--speed`: the app's clock runs at `speed` × the video's, as live
    /// (`DilatedClock`); the script is the hand, at the video's pace.
    var speed: Double { options.speed }

    /// Moves the app's clock to `time` (app seconds).
    private func advance(to time: Double) {
        let delta = time - driver.clock.now
        if delta > 0 { driver.advance(by: delta) }
    }

    /// A pixel of the frame as the app's point.
    private func points(_ pixel: CGPoint) -> CGPoint {
        let p = screen.toPoints(x: Double(pixel.x), y: Double(pixel.y))
        return CGPoint(x: p.x, y: p.y)
    }

    /// `time` is the app's clock (the video's less the pauses), before `--speed`.
    private func perform(_ input: ScriptSchedule.Input, at time: Double) {
        let point = points(pointer.position)
        switch input {
        case let .move(x, y):
            pointer.position = CGPoint(x: x, y: y)
            if pointer.pressedAt != nil {
                pointer.moved = pointer.moved || hypot(x - Double(pointer.pressedPosition.x), y - Double(pointer.pressedPosition.y)) > 10
                markInput(at: time)
            }
            sendPointer(.pointerMove, at: points(pointer.position))
        case .down:
            pointer.pressedAt = time
            pointer.pressedPosition = point
            pointer.moved = false
            pointer.label = nil
            markInput(at: time)
            sendPointer(.pointerDown, at: point)
        case .up:
            pointer.release(at: time)
            markInput(at: time)
            sendPointer(.pointerUp, at: point)
        case let .modifier(key, isDown):
            // Held keys make SpringBoard's Alt finger, as live; the keys themselves are not sent to the app.
            if isDown { heldModifiers |= key.stateMask } else { heldModifiers &= ~key.stateMask }
            secondFinger.process(HIDEvent(kind: isDown ? .key : .keyUp, timestamp: 0, keyCode: key.keysym)) { _ in }
            pointer.secondFinger = secondFinger.ghost.map { g in let p = screen.toPixels(x: g.x, y: g.y); return CGPoint(x: p.x, y: p.y) }
        case let .scroll(direction):
            let step = 40.0   // HIDEventTranslator's wheel click
            let (dx, dy): (Double, Double) = switch direction {
            case .up: (0, -step)
            case .down: (0, step)
            case .left: (-step, 0)
            case .right: (step, 0)
            }
            pointer.show("scroll \(direction.rawValue)", at: time)
            markInput(at: time)
            driver.scroll(at: point, deltaX: dx, deltaY: dy)
        case let .key(keysym, name):
            pointer.show("key \(name)", at: time)
            // A letter's key pressed without Shift types the small letter, as X delivers it live.
            let typed = (0x41...0x5A).contains(keysym) ? keysym + 0x20 : keysym
            try? driver.application.port.sender.send(HIDEvent(kind: .key, timestamp: UInt64((time * speed * 1e9).rounded()), keyCode: typed))
            driver.runUntilIdle()
        case let .scene(name):
            if let index = catalog.scenes.firstIndex(where: { $0.name == name }) { show(sceneAt: index) }
        case let .pointAt(name, style):
            guard let name, let content else { pointing = nil; return }
            do { pointing = try LessonPointing(name, style: style, in: content, sceneName: scene.name) } catch { failure = error }
        case let .caption(text):
            pointer.caption = text
        case let .zoom(phone):
            zoomsPhone = phone
        case let .holdOverlay(overlay, seconds):
            overlay.apply(seconds, to: &visualizer.timing, clickLabelTime: &pointer.labelTime)
            compare?.visualizer.timing = visualizer.timing
        }
    }

    /// A pointer event as SpringBoard would make it: through the Alt finger
    /// (`SecondFinger`), which may add finger 1's. A move with the button up
    /// only moves the ghost (the app hears no hover here).
    private func sendPointer(_ kind: HIDEvent.Kind, at point: CGPoint) {
        let pressed = kind == .pointerDown || (kind == .pointerMove && pointer.pressedAt != nil)
        let kind: HIDEvent.Kind = kind == .pointerMove && !pressed ? .hover : kind
        let event = HIDEvent(kind: kind, timestamp: 0, x: Double(point.x), y: Double(point.y),
                             button: pressed || kind == .pointerUp ? 1 : 0, modifiers: heldModifiers)
        secondFinger.process(event) { hid in
            guard hid.button != 0 || hid.kind == .pointerUp else { return }
            driver.send(hid)
        }
        pointer.secondFinger = secondFinger.ghost.map { g in let p = screen.toPixels(x: g.x, y: g.y); return CGPoint(x: p.x, y: p.y) }
    }

    /// X and SpringBoard have no part here: the pipeline strip shows them at the event's time.
    private func markInput(at time: Double) {
        visualizer.markStage(.x11, at: time * speed)
        visualizer.markStage(.springBoard, at: time * speed)
    }

    /// The demo's keys as the live window reads them (`DemoKeyCommands`):
    /// 1–0, N and P for scenes, R to clear, V for the verbose trace, and the
    /// scene's own keys. Keys that only make sense with a person at the
    /// window (help, inspect, explain, stepping, quitting) change nothing in
    /// a recording.
    private func handleKey(_ keysym: UInt32) {
        let count = catalog.scenes.count
        let current = catalog.index(of: scene) ?? 0
        if let index = DemoKey.sceneIndex(keysym) { show(sceneAt: index); return }
        switch keysym {
        case DemoKey.n: show(sceneAt: (current + 1) % count)
        case DemoKey.p: show(sceneAt: (current + count - 1) % count)
        case DemoKey.r:
            driver.application.tracer.holdingEvents {   // a freed view's deinit may trace (issue 24)
                visualizer.reset()
                recorder.reset()
                if let compare { compare.clearTraces() } else { show(sceneAt: current, evenIfShown: true) }
            }
        case DemoKey.v:
            composer.traceStyle = composer.traceStyle == .seeds ? .verbose : .seeds
            composer.invalidateChrome()
        default:
            _ = content?.handleKey(keysym: keysym)
        }
    }

    /// Opens the scene at `index` afresh (its what-if switches undone). A
    /// compared recording keeps its scene: the switch belongs to it.
    private func show(sceneAt index: Int, evenIfShown: Bool = false) {
        guard catalog.scenes.indices.contains(index), compare == nil,
              evenIfShown || catalog.scenes[index].name != scene.name else { return }
        driver.application.tracer.holdingEvents {   // a freed view's deinit may trace (issue 24)
            content?.tearDown()
            visualizer.reset()
            recorder.reset()
        }
        pointing = nil
        scene = catalog.scenes[index]
        content = scene.build(in: window, application: driver.application)
        composer.invalidateChrome()
    }

    private var sceneInfo: SceneInfo {
        var keys = DemoKey.header
        for action in content?.keyActions ?? [] { keys.append(.init(String(action.key).uppercased(), action.summary)) }
        let index = catalog.index(of: scene) ?? 0
        let slow = speed == 1 ? "" : " · \(String(format: "%g", speed))× speed"
        let info = SceneInfo(title: scene.title, explanation: scene.explanation, keys: keys,
                             badge: "\(index + 1) / \(catalog.scenes.count)" + slow)
        return options.clean ? info.forPresentation() : info
    }

    private func draw(on canvas: CairoCanvas, at time: Double) {
        if recorder.revision != timelineRevision {
            timeline = recorder.timeline
            timelineRevision = recorder.revision
        }
        composer.timeline = TimelineState(timeline: timeline, cursor: nil,
                                          liveUntil: driver.application.hasActiveTouch ? time * speed : nil)
        if let compare {
            compareComposer.uiScale = options.uiScale
            compare.draw(with: compareComposer, on: canvas, size: pictureSize, title: scene.title, windowA: window,
                         visualizerA: visualizer, now: time * speed)
        } else {
            composer.compose(into: canvas, size: pictureSize, root: window, visualizer: visualizer, info: sceneInfo, now: time * speed)
        }
        if pictureSize.height < frameSize.height {
            CaptionBand(text: pointer.caption, uiScale: options.uiScale)
                .draw(in: canvas, band: CGRect(x: 0, y: pictureSize.height, width: frameSize.width,
                                               height: frameSize.height - pictureSize.height))
        }
        if let pointing, compare == nil,
           let mark = pointing.pointer(rendered: composer.lastRendered, traceRows: composer.panels.traceRows, uiScale: options.uiScale) {
            mark.draw(in: canvas, size: pictureSize)
        }
        pointerText.removeAll()
        canvas.placedText = pointerText
        defer { canvas.placedText = nil }
        canvas.inTextContainer("pointer", CGRect(origin: .zero, size: frameSize)) {
            pointer.overlay(at: time, scale: options.uiScale)
                .draw(in: canvas, size: frameSize, avoiding: framePlacedText)
        }
    }

    /// The picture (above the caption band) made a close-up of the phone's
    /// screen, following the pointer (`zoom phone`).
    private func zoomPhone(in image: ImageSurface) throws(TouchLabError) {
        if zoomScratch == nil {
            do { zoomScratch = try ImageSurface(width: image.width, height: image.height) } catch { throw TouchLabError("--record: \(error)") }
        }
        guard let zoomScratch, let width = screen.width, let height = screen.height else { return }
        let phone = CGRect(x: screen.originX, y: screen.originY, width: width * screen.scale, height: height * screen.scale)
        let region = PhoneZoom.region(screen: phone, picture: pictureSize, focusY: Double(pointer.position.y),
                                      texts: lastPlacedText.map(\.box))
        PhoneZoom.zoom(image, region: region, picture: pictureSize, scratch: zoomScratch)
    }

    /// The text the last frame drew: the composer's and the pointer's.
    var lastPlacedText: [PlacedText] { framePlacedText + pointerText.all }
    private var framePlacedText: [PlacedText] { compare == nil ? composer.lastPlacedText : compareComposer.lastPlacedText }
    private let pointerText = PlacedTextLog()
}

/// The pointer as the recording shows it, and the label of its last click.
struct PointerState {
    var position: CGPoint
    var pressedAt: Double?
    var pressedPosition = CGPoint.zero
    var moved = false
    var label: (text: String, since: Double)?
    var caption: String?
    /// The Alt finger's place in frame pixels, while Alt is held or it is down.
    var secondFinger: CGPoint?

    /// A press shorter than this is a tap; longer, a hold with its duration.
    static let tapLimit = 0.3
    /// How long a click's label stays (`hold clicks S`), then fades over `labelFade`.
    var labelTime = 2.5
    static let labelFade = 0.4

    mutating func show(_ text: String, at time: Double) { label = (text, time) }

    mutating func release(at time: Double) {
        guard let since = pressedAt else { return }
        let held = time - since
        let text = moved ? "drag" : held < Self.tapLimit ? "tap" : "hold \(String(format: "%.1f", held)) s"
        show(text, at: time)
        pressedAt = nil
    }

    func overlay(at time: Double, scale: Double) -> PointerOverlay {
        var overlay = PointerOverlay(position: position, isPressed: pressedAt != nil, scale: scale)
        overlay.secondFinger = secondFinger
        if let since = pressedAt {
            let held = time - since
            if moved { overlay.clickLabel = "drag" } else if held >= Self.tapLimit {
                overlay.clickLabel = "holding \(String(format: "%.1f", held)) s"
            } else { overlay.clickLabel = "press" }
        } else if let label {
            let age = time - label.since
            overlay.clickLabel = label.text
            overlay.clickLabelOpacity = age < labelTime ? 1 : max(0, 1 - (age - labelTime) / Self.labelFade)
        }
        return overlay
    }
}
