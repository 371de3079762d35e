import HID

/// The application's event queue: a ring buffer, first in first out.
///
/// 002 asks "why a queue and not a stack?" — events must be handled in the
/// order they were produced, or a release could overtake its press.
struct HIDEventQueue {
    private var storage: [HIDEvent?] = Array(repeating: nil, count: 64)
    private var head = 0
    private(set) var count = 0

    var isEmpty: Bool { count == 0 }

    /// The oldest event, left in the queue.
    var first: HIDEvent? { count > 0 ? storage[head] : nil }

    /// The event `offset` places behind the oldest (0 is `first`); nil past the end.
    func peek(_ offset: Int) -> HIDEvent? { offset < count ? storage[(head + offset) & (storage.count - 1)] : nil }

    mutating func enqueue(_ event: HIDEvent) {
        if count == storage.count { grow() }
        storage[(head + count) & (storage.count - 1)] = event
        count += 1
    }

    mutating func dequeue() -> HIDEvent? {
        guard count > 0 else { return nil }
        let event = storage[head]
        storage[head] = nil
        head = (head + 1) & (storage.count - 1)
        count -= 1
        return event
    }

    private mutating func grow() {
        var bigger = [HIDEvent?](repeating: nil, count: storage.count * 2)
        for i in 0..<count { bigger[i] = storage[(head + i) & (storage.count - 1)] }
        storage = bigger
        head = 0
    }
}
