import Foundation
import SeedViews

/// The lines a scene's own code writes, in order; the demo shows them next
/// to the engine's trace. `onLine` is called for each new line. Only the
/// last `capacity` lines are kept: a demo left running must not grow forever.
public final class SceneLog: SeedLog {
    public private(set) var lines: [String] = []
    public var onLine: ((String) -> Void)?
    public static let capacity = 1000

    public func callAsFunction(_ line: String) {
        lines.append(line)
        if lines.count > Self.capacity { lines.removeFirst(lines.count - Self.capacity) }
        onLine?(line)
    }

    public func clear() { lines.removeAll() }
}
