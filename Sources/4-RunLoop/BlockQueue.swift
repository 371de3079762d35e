import Synchronization

/// Blocks handed to the loop with `perform(inMode:_:)` (CFRunLoopPerformBlock): run in FIFO order on
/// a pass of a matching mode, each exactly once.
///
/// Any thread may enqueue. The loop checks an atomic count first, so a pass with no blocks costs
/// one load, not a lock.
final class BlockQueue: Sendable {
    private struct Entry: Sendable {
        let mode: RunLoopMode
        let block: @Sendable () -> Void
    }

    private let entries = Mutex<[Entry]>([])
    private let count = Atomic<Int>(0)

    func enqueue(mode: RunLoopMode, _ block: @escaping @Sendable () -> Void) {
        entries.withLock { $0.append(Entry(mode: mode, block: block)) }
        count.add(1, ordering: .releasing)
    }

    func hasBlocks(for mode: RunLoopMode, modeIsCommon: Bool) -> Bool {
        guard count.load(ordering: .acquiring) > 0 else { return false }
        return entries.withLock { list in
            list.contains { Self.matches($0.mode, mode, modeIsCommon) }
        }
    }

    /// Runs the blocks for `mode` that were queued when the call began; blocks they enqueue wait for
    /// the next call. Blocks for other modes keep their place at the front of the queue.
    @discardableResult
    func runBlocks(for mode: RunLoopMode, modeIsCommon: Bool) -> Bool {
        guard count.load(ordering: .acquiring) > 0 else { return false }
        let taken = entries.withLock { list in
            let all = list
            list.removeAll()
            return all
        }
        var kept: [Entry] = []
        var ran = false
        for entry in taken {
            if Self.matches(entry.mode, mode, modeIsCommon) {
                count.subtract(1, ordering: .relaxed)
                entry.block()
                ran = true
            } else {
                kept.append(entry)
            }
        }
        if !kept.isEmpty {
            entries.withLock { list in list.insert(contentsOf: kept, at: 0) }
        }
        return ran
    }

    private static func matches(_ blockMode: RunLoopMode, _ mode: RunLoopMode, _ modeIsCommon: Bool) -> Bool {
        blockMode == mode || (blockMode == .common && modeIsCommon)
    }
}
