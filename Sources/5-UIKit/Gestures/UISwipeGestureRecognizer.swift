import Foundation

/// Discrete: recognizes a quick, mostly straight movement in one of the
/// permitted directions — at least `minimumDistance` along it within
/// `maximumDuration`, straying at most half as far across it.
open class UISwipeGestureRecognizer: UIGestureRecognizer {
    public struct Direction: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let right = Direction(rawValue: 1 << 0)
        public static let left = Direction(rawValue: 1 << 1)
        public static let up = Direction(rawValue: 1 << 2)
        public static let down = Direction(rawValue: 1 << 3)
    }

    public var direction: Direction = .right
    public var numberOfTouchesRequired = 1
    public var minimumDistance: CGFloat = 50
    public var maximumDuration: TimeInterval = 0.5

    private var start: (time: TimeInterval, location: CGPoint)?

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        // More fingers than it counts on: not this swipe (several-finger swipes are later work).
        if numberOfTouches > numberOfTouchesRequired { state = .failed; return }
        guard let t = touches.first else { return }
        start = (t.timestamp, t.location(in: nil))
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard state == .possible, let t = touches.first, let start else { return }
        if t.timestamp - start.time > maximumDuration { state = .failed; return }
        let p = t.location(in: nil)
        let dx = p.x - start.location.x, dy = p.y - start.location.y
        let candidates: [(Direction, CGFloat, CGFloat)] = [
            (.right, dx, abs(dy)), (.left, -dx, abs(dy)), (.down, dy, abs(dx)), (.up, -dy, abs(dx)),
        ]
        for (dir, along, across) in candidates where direction.contains(dir) && along >= minimumDistance {
            if across <= along / 2 { state = .ended; return }
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .possible { state = .failed }
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .possible { state = .failed }
    }

    open override func reset() { start = nil }
}
