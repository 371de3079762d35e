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
///
/// This type is the wiring: it opens the window, makes the application and
/// SpringBoard, and connects the parts that each do one job —
/// `RenderScheduling` (when a frame is drawn), `DemoKeyCommands` (what a key
/// does), `SceneSwitcher` (which scene runs), `ScriptSession` (a `--script`
/// and its end), `ScreenshotTaker` (`--screenshot`) — and the modes in its
/// extensions (compare, inspect, timeline, slow motion, the second finger).
public final class LiveApp {
    /// The command line's, with the window's size and scale as the screen suggested them (`WindowFit`).
    private(set) var options: TouchLabOptions
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
    /// The off-screen frame, remade at the window's new size when it is resized.
    private(set) var frameBuffer: XFrameBuffer
    /// The app's one clock: real time times `--speed` (LiveApp+SlowMotion.swift).
    let slowMotion: DilatedClock
    /// The window's size in pixels: what it opened at, then what ConfigureNotify says.
    private(set) var frameSize: CGSize
    /// The phone's screen in the window: window pixels ↔ UIKit points
    /// (compare mode draws it twice, smaller: LiveApp+Compare.swift).
    var screen: ScreenMapping
    /// Compare mode: the scene again, one switch apart, and both traces.
    var compare: CompareSession?
    let compareComposer = CompareFrameComposer()

    let sceneSwitcher: SceneSwitcher
    /// The scene running in the window.
    var content: SceneContent? { sceneSwitcher.content }
    /// When frames are drawn; every part that changes the picture tells it.
    private(set) lazy var rendering = RenderScheduling(
        application: application, window: window, springBoard: springBoard, slowMotion: slowMotion, visualizer: visualizer,
        drainWindowEvents: { [unowned self] in self.handleWindowEvents() }, draw: { [unowned self] in self.drawFrame() })
    var showsHelp = false
    private var helpWasShown = false
    /// SpringBoard's Alt finger, followed here from the HID events to draw its ghost (LiveApp+SecondFinger.swift).
    var altFinger = LiveApp.altFinger()
    private(set) var script: ScriptSession?
    /// What a script's `highlight` or `spotlight` line points at (its view
    /// must still be in the window: another scene ends it).
    private var pointing: LessonPointing?
    /// Drawn the last frame: its marks must be painted over when it ends.
    private var pointingWasShown = false
    let screenshot: ScreenshotTaker?
    /// `--save-script`: the live input as a script (LiveApp+SaveScript.swift).
    var scriptWriter: ScriptWriter?
    var exitStatus: Int32 = 0
    /// Signals and window destruction (LiveApp+Ending.swift).
    var ending = Ending()
    private var xSource: RunLoopSource1?

    /// Everything that can fail before the window opens, with one clear line.
    public static func run(_ options: TouchLabOptions, catalog: SceneCatalog = .builtIn) -> ExitReason {
        if options.recordPath != nil { return ScriptRecording.run(options, catalog: catalog) }
        do {
            let app = try LiveApp(options: options, catalog: catalog)
            _ = app.run()
            return app.exitReason
        } catch {
            FileHandle.standardError.write(Data("\(ProgramName.current): \(error)\n".utf8))
            return .finished(status: 1)
        }
    }

    init(options: TouchLabOptions, catalog: SceneCatalog = .builtIn) throws {
        self.options = options
        let scene: Scene
        do { scene = try catalog.scene(forOption: options.sceneName) } catch { throw TouchLabError("\(error)") }
        let actions: [ScriptAction]?
        if let path = options.scriptPath {
            do { actions = try ScriptParser.parse(contentsOfFile: path, scenes: catalog) } catch { throw TouchLabError("\(error)") }
        } else {
            actions = nil
        }
        screenshot = try options.screenshotPath.map { path throws(TouchLabError) in try ScreenshotTaker(path: path) }
        if let path = options.saveScriptPath { try Self.checkSaveScriptPath(path) }

        XConnectionLost.policy = XConnectionLost.Policy(
            message: { name in "\(ProgramName.current): lost the connection to the X server (DISPLAY=\(name)); exiting." },
            beforeExit: { StandardOutput.flush() },
            exitStatus: 1)
        do {
            display = try options.displayName.map { name throws(XServerError) in try XDisplay(name: name) } ?? XDisplay()
        } catch { throw TouchLabError("\(error)") }
        if !options.sizeIsExplicit, !options.scaleIsExplicit {
            let geometry = XScreenGeometry(display: display)
            let fit = WindowFit.choose(area: (geometry.workArea.width, geometry.workArea.height), dotsPerInch: geometry.dotsPerInch)
            self.options.fitWindow(width: fit.width, height: fit.height, scale: fit.scale)
        }
        let options = self.options
        frameSize = CGSize(width: options.width, height: options.height)
        do {
            // Input is read by SpringBoard on its own connection (inputMask 0 here).
            // Resizable down to the smallest size the layout still reads in.
            xWindow = try XWindow(display: display, width: options.width, height: options.height,
                                  title: "TouchLab — \(scene.title)", inputMask: 0, minimumSize: TouchLabOptions.smallestSize)
        } catch { throw TouchLabError("\(error)") }

        // The port is the backlog a lagging app works through before it sees
        // the next key: 256 events (a few ms of work, tens with --trace
        // printing); beyond it SpringBoard coalesces moves (Outbox). A deeper
        // port only holds stale moves: UIKit draws one position per frame.
        slowMotion = DilatedClock(speed: options.speed)
        application = try UIApplication(runLoop: EventRunLoop(clock: slowMotion), portCapacity: 256)
        // A finger's moves wait for the display refresh and come as one
        // touchesMoved, as on iOS (Behaviour §1); `--every-move` hands over each.
        application.deliversMovesAtDisplayRefresh = !options.deliversEveryMove
        application.displayRefreshInterval = FrameScheduler.refresh * options.speed
        // The phone is the seeds' device: a 430×932-point screen, drawn scaled
        // into the frame. SpringBoard turns window pixels into its points, so
        // views, traces and scripts are in points, as on the phone.
        screen = PhoneScreen.place(in: frameSize, uiScale: options.uiScale).screen
        let windowScene = UIWindowScene(application: application)
        window = UIWindow(windowScene: windowScene, frame: UIScreen.main.bounds)
        window.makeKeyAndVisible()
        sceneSwitcher = SceneSwitcher(catalog: catalog, index: catalog.index(of: scene) ?? 0,
                                      application: application, window: window)

        do {
            springBoard = try SpringBoard(window: xWindow, sender: application.port.sender,
                                          translator: HIDEventTranslator(retime: slowMotion.hidTimestamp, screen: screen,
                                                                         secondFinger: Self.altFinger()))
        } catch { throw TouchLabError("\(error)") }
        frameBuffer = XFrameBuffer(display: display, window: xWindow)

        composer.shownPanels = options.shownPanels
        composer.uiScale = options.uiScale
        composer.showsKeyHints = !options.clean
        installWindowEvents()
        rendering.install()
        installTrace()
        let keys = DemoKeyCommands(app: self)
        application.delegate = DemoKeyResponder { keysym, modifiers in keys.handle(keysym, modifiers: modifiers) }
        application.hidEventInterceptor = { [unowned self] hid in
            self.noteForSavedScript(hid)
            self.noteAltFinger(hid)
            // The script's end marker: everything it injected has been handled.
            if self.forwardToCompare(hid) { return true }
            if hid.kind == .marker { self.scriptMarkerArrived(hid.keyCode); return true }
            if self.compare != nil { return false }
            return self.inspectClick(hid) || self.explainClick(hid)
        }
        if options.saveScriptPath != nil {
            scriptWriter = ScriptWriter(origin: (Double(window.frame.origin.x), Double(window.frame.origin.y)))
        }
        compareComposer.uiScale = options.uiScale
        installSceneChanges()
        sceneSwitcher.show(at: sceneSwitcher.index)
        if let text = options.compareSwitch { try startCompare(text) }
        if let actions { try startScript(actions) }
    }

    /// Runs until quit; the status a shell would see (128 + n after signal n).
    func run() -> Int32 {
        do { try springBoard.start() } catch {
            FileHandle.standardError.write(Data("\(ProgramName.current): \(error)\n".utf8)); exitStatus = 1; return 1
        }
        drawFrame()
        script?.start()
        if script == nil, let screenshot {
            // Taken when the loop first sleeps, after UIKit's commit (layout,
            // then `draw(_:)`): a view is drawn before it is first shown, so the
            // picture must not be the frame from before that commit.
            screenshot.takeWhenLoopSleeps(on: application.runLoop) { [unowned self] in
                self.takeScreenshot()
                self.application.terminate()
            }
        }
        installTerminationSignals()
        application.run()
        if screenshot?.isTaken != true { printComparison() }
        springBoard.stop()
        writeSavedScript()
        sceneSwitcher.tearDown()
        frameBuffer.release()
        display.close()
        StandardOutput.flush()
        removeTerminationSignals()
        return exitReason.shellStatus
    }

    // MARK: Wiring

    /// The app's own X connection: Expose, the close button (Xvfb has no
    /// window manager: tests send WM_DELETE_WINDOW themselves).
    private func installWindowEvents() {
        let source = RunLoopSource1(name: "X11 window events", fileDescriptor: display.fileDescriptor) { [unowned self] in
            self.handleWindowEvents()
        }
        xSource = source
        application.runLoop.add(source, forMode: .common)
    }

    /// Expose and the close button, from the app's own connection. Also
    /// called after each frame: Cairo's round trips to the server can read
    /// events into Xlib's queue, where `ppoll` on the socket cannot see them
    /// (PlatformNotes: drain before you poll).
    private func handleWindowEvents() {
        display.drainInputEvents { event in
            switch event {
            case .expose: self.rendering.needsDisplay = true; self.rendering.needsWholeFrame = true
            case let .configure(width, height): self.windowWasResized(width: width, height: height)
            case .closeRequested: self.application.terminate()
            case .destroyed: self.windowWasDestroyed()
            default: break
            }
        }
    }

    /// The window manager (or `XResizeWindow`) gave the window a new size:
    /// a new off-screen frame that size, the layout reflowed into it (the
    /// phone to the height, the panels to the width), and SpringBoard told
    /// where the phone is now. ConfigureNotify also reports moves: same size, nothing to do.
    func windowWasResized(width: Int, height: Int) {
        guard width > 0, height > 0, CGSize(width: width, height: height) != frameSize else { return }
        frameSize = CGSize(width: width, height: height)
        frameBuffer.release()
        frameBuffer = XFrameBuffer(display: display, window: xWindow, width: width, height: height)
        composer.invalidateChrome()
        setPhoneMapping(comparing: compare != nil)
        rendering.needsDisplay = true
        rendering.needsWholeFrame = true
    }

    /// A new scene starts with empty overlays, timeline and trace; compare
    /// mode, if it was on, compares the new scene with its own default switch.
    private func installSceneChanges() {
        var wasComparing = false
        sceneSwitcher.willLeave = { [unowned self] in
            wasComparing = self.compare != nil
            self.endCompare()
        }
        sceneSwitcher.didTearDown = { [unowned self] in
            self.application.tracer.holdingEvents {   // a freed view's deinit may trace (issue 24)
                self.visualizer.reset()
                self.resetTimeline()
            }
        }
        sceneSwitcher.didShow = { [unowned self] in
            self.composer.invalidateChrome()
            self.rendering.needsDisplay = true
            if wasComparing { self.toggleCompare() }
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
        // Moves merged into one report are still on the touch's trail.
        application.coalescedMoveObserver = { [unowned visualizer] location, time in
            visualizer.noteCoalescedSample(at: location, time: time)
        }
        application.tracer.addRecordSink { [weak self] record in
            // Weak: the application outlives the demo at exit, and a scroll
            // view released then still reports its way out of tracking mode.
            guard let self else { return }
            // The loop's own steps are for the timeline only: one comes with
            // every pass, drawing included, so they must not ask for a frame.
            if record.event.isRunLoopStep { self.record(record); return }
            self.compare?.noteA(record.event)
            self.visualizer.consume(record.event, at: clock.now)
            self.record(record)
            self.rendering.needsDisplay = true
            guard prints, self.compare == nil else { return }   // compare mode prints both traces at the end
            switch format {
            case .json: print(TraceJSONLine(record).text)
            case .seeds, .verbose: for line in SeedLogFormatter.lines(for: record.event, style: style) { print(line) }
            }
        }
    }

    // MARK: Drawing

    var sceneInfo: SceneInfo {
        let info = SceneInfo(title: sceneSwitcher.current.title, explanation: sceneSwitcher.current.explanation,
                             keys: DemoKey.header + DemoKey.keys(of: content?.keyActions ?? []),
                             badge: "\(sceneSwitcher.index + 1) / \(sceneSwitcher.scenes.count)" + speedBadge + whatIfBadge)
        return options.clean ? info.forPresentation() : info
    }

    /// Redraws what changed since the last frame and copies only that to the
    /// window; the whole frame after an Expose and while the help card shows.
    func drawFrame() {
        if let compare {
            drawCompareFrame(on: frameBuffer.canvas, session: compare, now: application.runLoop.clock.now)
            if showsHelp { drawHelpCard() }   // H works in compare mode too
            frameBuffer.present([CGRect(origin: .zero, size: frameSize)])
            helpWasShown = showsHelp
            rendering.didDraw()
            return
        }
        let live = application.runLoop.clock.now
        let (shown, now) = stateToDraw(now: live)
        if pointing?.isStale == true { pointing = nil }
        let whole = rendering.needsWholeFrame || showsHelp || helpWasShown || timelineView.cardChanged || inspectorNeedsWholeFrame
            || pointing != nil || pointingWasShown
        pointingWasShown = pointing != nil
        composer.compose(into: frameBuffer.canvas, size: frameSize, root: rootToDraw, visualizer: shown,
                         info: sceneInfo, now: now, onlyChanged: !whole)
        drawExplainCard()
        drawInspector()
        drawFingerGhosts(on: frameBuffer.canvas)
        drawPointing(on: frameBuffer.canvas)
        if showsHelp { drawHelpCard() }
        frameBuffer.present(composer.lastDamage)
        helpWasShown = showsHelp
        rendering.didDraw()
    }

    /// Every key and scene, over the whole frame (`H`), in the window or a screenshot.
    private func drawHelpCard(on canvas: CairoCanvas? = nil) {
        let canvas = canvas ?? frameBuffer.canvas
        let card = HelpCard(keys: DemoKey.helpKeys(sceneActions: content?.keyActions ?? []), scenes: sceneSwitcher.helpEntries)
        canvas.withSavedState {
            canvas.scale(options.uiScale)
            card.draw(in: canvas, size: CGSize(width: frameSize.width / options.uiScale, height: frameSize.height / options.uiScale))
        }
    }

    // MARK: Scripts and screenshots

    private func startScript(_ actions: [ScriptAction]) throws(TouchLabError) {
        // `hold OVERLAY S` lines are settings: live, the whole script has them
        // from its start (the window has no click labels of its own).
        var clickLabelTime = 0.0
        for case let .holdOverlay(overlay, seconds) in actions {
            overlay.apply(seconds, to: &visualizer.timing, clickLabelTime: &clickLabelTime)
        }
        let session = try ScriptSession(actions: actions, screen: screen, window: xWindow, runLoop: application.runLoop)
        session.onFailure = { [unowned self] message in
            FileHandle.standardError.write(Data("\(ProgramName.current): script failed: \(message)\n".utf8))
            self.exitStatus = 1
            self.application.terminate()
        }
        session.onOver = { [unowned self] in self.scriptIsOver() }
        script = session
    }

    /// A script's marker reached the app (from A, or from B in compare
    /// mode): 0 is its end — every event injected before it has been handled;
    /// another is the step it numbers (1-based), to perform now, in order
    /// with the input. A compared window keeps its scene.
    func scriptMarkerArrived(_ number: UInt32) {
        guard number > 0 else { script?.inputWasHandled(); return }
        guard let actions = script?.player.actions, actions.indices.contains(Int(number) - 1), compare == nil else { return }
        switch actions[Int(number) - 1] {
        case let .scene(name):
            if let index = sceneSwitcher.scenes.firstIndex(where: { $0.name == name }) { sceneSwitcher.show(at: index) }
        case let .pointAt(name, style):
            guard let name, let content else { pointing = nil; break }
            do { pointing = try LessonPointing(name, style: style, in: content, sceneName: sceneSwitcher.current.name) } catch {
                script?.onFailure("\(error)")
            }
        default:
            break
        }
        rendering.needsDisplay = true
    }

    /// A script's `highlight` or `spotlight`, over the frame.
    private func drawPointing(on canvas: CairoCanvas) {
        guard let mark = pointing?.pointer(rendered: composer.lastRendered, traceRows: composer.panels.traceRows,
                                           uiScale: options.uiScale) else { return }
        mark.draw(in: canvas, size: frameSize)
    }

    /// Every event of the script has been handled: `--explain` prints its
    /// cards, and `--screenshot` is taken once the loop has drawn the last of
    /// it; then the demo quits.
    private func scriptIsOver() {
        if options.explains { printExplanations() }
        guard let screenshot else { return }
        screenshot.takeWhenLoopSleeps(on: application.runLoop) { [unowned self] in
            self.takeScreenshot()
            self.application.terminate()
        }
    }

    /// The frame as the window shows it, written to `--screenshot`'s file.
    func takeScreenshot() {
        guard let screenshot else { return }
        printComparison()
        let written = screenshot.write { path in
            if let compare {
                try PNGWriter.render(width: Int(frameSize.width), height: Int(frameSize.height), to: path) { canvas in
                    drawCompareFrame(on: canvas, session: compare, now: application.runLoop.clock.now)
                    if showsHelp { drawHelpCard(on: canvas) }
                }
                return
            }
            let (shown, now) = stateToDraw(now: application.runLoop.clock.now)
            try PNGWriter.writeFrame(composer, size: frameSize, root: rootToDraw, visualizer: shown,
                                     info: sceneInfo, now: now, to: path) { canvas, layout in
                self.drawExplainCard(in: canvas, layout: layout)
                self.drawInspector(in: canvas, layout: layout)
                self.drawFingerGhosts(on: canvas)
                self.drawPointing(on: canvas)
                if self.showsHelp { self.drawHelpCard(on: canvas) }
            }
        }
        if !written { exitStatus = 1 }
    }
}
