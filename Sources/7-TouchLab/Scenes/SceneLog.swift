import Foundation

/// The lines a scene's own code writes, in order; the demo shows them next
/// to the engine's trace. `onLine` is called for each new line. Only the
/// last `capacity` lines are kept: a demo left running must not grow forever.
public final class SceneLog {
    /// The lines so far, oldest first; at most ``capacity``.
    public private(set) var lines: [String] = []
    /// Called with each new line, after it is kept.
    public var onLine: ((String) -> Void)?
    /// How many lines are kept: the oldest go first.
    public static let capacity = 1000

    /// Adds a line: `log("B touchesBegan")`, as the seeds' `NSLog` calls read.
    public func callAsFunction(_ line: String) {
        lines.append(line)
        if lines.count > Self.capacity { lines.removeFirst(lines.count - Self.capacity) }
        onLine?(line)
    }

    /// Forgets every line.
    public func clear() { lines.removeAll() }
}
