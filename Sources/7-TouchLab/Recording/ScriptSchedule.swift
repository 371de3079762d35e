/// A script as input at times on a virtual clock, for `--record`: the same
/// timing `ScriptPlayer` keeps against the real clock (a tap holds
/// `ScriptAction.tapHold`, a drag moves at 120 Hz, wheel clicks 1/120 s
/// apart), with none of its jitter, so two recordings see the same input at
/// the same instants.
struct ScriptSchedule {
    enum Input: Equatable {
        case move(x: Double, y: Double)
        case down
        case up
        case scroll(ScriptAction.ScrollDirection)
        case key(keysym: UInt32, name: String)
        case caption(String?)
        case modifier(ScriptAction.Modifier, isDown: Bool)
        case holdOverlay(ScriptAction.Overlay, seconds: Double)
        case scene(String)
        case pointAt(ScriptAction.PointingTarget?, style: ScriptAction.PointingStyle)
        case zoom(phone: Bool)
    }

    struct Step: Equatable {
        /// Seconds after the script's start, on the video's clock.
        let time: Double
        /// The same instant on the app's clock: `time` less the pauses before it.
        let appTime: Double
        let input: Input
    }

    let steps: [Step]
    /// When the last action ends (its waits included).
    let duration: Double
    /// The pauses in order: their start and end on the video's clock, and
    /// the app's clock during each (it stands still there).
    let pauses: [(start: Double, end: Double, appTime: Double)]

    /// The app's clock at `time` on the video's: frozen inside a pause, and
    /// computed as the steps' are, so a frame never sees the app's clock a
    /// rounding error before a step it has already performed.
    func appTime(at time: Double) -> Double {
        var frozen = 0.0
        for pause in pauses where pause.start < time {
            if time < pause.end { return pause.appTime }
            frozen += pause.end - pause.start
        }
        return time - frozen
    }

    /// Moves per second in a drag, as `ScriptPlayer.dragRate` defaults.
    static let dragRate = 120.0

    init(_ actions: [ScriptAction]) {
        var steps: [Step] = []
        var pauses: [(start: Double, end: Double, appTime: Double)] = []
        var t = 0.0, frozen = 0.0
        func add(_ input: Input) { steps.append(Step(time: t, appTime: t - frozen, input: input)) }
        for action in actions {
            switch action {
            case let .move(x, y): add(.move(x: x, y: y))
            case .down: add(.down)
            case .up: add(.up)
            case let .tap(x, y):
                add(.move(x: x, y: y)); add(.down)
                t += ScriptAction.tapHold
                add(.up)
            case let .wait(seconds): t += seconds
            case let .pause(seconds) where seconds > 0:
                let start = t
                pauses.append((start, start + seconds, start - frozen))
                t += seconds
                frozen += t - start   // as `appTime(at:)` sums it
            case .pause:
                break
            case let .drag(x0, y0, x1, y1, seconds):
                add(.move(x: x0, y: y0)); add(.down)
                let count = max(1, Int((seconds * Self.dragRate).rounded(.up)))
                let start = t
                for step in 1...count {
                    let f = Double(step) / Double(count)
                    t = start + seconds * f
                    add(.move(x: x0 + (x1 - x0) * f, y: y0 + (y1 - y0) * f))
                }
                add(.up)
            case let .scroll(direction, clicks):
                for click in 0..<clicks {
                    if click > 0 { t += 1 / Self.dragRate }
                    add(.scroll(direction))
                }
            case let .key(keysym, name): add(.key(keysym: keysym, name: name))
            case let .caption(text): add(.caption(text))
            case let .modifier(key, isDown): add(.modifier(key, isDown: isDown))
            case let .holdOverlay(overlay, seconds): add(.holdOverlay(overlay, seconds: seconds))
            case let .scene(name): add(.scene(name))
            case let .pointAt(name, style): add(.pointAt(name, style: style))
            case let .zoom(phone): add(.zoom(phone: phone))
            }
        }
        self.steps = steps
        self.pauses = pauses
        duration = t
    }
}
