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
    /// Compare mode labels what the apps' own code prints `A │ ` / `B │ `
    /// (`CompareOutput`, which takes over fd 1): the command line turns it on;
    /// code that runs the demo inside another process (tests) leaves its output alone.
    public var labelsAppOutput = false
    /// Print the trace, in the seeds' log shape, to standard output.
    public var printsTrace = false
    /// Every step (port, sources, rejections, forwarding), not just the seeds' lines.
    public var verboseTrace = false {
        didSet { if verboseTrace { traceFormat = .verbose } else if traceFormat == .verbose { traceFormat = .seeds } }
    }
    /// After a script, print why each view and recognizer did what it did.
    public var explains = false
    /// `--every-move`: each pointer motion is its own `touchesMoved`, as it
    /// arrives, instead of a finger's moves once per display refresh
    /// (`UIApplication.deliversMovesAtDisplayRefresh`, the live window's default).
    public var deliversEveryMove = false
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
    /// The window's (or recording's) width in pixels: 1280, or what ``setScale(_:)`` or ``setSize(_:)`` made it.
    public var width = 1280
    /// The window's (or recording's) height in pixels: 800, or what ``setScale(_:)`` or ``setSize(_:)`` made it.
    public var height = 800
    /// `--scale 1.5` or `2`, or what `--size` implies: the frame's 1280×800
    /// layout drawn this many times larger.
    public private(set) var frameScale = 1.0
    /// True once `--scale` was given: `--size` then keeps it.
    public private(set) var scaleIsExplicit = false
    /// True once `--size` was given: the live window then opens at it, whatever the screen.
    public private(set) var sizeIsExplicit = false

    /// The live window's size and scale as the screen suggests them
    /// (`WindowFit`), when neither `--size` nor `--scale` said.
    mutating func fitWindow(width: Int, height: Int, scale: Double) {
        self.width = width
        self.height = height
        frameScale = scale
    }
    /// `--clean`: a presentation's header, without the key hints and the scene counter.
    public var clean = false

    /// How much larger than 1280×800's the frame's parts are drawn:
    /// `frameScale`, times what hidden panels free (`PanelSet.zoom`: a video
    /// with fewer panels shows the phone and the text larger, Behaviour §12).
    public var uiScale: Double { frameScale * shownPanels.zoom }

    /// Scales the window and everything in it; 1 to 3.
    public mutating func setScale(_ scale: Double) throws(TouchLabError) {
        guard scale.isFinite, (1...3).contains(scale) else {
            throw TouchLabError("--scale \(scale): the scale must be from 1 to 3 (1.5 gives 1920×1200, 2 gives 2560×1600)")
        }
        frameScale = scale
        scaleIsExplicit = true
        width = Int((1280 * scale).rounded())
        height = Int((800 * scale).rounded())
    }

    /// The smallest frame the layout still reads in (`--size`, and the window's minimum when resized).
    public static let smallestSize = (width: 960, height: 600)
    /// The largest frame `--size` makes: an 8K screen's.
    public static let largestSize = (width: 7680, height: 4320)

    /// `--size 1920x1080`: the frame's size in pixels. Its parts are drawn
    /// larger to fill it (by the height or the width, whichever is tighter
    /// against 1280×800), unless `--scale` said by how much; the phone takes
    /// the height and the panels the width.
    public mutating func setSize(_ text: String) throws(TouchLabError) {
        let parts = text.lowercased().split(whereSeparator: { $0 == "x" || $0 == "×" })
        guard parts.count == 2, let w = Int(parts[0]), let h = Int(parts[1]) else {
            throw TouchLabError("--size \(text): give the width and height in pixels, e.g. --size 1920x1080")
        }
        let (minW, minH) = Self.smallestSize, (maxW, maxH) = Self.largestSize
        guard (minW...maxW).contains(w), (minH...maxH).contains(h) else {
            throw TouchLabError("--size \(text): the size must be from \(minW)x\(minH) to \(maxW)x\(maxH)")
        }
        width = w
        height = h
        sizeIsExplicit = true
        if !scaleIsExplicit { frameScale = Self.fittingScale(width: w, height: h) }
    }

    /// The scale that makes a 1280×800 layout fill `width`×`height` at its
    /// tighter side, never below 1 (text below 12 px does not read).
    public static func fittingScale(width: Int, height: Int) -> Double {
        max(1, min(Double(width) / 1280, Double(height) / 800))
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
