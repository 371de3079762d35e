import Foundation

/// A `.scroll` event (`UIEvent.EventType.scroll`): one wheel notch or one
/// trackpad scroll report, sent through `UIApplication.sendEvent` and
/// `UIWindow.sendEvent` like any event. It carries no touches — views'
/// touches methods never see it — only where the pointer is and how far to
/// scroll; the window hit-tests at the pointer and hands it to the pan
/// recognizers there that admit its type (`allowedScrollTypesMask`). UIKit's
/// own class for it is private; its fields here are internal for the same reason.
final class UIScrollEvent: UIEvent {
    /// The pointer, in the window's coordinates.
    let locationInWindow: CGPoint
    /// How far the content should move, in points: positive y shows what is
    /// further down (the wheel turned "down"), as `contentOffset` grows.
    let delta: CGPoint
    let scrollType: UIScrollType

    init(locationInWindow: CGPoint, delta: CGPoint, scrollType: UIScrollType, timestamp: TimeInterval) {
        self.locationInWindow = locationInWindow
        self.delta = delta
        self.scrollType = scrollType
        super.init(type: .scroll, timestamp: timestamp)
    }

    override var description: String {
        "<UIEvent: type = scroll; \(scrollType); delta = (\(delta.x) \(delta.y)); timestamp = \(timestamp)>"
    }
}
