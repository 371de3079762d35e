import Foundation

/// Discrete: recognizes a quick, mostly straight movement in one of the
/// permitted directions — at least `minimumDistance` along it within
/// `maximumDuration`, straying at most half as far across it.
open class UISwipeGestureRecognizer: UIGestureRecognizer {
    /// The permitted directions of a swipe. Raw values as Apple's.
    public struct Direction: OptionSet, Sendable {
        /// The directions as bits: right 1, left 2, up 4, down 8.
        public let rawValue: UInt
        /// Makes a set of directions from its bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// A swipe to the right.
        public static let right = Direction(rawValue: 1 << 0)
        /// A swipe to the left.
        public static let left = Direction(rawValue: 1 << 1)
        /// A swipe upward.
        public static let up = Direction(rawValue: 1 << 2)
        /// A swipe downward.
        public static let down = Direction(rawValue: 1 << 3)
    }

    /// The permitted directions of the swipe; `.right` by default.
    open var direction: Direction = .right
    /// The number of fingers that must be touching the view; 1 by default.
    open var numberOfTouchesRequired = 1
    /// How far the finger must travel along the direction, in points (not a UIKit property).
    public var minimumDistance: CGFloat = 50
    /// How long the swipe may take, in seconds (not a UIKit property).
    public var maximumDuration: TimeInterval = 0.5

    private var start: (time: TimeInterval, location: CGPoint)?

    /// Notes where and when the swipe starts; more fingers than
    /// ``numberOfTouchesRequired`` fail it.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        // More fingers than it counts on: not this swipe (several-finger swipes are later work).
        if numberOfTouches > numberOfTouchesRequired { state = .failed; return }
        guard let t = touches.first else { return }
        start = (t.timestamp, t.location(in: nil))
    }

    /// Recognizes once the finger has gone ``minimumDistance`` in a permitted
    /// direction, straying at most half as far across it; fails after
    /// ``maximumDuration``.
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

    /// Lifting before the swipe recognized fails it.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .possible { state = .failed }
    }

    /// A cancelled touch fails the swipe.
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .possible { state = .failed }
    }

    /// Forgets the start.
    open override func reset() { start = nil }
}
