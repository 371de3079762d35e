import Foundation
import HID

/// `--save-script FILE`: what the pointer and the keys did live, as a script
/// that `--script` plays back — an author performs a gesture once, then
/// edits it, captions it and records it.
///
///     HID event (window pixels, app-clock time) ──▶ ScriptWriter ──▶ "move 231 331", "down",
///                                                                     "wait 0.412", "up", "key 2"
///
/// Waits are real seconds (the app's clock divided by the slow-motion speed
/// in force), since a script plays at the speed of a hand. Moves with the
/// button up only matter where the next thing happens, so a run of them is
/// kept as its last position; moves with the button down are all kept, each
/// after its wait, so a replayed drag sends the same moves. The file always
/// parses: a button still down at the end is released.
struct ScriptWriter {
    /// Window pixels → script points (the inverse of the player's offset).
    let origin: (x: Double, y: Double)
    private(set) var lines: [String] = []
    private var lastTime: Double?
    private var lastClock: Double?
    private var realTime = 0.0
    private var pendingHover: (x: Double, y: Double)?
    private var buttonIsDown = false

    init(origin: (x: Double, y: Double)) { self.origin = origin }

    /// The event's time on the app's clock, and the clock's speed then.
    mutating func note(_ hid: HIDEvent, clockTime: Double, speed: Double) {
        // Real seconds since the first event: each gap undone by the speed it passed at.
        if let lastClock { realTime += max(0, clockTime - lastClock) / speed }
        lastClock = clockTime
        let time = realTime
        let x = hid.x - origin.x, y = hid.y - origin.y
        switch hid.kind {
        case .hover:   // a hover is always only where the pointer is
            pendingHover = (x, y)
            return
        case .pointerMove where !buttonIsDown:
            pendingHover = (x, y)
            return
        case .keyUp, .marker:   // a key's release (scripts press and release at once), the player's end marker
            return
        default: break
        }
        addWait(until: time)
        switch hid.kind {
        case .pointerDown:
            flushHover(orMoveTo: (x, y))
            lines.append("down")
            buttonIsDown = true
        case .pointerMove:
            lines.append("move \(Self.number(x)) \(Self.number(y))")
        case .pointerUp:
            lines.append("up")   // where the last move left the pointer
            buttonIsDown = false
        case .scroll:
            flushHover(orMoveTo: (x, y))
            let direction = hid.deltaY < 0 ? "up" : hid.deltaY > 0 ? "down" : hid.deltaX < 0 ? "left" : "right"
            lines.append("scroll \(direction)")
        case .key:
            if let name = Self.scriptName(forKeysym: hid.keyCode) {
                lines.append("key \(name)")
            } else {
                lines.append(String(format: "# key 0x%X has no name a script can use", hid.keyCode))
            }
        case .keyUp, .marker, .hover:
            break   // returned above
        }
    }

    private mutating func addWait(until time: Double) {
        if let last = lastTime, time - last >= 0.0005 {
            lines.append(String(format: "wait %.3f", time - last))
        }
        lastTime = time
    }

    /// A press or wheel click where the pointer rests: the move that put it there first.
    private mutating func flushHover(orMoveTo point: (x: Double, y: Double)) {
        let target = pendingHover ?? point
        pendingHover = nil
        lines.append("move \(Self.number(target.x)) \(Self.number(target.y))")
        if target.x != point.x || target.y != point.y { lines.append("move \(Self.number(point.x)) \(Self.number(point.y))") }
    }

    /// The whole script, with a header saying where it came from.
    var text: String {
        var all = ["# saved by touchlab --save-script: real-time waits; edit, caption, then --script / --record"] + lines
        if buttonIsDown { all.append("up   # the button was still down when the window closed") }
        if !all.contains(where: { !$0.hasPrefix("#") }) { all.append("wait 0   # nothing was done") }
        return all.joined(separator: "\n") + "\n"
    }

    /// Pixels are whole; `231`, not `231.0`.
    static func number(_ value: Double) -> String {
        let rounded = (value * 100).rounded() / 100
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(format: "%.2f", rounded)
    }

    /// The word `key` takes for `keysym`: the character itself, or its name.
    static func scriptName(forKeysym keysym: UInt32) -> String? {
        if (0x21...0x7E).contains(keysym), let scalar = Unicode.Scalar(keysym) {
            return String(Character(scalar))
        }
        return ScriptKeys.named.first { $0.keysym == keysym && $0.name != "Enter" }?.name
    }
}
