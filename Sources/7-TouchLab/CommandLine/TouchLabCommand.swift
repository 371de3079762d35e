import ArgumentParser
import Foundation
import XServer

/// `touchlab`'s command line, shared by every experiment: `--scene`,
/// `--script`, `--screenshot`, `--trace`, `--record` and the rest work the
/// same on an experiment's scenes as on the built-in ones.
///
///     touchlab                      TouchLabCommand.main()           built-in scenes
///     your experiment's executable  TouchLabCommand.main(catalog:)   your scenes (Experiment.main())
public struct TouchLabCommand: ParsableCommand {
    /// Named after the executable: `touchlab`, or your experiment's.
    public static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: executableName,
            abstract: "See how a touch becomes a method call: UIKit's event pipeline, live, in an X11 window.",
            discussion: """
                Keys: 1–9 and 0 pick a scene, N/P next/previous, V verbose trace, R clear (and undo what-if switches), I inspect (clicks flip what-if switches), C compare (the scene twice, one switch apart), [ ] slower/faster (\\ real time), H help, Q or Esc quit.
                Without a display, run it under Xvfb: xvfb-run -a swift run \(executableName) --script FILE --screenshot OUT.png
                """)
    }

    static var executableName: String {
        CommandLine.arguments.first.map { URL(fileURLWithPath: $0).lastPathComponent } ?? "touchlab"
    }

    @Option(name: .long, help: "The scene to open (see --list-scenes).")
    var scene: String?

    @Flag(name: .long, help: "List the scenes and exit.")
    var listScenes = false

    @Option(name: .long, help: "Play pointer actions from FILE through XTest (move X Y [over S], down, up, tap X Y, drag X Y to X Y over S, wait S, scroll down N, key K, caption \"TEXT\", caption off, pause S; two fingers: pinch X Y from D to D over S, rotate X Y by DEG over S, hold/release alt|shift; directing: scene NAME, highlight|spotlight VIEW, highlight|spotlight trace \"TEXT\", highlight|spotlight off, hold banner|hittest|phases|badges|clicks S).")
    var script: String?

    @Option(name: .long, help: "Write the window to FILE.png (after the script, if any) and exit.")
    var screenshot: String?

    @Flag(name: .long, help: "Print the trace to standard output in the seeds' log shape.")
    var trace = false

    @Flag(name: .long, help: "With --trace, print every step (port, sources, rejections, forwarding).")
    var verbose = false

    @Option(name: .long, help: "How --trace prints: seeds (the iPhone logs' lines), verbose (every step) or json (one object a line: seq, t, touch, kind, fields). Implies --trace.")
    var traceFormat: TraceFormat?

    @Flag(name: .long, help: "After --script, print why each view and recognizer did what it did, gesture by gesture.")
    var explain = false

    @Flag(name: .long, help: "One touchesMoved per pointer motion, handed over as it arrives. By default a finger's moves are delivered once per display refresh (60 Hz), live and in --record, as UIKit does: the last as the touch, all of them in UIEvent.coalescedTouches(for:).")
    var everyMove = false

    @Option(name: .long, help: "Slow motion: the app's clock runs at this speed (0.05–4; 0.25 makes a long press take 2 s). Keys [ and ] change it live, \\ resets it.")
    var speed: Double = 1

    @Option(name: .long, help: "When the window closes, write what the pointer and the keys did, with the waits, to FILE as a script (plays back with --script).")
    var saveScript: String?

    @Option(name: .long, help: "With --script: render the script's frames on a virtual clock into FILE.mp4, FILE.gif (both need ffmpeg) or a folder of PNGs, and exit. No window or X server is used.")
    var record: String?

    @Option(name: .long, help: "Frames per second of --record (default 30).")
    var fps: Int = 30

    @Option(name: .long, help: "Draw everything this much larger: 1.5 gives a 1920×1200 window, 2 a 2560×1600 one (text stays crisp). Without it the window takes its scale from the screen (Xft.dpi or its physical size) and fits its work area.")
    var scale: Double?

    @Option(name: .long, help: "Compare: the scene twice, side by side, with this what-if switch flipped on the right (e.g. tap.cancelsTouchesInView, long press.cancelsTouchesInView, scroll.delaysContentTouches, viewb.alpha); one input reaches both, the traces stand side by side with the differing rows marked ≠. Key C toggles it.")
    var compare: String?

    @Option(name: .long, help: "The window's or recording's size in pixels, e.g. 1920x1080 for a 16:9 video: everything drawn larger to fill it (--scale says by how much), the phone to the height, the panels to the width.")
    var size: String?

    @Flag(name: .long, help: "A presentation's frame: no key hints and no scene counter in the header.")
    var clean = false

    @Option(name: .long, help: "The panels beside the phone, e.g. phone,timeline,trace (of phone, pipeline, chain, hittest, timeline, trace); fewer panels, larger ones.")
    var panels: String?

    /// Makes the command with every option at its default, as ArgumentParser requires.
    public init() {}

    /// `touchlab` itself: the built-in scenes.
    public func run() throws { try run(catalog: .builtIn) }

    /// Parses the command line and runs the demo on `catalog`'s scenes, as
    /// `touchlab` does on the built-in ones; `--help` and bad options print
    /// and exit as ArgumentParser's `main()` would.
    public static func main(catalog: SceneCatalog) {
        do {
            var command = try parseAsRoot()
            guard let touchlab = command as? TouchLabCommand else { try command.run(); return }
            try touchlab.run(catalog: catalog)
        } catch {
            exit(withError: error)
        }
    }

    /// Runs the demo on `catalog`'s scenes with the options parsed.
    public func run(catalog: SceneCatalog) throws {
        ProgramName.current = Self.executableName
        if listScenes {
            for (i, s) in catalog.scenes.enumerated() {
                let key = DemoKey.sceneKey(at: i) ?? " "
                print("\(key)  \(s.name.padding(toLength: 26, withPad: " ", startingAt: 0)) \(s.title)")
            }
            return
        }
        var options = TouchLabOptions()
        options.sceneName = scene
        options.scriptPath = script
        options.screenshotPath = screenshot
        options.printsTrace = trace || traceFormat != nil
        options.verboseTrace = verbose
        options.explains = explain
        options.deliversEveryMove = everyMove
        guard TouchLabOptions.speeds.contains(speed) else {
            throw ValidationError("--speed \(speed): the speed must be from 0.05 to 4 (1 is real time)")
        }
        options.speed = speed
        options.recordPath = record
        options.compareSwitch = compare
        options.labelsAppOutput = true
        options.saveScriptPath = saveScript
        options.recordFPS = fps
        if let traceFormat { options.traceFormat = traceFormat }
        // Without --scale (or --size) the live window takes its scale from the screen's density.
        if let scale { do { try options.setScale(scale) } catch {
            FileHandle.standardError.write(Data("\(ProgramName.current): \(error)\n".utf8))
            Foundation.exit(1)
        } }
        if let size {
            do { try options.setSize(size) } catch {
                FileHandle.standardError.write(Data("\(ProgramName.current): \(error)\n".utf8))
                Foundation.exit(1)
            }
        }
        options.clean = clean
        if let panels {
            do { try options.setPanels(panels) } catch {
                FileHandle.standardError.write(Data("\(ProgramName.current): \(error)\n".utf8))
                Foundation.exit(1)
            }
        }
        // Ends the process itself: a signal's exit must be that signal, which
        // ArgumentParser's ExitCode cannot express.
        LiveApp.run(options, catalog: catalog).endProcess()
    }
}

extension TraceFormat: ExpressibleByArgument {}
