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

    public func translation(in view: UIView?) -> CGPoint {
        guard let current = trackedTouches.last?.location(in: nil) else { return .zero }
        return CGPoint(x: current.x - translationOrigin.x, y: current.y - translationOrigin.y)
    }

    public func setTranslation(_ translation: CGPoint, in view: UIView?) {
        guard let current = trackedTouches.last?.location(in: nil) else { return }
        translationOrigin = CGPoint(x: current.x - translation.x, y: current.y - translation.y)
    }

    /// Points per second over the last 100 ms of movement.
    public func velocity(in view: UIView?) -> CGPoint {
        guard let last = samples.last else { return .zero }
        guard let first = samples.first(where: { last.time - $0.time <= 0.1 && last.time > $0.time }) else {
            return .zero
        }
        let dt = last.time - first.time
        guard dt > 0 else { return .zero }
        return CGPoint(x: (last.location.x - first.location.x) / dt, y: (last.location.y - first.location.y) / dt)
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
