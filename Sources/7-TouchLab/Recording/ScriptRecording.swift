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
    /// The phone's screen in the frame: pixels ↔ points.
    let screen: ScreenMapping
    /// The scenes this run offers: the built-in ones, or an experiment's.
    let catalog: SceneCatalog
    var scene: Scene
    var content: SceneContent?
    private var timeline: GestureTimeline?
    /// SpringBoard's Alt finger, as live (`hold alt` in a script; `pinch`, `rotate`).
    private var secondFinger = SecondFinger(centreX: TwoFingerSteps.phoneCentre.x, centreY: TwoFingerSteps.phoneCentre.y)
    /// The X state bits of the modifier keys the script holds.
    private var heldModifiers: UInt32 = 0
    private var timelineRevision = -1
    private(set) var pointer: PointerState

    /// The most frames a recording may have: an hour at 30 fps.
    static let mostFrames = 108_000

    /// `numbersAddresses`: false in a test that shares its process with
    /// others reading `TraceLog.numbersAddresses` (it is process-wide).
    init(options: TouchLabOptions, actions: [ScriptAction], catalog: SceneCatalog = .builtIn,
         numbersAddresses: Bool = true) throws(TouchLabError) {
        self.options = options
        self.catalog = catalog
        fps = options.recordFPS
        guard (1...120).contains(fps) else { throw TouchLabError("--fps \(fps): a recording's rate must be 1 to 120 frames a second") }
        do { scene = try catalog.scene(forOption: options.sceneName) } catch { throw TouchLabError("\(error)") }
        frameSize = CGSize(width: options.width, height: options.height)
        do { driver = try HeadlessDriver(startTime: 0, recordTrace: false) } catch { throw TouchLabError("\(error)") }
        // The phone as the live demo draws it: the 430×932-point screen,
        // scaled into the frame. The schedule and the drawn pointer are in
        // window pixels; the app gets points, as SpringBoard gives them.
        let ui = options.uiScale
        let (layout, oneScreen) = PhoneScreen.place(in: frameSize, uiScale: ui)
        // --compare: two phones; the script's points aim at the left one.
        let screen = options.compareSwitch == nil ? oneScreen : PhoneScreen.placeTwo(in: frameSize, uiScale: ui).screen
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
        installTrace()
        driver.application.delegate = DemoKeyResponder { [unowned self] keysym, _ in self.handleKey(keysym) }
        content = scene.build(in: window, application: driver.application)
        if let text = options.compareSwitch, let content {
            let flipped: WhatIfSwitch
            do { flipped = try WhatIfSwitch(text, in: content) } catch { throw TouchLabError("--compare: \(error)") }
            do {
                compare = try CompareSession(scene: scene, flipped: flipped, twinOf: driver.application, sceneA: content)
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

    private func installTrace() {
        let app = driver.application
        let clock = driver.clock
        app.tracesRunLoop = true
        app.tracer.addRecordSink { [unowned self] record in
            self.recorder.append(record)
            if record.event.isRunLoopStep { return }
            self.visualizer.consume(record.event, at: clock.now)
            self.compare?.noteA(record.event)
        }
    }

    /// Renders every frame into `sink`, in order; `frameCount` of them.
    func render(into sink: FrameSink) throws(TouchLabError) {
        let image: ImageSurface
        do { image = try ImageSurface(width: Int(frameSize.width), height: Int(frameSize.height)) } catch {
            throw TouchLabError("--record: \(error)")
        }
        let canvas = image.makeCanvas()
        var next = schedule.steps.startIndex
        for frame in 0..<frameCount {
            let time = Double(frame) / Double(fps)
            while next < schedule.steps.endIndex, schedule.steps[next].time <= time {
                let step = schedule.steps[next]
                advance(to: step.time * speed)
                perform(step.input, at: step.time)
                next += 1
            }
            advance(to: time * speed)
            draw(on: canvas, at: time)
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
            try? driver.application.port.sender.send(HIDEvent(kind: .key, timestamp: UInt64((time * speed * 1e9).rounded()), keyCode: keysym))
            driver.runUntilIdle()
        case let .caption(text):
            pointer.caption = text
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

    /// The scene's own keys, and 1–0 for scenes, as the live demo reads them.
    private func handleKey(_ keysym: UInt32) {
        // A compared recording keeps its scene: the switch belongs to it.
        if let index = DemoKey.sceneIndex(keysym), catalog.scenes.indices.contains(index), compare == nil {
            content?.tearDown()
            visualizer.reset()
            recorder.reset()
            scene = catalog.scenes[index]
            content = scene.build(in: window, application: driver.application)
            composer.invalidateChrome()
            return
        }
        _ = content?.handleKey(keysym: keysym)
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
            compare.draw(with: compareComposer, on: canvas, size: frameSize, title: scene.title, windowA: window,
                         visualizerA: visualizer, now: time * speed)
        } else {
            composer.compose(into: canvas, size: frameSize, root: window, visualizer: visualizer, info: sceneInfo, now: time * speed)
        }
        pointerText.removeAll()
        canvas.placedText = pointerText
        defer { canvas.placedText = nil }
        canvas.inTextContainer("pointer", CGRect(origin: .zero, size: frameSize)) {
            pointer.overlay(at: time).draw(in: canvas, size: frameSize, avoiding: composer.lastPlacedText)
        }
    }

    /// The text the last frame drew: the composer's and the pointer's.
    var lastPlacedText: [PlacedText] { composer.lastPlacedText + pointerText.all }
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
    /// How long a click's label stays, then fades over `labelFade`.
    static let labelTime = 1.2, labelFade = 0.3

    mutating func show(_ text: String, at time: Double) { label = (text, time) }

    mutating func release(at time: Double) {
        guard let since = pressedAt else { return }
        let held = time - since
        let text = moved ? "drag" : held < Self.tapLimit ? "tap" : "hold \(String(format: "%.1f", held)) s"
        show(text, at: time)
        pressedAt = nil
    }

    func overlay(at time: Double) -> PointerOverlay {
        var overlay = PointerOverlay(position: position, isPressed: pressedAt != nil, caption: caption)
        overlay.secondFinger = secondFinger
        if let since = pressedAt {
            let held = time - since
            if moved { overlay.clickLabel = "drag" } else if held >= Self.tapLimit {
                overlay.clickLabel = "holding \(String(format: "%.1f", held)) s"
            } else { overlay.clickLabel = "press" }
        } else if let label {
            let age = time - label.since
            overlay.clickLabel = label.text
            overlay.clickLabelOpacity = age < Self.labelTime ? 1 : max(0, 1 - (age - Self.labelTime) / Self.labelFade)
        }
        return overlay
    }
}
