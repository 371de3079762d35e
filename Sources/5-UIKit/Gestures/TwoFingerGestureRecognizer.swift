import Foundation

/// What pinch and rotation do with their touches — the same for both, so it
/// is written once here: the first two fingers down make a pair and start a
/// `TwoFingerSpan`; each move of either updates it; the gesture begins once
/// the span has moved past the subclass's threshold, then every move is
/// `changed`. A gesture that began ends only when both fingers have lifted
/// (Apple: the pinch "ends when both fingers lift from the view", the
/// rotation "when the user lifts both fingers"; Behaviour §6): with one of
/// the pair lifted it keeps its last reading until the other lifts. The last
/// finger lifting fails a gesture that had not begun (a lone finger left
/// waits for another second finger).
///
/// The two differ only in what they read off the span (`scale`, `rotation`)
/// and how far it must move before they begin. UIKit keeps such shared
/// machinery in private classes too; the underscore keeps this one out of
/// the API a client writes against (it subclasses `UIPinchGestureRecognizer`
/// or `UIRotationGestureRecognizer`, as in UIKit).
open class _UITwoFingerGestureRecognizer: UIGestureRecognizer {
    var span = TwoFingerSpan()
    private(set) var hasPair = false
    /// One of the pair lifted after the gesture began: the reading stays as
    /// it was until the other lifts too.
    private var pairBroken = false

    /// Whether the span has moved far enough for the gesture to begin (each subclass: its threshold).
    func spanHasPassedThreshold(_ span: TwoFingerSpan) -> Bool { false }
    /// The reading the description shows once the gesture began (`scale = 1.2`).
    var readingDescription: String { "" }

    /// Tracks a landing finger; the second one sets the line the gesture is measured from.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard !hasPair, let (a, b) = TwoFingerSpan.pair(of: trackedTouches) else { return }
        span.start(a.locationInWindow, b.locationInWindow, at: b.timestamp)
        hasPair = true
    }

    /// Begins once the span has moved past the threshold; after that, every move is `.changed`.
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard hasPair, !pairBroken, let (a, b) = TwoFingerSpan.pair(of: trackedTouches), let moved = touches.first,
              moved.phase == .moved else { return }
        span.update(a.locationInWindow, b.locationInWindow, at: moved.timestamp)
        switch state {
        case .possible where spanHasPassedThreshold(span): state = .began
        case .began, .changed: state = .changed
        default: break
        }
    }

    /// The last finger lifting ends a gesture that began, and fails one that did not.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) { fingerLifted(cancelled: false) }
    /// A cancelled touch cancels a gesture that began and fails one that did not.
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) { fingerLifted(cancelled: true) }

    private func fingerLifted(cancelled: Bool) {
        switch state {
        case .began, .changed:
            if cancelled { state = .cancelled }
            else if numberOfTouches == 0 { state = .ended }   // both fingers are up
            else { pairBroken = true }
        case .possible:
            if numberOfTouches == 0 { state = .failed }
            else if TwoFingerSpan.pair(of: trackedTouches) == nil { hasPair = false }   // wait for another second finger
        default: break
        }
    }

    /// Forgets the two fingers and their span.
    open override func reset() {
        span = TwoFingerSpan()
        hasPair = false
        pairBroken = false
    }

    /// Adds the reading (`scale = 1.2`, `rotation = 0.3`) to the description once the gesture began.
    open override var extraDescription: [String] {
        state == .possible || state == .failed ? [] : [readingDescription]
    }
}
