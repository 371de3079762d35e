import Drawing
import RunLoop

/// What the command line asked for.
public struct TouchLabOptions: Sendable {
    /// `--scene NAME`: the scene to open; `nil` opens the catalogue's first.
    public var sceneName: String?
    /// `--script FILE`: input to play as real X events once the window is up.
    public var scriptPath: String?
    /// `--screenshot FILE`: write a PNG of the window once the script's input has
    /// all arrived, then quit.
    public var screenshotPath: String?
    /// Print the trace, in the seeds' log shape, to standard output.
    public var printsTrace = false
    /// Every step (port, sources, rejections, forwarding), not just the seeds' lines.
    public var verboseTrace = false {
        didSet { if verboseTrace { traceFormat = .verbose } else if traceFormat == .verbose { traceFormat = .seeds } }
    }
    /// After a script, print why each view and recognizer did what it did.
    public var explains = false
    /// `--coalesce-moves`: the app merges queued moves (`UIApplication.coalescesQueuedMoves`).
    public var coalescesMoves = false
    /// How `printsTrace` prints: the seeds' lines, every step, or JSON lines.
    public var traceFormat: TraceFormat = .seeds
    /// `--speed`: the app's clock runs at this many seconds per real second (slow motion below 1).
    public var speed = 1.0
    /// The speeds `--speed` accepts: `DilatedClock`'s.
    public static var speeds: ClosedRange<Double> { DilatedClock.speeds }
    /// `--save-script FILE`: write the live pointer and keys as a script when the app ends.
    public var saveScriptPath: String?
    /// The panels beside the phone (`--panels phone,timeline,trace`).
    public var shownPanels: PanelSet = .all

    /// `--panels phone,timeline,trace`; an unknown name is one line naming it and the valid ones.
    public mutating func setPanels(_ list: String) throws(TouchLabError) {
        do { shownPanels = try PanelSet.parse(list) } catch { throw TouchLabError(error.description) }
    }
    /// `--record FILE`: render the script's frames on a virtual clock instead of opening a window.
    public var recordPath: String?
    /// `--fps N`: a recording's frames per second.
    public var recordFPS = 30
    /// `--compare SWITCH`: open the scene twice, `SWITCH` (`tap.cancelsTouchesInView`) flipped on the right.
    public var compareSwitch: String?
    /// The X display; nil means `$DISPLAY`.
    public var displayName: String?
    /// The window's width in pixels: 1280, or more with ``setScale(_:)``.
    public var width = 1280
    /// The window's height in pixels: 800, or more with ``setScale(_:)``.
    public var height = 800
    /// `--scale 1.5` or `2`: a 1920×1200 or 2560×1600 window, everything drawn larger.
    public private(set) var uiScale = 1.0

    /// Scales the window and everything in it; 1 to 3.
    public mutating func setScale(_ scale: Double) throws(TouchLabError) {
        guard scale.isFinite, (1...3).contains(scale) else {
            throw TouchLabError("--scale \(scale): the scale must be from 1 to 3 (1.5 gives 1920×1200, 2 gives 2560×1600)")
        }
        uiScale = scale
        width = Int((1280 * scale).rounded())
        height = Int((800 * scale).rounded())
    }

    /// The defaults: the first scene in a 1280×800 window, no script, no trace.
    public init() {}
}

/// `--trace-format`: how the printed trace looks.
public enum TraceFormat: String, Sendable, CaseIterable {
    /// The seeds' log lines, as an iPhone printed them.
    case seeds
    /// Every step: port, sources, hit-test rejections, forwarding, states.
    case verbose
    /// One JSON object a line (`TraceJSONLine`): sequence, time, touch, kind, fields.
    case json
}

/// A failure that ends the demo with one line and a non-zero exit.
public struct TouchLabError: Error, CustomStringConvertible {
    /// The one line the demo prints before it exits with a non-zero status.
    public let description: String
    /// Makes an error from the line it prints.
    public init(_ description: String) { self.description = description }
}
