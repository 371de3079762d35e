/// A callout at a time on the loop's clock (CFRunLoopTimer), fired only while the loop runs in one
/// of the timer's modes.
///
/// A repeating timer keeps to its original grid: after a late firing the next one is the first
/// `fireDate + k * interval` still in the future, so missed firings are skipped, not queued.
/// A one-shot timer is invalidated after its handler returns.
public final class RunLoopTimer {
    /// Shown in traces (`timer <name>`) and in `description`.
    public let name: String
    /// Seconds between firings; 0 for a one-shot timer.
    public let interval: Double
    let handler: (RunLoopTimer) -> Void
    /// False once invalidated, or once a one-shot timer has fired.
    public private(set) var isValid = true
    /// Set while the handler runs, so a nested run of the loop does not fire it again.
    var isFiring = false
    weak var runLoop: EventRunLoop?
    private var nextFireDate: Double

    /// `fireDate` in the loop clock's seconds; `interval` > 0 repeats (missed firings are skipped).
    public init(name: String, fireDate: Double, interval: Double = 0, handler: @escaping (RunLoopTimer) -> Void) {
        self.name = name
        self.handler = handler
        if interval.isNaN || interval < 0 {
            reportRunLoopMisuse("RunLoopTimer '\(name)': interval \(interval) is not >= 0; treating it as one-shot")
            self.interval = 0
        } else {
            self.interval = interval
        }
        if fireDate.isNaN {
            reportRunLoopMisuse("RunLoopTimer '\(name)': fireDate is nan; it will never fire")
            self.nextFireDate = .infinity
        } else {
            self.nextFireDate = fireDate
        }
    }

    /// The next time it fires. Setting it (on the loop's thread) reschedules the timer; set from its
    /// own handler to a later date, it replaces the date the repeat interval would have chosen.
    public var fireDate: Double {
        get { nextFireDate }
        set {
            guard !newValue.isNaN else {
                return reportRunLoopMisuse("RunLoopTimer '\(name)': fireDate = nan ignored")
            }
            nextFireDate = newValue
            runLoop?.reposition(self)
        }
    }

    /// Removes the timer from its loop. Call on the loop's thread.
    public func invalidate() {
        guard isValid else { return }
        isValid = false
        runLoop?.purge(self)
    }

    /// The repeat grid's first point after `now`, counted from the date that just fired.
    func nextGridDate(after firedDate: Double, now: Double) -> Double {
        var next = firedDate + interval * (((now - firedDate) / interval).rounded(.down) + 1)
        while next <= now { next += interval }  // rounding can land on `now`
        return next
    }
}

extension RunLoopTimer: CustomStringConvertible {
    /// Name, next fire date and interval on one line.
    public var description: String {
        "<RunLoopTimer \(name) fireDate=\(fireDate) interval=\(interval)\(isValid ? "" : " invalid")>"
    }
}
