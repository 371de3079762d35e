import Foundation
import UIKit

/// The last lines of the trace in the seeds' log shape, in both of
/// `SeedLogFormatter`'s styles, so the panel can switch style without
/// replaying events.
///
/// Lines are formatted as events arrive (a `TraceEvent` holds its views
/// strongly; keeping strings lets scenes be torn down) and addresses are
/// shortened to their last four digits (`0x…a3f0`): long enough to tell two
/// objects apart on screen, short enough to leave room for the line.
public final class TraceLog {
    /// What a line is about, for its colour.
    public enum Kind: Sendable, Equatable {
        case hitTest, nextResponder, rejected, touches(UITouch.Phase), recognizer, pipeline, detail
    }

    public struct Line {
        public let text: String
        public let kind: Kind
        public let time: TimeInterval
    }

    public let capacity: Int
    /// `RunLoop entry/beforeWaiting…` lines arrive on every pass of the loop
    /// and would push everything else out; off unless asked for.
    public var includesRunLoopActivity = false

    private var seeds: Ring
    private var verbose: Ring

    public init(capacity: Int = 300) {
        self.capacity = max(1, capacity)
        seeds = Ring(capacity: self.capacity)
        verbose = Ring(capacity: self.capacity)
    }

    /// The newest `count` lines in `style`, oldest first.
    public func lines(_ style: SeedLogFormatter.Style, last count: Int = .max) -> [Line] {
        (style == .seeds ? seeds : verbose).last(count)
    }

    public func removeAll() {
        seeds = Ring(capacity: capacity)
        verbose = Ring(capacity: capacity)
    }

    func append(_ event: TraceEvent, at time: TimeInterval) {
        if case .runLoopActivity = event, !includesRunLoopActivity { return }
        let kinds = Self.kinds(of: event)
        for (i, text) in SeedLogFormatter.lines(for: event, style: .seeds).enumerated() {
            seeds.append(Line(text: Self.shortenAddresses(text), kind: kinds[min(i, kinds.count - 1)], time: time))
        }
        for (i, text) in SeedLogFormatter.lines(for: event, style: .verbose).enumerated() {
            verbose.append(Line(text: Self.shortenAddresses(text), kind: kinds[min(i, kinds.count - 1)], time: time))
        }
    }

    static func kinds(of event: TraceEvent) -> [Kind] {
        switch event {
        case .hitTestVisit: [.hitTest, .nextResponder]
        case .hitTestRejected: [.rejected]
        case .hitTestBegan, .hitTestReturned, .hitTestFinished: [.hitTest]
        case let .touchesDelivered(_, phase, _, _): [.touches(phase)]
        case let .touchesForwarded(_, _, phase): [.touches(phase)]
        case .touchesHeld, .touchesReleased: [.touches(.began)]
        case .gestureAttached, .gestureStateChanged, .gestureAction: [.recognizer]
        case .portReceived, .source1Fired, .source0Signalled, .source0Performed, .sendEvent: [.pipeline]
        default: [.detail]
        }
    }

    /// `0x7f3a2c0012a0` → `0x…12a0`. Short hex (`0x10`) is left alone.
    public static func shortenAddresses(_ line: String) -> String {
        guard line.contains("0x") else { return line }
        var out = ""
        out.reserveCapacity(line.count)
        var chars = Substring(line)
        while let r = chars.range(of: "0x") {
            out += chars[chars.startIndex..<r.lowerBound]
            var end = r.upperBound
            while end < chars.endIndex, chars[end].isHexDigit { end = chars.index(after: end) }
            let digits = chars[r.upperBound..<end]
            out += digits.count > 6 ? "0x…" + digits.suffix(4) : chars[r.lowerBound..<end]
            chars = chars[end...]
        }
        out += chars
        return out
    }

    /// A fixed-size ring: appending never reallocates once full.
    private struct Ring {
        var storage: [Line] = []
        var head = 0
        let capacity: Int
        init(capacity: Int) { self.capacity = capacity; storage.reserveCapacity(capacity) }

        mutating func append(_ line: Line) {
            if storage.count < capacity { storage.append(line) } else {
                storage[head] = line
                head = (head + 1) % capacity
            }
        }

        func last(_ n: Int) -> [Line] {
            let count = min(n, storage.count)
            guard count > 0 else { return [] }
            var result: [Line] = []
            result.reserveCapacity(count)
            let start = storage.count - count
            for i in start..<storage.count { result.append(storage[(head + i) % storage.count]) }
            return result
        }
    }
}
