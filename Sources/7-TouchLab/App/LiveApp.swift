import Drawing
import Foundation
import HID
import RunLoop
import SpringBoard
@_spi(TouchLab) import UIKit
import XServer

/// The demo: a real X window whose left half is the phone running a scene,
/// and whose right half shows what the engine just did.
///
///     X server ──▶ SpringBoard thread ──▶ port ──▶ main run loop ──▶ UIKit engine
///        ▲                                           │ trace events
///        │                                           ▼
///        └── XCopyArea ◀── Cairo frame ◀── beforeWaiting observer (like Core Animation's commit)
///
/// Everything on the main thread is driven by the run loop: the port's
/// Source1 (touches and keys), a Source1 on the app's own X connection
/// (Expose, close button), the script's finish signal, timers, and the
/// render observer. The main thread never blocks on X.
public final class LiveApp {
    let options: TouchLabOptions
    let display: XDisplay
    let xWindow: XWindow
    let application: UIApplication
    let window: UIWindow
    let springBoard: SpringBoard
    let composer = FrameComposer()
    let visualizer = DispatchVisualizer()
    /// The newest gesture's records, the step cursor and the explain mode (LiveApp+Timeline.swift).
    let recorder = GestureRecorder()
    var timelineView = TimelineView()
    /// Inspect mode and its open card (LiveApp+Inspect.swift).
    var inspector = InspectorState()
    let frameBuffer: XFrameBuffer
    /// The app's one clock: real time times `--speed` (LiveApp+SlowMotion.swift).
    let slowMotion: DilatedClock
    let frameSize: CGSize
    /// The phone's screen in the window: window pixels ↔ UIKit points
    /// (compare mode draws it twice, smaller: LiveApp+Compare.swift).
    var screen: ScreenMapping
    /// Compare mode: the scene again, one switch apart, and both traces.
    var compare: CompareSession?
    let compareComposer = CompareFrameComposer()

    /// The scenes this run offers: the built-in ones, or an experiment's.
    let catalog: SceneCatalog
    var scenes: [Scene] { catalog.scenes }
    var sceneIndex: Int
    var content: SceneContent?
    var pendingSceneIndex: Int?
    var showsHelp = false
    var needsDisplay = true
    var lastDrawnRevision: UInt64 = .max
    var lastSpringBoardForward: UInt64 = 0
    /// At most one frame per display refresh (see `FrameScheduler`).
    private(set) lazy var frames = FrameScheduler(runLoop: application.runLoop) { [unowned self] in self.drawFrame() }
    /// SpringBoard's Alt finger, followed here from the HID events to draw its ghost (LiveApp+SecondFinger.swift).
    var altFinger = LiveApp.altFinger()
    var drawnCoalescedCount = 0
    var scriptPlayer: ScriptPlayer?
    /// `--save-script`: the live input as a script (LiveApp+SaveScript.swift).
    var scriptWriter: ScriptWriter?
    var scriptSource: RunLoopSource1?
    var exitStatus: Int32 = 0
    /// Signals, window destruction and the end of a scripted run (LiveApp+Ending.swift).
    var ending = Ending()
    private var xSource: RunLoopSource1!
    private var renderObserver: RunLoopObserver!

    /// Everything that can fail before the window opens, with one clear line.
    public static func run(_ options: TouchLabOptions, catalog: SceneCatalog = .builtIn) -> ExitReason {
        if options.recordPath != nil { return ScriptRecording.run(options, catalog: catalog) }
        do {
            let app = try LiveApp(options: options, catalog: catalog)
            _ = app.run()
            return app.exitReason
        } catch {
            FileHandle.standardError.write(Data("touchlab: \(error)\n".utf8))
            return .finished(status: 1)
        }
    }

    init(options: TouchLabOptions, catalog: SceneCatalog = .builtIn) throws {
        self.options = options
        self.catalog = catalog
        let scene: Scene
        do { scene = try catalog.scene(forOption: options.sceneName) } catch { throw TouchLabError("\(error)") }
        sceneIndex = catalog.index(of: scene) ?? 0
        let actions: [ScriptAction]?
        if let path = options.scriptPath {
            do { actions = try ScriptParser.parse(contentsOfFile: path) } catch { throw TouchLabError("\(error)") }
        } else {
            actions = nil
        }
        if let path = options.screenshotPath { try ScreenshotPath.check(path) }
        if let path = options.saveScriptPath { try Self.checkSaveScriptPath(path) }

        XConnectionLost.policy = XConnectionLost.Policy(
            message: { name in "touchlab: lost the connection to the X server (DISPLAY=\(name)); exiting." },
            beforeExit: { fflush(stdout) },
            exitStatus: 1)
        do {
            display = try options.displayName.map { name throws(XServerError) in try XDisplay(name: name) } ?? XDisplay()
        } catch { throw TouchLabError("\(error)") }
        frameSize = CGSize(width: options.width, height: options.height)
        do {
            // Input is read by SpringBoard on its own connection (inputMask 0 here).
            xWindow = try XWindow(display: display, width: options.width, height: options.height,
                                  title: "TouchLab — \(scene.title)", inputMask: 0)
        } catch { throw TouchLabError("\(error)") }

        // The port is the backlog a lagging app works through before it sees
        // the next key: 256 events (a few ms of work, tens with --trace
        // printing); beyond it SpringBoard coalesces moves (Outbox). A deeper
        // port only holds stale moves: UIKit draws one position per frame.
        slowMotion = DilatedClock(speed: options.speed)
        application = try UIApplication(runLoop: EventRunLoop(clock: slowMotion), portCapacity: 256)
        application.coalescesQueuedMoves = options.coalescesMoves
        // The phone is the seeds' device: a 430×932-point screen, drawn scaled
        // into the frame. SpringBoard turns window pixels into its points, so
        // views, traces and scripts are in points, as on the phone.
        screen = PhoneScreen.place(in: frameSize, uiScale: options.uiScale).screen
        let windowScene = UIWindowScene(application: application)
        window = UIWindow(windowScene: windowScene, frame: UIScreen.main.bounds)
        window.makeKeyAndVisible()

        do {
            springBoard = try SpringBoard(window: xWindow, sender: application.port.sender,
                                          translator: HIDEventTranslator(retime: slowMotion.hidTimestamp, screen: screen,
                                                                         secondFinger: Self.altFinger()))
        } catch { throw TouchLabError("\(error)") }
        frameBuffer = XFrameBuffer(display: display, window: xWindow)

        frames.interval = FrameScheduler.refresh * slowMotion.speed
        composer.shownPanels = options.shownPanels
        composer.uiScale = options.uiScale
        installRunLoopItems()
        installTrace()
        application.delegate = DemoKeyResponder { [unowned self] keysym, modifiers in self.handleKey(keysym, modifiers: modifiers) }
        application.hidEventInterceptor = { [unowned self] hid in
            self.noteForSavedScript(hid)
            self.noteAltFinger(hid)
            // The script's end marker: everything it injected has been handled.
            if self.forwardToCompare(hid) { return true }
            if hid.kind == .marker { self.scriptInputWasHandled(); return true }
            if self.compare != nil { return false }
            return self.inspectClick(hid) || self.explainClick(hid)
        }
        if options.saveScriptPath != nil {
            scriptWriter = ScriptWriter(origin: (Double(window.frame.origin.x), Double(window.frame.origin.y)))
        }
        compareComposer.uiScale = options.uiScale
        showScene(at: sceneIndex)
        if let text = options.compareSwitch { try startCompare(text) }
        if let actions { try startScript(actions) }
    }

    /// Runs until quit; the status a shell would see (128 + n after signal n).
    func run() -> Int32 {
        do { try springBoard.start() } catch {
            FileHandle.standardError.write(Data("touchlab: \(error)\n".utf8)); exitStatus = 1; return 1
        }
        drawFrame()
        scriptPlayer?.start()
        if scriptPlayer == nil, let path = options.screenshotPath {
            writeScreenshot(to: path)
            writeSavedScript()
            return exitStatus
        }
        installTerminationSignals()
        application.run()
        if !ending.screenshotTaken { printComparison() }
        springBoard.stop()
        writeSavedScript()
        content?.tearDown()
        frameBuffer.release()
        display.close()
        fflush(stdout)
        removeTerminationSignals()
        return exitReason.shellStatus
    }

    // MARK: Run-loop items

    private func installRunLoopItems() {
        // The app's own X connection: Expose, the close button (Xvfb has no
        // window manager: tests send WM_DELETE_WINDOW themselves).
        xSource = RunLoopSource1(name: "X11 window events", fileDescriptor: display.fileDescriptor) { [unowned self] in
            self.handleWindowEvents()
        }
        application.runLoop.add(xSource, forMode: .common)
        // Core Animation commits at beforeWaiting, order 2000000, after the
        // gesture observer (order 0): draw there, only if something changed.
        renderObserver = RunLoopObserver(name: "render (CA commit)", activities: [.beforeWaiting, .exit], order: 2_000_000) {
            [unowned self] _ in self.renderIfNeeded()
        }
        application.runLoop.add(renderObserver, forMode: .common)
    }

    /// Expose and the close button, from the app's own connection. Also
    /// called after each frame: Cairo's round trips to the server can read
    /// events into Xlib's queue, where `ppoll` on the socket cannot see them
    /// (PlatformNotes: drain before you poll).
    private func handleWindowEvents() {
        display.drainInputEvents { event in
            switch event {
            case .expose: self.needsDisplay = true; self.needsWholeFrame = true
            case .closeRequested: self.application.terminate()
            case .destroyed: self.windowWasDestroyed()
            default: break
            }
        }
    }

    private func installTrace() {
        let clock = application.runLoop.clock
        // --explain reads the whole script's records when it ends.
        application.tracer.isRecording = options.explains
        let format = options.traceFormat
        let style: SeedLogFormatter.Style = format == .seeds ? .seeds : .verbose
        composer.traceStyle = style
        let prints = options.printsTrace
        application.tracesRunLoop = true   // the timeline's run-loop lane
        application.tracer.addRecordSink { [unowned self] record in
            // The loop's own steps are for the timeline only: one comes with
            // every pass, drawing included, so they must not ask for a frame.
            if record.event.isRunLoopStep { self.record(record); return }
            self.compare?.noteA(record.event)
            self.visualizer.consume(record.event, at: clock.now)
            self.record(record)
            self.needsDisplay = true
            guard prints, self.compare == nil else { return }   // compare mode prints both traces at the end
            switch format {
            case .json: print(TraceJSONLine(record).text)
            case .seeds, .verbose: for line in SeedLogFormatter.lines(for: record.event, style: style) { print(line) }
            }
        }
    }

    // MARK: Drawing

    var sceneInfo: SceneInfo {
        let scene = scenes[sceneIndex]
        var keys = DemoKey.header
        for action in content?.keyActions ?? [] { keys.append(.init(String(action.key).uppercased(), action.summary)) }
        return SceneInfo(title: scene.title, explanation: scene.explanation, keys: keys,
                         badge: "\(sceneIndex + 1) / \(scenes.count)" + speedBadge + whatIfBadge)
    }

    private func renderIfNeeded() {
        handleWindowEvents()   // the loop is about to sleep: nothing may wait in Xlib's queue
        let now = application.runLoop.clock.now
        let forwarded = springBoard.lastForwardedNanoseconds
        if forwarded != lastSpringBoardForward {
            lastSpringBoardForward = forwarded
            let t = slowMotion.time(atReal: Double(forwarded) / 1e9)
            visualizer.markStage(.x11, at: t)
            visualizer.markStage(.springBoard, at: t)
            needsDisplay = true
        }
        let animating = visualizer.isAnimating(at: now) || StandardRecognizerHints.isAnimating(visualizer)
        guard needsDisplay || animating || window.displayRevision != lastDrawnRevision else { return }
        frames.frameWanted(at: now)
        handleWindowEvents()   // an Expose that came in while drawing wants the next refresh
        if needsDisplay || visualizer.isAnimating(at: now) || StandardRecognizerHints.isAnimating(visualizer) {
            frames.frameWantedNextRefresh()
        }
    }

    /// Redraws what changed since the last frame and copies only that to the
    /// window; the whole frame after an Expose and while the help card shows.
    func drawFrame() {
        if let compare {
            drawCompareFrame(on: frameBuffer.canvas, session: compare, now: application.runLoop.clock.now)
            frameBuffer.present([CGRect(origin: .zero, size: frameSize)])
            needsWholeFrame = false
            needsDisplay = false
            lastDrawnRevision = window.displayRevision
            return
        }
        let live = application.runLoop.clock.now
        let (shown, now) = stateToDraw(now: live)
        let whole = needsWholeFrame || showsHelp || helpWasShown || timelineView.cardChanged || inspectorNeedsWholeFrame
        composer.compose(into: frameBuffer.canvas, size: frameSize, root: rootToDraw, visualizer: shown,
                         info: sceneInfo, now: now, onlyChanged: !whole)
        drawExplainCard()
        drawInspector()
        drawFingerGhosts(on: frameBuffer.canvas)
        if showsHelp {
            frameBuffer.canvas.withSavedState {
                frameBuffer.canvas.scale(options.uiScale)
                helpCard.draw(in: frameBuffer.canvas, size: CGSize(width: frameSize.width / options.uiScale, height: frameSize.height / options.uiScale))
            }
        }
        frameBuffer.present(composer.lastDamage)
        helpWasShown = showsHelp
        needsWholeFrame = false
        needsDisplay = false
        lastDrawnRevision = window.displayRevision
    }
    var needsWholeFrame = true
    private var helpWasShown = false

    var helpCard: HelpCard {
        let keys = DemoKey.header + [.init("[ ] \\", "slower, faster, real time"), .init("Esc", "quit")] + (content?.keyActions ?? []).map {
            .init(String($0.key).uppercased(), $0.summary)
        }
        let sceneKeys = ["1", "2", "3", "4", "5", "6", "7", "8", "9", "0"]
        return HelpCard(keys: keys, scenes: scenes.enumerated().map { i, s in
            (key: i < sceneKeys.count ? sceneKeys[i] : "N", title: s.title, isCurrent: i == sceneIndex)
        })
    }

    // MARK: Scenes and keys

    func showScene(at index: Int) {
        guard scenes.indices.contains(index) else { return }
        if application.hasActiveTouch { pendingSceneIndex = index; return }   // never mid-touch
        let comparing = compare.map { _ in true } ?? false
        endCompare()
        content?.tearDown()
        visualizer.reset()
        resetTimeline()
        sceneIndex = index
        content = scenes[index].build(in: window, application: application)
        composer.invalidateChrome()
        needsDisplay = true
        if comparing { toggleCompare() }   // the new scene, compared with its own default switch
    }

    func handleKey(_ keysym: UInt32, modifiers: UInt32 = 0) {
        if let pending = pendingSceneIndex, !application.hasActiveTouch {
            pendingSceneIndex = nil
            showScene(at: pending)
        }
        if handleInspectKey(keysym) { needsDisplay = true; return }
        if handleTimelineKey(keysym, modifiers: modifiers) { needsDisplay = true; return }
        if handleSpeedKey(keysym) { needsDisplay = true; return }
        if let index = DemoKey.sceneIndex(keysym) { showScene(at: index); return }
        switch keysym {
        case DemoKey.q, DemoKey.escape: application.terminate()
        case DemoKey.n: showScene(at: (sceneIndex + 1) % scenes.count)
        case DemoKey.p: showScene(at: (sceneIndex + scenes.count - 1) % scenes.count)
        case DemoKey.h, DemoKey.questionMark: showsHelp.toggle()
        case DemoKey.v:
            composer.traceStyle = composer.traceStyle == .seeds ? .verbose : .seeds
            composer.invalidateChrome()
        case DemoKey.r:
            visualizer.reset(); resetTimeline()
            if let compare { compare.clearTraces() } else { resetWhatIfSwitches() }
        case DemoKey.c: toggleCompare()
        default:
            _ = content?.handleKey(keysym: keysym)
        }
        needsDisplay = true
    }

    // MARK: Scripts and screenshots

    /// Script coordinates are the scene's points; XTest wants the X window's pixels.
    private func startScript(_ actions: [ScriptAction]) throws {
        let mapped = actions.map { $0.toPixels(screen) }
        let player: ScriptPlayer
        do { player = try ScriptPlayer(actions: mapped, window: xWindow) } catch { throw TouchLabError("\(error)") }
        scriptPlayer = player
        let source = RunLoopSource1(name: "script finished", fileDescriptor: player.finishedFileDescriptor) { [unowned self] in
            self.scriptSource?.invalidate()
            self.scriptDidFinish(player.outcome ?? .failed("the script player stopped without an outcome"))
        }
        scriptSource = source
        application.runLoop.add(source, forMode: .common)
    }

    private func scriptDidFinish(_ outcome: ScriptPlayer.Outcome) {
        if case let .failed(message) = outcome {
            FileHandle.standardError.write(Data("touchlab: script failed: \(message)\n".utf8))
            exitStatus = 1
            application.terminate()
            return
        }
        scriptPlayerCompleted()
    }

    func writeScreenshot(to path: String) {
        printComparison()
        do {
            if let compare {
                try PNGWriter.render(width: Int(frameSize.width), height: Int(frameSize.height), to: path) { canvas in
                    drawCompareFrame(on: canvas, session: compare, now: application.runLoop.clock.now)
                }
                return
            }
            let (shown, now) = stateToDraw(now: application.runLoop.clock.now)
            try PNGWriter.writeFrame(composer, size: frameSize, root: rootToDraw, visualizer: shown,
                                     info: sceneInfo, now: now, to: path) { canvas, layout in
                self.drawExplainCard(in: canvas, layout: layout)
                self.drawInspector(in: canvas, layout: layout)
                self.drawFingerGhosts(on: canvas)
            }
        } catch {
            // Cairo's own words are vague ("error while writing to output
            // stream"): say what is wrong with the path if something is.
            let reason: Any
            do { try ScreenshotPath.check(path); reason = error } catch { reason = error }
            FileHandle.standardError.write(Data("touchlab: \(reason)\n".utf8))
            exitStatus = 1
        }
    }
}

extension ScriptAction {
    /// The same action moved by (dx, dy).
    /// The same action in window pixels: a script's points through the screen's mapping.
    func toPixels(_ screen: ScreenMapping) -> ScriptAction {
        func p(_ x: Double, _ y: Double) -> (Double, Double) { let q = screen.toPixels(x: x, y: y); return (q.x, q.y) }
        switch self {
        case let .move(x, y): let q = p(x, y); return .move(x: q.0, y: q.1)
        case let .tap(x, y): let q = p(x, y); return .tap(x: q.0, y: q.1)
        case let .drag(fx, fy, tx, ty, s):
            let a = p(fx, fy), b = p(tx, ty)
            return .drag(fromX: a.0, fromY: a.1, toX: b.0, toY: b.1, seconds: s)
        default: return self
        }
    }
}
