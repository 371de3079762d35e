/// One line of a `--script` file: what a hand on the mouse would do next.
/// Coordinates are window points (the window's top-left is 0 0).
///
/// ```
/// # tap B, then drag it
/// move 150 150
/// down
/// wait 0.1
/// up
/// tap 150 150
/// drag 100 100 to 300 300 over 0.5
/// scroll down 3
/// key 2
/// key Escape
/// wait 0.5
/// caption "A long press cancels B's touches"
/// hold banner 5
/// pause 1
/// caption off
/// zoom phone
/// wait 1
/// zoom off
/// ```
public enum ScriptAction: Equatable, Sendable, CustomStringConvertible {
    /// The pointer goes to (x, y), dragging if the button is down.
    case move(x: Double, y: Double)
    /// The primary button goes down where the pointer is: a touch begins.
    case down
    /// The primary button comes up: the touch ends.
    case up
    /// Move, down, hold `ScriptAction.tapHold`, up.
    case tap(x: Double, y: Double)
    /// Nothing happens for `seconds`; a button held stays down.
    case wait(seconds: Double)
    /// Down at the start, moves at `ScriptPlayer.dragRate` along the line, up at the end.
    case drag(fromX: Double, fromY: Double, toX: Double, toY: Double, seconds: Double)
    /// Wheel clicks where the pointer is.
    case scroll(ScrollDirection, clicks: Int)
    /// Press and release the key that types `keysym`; `name` is what the script said.
    case key(keysym: UInt32, name: String)
    /// A subtitle bar in a `--record`ing until the next caption; nil is `caption off`.
    /// Live, it changes nothing: the window has no subtitles.
    case caption(String?)
    /// Holds the picture for `seconds`: a true freeze frame in a recording —
    /// the app's clock stops, and with it every fade, banner and countdown —
    /// so the viewer can read (Behaviour: lessons). Live, it is a `wait`.
    case pause(seconds: Double)
    /// `scene NAME`: opens that scene afresh, as its key or `--scene` would,
    /// once every event before this line has been handled.
    case scene(String)
    /// `highlight viewb` rings the view named so; `spotlight viewb` dims
    /// everything else; `highlight trace "Touches Cancelled"` picks out the
    /// newest trace row with that text; `highlight off` / `spotlight off`
    /// (nil) ends either.
    case pointAt(PointingTarget?, style: PointingStyle)
    /// `hold banner 4`: how long an overlay stays on screen from this line
    /// on, fully visible for most of it, then fading.
    case holdOverlay(Overlay, seconds: Double)
    /// `hold alt` / `release alt` (and shift): a modifier key goes down or up
    /// and stays so. Alt held is the iOS Simulator's second finger, mirrored
    /// about the phone's centre (`SecondFinger`); Shift+Alt moves the pair in
    /// parallel. `pinch` and `rotate` lines are made of these (`TwoFingerSteps`).
    case modifier(Modifier, isDown: Bool)
    /// `zoom phone`: the following frames of a recording show the phone's
    /// screen enlarged to the frame's width (`PhoneZoom`); `zoom off`
    /// (false) returns to the whole layout. Live, it changes nothing: the
    /// window keeps every panel in view.
    case zoom(phone: Bool)

    /// A modifier key a script holds down: Alt (the simulator's second finger) or Shift.
    public enum Modifier: String, Sendable, CaseIterable {
        /// `hold alt`: the iOS Simulator's second finger, mirrored about the phone's centre.
        case alt
        /// `hold shift`: with Alt held, the two fingers move in parallel.
        case shift
        /// Alt_L, Shift_L.
        public var keysym: UInt32 { self == .alt ? 0xFFE9 : 0xFFE1 }
        /// The X state bit the key sets (Mod1, Shift).
        public var stateMask: UInt32 { self == .alt ? 8 : 1 }
    }

    /// What `highlight` and `spotlight` point at.
    public enum PointingTarget: Equatable, Sendable {
        /// A view, by the name the phone's labels and `--compare` use.
        case view(String)
        /// The newest row of the trace panel whose text contains this.
        case traceRow(String)
    }

    /// How `highlight` and `spotlight` pick a view out.
    public enum PointingStyle: String, Sendable, CaseIterable {
        /// A bright ring around the view.
        case highlight
        /// Everything but the view dimmed.
        case spotlight
    }

    /// An overlay whose time on screen a script sets (`hold OVERLAY SECONDS`).
    public enum Overlay: String, Sendable, CaseIterable {
        /// The magenta `touchesCancelled` banner naming the recognizer that cancelled the touch.
        case banner
        /// The numbered hit-test path, after the touch lifts.
        case hittest
        /// The phase each view received (began, moved, ended) on the phone.
        case phases
        /// A recognizer badge's Ended/Failed/Cancelled after it has reset.
        case badges
        /// The pointer's click labels ("tap", "hold 1.1 s", "drag").
        case clicks
    }

    /// The way a `scroll` line turns the wheel.
    public enum ScrollDirection: String, Sendable, CaseIterable {
        /// `scroll up`: X's wheel button 4.
        case up
        /// `scroll down`: X's wheel button 5.
        case down
        /// `scroll left`: X's wheel button 6.
        case left
        /// `scroll right`: X's wheel button 7.
        case right
        /// X's wheel buttons: 4 up, 5 down, 6 left, 7 right.
        public var button: UInt8 {
            switch self {
            case .up: 4
            case .down: 5
            case .left: 6
            case .right: 7
            }
        }
    }

    /// How long `tap` holds the button: long enough to see, well short of a long press.
    public static let tapHold = 0.05

    /// The action as a script line; parsing it gives the action back.
    public var description: String {
        switch self {
        case let .move(x, y): "move \(number(x)) \(number(y))"
        case .down: "down"
        case .up: "up"
        case let .tap(x, y): "tap \(number(x)) \(number(y))"
        case let .wait(seconds): "wait \(number(seconds))"
        case let .drag(x0, y0, x1, y1, seconds):
            "drag \(number(x0)) \(number(y0)) to \(number(x1)) \(number(y1)) over \(number(seconds))"
        case let .scroll(direction, clicks): "scroll \(direction.rawValue) \(clicks)"
        case let .key(_, name): "key \(name)"
        case let .caption(text?): "caption \"\(text)\""
        case .caption(nil): "caption off"
        case let .pause(seconds): "pause \(number(seconds))"
        case let .modifier(key, isDown): "\(isDown ? "hold" : "release") \(key.rawValue)"
        case let .holdOverlay(overlay, seconds): "hold \(overlay.rawValue) \(number(seconds))"
        case let .scene(name): "scene \(name)"
        case let .pointAt(.view(name)?, style): "\(style.rawValue) \(name)"
        case let .pointAt(.traceRow(text)?, style): "\(style.rawValue) trace \"\(text)\""
        case let .pointAt(nil, style): "\(style.rawValue) off"
        case let .zoom(phone): phone ? "zoom phone" : "zoom off"
        }
    }
}

/// `150`, not `150.0`.
private func number(_ value: Double) -> String {
    value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
}
