import Foundation

/// What a hand does for a script's `pinch` and `rotate` lines, as plain steps.
///
/// X has one pointer (PlatformNotes), so a script makes two fingers the way
/// a person does in the window — SpringBoard's Alt finger (`SecondFinger`),
/// mirrored about the phone's centre — and puts the pair where it is wanted
/// the iOS Simulator's way:
///
///     hold alt              the ghost finger appears, mirrored about the phone's centre
///     move P                pointer placed so the pair has the wanted spread
///     hold shift            Shift+Alt: the pair keeps its offset…
///     move A                …and moves in parallel, finger 0 to A, finger 1 to B
///     release shift         Alt alone again: mirror about the pair's midpoint (the line's X Y)
///     down, moves, up       both fingers down, finger 1 mirroring finger 0
///     release alt
///
/// The same steps drive `--record`, where the recording runs the same
/// `SecondFinger` on its HID events: live and recorded, the app sees the
/// same two fingers.
enum TwoFingerSteps {
    /// The phone's centre in points (a 430×932 screen): where Alt mirrors when nothing moved it.
    static let phoneCentre = (x: 215.0, y: 466.0)
    /// `rotate` puts the fingers this far apart.
    static let rotationSpan = 120.0
    /// Moves per second while the fingers turn (a drag's rate).
    static let rate = 120.0

    /// `pinch X Y from D1 to D2 over S`: two fingers on a level line through (x, y), D1 apart, spread (or closed) to D2.
    static func pinch(x: Double, y: Double, from d1: Double, to d2: Double, seconds: Double) -> [ScriptAction] {
        place(finger0: (x - d1 / 2, y), centre: (x, y))
            + [.drag(fromX: x - d1 / 2, fromY: y, toX: x - d2 / 2, toY: y, seconds: seconds), .modifier(.alt, isDown: false)]
    }

    /// `rotate X Y by DEG over S`: two fingers `rotationSpan` apart about (x, y), turned DEG degrees (clockwise on screen).
    static func rotate(x: Double, y: Double, degrees: Double, seconds: Double) -> [ScriptAction] {
        let r = rotationSpan / 2
        var steps = place(finger0: (x - r, y), centre: (x, y)) + [.down]
        let count = max(1, Int((seconds * rate).rounded(.up)))
        for i in 1...count {
            let angle = (180 + degrees * Double(i) / Double(count)) * .pi / 180
            steps += [.wait(seconds: seconds / Double(count)), .move(x: x + r * cos(angle), y: y + r * sin(angle))]
        }
        return steps + [.up, .modifier(.alt, isDown: false)]
    }

    /// Alt, Shift+Alt and back to Alt: finger 0 at `a`, the ghost at `a` mirrored about `centre`; the button still up.
    private static func place(finger0 a: (x: Double, y: Double), centre c: (x: Double, y: Double)) -> [ScriptAction] {
        let p = (x: phoneCentre.x + a.x - c.x, y: phoneCentre.y + a.y - c.y)   // its mirror is the wanted spread
        return [.modifier(.alt, isDown: true), .move(x: p.x, y: p.y),
                .modifier(.shift, isDown: true), .move(x: a.x, y: a.y), .modifier(.shift, isDown: false), .move(x: a.x, y: a.y)]
    }
}
