/// A callout at chosen points of every run (CFRunLoopObserver): `entry` and `exit` around a run,
/// `beforeTimers`, `beforeSources`, `beforeWaiting`, `afterWaiting` within each pass.
///
/// Observers of the same activity are called in ascending `order` (UIKit's gesture update runs at
/// order 0, the Core Animation commit at 2000000). A non-repeating observer is invalidated after its
/// first callout.
public final class RunLoopObserver {
    /// Shown in `description`; UIKit's observers carry CF's names (`_UIGestureRecognizerUpdateObserver`).
    public let name: String
    /// The points of a run at which the callback is called.
    public let activities: RunLoopActivity
    /// False: invalidated after its first callout (CF's one-shot observers).
    public let repeats: Bool
    /// Lower is called first among observers of the same activity (UIKit's orders: PlatformNotes
    /// "CFRunLoop").
    public let order: Int
    let callout: (RunLoopActivity) -> Void
    /// False once invalidated (by `invalidate()` or after a non-repeating callout).
    public private(set) var isValid = true
    /// Set while the callout runs, so a nested run of the loop does not re-enter it.
    var isFiring = false
    weak var runLoop: EventRunLoop?

    /// `callback` gets the activity that fired it, on the loop's thread.
    public init(name: String, activities: RunLoopActivity, repeats: Bool = true, order: Int = 0,
                callback: @escaping (RunLoopActivity) -> Void) {
        self.name = name
        self.activities = activities
        self.repeats = repeats
        self.order = order
        self.callout = callback
    }

    /// Removes the observer from its loop. Call on the loop's thread.
    public func invalidate() {
        guard isValid else { return }
        isValid = false
        runLoop?.purge(self)
    }
}

extension RunLoopObserver: CustomStringConvertible {
    /// Name, activities and order on one line.
    public var description: String {
        "<RunLoopObserver \(name) activities=\(activities) order=\(order)\(repeats ? "" : " once")\(isValid ? "" : " invalid")>"
    }
}
