import Foundation
@_spi(TouchLab) import UIKit

/// How long each highlight stays on screen. A viewer of a tutorial needs
/// long enough to see a flash and short enough that the next touch is not
/// buried under the last one; these were tuned by watching recordings.
public struct VisualizerTiming: Sendable {
    /// A pipeline stage glows this long after an event passes it.
    public var stageGlow: TimeInterval = 0.4
    public var beganFlash: TimeInterval = 0.7
    public var movedFlash: TimeInterval = 0.35
    public var endedFlash: TimeInterval = 0.9
    /// `touchesCancelled` is the easiest call to miss in a log; its banner
    /// stays long enough to read its three lines at normal speed (fully
    /// visible for 70 % of it; a script sets it with `hold banner S`).
    public var cancelledBanner: TimeInterval = 4
    /// How far back the touch trail reaches.
    public var trail: TimeInterval = 0.6
    public var trailMaxPoints = 48
    /// The ring that spreads from a lifted touch.
    public var liftRipple: TimeInterval = 0.45
    /// A recognizer's badge flashes this long after each state change…
    public var recognizerFlash: TimeInterval = 0.5
    /// …and keeps showing Ended/Failed/Cancelled this long after the
    /// environment has already reset it to Possible (`hold badges S`).
    public var recognizerOutcomeHold: TimeInterval = 2
    /// A held call stays marked "delivered"/"dropped" this long.
    public var heldOutcomeHold: TimeInterval = 1.2
    /// The hit-test path fades out this long after the touch lifts: long
    /// enough to count the numbered visits (`hold hittest S`).
    public var hitPathLinger: TimeInterval = 5
    /// A haptic's pulse on the phone's edge: brief, as the feedback is.
    public var hapticPulse: TimeInterval = 0.5
    /// New trace lines are highlighted this long.
    public var newTraceLine: TimeInterval = 0.6

    public init() {}
    public static let standard = VisualizerTiming()

    public func flashDuration(for phase: UITouch.Phase) -> TimeInterval {
        switch phase {
        case .began: beganFlash
        case .moved, .stationary, .regionEntered, .regionMoved, .regionExited: movedFlash
        case .ended: endedFlash
        case .cancelled: cancelledBanner
        }
    }
}

/// 1 at `start`, easing out to 0 at `start + duration`; 0 before `start`.
///
/// Within a 64th of full it is full (`fadeStartsFull`): a flash or a
/// badge that a drag refreshes with every move (every 8 ms at 125 Hz) then
/// stays exactly as it is between moves, instead of dimming by a fraction
/// of a level in each frame — so the phone's picture under the finger does
/// not change and is kept as pixels (`PhoneLayers`). A 64th of an alpha is
/// at most four levels of 255, at the first instants of a fade.
public func fadeRemaining(since start: TimeInterval, now: TimeInterval, duration: TimeInterval) -> Double {
    guard duration > 0, now >= start else { return 0 }
    let t = (now - start) / duration
    guard t < 1 else { return 0 }
    let r = 1 - t
    return fadeStartsFull(r * r * (3 - 2 * r))   // smoothstep: holds near 1, then falls
}

/// A fade's value, full while within a 64th of full (see `fadeRemaining`).
func fadeStartsFull(_ value: Double) -> Double { value > 1 - 1.0 / 64 ? 1 : value }

/// 1 for the first `hold` part of `duration`, then an eased fall to 0: for
/// labels that must be read, not just glimpsed.
public func holdThenFade(since start: TimeInterval, now: TimeInterval, duration: TimeInterval, hold: Double = 0.7) -> Double {
    guard duration > 0, now >= start else { return 0 }
    let t = (now - start) / duration
    if t < hold { return 1 }
    if t >= 1 { return 0 }
    let r = 1 - (t - hold) / (1 - hold)
    return fadeStartsFull(r * r * (3 - 2 * r))
}
