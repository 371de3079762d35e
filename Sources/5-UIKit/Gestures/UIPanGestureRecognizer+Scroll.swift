import Foundation

/// A pan driven by scroll events instead of a finger (iPadOS: a mouse wheel or
/// a trackpad's two-finger scroll). The scroll moves an imaginary finger —
/// against the scroll, as a finger drags content the other way — so
/// `translation(in:)`, `velocity(in:)` and `location(in:)` read as for a drag,
/// and the pan's targets cannot tell the two apart.
extension UIPanGestureRecognizer {
    /// The first step of a scroll: the pan begins at once (a scroll has no
    /// 10-point threshold to cross — it is a scroll from its first notch).
    func scrollBegan(at location: CGPoint, by delta: CGPoint, time: TimeInterval) {
        startLocationInWindow = location
        translationOrigin = location
        scrollLocation = location
        record(location, at: time)
        move(by: delta, time: time)
        state = .began
    }

    /// Another step of the same scroll.
    func scrollChanged(by delta: CGPoint, time: TimeInterval) {
        move(by: delta, time: time)
        state = .changed
    }

    /// The scroll went quiet (`ScrollSequence.quietPeriod`): the pan ends
    /// where it is. The last sample is taken now, at rest, so a wheel leaves
    /// no flick velocity behind it (a wheel notch is not a flick).
    func scrollEnded(time: TimeInterval) {
        if let here = scrollLocation { record(here, at: time) }
        state = .ended
    }

    private func move(by delta: CGPoint, time: TimeInterval) {
        guard let here = scrollLocation else { return }
        let moved = CGPoint(x: here.x - delta.x, y: here.y - delta.y)
        scrollLocation = moved
        record(moved, at: time)
    }
}
