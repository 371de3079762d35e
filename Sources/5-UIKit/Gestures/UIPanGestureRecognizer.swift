import Foundation

/// Continuous: begins once the finger has moved `minimumDistance` from where
/// it went down; then each move is `changed` and lifting ends it. Lifting
/// before that fails it.
///
/// Velocity is measured over the recent moves. Injected events can carry
/// identical timestamps (PLATFORM-NOTES: XTest bursts), so samples with no
/// time between them are merged rather than divided by zero.
open class UIPanGestureRecognizer: UIGestureRecognizer {
    public var minimumNumberOfTouches = 1
    public var maximumNumberOfTouches = Int.max
    /// The movement threshold before the pan begins (UIKit's hysteresis, about 10 points).
    public var minimumDistance: CGFloat = 10

    open override class var isContinuous: Bool { true }

    /// Where the touch went down, in window coordinates (the demo draws the threshold circle there).
    public private(set) var startLocationInWindow: CGPoint?
    private var translationOrigin: CGPoint = .zero   // window coordinates
    private var samples: [(time: TimeInterval, location: CGPoint)] = []

    /// In `view`'s coordinates: through a rotated or scaled view the same
    /// finger movement reads rotated or scaled, as in UIKit.
    public func translation(in view: UIView?) -> CGPoint {
        guard let current = trackedTouches.last?.location(in: nil) else { return .zero }
        return Self.vector(from: translationOrigin, to: current, in: view)
    }

    public func setTranslation(_ translation: CGPoint, in view: UIView?) {
        guard let current = trackedTouches.last?.location(in: nil) else { return }
        // The translation is given in `view`'s coordinates: the origin is the
        // point that far back from the finger, in that view's space.
        guard let view, let window = view.window else {
            translationOrigin = CGPoint(x: current.x - translation.x, y: current.y - translation.y)
            return
        }
        let here = view.convert(current, from: window)
        translationOrigin = view.convert(CGPoint(x: here.x - translation.x, y: here.y - translation.y), to: window)
    }

    /// Points per second over the last 100 ms of movement.
    public func velocity(in view: UIView?) -> CGPoint {
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

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard state == .possible, let touch = touches.first else { return }
        if startLocationInWindow == nil {
            startLocationInWindow = touch.location(in: nil)
            translationOrigin = touch.location(in: nil)
        }
        record(touch)
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let touch = touches.first, touch.phase == .moved else { return }   // stationary: nothing moved
        record(touch)
        switch state {
        case .possible:
            guard let start = startLocationInWindow else { return }
            let p = touch.location(in: nil)
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

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        if let touch = touches.first { record(touch) }
        switch state {
        case .possible: state = .failed
        case .began, .changed: state = .ended
        default: break
        }
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        switch state {
        case .possible: state = .failed
        case .began, .changed: state = .cancelled
        default: break
        }
    }

    private func record(_ touch: UITouch) {
        let sample = (time: touch.timestamp, location: touch.location(in: nil))
        if let last = samples.last, last.time == sample.time {
            samples[samples.count - 1] = sample   // same instant: keep the newest place
        } else {
            samples.append(sample)
        }
        if samples.count > 16 { samples.removeFirst(samples.count - 16) }
    }

    open override func reset() {
        startLocationInWindow = nil
        translationOrigin = .zero
        samples.removeAll()
    }
}
