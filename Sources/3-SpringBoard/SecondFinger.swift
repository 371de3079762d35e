import HID

/// The iOS Simulator's second finger: while Alt (Option) is held, a second
/// touch point mirrors the pointer about the centre of the phone's screen;
/// with Shift as well, the two move in parallel, at the offset they had when
/// Shift joined Alt. A press with Alt held puts both fingers down — finger 0
/// at the pointer, finger 1 at the mirrored point — and they move and lift
/// together, so a pinch or a rotation is one drag with Alt held.
///
///     pointer ●───────── ✛ centre ─────────○ finger 1 (Alt: mirrored)
///     pointer ●────○ finger 1              (Shift+Alt: offset kept, moves in parallel)
///
/// It works on HID events in screen points, after translation: X has one
/// pointer (PlatformNotes), so SpringBoard makes the finger-1 events itself.
/// Finger 1 goes down only if Alt is held at the press, and stays down until
/// the button is released, whatever Alt does meanwhile. Releasing Shift
/// while Alt stays held makes the pair's midpoint the new mirror centre (the
/// Simulator's way to pinch anywhere: Shift+Alt to place the pair, then Alt
/// to pinch about it); releasing Alt puts the centre back on the phone's. Alt and Shift are
/// read from each pointer event's modifier state (Mod1, Shift) and from the
/// key events of the keys themselves, so the ghost shows as soon as Alt goes
/// down, before the pointer moves.
public struct SecondFinger: Sendable, Equatable {
    /// The point finger 1 mirrors about: the phone's centre, in screen points.
    public var centreX: Double
    /// The mirror centre's vertical position, in screen points.
    public var centreY: Double

    /// Alt (Mod1) is held: the ghost finger shows, and a press puts it down.
    public private(set) var isAltHeld = false
    /// Shift is held too: the fingers move in parallel instead of mirrored.
    public private(set) var isShiftHeld = false
    /// Finger 1 is on the glass.
    public private(set) var isDown = false
    /// The pointer's last place, in points (nil before the first pointer event).
    public private(set) var pointer: (x: Double, y: Double)?
    /// Shift+Alt: finger 1's offset from the pointer, fixed when both were first held.
    private var parallelOffset: (x: Double, y: Double)?

    /// Mirrors about (`centreX`, `centreY`), the phone's centre in screen points; releasing Alt
    /// returns the centre there.
    public init(centreX: Double, centreY: Double) {
        self.centreX = centreX; self.centreY = centreY
        homeCentre = (centreX, centreY)
    }
    /// The phone's centre, where the mirror centre returns when Alt is released.
    private let homeCentre: (x: Double, y: Double)

    /// X's modifier bits: Shift and Mod1 (Alt).
    static let shiftMask: UInt32 = 1, altMask: UInt32 = 8
    /// Keysyms of the Alt, Meta and Shift keys.
    static let altKeys: Set<UInt32> = [0xFFE9, 0xFFEA, 0xFFE7, 0xFFE8]
    static let shiftKeys: Set<UInt32> = [0xFFE1, 0xFFE2]

    /// Where finger 1 is, or would land: while Alt is held or finger 1 is down; nil otherwise.
    public var ghost: (x: Double, y: Double)? {
        guard isAltHeld || isDown, let pointer else { return nil }
        return secondPoint(for: pointer)
    }

    private func secondPoint(for p: (x: Double, y: Double)) -> (x: Double, y: Double) {
        if let offset = parallelOffset { return (p.x + offset.x, p.y + offset.y) }
        return (2 * centreX - p.x, 2 * centreY - p.y)
    }

    /// Passes `event` on, and after it the finger-1 event it implies (a
    /// press, move or release of the second finger), stamped 1 ns later so
    /// timestamps stay strictly increasing. Other fingers' events pass untouched.
    public mutating func process(_ event: HIDEvent, emit: (HIDEvent) -> Void) {
        switch event.kind {
        case .key, .keyUp:
            let down = event.kind == .key
            if Self.altKeys.contains(event.keyCode) { isAltHeld = down }
            if Self.shiftKeys.contains(event.keyCode) { isShiftHeld = down }
            updateParallelOffset()
            emit(event)
        case .pointerDown, .pointerMove, .pointerUp, .hover:
            guard event.finger == 0 else { emit(event); return }
            isAltHeld = event.modifiers & Self.altMask != 0
            isShiftHeld = event.modifiers & Self.shiftMask != 0
            pointer = (event.x, event.y)
            updateParallelOffset()
            emit(event)
            let starts = event.kind == .pointerDown && event.button == 1 && isAltHeld && !isDown
            guard starts || isDown, event.button == 1 || event.kind == .pointerUp else { return }
            let p = secondPoint(for: (event.x, event.y))
            var second = event
            second.finger = 1
            second.x = p.x; second.y = p.y
            second.timestamp = event.timestamp &+ 1
            if starts { isDown = true }
            if event.kind == .pointerUp { isDown = false }
            emit(second)
        case .scroll, .marker:
            emit(event)
        }
    }

    private mutating func updateParallelOffset() {
        if !isAltHeld && !isDown { (centreX, centreY) = homeCentre }
        guard isAltHeld && isShiftHeld else {
            if let offset = parallelOffset, isAltHeld, let pointer {   // Shift let go: mirror about the pair's midpoint
                centreX = pointer.x + offset.x / 2; centreY = pointer.y + offset.y / 2
            }
            parallelOffset = nil
            return
        }
        guard parallelOffset == nil, let pointer else { return }
        let mirrored = (x: 2 * centreX - pointer.x, y: 2 * centreY - pointer.y)
        parallelOffset = (mirrored.x - pointer.x, mirrored.y - pointer.y)
    }

    /// Field by field, tuples included (Swift does not synthesise `==` over optional tuples).
    public static func == (a: SecondFinger, b: SecondFinger) -> Bool {
        a.centreX == b.centreX && a.centreY == b.centreY && a.isAltHeld == b.isAltHeld && a.isShiftHeld == b.isShiftHeld
            && a.isDown == b.isDown && a.pointer?.x == b.pointer?.x && a.pointer?.y == b.pointer?.y
            && a.parallelOffset?.x == b.parallelOffset?.x && a.parallelOffset?.y == b.parallelOffset?.y
    }
}
