import Foundation
import RunLoop

/// Slow motion: `--speed 0.25`, and `[` / `]` / `\` live.
///
/// The app's clock is a `DilatedClock`; SpringBoard stamps HID events on it,
/// the run loop's timers wait on it, the visualizer fades on it. So at 0.25 a
/// long press needs 2 s of holding, its 0.5 s timer shows as 2 s on screen,
/// and the trace's times are the app's times — what an iPhone in slow motion
/// would log. The pointer is real: it moves at the speed of the hand.
extension LiveApp {
    /// The steps `[` and `]` move along.
    static let speedSteps: [Double] = [0.1, 0.25, 0.5, 1, 2]

    func handleSpeedKey(_ keysym: UInt32) -> Bool {
        let current = slowMotion.speed
        let steps = Self.speedSteps
        switch keysym {
        case DemoKey.slower: setSpeed(steps.last { $0 < current - 1e-9 } ?? steps.first!)
        case DemoKey.faster: setSpeed(steps.first { $0 > current + 1e-9 } ?? steps.last!)
        case DemoKey.realTime: setSpeed(1)
        default: return false
        }
        return true
    }

    func setSpeed(_ speed: Double) {
        slowMotion.speed = speed
        rendering.speedChanged()
        composer.invalidateChrome()   // the header's badge shows the speed
        rendering.needsWholeFrame = true
    }

    /// " · 0.25×" after the scene's number while not in real time.
    var speedBadge: String {
        let speed = slowMotion.speed
        guard abs(speed - 1) > 1e-9 else { return "" }
        let text = speed == speed.rounded() ? String(Int(speed)) : String(format: "%g", speed)
        return " · \(text)× speed"
    }
}

extension DilatedClock {
    /// SpringBoard's read time (CLOCK_MONOTONIC ns) on this clock, in ns.
    var hidTimestamp: @Sendable (UInt64) -> UInt64 {
        { [self] nanoseconds in UInt64(max(0, time(atReal: Double(nanoseconds) / 1e9) * 1e9).rounded()) }
    }
}
