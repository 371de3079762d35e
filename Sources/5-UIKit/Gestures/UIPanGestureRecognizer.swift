import Foundation

/// Continuous: begins once the finger has moved `minimumDistance` from where
/// it went down; then each move is `changed` and lifting ends it. Lifting
/// before that fails it.
///
/// With several fingers the pan follows their centroid and ends when the last
/// one lifts. A finger landing or lifting moves the centroid by itself; the
/// translation's origin moves with it, so the translation does not jump.
///
/// Velocity is measured over the recent moves. Injected events can carry
/// identical timestamps (PlatformNotes: XTest bursts), so samples with no
/// time between them are merged rather than divided by zero.
open class UIPanGestureRecognizer: UIGestureRecognizer {
    /// The minimum number of fingers that can touch the view for gesture recognition; 1 by default.
    open var minimumNumberOfTouches = 1
    /// The maximum number of fingers that can touch the view for gesture recognition; no limit by default.
    open var maximumNumberOfTouches = Int.max
    /// The movement threshold before the pan begins (UIKit's hysteresis, about 10 points).
    public var minimumDistance: CGFloat = 10

    /// The scroll events this pan recognizes (iPadOS 13.4): none by default;
    /// a scroll view's pan takes `.all`. See `UIPanGestureRecognizer+Scroll.swift`.
    open var allowedScrollTypesMask: UIScrollTypeMask = []
    /// While a scroll drives the pan: where a finger would be, in window
    /// coordinates — the pointer, moved against each scroll step.
    var scrollLocation: CGPoint?

    /// Where the touch went down, in window coordinates (the demo draws the threshold circle there).
    public internal(set) var startLocationInWindow: CGPoint?
    var translationOrigin: CGPoint = .zero   // window coordinates
    private var samples: [(time: TimeInterval, location: CGPoint)] = []
    /// Where the last finger lifted: the pan's place once all have.
    private var liftedAt: CGPoint?

    /// In `view`'s coordinates: through a rotated or scaled view the same
    /// finger movement reads rotated or scaled, as in UIKit.
    open func translation(in view: UIView?) -> CGPoint {
        guard let current = centroid() else { return .zero }
        return Self.vector(from: translationOrigin, to: current, in: view)
    }

    /// Sets the translation value in the coordinate system of `view`: the next
    /// move is measured from the finger's current place minus `translation`.
    open func setTranslation(_ translation: CGPoint, in view: UIView?) {
        guard let current = centroid() else { return }
        // The translation is given in `view`'s coordinates: the origin is the
        // point that far back from the finger, in that view's space.
        guard let view, let window = view.window else {
            translationOrigin = CGPoint(x: current.x - translation.x, y: current.y - translation.y)
            return
        }
        let here = view.convert(current, from: window)
        translationOrigin = view.convert(CGPoint(x: here.x - translation.x, y: here.y - translation.y), to: window)
    }

    /// During a scroll, where the scroll's imaginary finger is; else the touches' centroid.
    open override func location(in view: UIView?) -> CGPoint {
        guard let here = scrollLocation else { return super.location(in: view) }
        guard let view, let window = view.window, view !== window else { return here }
        return view.convert(here, from: window)
    }

    /// Points per second over the last 100 ms of movement.
    open func velocity(in view: UIView?) -> CGPoint {
        guard let last = samples.last else { return .zero }
        guard let first = samples.first(where: { last.time - $0.time <= 0.1 && last.time > $0.time }) else {
            return .zero
        }
        let dt = last.time - first.time
        guard dt > 0 else { return .zero }
        let moved = Self.vector(from: first.location, to: last.location, in: view)
        return CGPoint(x: moved.x / dt, y: moved.y / dt)
    }

    /// The movement from `a` to `b` (window points) as seen in `view`.
    static func vector(from a: CGPoint, to b: CGPoint, in view: UIView?) -> CGPoint {
        guard let view, let window = view.window, view !== window else { return CGPoint(x: b.x - a.x, y: b.y - a.y) }
        let pa = view.convert(a, from: window), pb = view.convert(b, from: window)
        return CGPoint(x: pb.x - pa.x, y: pb.y - pa.y)
    }

    /// Tracks a landing finger; the centroid's jump moves the translation's
    /// origin, so the translation does not jump.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let touch = touches.first else { return }
        guard startLocationInWindow != nil else {
            startLocationInWindow = touch.locationInWindow
            translationOrigin = touch.locationInWindow
            record(touch.locationInWindow, at: touch.timestamp)
            return
        }
        // Another finger: it is tracked already, so the centroid has moved.
        let others = trackedTouches.filter { $0 !== touch && $0.isDown }
        fingersChanged(from: Self.centre(of: others))
    }

    /// Begins once the centroid has moved ``minimumDistance`` from where it
    /// started; after that, every move is `.changed`.
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let touch = touches.first, touch.phase == .moved, let p = centroid() else { return }   // stationary: nothing moved
        record(p, at: touch.timestamp)
        switch state {
        case .possible:
            guard let start = startLocationInWindow else { return }
            if hypot(p.x - start.x, p.y - start.y) >= minimumDistance,
               numberOfTouches >= minimumNumberOfTouches, numberOfTouches <= maximumNumberOfTouches {
                state = .began
            }
        case .began, .changed:
            state = .changed
        default:
            break
        }
    }

    /// Lifting the last finger ends a pan that began and fails one that did not.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let touch = touches.first else { return }
        if numberOfTouches > 0 {
            // Other fingers are still down: the pan goes on with them.
            fingersChanged(from: Self.centre(of: trackedTouches.filter { $0 === touch || $0.isDown }))
            return
        }
        liftedAt = touch.locationInWindow   // the last finger down: the centroid was its place
        record(touch.locationInWindow, at: touch.timestamp)
        switch state {
        case .possible: state = .failed
        case .began, .changed: state = .ended
        default: break
        }
    }

    /// A cancelled touch cancels a pan that began and fails one that did not.
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        switch state {
        case .possible: state = .failed
        case .began, .changed: state = .cancelled
        default: break
        }
    }

    func record(_ location: CGPoint, at time: TimeInterval) {
        let sample = (time: time, location: location)
        if let last = samples.last, last.time == sample.time {
            samples[samples.count - 1] = sample   // same instant: keep the newest place
        } else {
            samples.append(sample)
        }
        if samples.count > 16 { samples.removeFirst(samples.count - 16) }
    }

    /// Where the pan is, in window coordinates: the one finger's place (the
    /// common case, no sums), else the centre of the fingers still down, or
    /// where the last one lifted once all have.
    private func centroid() -> CGPoint? {
        if let scrollLocation { return scrollLocation }
        let touches = trackedTouches
        if touches.count == 1 { return touches[0].locationInWindow }
        return Self.centre(of: touches.filter(\.isDown)) ?? liftedAt ?? Self.centre(of: touches)
    }

    private static func centre(of touches: [UITouch]) -> CGPoint? {
        guard !touches.isEmpty else { return nil }
        var sum = CGPoint.zero
        for t in touches { sum.x += t.locationInWindow.x; sum.y += t.locationInWindow.y }
        return CGPoint(x: sum.x / CGFloat(touches.count), y: sum.y / CGFloat(touches.count))
    }

    /// A finger landed or lifted and the centroid jumped from `old` with no
    /// movement: shift the origin (and the threshold's start) by the jump, and
    /// measure velocity afresh from the new centroid.
    private func fingersChanged(from old: CGPoint?) {
        guard let old, let new = centroid() else { return }
        let jump = CGPoint(x: new.x - old.x, y: new.y - old.y)
        translationOrigin.x += jump.x; translationOrigin.y += jump.y
        if let start = startLocationInWindow { startLocationInWindow = CGPoint(x: start.x + jump.x, y: start.y + jump.y) }
        samples.removeAll()
    }

    /// Forgets the start, the translation's origin and the velocity samples.
    open override func reset() {
        startLocationInWindow = nil
        scrollLocation = nil
        liftedAt = nil
        translationOrigin = .zero
        samples.removeAll()
    }
}
