import Foundation

/// The samples behind a touch's report, and a guess at the next ones.
///
/// A digitizer samples faster than an app handles touches, so UIKit merges
/// the moves of one finger that wait together into one `touchesMoved` and
/// keeps the merged ones for code that wants every sample (drawing apps):
/// `coalescedTouches(for:)`. Here the merging happens where the moves wait —
/// in the application's event queue, when the Source0 finds several moves
/// of one finger in a row (`UIApplication.__handleEventQueue`, with
/// `coalescesQueuedMoves` on: off by default, so that traces do not depend on
/// timing, and then every move is its own report); a move the
/// port's sender gave up while the app lagged never reached the app and is
/// not among them (the trace counts those: "port: N moves coalesced away").
extension UIEvent {
    /// Every sample merged into `touch`'s current report, oldest first, the
    /// last one being the touch's own place and time (Apple: "the main touch
    /// … is included as the last item"). A move that was its own report gives
    /// `[that sample]`; nil for a touch this event does not hold. Each
    /// sample is a new `UITouch` in phase `.moved` (the main touch's phase
    /// for the last).
    public func coalescedTouches(for touch: UITouch) -> [UITouch]? {
        guard type == .touches, touchSet.contains(touch) else { return nil }
        var previous = touch.coalescedSamples.isEmpty ? touch.previousLocationInWindow : nil
        var samples: [UITouch] = []
        samples.reserveCapacity(touch.coalescedSamples.count + 1)
        for sample in touch.coalescedSamples {
            let copy = touch.sample(at: sample.location, timestamp: sample.timestamp, phase: .moved)
            copy.previousLocationInWindow = previous ?? sample.location
            previous = sample.location
            samples.append(copy)
        }
        let last = touch.sample(at: touch.locationInWindow, timestamp: touch.timestamp, phase: touch.phase)
        last.previousLocationInWindow = previous ?? touch.previousLocationInWindow
        samples.append(last)
        return samples
    }

    /// Where `touch` is likely to be one frame (1/60 s) from now: a straight
    /// line through its last two samples, carried on at the same speed. Empty
    /// while the touch is not moving (it began, rested or ended) or when the
    /// two samples have no time between them; nil for a touch this event
    /// does not hold. UIKit's predictor is undocumented and may return
    /// several touches; this one is documented and returns one.
    public func predictedTouches(for touch: UITouch) -> [UITouch]? {
        guard type == .touches, touchSet.contains(touch) else { return nil }
        guard touch.phase == .moved else { return [] }
        let from: (location: CGPoint, timestamp: TimeInterval) = touch.coalescedSamples.last
            ?? (touch.previousLocationInWindow, touch.previousTimestamp)
        let dt = touch.timestamp - from.timestamp
        guard dt > 0 else { return [] }
        let ahead = UIEvent.predictionInterval
        let p = touch.locationInWindow
        let predicted = CGPoint(x: p.x + (p.x - from.location.x) / dt * ahead, y: p.y + (p.y - from.location.y) / dt * ahead)
        let guess = touch.sample(at: predicted, timestamp: touch.timestamp + ahead, phase: .moved)
        guess.previousLocationInWindow = p
        return [guess]
    }

    /// How far ahead `predictedTouches(for:)` looks: one 60 Hz frame.
    static let predictionInterval: TimeInterval = 1.0 / 60
}

extension UITouch {
    /// A copy of this touch at another place and time, for coalesced and
    /// predicted samples: same view, window, finger and tap count.
    func sample(at location: CGPoint, timestamp: TimeInterval, phase: Phase) -> UITouch {
        let copy = UITouch(window: window ?? UIWindow(frame: .zero), location: location, timestamp: timestamp)
        copy.view = view
        copy.phase = phase
        copy.tapCount = tapCount
        copy.type = type
        copy.finger = finger
        copy.touchID = touchID
        return copy
    }
}
